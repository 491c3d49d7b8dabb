#pragma once
// The event on the director's device (issue 41, point 5): the results the boards' phones send
// (a #board-result= link or its file) gathered by round and board, shown as a sheet over Home: a
// table of every board's result, a flagged board where two phones disagree, each board's record
// with its rulings for a dispute, CSV and PGN, and clearing the event (asked first). Saved under
// its own key (Save::kEvent).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game/event_results.h"
#include "json/writer.h"
#include "session/app/app_intent.h"
#include "session/frame_io.h"
#include "session/mirror.h"

namespace flagfall::session {

// One line of a board in the event's table, in the words on show.
struct EventRow {
  std::string place;    // "Round 2 · board 5"
  std::string result;   // "0-1", or "2 results differ"
  std::string players;  // "Ana – Ben", "" when neither is named
  bool conflicting = false;
};

class EventBook {
 public:
  bool open() const { return open_; }
  bool empty() const { return results_.boards().empty(); }
  const game::EventResults& results() const { return results_; }
  // The board whose record is on show (an index of results().boards()), if any.
  std::optional<std::size_t> board() const { return board_; }
  bool asking_clear() const { return asking_clear_; }
  // What the last result that came did ("Round 2, board 5: 0-1 added."), or why it was refused;
  // "" before any.
  const std::string& notice() const { return notice_; }
  bool notice_is_problem() const { return notice_is_problem_; }

  // A result that came as a link's fragment (#board-result=...) or as a file's text: added to
  // the event and the sheet opened on the table, or refused with what is wrong (nothing changes).
  void open_link(std::string_view fragment);
  void open_file(std::string_view text);
  // What a tap on the sheet or a mirror button asks (the event's AppActions); false for one not
  // taken now.
  bool apply(const AppIntent& intent);

  // The event's name as its boards' set-up links gave it ("" when none did).
  std::string name() const;
  std::vector<EventRow> rows() const;
  // The board on show, in words: each result with its ruling, rule, ruleset and control, then
  // its game's record, a line an event (RecordLine's text with its time and rule).
  std::vector<std::string> board_lines() const;
  // The sheet's buttons: on the table, each board then CSV, PGN, Clear and Close; on a board,
  // Back; asking to clear, Clear and Keep.
  AppControls controls() const;

  // The CSV or PGN file asked for, once.
  std::optional<ExportRequest> take_export() { return std::exchange(export_, std::nullopt); }
  // The saved event, and back: every result as its board sent it.
  std::string save() const;
  std::optional<std::string> restore(std::string_view text);
  bool take_unsaved() { return std::exchange(unsaved_, false); }
  // Every result gone (the About sheet's Delete, asked there).
  void clear();
  // The words on show changed (a catalog arrived, another language): the notice is said again.
  void words_changed() { say(); }

  void mirror(Mirror& m) const;
  void write_state(JsonWriter& out) const;

 private:
  // What the last result that came did, to say in the words on show.
  enum class Came : std::uint8_t { kNothing, kAdded, kSame, kConflict, kRefused, kNotLink };
  void add(std::string_view json);
  void say();

  game::EventResults results_;
  bool open_ = false;
  std::optional<std::size_t> board_;
  bool asking_clear_ = false;
  Came came_ = Came::kNothing;
  game::BoardResult last_;  // the last result that came
  std::string refused_;     // the last text refused, read again to say why in new words
  std::string notice_;
  bool notice_is_problem_ = false;
  bool unsaved_ = false;
  std::optional<ExportRequest> export_;
};

}  // namespace flagfall::session
