#include "platform/bank_loader.h"

#include <emscripten.h>

#include <utility>

#include "trainer/bank.h"

// clang-format off
EM_JS(void, js_load_bank, (), {
  const attempt = (delay) => {
    fetch('scenarios.txt')
      .then((response) => {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.text();
      })
      .then((text) => {
        const bytes = lengthBytesUTF8(text) + 1;
        const pointer = _malloc(bytes);
        stringToUTF8(text, pointer, bytes);
        _flagfall_bank_loaded(pointer);
        _free(pointer);
      })
      .catch((error) => {
        console.warn('Flagfall: the scenarios could not be loaded (' + error.message + '); trying again');
        setTimeout(() => attempt(Math.min(delay * 2, 30000)), delay);
      });
  };
  attempt(1000);
});
// clang-format on

namespace {

std::function<void()> g_on_installed;

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE void flagfall_bank_loaded(const char* text) {
  if (flagfall::trainer::Bank::install_builtin(text) && g_on_installed) g_on_installed();
}

}  // extern "C"

namespace flagfall::platform {

void load_bank(std::function<void()> on_installed) {
  g_on_installed = std::move(on_installed);
  js_load_bank();
}

}  // namespace flagfall::platform
