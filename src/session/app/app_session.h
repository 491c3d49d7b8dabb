#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "session/app/app_settings.h"
#include "session/app/destination.h"
#include "session/app/home_session.h"
#include "session/app/storage_status.h"
#include "session/clock/clock_session.h"
#include "session/frame_io.h"
#include "session/link_language.h"
#include "session/mirror.h"
#include "session/trainer/trainer_session.h"

namespace flagfall::session {

// The whole app as state and intents: the three screens' sessions, which one is on show, where a
// link or a file the page hands over leads, what one screen hands another (a game to study or
// share, a link the players chose to open), the saves, and the accessible mirror of the screen on
// show. The UI draws the screen on show and calls after_frame(); it decides nothing itself.
class AppSession {
 public:
  Destination screen() const { return screen_; }
  // The home screen on show with nothing over it (its About sheet closed).
  // (A storage notice across its foot is not bare: its words are not among the home screen's.)
  bool shows_bare_home() const {
    return screen_ == Destination::kHome && !home_.about_open() && !home_.event().open() &&
           !storage_notice();
  }
  HomeSession& home() { return home_; }
  const HomeSession& home() const { return home_; }
  ClockSession& clock() { return clock_; }
  const ClockSession& clock() const { return clock_; }
  TrainerSession& trainer() { return trainer_; }
  const TrainerSession& trainer() const { return trainer_; }

  // Before the screen on show is drawn: what the home screen shows depends on the other two.
  void before_frame(EpochMillis now);
  // After it: follow where the screen asked to go, and carry over what it handed another screen.
  void after_frame(EpochMillis now);

  // The page's own address (for the links the clock and the trainer show).
  void set_page_address(std::string_view address);
  // A fragment the page was opened with or that arrived later: a set-up link opens the clock set
  // to it; a shared case or class set opens in the trainer, except over a game in progress, where
  // the clock asks first. A link that names its language ("&lang=es") is shown in it.
  void open_link(std::string_view fragment, EpochMillis now);
  // A shared case's or class set's .json file the player chose: opened in the trainer.
  void open_shared_file(std::string_view text, EpochMillis now);
  // At start-up, after the saves are restored: a game running, paused or waiting for a ruling
  // comes back on the clock, not Home.
  void open_game_in_progress();
  // What the page did with a link, a text or a file it was handed (web/bootstrap.js: shared,
  // copied, a file downloaded, ...; export_outcome_text()): said by the screen on show.
  void share_done(std::string_view outcome, std::string_view file = {});
  // A share sheet's or a result's link the page packed small for its QR code (link_packed() of
  // the trainer and the clock: the one whose sheet shows that link takes it).
  void link_packed(std::string_view link, std::string_view packed) {
    trainer_.link_packed(link, packed);
    clock_.link_packed(link, packed);
  }
  // Text typed into the field the screen on show asked for.
  void text_entered(std::string_view id, std::string_view text, bool confirmed);
  void bank_installed(EpochMillis now) { trainer_.bank_installed(now); }
  // A word catalog the page fetched (docs/words.md) is put into the app's words; one that cannot
  // be read changes nothing, and Home says so. False then. If the language on show is then still
  // not whole, the app is in English for the rest of the page's life.
  bool words_arrived(std::string_view compiled);
  // The browser's languages (navigator.languages, apart by commas), at start: until the player
  // chooses one, the app speaks the first of them it can.
  void set_browser_languages(std::string_view languages);
  // The language on show (a code of words::kLanguages): the page fetches its catalog and gives
  // it to <html lang>.
  std::string_view language() const;

