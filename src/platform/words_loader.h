#pragma once

#include <string_view>

// The word catalogs in the browser (docs/words.md, "In the page"): the page compiles in only the
// first screen's English; the whole of English's catalog (site/words/en.txt) is fetched after the
// first frame, from the service worker's cache once the app is installed, and handed to
// `on_arrived` (which puts it into the app's words, or has Home say why it could not).
namespace flagfall::platform {

void load_words(std::string_view language, void (*on_arrived)(const char* compiled));

}  // namespace flagfall::platform
