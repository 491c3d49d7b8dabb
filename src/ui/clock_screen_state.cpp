// The clock screen's state for the test hook, and what it saves across reloads.
#include <algorithm>

#include "clock/clock_json.h"
#include "clock/notation.h"
#include "ui/clock_screen.h"

namespace flagfall::ui {
namespace {

const char* phase_id(clock::Phase phase) {
  switch (phase) {
    case clock::Phase::NotStarted: return "not-started";
    case clock::Phase::Running: return "running";
    case clock::Phase::Paused: return "paused";
  }
  return "unknown";
}

const char* side_id(clock::Side side) { return side == clock::Side::White ? "white" : "black"; }

std::optional<clock::Side> side_from_id(const std::string& id) {
  if (id == "white") return clock::Side::White;
  if (id == "black") return clock::Side::Black;
  return std::nullopt;
}

}  // namespace

nlohmann::json ClockScreen::state(EpochMillis now) const {
  const EpochMillis t = std::max(now, clock_.last_event_time());
  nlohmann::json sides;
  for (const clock::Side side : {clock::Side::White, clock::Side::Black}) {
    const clock::SideView view = clock_.view(side, t);
    sides[side_id(side)] = {
        {"remaining_ms", view.remaining},
        {"delay_left_ms", view.delay_left},
        {"used_ms", view.used},
        {"moves", view.moves},
        {"period", view.period},
        {"display", clock::format_remaining(view.remaining, display_format())},
        {"flag_at", view.flag_at ? nlohmann::json(*view.flag_at) : nlohmann::json(nullptr)},
    };
  }
  nlohmann::json log = nlohmann::json::array();
  for (const clock::Event& event : clock_.events()) {
    const char* kinds[] = {"start", "press", "pause", "resume", "set-time", "add-time"};
    log.push_back({{"do", kinds[static_cast<int>(event.kind)]}, {"t", event.t}, {"side", side_id(event.side)}});
  }
  const auto running = clock_.running_side(t);
  const auto first_flag = clock_.first_flag(t);
  const char* popups[] = {"none", "picker", "menu", "confirm-reset"};
  return {
      {"control", settings_.control},
      {"phase", phase_id(clock_.phase(t))},
      {"running", running ? nlohmann::json(side_id(*running)) : nlohmann::json(nullptr)},
      {"to_move", side_id(clock_.side_to_move())},
      {"first_flag", first_flag ? nlohmann::json(side_id(*first_flag)) : nlohmann::json(nullptr)},
      {"both_flags_down", sides["white"]["flag_at"] != nullptr && sides["black"]["flag_at"] != nullptr},
      {"white", sides["white"]},
      {"black", sides["black"]},
      {"far_side", side_id(settings_.far_side)},
      {"tenths", settings_.tenths},
      {"sound", settings_.sound},
      {"events", log},
      {"now", t},
      {"popup", popups[static_cast<int>(popup_)]},
      {"notice", notice_},
  };
}

std::string ClockScreen::saved() const {
  const nlohmann::json settings = {
      {"control", settings_.control},
      {"tenths", settings_.tenths},
      {"sound", settings_.sound},
      {"far_side", side_id(settings_.far_side)},
  };
  return nlohmann::json{{"format", "flagfall-clock-screen"},
                        {"version", 1},
                        {"settings", settings},
                        {"clock", nlohmann::json::parse(clock::clock_to_json(clock_))}}
      .dump();
}

std::optional<std::string> ClockScreen::restore(std::string_view text) {
  const nlohmann::json saved = nlohmann::json::parse(text, nullptr, false);
  if (saved.is_discarded() || !saved.is_object()) return "the saved clock is not readable JSON";
  if (saved.value("format", "") != "flagfall-clock-screen" || saved.value("version", 0) != 1) {
    return "the saved clock is from another format or version";
  }
  const auto settings_it = saved.find("settings");
  const auto clock_it = saved.find("clock");
  if (settings_it == saved.end() || !settings_it->is_object() || clock_it == saved.end()) {
    return "the saved clock has no settings or no clock";
  }
  ClockSettings settings;
  const nlohmann::json& s = *settings_it;
  if (!s.contains("control") || !s["control"].is_string() || !clock::parse_time_control(s["control"].get<std::string>())) {
    return "/settings/control: not a time control";
  }
  settings.control = s["control"].get<std::string>();
  if (!s.contains("tenths") || !s["tenths"].is_boolean()) return "/settings/tenths: must be true or false";
  settings.tenths = s["tenths"].get<bool>();
  if (!s.contains("sound") || !s["sound"].is_boolean()) return "/settings/sound: must be true or false";
  settings.sound = s["sound"].get<bool>();
  const auto far_side = s.contains("far_side") && s["far_side"].is_string()
                            ? side_from_id(s["far_side"].get<std::string>())
                            : std::nullopt;
  if (!far_side) return "/settings/far_side: must be \"white\" or \"black\"";
  settings.far_side = *far_side;

  auto clock = clock::clock_from_json(clock_it->dump());
  if (!clock) return "/clock" + clock.error().message();
  settings_ = settings;
  clock_ = std::move(clock).value();
  // Flags that fell before the reload were announced then.
  const EpochMillis t = clock_.last_event_time();
  for (const clock::Side side : {clock::Side::White, clock::Side::Black}) {
    flag_announced_[clock::index(side)] = clock_.flag_at(side, t).has_value();
  }
  return std::nullopt;
}

bool ClockScreen::take_unsaved_change() {
  const bool change = unsaved_change_;
  unsaved_change_ = false;
  return change;
}

}  // namespace flagfall::ui
