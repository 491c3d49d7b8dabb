#include "session/app/home_session.h"

namespace flagfall::session {
namespace {

std::string app_id(const AppIntent& intent) {
  return intent_id(intent);
}

}  // namespace

Mirror home_mirror(const HomeSession& home) {
  Mirror m;
  if (home.about_open()) {
    // The About sheet in front of the home screen: its storage part, the saved data, Close.
    const AppControls file = {{"Export all saved data", AppAction::kExport},
                              {"Import saved data\xE2\x80\xA6", AppAction::kImport}};
    m.heading("About Flagfall", 2).text(home.storage_text());
    for (const AppControl& c : file) m.button(c.label, app_id(c.intent));
    m.text(home.import_message());
    home.saved_data().mirror(m);
    return m.button("Close", app_id(AppAction::kCloseAbout));
  }
  m.heading("Flagfall", 1);
  if (home.update_notice()) {
    m.text("A new version is ready").button("Reload", app_id(AppAction::kApplyUpdate));
  }
  m.text("Blitz clock and rules trainer");
  if (home.game_in_progress())
    m.button("Game in progress: back to the clock", app_id(AppAction::kBackToClock));
  m.button("Clock: a two-player tournament clock", app_id(AppAction::kOpenClock));
  m.button("Trainer: blitz rules, ruled by the arbiter", app_id(AppAction::kOpenTrainer));
  m.button("About and storage", app_id(AppAction::kOpenAbout));
  m.text(home.offline_line());
  return m;
}

}  // namespace flagfall::session
