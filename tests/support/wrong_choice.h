#pragma once
// A choice of a trainer question that is not the arbiter's answer.
#include <cstddef>

#include "trainer/question.h"

namespace flagfall::testing_support {

inline std::size_t wrong_choice(const trainer::Question& q) {
  return q.right == 0 ? 1 : 0;
}

}  // namespace flagfall::testing_support
