#include "game/director.h"

#include <algorithm>

#include "clock/notation.h"

namespace flagfall::game {

using chess::Color;

DirectorOffer director_offer(const LiveGame& game, Color against, Millis at) {
  DirectorOffer offer;
  const rules::Ruleset& ruleset = game.ruleset();
  for (const rules::PenaltyLadder& ladder : ruleset.penalties) {
    PenaltyOffer penalty;
    penalty.offence = ladder.offence;
    penalty.rule = ruleset.cite_number(ladder.rule);
    penalty.next = game.arbiter().next_penalty(ladder.offence, against);
    offer.penalties.push_back(penalty);
  }
  const Millis t = game.game_time(at);
  // Excess time: back to the control's own time.
  for (const Color side : {Color::White, Color::Black}) {
    const clock::TimeControl& control = game.game_clock().config().control(side);
    if (control.method != clock::Method::Standard || control.periods.empty()) continue;
    const std::int64_t base = control.periods.front().time;  // each side's own, under time odds
    if (game.game_clock().remaining(side, t) > base) offer.excess.push_back({side, base});
  }
  if (!game.over()) {
    offer.stop = game.game_clock().phase(t) == clock::Phase::Paused ? DirectorStop::kRestart
                                                                    : DirectorStop::kStop;
  }
  return offer;
}

std::optional<std::int64_t> parse_clock_time(std::string_view text) {
  std::int64_t total = 0;
  std::int64_t field = 0;
  std::int64_t fraction = 0;
  int fraction_digits = 0;
  bool in_fraction = false;
  bool any = false;
  int colons = 0;
  for (const char c : text) {
    if (c == ' ') continue;
    if (c >= '0' && c <= '9') {
      any = true;
      if (in_fraction) {
        if (fraction_digits < 3) {
          fraction = fraction * 10 + (c - '0');
          ++fraction_digits;
        }
      } else {
        field = field * 10 + (c - '0');
        if (field > 100'000) return std::nullopt;
      }
    } else if (c == ':' && !in_fraction && colons < 2) {
      total = (total + field) * 60;
      field = 0;
      ++colons;
    } else if (c == '.' && !in_fraction) {
      in_fraction = true;
    } else {
      return std::nullopt;
    }
  }
  if (!any) return std::nullopt;
  while (fraction_digits < 3) {
    fraction *= 10;
    ++fraction_digits;
  }
  const std::int64_t ms = (total + field) * 1000 + fraction;
  if (ms > 24 * 3'600'000) return std::nullopt;
  return ms;
}

std::vector<Entry> penalty_entries(Color against, rules::Offence offence) {
  rules::ScenarioEvent penalty = make_event(rules::Actor::kTd, rules::EventKind::kPenalty);
  penalty.side = against;
  penalty.offence = offence;
  return {Entry::of(penalty)};
}

std::vector<Entry> set_time_entries(Color side, Millis ms) {
  rules::ScenarioEvent set = make_event(rules::Actor::kTd, rules::EventKind::kSetTime);
  set.side = side;
  set.ms = ms;
  return {Entry::of(set)};
}

std::vector<Entry> set_moves_entries(Color side, int moves) {
  rules::ScenarioEvent set = make_event(rules::Actor::kTd, rules::EventKind::kSetMoves);
  set.side = side;
  set.moves = moves;
  return {Entry::of(set)};
}

}  // namespace flagfall::game
