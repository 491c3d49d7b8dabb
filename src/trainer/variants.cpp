#include "trainer/variants.h"

namespace flagfall::trainer {

std::optional<Question> variant_question(const rules::Scenario&, const rules::Ruleset&, QuestionKind,
                                         std::uint64_t) {
  return std::nullopt;
}

}  // namespace flagfall::trainer
