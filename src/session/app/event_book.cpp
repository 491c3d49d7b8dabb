// The director's event: results that came by link or file, the table, a board's record, the
// exports, and the event's save.
#include "session/app/event_book.h"

#include "game/board_result_json.h"
#include "game/live_game.h"
#include "json/value.h"
#include "session/clock/live_text.h"
#include "session/clock/setup_link.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using words::Msg;
using AA = AppAction;

constexpr const char* kEventFormat = "flagfall-event";
constexpr int kEventVersion = 1;

std::string place_words(int round, int board) {
  if (round == 0 && board == 0) return std::string(words::text(Msg::kEventNoPlace));
  const auto number = [](int n) { return n > 0 ? std::to_string(n) : std::string("?"); };
  return words::format<Msg::kEventRoundBoard>(number(round), number(board));
}

std::string players_words(const game::EventPlace& place) {
  if (place.white.empty() && place.black.empty()) return {};
  return words::format<Msg::kEventPlayers>(place.white.empty() ? "?" : place.white,
                                           place.black.empty() ? "?" : place.black);
}

// "0-1 · Black wins: White resigned (FIDE 5.1.2)": the ruling as the board's game gives it, or
// the result's own fields when its record does not load (`game` null).
std::string result_words(const game::BoardResult& r, const game::LiveGame* game) {
  const std::string score = result_score(r.outcome);
  std::string said = game ? ruling_headline(game->ruling(0)) : std::string();
  if (!r.rule.empty()) said += said.empty() ? r.rule : " (" + r.rule + ")";
  return said.empty() ? score : words::format<Msg::kEventResult>(score, said);
}

}  // namespace

void EventBook::open_link(std::string_view fragment) {
  const auto json = board_result_from_link(fragment);
  if (!json) {
    open_ = true;
    board_.reset();
    came_ = Came::kNotLink;
    say();
    return;
  }
  add(*json);
}

void EventBook::open_file(std::string_view text) {
  add(text);
}

void EventBook::add(std::string_view json) {
  open_ = true;
  board_.reset();
  asking_clear_ = false;
  auto result = game::parse_board_result(json);
  if (!result) {
    came_ = Came::kRefused;
    refused_ = std::string(json);
    say();
    return;
  }
  last_ = result.value();
  refused_.clear();
  switch (results_.add(std::move(result).value())) {
    case game::EventResults::Added::kNew:
      came_ = Came::kAdded;
      unsaved_ = true;
      break;
    case game::EventResults::Added::kSame:
      came_ = Came::kSame;
      break;
    case game::EventResults::Added::kConflict:
      came_ = Came::kConflict;
      unsaved_ = true;
      break;
  }
  say();
}

void EventBook::say() {
  const std::string place = place_words(last_.place.round, last_.place.board);
  notice_is_problem_ = came_ != Came::kAdded && came_ != Came::kSame;
  switch (came_) {
    case Came::kNothing:
      notice_.clear();
      break;
    case Came::kAdded:
      notice_ = words::format<Msg::kEventAdded>(place, result_score(last_.outcome));
      break;
    case Came::kSame:
      notice_ = words::format<Msg::kEventSame>(place);
      break;
    case Came::kConflict:
      notice_ = words::format<Msg::kEventConflict>(place);
      break;
    case Came::kRefused: {
      const auto again = game::parse_board_result(refused_);
      notice_ = words::format<Msg::kEventRefused>(again ? std::string() : again.error());
      break;
    }
    case Came::kNotLink:
      notice_ = words::format<Msg::kEventRefused>(words::said(Msg::kEventNotResultLink));
      break;
  }
}

bool EventBook::apply(const AppIntent& intent) {
  if (intent.action == AA::kOpenEvent) {
    open_ = true;
    board_.reset();
    came_ = Came::kNothing;
    say();
    return true;
  }
  if (!open_) return false;
  if (asking_clear_) {
    if (intent.action == AA::kEventClear) {
      clear();
    } else if (intent.action != AA::kEventKeep) {
      return false;
    }
    asking_clear_ = false;
    return true;
  }
  switch (intent.action) {
    case AA::kCloseEvent:
      open_ = false;
      return true;
    case AA::kEventBoard:
      if (intent.arg < 0 || static_cast<std::size_t>(intent.arg) >= results_.boards().size())
        return false;
      board_ = static_cast<std::size_t>(intent.arg);
      return true;
    case AA::kEventBack:
      if (!board_) return false;
      board_.reset();
      return true;
    case AA::kEventCsv:
      if (empty()) return false;
      export_ = ExportRequest{"download", "flagfall-event.csv", "text/csv",
                              game::event_csv(results_, words::text(Msg::kEventCsvHeader))};
      return true;
    case AA::kEventPgn:
      if (empty()) return false;
      export_ = ExportRequest{"download", "flagfall-event.pgn", "application/x-chess-pgn",
                              game::event_pgn(results_)};
      return true;
    case AA::kEventAskClear:
      if (empty()) return false;
      asking_clear_ = true;
      return true;
    default:
      return false;
  }
}

void EventBook::clear() {
  results_ = {};
  board_.reset();
  unsaved_ = true;
  came_ = Came::kNothing;
  say();
}

std::string EventBook::name() const {
  for (const game::EventResults::Board& b : results_.boards()) {
    for (const game::BoardResult& r : b.results) {
      if (!r.place.event.empty()) return r.place.event;
    }
  }
  return {};
}

