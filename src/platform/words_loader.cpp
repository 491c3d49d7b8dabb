#include "platform/words_loader.h"

#include <string>

#include "platform/site_text.h"

namespace flagfall::platform {

void load_words(std::string_view language, void (*on_arrived)(const char* compiled)) {
  const std::string path = "words/" + std::string(language) + ".txt";
  fetch_site_text(SiteText::kWords, path.c_str(), on_arrived);
}

}  // namespace flagfall::platform
