// The claim sheet's draw claims and the game's results: what the ruleset allows and the clock
// can check, an insufficient-losing-chances claim, and each ending the players record (each asks
// to be confirmed first: ending_sheet.cpp).
#include "session/clock/sheets/claim_sheet.h"

#include "clock/display.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets_internal.h"
#include "session/clock/live_text.h"

namespace flagfall::session {

using chess::Color;
using sheet_words::fixed;

std::vector<std::string> draw_claim_texts(const ClockSession& s) {
  const game::ClaimOffer offer = *s.claim_offer();
  const std::string name(ruleset_short_name(s.game().ruleset().id));
  std::vector<std::string> out;
  if (offer.repetition || offer.fifty_moves) {
    const std::string by = offer.repetition && offer.fifty_moves
                               ? "threefold repetition or fifty moves"
                           : offer.repetition ? "threefold repetition"
                                              : "fifty moves";
    out.push_back(name + " allows a draw claim by " + by +
                  ". The clock cannot see the moves to check it: agree the draw, or stop the "
                  "clock for the director.");
  }
  if (offer.losing_chances) {
    out.push_back(
        "Insufficient losing chances: set up the board and the arbiter checks it against the "
        "positions " +
        name + " lists.");
  }
  return out;
}

ClockControls draw_claim_controls(const ClockSession& s) {
  const game::ClaimOffer offer = *s.claim_offer();
  ClockControls out;
  if (offer.losing_chances)
    out.push_back(control("Losing chances: set up the board\xE2\x80\xA6", {A::kLosingChances}));
  out.push_back(control("Draw agreed", {A::kDrawAgreed}));
  if (offer.dispute) out.push_back(control("Stop the clock for the director", {A::kDrawDirector}));
  out.push_back(control("Back", {A::kClaimBack}));
  return out;
}

ClockControls result_choices() {
  ClockControls out;
  for (const auto& [verb, action] :
       {std::pair{" mates", A::kMate}, std::pair{" stalemates", A::kStalemate},
        std::pair{" resigns", A::kResign}}) {
    for (const Color side : chess::kBothColors)
      out.push_back(control(std::string(color_label(side)) + verb, {action, side}));
  }
  out.push_back(control("Draw agreed", {A::kResultAgreed}));
  return out;
}

const char* result_hint() {
  return "\"White mates\": White's move gave checkmate (or stalemate).";
}

void ClockSession::open_draw_claims() {
  if (!claim_ || claim_->step != ClaimStep::kChoose || !claim_offer()->draw()) return;
  set_step(ClaimStep::kDraw);
}

void ClockSession::open_results() {
  if (!claim_ || claim_->step != ClaimStep::kChoose) return;
  set_step(ClaimStep::kResult);
}

void ClockSession::claim_losing_chances() {
  if (!claim_ || claim_->step != ClaimStep::kDraw || !claim_offer()->losing_chances) return;
  claim_->draft.losing_chances = true;
  open_board_setup_from(ClaimStep::kDraw);
}

void ClockSession::draw_agreed() {
  if (!claim_ || (claim_->step != ClaimStep::kDraw && claim_->step != ClaimStep::kResult)) return;
  ask_to_end("Draw agreed", game::draw_agreed_entries(claim_->draft.claimant), claim_->draft.at,
             ClockSheet::kClaim);
}

void ClockSession::record_checkmate(Color mover) {
  if (!claim_ || claim_->step != ClaimStep::kResult) return;
  ask_to_end(std::string(color_label(mover)) + " mates", game::checkmate_entries(live(), mover),
             claim_->draft.at, ClockSheet::kClaim);
}

void ClockSession::record_stalemate(Color mover) {
  if (!claim_ || claim_->step != ClaimStep::kResult) return;
  ask_to_end(std::string(color_label(mover)) + " stalemates",
             game::stalemate_entries(live(), mover), claim_->draft.at, ClockSheet::kClaim);
}

void ClockSession::record_resignation(Color side) {
  if (!claim_ || claim_->step != ClaimStep::kResult) return;
  ask_to_end(std::string(color_label(side)) + " resigns", game::resignation_entries(side),
             claim_->draft.at, ClockSheet::kClaim);
}

}  // namespace flagfall::session
