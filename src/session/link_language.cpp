#include "session/link_language.h"

#include <algorithm>

#include "words/msg.h"

namespace flagfall::session {

LinkLanguage split_link_language(std::string_view fragment) {
  LinkLanguage out;
  // "lang=" as a setting of its own: after '&', or after the '?' or '#' that starts the settings.
  std::size_t at = std::string_view::npos;
  for (std::size_t from = 0; (from = fragment.find("lang=", from)) != std::string_view::npos;
       ++from) {
    if (from > 0 &&
        (fragment[from - 1] == '&' || fragment[from - 1] == '?' || fragment[from - 1] == '#')) {
      at = from;
      break;
    }
  }
  if (at == std::string_view::npos) {
    out.fragment = fragment;
    return out;
  }
  const std::size_t end = std::min(fragment.find('&', at), fragment.size());
  const std::string_view code = fragment.substr(at + 5, end - at - 5);
  for (const words::Language& language : words::kLanguages) {
    if (language.code == code) out.language = code;
  }
  // The setting goes with one '&' next to it, so what is left reads as it would without it.
  std::size_t cut_from = at;
  std::size_t cut_to = end;
  if (fragment[at - 1] == '&') {
    --cut_from;
  } else if (cut_to < fragment.size()) {
    ++cut_to;
  }
  out.fragment = std::string(fragment.substr(0, cut_from)).append(fragment.substr(cut_to));
  return out;
}

std::string with_link_language(std::string fragment, std::string_view language) {
  if (language.empty() || language == words::kLanguages[0].code) return fragment;
  return fragment.append("&lang=").append(language);
}

}  // namespace flagfall::session
