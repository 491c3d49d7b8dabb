#include "rules/scenario.h"

#include <array>
#include <utility>

#include "json/value.h"

#include "chess/fen.h"
#include "clock/clock.h"
#include "clock/notation.h"
#include "rules/scenario_names.h"
#include "rules/variant_template_reader.h"
#include "words/words.h"

namespace flagfall::rules {
namespace {

using json = ::flagfall::json::Value;
using namespace scenario_names;
using words::Msg;

// Collects the first problem found; every reader returns false once there is one.
class Reader {
 public:
  std::optional<ScenarioError> error;

  bool fail(std::optional<std::size_t> index, std::string problem) {
    if (!error) error = ScenarioError{index, std::move(problem)};
    return false;
  }

  bool string_field(const json& object, const char* key, std::optional<std::size_t> index,
                    bool required, std::string& out) {
    const auto it = object.find(key);
    if (!it) {
      return required ? fail(index, words::format<Msg::kScenarioMissing>(key)) : true;
    }
    if (!it->is_string()) return fail(index, words::format<Msg::kScenarioMustBeString>(key));
    out = it->get<std::string>();
    return true;
  }

  bool millis_field(const json& object, const char* key, std::optional<std::size_t> index,
                    std::optional<std::int64_t>& out) {
    const auto it = object.find(key);
    if (!it) return true;
    if (!it->is_number_integer()) {
      return fail(index, words::format<Msg::kScenarioMustBeMillis>(key));
    }
    if (it->is_number_unsigned()
            ? it->get<std::uint64_t>() > std::uint64_t(kMaxScenarioTime)
            : (it->get<std::int64_t>() < 0 || it->get<std::int64_t>() > kMaxScenarioTime)) {
      return fail(index,
                  words::format<Msg::kScenarioOutOfRange>(key, std::to_string(kMaxScenarioTime)));
    }
    out = it->get<std::int64_t>();
    return true;
  }

  template <class E, std::size_t N>
  bool enum_field(const json& object, const char* key, std::size_t index,
                  const std::array<Named<E>, N>& table, E& out) {
    std::string text;
    if (!string_field(object, key, index, true, text)) return false;
    const auto value = value_of(table, text);
    if (!value) {
      return fail(index, words::format<Msg::kScenarioUnknownValue>(key, text, choices(table)));
    }
    out = *value;
    return true;
  }

  bool only_keys(const json& object, std::optional<std::size_t> index,
                 std::initializer_list<std::string_view> allowed, Msg what) {
    for (const auto& [key, value] : object.members()) {
      bool known = index && key == "us";  // any event's instant may have its microseconds
      for (std::string_view k : allowed) known = known || k == key;
      if (!known)
        return fail(index, words::format<Msg::kScenarioUnknownKey>(key, words::text(what)));
    }
    return true;
  }

  bool side_field(const json& object, const char* key, std::size_t index, chess::Color& out) {
    Actor actor = Actor::kWhite;
    if (!enum_field(object, key, index, kActors, actor)) return false;
    if (actor == Actor::kTd) return fail(index, words::format<Msg::kScenarioMustBeSide>(key));
    out = actor == Actor::kWhite ? chess::Color::White : chess::Color::Black;
    return true;
  }

