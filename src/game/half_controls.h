#pragma once

#include <cstdint>
#include <vector>

#include "chess/types.h"
#include "game/live_game.h"

namespace flagfall::game {

// The one control a clock half may show beside "Claim…", as the arbiter permits.
enum class HalfControl : std::uint8_t {
  kNone,
  kRestartOpponent,  // after an improper press, restart the opponent's clock (US Chess 11-16)
  kPromotionStop,    // a pawn already waits on the last rank: stop the clocks for the piece
  kPromotionPause,   // the running side may be promoting: stop the clocks for the piece
};

// What a clock half offers its player at an instant: one query for the whole half.
struct HalfOffer {
  bool claim = false;  // "Claim…": the game has started and is not over
  HalfControl control = HalfControl::kNone;
  // Whose pawn is promoting, for the promotion controls.
  chess::Color promoter = chess::Color::White;
  // The opponent's flag is down and this player may claim it.
  bool may_claim_time = false;
};

// `claim_open`: a claim sheet has stopped the clock, so no promotion pause is offered.
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
std::vector<Entry> td_resume_entries();

}  // namespace flagfall::game
