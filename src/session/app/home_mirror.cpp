#include "session/app/home_session.h"

namespace flagfall::session {

// The mirror's buttons for the app's own typed intents (session/mirror.h).
Mirror& Mirror::button(std::string_view label, AppIntent intent, bool pressed) {
  return button(label, intent_id(intent), pressed);
}

Mirror home_mirror(const HomeSession& home) {
  Mirror m;
  if (home.about_open()) {
    // The About sheet in front of the home screen: its storage part, the saved data, Close.
    m.heading("About Flagfall", 2).text(home.storage_text());
    m.button("Export all saved data", AppAction::kExport)
        .button("Import saved data\xE2\x80\xA6", AppAction::kImport);
    m.text(home.import_message());
    home.saved_data().mirror(m);
    return m.button("Close", AppAction::kCloseAbout);
  }
  m.heading("Flagfall", 1);
  if (home.update_notice()) {
    m.text("A new version is ready").button("Reload", AppAction::kApplyUpdate);
  }
  m.text("Blitz clock and rules trainer");
  if (home.game_in_progress())
    m.button("Game in progress: back to the clock", AppAction::kBackToClock);
  m.button("Clock: a two-player tournament clock", AppAction::kOpenClock);
  m.button("Trainer: blitz rules, ruled by the arbiter", AppAction::kOpenTrainer);
  m.button("About and storage", AppAction::kOpenAbout);
  m.text(home.offline_line());
  return m;
}

}  // namespace flagfall::session
