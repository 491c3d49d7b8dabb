#include "rules/scenario_writer.h"

#include "json/value.h"

namespace flagfall::rules {
namespace {

using json = ::flagfall::json::Value;

json template_value(const VariantTemplate& t) {
  json transforms = json::array();
  for (VariantTransform transform : t.transforms)
    transforms.push_back(std::string(variant_transform_name(transform)));
  json value = json::object({{"holds", t.holds}, {"transforms", transforms}});
  if (!t.conditions.empty()) {
    json conditions = json::array();
    for (VariantCondition condition : t.conditions)
      conditions.push_back(std::string(variant_condition_name(condition)));
    value["conditions"] = conditions;
  }
  if (t.extra_pawns != 0) value["extra_pawns"] = t.extra_pawns;
  return value;
}

}  // namespace

json scenario_event_value(const ScenarioEvent& e) {
  json j = json::object({{"t", e.t},
                         {"by", std::string(actor_name(e.by))},
                         {"do", std::string(event_kind_name(e.kind))}});
  if (e.us != 0) j["us"] = e.us;
  switch (e.kind) {
    case EventKind::kMove:
      j["uci"] = chess::to_uci(e.move);
      break;
    case EventKind::kTouch:
      j["square"] = chess::square_name(e.square);
      break;
    case EventKind::kPromote:
      j["piece"] = std::string(1, static_cast<char>(chess::piece_type_letter(e.piece) - 'A' + 'a'));
      break;
    case EventKind::kClaim:
      j["claim"] = std::string(claim_kind_name(e.claim));
      if (e.stated) j["stated"] = *e.stated;
      break;
    case EventKind::kPause:
      j["reason"] = std::string(pause_reason_name(e.reason));
      break;
    case EventKind::kResume:
      if (e.reason == PauseReason::kPlayers) j["reason"] = std::string(pause_reason_name(e.reason));
      break;
    case EventKind::kPenalty:
      j["against"] = std::string(chess::color_name(e.side));
      j["offence"] = std::string(offence_name(e.offence));
      break;
    case EventKind::kSetTime:
      j["side"] = std::string(chess::color_name(e.side));
      j["ms"] = e.ms;
      break;
    case EventKind::kSetMoves:
      j["side"] = std::string(chess::color_name(e.side));
      j["moves"] = e.moves;
      break;
    case EventKind::kFlagSeen:
      j["side"] = std::string(chess::color_name(e.side));
      break;
    default:
      break;
  }
  return j;
}

std::string scenario_to_json(const Scenario& s, int indent,
                             const std::vector<std::string>& event_notes) {
  json setup = json::object({{"fen", s.setup.fen}});
  if (s.setup.time_control) setup["time_control"] = *s.setup.time_control;
  if (s.setup.black_time_control) setup["black_time_control"] = *s.setup.black_time_control;
  if (s.setup.white_ms) setup["white_ms"] = *s.setup.white_ms;
  if (s.setup.black_ms) setup["black_ms"] = *s.setup.black_ms;
  if (s.setup.draw_counts_for_black) setup["draw"] = "black";
  json events = json::array();
  for (std::size_t i = 0; i < s.events.size(); ++i) {
    json e = scenario_event_value(s.events[i]);
    if (i < event_notes.size() && !event_notes[i].empty()) e["note"] = event_notes[i];
    events.push_back(e);
  }
  json j = json::object({{"id", s.id}, {"title", s.title}, {"category", s.category}});
  if (!s.rulesets.empty()) j["rulesets"] = s.rulesets;
  j["setup"] = setup;
  j["events"] = events;
  if (!s.question.empty()) j["question"] = s.question;
  if (!s.moment.empty()) j["moment"] = s.moment;
  if (!s.notes.empty()) j["notes"] = s.notes;
  if (s.variant_template) j["template"] = template_value(*s.variant_template);
  // Text the user typed may hold anything: bad UTF-8 is replaced (json::Value::dump).
  return j.dump(indent);
}

}  // namespace flagfall::rules
