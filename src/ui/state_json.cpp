#include <nlohmann/json.hpp>

#include "ui/app.h"
#include "ui/clock/clock_screen.h"
#include "ui/tap_targets.h"

namespace flagfall::ui {

std::string App::state_json(const PlatformFacts& facts, EpochMillis now) const {
  nlohmann::json targets = nlohmann::json::object();
  for (const TapTarget& target : tap_targets().all()) {
    targets[target.id] = {target.x, target.y, target.width, target.height};
  }
  const nlohmann::json state = {
      {"screen", session::screen_id(session_.screen())},
      {"frame", facts.frames_drawn},
      {"tick_frames", facts.tick_frames},
      {"viewport",
       {{"width", facts.viewport_width},
        {"height", facts.viewport_height},
        {"pixel_ratio", facts.pixel_ratio}}},
      {"input",
       {{"settling", facts.frames_to_settle},
        {"pointer_downs", facts.pointer_downs},
        {"clicks", facts.clicks},
        {"pointer_shown", facts.pointer_shown},
        {"last_click", {facts.last_click_x, facts.last_click_y}}}},
      {"targets", targets},
      {"home", session_.home().state_json()},
      {"clock", clock_screen_.state(now)},
      {"trainer", trainer_screen_.state(now)},
      {"restore_problem", session_.restore_problem()},
  };
  return state.dump();
}

nlohmann::json ClockScreen::state(EpochMillis now) const {
  return session_.state_json(now);
}

}  // namespace flagfall::ui
