#pragma once

#include <cstdint>
#include <optional>

#include "chess/position.h"
#include "chess/types.h"
#include "game/live_game.h"

namespace flagfall::game {

// Whether a player's next move may put a pawn on the last rank, as far as the clock knows the
// board. The clock sees presses, not moves: it knows the board exactly only at the set-up and
// when the players enter one (a board fact), until the next press. Between those it counts the
// moves made since and asks whether any pawn could have come that far.
enum class PromotionChance : std::uint8_t {
  kNone,    // no pawn of his can reach the last rank on his next move
  kMaybe,   // the clock cannot rule it out: some pawn may have come near enough since the board
            // was last known
  kAtHand,  // the board is known as it stands and a pawn of his can step or capture onto the
            // last rank
};

// The fewest moves `side` needs to put a pawn on the last rank of `board`: each move takes a pawn
// one rank up (two from its first rank), whatever stands in the way, so this never counts more
// moves than a game could take. nullopt when `side` has no pawn.
std::optional<int> moves_to_promote(const chess::Position& board, chess::Color side);

// Whether a pawn of `side` stands on its 7th rank with the square ahead empty or an opponent's
// man diagonally ahead. Pins and checks are not asked: a pawn that reaches the last rank by an
// illegal move still needs its piece, and the arbiter rules on the move itself.
bool promotion_at_hand(const chess::Position& board, chess::Color side);

// The chance for `side`'s next move in `game`: from the latest board the clock knows (the
// set-up, or the last board the players entered) and the presses `side` made since.
PromotionChance promotion_chance(const LiveGame& game, chess::Color side);

}  // namespace flagfall::game