  bool event(const json& object, std::size_t index, const ScenarioEvent& previous,
             ScenarioEvent& out) {
    if (!object.is_object()) return fail(index, words::said(Msg::kScenarioEventObject));
    std::optional<std::int64_t> t;
    if (!millis_field(object, "t", index, t)) return false;
    if (!t) return fail(index, words::format<Msg::kScenarioMissing>("t"));
    if (*t < previous.t) {
      return fail(index, words::format<Msg::kScenarioTDecreases>(std::to_string(*t),
                                                                 std::to_string(previous.t)));
    }
    out.t = *t;
    if (const auto us = object.find("us"); us) {
      if (!us->is_number_integer() || us->get<std::int64_t>() < 0 ||
          us->get<std::int64_t>() > 999) {
        return fail(index, words::said(Msg::kScenarioUsRange));
      }
      out.us = static_cast<int>(us->get<std::int64_t>());
    }
    if (out.t == previous.t && out.us < previous.us) {
      return fail(index,
                  words::format<Msg::kScenarioUsDecreases>(
                      std::to_string(out.t), std::to_string(out.us), std::to_string(previous.us)));
    }
    if (!enum_field(object, "by", index, kActors, out.by)) return false;
    if (!enum_field(object, "do", index, kEventKinds, out.kind)) return false;
    const bool td_event = out.kind == EventKind::kPenalty || out.kind == EventKind::kSetTime ||
                          out.kind == EventKind::kSetMoves || out.kind == EventKind::kFlagSeen;
    if (td_event && out.by != Actor::kTd) return fail(index, words::said(Msg::kScenarioTdOnly));
    const bool shared = out.kind == EventKind::kPause || out.kind == EventKind::kResume;
    if (!td_event && !shared && out.by == Actor::kTd) {
      return fail(index, words::format<Msg::kScenarioTdCannot>(event_kind_name(out.kind)));
    }
    switch (out.kind) {
      case EventKind::kMove: {
        std::string uci;
        if (!string_field(object, "uci", index, true, uci)) return false;
        const auto move = chess::parse_uci(uci);
        if (!move || move->is_null() || move->from() == move->to()) {
          return fail(index, words::format<Msg::kScenarioBadUci>(uci));
        }
        const chess::PieceType promo = move->promotion();
        if (promo == chess::PieceType::King || promo == chess::PieceType::Pawn) {
          return fail(index, words::format<Msg::kScenarioBadPromotionIn>(uci));
        }
        out.move = *move;
        return only_keys(object, index, {"t", "by", "do", "uci", "note"}, Msg::kScenarioInMove);
      }
      case EventKind::kTouch: {
        std::string square;
        if (!string_field(object, "square", index, true, square)) return false;
        const auto parsed = chess::parse_square(square);
        if (!parsed || *parsed == chess::NoSquare)
          return fail(index, words::format<Msg::kScenarioBadSquare>(square));
        out.square = *parsed;
        return only_keys(object, index, {"t", "by", "do", "square", "note"}, Msg::kScenarioInTouch);
      }
      case EventKind::kPromote: {
        std::string piece;
        if (!string_field(object, "piece", index, true, piece)) return false;
        if (piece == "q" || piece == "queen")
          out.piece = chess::PieceType::Queen;
        else if (piece == "r" || piece == "rook")
          out.piece = chess::PieceType::Rook;
        else if (piece == "b" || piece == "bishop")
          out.piece = chess::PieceType::Bishop;
        else if (piece == "n" || piece == "knight")
          out.piece = chess::PieceType::Knight;
        else
          return fail(index, words::format<Msg::kScenarioBadPromotion>(piece));
        return only_keys(object, index, {"t", "by", "do", "piece", "note"},
                         Msg::kScenarioInPromote);
      }
      case EventKind::kClaim: {
        if (!enum_field(object, "claim", index, kClaimKinds, out.claim)) return false;
        std::optional<std::int64_t> stated;
        if (!millis_field(object, "stated", index, stated)) return false;
        if (stated && *stated > out.t) {
          return fail(index, words::format<Msg::kScenarioStatedAfter>(std::to_string(*stated),
                                                                      std::to_string(out.t)));
        }
        out.stated = stated;
        return only_keys(object, index, {"t", "by", "do", "claim", "stated", "note"},
                         Msg::kScenarioInClaim);
      }
      case EventKind::kPause:
        if (!enum_field(object, "reason", index, kPauseReasons, out.reason)) return false;
        if (out.reason == PauseReason::kPlayers && out.by != Actor::kTd)
          return fail(index, words::said(Msg::kScenarioPlayersPause));
        return only_keys(object, index, {"t", "by", "do", "reason", "note"}, Msg::kScenarioInPause);
      case EventKind::kResume:
        if (object.contains("reason")) {
          if (!enum_field(object, "reason", index, kPauseReasons, out.reason)) return false;
          if (out.reason != PauseReason::kPlayers || out.by != Actor::kTd)
            return fail(index, words::said(Msg::kScenarioResumeReason));
        }
        return only_keys(object, index, {"t", "by", "do", "reason", "note"},
                         Msg::kScenarioInResume);
      case EventKind::kPenalty: {
        if (!side_field(object, "against", index, out.side)) return false;
        std::string offence;
        if (!string_field(object, "offence", index, true, offence)) return false;
        if (!parse_offence(offence, out.offence)) {
          return fail(index, words::format<Msg::kScenarioUnknownOffence>(offence));
        }
        return only_keys(object, index, {"t", "by", "do", "against", "offence", "note"},
                         Msg::kScenarioInPenalty);
      }
      case EventKind::kSetTime: {
        if (!side_field(object, "side", index, out.side)) return false;
        std::optional<std::int64_t> ms;
        if (!millis_field(object, "ms", index, ms)) return false;
        if (!ms) return fail(index, words::format<Msg::kScenarioMissing>("ms"));
        if (*ms > clock::kMaxClockTime) return fail(index, words::said(Msg::kScenarioMsLimit));
        out.ms = *ms;
        return only_keys(object, index, {"t", "by", "do", "side", "ms", "note"},
                         Msg::kScenarioInSetTime);
      }
      case EventKind::kSetMoves: {
        if (!side_field(object, "side", index, out.side)) return false;
        const auto moves = object.find("moves");
        if (!moves || !moves->is_number_integer() || moves->get<std::int64_t>() < 0 ||
            moves->get<std::int64_t>() > clock::kMaxMoveCount) {
          return fail(
              index, words::format<Msg::kScenarioMovesRange>(std::to_string(clock::kMaxMoveCount)));
        }
        out.moves = static_cast<int>(moves->get<std::int64_t>());
        return only_keys(object, index, {"t", "by", "do", "side", "moves", "note"},
                         Msg::kScenarioInSetMoves);
      }
      case EventKind::kFlagSeen:
        if (!side_field(object, "side", index, out.side)) return false;
        return only_keys(object, index, {"t", "by", "do", "side", "note"},
                         Msg::kScenarioInFlagSeen);
      default:
        return only_keys(object, index, {"t", "by", "do", "note"}, Msg::kScenarioInEvent);
    }
  }
};

bool valid_id(const std::string& id) {
  if (id.empty() || id.size() > 100) return false;
  for (char c : id) {
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
  }
  return true;
}

}  // namespace

std::string ScenarioError::message() const {
  return event_index ? words::format<Msg::kScenarioEvent>(std::to_string(*event_index), problem)
                     : problem;
}

bool meant_for(const Scenario& scenario, RulesetId ruleset) {
  if (scenario.rulesets.empty()) return true;
  for (const std::string& id : scenario.rulesets) {
    RulesetId named = kDefaultRuleset;
    if (parse_ruleset_id(id, named) && named == ruleset) return true;
  }
  return false;
}

clock::Result<Scenario, ScenarioError> parse_scenario(std::string_view json_text) {
  const auto parsed_root = json::parse(json_text);
  if (!parsed_root) return ScenarioError{std::nullopt, words::said(Msg::kScenarioMalformed)};
  const json& root = *parsed_root;
  if (!root.is_object()) return ScenarioError{std::nullopt, words::said(Msg::kScenarioNotObject)};

  Reader reader;
  Scenario scenario;
  const auto fail = [&]() -> clock::Result<Scenario, ScenarioError> { return *reader.error; };
  if (!reader.only_keys(root, std::nullopt,
                        {"id", "title", "category", "rulesets", "setup", "events", "question",
                         "moment", "notes", "template", "move_times"},
                        Msg::kScenarioInScenario)) {
    return fail();
  }
  // A live game's export adds each move's time, which the presses give again: read past.
  if (root.contains("move_times") && !root["move_times"].is_array())
    return ScenarioError{std::nullopt, words::said(Msg::kScenarioMoveTimesList)};
  if (!reader.string_field(root, "id", std::nullopt, true, scenario.id)) return fail();
  if (!valid_id(scenario.id)) {
    return ScenarioError{std::nullopt, words::format<Msg::kScenarioBadId>(scenario.id)};
  }
  if (!reader.string_field(root, "title", std::nullopt, true, scenario.title) ||
      !reader.string_field(root, "category", std::nullopt, true, scenario.category) ||
      !reader.string_field(root, "question", std::nullopt, false, scenario.question) ||
      !reader.string_field(root, "moment", std::nullopt, false, scenario.moment) ||
      !reader.string_field(root, "notes", std::nullopt, false, scenario.notes)) {
    return fail();
  }
  bool known_category = false;
  for (std::string_view c : scenario_categories())
    known_category = known_category || c == scenario.category;
  if (!known_category)
    return ScenarioError{std::nullopt,
                         words::format<Msg::kScenarioUnknownCategory>(scenario.category)};

  if (const auto it = root.find("rulesets"); it) {
    if (!it->is_array())
      return ScenarioError{std::nullopt, words::said(Msg::kScenarioRulesetsArray)};
    for (const json& id : *it) {
      if (!id.is_string())
        return ScenarioError{std::nullopt, words::said(Msg::kScenarioRulesetString)};
      const std::string text = id.get<std::string>();
      if (find_ruleset(text) == nullptr) {
        return ScenarioError{std::nullopt, words::format<Msg::kGameSetupUnknownRuleset>(text)};
      }
      scenario.rulesets.push_back(text);
    }
  }

  scenario.setup.fen = std::string(chess::kStartingFen);
  if (const auto it = root.find("setup"); it) {
    if (!it->is_object())
      return ScenarioError{std::nullopt, words::said(Msg::kScenarioSetupObject)};
    if (!reader.only_keys(
            *it, std::nullopt,
            {"fen", "time_control", "black_time_control", "white_ms", "black_ms", "draw"},
            Msg::kScenarioInSetup)) {
      return fail();
    }
    if (!reader.string_field(*it, "fen", std::nullopt, false, scenario.setup.fen)) return fail();
    const auto fen = chess::parse_fen(scenario.setup.fen);
    if (!fen)
      return ScenarioError{std::nullopt,
                           words::format<Msg::kScenarioSetupProblem>(fen.error.message())};
    std::string control;
    if (!reader.string_field(*it, "time_control", std::nullopt, false, control)) return fail();
    if (it->contains("time_control")) {
      const auto parsed = clock::parse_time_control(control);
      if (!parsed) {
        return ScenarioError{std::nullopt, words::format<Msg::kScenarioBadControl>(
                                               control, parsed.error().message())};
      }
      scenario.setup.time_control = control;
    }
    if (it->contains("black_time_control")) {
      if (!reader.string_field(*it, "black_time_control", std::nullopt, false, control))
        return fail();
      const auto black = clock::parse_time_control(control);
      const auto white = clock::parse_time_control(scenario.setup.time_control.value_or("5+0"));
      const auto problem = black && white ? clock::validate({{*white, *black}}) : std::nullopt;
      if (!black || problem) {
        return ScenarioError{std::nullopt,
                             words::format<Msg::kScenarioBadBlackControl>(
                                 control, black ? *problem : black.error().message())};
      }
      scenario.setup.black_time_control = control;
    }
    if (const auto draw = it->find("draw"); draw) {
      if (*draw != "black")
        return ScenarioError{std::nullopt, words::said(Msg::kScenarioDrawBlack)};
      scenario.setup.draw_counts_for_black = true;
    }
    if (!reader.millis_field(*it, "white_ms", std::nullopt, scenario.setup.white_ms) ||
        !reader.millis_field(*it, "black_ms", std::nullopt, scenario.setup.black_ms)) {
      return fail();
    }
    for (const auto& ms : {scenario.setup.white_ms, scenario.setup.black_ms}) {
      if (ms && *ms > clock::kMaxClockTime) {
        return ScenarioError{std::nullopt, words::format<Msg::kScenarioClockLimit>(
                                               std::to_string(clock::kMaxClockTime))};
      }
    }
  }

  const auto events = root.find("events");
  if (!events) return ScenarioError{std::nullopt, words::format<Msg::kScenarioMissing>("events")};
  if (!events->is_array())
    return ScenarioError{std::nullopt, words::said(Msg::kScenarioEventsArray)};
  if (events->size() > kMaxScenarioEvents) {
    return ScenarioError{std::nullopt, words::format<Msg::kScenarioTooManyEvents>(
                                           std::to_string(kMaxScenarioEvents))};
  }
  ScenarioEvent previous;
  for (std::size_t i = 0; i < events->size(); ++i) {
    ScenarioEvent event;
    if (!reader.event((*events)[i], i, previous, event)) return fail();
    previous = event;
    scenario.events.push_back(event);
  }
  if (const auto it = root.find("template"); it) {
    VariantTemplate variant_template;
    if (auto problem = read_variant_template(*it, scenario, variant_template))
      return ScenarioError{std::nullopt, *problem};
    scenario.variant_template = std::move(variant_template);
  }
  return scenario;
}

}  // namespace flagfall::rules
