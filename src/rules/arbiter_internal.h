#pragma once

#include <string>

#include "chess/types.h"
#include "clock/clock.h"

namespace flagfall::rules::detail {

inline clock::Side to_clock(chess::Color c) {
  return c == chess::Color::White ? clock::Side::White : clock::Side::Black;
}
inline chess::Color to_color(clock::Side s) {
  return s == clock::Side::White ? chess::Color::White : chess::Color::Black;
}
inline std::string name(chess::Color c) {
  return c == chess::Color::White ? "White" : "Black";
}
// The words for a dead-position search that ran out of budget (the win then stands).
inline std::string mate_unsettled(chess::Color side) {
  return "nothing shows that " + name(side) + " could not checkmate by some series of legal moves";
}
inline std::string seconds(std::int64_t ms) {
  const std::int64_t whole = ms / 1000;
  const std::int64_t tenths = (ms % 1000) / 100;
  return std::to_string(whole) + "." + std::to_string(tenths) + " s";
}

}  // namespace flagfall::rules::detail
