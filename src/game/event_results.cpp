#include "game/event_results.h"

#include <algorithm>
#include <utility>

#include "game/live_game.h"
#include "game/pgn_export.h"

namespace flagfall::game {

namespace {

std::string number_or_unknown(int n) {
  return n > 0 ? std::to_string(n) : "?";
}

PgnTags tags_of(const BoardResult& result) {
  PgnTags tags;
  const EventPlace& at = result.place;
  if (!at.event.empty()) tags.event = at.event;
  if (result.ended_at > 0) tags.date = pgn_date(result.ended_at);
  tags.round = number_or_unknown(at.round);
  if (!at.white.empty()) tags.white = at.white;
  if (!at.black.empty()) tags.black = at.black;
  if (at.board > 0) tags.board = std::to_string(at.board);
  return tags;
}

}  // namespace

EventResults::Added EventResults::add(BoardResult result) {
  const int round = result.place.round;
  const int board = result.place.board;
  const auto at =
      std::lower_bound(boards_.begin(), boards_.end(), std::pair(round, board),
                       [](const Board& b, auto key) { return std::pair(b.round, b.board) < key; });
  if (at == boards_.end() || at->round != round || at->board != board) {
    boards_.insert(at, Board{round, board, {std::move(result)}});
    return Added::kNew;
  }
  if (std::find(at->results.begin(), at->results.end(), result) != at->results.end())
    return Added::kSame;
  at->results.push_back(std::move(result));
  return Added::kConflict;
}

const EventResults::Board* EventResults::find(int round, int board) const {
  for (const Board& b : boards_) {
    if (b.round == round && b.board == board) return &b;
  }
  return nullptr;
}

std::vector<int> EventResults::rounds() const {
  std::vector<int> out;
  for (const Board& b : boards_) {
    if (out.empty() || out.back() != b.round) out.push_back(b.round);
  }
  return out;
}

int EventResults::conflicts() const {
  return static_cast<int>(std::count_if(boards_.begin(), boards_.end(),
                                        [](const Board& b) { return b.conflicting(); }));
}

std::string event_pgn(const EventResults& results) {
  std::string out;
  for (const EventResults::Board& board : results.boards()) {
    for (const BoardResult& result : board.results) {
      if (!out.empty()) out += '\n';
      const PgnTags tags = tags_of(result);
      auto game = LiveGame::load_json(result.record);
      // A record that cannot be read leaves the result's own fields: its tags and its result.
      out += game ? pgn_of_game(*game, tags)
                  : pgn_without_moves(tags, result.outcome, "", result.control);
    }
  }
  return out;
}

std::string pgn_date(std::int64_t ms) {
  // Days since 1970 to a civil date (Howard Hinnant's days_from_civil, inverted).
  std::int64_t days = ms >= 0 ? ms / 86'400'000 : (ms - 86'399'999) / 86'400'000;
  days += 719'468;
  const std::int64_t era = (days >= 0 ? days : days - 146'096) / 146'097;
  const std::int64_t day_of_era = days - era * 146'097;
  const std::int64_t year_of_era =
      (day_of_era - day_of_era / 1460 + day_of_era / 36'524 - day_of_era / 146'096) / 365;
  const std::int64_t day_of_year =
      day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
  const std::int64_t mp = (5 * day_of_year + 2) / 153;
  const std::int64_t day = day_of_year - (153 * mp + 2) / 5 + 1;
  const std::int64_t month = mp < 10 ? mp + 3 : mp - 9;
  const std::int64_t year = year_of_era + era * 400 + (month <= 2 ? 1 : 0);
  const auto two = [](std::int64_t n) {
    return std::string(n < 10 ? "0" : "") + std::to_string(n);
  };
  return std::to_string(year) + "." + two(month) + "." + two(day);
}

}  // namespace flagfall::game
