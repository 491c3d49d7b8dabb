// The app's screens, links, files, saves and mirror: which screen is on show and why.
#include "session/app/app_session.h"

#include <algorithm>

#include "json/value.h"

#include "game/board_result_json.h"
#include "session/app/saved_data.h"
#include "session/clock/setup_link.h"
#include "words/words.h"

namespace flagfall::session {

const char* screen_id(Destination screen) {
  switch (screen) {
    case Destination::kHome:
      return "home";
    case Destination::kClock:
      return "clock";
    case Destination::kTrainer:
      return "trainer";
  }
  return "unknown";
}

void AppSession::before_frame(EpochMillis now) {
  if (screen_ != Destination::kHome) return;
  home_.set_busy(would_interrupt(clock_, trainer_, now));
  home_.set_game_in_progress(in_progress(clock_));
}

void AppSession::after_frame(EpochMillis now) {
  switch (screen_) {
    case Destination::kHome:
      if (const auto open = home_.take_open()) screen_ = *open;
      if (const auto language = home_.take_language()) choose_language(*language);
      carry_out_deletion();
      break;
    case Destination::kClock:
      if (clock_.study_requested() || clock_.share_requested()) {
        screen_ = Destination::kTrainer;
      } else if (clock_.take_leave()) {
        screen_ = Destination::kHome;
      }
      if (clock_.take_language()) choose_language(static_cast<int>(words::next_language()));
      if (auto game = clock_.take_study()) trainer_.study(*game, now);
      if (auto game = clock_.take_share_game()) trainer_.share_game(*game);
      // A shared case or class set the players chose to open, after the clock's question.
      if (auto link = clock_.take_trainer_link()) {
        screen_ = Destination::kTrainer;
        trainer_.open_link(*link, now);
      }
      break;
    case Destination::kTrainer:
      if (const auto leave = trainer_.take_leave())
        screen_ = *leave == TrainerExit::kClock ? Destination::kClock : Destination::kHome;
      break;
  }
}

void AppSession::set_page_address(std::string_view address) {
  clock_.set_page_address(address);
  trainer_.set_page_address(address);
}

void AppSession::open_link(std::string_view link, EpochMillis now) {
  // A link may name the language it is read in ("&lang=es"): shown for this page, not saved.
  const LinkLanguage split = split_link_language(link);
  if (!split.language.empty()) {
    link_language_ = split.language;
    show_language();
  }
  const std::string_view fragment = split.fragment;
  if (is_setup_link(fragment)) {
    screen_ = Destination::kClock;
    clock_.open_setup_link(fragment);
    return;
  }
  // A board's result, for the director's event: over a game in progress it is added quietly.
  if (is_board_result_link(fragment)) {
    home_.event().open_link(fragment);
    if (!in_progress(clock_)) screen_ = Destination::kHome;
    return;
  }
  // A case, a class set, or a link mistyped or cut short: the trainer opens it or says what a
  // link looks like ("not a Flagfall link (expected #case=... or #set=...)").
  if (fragment.empty() || fragment == "#") return;
  // A game in progress is never left behind unasked: the clock asks first (and says whether its
  // clock runs meanwhile).
  if (in_progress(clock_)) {
    screen_ = Destination::kClock;
    clock_.offer_trainer_link(fragment);
    return;
  }
  screen_ = Destination::kTrainer;
  trainer_.open_link(fragment, now);
}

void AppSession::open_shared_file(std::string_view text, EpochMillis now) {
  // A board's result goes to the director's event; anything else to the trainer, which reads it
  // or says what it is not.
  if (game::is_board_result(text)) {
    screen_ = Destination::kHome;
    home_.event().open_file(text);
    return;
  }
  screen_ = Destination::kTrainer;
  trainer_.open_file(text, now);
}

void AppSession::open_game_in_progress() {
  if (in_progress(clock_)) screen_ = Destination::kClock;
}

void AppSession::share_done(std::string_view outcome, std::string_view file) {
  switch (screen_) {
    case Destination::kTrainer:
      trainer_.link_shared(outcome, file);
      break;
    case Destination::kClock:
      clock_.export_done(export_outcome_text(outcome, file));
      break;
    case Destination::kHome:
      if (std::string said = export_outcome_text(outcome, file); !said.empty()) {
        home_.export_done(said);
        announcements_.push_back({std::move(said), false});
      }
      break;
  }
}

void AppSession::text_entered(std::string_view id, std::string_view text, bool confirmed) {
  // The field belongs to the screen that asked for it, which is still on show: the page's text
  // field stands in front of it until confirmed or cancelled.
  if (screen_ == Destination::kTrainer) {
    trainer_.text_entered(id, text, confirmed);
  } else {
    clock_.text_entered(id, text, confirmed);
  }
}

std::optional<std::string> AppSession::take_save(Save save) {
  // A save that failed goes again with the next pass, changed or not.
  switch (save) {
    case Save::kGame:
      if (!clock_.take_unsaved_change() && !storage_.take_retry(save)) return std::nullopt;
      return clock_.saved();
    case Save::kTrainer:
      if (!trainer_.take_unsaved_change() && !storage_.take_retry(save)) return std::nullopt;
      return trainer_.saved();
    case Save::kCases:
      if (!trainer_.take_unsaved_mine() && !storage_.take_retry(save)) return std::nullopt;
      return trainer_.mine().save();
    case Save::kSettings:
      if (!std::exchange(settings_unsaved_, false) && !storage_.take_retry(save))
        return std::nullopt;
      return write_settings(settings_);
    case Save::kEvent:
      if (!home_.event().take_unsaved() && !storage_.take_retry(save)) return std::nullopt;
      return home_.event().save();
  }
  return std::nullopt;
}

std::optional<std::string> AppSession::restore(Save save, std::string_view saved) {
  switch (save) {
    case Save::kGame:
      return restore_clock(saved);
    case Save::kTrainer:
      return restore_trainer(saved);
    case Save::kCases:
      return restore_mine(saved);
    case Save::kSettings: {
      auto problem = read_settings(saved, settings_);
      show_language();
      return problem;
    }
    case Save::kEvent:
      return home_.event().restore(saved);
  }
  return std::nullopt;
}

std::optional<std::string> AppSession::restore_clock(std::string_view saved) {
  return clock_.restore(saved);
}

std::optional<std::string> AppSession::restore_trainer(std::string_view saved) {
  return trainer_.restore(saved);
}

std::optional<std::string> AppSession::restore_mine(std::string_view saved) {
  return trainer_.restore_mine(saved);
}

void AppSession::restore_key(std::string_view key, std::string_view saved) {
  for (const Save save : kSaves) {
    if (key == save_key(save)) restore(save, saved);
  }
}

void AppSession::save_written(Save save, bool ok) {
  storage_.written(save, ok, clock_.started());
}

bool AppSession::apply(const AppIntent& intent) {
  switch (intent.action) {
    case AppAction::kNone:
      return false;
    case AppAction::kMakeRoom:
      // The About sheet, at its saved data (a running clock runs on meanwhile).
      screen_ = Destination::kHome;
      home_.apply(AppAction::kOpenAbout);
      home_.saved_data().show();
      return true;
    case AppAction::kTakeOver:
      if (storage_.viewer()) page_request_ = PageRequest::kTakeOver;
      return true;
    case AppAction::kStorageHome:
      screen_ = Destination::kHome;
      return true;
    case AppAction::kStorageOk:
      storage_.dismiss();
      return true;
    default: {
      if (screen_ != Destination::kHome) return false;
      const bool done = home_.apply(intent);
      carry_out_deletion();
      return done;
    }
  }
}

void AppSession::carry_out_deletion() {
  const auto kind = home_.saved_data().take_delete();
  if (!kind) return;
  switch (*kind) {
    case StoredKind::kTrainer:
      // As on the progress view, asked then confirmed (no instant matters to either).
      trainer_.apply(TrainerAction::kAskReset, 0);
      trainer_.apply(TrainerAction::kConfirmReset, 0);
      break;
    case StoredKind::kCases:
      trainer_.delete_all_mine();
      break;
    case StoredKind::kEvent:
      home_.event().clear();
      break;
    case StoredKind::kKeptAside:
      removals_ = {kClockKeptAsideKey, kTrainerKeptAsideKey, kEventKeptAsideKey, kBeforeImportKey};
      break;
    case StoredKind::kGame:
    case StoredKind::kOther:
      return;  // never deleted from the list
  }
  home_.saved_data().sizes_changed();
}

Mirror AppSession::mirror(EpochMillis now) const {
  Mirror m;
  switch (screen_) {
    case Destination::kHome:
      m = home_mirror(home_);
      break;
    case Destination::kClock:
      m = clock_mirror(clock_, now);
      // Another tab's game: what it shows, without the controls this tab does not press.
      if (clock_view_only()) m.without_buttons();
      break;
    case Destination::kTrainer:
      m = trainer_mirror(trainer_, now);
      break;
  }
  // The storage notice across the foot of the screen, with its actions.
  if (const auto notice = storage_notice()) {
    m.text(notice->text);
    for (const AppControl& c : notice->actions) m.button(c.label, c.intent);
  }
  return m;
}

std::string AppSession::mirror_json(EpochMillis now) const {
  // "keys": what the page lets past the mirror to the app (ClockSession::keys_past_mirror).
  const std::vector<std::string> keys =
      screen_ == Destination::kClock ? clock_.keys_past_mirror() : std::vector<std::string>{};
  return json::Value{{"screen", screen_id(screen_)},
                     {"parts", mirror(now).to_json()},
                     {"keys", keys},
                     {"language", language()}}
      .dump();
}

bool AppSession::activate(std::string_view intent, EpochMillis at, int us) {
  const std::vector<std::string> offered = mirror(at).intents();
  if (std::find(offered.begin(), offered.end(), intent) == offered.end()) return false;
  // The storage notice's actions on any screen, and Home's (whose "saved." ids are not the
  // clock's of the same name).
  if (const auto app = app_intent(intent);
      app && (is_storage_action(app->action) || screen_ == Destination::kHome)) {
    return apply(*app);
  }
  switch (screen_) {
    case Destination::kHome:
      return false;
    case Destination::kClock:
      return clock_.activate(intent, at, us);
    case Destination::kTrainer:
      return trainer_.activate(intent, at);
  }
  return false;
}

bool AppSession::key(Key key, EpochMillis at, int us) {
  if (clock_view_only()) return false;
  switch (screen_) {
    case Destination::kHome:
      return false;
    case Destination::kClock:
      return clock_.key(key, at, us);
    case Destination::kTrainer:
      return trainer_.key(key, at);
  }
  return false;
}

bool AppSession::words_arrived(std::string_view compiled) {
  words::Words& words = words::app_words();
  const bool installed = words.install(compiled);
  if (!installed) {
    home_.set_words_problem(words.problem());
    words_failed_ = !words.complete();
  }
  // A catalog that arrives after the player chose another language is kept, not shown.
  show_language();
  return installed;
}

void AppSession::set_browser_languages(std::string_view languages) {
  browser_language_ = spoken_language(languages);
  show_language();
}

std::string_view AppSession::language() const {
  return words::app_words().language();
}

void AppSession::choose_language(int index) {
  settings_.language = words::kLanguages[index].code;
  settings_unsaved_ = true;
  link_language_.clear();
  words_failed_ = false;
  show_language();
}

void AppSession::show_language() {
  const std::string_view wanted = !link_language_.empty()       ? link_language_
                                  : !settings_.language.empty() ? settings_.language
                                                                : browser_language_;
  words::app_words().show(words_failed_ ? words::kLanguages[0].code : wanted);
  clock_.words_changed();
  home_.event().words_changed();
}

std::vector<Announcement> AppSession::take_announcements() {
  std::vector<Announcement> said = storage_.take_announcements();
  for (Announcement& a : std::exchange(announcements_, {})) said.push_back(std::move(a));
  for (Announcement& a : clock_.take_announcements()) said.push_back(std::move(a));
  for (Announcement& a : trainer_.take_announcements()) said.push_back(std::move(a));
  std::string offline_news = home_.take_offline_news();
  if (screen_ == Destination::kHome && !offline_news.empty()) {
    said.push_back({std::move(offline_news)});
  }
  return said;
}

}  // namespace flagfall::session
