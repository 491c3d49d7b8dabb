#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chess/position.h"
#include "rules/arbiter.h"
#include "rules/scenario.h"

namespace flagfall::trainer {

// What the clock faces show at one instant.
struct ClockFace {
  std::int64_t remaining_ms = 0;
  std::optional<std::int64_t> flag_at;  // when this side's flag fell, if it has
  bool running = false;
  std::int64_t used_ms = 0;  // how long this side's clock has run in all
};

// The latest move made on the board: its squares, and whether it was illegal (chess core code).
struct MoveMark {
  chess::Square from = chess::NoSquare;
  chess::Square to = chess::NoSquare;
  std::string illegal;  // "" for a legal move, else e.g. "king-next-to-king"
};
// Why a marked move is illegal, in words ("the king steps next to the other king").
std::string illegal_move_words(std::string_view code);

// What the board and the clock faces show at one instant.
struct Scene {
  chess::Position position;  // the physical board, unpressed moves included
  std::optional<MoveMark> last_move;
  ClockFace white;
  ClockFace black;
};

// One instant of a scenario's timeline.
struct Step {
  std::int64_t t = 0;
  std::vector<std::string> happened;  // what the players and the TD did, in neutral words
  std::vector<std::string>
      rulings;  // the arbiter's rulings at this instant (reveal after answering)
  // The instant as a director arriving at the board finds it, before anything is ruled on it:
  // the board as the players left it and the clock as they ran it (no time a ruling or the TD
  // added or took, no clock a ruling stopped or restarted). It is the same under every ruleset
  // the question is built for (see replay()): what a question shows until it is answered.
  Scene asked;
  // After the asked ruleset's rulings on this instant: what the answered question shows.
  Scene ruled;
  const Scene& scene(bool after_ruling) const { return after_ruling ? ruled : asked; }
};

// Time the arbiter or TD added (+) or took away (-) from each side's clock during the scenario.
struct Adjustments {
  std::int64_t white_ms = 0;
  std::int64_t black_ms = 0;
  bool any() const { return white_ms != 0 || black_ms != 0; }
  friend bool operator==(const Adjustments&, const Adjustments&) = default;
};

struct Replay {
  std::vector<Step> steps;  // steps[0] is the set-up at t = 0; then one step per instant
  rules::Ruling ruling;     // at `moment`
  Adjustments adjustments;
  std::int64_t moment = 0;  // the instant the ruling and the permissions are given for
};

// Replays `scenario` under `ruleset` instant by instant. With `stop_at`, only the events before
// that instant are replayed and the ruling is given for the instant `stop_at` (a "what may a
// player do now" moment); a last step for that instant is added when time passed since the
// last event.
// Each step's `asked` scene keeps the board of `board_under`'s game (the asked ruleset's when
// null): a question passes the same ruleset whichever ruleset it asks (board_ruleset()), so
// the board it shows before the answer is one no ruling of the asked ruleset shaped.
Replay replay(const rules::Scenario& scenario, const rules::Ruleset& ruleset,
              std::optional<std::int64_t> stop_at = std::nullopt,
              const rules::Ruleset* board_under = nullptr);

// How many of the players' events a ruling let pass as coming after the game's end.
std::size_t events_after_the_end(const rules::Ruling& ruling);

// The ruleset whose game a question's board follows, of `rulings` (one per ruleset the scenario
// is meant for): the first under which the game lets the fewest events pass after its end, so
// that a board the scenario goes on playing on (a position restored after a claim, then moved
// on from) is shown as played, whichever ruleset is asked.
const rules::Ruleset* board_ruleset(
    const std::vector<std::pair<const rules::Ruleset*, const rules::Ruling*>>& rulings);

// Only the ruling and the adjustments (no steps): what variant checks need, fast.
struct Verdict {
  rules::Ruling ruling;
  Adjustments adjustments;
};
Verdict rule_on(const rules::Scenario& scenario, const rules::Ruleset& ruleset,
                std::optional<std::int64_t> stop_at = std::nullopt);

// Neutral description of one event ("White moves the king e4-e5"), given the board before it.
std::string describe_event(const rules::ScenarioEvent& event, const chess::Position& before);

// "1:05", "0:59.5", "12.3 s"-style clock text for the faces: m:ss, with tenths under 20 s.
std::string clock_text(std::int64_t ms);
// An instant of the timeline in words: "1:05", and under 20 s its seconds with tenths and the
// unit, "12.5 s" ("12,5 s" in Spanish: ruling.seconds).
std::string instant_text(std::int64_t ms);

}  // namespace flagfall::trainer
