// The app for a screen reader and the keyboard: the mirror of the screen on show, its buttons'
// intents and the keys, passed to the screen's session (session/mirror.h).
#include <algorithm>

#include <nlohmann/json.hpp>

#include "ui/app.h"

namespace flagfall::ui {
namespace {

session::Mirror mirror_of(Screen screen, const session::HomeSession& home,
                          const session::ClockSession& clock,
                          const session::TrainerSession& trainer, EpochMillis now) {
  switch (screen) {
    case Screen::Home:
      return session::home_mirror(home);
    case Screen::Clock:
      return session::clock_mirror(clock, now);
    case Screen::Trainer:
      return session::trainer_mirror(trainer, now);
  }
  return {};
}

}  // namespace

std::string App::mirror_json(EpochMillis now) const {
  const session::Mirror mirror =
      mirror_of(screen_, home_, clock_screen_.session(), trainer_screen_.session(), now);
  return nlohmann::json{{"screen", screen_id(screen_)}, {"parts", mirror.to_json()}}.dump();
}

bool App::activate(std::string_view intent, EpochMillis at, int us) {
  // Only what the screen offers now: a button of a mirror the page still shows after the screen
  // moved on does nothing.
  const std::vector<std::string> offered =
      mirror_of(screen_, home_, clock_screen_.session(), trainer_screen_.session(), at).intents();
  if (std::find(offered.begin(), offered.end(), intent) == offered.end()) return false;
  switch (screen_) {
    case Screen::Home:
      return home_.activate(intent);
    case Screen::Clock:
      return clock_screen_.session().activate(intent, at, us);
    case Screen::Trainer:
      return trainer_screen_.session().activate(intent, at);
  }
  return false;
}

bool App::key(session::Key key, EpochMillis at, int us) {
  switch (screen_) {
    case Screen::Home:
      return false;
    case Screen::Clock:
      return clock_screen_.session().key(key, at, us);
    case Screen::Trainer:
      return trainer_screen_.session().key(key, at);
  }
  return false;
}

std::vector<session::Announcement> App::take_announcements() {
  std::vector<session::Announcement> said = clock_screen_.session().take_announcements();
  for (session::Announcement& a : trainer_screen_.session().take_announcements())
    said.push_back(std::move(a));
  return said;
}

}  // namespace flagfall::ui
