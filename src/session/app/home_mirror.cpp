#include "session/app/home_session.h"
#include "words/words.h"

namespace flagfall::session {

using words::Msg;

// The mirror's buttons for the app's own typed intents (session/mirror.h).
Mirror& Mirror::button(std::string_view label, AppIntent intent, bool pressed) {
  return button(label, intent_id(intent), pressed);
}

Mirror home_mirror(const HomeSession& home) {
  Mirror m;
  if (home.about_open()) {
    // The About sheet in front of the home screen: its storage part, the saved data, Close.
    m.heading(words::text(Msg::kAboutTitle), 2).text(home.storage_text());
    m.button(words::text(Msg::kAboutExport), AppAction::kExport)
        .button(words::text(Msg::kAboutImport), AppAction::kImport);
    m.text(home.import_message());
    home.saved_data().mirror(m);
    return m.button(words::text(Msg::kAboutClose), AppAction::kCloseAbout);
  }
  if (home.event().open()) {
    home.event().mirror(m);
    return m;
  }
  m.heading(words::kAppName, 1);
  if (home.update_notice()) {
    m.text(words::text(Msg::kHomeUpdateReady))
        .button(words::text(Msg::kHomeReload), AppAction::kApplyUpdate);
  }
  m.text(home.words_notice());
  m.text(words::text(Msg::kHomeTagline));
  if (home.game_in_progress()) {
    m.button(words::text(Msg::kHomeBackToClock), AppAction::kBackToClock);
  }
  m.button(words::text(Msg::kHomeClockSpoken), AppAction::kOpenClock);
  m.button(words::text(Msg::kHomeTrainerSpoken), AppAction::kOpenTrainer);
  if (!home.event().empty()) m.button(words::text(Msg::kEventOpen), AppAction::kOpenEvent);
  m.button(words::text(Msg::kHomeAbout), AppAction::kOpenAbout);
  const AppControl language = home.language_control();
  m.button(language.label, language.intent);
  m.text(home.offline_line());
  return m;
}

}  // namespace flagfall::session
