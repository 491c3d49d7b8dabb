#pragma once

#include <string>

// The word catalogs in the browser (docs/words.md, "In the page"): the page compiles in only
// every language's first screen; after the first frame, the catalog of the language on show
// (site/words/<language>.txt) is fetched whenever its words are not whole, once a language, from
// the service worker's cache once the app is installed, and handed to `on_arrived` (which puts it
// into the app's words, or has Home say why it could not).
namespace flagfall::platform {

void load_words_on_show(void (*on_arrived)(const char* compiled));

// The browser's languages (navigator.languages), apart by commas: "es-MX,es,en".
std::string browser_languages();

}  // namespace flagfall::platform
