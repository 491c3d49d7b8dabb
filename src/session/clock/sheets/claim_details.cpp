// A time or illegal-move claim's details: the claimant fills in a draft (src/game/claim_draft.h)
// step by step, and the arbiter rules on it when he confirms, at the instant of the stop. Nothing
// is recorded before that.
#include "session/clock/sheets/claim_sheet.h"

#include <algorithm>

#include "clock/display.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets_internal.h"
#include "session/clock/live_text.h"

namespace flagfall::session {

using chess::Color;
using sheet_words::fixed;
using words::Msg;

ClockControls simultaneous_claim(const ClockSession& s) {
  const game::ClaimDraft& d = s.claim()->draft;
  if (!s.claim_offer()->simultaneous) return {};
  const bool claims_time = d.time_claim_by == d.claimant;
  ClockControls out;
  out.push_back(control(
      capitalised(claims_time
                      ? words::format<Msg::kClockSheetClaimAlsoIllegal>(side_words(~d.claimant))
                      : words::format<Msg::kClockSheetClaimAlsoTime>(side_words(~d.claimant))),
      {A::kSimultaneous},
      claims_time ? d.illegal_claim_by.has_value() : d.time_claim_by.has_value()));
  return out;
}

std::string illegal_kind_prompt(const ClockSession& s) {
  const game::ClaimDraft& d = s.claim()->draft;
  if (s.claim_offer()->kinds.empty() || !d.illegal_claim_by) return "";
  return words::format<Msg::kClockSheetClaimWhatDid>(side_words(~*d.illegal_claim_by));
}

int illegal_kind_index(const game::IllegalChoice& choice) {
  if (choice.press_without_move) return 0;
  switch (choice.kind) {
    case game::IllegalKind::kKingNextToKing:
      return 1;
    case game::IllegalKind::kKingInCheck:
      return 2;
    case game::IllegalKind::kOther:
      break;
  }
  return 3;
}

ClockControls illegal_kinds(const ClockSession& s) {
  const game::ClaimDraft& d = s.claim()->draft;
  const game::ClaimOffer offer = *s.claim_offer();
  ClockControls out;
  for (const game::IllegalChoice& choice : offer.kinds) {
    const ClockIntent intent{A::kKind, {}, illegal_kind_index(choice)};
    const Msg label =
        choice.press_without_move                           ? Msg::kClockSheetClaimPressedNoMove
        : choice.kind == game::IllegalKind::kKingNextToKing ? Msg::kClockSheetClaimKingNextToKing
        : choice.kind == game::IllegalKind::kKingInCheck    ? Msg::kClockSheetClaimKingInCheck
                                                            : Msg::kClockSheetClaimWrongMove;
    const bool on = d.press_without_move == choice.press_without_move &&
                    (choice.press_without_move || d.kind == choice.kind);
    out.push_back(control(label, intent, on));
  }
  return out;
}

ClockControls material_picks(const ClockSession& s, Color side) {
  const std::string& chosen = s.claim()->draft.material[chess::index_of(side)];
  ClockControls out;
  for (const game::MaterialPick& pick : game::material_picks()) {
    out.push_back(control(
        words::format<Msg::kClockSheetClaimMaterial>(
            words::text(side == Color::White ? Msg::kClockScreenWhite : Msg::kClockScreenBlack),
            words::text(pick.label)),
        {A::kMaterial, side, static_cast<int>(out.size())}, chosen == pick.id));
  }
  return out;
}

std::string material_hint(const ClockSession& s) {
  return std::string(words::text(s.claim()->draft.board_fen.empty()
                                     ? Msg::kClockSheetClaimWhoHasWhat
                                     : Msg::kClockSheetClaimOnThisBoard));
}

ClockControls take_king(const ClockSession& s) {
  const game::ClaimDraft& d = s.claim()->draft;
  if (!s.claim_offer()->take_king || !d.illegal_claim_by) return {};
  ClockControls out;
  out.push_back(control(
      capitalised(words::format<Msg::kClockSheetClaimTookKing>(side_words(*d.illegal_claim_by))),
      {A::kTakeKing}, d.take_king));
  return out;
}

ClockControls details_end() {
  return fixed(
      {{Msg::kClockSheetBack, A::kClaimBack}, {Msg::kClockSheetClaimRuleOnIt, A::kConfirmClaim}});
}

void ClockSession::toggle_simultaneous_claim() {
  if (!claim_ || claim_->step != ClaimStep::kDetails || !claim_offer()->simultaneous) return;
  game::ClaimDraft& d = claim_->draft;
  const Color other = ~d.claimant;
  if (d.time_claim_by == d.claimant) {
    if (d.illegal_claim_by) {
      d.illegal_claim_by.reset();
    } else {
      d.illegal_claim_by = other;
    }
  } else if (d.illegal_claim_by == d.claimant) {
    if (d.time_claim_by) {
      d.time_claim_by.reset();
    } else {
      d.time_claim_by = other;
    }
  }
  settle_take_king();
}

void ClockSession::choose_illegal_kind(game::IllegalChoice choice) {
  if (!claim_ || claim_->step != ClaimStep::kDetails) return;
  const auto offer = claim_offer();
  if (std::find(offer->kinds.begin(), offer->kinds.end(), choice) == offer->kinds.end()) return;
  claim_->draft.kind = choice.kind;
  claim_->draft.press_without_move = choice.press_without_move;
  settle_take_king();
}

void ClockSession::pick_material(Color side, std::string_view pick_id) {
  if (!claim_ || claim_->step != ClaimStep::kDetails || !game::find_material_pick(pick_id)) return;
  claim_->draft.material[chess::index_of(side)] = std::string(pick_id);
  settle_take_king();
}

void ClockSession::toggle_take_king() {
  if (!claim_ || claim_->step != ClaimStep::kDetails) return;
  if (claim_->draft.take_king) {
    claim_->draft.take_king = false;
  } else if (claim_offer()->take_king) {
    claim_->draft.take_king = true;
  }
}

// Taking the king stays chosen only while the draft allows it.
void ClockSession::settle_take_king() {
  if (claim_ && claim_->draft.take_king && !claim_offer()->take_king)
    claim_->draft.take_king = false;
}

void ClockSession::claim_back() {
  if (!claim_) return;
  switch (claim_->step) {
    case ClaimStep::kDetails: {
      // Back to the first step with a fresh draft; the material picks stay.
      game::ClaimDraft fresh;
      fresh.claimant = claim_->draft.claimant;
      fresh.at = claim_->draft.at;
      fresh.material = claim_->draft.material;
      claim_->draft = fresh;
      set_step(ClaimStep::kChoose);
      notice_.clear();
      break;
    }
    case ClaimStep::kDraw:
    case ClaimStep::kResult:
      set_step(ClaimStep::kChoose);
      break;
    case ClaimStep::kChoose:
    case ClaimStep::kBoard:
      break;
  }
}

void ClockSession::confirm_claim() {
  if (!claim_) return;
  const game::ClaimDraft draft = claim_->draft;
  game::ClaimSubmission submission = game::submit_claim(live(), draft);
  if (!submission.problem.empty()) {
    say(words::format<Msg::kClockSheetClaimRefused>(submission.problem));
    return;
  }
  if (record(draft.at, std::move(submission.entries), true))
    ruling_.holds_clock = submission.holds_clock;
}

}  // namespace flagfall::session
