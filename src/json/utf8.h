#pragma once

#include <cstddef>
#include <string_view>

namespace flagfall::json {

// The length of the well-formed UTF-8 sequence `text` starts with (RFC 3629: no overlong forms,
// no surrogates, nothing past U+10FFFF), or 0 if it does not start with one. With
// `broken_prefix`, for a text that does not: how many of its first bytes still begin a
// well-formed sequence (at least 1), so a writer replaces them and reads on at the byte that
// broke it, as nlohmann/json's replacement of bad UTF-8 does.
inline std::size_t utf8_sequence_at(std::string_view text, bool broken_prefix) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(0);
  std::size_t length = 0;
  unsigned char low = 0x80, high = 0xBF;  // the second byte's range
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    if (lead == 0xE0) low = 0xA0;
    if (lead == 0xED) high = 0x9F;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    if (lead == 0xF0) low = 0x90;
    if (lead == 0xF4) high = 0x8F;
  } else {
    return broken_prefix ? 1 : 0;
  }
  std::size_t good = 1;
  for (; good < length && good < text.size(); ++good) {
    const unsigned char b = byte(good);
    if (good == 1 ? (b < low || b > high) : (b < 0x80 || b > 0xBF)) break;
  }
  if (broken_prefix) return good;
  return good == length ? length : 0;
}

inline std::size_t utf8_length_at(std::string_view text) {
  return utf8_sequence_at(text, false);
}
inline std::size_t utf8_broken_length_at(std::string_view text) {
  return utf8_sequence_at(text, true);
}

// A name that stays on one line: no control character (U+0000 to U+001F) in it. The readers of
// names from outside (an event's, a player's, a student's) check it.
inline bool one_line(std::string_view text) {
  for (const char c : text) {
    if (static_cast<unsigned char>(c) < 0x20) return false;
  }
  return true;
}

// A typed name or value without the spaces at its ends.
inline std::string_view trimmed(std::string_view text) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  return text;
}

}  // namespace flagfall::json
