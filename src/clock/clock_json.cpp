#include "clock/clock_json.h"

#include <cstdint>
#include <limits>
#include <optional>
#include "json/value.h"

namespace flagfall::clock {

std::string LoadError::message() const {
  return where + ": " + reason;
}

namespace {

using Json = ::flagfall::json::Value;

constexpr const char* kFormat = "flagfall-clock";
constexpr int kVersion = 1;
constexpr std::size_t kMaxTextSize = 16 * 1024 * 1024;
constexpr std::size_t kMaxDepth = 16;
constexpr std::size_t kMaxEvents = 100000;

// ---- Writing ----

const char* bonus_name(Bonus bonus) {
  switch (bonus) {
    case Bonus::None:
      return "none";
    case Bonus::Increment:
      return "increment";
    case Bonus::SimpleDelay:
      return "simple_delay";
    case Bonus::BronsteinDelay:
      return "bronstein_delay";
  }
  return "none";
}

const char* method_name(Method method) {
  switch (method) {
    case Method::Standard:
      return "standard";
    case Method::Hourglass:
      return "hourglass";
    case Method::ByoYomi:
      return "byoyomi";
    case Method::Untimed:
      return "untimed";
    case Method::Canadian:
      return "canadian";
    case Method::Upcount:
      return "upcount";
  }
  return "standard";
}

const char* event_name(EventKind kind) {
  switch (kind) {
    case EventKind::Start:
      return "start";
    case EventKind::Press:
      return "press";
    case EventKind::Pause:
      return "pause";
    case EventKind::Resume:
      return "resume";
    case EventKind::SetTime:
      return "set_time";
    case EventKind::AddTime:
      return "add_time";
    case EventKind::SetMoves:
      return "set_moves";
  }
  return "press";
}

Json control_json(const TimeControl& control) {
  Json periods = Json::array();
  for (const Period& period : control.periods) {
    periods.push_back(Json::object({{"moves", period.moves},
                                    {"time_ms", period.time},
                                    {"bonus", bonus_name(period.bonus)},
                                    {"bonus_ms", period.bonus_amount}}));
    if (period.cap != 0) periods.back()["cap_ms"] = period.cap;
  }
  Json json = Json::object({{"method", method_name(control.method)}, {"periods", periods}});
  if (control.method == Method::ByoYomi) {
    json["byoyomi_periods"] = control.byoyomi_periods;
    json["byoyomi_time_ms"] = control.byoyomi_time;
  }
  if (control.method == Method::Canadian) {
    json["canadian_moves"] = control.canadian_moves;
    json["byoyomi_time_ms"] = control.byoyomi_time;
  }
  return json;
}

Json event_json(const Event& event) {
  Json json = Json::object({{"t", event.t}, {"type", event_name(event.kind)}});
  if (event.us != 0) json["us"] = event.us;
  if (event.kind != EventKind::Pause && event.kind != EventKind::Resume) {
    json["side"] = to_string(event.side);
  }
  if (event.kind == EventKind::SetTime || event.kind == EventKind::AddTime) {
    json["ms"] = event.amount;
  }
  if (event.kind == EventKind::SetMoves) json["moves"] = event.amount;
  return json;
}

// ---- Reading ----

// Why a text is not JSON, or nests too deep, before anything is built: the first byte that
// cannot be read, with the words nlohmann/json (the app's parser before cJSON) used for the
// commonest cases, an empty or cut-off text.
std::optional<LoadError> syntax_problem(std::string_view text) {
  const Json::Scan scan = Json::scan(text);
  if (scan.deepest > kMaxDepth) {
    return LoadError{"/", "nested deeper than " + std::to_string(kMaxDepth) + " levels"};
  }
  if (scan.valid) return std::nullopt;
  const char* parsing = scan.inside == '{' ? "object" : scan.inside == '[' ? "array" : "value";
  const char* expected = scan.inside == '{'   ? "'}'"
                         : scan.inside == '[' ? "']'"
                                              : "'[', '{', or a literal";
  std::string reason = "parse error at line " + std::to_string(scan.line) + ", column " +
                       std::to_string(scan.column) + ": syntax error while parsing " + parsing +
                       " - ";
  if (scan.at_end) {
    reason += std::string("unexpected end of input; expected ") + expected;
  } else {
    const unsigned char byte = static_cast<unsigned char>(text[scan.byte - 1]);
    reason += byte >= 0x20 && byte < 0x7F
                  ? "unexpected '" + std::string(1, static_cast<char>(byte)) + "'"
                  : std::string("invalid character");
  }
  return LoadError{"byte " + std::to_string(scan.byte), reason};
}

class Reader {
 public:
  std::optional<LoadError> error;

  bool fail(const std::string& where, std::string reason) {
    if (!error) error = LoadError{where.empty() ? "/" : where, std::move(reason)};
    return false;
  }

