#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/move.h"
#include "chess/position.h"
#include "rules/arbiter.h"
#include "rules/scenario.h"
#include "session/editor/board_entry.h"

namespace flagfall::session {

// The arbiter's answer under one ruleset for the case as built so far.
struct EditorRuling {
  std::string ruleset;       // "uscf-2020"
  std::string ruleset_name;  // "US Chess 2020"
  rules::Outcome outcome = rules::Outcome::kPlayOn;
  // The ruling as the trainer's right answer words it ("Play on; one minute to Black"): the
  // outcome with the time the arbiter added or took away while play goes on.
  std::string answer;
  std::string reason;  // the arbiter's stable code ("illegal-move-claim", ...)
  std::string rule;    // the deciding rule cited, "USCF 11-7d"; "" when none decides yet
  std::string last;    // the arbiter's last ruling sentence, with its rule
  bool meant = true;   // the case is meant for this ruleset
};

// "Make a case" (docs/trainer.md): a case built step by step, ruled live under all seven
// rulesets. The set-up (a position entered on a BoardEntry, a time control, each side's clock),
// then a timeline of steps, each at its own time; after every change the arbiter rules on the
// case as built so far under every ruleset, once, and the result is kept until the next change.
// The case is checked by the scenario parser itself, so to_scenario() is exactly what the bank
// format holds: it saves, shares and practises like a bank case.
class EditorSession {
 public:
  static constexpr std::int64_t kStepGapMs = 1000;  // a new step's time: the last one's plus this

  EditorSession();  // the starting position, the ruleset's standard control, no steps
  // Edits a case the user has (or a bank case, kept under a new id when saved).
  explicit EditorSession(const rules::Scenario& scenario);

  // What the editor shows.
  const BoardEntry& setup_board() const { return board_; }
  const std::string& time_control() const { return time_control_; }  // "": the ruleset's own
  std::optional<std::int64_t> clock_ms(chess::Color side) const;
  const std::vector<rules::ScenarioEvent>& steps() const { return steps_; }
  // Each step in plain words ("White moves the king e4-e5"), from the board before it.
  std::vector<std::string> step_texts() const;
  // The board after every step (moves applied as made, legal or not).
  chess::Position board_now() const;
  std::int64_t next_time() const;
  const std::vector<EditorRuling>& rulings() const { return rulings_; }
  // Why the case cannot be ruled or saved as it stands, or "".
  const std::string& problem() const { return problem_; }
  // What the last intent could not do, or "".
  const std::string& notice() const { return notice_; }
  std::size_t rulings_computed() const { return computed_; }  // for tests: once per change
  const std::string& title() const { return title_; }
  const std::string& question() const { return question_; }
  const std::string& notes() const { return notes_; }
  const std::string& category() const { return category_; }
  const std::vector<std::string>& meant_for() const { return meant_for_; }  // empty: all

  // The set-up: the board entry's intents, the time control and the clocks.
  void place(chess::Square square);
  void choose_brush(chess::Piece piece);
  void kings_only();
  void start_position();
  void paste_fen(std::string_view text);
  void set_side_to_move(chess::Color side);
  void set_time_control(std::string_view text);                       // "" for the ruleset's own
  void set_clock(chess::Color side, std::optional<std::int64_t> ms);  // nullopt: the control's

  // The timeline: each adds one step at `t` (not before the last step).
  void play(chess::Color side, chess::Move move, std::int64_t t);
  void press(chess::Color side, std::int64_t t);
  void touch(chess::Color side, chess::Square square, std::int64_t t);
  void promote(chess::Color side, chess::PieceType piece, std::int64_t t);
  void claim(chess::Color side, rules::ClaimKind kind, std::int64_t t);
  void pause(rules::Actor by, rules::PauseReason reason, std::int64_t t);
  void resume(rules::Actor by, std::int64_t t);
  void resign(chess::Color side, std::int64_t t);
  void offer_draw(chess::Color side, std::int64_t t);
  void accept_draw(chess::Color side, std::int64_t t);
  void penalty(chess::Color against, rules::Offence offence, std::int64_t t);  // by the director
  void set_time(chess::Color side, std::int64_t ms, std::int64_t t);           // by the director
  void remove_step(std::size_t index);
  // Moves a step to `t`, between the steps before and after it.
  void retime_step(std::size_t index, std::int64_t t);
  // Moves a step and every later one by `delta_ms` (the order stays), not before the step
  // before it nor before the start; one change.
  void shift_steps(std::size_t index, std::int64_t delta_ms);

  // The words and the rulesets.
  void set_title(std::string_view text);
  void set_question(std::string_view text);
  void set_notes(std::string_view text);
  void set_category(std::string_view category);
  void toggle_meant_for(std::string_view ruleset);

  // The case as the bank format holds it (an id made from the title when it has none).
  rules::Scenario to_scenario() const;

 private:
  void append(rules::ScenarioEvent event);
  void changed();  // one computation of the seven rulings
  rules::Scenario draft() const;

  BoardEntry board_;
  std::string time_control_;
  std::optional<std::int64_t> white_ms_;
  std::optional<std::int64_t> black_ms_;
  std::vector<rules::ScenarioEvent> steps_;
  std::string id_;
  std::string title_;  // the default title (editor.default_title) until one is given
  std::string question_;
  std::string moment_;  // kept as it came (the editor does not show it)
  std::string notes_;
  std::string category_ = "king-adjacent";
  std::vector<std::string> meant_for_;
  std::vector<EditorRuling> rulings_;
  std::string problem_;
  std::string notice_;
  std::size_t computed_ = 0;
};

}  // namespace flagfall::session
