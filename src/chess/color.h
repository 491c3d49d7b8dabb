#pragma once

#include <cstdint>

namespace flagfall::chess {

// The one side enum: the board's colours, the clock's halves (clock::Side) and the arbiter's
// players are all this.
enum class Color : std::uint8_t { White, Black };

constexpr Color operator~(Color c) {
  return c == Color::White ? Color::Black : Color::White;
}
constexpr int index_of(Color c) {
  return static_cast<int>(c);
}
inline constexpr Color kBothColors[] = {Color::White, Color::Black};

}  // namespace flagfall::chess
