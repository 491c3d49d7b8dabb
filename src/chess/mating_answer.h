#pragma once

// What the two material judgments (mating_material.cpp, dead_position.cpp) both write: an
// answer with its reason, and a side's name inside that reason.
#include <string>
#include <utility>

#include "chess/mating_material.h"
#include "chess/types.h"

namespace flagfall::chess::mating_answer {

inline MatingMaterialResult answer(Answer a, std::string explanation) {
  return MatingMaterialResult{a, std::move(explanation)};
}

// A "no" and what shows it.
inline MatingMaterialResult cannot(NoMateReason reason, std::string explanation) {
  MatingMaterialResult r{Answer::No, std::move(explanation)};
  r.reason = reason;
  return r;
}

inline std::string who(Color c) {
  return std::string(color_name(c));
}

}  // namespace flagfall::chess::mating_answer
