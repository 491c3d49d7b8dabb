#pragma once

#include <cstdint>
#include <string>

#include "chess/position.h"

namespace flagfall::chess {

// The definitions of "mating material" used when a flag falls or a draw is claimed.
enum class MatingMaterialRule {
  // US Chess piece count: a side can mate if it has a pawn, a rook, a queen or two minor
  // pieces (any two knights or bishops).
  UscfPieceCount,
  // Scholastic and Sacramento rules: the same count, except that two knights against a lone
  // king are not enough.
  ScholasticPieceCount,
  // FIDE (Laws 6.9 and 5.2.2): a side can mate if some sequence of legal moves, however
  // unlikely, ends with it checkmating the other king. Exact for the known material cases;
  // other positions (with pawns) are searched within a budget, and the answer is Unknown when
  // the budget runs out before a mate or a complete proof is found.
  FideDeadPosition,
};

enum class Answer { Yes, No, Unknown };

struct MatingMaterialResult {
  Answer answer = Answer::Unknown;
  std::string explanation;  // e.g. "king and knight cannot mate a lone king"
  // Positions the FIDE search visited (0 when the material or the game's end decides).
  std::uint64_t nodes = 0;
};

// Limits for the FIDE search: positions visited, in total.
struct SearchBudget {
  std::uint64_t max_nodes = 200000;
};

// Whether `side` has mating material in `position` under `rule`.
MatingMaterialResult has_mating_material(const Position& position, Color side,
                                         MatingMaterialRule rule, SearchBudget budget = {});

// FIDE 5.2.2: dead position, where neither side can mate by any sequence of legal moves.
// Yes = dead, No = a mate is still possible, Unknown = the search budget ran out.
MatingMaterialResult is_dead_position(const Position& position, SearchBudget budget = {});

std::string_view answer_name(Answer answer);  // "yes", "no", "unknown"

}  // namespace flagfall::chess
