// BlockadeCache: find_blockade() through a small cache (chess/blockade.h).
#include "chess/blockade.h"

namespace flagfall::chess {

struct BlockadeCache::Entry {
  Bitboard pawns[2] = {0, 0};
  Bitboard men[2] = {0, 0};  // squares of each side's men other than pawns
  std::uint32_t round = 0;
  std::int8_t bars[2] = {-1, -1};  // blockade_bar() for each side, -1 until asked
  Blockade blockade;
};

struct BlockadeCache::Unfixed {
  Bitboard pawns[2] = {0, 0};
  std::uint8_t men[2] = {0, 0};  // how many men other than pawns each side has
  std::uint32_t round = 0;
};

namespace {

using Entry = BlockadeCache::Entry;
using Unfixed = BlockadeCache::Unfixed;
constexpr std::size_t kEntries = 64;
constexpr std::size_t kUnfixed = 4096;

// A hash of the pawns and of how many pieces of each kind each side has.
std::uint64_t structure_hash(const Position& pos) {
  std::uint64_t h = pos.pieces(Color::White, PieceType::Pawn) * 0x9E3779B97F4A7C15ULL;
  h ^= pos.pieces(Color::Black, PieceType::Pawn) * 0xC2B2AE3D27D4EB4FULL;
  for (const PieceType t :
       {PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen}) {
    h = h * 31 + static_cast<std::uint64_t>(popcount(pos.pieces(Color::White, t))) * 7 +
        static_cast<std::uint64_t>(popcount(pos.pieces(Color::Black, t)));
  }
  return h;
}

std::uint8_t men_count(const Position& pos, Color c) {
  return static_cast<std::uint8_t>(popcount(pos.pieces(c) & ~pos.pieces(PieceType::Pawn)));
}

bool same_structure(const Unfixed& u, const Position& pos) {
  for (const Color c : {Color::White, Color::Black}) {
    const int i = index_of(c);
    if (pos.pieces(c, PieceType::Pawn) != u.pawns[i] || men_count(pos, c) != u.men[i]) {
      return false;
    }
  }
  return true;
}

// Whether the blockade of `e`, which fixes something, holds for `pos`: the same pawns, and every
// king and piece within the reach of a distinct man of its side and kind there (a fixed one: on
// its square).
bool serves(const Entry& e, const Position& pos) {
  const Blockade& b = e.blockade;
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

// What find_blockade() returns when nothing is fixed: every man could go and attack anywhere.
const Blockade& unfixed_blockade() {
  static const Blockade none = [] {
    Blockade b;
    for (int i = 0; i < 2; ++i) b.reach[i] = b.attacks[i] = b.king_reach[i] = ~Bitboard{0};
    return b;
  }();
  return none;
}

}  // namespace

BlockadeCache::BlockadeCache()
    : entries_(std::make_unique<Entry[]>(kEntries)),
      unfixed_(std::make_unique<Unfixed[]>(kUnfixed)) {}
BlockadeCache::~BlockadeCache() = default;

void BlockadeCache::clear() {
  if (++round_ != 0) return;
  // The stamps wrapped: clear them for real.
  for (std::size_t i = 0; i < kEntries; ++i) entries_[i].round = 0;
  for (std::size_t i = 0; i < kUnfixed; ++i) unfixed_[i].round = 0;
  round_ = 1;
}

const Blockade& BlockadeCache::of(const Position& pos) {
  std::int8_t* bars = nullptr;
  return find(pos, bars);
}

BlockadeBar BlockadeCache::bar(const Position& pos, Color side) {
  std::int8_t* bars = nullptr;
  const Blockade& blockade = find(pos, bars);
  if (!bars) return blockade_bar(blockade, side);
  std::int8_t& known = bars[index_of(side)];
  if (known < 0) known = static_cast<std::int8_t>(blockade_bar(blockade, side));
  return static_cast<BlockadeBar>(known);
}

const Blockade& BlockadeCache::find(const Position& pos, std::int8_t*& bars) {
  if (pos.has_legal_en_passant()) return uncached_ = find_blockade(pos);
  const std::uint64_t h = structure_hash(pos);
  Unfixed& u = unfixed_[static_cast<std::size_t>(h >> 52) % kUnfixed];
  bars = unfixed_bars_;
  if (u.round == round_ && same_structure(u, pos)) return unfixed_blockade();
  Entry& e = entries_[static_cast<std::size_t>(h >> 58) % kEntries];
  if (e.round == round_ && serves(e, pos)) {
    bars = e.bars;
    return e.blockade;
  }
  const Blockade found = find_blockade(pos);
  if (!found.locked) {
    for (const Color c : {Color::White, Color::Black}) {
      u.pawns[index_of(c)] = pos.pieces(c, PieceType::Pawn);
      u.men[index_of(c)] = men_count(pos, c);
    }
    u.round = round_;
    return unfixed_blockade();
  }
  e.blockade = found;
  for (const Color c : {Color::White, Color::Black}) {
    e.pawns[index_of(c)] = pos.pieces(c, PieceType::Pawn);
    e.men[index_of(c)] = pos.pieces(c) & ~pos.pieces(PieceType::Pawn);
    e.bars[index_of(c)] = -1;
  }
  e.round = round_;
  bars = e.bars;
  return e.blockade;
}

}  // namespace flagfall::chess
