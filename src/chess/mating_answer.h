#pragma once

// What the two material judgments (mating_material.cpp, dead_position.cpp) both write: an
// answer with its reason, and a side's name inside that reason.
#include <string>
#include <utility>

#include "chess/mating_material.h"
#include "chess/types.h"

// A result's explanation is made where something reads it: the tools and tests (natively). The
// page's rulings say a result from its answer, reason and men in the words on show, so there the
// explanations are not made, and neither their English nor the code that joins it is in app.wasm
// (src/chess/CMakeLists.txt sets this to 0 for the page).
#ifndef FLAGFALL_CHESS_EXPLAINS
#define FLAGFALL_CHESS_EXPLAINS 1
#endif

namespace flagfall::chess::mating_answer {

inline constexpr bool kExplains = FLAGFALL_CHESS_EXPLAINS;

// `words()` gives the explanation; it is called only where explanations are made.
template <class Words>
MatingMaterialResult answer(Answer a, Words&& words) {
  MatingMaterialResult r{a, {}};
  if constexpr (kExplains) r.explanation = std::forward<Words>(words)();
  return r;
}

// A "no" and what shows it.
template <class Words>
MatingMaterialResult cannot(NoMateReason reason, Words&& words) {
  MatingMaterialResult r = answer(Answer::No, std::forward<Words>(words));
  r.reason = reason;
  return r;
}

inline std::string who(Color c) {
  return std::string(color_name(c));
}

}  // namespace flagfall::chess::mating_answer
