#include "rules/ruling_json.h"

#include <nlohmann/json.hpp>

namespace flagfall::rules {

std::string ruling_to_json(const Ruling& ruling) {
  nlohmann::ordered_json out;
  out["ruleset"] = ruling.ruleset;
  out["outcome"] = std::string(outcome_name(ruling.outcome));
  out["reason"] = std::string(reason_name(ruling.reason));
  out["rule"] = ruling.rule;
  out["directors_call"] = ruling.directors_call;
  if (ruling.draw_counted_for_black) out["draw_counted_for_black"] = true;
  out["at"] = ruling.at;
  out["white_ms"] = ruling.white_ms;
  out["black_ms"] = ruling.black_ms;
  nlohmann::ordered_json may = nlohmann::ordered_json::object();
  may["white"] = nlohmann::ordered_json::array();
  may["black"] = nlohmann::ordered_json::array();
  for (Permission p : ruling.may_white) may["white"].push_back(std::string(permission_name(p)));
  for (Permission p : ruling.may_black) may["black"].push_back(std::string(permission_name(p)));
  out["may"] = may;
  nlohmann::ordered_json log = nlohmann::ordered_json::array();
  for (const LogEntry& entry : ruling.log) {
    nlohmann::ordered_json line;
    if (entry.event_index) {
      line["event"] = *entry.event_index;
    } else {
      line["event"] = nullptr;
    }
    line["t"] = entry.t;
    line["ruling"] = entry.text;
    line["rule"] = entry.rule;
    log.push_back(line);
  }
  out["log"] = log;
  return out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace flagfall::rules
