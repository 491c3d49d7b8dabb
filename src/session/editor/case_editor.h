#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "json/writer.h"
#include "session/editor/editor_intent.h"
#include "session/editor/editor_session.h"
#include "session/frame_io.h"

namespace flagfall::session {

// The "Make a case" screen (docs/trainer.md) as state and intents, over an EditorSession (the
// case and its seven rulings): which part is on show, who acts next, a move's from-square while
// its to-square is awaited, the row of choices an action opened, and the text fields it asks
// for. Every tap is one intent here, so the screen draws and the mirror's buttons do the same.
enum class EditorTab : std::uint8_t { kPosition, kTimeline, kWords };
enum class EditorActor : std::uint8_t { kWhite, kBlack, kDirector };
// The choices an action opens before it becomes a step (a claim's kind, a promotion's piece...).
enum class EditorPicker : std::uint8_t { kNone, kTouch, kClaim, kPromote, kPause, kPenalty };

// One ruleset's ruling as the editor lists it.
struct EditorRulingRow {
  std::string ruleset;
  std::string text;      // "USCF 2020: Black wins · USCF 11-7d"
  std::string last;      // the arbiter's last sentence, or ""
  bool differs = false;  // another ruling than the first ruleset the case is meant for gives
  bool meant = true;
};

// A step as the timeline lists it.
struct EditorStepRow {
  std::string time;  // "0:23"
  std::string text;  // "Black claims an illegal move"
};

class CaseEditor {
 public:
  static constexpr std::int64_t kNudgeMs = 1000;  // the − and + on a step's time

  CaseEditor();  // a new case from the starting position
  // Edits a case of My scenarios: saved, it takes that case's place.
  explicit CaseEditor(const rules::Scenario& scenario);

  const EditorSession& editor() const { return editor_; }
  const std::string& editing() const { return editing_; }  // the edited case's id, or ""
  EditorTab tab() const { return tab_; }
  EditorActor actor() const { return actor_; }
  chess::Color director_side() const { return director_side_; }
  EditorPicker picker() const { return picker_; }
  std::optional<chess::Square> from() const { return from_; }
  bool press_with_move() const { return press_with_move_; }
  bool confirming_clear() const { return confirm_clear_; }
  // The squares to mark on the timeline's board: the from-square picked, else the last move.
  std::optional<std::pair<chess::Square, chess::Square>> board_mark() const;
  // The step whose time and removal the timeline offers (the newest, until another is tapped).
  std::optional<std::size_t> selected_step() const { return selected_; }
  // Something was changed since the editor opened (the draft is worth keeping).
  bool touched() const { return touched_; }
  // What the last intent could not do (a time typed that is not one, or the editor's), or "".
  const std::string& notice() const { return notice_.empty() ? editor_.notice() : notice_; }

  // The words on show.
  std::vector<EditorRulingRow> ruling_rows() const;
  std::vector<EditorStepRow> step_rows() const;
  std::string rulings_heading() const;  // "Rulings after step 23" / "Rulings at the start"
  std::string board_prompt() const;     // what a tap on the board does now
  std::string tab_hint() const;         // what to do on the tab on show, and what comes next
  std::string control_text() const;     // "G/5;d0", or "each ruleset's own"
  std::string clock_text(chess::Color side) const;  // "1:00", or "full time"
  std::string_view penalty_heading() const;         // "Penalty on White's side for:"

  // Every tap, mirror button and board tap: one intent (editor_intent.h).
  void apply(const EditorIntent& intent);

  // The text field an intent asked for (FrameOutput::ask_text), under that intent's id; the
  // text typed comes back under the same id.
  std::optional<TextRequest> take_text_request();
  void text_entered(std::string_view id, std::string_view text);

  // Its part of the test hook's state: its members, into the object the caller opened.
  void write_state(JsonWriter& out) const;

 private:
  chess::Color side() const;  // the player acting (the director's side when he acts)
  void after_step();
  // A tap on the board: the set-up places the brush's man; on the timeline the first tap picks
  // the square a man moves from (or the square touched), the second plays the move, legal or not.
  void tap_square(chess::Square square);
  void show_tab(EditorTab tab);
  void set_side_to_move(chess::Color side);
  void choose_actor(EditorActor actor);
  void open_picker(EditorPicker picker);  // the same picker again closes it
  // A step by the player acting now (none by the director): a press, a claim, a resignation...
  void player_step(EditorAction action, std::int32_t arg);
  rules::Actor acting() const;  // who pauses or resumes
  void remove_step(std::size_t index);
  void ask_text(const EditorIntent& intent);

  EditorSession editor_;
  std::string editing_;
  EditorTab tab_ = EditorTab::kPosition;
  EditorActor actor_ = EditorActor::kWhite;
  chess::Color director_side_ = chess::Color::White;
  EditorPicker picker_ = EditorPicker::kNone;
  std::optional<chess::Square> from_;
  bool press_with_move_ = true;
  bool confirm_clear_ = false;
  bool touched_ = false;
  std::optional<std::size_t> selected_;
  std::string notice_;
  std::optional<TextRequest> text_request_;
};

// The actions open to who acts now, in the order drawn: a player's (press, touch, claim,
// promote, pause, resume, resign, offer or accept a draw, and "press with each move"), or the
// director's (whose side, pause, resume, penalty, set time).
std::vector<EditorControl> editor_actions(const CaseEditor& editor);
// The open picker's choices (a claim's kinds, the promotion pieces, a pause's reasons, the
// offences); none when no picker is open or it waits for a square.
std::vector<EditorControl> editor_picker_choices(const CaseEditor& editor);

// "0:23", "1:05", "0:01.5": a time from the start of the case.
std::string elapsed_text(std::int64_t ms);

}  // namespace flagfall::session
