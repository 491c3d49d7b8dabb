#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/scenario.h"
#include "trainer/question.h"
#include "trainer/random.h"
#include "trainer/replay.h"

namespace flagfall::trainer {

// A scenario's template (`rules::VariantTemplate`, the scenario file's "template" key) says how
// fresh positions may be made from its set-up and what must hold on them; this is the machinery
// that makes them.

// The original scenario's rulings under every ruleset it is meant for (outcome, time adjustments,
// reason, and what the deciding player may do at the may-moment): what every variant must keep.
struct VariantIntent {
  struct Ruling {
    const rules::Ruleset* ruleset;
    rules::Outcome outcome;
    Adjustments adjustments;
    rules::Reason reason = rules::Reason::kInProgress;
    std::vector<rules::Permission> may;
  };
  std::vector<Ruling> rulings;
};
VariantIntent intent_of(const rules::Scenario& scenario);

// A fresh variant of `scenario` by its template: the transformed set-up and events, with extra
// pawns; nullopt when this attempt broke a condition, the position is not valid, a move changed
// its legality, or a ruling under a ruleset the scenario is meant for changed (the template's
// intent). `transform` tells what was done.
std::optional<rules::Scenario> generate_variant(const rules::Scenario& scenario,
                                                const rules::VariantTemplate& tmpl,
                                                const VariantIntent& intent, Rng& rng,
                                                Transform* transform = nullptr);

// Swaps "White" and "Black" (and "white"/"black") and maps square names ("e4", "Nf7") through the
// transform, for the texts shown with a variant.
std::string transform_text(std::string_view text, const Transform& transform);

// A question on a fresh position generated from the scenario's template, or nullopt when the
// scenario has no template (or no variant kept the template's ruling within a few attempts).
std::optional<Question> variant_question(const rules::Scenario& scenario,
                                         const rules::Ruleset& ruleset, QuestionKind kind,
                                         std::uint64_t seed);

}  // namespace flagfall::trainer
