#include "platform/app_storage.h"

#include <emscripten.h>

#include "platform/saved_data_bridge.h"
#include "session/app/saved_data.h"
#include "session/app/saves.h"

namespace flagfall::platform {

bool restore_saved(session::AppSession& app) {
  if (EM_ASM_INT({ return window.flagfall.storage_blocked ? 1 : 0; }) != 0)
    app.storage().set_blocked();
  set_tab_role(app, EM_ASM_INT({ return window.flagfall.tab_role | 0; }));
  const session::Restored restored = session::restore_saves(app, local_storage());
  for (const std::string& problem : restored.problems) {
    EM_ASM({ console.warn("Flagfall: " + UTF8ToString($0)); }, problem.c_str());
  }
  return restored.holds_user_data;
}

bool save_changes(session::AppSession& app) {
  const bool holds = session::write_saves(app, local_storage());
  session::SavedDataSection& listed = app.home().saved_data();
  if (app.home().about_open() && listed.wants_sizes()) listed.set_sizes(measure_storage());
  return holds;
}

void set_tab_role(session::AppSession& app, int role) {
  if (role < 0 || role > static_cast<int>(session::TabRole::kTakenOver)) return;
  const auto next = static_cast<session::TabRole>(role);
  const bool took_over = app.storage().viewer() && next == session::TabRole::kWriter;
  app.storage().set_role(next);
  if (!took_over) return;
  // What this tab did while it only viewed is not kept: the saves are as the other tab left them.
  for (const session::Save save : session::kSaves) app.take_save(save);
  session::restore_saves(app, local_storage());
}

void storage_changed(session::AppSession& app, std::string_view key) {
  if (!app.storage().viewer() || key != session::kClockKey) return;
  if (const auto text = local_storage().load(key)) app.restore(session::Save::kGame, *text);
}

}  // namespace flagfall::platform
