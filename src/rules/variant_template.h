#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace flagfall::rules {

// A scenario's variant template (the "template" key, docs/rules.md): how the trainer may make
// fresh positions from the scenario's set-up and what must hold on each. The scenario parser
// reads and checks it; the trainer makes the variants (src/trainer/variants.cpp).

enum class VariantTransform : std::uint8_t {
  kSwapColours,  // White <-> Black: ranks mirrored, men, side to move, actors and times swapped
  kMirrorFiles,  // a-file <-> h-file
  kShift,        // every man the same number of files (and ranks when no pawn is involved)
};

enum class VariantCondition : std::uint8_t {
  kKingStepsNextToKing,  // the scenario's first king move puts it next to the other king
  kSameMaterial,         // both sides keep exactly their men
  kClaimantMaterial,     // the last claimant keeps exactly his men (the other side may gain pawns)
};

inline constexpr int kMaxExtraPawns = 8;

struct VariantTemplate {
  std::string holds;  // what must hold, in words, as for the scenario's own colours
  std::vector<VariantTransform> transforms;
  std::vector<VariantCondition> conditions;
  int extra_pawns = 0;  // up to this many pawns added on squares no event uses

  bool allows(VariantTransform transform) const;
  bool needs(VariantCondition condition) const;
};

std::string_view variant_transform_name(VariantTransform transform);  // "swap-colours", ...
std::string_view variant_condition_name(VariantCondition condition);  // "same-material", ...

}  // namespace flagfall::rules
