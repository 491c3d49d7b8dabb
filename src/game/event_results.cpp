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

struct CivilTime {
  std::int64_t year, month, day, hour, minute, second;
};

// A time in ms since 1970 as a UTC date and time (Howard Hinnant's civil_from_days).
CivilTime civil_time(std::int64_t ms) {
  std::int64_t days = ms >= 0 ? ms / 86'400'000 : (ms - 86'399'999) / 86'400'000;
  const std::int64_t in_day = (ms - days * 86'400'000) / 1000;
  days += 719'468;
  const std::int64_t era = (days >= 0 ? days : days - 146'096) / 146'097;
  const std::int64_t day_of_era = days - era * 146'097;
  const std::int64_t year_of_era =
      (day_of_era - day_of_era / 1460 + day_of_era / 36'524 - day_of_era / 146'096) / 365;
  const std::int64_t day_of_year =
      day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
  const std::int64_t mp = (5 * day_of_year + 2) / 153;
  const std::int64_t month = mp < 10 ? mp + 3 : mp - 9;
  return {year_of_era + era * 400 + (month <= 2 ? 1 : 0),
          month,
          day_of_year - (153 * mp + 2) / 5 + 1,
          in_day / 3600,
          in_day / 60 % 60,
          in_day % 60};
}

std::string two_digits(std::int64_t n) {
  return std::string(n < 10 ? "0" : "") + std::to_string(n);
}

}  // namespace

std::string iso_time(std::int64_t ms) {
  const CivilTime t = civil_time(ms);
  return std::to_string(t.year) + "-" + two_digits(t.month) + "-" + two_digits(t.day) + "T" +
         two_digits(t.hour) + ":" + two_digits(t.minute) + ":" + two_digits(t.second) + "Z";
}

std::string csv_field(std::string_view text) {
  const bool plain = std::none_of(text.begin(), text.end(), [](char c) {
    return c == ',' || c == '"' || c == '\r' || c == '\n';
  });
  if (plain) return std::string(text);
  std::string out = "\"";
  for (const char c : text) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + '"';
}

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
  const CivilTime t = civil_time(ms);
  return std::to_string(t.year) + "." + two_digits(t.month) + "." + two_digits(t.day);
}

std::string event_csv(const EventResults& results, std::string_view header) {
  constexpr char kLineEnd[] = {'\r', '\n', '\0'};  // RFC 4180's
  std::string out = std::string(header) + kLineEnd;
  for (const EventResults::Board& board : results.boards()) {
    for (const BoardResult& r : board.results) {
      const std::string fields[] = {
          r.place.round > 0 ? std::to_string(r.place.round) : std::string(),
          r.place.board > 0 ? std::to_string(r.place.board) : std::string(),
          csv_field(r.place.white),
          csv_field(r.place.black),
          std::string(rules::score_text(r.outcome, rules::ScoreStyle::kPgn)),
          std::string(rules::reason_name(r.reason)),
          csv_field(r.rule),
          csv_field(r.ruleset),
          csv_field(r.control),
          r.ended_at > 0 ? iso_time(r.ended_at) : std::string(),
          board.conflicting() ? "conflict" : ""};
      for (std::size_t i = 0; i < std::size(fields); ++i) {
        if (i > 0) out += ',';
        out += fields[i];
      }
      out += kLineEnd;
    }
  }
  return out;
}

BoardResult board_result_of(const LiveGame& game, EventPlace place) {
  const clock::Millis last = game.game_clock().last_event_time();
  const rules::Ruling ruling = game.ruling(game.wall_time(last));
  BoardResult r;
  r.place = std::move(place);
  r.outcome = ruling.outcome;
  r.reason = ruling.reason;
  if (!ruling.rule.empty()) r.rule = game.ruleset().cite_number(ruling.rule);
  r.ruleset = game.setup().ruleset;
  r.control = game.setup().time_control;
  if (!game.setup().black_time_control.empty())
    r.control += " / " + game.setup().black_time_control;
  r.ended_at = game.started() ? game.wall_time(ruling.at) : 0;
  r.record = game.save_json();
  return r;
}

}  // namespace flagfall::game
