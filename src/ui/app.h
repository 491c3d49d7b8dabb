#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "session/app/home_session.h"
#include "session/frame_io.h"
#include "ui/clock/clock_screen.h"
#include "ui/platform_facts.h"
#include "ui/screen.h"
#include "ui/trainer/trainer_screen.h"

namespace flagfall::ui {

using session::EpochMillis;
using session::FrameInput;
using session::FrameOutput;
using session::Sound;
using session::TextRequest;

// The whole UI. The platform glue calls draw() inside an ImGui frame whenever something may have
// changed (input, or the instant the last frame asked to be redrawn at), and state_json() for the
// page's read-only test hook. The UI never calls the platform: it answers with a FrameOutput.
class App {
 public:
  FrameOutput draw(const FrameInput& input);
  Screen screen() const { return screen_; }
  std::string state_json(const PlatformFacts& facts, EpochMillis now) const;

  // The clock as saved in browser storage: what to write after a change, and what was read at
  // start-up (a bad save is reported on the clock screen and left untouched by the caller).
  std::optional<std::string> take_clock_save();
  std::optional<std::string> restore_clock(std::string_view saved);
  // At start-up, after the saves are restored: a game running, paused or waiting for a ruling
  // (a reload, or a tab the phone discarded and reopened) comes back on the clock, not Home.
  void open_game_in_progress();
  void text_entered(std::string_view id, std::string_view text, bool confirmed);

  // The accessible mirror (session/mirror.h) of the screen on show, as JSON for the page.
  std::string mirror_json(EpochMillis now) const;
  // A mirror button activated at `at` (plus `us` microseconds): the intent its id names, if the
  // screen on show offers it (the same intent a tap on the drawn control calls). False otherwise.
  bool activate(std::string_view intent, EpochMillis at, int us = 0);
  // A key pressed at `at` plus `us` microseconds (its event's timestamp): true when the screen
  // took it, else it goes to ImGui's keyboard navigation.
  bool key(session::Key key, EpochMillis at, int us = 0);
  // What the screens ask to be said aloud since the last call.
  std::vector<session::Announcement> take_announcements();
  // A file the clock screen asks the page to download or share (the game record, once).
  std::optional<ExportRequest> take_clock_export() { return clock_screen_.take_export(); }
  // The trainer's selection and progress, saved like the clock under its own storage key.
  std::optional<std::string> take_trainer_save();
  std::optional<std::string> restore_trainer(std::string_view saved);
  // My scenarios, under their own key (session::kMyScenariosKey).
  std::optional<std::string> take_mine_save() { return trainer_screen_.take_mine_save(); }
  std::optional<std::string> restore_mine(std::string_view saved) {
    return trainer_screen_.session().restore_mine(saved);
  }
  // A file the trainer asks the page to download or share (a shared case's link or file, once).
  std::optional<ExportRequest> take_trainer_export() { return trainer_screen_.take_export(); }
  // A shared case's or class set's .json file the player chose: opened in the trainer.
  void open_shared_file(std::string_view text, EpochMillis now);

  // Offline and installed use (docs/offline.md): what the page reports, for the home screen's
  // About sheet and update notice.
  session::HomeSession& home() { return home_; }
  // The page's own address (for the links the clock and the trainer show), and a fragment the
  // page was opened with: a set-up link opens the clock set to it; a shared case or class set
  // opens in the trainer.
  void set_page_address(std::string_view address) {
    clock_screen_.session().set_page_address(address);
    trainer_screen_.session().set_page_address(address);
  }
  void open_link(std::string_view fragment, EpochMillis now);
  // What the page did with a link or text handed over to share (web/bootstrap.js, shareText).
  void share_done(std::string_view outcome);
  // The scenario bank arrived (the page loads it after the first frame).
  void bank_installed(EpochMillis now) { trainer_screen_.session().bank_installed(now); }

 private:
  Screen screen_ = Screen::Home;
  session::HomeSession home_;
  ClockScreen clock_screen_;
  TrainerScreen trainer_screen_;
  std::string restore_problem_;
  bool light_theme_ = false;  // the theme applied (the platform applies the dark one first)
};

}  // namespace flagfall::ui
