#pragma once

#include <cstdint>
#include <optional>
#include <string>
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
};

// The latest move made on the board: its squares, and whether it was illegal (chess core code).
struct MoveMark {
  chess::Square from = chess::NoSquare;
  chess::Square to = chess::NoSquare;
  std::string illegal;  // "" for a legal move, else e.g. "king-next-to-king"
};

// One instant of a scenario's timeline as a director would see it after that instant.
struct Step {
  std::int64_t t = 0;
  std::vector<std::string> happened;  // what the players and the TD did, in neutral words
  std::vector<std::string>
      rulings;               // the arbiter's rulings at this instant (reveal after answering)
  chess::Position position;  // the physical board, unpressed moves included
  std::optional<MoveMark> last_move;
  ClockFace white;
  ClockFace black;
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
Replay replay(const rules::Scenario& scenario, const rules::Ruleset& ruleset,
              std::optional<std::int64_t> stop_at = std::nullopt);

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

}  // namespace flagfall::trainer
