#pragma once

#include <cstdint>
#include <optional>

#include "trainer/question.h"

namespace flagfall::trainer {

// A question on a fresh position generated from the scenario's template, or nullopt when the
// scenario has no template (or no variant kept the template's ruling).
std::optional<Question> variant_question(const rules::Scenario& scenario, const rules::Ruleset& ruleset,
                                         QuestionKind kind, std::uint64_t seed);

}  // namespace flagfall::trainer
