#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/move.h"
#include "chess/position.h"
#include "words/msg.h"

namespace flagfall::game {

// The live clock sees presses, not the board. When a ruling needs the board (which pieces each
// side has, what an illegal move was, a pawn waiting to promote), the players say it in a few
// taps and the game puts a stand-in board before the arbiter: a position with exactly the
// pieces they named, kings placed so that every kind of illegal move the app asks about exists,
// and stand-in moves for what happened. docs/game.md describes it.

// The men of one side besides its king.
struct Material {
  int queens = 0;
  int rooks = 0;
  int light_bishops = 0;
  int dark_bishops = 0;
  int knights = 0;
  int pawns = 0;
  friend bool operator==(const Material&, const Material&) = default;
  bool lone_king() const {
    return queens + rooks + light_bishops + dark_bishops + knights + pawns == 0;
  }
  // Counts are limited to what a board can hold: queens 0-9, rooks/bishops/knights 0-10, pawns 0-8.
  bool valid() const;
};

// The quick choices the claim sheet offers, in order. "more" is the default: a rook and a queen
// (what a side has before the endgame: mating material under every rulebook).
struct MaterialPick {
  std::string_view id;  // "more", "king", "bishop", "knight", "two-knights", "pawn"
  words::Msg label;     // "King only", ...
  Material material;
  words::Msg short_label;  // "K", "K+B", ...: for a row of six on a phone
};
const std::vector<MaterialPick>& material_picks();
const MaterialPick* find_material_pick(std::string_view id);
// The pick whose material this is, or nullptr.
const MaterialPick* pick_for(const Material& material);
// "king, queen, rook", "only the king", in the words on show.
std::string describe(const Material& material);

// What the players said an illegal move was.
enum class IllegalKind : std::uint8_t {
  kKingNextToKing,  // the king went next to the other king
  kKingInCheck,     // the king was left in check, or moved into check
  kOther,           // a man moved the wrong way
};
std::string_view illegal_kind_name(
    IllegalKind kind);  // "king-next-to-king", "king-in-check", "other"
bool parse_illegal_kind(std::string_view text, IllegalKind& kind);

// The stand-in board: White's king on e4, Black's on e6 (so a king step onto the 5th rank goes
// next to the other king), the named men parked away from both kings, one man of each side (if
// it has one that can) placed to attack a square beside the other king, and for each side that
// promotes during the game a pawn on its 7th rank (b7 for White, g2 for Black). White to move.
// nullopt when the men cannot all be placed (more men than the squares kept free for them).
std::optional<chess::Position> build_standin(const Material& white, const Material& black,
                                             bool white_promotes, bool black_promotes);

// The squares of the promotion pawn of `side` on the stand-in board.
chess::Move standin_promotion_move(chess::Color side);

// A move by `offender` on `board` (the position before the move) that the chess core judges
// illegal for `kind`'s reason; nullopt if the board offers none (a check needs an attacker).
std::optional<chess::Move> find_illegal_move(const chess::Position& board, chess::Color offender,
                                             IllegalKind kind);

// A move by `claimant` on `board` capturing the other king, if some man of his attacks it.
std::optional<chess::Move> find_king_capture(const chess::Position& board, chess::Color claimant);

// A stand-in board for a game that ends on the board: `move` by `mover` checkmates (or
// stalemates) the other side. White to move; `waiting[side]` is a quiet move that side can make
// first when the board must pass to the other player (none where it would spoil the finish).
struct FinalStandIn {
  chess::Position position;
  chess::Move move;
  std::array<std::optional<chess::Move>, 2> waiting;
};
FinalStandIn standin_checkmate(chess::Color mover);
FinalStandIn standin_stalemate(chess::Color mover);

}  // namespace flagfall::game
