// The live game's save format, its loader (hostile input), and scenario JSON.
#include "json/value.h"

#include "chess/fen.h"
#include "chess/move.h"
#include "game/live_game.h"
#include "game/move_times.h"
#include "rules/scenario_category.h"
#include "rules/scenario_writer.h"
#include "words/words.h"

namespace flagfall::game {
namespace {

using json = ::flagfall::json::Value;
using rules::EventKind;

constexpr const char* kFormat = "flagfall-live-game";
constexpr int kVersion = 1;
// Far more than a blitz game needs; the scenario format's own limit.
constexpr std::size_t kMaxEntries = rules::kMaxScenarioEvents;

json material_object(const Material& m) {
  return {{"queens", m.queens},
          {"rooks", m.rooks},
          {"light_bishops", m.light_bishops},
          {"dark_bishops", m.dark_bishops},
          {"knights", m.knights},
          {"pawns", m.pawns}};
}

json entry_object(const Entry& e) {
  if (e.event) return rules::scenario_event_value(*e.event);
  const Fact& f = *e.fact;
  json j = {{"t", e.t},
            {"fact", std::string(fact_kind_name(f.kind))},
            {"side", std::string(chess::color_name(f.side))}};
  if (e.us != 0) j["us"] = e.us;
  if (f.kind == FactKind::kMaterial) j["material"] = material_object(f.material);
  if (f.kind == FactKind::kIllegalMove) j["illegal"] = std::string(illegal_kind_name(f.illegal));
  if (f.kind == FactKind::kBoard) j["fen"] = f.fen;
  if (f.before) j["before"] = *f.before;
  return j;
}

bool read_count(const json& object, const char* key, int max, int& out) {
  const auto it = object.find(key);
  if (!it) return true;
  if (!it->is_number_integer()) return false;
  const auto value = it->get<std::int64_t>();
  if (value < 0 || value > max) return false;
  out = static_cast<int>(value);
  return true;
}

std::optional<std::string> read_fact(const json& j, std::size_t index, Entry& out) {
  const std::string where = "/entries/" + std::to_string(index);
  for (const auto& [key, value] : j.members()) {
    if (key != "t" && key != "us" && key != "fact" && key != "side" && key != "material" &&
        key != "illegal" && key != "before" && key != "fen") {
      return words::format<words::Msg::kReaderUnknownKey>(where, key);
    }
  }
  Fact fact;
  const std::string kind = j["fact"].is_string() ? j["fact"].get<std::string>() : "";
  bool known = false;
  for (FactKind k :
       {FactKind::kMaterial, FactKind::kIllegalMove, FactKind::kPawnOnLastRank, FactKind::kTakeKing,
        FactKind::kCheckmate, FactKind::kStalemate, FactKind::kBoard}) {
    if (fact_kind_name(k) == kind) {
      fact.kind = k;
      known = true;
    }
  }
  if (!known) return words::format<words::Msg::kReaderGameUnknownFact>(where + "/fact");
  const auto side = j.find("side");
  if (!side || !side->is_string() || (*side != "white" && *side != "black")) {
    return words::format<words::Msg::kReaderWhiteOrBlack>(where + "/side");
  }
  fact.side = *side == "white" ? chess::Color::White : chess::Color::Black;
  if (fact.kind == FactKind::kMaterial) {
    const auto m = j.find("material");
    if (!m || !m->is_object())
      return words::format<words::Msg::kReaderMustBeObject>(where + "/material");
    for (const auto& [key, value] : m->members()) {
      if (key != "queens" && key != "rooks" && key != "light_bishops" && key != "dark_bishops" &&
          key != "knights" && key != "pawns") {
        return words::format<words::Msg::kReaderUnknownKey>(where + "/material", key);
      }
    }
    Material& mat = fact.material;
    if (!read_count(*m, "queens", 9, mat.queens) || !read_count(*m, "rooks", 10, mat.rooks) ||
        !read_count(*m, "light_bishops", 10, mat.light_bishops) ||
        !read_count(*m, "dark_bishops", 10, mat.dark_bishops) ||
        !read_count(*m, "knights", 10, mat.knights) || !read_count(*m, "pawns", 8, mat.pawns) ||
        !mat.valid()) {
      return words::format<words::Msg::kReaderGameCountsRange>(where + "/material");
    }
  } else if (j.contains("material")) {
    return words::format<words::Msg::kReaderGameOnlyMaterial>(where + "/material");
  }
  if (fact.kind == FactKind::kIllegalMove) {
    const auto k = j.find("illegal");
    if (!k || !k->is_string() || !parse_illegal_kind(k->get<std::string>(), fact.illegal)) {
      return words::format<words::Msg::kReaderGameIllegalKind>(where + "/illegal");
    }
  } else if (j.contains("illegal")) {
    return words::format<words::Msg::kReaderGameOnlyIllegal>(where + "/illegal");
  }
  if (fact.kind == FactKind::kBoard) {
    const auto f = j.find("fen");
    if (!f || !f->is_string() || f->get<std::string>().size() > 200 ||
        !chess::parse_fen(f->get<std::string>())) {
      return words::format<words::Msg::kReaderGameMustBeFen>(where + "/fen");
    }
    fact.fen = f->get<std::string>();
  } else if (j.contains("fen")) {
    return words::format<words::Msg::kReaderGameOnlyBoard>(where + "/fen");
  }
  if (const auto b = j.find("before"); b) {
    if (!b->is_number_unsigned() || b->get<std::uint64_t>() >= index) {
      return words::format<words::Msg::kReaderGameEarlierEntry>(where + "/before");
    }
    fact.before = static_cast<std::size_t>(b->get<std::uint64_t>());
  }
  out.fact = fact;
  return std::nullopt;
}

}  // namespace

std::string event_json(const rules::ScenarioEvent& event, std::string_view note) {
  json j = rules::scenario_event_value(event);
  if (!note.empty()) j["note"] = std::string(note);
  return j.dump();
}

std::string scenario_to_json(const rules::Scenario& s, const std::vector<std::string>& notes) {
  return rules::scenario_to_json(s, 2, notes);
}

std::string LiveGame::scenario_json(bool with_move_times) const {
  rules::Scenario s = compiled_.scenario;
  s.category = std::string(rules::category_of(s, arbiter_->log()));
  const rules::Ruling r = arbiter_->ruling(entries_.empty() ? 0 : entries_.back().t);
  s.title = words::format<words::Msg::kGameScenarioTitle>(words::text(ruleset_->name));
  s.question = words::text(words::Msg::kGameScenarioQuestion);
  std::string notes = words::format<words::Msg::kGameScenarioNotes>(
      ruleset_->id, time_control(), rules::outcome_name(r.outcome), rules::reason_name(r.reason));
  if (compiled_.standin) notes += " " + std::string(words::text(words::Msg::kGameScenarioStandin));
  s.notes = notes;
  if (!with_move_times) return scenario_to_json(s, compiled_.notes);
  json file = *json::parse(std::string_view(scenario_to_json(s, compiled_.notes)));
  json& times = file["move_times"] = json::array();
  for (const MoveTime& m : move_times(*this)) {
    times.push_back({{"move", m.number},
                     {"side", m.side == chess::Color::White ? "white" : "black"},
                     {"spent_ms", m.spent},
                     {"clock_ms", m.clock_after},
                     {"at_ms", m.at}});
  }
  return file.dump(2);
}

std::string LiveGame::save_json() const {
  json entries = json::array();
  for (const Entry& e : entries_) entries.push_back(entry_object(e));
  json root{{"format", kFormat},         {"version", kVersion},
            {"ruleset", setup_.ruleset}, {"time_control", setup_.time_control},
            {"fen", setup_.fen},         {"start", start_ ? json(*start_) : json(nullptr)},
            {"entries", entries}};
  if (start_ && start_us_ != 0) root["start_us"] = start_us_;
  if (setup_.draw_counts_for_black) root["draw"] = "black";
  if (!setup_.black_time_control.empty()) root["black_time_control"] = setup_.black_time_control;
  return root.dump();
}

clock::Result<LiveGame, std::string> LiveGame::load_json(std::string_view text) {
  const auto parsed_root = json::parse(text);
  if (!parsed_root) return words::said(words::Msg::kReaderNotJson);
  const json& root = *parsed_root;
  if (!root.is_object()) return words::said(words::Msg::kReaderNotObject);
  if (!root.contains("format") || root["format"] != kFormat)
    return words::format<words::Msg::kReaderGameNotLiveGame>("/format");
  if (!root.contains("version") || !root["version"].is_number_integer()) {
    return words::format<words::Msg::kReaderMissing>("/version");
  }
  if (root["version"] != kVersion) {
    return words::format<words::Msg::kReaderGameOtherVersion>("/version", root["version"].dump());
  }
  for (const auto& [key, value] : root.members()) {
    if (key != "format" && key != "version" && key != "ruleset" && key != "time_control" &&
        key != "fen" && key != "start" && key != "start_us" && key != "entries" && key != "draw" &&
        key != "black_time_control") {
      return words::format<words::Msg::kReaderUnknownKeyHere>(key);
    }
  }
  GameSetup setup;
  for (const char* key : {"ruleset", "time_control", "fen"}) {
    if (!root.contains(key) || !root[key].is_string())
      return words::format<words::Msg::kReaderMustBeString>(std::string("/") + key);
  }
  setup.ruleset = root["ruleset"].get<std::string>();
  setup.time_control = root["time_control"].get<std::string>();
  setup.fen = root["fen"].get<std::string>();
  if (root.contains("draw")) {
    if (root["draw"] != "black") return words::format<words::Msg::kReaderOnlyBlack>("/draw");
    setup.draw_counts_for_black = true;
  }
  if (root.contains("black_time_control")) {
    if (!root["black_time_control"].is_string())
      return words::format<words::Msg::kReaderMustBeString>("/black_time_control");
    setup.black_time_control = root["black_time_control"].get<std::string>();
  }
  auto made = LiveGame::make(setup);
  if (!made) return made.error();  // it names the ruleset or the control itself
  LiveGame game = std::move(made).value();

  const json& start = root.contains("start") ? root["start"] : json();
  if (!start.is_null()) {
    if (!start.is_number_integer() || start.get<std::int64_t>() < 0 ||
        start.get<std::int64_t>() > (std::int64_t{1} << 53)) {
      return words::format<words::Msg::kReaderNullOrMillis>("/start");
    }
    game.start_ = start.get<std::int64_t>();
    if (const auto us = root.find("start_us"); us) {
      if (!us->is_number_integer() || us->get<std::int64_t>() < 0 ||
          us->get<std::int64_t>() > 999) {
        return words::format<words::Msg::kReaderMicros>("/start_us");
      }
      game.start_us_ = static_cast<int>(us->get<std::int64_t>());
    }
  }
  if (!root.contains("entries") || !root["entries"].is_array()) {
    return words::format<words::Msg::kReaderMustBeArray>("/entries");
  }
  const json& list = root["entries"];
  if (list.size() > kMaxEntries) return words::format<words::Msg::kReaderTooMany>("/entries");
  if (!list.empty() && !game.start_)
    return words::format<words::Msg::kReaderGameNotStarted>("/entries");

  // Events are checked by the scenario parser itself; facts here.
  std::vector<Entry> entries(list.size());
  json events = json::array();
  std::vector<std::size_t> event_entries;
  Millis previous = 0;
  int previous_us = 0;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const json& j = list[i];
    const std::string where = "/entries/" + std::to_string(i);
    if (!j.is_object()) return words::format<words::Msg::kReaderMustBeObject>(where);
    if (!j.contains("t") || !j["t"].is_number_integer() || j["t"].get<std::int64_t>() < 0 ||
        j["t"].get<std::int64_t>() > rules::kMaxScenarioTime) {
      return words::format<words::Msg::kReaderMillis>(where + "/t");
    }
    entries[i].t = j["t"].get<std::int64_t>();
    if (const auto us = j.find("us"); us) {
      if (!us->is_number_integer() || us->get<std::int64_t>() < 0 ||
          us->get<std::int64_t>() > 999) {
        return words::format<words::Msg::kReaderMicros>(where + "/us");
      }
      entries[i].us = static_cast<int>(us->get<std::int64_t>());
    }
    if (entries[i].t < previous || (entries[i].t == previous && entries[i].us < previous_us)) {
      return words::format<words::Msg::kReaderGameBackInTime>(where + "/t");
    }
    previous = entries[i].t;
    previous_us = entries[i].us;
    if (j.contains("fact")) {
      if (auto problem = read_fact(j, i, entries[i])) return *problem;
    } else {
      events.push_back(j);
      event_entries.push_back(i);
    }
  }
  const json shell = {
      {"id", "saved"}, {"title", "saved"}, {"category", "setup"}, {"events", events}};
  auto parsed = rules::parse_scenario(shell.dump());
  if (!parsed) {
    const rules::ScenarioError& error = parsed.error();
    const std::string where = error.event_index && *error.event_index < event_entries.size()
                                  ? "/entries/" + std::to_string(event_entries[*error.event_index])
                                  : "/entries";
    return where + ": " + error.problem;
  }
  for (std::size_t k = 0; k < event_entries.size(); ++k) {
    entries[event_entries[k]].event = parsed.value().events[k];
  }
  for (std::size_t i = 0; i < entries.size(); ++i) {
    if (entries[i].fact && entries[i].fact->before) {
      const Entry& target = entries[*entries[i].fact->before];
      if (!target.event || target.event->kind != EventKind::kPress ||
          target.event->by != actor_of(entries[i].fact->side)) {
        return words::format<words::Msg::kReaderGameNotPressBySide>("/entries/" +
                                                                    std::to_string(i) + "/before");
      }
    }
  }
  const std::string problem = game.rebuild(std::move(entries), std::nullopt);
  if (!problem.empty()) return "/entries: " + problem;
  return game;
}

}  // namespace flagfall::game
