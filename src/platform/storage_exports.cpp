// What the page tells the app about its storage, and the saved data as one file (web/offline.js,
// web/bootstrap.js; docs/offline.md).
#include <emscripten.h>

#include <string>

#include "platform/app_storage.h"
#include "platform/saved_data_bridge.h"
#include "platform/web_app.h"

namespace {

std::string g_bridge_text;  // the last text handed to the page

}  // namespace

extern "C" {

// What the browser answered when asked to keep the saved data (or what it already did). Shown
// at the next frame: no frame is drawn for it (it comes while a clock may be idle).
EMSCRIPTEN_KEEPALIVE void flagfall_storage_persisted(int persisted) {
  flagfall::platform::app_session().home().set_storage_persisted(persisted != 0);
}

// All saved data as one file (src/session/app/saved_data.h), for the page to download.
EMSCRIPTEN_KEEPALIVE const char* flagfall_export_saved_data(const char* app_version) {
  g_bridge_text =
      flagfall::platform::export_saved_data(app_version, flagfall::platform::page_now());
  return g_bridge_text.c_str();
}

// Imports a saved-data file: "" when done, else the problem (and nothing the user had is lost).
EMSCRIPTEN_KEEPALIVE const char* flagfall_import_saved_data(const char* file,
                                                            const char* app_version) {
  flagfall::session::AppSession& app = flagfall::platform::app_session();
  g_bridge_text =
      flagfall::platform::import_saved_data(app, file, app_version, flagfall::platform::page_now());
  app.home().import_finished(g_bridge_text);
  flagfall::platform::draw_soon();
  return g_bridge_text.c_str();
}

// This tab's role changed (web/bootstrap.js: the writer's Web Lock granted, stolen, or taken).
EMSCRIPTEN_KEEPALIVE void flagfall_tab_role(int role) {
  flagfall::platform::set_tab_role(flagfall::platform::app_session(), role);
  flagfall::platform::draw_soon();
}

// Another tab wrote one of the saves (the page's storage event).
EMSCRIPTEN_KEEPALIVE void flagfall_storage_changed(const char* key) {
  flagfall::platform::storage_changed(flagfall::platform::app_session(), key);
  flagfall::platform::draw_soon();
}

}  // extern "C"
