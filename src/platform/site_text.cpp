#include "platform/site_text.h"

#include <emscripten.h>

// clang-format off
EM_JS(void, js_fetch_site_text, (int which, const char* path), {
  const file = UTF8ToString(path);
  const attempt = (delay) => {
    fetch(file)
      .then((response) => {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.text();
      })
      .then((text) => {
        const bytes = lengthBytesUTF8(text) + 1;
        const pointer = _malloc(bytes);
        stringToUTF8(text, pointer, bytes);
        _flagfall_site_text(which, pointer);
        _free(pointer);
      })
      .catch((error) => {
        console.warn('Flagfall: ' + file + ' could not be loaded (' + error.message + '); trying again');
        setTimeout(() => attempt(Math.min(delay * 2, 30000)), delay);
      });
  };
  attempt(1000);
});
// clang-format on

namespace {

void (*g_on_text[2])(const char* text) = {};

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE void flagfall_site_text(int which, const char* text) {
  if (which >= 0 && which < 2 && g_on_text[which]) g_on_text[which](text);
}

}  // extern "C"

namespace flagfall::platform {

void fetch_site_text(SiteText which, const char* path, void (*on_text)(const char* text)) {
  g_on_text[static_cast<int>(which)] = on_text;
  js_fetch_site_text(static_cast<int>(which), path);
}

}  // namespace flagfall::platform
