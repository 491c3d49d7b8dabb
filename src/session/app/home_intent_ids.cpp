// The home screen's intents and their ids, one table read both ways (intent_table.h).
#include "session/app/home_intent.h"

namespace flagfall::session {

const IntentTable<HomeIntent>& home_intents() {
  namespace h = home_intent;
  static const IntentTable<HomeIntent> table = [] {
    IntentTable<HomeIntent> t;
    t.exact("home.clock", h::OpenClock{})
        .exact("home.back-to-clock", h::BackToClock{})
        .exact("home.trainer", h::OpenTrainer{})
        .exact("home.update", h::ApplyUpdate{})
        .exact("home.about", h::OpenAbout{})
        .exact("about.export", h::ExportData{})
        .exact("about.import", h::ImportData{})
        .exact("about.close", h::CloseAbout{});
    return t;
  }();
  return table;
}

}  // namespace flagfall::session
