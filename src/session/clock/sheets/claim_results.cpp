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
using words::Msg;

std::vector<std::string> draw_claim_texts(const ClockSession& s) {
  const game::ClaimOffer offer = *s.claim_offer();
  const std::string name(ruleset_short_name(s.game().ruleset().id));
  std::vector<std::string> out;
  if (offer.repetition || offer.fifty_moves) {
    out.push_back(offer.repetition && offer.fifty_moves
                      ? words::format<Msg::kClockSheetClaimDrawByBoth>(name)
                  : offer.repetition ? words::format<Msg::kClockSheetClaimDrawByRepetition>(name)
                                     : words::format<Msg::kClockSheetClaimDrawByFifty>(name));
  }
  if (offer.losing_chances) {
    out.push_back(words::format<Msg::kClockSheetClaimLosingChancesText>(name));
  }
  return out;
}

ClockControls draw_claim_controls(const ClockSession& s) {
  const game::ClaimOffer offer = *s.claim_offer();
  ClockControls out;
  if (offer.losing_chances)
    out.push_back(control(Msg::kClockSheetClaimLosingChances, {A::kLosingChances}));
  out.push_back(control(Msg::kClockSheetClaimDrawAgreed, {A::kDrawAgreed}));
  if (offer.dispute) out.push_back(control(Msg::kClockSheetClaimDirector, {A::kDrawDirector}));
  out.push_back(control(Msg::kClockSheetBack, {A::kClaimBack}));
  return out;
}

ClockControls result_choices() {
  ClockControls out;
  for (const Color side : chess::kBothColors)
    out.push_back(
        control(words::format<Msg::kClockSheetClaimMates>(side_name(side)), {A::kMate, side}));
  for (const Color side : chess::kBothColors) {
    out.push_back(control(words::format<Msg::kClockSheetClaimStalemates>(side_name(side)),
                          {A::kStalemate, side}));
  }
  for (const Color side : chess::kBothColors)
    out.push_back(
        control(words::format<Msg::kClockSheetClaimResigns>(side_name(side)), {A::kResign, side}));
  out.push_back(control(Msg::kClockSheetClaimDrawAgreed, {A::kResultAgreed}));
  return out;
}

const char* result_hint() {
  return words::text(Msg::kClockSheetClaimResultHint).data();
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
  ask_to_end(Msg::kClockSheetClaimDrawAgreed, std::nullopt,
             game::draw_agreed_entries(claim_->draft.claimant), claim_->draft.at,
             ClockSheet::kClaim);
}

void ClockSession::record_checkmate(Color mover) {
  if (!claim_ || claim_->step != ClaimStep::kResult) return;
  ask_to_end(Msg::kClockSheetClaimMates, mover, game::checkmate_entries(live(), mover),
             claim_->draft.at, ClockSheet::kClaim);
}

void ClockSession::record_stalemate(Color mover) {
  if (!claim_ || claim_->step != ClaimStep::kResult) return;
  ask_to_end(Msg::kClockSheetClaimStalemates, mover, game::stalemate_entries(live(), mover),
             claim_->draft.at, ClockSheet::kClaim);
}

void ClockSession::record_resignation(Color side) {
  if (!claim_ || claim_->step != ClaimStep::kResult) return;
  ask_to_end(Msg::kClockSheetClaimResigns, side, game::resignation_entries(side), claim_->draft.at,
             ClockSheet::kClaim);
}

}  // namespace flagfall::session
