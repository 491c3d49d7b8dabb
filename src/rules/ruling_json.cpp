#include "rules/ruling_json.h"

#include "json/writer.h"

namespace flagfall::rules {

std::string ruling_to_json(const Ruling& ruling) {
  JsonWriter out;
  out.begin_object();
  out.field("ruleset", ruling.ruleset);
  out.field("outcome", outcome_name(ruling.outcome));
  out.field("reason", reason_name(ruling.reason));
  out.field("rule", ruling.rule);
  out.field("directors_call", ruling.directors_call);
  if (ruling.draw_counted_for_black) out.field("draw_counted_for_black", true);
  out.field("at", ruling.at);
  out.field("white_ms", ruling.white_ms);
  out.field("black_ms", ruling.black_ms);
  out.key("may").begin_object();
  out.key("white").begin_array();
  for (Permission p : ruling.may_white) out.value(permission_name(p));
  out.end_array();
  out.key("black").begin_array();
  for (Permission p : ruling.may_black) out.value(permission_name(p));
  out.end_array();
  out.end_object();
  out.key("log").begin_array();
  for (const LogEntry& entry : ruling.log) {
    out.begin_object();
    out.field("event", entry.event_index);
    out.field("t", entry.t);
    out.field("ruling", entry.text);
    out.field("rule", entry.rule);
    out.end_object();
  }
  out.end_array();
  out.end_object();
  return out.take();
}

}  // namespace flagfall::rules
