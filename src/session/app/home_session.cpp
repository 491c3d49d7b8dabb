// The home screen's intents, the About / storage sheet and the update notice.
#include "session/app/home_session.h"

#include "json/writer.h"
#include "session/app/saved_data.h"
#include "session/clock/clock_session.h"
#include "session/trainer/trainer_session.h"
#include "words/words.h"

namespace flagfall::session {

using words::Msg;

bool would_interrupt(const ClockSession& clock, const TrainerSession& trainer, EpochMillis now) {
  const bool clock_runs =
      clock.started() && !clock.game().over() &&
      clock.game().game_clock().phase(clock.game().game_time(now)) == clock::Phase::Running;
  const trainer::Exam* exam = trainer.trainer().exam();
  const bool exam_under_way = exam != nullptr && !exam->finished() && exam->time_left(now) > 0;
  return clock_runs || clock.claim() != nullptr || exam_under_way;
}

void HomeSession::open_about() {
  about_open_ = true;
  import_message_.clear();
  import_refused_ = false;
  saved_data_.sizes_changed();
}

bool HomeSession::apply(const AppIntent& intent) {
  if (intent.action >= AppAction::kOpenEvent && intent.action <= AppAction::kEventKeep) {
    if (about_open_ || (intent.action == AppAction::kOpenEvent && event_.empty())) return false;
    return event_.apply(intent);
  }
  switch (intent.action) {
    case AppAction::kOpenClock:
    case AppAction::kBackToClock:
      open_ = Destination::kClock;
      return true;
    case AppAction::kOpenTrainer:
      open_ = Destination::kTrainer;
      return true;
    case AppAction::kOpenAbout:
      open_about();
      return true;
    case AppAction::kApplyUpdate:
      if (!update_notice()) return false;
      page_request_ = PageRequest::kApplyUpdate;
      return true;
    case AppAction::kChooseLanguage:
      if (intent.arg < 0 || intent.arg >= static_cast<int>(words::kLanguages.size())) return false;
      language_ = intent.arg;
      return true;
    default:
      break;
  }
  if (!about_open_) return false;
  switch (intent.action) {
    case AppAction::kExport:
      page_request_ = PageRequest::kExportSavedData;
      return true;
    case AppAction::kImport:
      page_request_ = PageRequest::kImportSavedData;
      return true;
    case AppAction::kCloseAbout:
      about_open_ = false;
      saved_data_.close();
      return true;
    default:
      return saved_data_.apply(intent);
  }
}

AppControl HomeSession::language_control() const {
  const std::size_t next = words::next_language();
  return {std::string(words::kLanguages[next].name),
          {AppAction::kChooseLanguage, static_cast<std::int32_t>(next)}};
}

void HomeSession::import_finished(std::string_view problem) {
  import_refused_ = !problem.empty();
  if (!import_refused_) {
    import_message_ = words::text(Msg::kAboutImported);
  } else if (problem.find(kBeforeImportKey) == std::string_view::npos) {
    import_message_ = words::format<Msg::kAboutImportRefused>(problem);
  } else {
    // The storage filled up half-way, and what went in could not all be put back.
    import_message_ = words::format<Msg::kAboutImportRefusedPartly>(problem);
  }
}

std::string_view HomeSession::storage_text() const {
  if (!installation_.storage_persisted) return words::text(Msg::kAboutStorageUnasked);
  return words::text(*installation_.storage_persisted ? Msg::kAboutStorageKept
                                                      : Msg::kAboutStorageNotKept);
}

std::string HomeSession::words_notice() const {
  if (words_problem_.empty()) return {};
  return words::format<Msg::kHomeWordsFailed>(words_problem_);
}

void HomeSession::set_offline(const OfflineCopy& copy) {
  const OfflineState was = installation_.offline.state;
  installation_.offline = copy;
  // Said when saving ends, not on every start.
  const bool saved = was == OfflineState::kSaving || was == OfflineState::kUpdating;
  if (saved && copy.state != was) offline_news_ = offline_line();  // a copy: the words may change
}

void HomeSession::write_state(JsonWriter& out) const {
  out.field("about_open", about_open_)
      .field("app_version", installation_.app_version)
      .field("game_in_progress", game_in_progress_)
      .field("export_message", export_message_)
      .field("import_message", import_message_)
      .field("import_refused", import_refused_)
      .key("saved_data")
      .begin_object();
  saved_data_.write_state(out);
  out.end_object()
      .field("offline", offline_state_id(installation_.offline.state))
      .field("offline_line", offline_line())
      .field("offline_text", offline_text(installation_.offline))
      .field("storage_persisted", installation_.storage_persisted)
      .field("update_notice", update_notice())
      .field("update_ready", installation_.update_ready)
      .field("words_notice", words_notice());
  out.key("event").begin_object();
  event_.write_state(out);
  out.end_object();
}

}  // namespace flagfall::session
