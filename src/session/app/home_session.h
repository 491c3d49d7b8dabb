#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "json/writer.h"
#include "session/app/app_intent.h"
#include "session/app/destination.h"
#include "session/app/event_book.h"
#include "session/app/offline_copy.h"
#include "session/app/saved_data_section.h"
#include "session/frame_io.h"

namespace flagfall::session {

class ClockSession;
class TrainerSession;

// What the page reports about this installation (docs/offline.md), for the About sheet.
struct Installation {
  std::string app_version;                // the service worker's content version; "" without one
  std::optional<bool> storage_persisted;  // nullopt: the browser has not said
  bool update_ready = false;              // a new version waits on the device
  OfflineCopy offline;                    // the copy kept for offline use
};

// Whether reloading now would interrupt the players: a clock that runs, a claim being made, or an
// exam under way. The update notice waits until none is.
bool would_interrupt(const ClockSession& clock, const TrainerSession& trainer, EpochMillis now);

// The home screen as intents: open the clock or the trainer, the About / storage sheet (the
// version, whether the browser keeps the saved data, export and import of it), and the update
// notice. A tap, a key or an accessible button calls the same function; the app switches screen
// on take_open() and hands take_page_request() to the page.
class HomeSession {
 public:
  // What a tap on Home or its About sheet asks (app_intent.h); false for an intent it does not
  // take now (the About sheet's, while it is closed; Reload, without the update notice).
  bool apply(const AppIntent& intent);
  // A game on the clock has started and is not over: Home leads back to it first ("Game in
  // progress: back to the clock"). Set every frame before the home screen is drawn.
  void set_game_in_progress(bool in_progress) { game_in_progress_ = in_progress; }
  bool game_in_progress() const { return game_in_progress_; }
  // The screen asked for since the last call, once.
  std::optional<Destination> take_open() { return std::exchange(open_, std::nullopt); }
  // The language switch: named in the language it turns the app to, the next one the app speaks.
  AppControl language_control() const;
  // The language chosen since the last call (its index in words::kLanguages), once.
  std::optional<int> take_language() { return std::exchange(language_, std::nullopt); }

  // The director's event, its sheet over Home (Home offers it once it holds a result).
  EventBook& event() { return event_; }
  const EventBook& event() const { return event_; }

  // The About / storage sheet.
  bool about_open() const { return about_open_; }
  // The About sheet's saved data: sizes by kind, deleting them.
  SavedDataSection& saved_data() { return saved_data_; }
  const SavedDataSection& saved_data() const { return saved_data_; }
  // The page's answer to an import: "" when imported, else the problem (nothing was changed).
  void import_finished(std::string_view problem);
  // The import's outcome in words ("" before any), and whether it was refused.
  const std::string& import_message() const { return import_message_; }
  // What became of the exported file ("Downloaded flagfall-saved-data-….json."), "" before.
  void export_done(std::string said) { export_message_ = std::move(said); }
  const std::string& export_message() const { return export_message_; }
  bool import_refused() const { return import_refused_; }
  const Installation& installation() const { return installation_; }
  // Whether the browser keeps the saved data, in words (the view ends with a NUL).
  std::string_view storage_text() const;

  // What the page reports.
  void set_app_version(std::string_view version) { installation_.app_version = version; }
  void set_storage_persisted(bool persisted) { installation_.storage_persisted = persisted; }
  void set_update_ready() { installation_.update_ready = true; }
  void set_offline(const OfflineCopy& copy);
  // Home's line on the offline copy ("Ready to use offline"), "" while unknown; the view ends with
  // a NUL.
  std::string_view offline_line() const {
    return session::offline_line(installation_.offline.state);
  }

  // The update notice ("A new version is ready: reload"): only while nothing would be
  // interrupted (set every frame before the home screen is drawn).
  void set_busy(bool busy) { busy_ = busy; }
  bool update_notice() const { return installation_.update_ready && !busy_; }

  // What the page is asked to do since the last call, once.
  std::optional<PageRequest> take_page_request() {
    return std::exchange(page_request_, std::nullopt);
  }

  // Home's line when saving for offline use has just ended (ready, or failed), once; "" else.
  std::string take_offline_news() { return std::exchange(offline_news_, {}); }

  // A word catalog that could not be read (words::Words::problem): Home says so, in the words it
  // has, until the page is reloaded.
  void set_words_problem(std::string problem) { words_problem_ = std::move(problem); }
  // The notice ("Some of the app's words could not be read (...)"), "" without a problem.
  std::string words_notice() const;

  // The test hook's state: its members, into the object the caller opened.
  void write_state(JsonWriter& out) const;

 private:
  void open_about();

  std::optional<Destination> open_;
  std::optional<int> language_;
  std::optional<PageRequest> page_request_;
  Installation installation_;
  bool about_open_ = false;
  bool busy_ = false;
  bool game_in_progress_ = false;
  std::string import_message_;
  std::string export_message_;
  bool import_refused_ = false;
  SavedDataSection saved_data_;
  EventBook event_;
  std::string offline_news_;
  std::string words_problem_;
};

// Home in the accessible mirror: its heading, its entries and the update's Reload; or the About
// sheet in front of it (home_mirror.cpp).
Mirror home_mirror(const HomeSession& home);

}  // namespace flagfall::session
