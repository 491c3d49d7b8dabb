#include "platform/words_loader.h"

#include <emscripten.h>

#include "platform/site_text.h"
#include "words/words.h"

// clang-format off
EM_JS(void, js_browser_languages, (char* out, int size), {
  stringToUTF8((navigator.languages || [navigator.language || 'en']).join(','), out, size);
});
// clang-format on

namespace flagfall::platform {

void load_words_on_show(void (*on_arrived)(const char* compiled)) {
  static std::string asked;  // the languages asked for, each followed by a space
  const words::Words& words = words::app_words();
  if (words.complete()) return;
  const std::string language(words.language());
  if (asked.find(language + ' ') != std::string::npos) return;
  asked += language + ' ';
  const std::string path = "words/" + language + ".txt";
  fetch_site_text(SiteText::kWords, path.c_str(), on_arrived);
}

std::string browser_languages() {
  char languages[256] = {};
  js_browser_languages(languages, sizeof languages);
  return languages;
}

}  // namespace flagfall::platform