  // `json` must be an object holding exactly `keys` (those in `optional_keys` may be missing).
  bool check_keys(const Json& json, const std::string& where,
                  std::initializer_list<const char*> keys,
                  std::initializer_list<const char*> optional_keys = {}) {
    if (!json.is_object()) return fail(where, "must be an object");
    for (const auto& [name, value] : json.members()) {
      bool known = false;
      for (const char* key : keys) known = known || name == key;
      for (const char* key : optional_keys) known = known || name == key;
      if (!known) return fail(where + "/" + name, "unknown key");
    }
    for (const char* key : keys) {
      if (!json.contains(key)) return fail(where + "/" + key, "missing");
    }
    return true;
  }

  std::optional<std::int64_t> integer(const Json& json, const std::string& where, std::int64_t min,
                                      std::int64_t max) {
    std::int64_t value = 0;
    if (json.is_number_unsigned()) {
      const std::uint64_t unsigned_value = json.get<std::uint64_t>();
      if (unsigned_value > static_cast<std::uint64_t>(max)) {
        fail(where, "must be at most " + std::to_string(max));
        return std::nullopt;
      }
      value = static_cast<std::int64_t>(unsigned_value);
    } else if (json.is_number_integer()) {
      value = json.get<std::int64_t>();
    } else {
      fail(where, "must be a whole number");
      return std::nullopt;
    }
    if (value < min || value > max) {
      fail(where, "must be between " + std::to_string(min) + " and " + std::to_string(max));
      return std::nullopt;
    }
    return value;
  }

  // One of `names` (the enum's values in order), as its index.
  std::optional<int> choice(const Json& json, const std::string& where,
                            std::initializer_list<const char*> names) {
    if (json.is_string()) {
      const std::string& text = json.string();
      int index = 0;
      for (const char* name : names) {
        if (text == name) return index;
        ++index;
      }
    }
    std::string expected;
    for (const char* name : names) expected += (expected.empty() ? "" : ", ") + std::string(name);
    fail(where, "must be one of " + expected);
    return std::nullopt;
  }

  std::optional<TimeControl> control(const Json& json, const std::string& where) {
    if (!json.is_object() || !json.contains("method")) {
      fail(where, "must be an object with a method");
      return std::nullopt;
    }
    const auto method =
        choice(json["method"], where + "/method",
               {"standard", "hourglass", "byoyomi", "untimed", "canadian", "upcount"});
    if (!method) return std::nullopt;
    TimeControl control;
    control.method = static_cast<Method>(*method);
    if (control.method == Method::ByoYomi) {
      if (!check_keys(json, where, {"method", "periods", "byoyomi_periods", "byoyomi_time_ms"})) {
        return std::nullopt;
      }
      const auto periods =
          integer(json["byoyomi_periods"], where + "/byoyomi_periods", 0, kMaxByoYomiPeriods);
      const auto time =
          integer(json["byoyomi_time_ms"], where + "/byoyomi_time_ms", 0, kMaxByoYomiTime);
      if (!periods || !time) return std::nullopt;
      control.byoyomi_periods = static_cast<int>(*periods);
      control.byoyomi_time = *time;
    } else if (control.method == Method::Canadian) {
      if (!check_keys(json, where, {"method", "periods", "canadian_moves", "byoyomi_time_ms"})) {
        return std::nullopt;
      }
      const auto moves =
          integer(json["canadian_moves"], where + "/canadian_moves", 0, kMaxMovesPerPeriod);
      const auto time =
          integer(json["byoyomi_time_ms"], where + "/byoyomi_time_ms", 0, kMaxByoYomiTime);
      if (!moves || !time) return std::nullopt;
      control.canadian_moves = static_cast<int>(*moves);
      control.byoyomi_time = *time;
    } else if (!check_keys(json, where, {"method", "periods"})) {
      return std::nullopt;
    }
    const Json& periods = json["periods"];
    if (!periods.is_array() || periods.size() > static_cast<std::size_t>(kMaxPeriods)) {
      fail(where + "/periods", "must be a list of at most " + std::to_string(kMaxPeriods));
      return std::nullopt;
    }
    for (std::size_t i = 0; i < periods.size(); ++i) {
      const std::string at = where + "/periods/" + std::to_string(i);
      if (!check_keys(periods[i], at, {"moves", "time_ms", "bonus", "bonus_ms"}, {"cap_ms"})) {
        return std::nullopt;
      }
      const auto moves = integer(periods[i]["moves"], at + "/moves", 0, kMaxMovesPerPeriod);
      const auto time = integer(periods[i]["time_ms"], at + "/time_ms", 0, kMaxPeriodTime);
      const auto bonus = choice(periods[i]["bonus"], at + "/bonus",
                                {"none", "increment", "simple_delay", "bronstein_delay"});
      const auto amount = integer(periods[i]["bonus_ms"], at + "/bonus_ms", 0, kMaxBonus);
      const auto cap = periods[i].contains("cap_ms")
                           ? integer(periods[i]["cap_ms"], at + "/cap_ms", 0, kMaxPeriodTime)
                           : std::optional<std::int64_t>(0);
      if (!moves || !time || !bonus || !amount || !cap) return std::nullopt;
      control.periods.push_back(
          Period{static_cast<int>(*moves), *time, static_cast<Bonus>(*bonus), *amount, *cap});
    }
    if (auto invalid = validate(control)) {
      fail(where, *invalid);
      return std::nullopt;
    }
    return control;
  }

