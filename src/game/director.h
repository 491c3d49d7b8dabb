#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/types.h"
#include "game/live_game.h"
#include "rules/ruleset.h"

namespace flagfall::game {

// The director's decisions on the live clock: the next step of each penalty ladder, what excess
// time may be reduced to, reading a typed time. The arbiter rules on what the director records.

// One offence of the ruleset's ladders with the step the next penalty against a player takes.
struct PenaltyOffer {
  rules::Offence offence = rules::Offence::kOther;
  std::optional<rules::PenaltyStep> next;  // none: the ladder has no step
  std::string rule;                        // "USCF 11-9"
};

// A time above the control's own that the director may reduce to it (US Chess 11-3).
struct ExcessTime {
  chess::Color side = chess::Color::White;
  Millis to = 0;
};

enum class DirectorStop : std::uint8_t {
  kNone,     // the game is over
  kStop,     // stop the clocks for a dispute
  kRestart,  // the clocks are stopped: restart them
};

// What the director's panel offers at an instant, for penalties against `against`.
struct DirectorOffer {
  std::vector<PenaltyOffer> penalties;  // in the ruleset's order
  std::vector<ExcessTime> excess;
  DirectorStop stop = DirectorStop::kNone;
};
DirectorOffer director_offer(const LiveGame& game, chess::Color against, Millis at);

// "4:30", "1:02:03", "90" (seconds), "0:07.5": milliseconds; nullopt for anything else or more
// than a day.
std::optional<std::int64_t> parse_clock_time(std::string_view text);

// What the director records.
std::vector<Entry> penalty_entries(chess::Color against, rules::Offence offence);
std::vector<Entry> set_time_entries(chess::Color side, Millis ms);
// A DGT-style correction of `side`'s move counter (a staged control's stage and moves to go
// follow it); LiveGame::record refuses a count outside 0..clock::kMaxMoveCount.
std::vector<Entry> set_moves_entries(chess::Color side, int moves);

}  // namespace flagfall::game
