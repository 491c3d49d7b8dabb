#pragma once

#include <array>
#include <cstdint>
#include <memory>

#include "chess/position.h"

namespace flagfall::chess {

// One man's prospects for the rest of the game: every square it could ever stand on and every
// square it could ever attack from there (a pawn also as any piece it could promote to).
struct ManReach {
  PieceType type = PieceType::None;
  Square from = NoSquare;  // where it stands now
  Bitboard reach = 0;
  Bitboard attacks = 0;
};

// What no series of legal moves can change in a position (docs/chess.md, "Blockades"): the men
// that can never move again nor be taken (pawns locked against each other, and the pieces and
// kings they wall in), the pawns that can never leave their file, and, with those as walls and
// barriers, where every other man could ever stand and what it could attack. Over-estimates,
// never under: a man may not really get everywhere `reach` says, but it never gets elsewhere.
struct Blockade {
  Bitboard fixed = 0;   // men of either side that stay where they are for the rest of the game
  Bitboard locked = 0;  // the pawns among them
  // Pawns that may step forward but never leave their file and are never taken (locked ones too).
  Bitboard bound = 0;
  // Per side (index_of), its men other than its king (a fixed one: its square and what it
  // attacks from there), and over those that are not fixed, where they could stand; over all of
  // them, what they could attack.
  std::array<ManReach, 16> men[2];
  int man_count[2] = {0, 0};
  Bitboard reach[2] = {0, 0};
  Bitboard attacks[2] = {0, 0};
  Bitboard king_reach[2] = {0, 0};  // squares the side's king could ever stand on
};

// The largest sets of fixed men and bound pawns that hold whatever is played, and the reach they
// leave. Needs one king per side; otherwise nothing is fixed and every square is reachable.
Blockade find_blockade(const Position& position);

// Why the blockade shows that `side` could never checkmate, or None when it does not show it.
enum class BlockadeBar : std::uint8_t {
  None,
  // No man of `side` other than its king could ever attack a square the other king can reach.
  NeverChecks,
  // It could check, but on no square the other king can reach could the squares around it all be
  // attacked by `side` or filled by the king's own men, counting what each man can do at once.
  NeverCorners,
};

BlockadeBar blockade_bar(const Blockade& blockade, Color side);

// find_blockade() through a small cache of the last ones found. A blockade found for one
// position holds for another with the same pawns and the same men, each standing within the
// reach the blockade gives a man of its kind, since every move keeps a man within its reach and a
// flood from any square of a reach is that reach: a search meets the same pawn structure again
// and again with the kings and pieces elsewhere. One that fixes nothing serves any position with
// the same pawns and as many men of each side; those are kept apart, as just their pawns and
// counts, so many more of them are kept (a breadth-first search meets thousands of pawn
// structures that fix nothing). The blockade served may be one found for another position, so
// each search starts the cache afresh (clear()): its answers stay a function of the position it
// was asked about. The storage is allocated once and reused.
class BlockadeCache {
 public:
  BlockadeCache();
  ~BlockadeCache();
  BlockadeCache(const BlockadeCache&) = delete;
  BlockadeCache& operator=(const BlockadeCache&) = delete;
  const Blockade& of(const Position& position);
  // blockade_bar(of(position), side), worked out once for each blockade kept.
  BlockadeBar bar(const Position& position, Color side);
  void clear();  // forgets every blockade found

  struct Entry;    // blockade_cache.cpp
  struct Unfixed;  // a pawn structure whose blockade fixes nothing

 private:
  const Blockade& find(const Position& position, std::int8_t*& bars);

  std::unique_ptr<Entry[]> entries_;
  std::unique_ptr<Unfixed[]> unfixed_;
  std::int8_t unfixed_bars_[2] = {-1, -1};  // the bars of a blockade that fixes nothing
  std::uint32_t round_ = 1;                 // entries stamped with another round are empty
  Blockade uncached_;
};

// Whether some pawn has a man right in front of it. Nothing is fixed without one: a fixed piece
// or king needs fixed men of its own around it, so a set of them ends somewhere in a pawn, and
// a pawn stays only behind a man that stays.
bool has_blocked_pawns(const Position& position);
// The pawns with a man right in front of them.
Bitboard blocked_pawns(const Position& position);

}  // namespace flagfall::chess