std::vector<EventRow> EventBook::rows() const {
  std::vector<EventRow> out;
  for (const game::EventResults::Board& b : results_.boards()) {
    const game::BoardResult& first = b.results.front();
    out.push_back({place_words(b.round, b.board),
                   b.conflicting()
                       ? words::format<Msg::kEventDiffer>(std::to_string(b.results.size()))
                       : result_score(first.outcome),
                   players_words(first.place), b.conflicting()});
  }
  return out;
}

std::vector<std::string> EventBook::board_lines() const {
  std::vector<std::string> out;
  if (!board_ || *board_ >= results_.boards().size()) return out;
  const game::EventResults::Board& b = results_.boards()[*board_];
  for (const game::BoardResult& r : b.results) {
    auto game = game::LiveGame::load_json(r.record);
    out.push_back(result_words(r, game ? &game.value() : nullptr));
    const std::string players = players_words(r.place);
    if (!players.empty()) out.push_back(players);
    out.push_back(words::format<Msg::kEventPlayedUnder>(ruleset_short_name(r.ruleset), r.control,
                                                        game::pgn_date(r.ended_at)));
    if (!game) continue;
    for (const RecordLine& line : game_record(game.value())) {
      std::string text = elapsed_label(line.t) + "  " + line.text;
      if (!line.rule.empty() && line.text.find(line.rule) == std::string::npos)
        text += " (" + line.rule + ")";
      out.push_back(std::move(text));
    }
  }
  return out;
}

AppControls EventBook::controls() const {
  if (asking_clear_) {
    return {{std::string(words::text(Msg::kEventClearYes)), AA::kEventClear},
            {std::string(words::text(Msg::kEventKeep)), AA::kEventKeep}};
  }
  if (board_) return {{std::string(words::text(Msg::kEventBack)), AA::kEventBack}};
  AppControls out;
  const std::vector<EventRow> table = rows();
  for (std::size_t i = 0; i < table.size(); ++i) {
    std::string label = table[i].place + ": " + table[i].result;
    if (!table[i].players.empty()) label += " \xC2\xB7 " + table[i].players;
    out.push_back({std::move(label), {AA::kEventBoard, static_cast<std::int32_t>(i)}});
  }
  if (!empty()) {
    out.push_back({std::string(words::text(Msg::kEventCsv)), AA::kEventCsv});
    out.push_back({std::string(words::text(Msg::kEventPgn)), AA::kEventPgn});
    out.push_back({std::string(words::text(Msg::kEventAskClear)), AA::kEventAskClear});
  }
  out.push_back({std::string(words::text(Msg::kEventClose)), AA::kCloseEvent});
  return out;
}

std::string EventBook::save() const {
  json::Value results = json::Value::array();
  for (const game::EventResults::Board& b : results_.boards()) {
    for (const game::BoardResult& r : b.results)
      results.push_back(*json::Value::parse(game::board_result_json(r)));
  }
  return json::Value{{"format", kEventFormat}, {"version", kEventVersion}, {"results", results}}
      .dump();
}

std::optional<std::string> EventBook::restore(std::string_view text) {
  const auto parsed = json::Value::parse(text);
  if (!parsed || !parsed->is_object() || parsed->string_or("format", "") != kEventFormat)
    return words::said(Msg::kEventSaveOtherFormat);
  const json::Value* version = parsed->find("version");
  if (!version || !version->is_number_integer() || version->integer() != kEventVersion)
    return words::format<Msg::kResultOtherVersion>(version ? version->dump() : "null");
  const json::Value* list = parsed->find("results");
  if (!list || !list->is_array()) return words::format<Msg::kReaderMustBeArray>("/results");
  game::EventResults restored;
  for (std::size_t i = 0; i < list->size(); ++i) {
    auto result = game::parse_board_result((*list)[i].dump());
    if (!result) return "/results/" + std::to_string(i) + ": " + result.error();
    restored.add(std::move(result).value());
  }
  results_ = std::move(restored);
  return std::nullopt;
}

void EventBook::mirror(Mirror& m) const {
  m.heading(words::text(Msg::kEventTitle), 2).text(name());
  if (!board_) m.text(notice_);
  if (asking_clear_) {
    m.text(words::text(Msg::kEventClearQuestion));
  } else if (board_) {
    const game::EventResults::Board& b = results_.boards()[*board_];
    m.heading(place_words(b.round, b.board), 3).list(std::string(), board_lines());
  } else if (empty()) {
    m.text(words::text(Msg::kEventEmpty));
  } else {
    std::vector<std::vector<std::string>> table;
    for (const EventRow& row : rows()) table.push_back({row.place, row.result, row.players});
    m.table(std::string(words::text(Msg::kEventTitle)), std::move(table));
  }
  for (const AppControl& c : controls()) m.button(c.label, c.intent);
}

void EventBook::write_state(JsonWriter& out) const {
  out.field("asking_clear", asking_clear_);
  out.key("board");
  if (board_) {
    out.value(static_cast<std::int64_t>(*board_));
  } else {
    out.null();
  }
  out.key("boards").begin_array();
  for (const game::EventResults::Board& b : results_.boards()) {
    out.begin_object().field("board", b.board).field("round", b.round).key("results").begin_array();
    for (const game::BoardResult& r : b.results) {
      out.begin_object()
          .field("outcome", rules::outcome_name(r.outcome))
          .field("reason", rules::reason_name(r.reason))
          .field("rule", r.rule)
          .end_object();
    }
    out.end_array().end_object();
  }
  out.end_array().field("notice", notice_).field("notice_is_problem", notice_is_problem_);
  out.field("open", open_);
}

}  // namespace flagfall::session
