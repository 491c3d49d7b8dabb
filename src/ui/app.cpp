#include "ui/app.h"

#include <imgui.h>

#include "session/clock/setup_link.h"

#include "ui/home_screen.h"
#include "ui/placeholder_screen.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {

const char* screen_id(Screen screen) {
  switch (screen) {
    case Screen::Home:
      return "home";
    case Screen::Clock:
      return "clock";
    case Screen::Trainer:
      return "trainer";
  }
  return "unknown";
}

FrameOutput App::draw(const FrameInput& input) {
  tap_targets().clear();
  const bool light = clock_screen_.session().settings().light;
  if (light != light_theme_) {
    light_theme_ = light;
    apply_theme(light);
  }
  FrameOutput output;
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->WorkPos);
  ImGui::SetNextWindowSize(viewport->WorkSize);
  constexpr ImGuiWindowFlags kFullScreen = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                           ImGuiWindowFlags_NoSavedSettings |
                                           ImGuiWindowFlags_NoBringToFrontOnFocus;
  ImGui::Begin("Flagfall", nullptr, kFullScreen);
  switch (screen_) {
    case Screen::Home:
      home_.set_busy(
          session::would_interrupt(clock_screen_.session(), trainer_screen_.session(), input.now));
      home_.set_game_in_progress(clock_screen_.session().in_progress());
      draw_home_screen(home_);
      if (const auto open = home_.take_open()) screen_ = screen_of(*open);
      break;
    case Screen::Clock:
      screen_ = clock_screen_.draw(input, output);
      if (auto game = clock_screen_.take_study()) trainer_screen_.study(*game, input.now);
      if (auto game = clock_screen_.session().take_share_game())
        trainer_screen_.session().share_game(*game);
      // A shared case or class set the players chose to open, after the clock's question.
      if (auto link = clock_screen_.session().take_trainer_link()) {
        screen_ = Screen::Trainer;
        trainer_screen_.session().open_link(*link, input.now);
      }
      break;
    case Screen::Trainer:
      screen_ = trainer_screen_.draw(input, output);
      break;
  }
  ImGui::End();
  if (auto request = home_.take_page_request()) output.page_request = request;
  return output;
}

void App::open_link(std::string_view fragment, EpochMillis now) {
  if (session::is_setup_link(fragment)) {
    screen_ = Screen::Clock;
    clock_screen_.session().open_setup_link(fragment);
    return;
  }
  // A case, a class set, or a link mistyped or cut short: the trainer opens it or says what a
  // link looks like ("not a Flagfall link (expected #case=... or #set=...)").
  if (fragment.empty() || fragment == "#") return;
  // A game in progress is never left behind unasked: the clock asks first (and says whether its
  // clock runs meanwhile).
  if (clock_screen_.session().in_progress()) {
    screen_ = Screen::Clock;
    clock_screen_.session().offer_trainer_link(fragment);
    return;
  }
  screen_ = Screen::Trainer;
  trainer_screen_.session().open_link(fragment, now);
}

void App::share_done(std::string_view outcome) {
  if (screen_ == Screen::Trainer) trainer_screen_.session().link_shared(outcome);
}

void App::open_game_in_progress() {
  if (clock_screen_.session().in_progress()) screen_ = Screen::Clock;
}

void App::open_shared_file(std::string_view text, EpochMillis now) {
  screen_ = Screen::Trainer;
  trainer_screen_.session().open_file(text, now);
}

std::optional<std::string> App::take_clock_save() {
  if (!clock_screen_.take_unsaved_change()) return std::nullopt;
  return clock_screen_.saved();
}

std::optional<std::string> App::restore_clock(std::string_view saved) {
  auto problem = clock_screen_.restore(saved);
  if (problem) restore_problem_ = *problem;
  return problem;
}

std::optional<std::string> App::take_trainer_save() {
  if (!trainer_screen_.take_unsaved_change()) return std::nullopt;
  return trainer_screen_.saved();
}

std::optional<std::string> App::restore_trainer(std::string_view saved) {
  return trainer_screen_.restore(saved);
}

void App::text_entered(std::string_view id, std::string_view text, bool confirmed) {
  // The trainer's fields are named "editor.*" and "set.*"; the clock's are the others.
  if (id.substr(0, 7) == "editor." || id.substr(0, 4) == "set.") {
    trainer_screen_.session().text_entered(id, text, confirmed);
  } else {
    clock_screen_.text_entered(id, text, confirmed);
  }
}

}  // namespace flagfall::ui
