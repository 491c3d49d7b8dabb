#pragma once

#include <cstdint>
#include <string>

#include "chess/position.h"

namespace flagfall::chess {

// The definitions of "mating material" the rulebooks use when a flag falls or an illegal move is
// claimed. Every one lives here; the rulesets name theirs.
enum class MatingMaterialRule {
  // US Chess Chapter 11, 7c: a pawn, a rook, a queen or two minor pieces (any two knights or
  // bishops).
  UscfPieceCount,
  // Scholastic 10c: the same count, except two knights against a lone king.
  ScholasticPieceCount,
  // Sacramento 9: the Scholastic count, or less material when a forced win can be shown
  // (find_forced_win within kDemonstrableWinMoves; Unknown when its budget runs out, and then
  // the director judges).
  SacramentoCountOrForcedWin,
  // US Chess regular rules 14E, which the blitz summary adopts for draws (its rule 4): a win on
  // time needs more than a lone king; a king and one minor piece, or a king and two knights
  // against no pawns, win only with a forced win (as above).
  UscfRegularOnTime,
  // FIDE (Laws 6.9 and 5.2.2): a side can mate if some sequence of legal moves, however
  // unlikely, ends with it checkmating the other king. Exact for the known material cases;
  // other positions (with pawns) are searched within a budget, and the answer is Unknown when
  // the budget runs out before a mate or a complete proof is found.
  FideDeadPosition,
};

enum class Answer { Yes, No, Unknown };

// What shows that a side could not checkmate by any series of legal moves (FIDE), for the words
// of a ruling.
enum class NoMateReason : std::uint8_t {
  None,
  GameOver,          // the game is over on the board: checkmate or stalemate
  NoKingToMate,      // the other side has no king
  LoneKing,          // the side has only its king
  KnightOnly,        // a king and a knight against a lone king
  BishopsOneColour,  // nothing but bishops, all on squares of one colour
  // Without pawns, a knight or bishops of one colour against men that could always take or
  // block the checking piece (chess/minor_mate.h).
  MinorAgainstPieces,
  // Blockade (chess/blockade.h): behind pawns that can never move again...
  LockedOnlyKing,   // ... the side has nothing else but its king, which never gives check
  LockedNoCheck,    // ... none of its men could ever attack a square the other king can reach
  LockedNoCorner,   // ... they could check, but never take every square from the king
  EveryLine,        // every position legal moves can reach was visited: no mate among them
  EveryLineToLock,  // the same, with lines stopped where a blockade shows no mate can follow
};

// Limits for a search: positions visited, in total.
struct SearchBudget {
  std::uint64_t max_nodes = 200000;
};

struct MatingMaterialResult {
  Answer answer = Answer::Unknown;
  // E.g. "king and knight cannot mate a lone king": for the tools and tests, in English. Empty in
  // the page, whose rulings say the result from `answer`, `reason` and `men`
  // (chess/mating_answer.h).
  std::string explanation;
  // Positions the FIDE search visited (0 when the material or the game's end decides).
  std::uint64_t nodes = 0;
  // The answer is the forced-win search's (less material than the count, Sacramento 9 or
  // US Chess 14E): Unknown then means the director must judge whether a forced win can be shown.
  bool by_forced_win = false;
  // With Answer::No under FIDE: what shows it, and for the reasons that speak of the side's men
  // (the blockades, a lone minor piece) the kinds of those men: a bit per PieceType index, the
  // king and the pawns that can never move again left out.
  NoMateReason reason = NoMateReason::None;
  std::uint8_t men = 0;
};

// The kinds of men in `men` (a bit per PieceType index).
std::uint8_t kinds_of(const Position& position, Bitboard men);

// Whether `side` has mating material in `position` under `rule`. `budget` bounds the FIDE
// dead-position search and the forced-win search.
MatingMaterialResult has_mating_material(const Position& position, Color side,
                                         MatingMaterialRule rule, SearchBudget budget = {});

// FIDE 5.2.2: dead position, where neither side can mate by any sequence of legal moves.
// Yes = dead, No = a mate is still possible, Unknown = the search budget ran out.
MatingMaterialResult is_dead_position(const Position& position, SearchBudget budget = {});

std::string_view answer_name(Answer answer);  // "yes", "no", "unknown"

}  // namespace flagfall::chess
