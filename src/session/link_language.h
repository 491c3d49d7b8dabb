#pragma once

#include <string>
#include <string_view>

// The language a link is read in (docs/words.md, "Choosing the language"): every link the app
// makes for another phone (a set-up link, a case, a class set) names the language it was made in
// when that is not English, and opens in it there.
namespace flagfall::session {

// A link's fragment without its "lang=" setting ("#set=…&lang=es", "#clock?ruleset=…&lang=es"),
// and the language it names, if the app speaks it: the link opens in that language.
struct LinkLanguage {
  std::string fragment;
  std::string language;  // "" when the link names none the app speaks
};
LinkLanguage split_link_language(std::string_view fragment);
// The fragment with "&lang=<language>" added, for a language other than English.
std::string with_link_language(std::string fragment, std::string_view language);

}  // namespace flagfall::session
