#pragma once

#include <cstdint>
#include <vector>

#include "chess/types.h"
#include "game/live_game.h"

namespace flagfall::game {

// The one context control a player may have at an instant, as the arbiter permits. The clock
// halves only press: the claim sheet's first step offers it (claim_choices.h), from the instant
// the bar's Stop / Claim stopped the clocks.
enum class HalfControl : std::uint8_t {
  kNone,
  kRestartOpponent,  // after an improper press, restart the opponent's clock (US Chess 11-16)
  kPromotionStop,    // a pawn already waits on the last rank: stop the clocks for the piece
  kPromotionPause,   // the running side has a pawn that can promote now (promotion_chance.h):
                     // stop the clocks for the piece
};

// What a player may do at an instant beside pressing: one query for the whole half.
struct HalfOffer {
  bool claim = false;  // a claim may start: the game has started and is not over
  HalfControl control = HalfControl::kNone;
  // Whose pawn is promoting, for the promotion controls.
  chess::Color promoter = chess::Color::White;
  // The opponent's flag is down and this player may claim it.
  bool may_claim_time = false;
  // The promotion pause where the clock cannot tell whether a pawn is about to promote (rather
  // than the context control, which says the board shows it).
  bool pause_in_menu = false;
};

// `claim_open`: a claim sheet has stopped the clock, so no promotion pause is offered. The pause
// is offered only when a pawn of the running side may reach the last rank on this move
// (promotion_chance.h): as the context control when the board shows it, as `pause_in_menu` when
// the clock cannot rule it out, not at all when no pawn can have come that far.
HalfOffer half_offer(const LiveGame& game, chess::Color side, Millis at, bool claim_open);

// What each control records, for `side` at the game's present.
// A pawn of `promoter` reached the last rank and `side` stops the clocks for the piece.
std::vector<Entry> promotion_pause_entries(const LiveGame& game, chess::Color side,
                                           chess::Color promoter);
// `side` stops the clocks for a pawn already on the last rank.
std::vector<Entry> promotion_stop_entries(chess::Color side);
// The promoting player puts down `piece`; the clocks restart by `resume_by` if he stopped them.
std::vector<Entry> promotion_entries(chess::Color promoter, chess::PieceType piece,
                                     std::optional<chess::Color> resume_by);

// The TD stops or restarts both clocks.
std::vector<Entry> td_pause_entries();
// The players pause or restart both clocks (the bar's Pause): no claim, no call for the TD.
std::vector<Entry> players_pause_entries();
std::vector<Entry> players_resume_entries();
std::vector<Entry> td_resume_entries();

}  // namespace flagfall::game
