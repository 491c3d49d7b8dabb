#pragma once

#include <string>

#include "ui/platform_facts.h"
#include "ui/screen.h"

namespace flagfall::ui {

// The whole UI. The platform glue calls draw() inside an ImGui frame whenever something may
// have changed, and state_json() for the page's read-only test hook.
class App {
 public:
  void draw();
  Screen screen() const { return screen_; }
  std::string state_json(const PlatformFacts& facts) const;

 private:
  Screen screen_ = Screen::Home;
};

}  // namespace flagfall::ui