  // The saves, each under its own storage key (session/app/saves.h writes and reads them): what
  // to write after a change (or again after a failed write), and what was read at start-up (a bad
  // save is reported and left untouched by the caller).
  std::optional<std::string> take_save(Save save);
  std::optional<std::string> restore(Save save, std::string_view saved);
  std::optional<std::string> restore_clock(std::string_view saved);
  std::optional<std::string> restore_trainer(std::string_view saved);
  std::optional<std::string> restore_mine(std::string_view saved);
  // A saved-data file's entry by its key (saved_data.h); other keys are ignored.
  void restore_key(std::string_view key, std::string_view saved);
  const std::string& restore_problem() const { return clock_.restore_problem(); }
  // What the browser does with the saves: the platform's facts, and what the player is told.
  StorageStatus& storage() { return storage_; }
  const StorageStatus& storage() const { return storage_; }
  // One save's write went in or failed (saves.cpp).
  void save_written(Save save, bool ok);
  // Keys to take out of the storage (kept-aside copies the player deleted on the About sheet).
  std::vector<std::string_view> take_removals() { return std::exchange(removals_, {}); }
  // The storage notice on show across the foot of the screen (StorageStatus::notice).
  std::optional<StorageNotice> storage_notice() const {
    return storage_.notice(screen_ == Destination::kClock);
  }
  // The clock shows another tab's game: drawn, never pressed; and this tab makes no sound for it.
  bool clock_view_only() const { return screen_ == Destination::kClock && storage_.viewer(); }
  bool silent() const { return storage_.viewer(); }
  // What a tap on Home, its About sheet or a storage notice (on any screen) asks; false for an
  // intent not taken now.
  bool apply(const AppIntent& intent);
  // What the page is asked to do since the last call (taking the game over here), once.
  std::optional<PageRequest> take_page_request() {
    return std::exchange(page_request_, std::nullopt);
  }
  // A file a screen asks the page to download or share, once.
  std::optional<ExportRequest> take_clock_export() { return clock_.take_export(); }
  std::optional<ExportRequest> take_trainer_export() { return trainer_.take_export(); }
  std::optional<ExportRequest> take_event_export() { return home_.event().take_export(); }

  // The accessible mirror (session/mirror.h) of the screen on show.
  Mirror mirror(EpochMillis now) const;
  std::string mirror_json(EpochMillis now) const;
  // A mirror button activated at `at` (plus `us` microseconds): the intent its id names, if the
  // screen on show offers it now (a button of a mirror the page still shows after the screen moved
  // on does nothing). False otherwise.
  bool activate(std::string_view intent, EpochMillis at, int us = 0);
  // A key pressed at `at` plus `us` microseconds: true when the screen on show took it.
  bool key(Key key, EpochMillis at, int us = 0);
  // Any key by its DOM code, before key(): on the clock, a player's press key, or the next key
  // while the players' keys are being chosen (ClockSession::player_key).
  bool player_key(std::string_view code, EpochMillis at, int us = 0) {
    return screen_ == Destination::kClock && !storage_.viewer() && clock_.player_key(code, at, us);
  }
  // What the screens ask to be said aloud since the last call.
  std::vector<Announcement> take_announcements();

 private:
  // A deletion the About sheet's saved data confirmed.
  void carry_out_deletion();
  // The language chosen on Home (an index of words::kLanguages): shown, and saved.
  void choose_language(int index);
  // Shows the language of the last link that named one, else the one the player chose, else the
  // browser's (English after a catalog failed).
  void show_language();

  Destination screen_ = Destination::kHome;
  HomeSession home_;
  ClockSession clock_;
  TrainerSession trainer_;
  std::vector<Announcement> announcements_;  // the home screen's own
  StorageStatus storage_;
  std::vector<std::string_view> removals_;
  std::optional<PageRequest> page_request_;
  AppSettings settings_;
  bool settings_unsaved_ = false;
  std::string browser_language_ = "en";
  std::string link_language_;  // the language the last link named, for this page
  bool words_failed_ = false;  // a catalog could not be read while the language was not whole
};

// Stable id of a screen in the test hook's state and the mirror's JSON.
const char* screen_id(Destination screen);

}  // namespace flagfall::session