  std::optional<ClockConfig> config(const Json& json, const std::string& where) {
    if (!check_keys(json, where, {"white", "black", "flag_policy"})) return std::nullopt;
    ClockConfig config;
    const auto policy =
        choice(json["flag_policy"], where + "/flag_policy", {"keep_running", "freeze"});
    const auto white = control(json["white"], where + "/white");
    if (!policy || !white) return std::nullopt;
    const auto black = control(json["black"], where + "/black");
    if (!black) return std::nullopt;
    config.controls = {*white, *black};
    config.flag_policy = static_cast<FlagPolicy>(*policy);
    if (auto invalid = validate(config)) {
      fail(where, *invalid);
      return std::nullopt;
    }
    return config;
  }

  std::optional<Event> event(const Json& json, const std::string& where) {
    if (!json.is_object() || !json.contains("type")) {
      fail(where, "must be an object with a type");
      return std::nullopt;
    }
    const auto kind =
        choice(json["type"], where + "/type",
               {"start", "press", "pause", "resume", "set_time", "add_time", "set_moves"});
    if (!kind) return std::nullopt;
    Event event;
    event.kind = static_cast<EventKind>(*kind);
    const bool has_side = event.kind != EventKind::Pause && event.kind != EventKind::Resume;
    const bool has_amount = event.kind == EventKind::SetTime || event.kind == EventKind::AddTime;
    const bool moves = event.kind == EventKind::SetMoves;
    const bool keys_ok = has_amount ? check_keys(json, where, {"t", "type", "side", "ms"}, {"us"})
                         : moves ? check_keys(json, where, {"t", "type", "side", "moves"}, {"us"})
                         : has_side ? check_keys(json, where, {"t", "type", "side"}, {"us"})
                                    : check_keys(json, where, {"t", "type"}, {"us"});
    if (!keys_ok) return std::nullopt;
    const auto t = integer(json["t"], where + "/t", 0, kMaxTimestamp);
    if (!t) return std::nullopt;
    event.t = *t;
    if (json.contains("us")) {
      const auto us = integer(json["us"], where + "/us", 0, kMicrosPerMilli - 1);
      if (!us) return std::nullopt;
      event.us = static_cast<int>(*us);
    }
    if (has_side) {
      const auto side = choice(json["side"], where + "/side", {"white", "black"});
      if (!side) return std::nullopt;
      event.side = static_cast<Side>(*side);
    }
    if (has_amount) {
      const auto amount = integer(json["ms"], where + "/ms", -kMaxClockTime, kMaxClockTime);
      if (!amount) return std::nullopt;
      event.amount = *amount;
    }
    if (moves) {
      const auto count = integer(json["moves"], where + "/moves", 0, kMaxMoveCount);
      if (!count) return std::nullopt;
      event.amount = *count;
    }
    return event;
  }
};

}  // namespace

std::string clock_to_json(const Clock& clock) {
  Json events = Json::array();
  for (const Event& event : clock.events()) events.push_back(event_json(event));
  const ClockConfig& config = clock.config();
  Json json = Json::object({
      {"format", kFormat},
      {"version", kVersion},
      {"config",
       Json::object(
           {{"flag_policy", config.flag_policy == FlagPolicy::Freeze ? "freeze" : "keep_running"},
            {"white", control_json(config.control(Side::White))},
            {"black", control_json(config.control(Side::Black))}})},
      {"events", events},
  });
  return json.dump(1);
}

Result<Clock, LoadError> clock_from_json(std::string_view text) {
  if (text.size() > kMaxTextSize) return LoadError{"/", "text longer than 16 MiB"};
  if (auto problem = syntax_problem(text)) return *problem;
  const auto parsed = Json::parse(text);
  if (!parsed) return LoadError{"/", "not JSON"};
  const Json& json = *parsed;

  Reader reader;
  if (!reader.check_keys(json, "", {"format", "version", "config", "events"})) {
    return *reader.error;
  }
  if (!json["format"].is_string() || json["format"].string() != kFormat) {
    return LoadError{"/format", std::string("must be \"") + kFormat + "\""};
  }
  if (json["version"] != kVersion) {
    return LoadError{"/version", "unsupported version (this build reads version 1)"};
  }
  const auto config = reader.config(json["config"], "/config");
  if (!config) return *reader.error;
  const Json& events = json["events"];
  if (!events.is_array()) return LoadError{"/events", "must be a list"};
  if (events.size() > kMaxEvents) {
    return LoadError{"/events", "more than " + std::to_string(kMaxEvents) + " events"};
  }
  Clock clock(*config);
  for (std::size_t i = 0; i < events.size(); ++i) {
    const std::string where = "/events/" + std::to_string(i);
    const auto event = reader.event(events[i], where);
    if (!event) return *reader.error;
    const EventStatus status = clock.apply(*event);
    if (status != EventStatus::Applied) {
      return LoadError{where, std::string("the clock refuses this event: ") + to_string(status)};
    }
  }
  return clock;
}

}  // namespace flagfall::clock
