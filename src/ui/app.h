#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "session/app/app_session.h"
#include "session/frame_io.h"
#include "ui/clock/clock_screen.h"
#include "ui/platform_facts.h"
#include "ui/trainer/trainer_screen.h"

namespace flagfall::ui {

using session::EpochMillis;
using session::FrameInput;
using session::FrameOutput;
using session::Sound;
using session::TextRequest;

// The whole UI: the screen on show (session::AppSession decides which) drawn inside an ImGui frame.
// The platform glue calls draw() whenever something may have changed (input, or the instant the
// last frame asked to be redrawn at), and state_json() for the page's read-only test hook. The UI
// never calls the platform: it answers with a FrameOutput.
class App {
 public:
  FrameOutput draw(const FrameInput& input);
  std::string state_json(const PlatformFacts& facts, EpochMillis now) const;
  // Everything the page hands over or asks for that is not drawing: links, files, saves, the
  // accessible mirror, keys (session/app/app_session.h).
  session::AppSession& session() { return session_; }

 private:
  session::AppSession session_;
  ClockScreen clock_screen_{session_.clock()};
  TrainerScreen trainer_screen_{session_.trainer()};
  bool light_theme_ = false;  // the theme applied (the platform applies the dark one first)
};

}  // namespace flagfall::ui
