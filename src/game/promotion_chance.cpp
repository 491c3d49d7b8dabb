#include "game/promotion_chance.h"

#include <algorithm>
#include <string>

#include "chess/bitboard.h"
#include "chess/fen.h"

namespace flagfall::game {
namespace {

using chess::Color;
using chess::PieceType;

// The latest board the clock knows and the index of the first log entry after it.
struct KnownBoard {
  std::string fen;
  std::size_t from = 0;
};

KnownBoard known_board(const LiveGame& game) {
  const std::vector<Entry>& entries = game.entries();
  for (std::size_t i = entries.size(); i-- > 0;) {
    const auto& f = entries[i].fact;
    // A board entered "before" a press stood on the board before that press.
    if (f && f->kind == FactKind::kBoard) return {f->fen, f->before.value_or(i)};
  }
  const std::string& fen = game.setup().fen;
  return {fen.empty() ? std::string(chess::kStartingFen) : fen, 0};
}

// The presses by `side` (or by either player, without one) from the log entry `from` on.
int presses_since(const LiveGame& game, std::optional<Color> side, std::size_t from) {
  const std::vector<Entry>& entries = game.entries();
  return static_cast<int>(
      std::count_if(entries.begin() + static_cast<std::ptrdiff_t>(std::min(from, entries.size())),
                    entries.end(), [&](const Entry& e) {
                      return e.event && e.event->kind == rules::EventKind::kPress &&
                             (!side || e.event->by == actor_of(*side));
                    }));
}

}  // namespace

std::optional<int> moves_to_promote(const chess::Position& board, Color side) {
  std::optional<int> fewest;
  chess::Bitboard pawns = board.pieces(side, PieceType::Pawn);
  while (pawns) {
    const int rank = chess::relative_rank(side, chess::pop_lsb(pawns));
    // From the first rank (a set-up may put a pawn there) or the second, a two-square step.
    const int moves = rank <= 1 ? 6 - std::max(rank, 1) : 7 - rank;
    if (!fewest || moves < *fewest) fewest = moves;
  }
  return fewest;
}

bool promotion_at_hand(const chess::Position& board, Color side) {
  chess::Bitboard pawns = board.pieces(side, PieceType::Pawn);
  while (pawns) {
    const chess::Square from = chess::pop_lsb(pawns);
    if (chess::relative_rank(side, from) != 6) continue;
    const int ahead = side == Color::White ? 8 : -8;
    const auto step = static_cast<chess::Square>(from + ahead);
    if (board.piece_at(step) == chess::Piece::None) return true;
    if (chess::pawn_attacks(side, from) & board.pieces(~side)) return true;
  }
  return false;
}

PromotionChance promotion_chance(const LiveGame& game, Color side) {
  const KnownBoard known = known_board(game);
  const auto parsed = chess::parse_fen(known.fen);
  if (!parsed) return PromotionChance::kMaybe;
  // Known as it stands: no move by either player since.
  if (presses_since(game, std::nullopt, known.from) == 0) {
    return promotion_at_hand(*parsed.position, side) ? PromotionChance::kAtHand
                                                     : PromotionChance::kNone;
  }
  const int made = presses_since(game, side, known.from);
  const auto needed = moves_to_promote(*parsed.position, side);
  return needed && *needed <= made + 1 ? PromotionChance::kMaybe : PromotionChance::kNone;
}

}  // namespace flagfall::game
