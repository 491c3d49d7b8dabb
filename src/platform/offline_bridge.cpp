// What the page tells the app about its copy on the device (web/offline.js, docs/offline.md):
// this build's version, a new version waiting, and what is kept for offline use.
#include <emscripten.h>

#include "platform/web_app.h"
#include "session/app/offline_copy.h"

using flagfall::platform::app_session;
using flagfall::platform::draw_soon;

extern "C" {

// A new version is on the device: the home screen may say so (it never reloads by itself).
EMSCRIPTEN_KEEPALIVE void flagfall_update_ready() {
  app_session().home().set_update_ready();
  draw_soon();
}

// This build's version (the service worker's), once the page knows it.
EMSCRIPTEN_KEEPALIVE void flagfall_app_version(const char* version) {
  app_session().home().set_app_version(version);
  draw_soon();
}

// What is kept for offline use: `state` is session::OfflineState's number, then the files kept
// and their bytes. Only Home shows it, so only Home is drawn again for it (a running clock draws
// nothing more).
EMSCRIPTEN_KEEPALIVE void flagfall_offline(int state, int files, double bytes) {
  app_session().home().set_offline(flagfall::session::offline_copy_from(state, files, bytes));
  if (app_session().screen() == flagfall::session::Destination::kHome) draw_soon();
}

}  // extern "C"
