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

// What a variant must keep, checked on every generated position (besides the arbiter's rulings).
enum class Condition : std::uint8_t {
  kKingStepsNextToKing,  // the scenario's first king move puts it next to the other king
  kSameMaterial,         // both sides keep exactly their material
  kClaimantMaterial,     // the last claimant keeps exactly his material (the other side may gain
                         // pawns)
};

// A scenario's template: how fresh positions may be made from its set-up and what must hold.
// (Kept in the trainer until scenario files may carry a "template" key: docs/trainer.md.)
struct VariantTemplate {
  std::string_view scenario;
  std::string_view holds;  // what must hold, in words, as for the original colours
  std::vector<Condition> conditions;
  bool mirror_files = true;  // a-file <-> h-file
  bool shift = true;         // move every man the same number of files (and ranks, if no pawns)
  bool swap_colours = true;  // White <-> Black, ranks mirrored, events and times swapped
  int extra_pawns = 0;       // up to this many pawns added where the conditions allow
};

const std::vector<VariantTemplate>& variant_templates();
const VariantTemplate* find_template(std::string_view scenario_id);

// How one variant was made.
struct Transform {
  bool swap_colours = false;
  bool mirror_files = false;
  int files = 0;                 // shift right (+) or left (-)
  int ranks = 0;                 // shift up (+) or down (-), after mirroring
  std::string describe() const;  // "colours swapped, mirrored, shifted"
};

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
                                                const VariantTemplate& tmpl,
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
