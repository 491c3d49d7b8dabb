#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "game/claim_draft.h"
#include "game/live_game.h"

namespace flagfall::game {

// What a press with a pawn left unpromoted lets the opponent do, as the ruleset says.
enum class UnpromotedAction : std::uint8_t {
  kNone,     // nothing: no such press, or the ruleset offers nothing for it
  kRestart,  // restart the promoting player's clock (US Chess 11-16)
  kPause,    // stop the clocks while the piece is found
  kClaim,    // claim it as an illegal move (FIDE 7.5.2)
};

// An illegal move's kind as the claim sheet offers it.
struct IllegalChoice {
  IllegalKind kind = IllegalKind::kOther;
  bool press_without_move = false;
  friend bool operator==(const IllegalChoice&, const IllegalChoice&) = default;
};

// Everything the claim sheet may offer for a draft at its instant, from the arbiter's
// permissions: one query for the whole sheet.
struct ClaimOffer {
  // The first step.
  bool time = false;             // the claimant may claim the opponent's flag
  bool both_flags_down = false;  // ... and the opponent may claim his: both flags are down
  bool illegal = false;          // the claimant may claim the opponent's last move as illegal
  UnpromotedAction unpromoted = UnpromotedAction::kNone;
  bool dispute = false;  // the claimant may stop the clock for the director
  // The claimant may stop the clocks for a promotion by this player while the promoter's clock
  // runs (half_controls.h: the board shows a pawn that can promote, or the clock cannot rule it
  // out), from the instant the clock was stopped for the claim.
  std::optional<chess::Color> promotion_pause;
  // A pawn of this player already waits on the last rank (an improper press, then the restart)
  // and the claimant may stop the clocks while the piece is found.
  std::optional<chess::Color> promotion_stop;
  // The draw claims the ruleset has. The clock cannot see moves: repetition and fifty moves are
  // explained, insufficient losing chances is checked on a board.
  bool repetition = false;
  bool fifty_moves = false;
  bool losing_chances = false;
  bool draw() const { return repetition || fifty_moves || losing_chances; }

  // The details of a time or illegal-move claim.
  // The opponent's claim at the same instant: an illegal move against the claimant's time claim,
  // or the claimant's flag against his illegal-move claim.
  bool simultaneous = false;
  // The kinds of illegal move to choose from (none for an unpromoted pawn); FIDE adds a press
  // without a move.
  std::vector<IllegalChoice> kinds;
  bool take_king = false;  // the illegal-move claimant may take the king to claim
};

ClaimOffer claim_offer(const LiveGame& game, const ClaimDraft& draft);

}  // namespace flagfall::game
