#include "session/intent_id.h"

#include <charconv>

namespace flagfall::session {

std::optional<std::size_t> index_between(std::string_view intent, std::string_view prefix,
                                         std::string_view suffix) {
  if (intent.size() <= prefix.size() + suffix.size() || !intent.starts_with(prefix) ||
      !intent.ends_with(suffix)) {
    return std::nullopt;
  }
  const std::string_view digits =
      intent.substr(prefix.size(), intent.size() - prefix.size() - suffix.size());
  std::size_t n = 0;
  const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
  if (error != std::errc() || end != digits.data() + digits.size()) return std::nullopt;
  return n;
}

}  // namespace flagfall::session
