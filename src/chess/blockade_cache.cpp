// BlockadeCache: find_blockade() through a small cache (chess/blockade.h).
#include "chess/blockade.h"

namespace flagfall::chess {

struct BlockadeCache::Entry {
  Bitboard pawns[2] = {0, 0};
  Bitboard men[2] = {0, 0};  // squares of each side's men other than pawns
  bool used = false;
  Blockade blockade;
};

namespace {

using Entry = BlockadeCache::Entry;
constexpr std::size_t kEntries = 64;

std::size_t slot_of(const Position& pos) {
  std::uint64_t h = pos.pieces(Color::White, PieceType::Pawn) * 0x9E3779B97F4A7C15ULL;
  h ^= pos.pieces(Color::Black, PieceType::Pawn) * 0xC2B2AE3D27D4EB4FULL;
  for (const PieceType t :
       {PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen}) {
    h = h * 31 + static_cast<std::uint64_t>(popcount(pos.pieces(Color::White, t))) * 7 +
        static_cast<std::uint64_t>(popcount(pos.pieces(Color::Black, t)));
  }
  return static_cast<std::size_t>(h >> 58) % kEntries;
}

// Whether the blockade of `e` holds for `pos`: the same pawns, and every king and piece within
// the reach of a distinct man of its side and kind there (a fixed one: on its square). One that
// fixes nothing shows nothing, and holds for any position with the same pawns and men.
bool serves(const Entry& e, const Position& pos) {
  if (!e.used) return false;
  const Blockade& b = e.blockade;
  if (!b.locked) {
    for (const Color c : {Color::White, Color::Black}) {
      const int i = index_of(c);
      if (pos.pieces(c, PieceType::Pawn) != e.pawns[i] ||
          popcount(pos.pieces(c) & ~pos.pieces(PieceType::Pawn)) != popcount(e.men[i])) {
        return false;
      }
    }
    return true;
  }
  for (const Color c : {Color::White, Color::Black}) {
    const int i = index_of(c);
    if (pos.pieces(c, PieceType::Pawn) != e.pawns[i]) return false;
    const Bitboard men = pos.pieces(c) & ~pos.pieces(PieceType::Pawn);
    if (popcount(men) != popcount(e.men[i])) return false;
    if (!(b.king_reach[i] & square_bb(pos.king_square(c)))) return false;
    bool taken[16] = {};
    Bitboard pieces = men & ~pos.pieces(PieceType::King);
    while (pieces) {
      const Square s = pop_lsb(pieces);
      const PieceType t = type_of(pos.piece_at(s));
      bool found = false;
      for (int m = 0; m < b.man_count[i] && !found; ++m) {
        const ManReach& man = b.men[i][static_cast<std::size_t>(m)];
        if (!taken[m] && man.type == t && (man.reach & square_bb(s))) found = taken[m] = true;
      }
      if (!found) return false;
    }
  }
  return true;
}

}  // namespace

BlockadeCache::BlockadeCache() = default;
BlockadeCache::~BlockadeCache() = default;

const Blockade& BlockadeCache::of(const Position& pos) {
  if (pos.has_legal_en_passant()) return uncached_ = find_blockade(pos);
  if (!entries_) entries_ = std::make_unique<Entry[]>(kEntries);
  Entry& e = entries_[slot_of(pos)];
  if (serves(e, pos)) return e.blockade;
  e.blockade = find_blockade(pos);
  for (const Color c : {Color::White, Color::Black}) {
    e.pawns[index_of(c)] = pos.pieces(c, PieceType::Pawn);
    e.men[index_of(c)] = pos.pieces(c) & ~pos.pieces(PieceType::Pawn);
  }
  e.used = true;
  return e.blockade;
}

}  // namespace flagfall::chess
