// The claim sheet's first step, the bar's Stop / Claim: both clocks stand still at the tap, each
// player's half offers what he may claim from the stop, and a choice makes him the claimant (the
// later steps: claim_details.cpp, claim_board.cpp, claim_results.cpp). Taking the stop back
// without a claim is ruled as each rulebook says (rules::Topic::kStopWithoutClaim).
#include "session/clock/sheets/claim_sheet.h"

#include <algorithm>

#include "clock/display.h"
#include "rules/ruleset.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets_internal.h"
#include "session/clock/live_text.h"

namespace flagfall::session {

using chess::Color;
using words::Msg;

namespace {

rules::ScenarioEvent player_event(Color side, rules::EventKind kind) {
  return game::make_event(game::actor_of(side), kind);
}

}  // namespace

std::string claim_title(const ClockSession& s) {
  return std::string(words::text(s.claim()->draft.claimant == Color::White
                                     ? Msg::kClockSheetClaimWhiteClaims
                                     : Msg::kClockSheetClaimBlackClaims));
}

ClockControls claim_panel(const ClockSession& s, Color side) {
  const std::optional<game::ClaimOffer> offered = s.claim_offer(side);
  if (!offered) return {};
  const game::ClaimOffer& offer = *offered;
  const std::string other = side_words(~side);
  const std::string others = side_of_words(~side);
  ClockControls out;
  const auto add = [&](std::string label, ClockAction what) {
    out.push_back(control(label, {what, side}));
  };
  if (offer.time) {
    add(offer.both_flags_down ? std::string(words::text(Msg::kClockSheetClaimBothFlags))
                              : words::format<Msg::kClockSheetClaimFlagFell>(others),
        A::kClaimTime);
  }
  if (offer.illegal) add(words::format<Msg::kClockSheetClaimIllegal>(others), A::kClaimIllegal);
  // A press with a pawn left unpromoted: the ruleset says what follows (restart, pause, claim).
  if (offer.unpromoted != game::UnpromotedAction::kNone)
    add(capitalised(words::format<Msg::kClockSheetClaimUnpromoted>(other)), A::kClaimUnpromoted);
  if (offer.promotion_pause) {
    add(*offer.promotion_pause == side
            ? std::string(words::text(Msg::kClockSheetClaimPromoting))
            : capitalised(words::format<Msg::kClockSheetClaimPromotes>(other)),
        A::kPromotionPause);
  }
  if (offer.promotion_stop) {
    add(*offer.promotion_stop == side
            ? std::string(words::text(Msg::kClockSheetClaimPromotionPiece))
            : words::format<Msg::kClockSheetClaimPromotionOf>(others),
        A::kPromotionStop);
  }
  if (offer.draw()) add(std::string(words::text(Msg::kClockSheetClaimDraw)), A::kOpenDraw);
  add(std::string(words::text(Msg::kClockSheetClaimGameOver)), A::kOpenResults);
  if (offer.dispute) add(std::string(words::text(Msg::kClockSheetClaimDirector)), A::kDispute);
  add(std::string(words::text(Msg::kClockSheetClaimNoClaim)), A::kNoClaim);
  return out;
}

std::string claim_stop_summary(const ClockSession& s, EpochMillis now) {
  clock::DisplayFormat format;
  format.tenths_below = 20 * clock::kSecond;
  const EpochMillis at = s.view_time(now);
  return words::format<Msg::kClockSheetClaimStoppedSummary>(
      clock::format_remaining(s.remaining(Color::White, at), format),
      clock::format_remaining(s.remaining(Color::Black, at), format));
}

void ClockSession::stop_for_claim(EpochMillis at) {
  intent_at_ = at;
  if (sheet_ != ClockSheet::kNone || !started() || live().over()) return;
  ruling_.undo.reset();
  claim_.emplace();
  claim_->draft = game::new_claim_draft(live(), Color::White, at);
  claim_->step = ClaimStep::kChoose;
  if (settings_.sound) vibrations_.push_back(Vibration::Claim);
  notice_.clear();
  note_change();  // a reload comes back to the stop (saved())
  show(ClockSheet::kClaim);
  const EpochMillis stopped = claim_->draft.at;
  announce(words::format<Msg::kClockNoticeStoppedForClaim>(
               clock::format_remaining(remaining(Color::White, stopped), display_format()),
               clock::format_remaining(remaining(Color::Black, stopped), display_format())),
           true);
}

void ClockSession::open_claim(Color claimant, EpochMillis at) {
  if (sheet_ != ClockSheet::kNone) return;
  stop_for_claim(at);
  if (claim_ && claim_->step == ClaimStep::kChoose) choose_claimant(claimant);
}

void ClockSession::choose_claimant(Color side) {
  if (!claim_ || claim_->step != ClaimStep::kChoose) return;
  if (claim_->draft.claimant != side) {
    claim_->draft = game::new_claim_draft(live(), side, claim_->draft.at);
  }
  claim_->claimant_chosen = true;
  faces_ = side;  // the claim's later steps, and the ruling on it, face him
}

void ClockSession::no_claim(Color side, EpochMillis at) {
  intent_at_ = at;
  if (!claim_ || claim_->step != ClaimStep::kChoose) return;
  const EpochMillis stopped = claim_->draft.at;
  const bool running =
      live().game_clock().phase(live().game_time(stopped)) == clock::Phase::Running;
  claim_.reset();
  show(ClockSheet::kNone);
  note_change();
  if (!running) {
    announce(std::string(words::text(Msg::kClockNoticeNoClaimStopped)));
    return;
  }
  // The stop was real: it is recorded as `side`'s, with his restart now, so the time it stood
  // still is charged to no one, and the rulebook's word on such a stop goes in the record.
  rules::ScenarioEvent stop = player_event(side, rules::EventKind::kPause);
  stop.reason = rules::PauseReason::kNoClaim;
  if (!record(stopped, {game::Entry::of(stop)}, false)) return;
  record(std::max(at, stopped), {game::Entry::of(player_event(side, rules::EventKind::kResume))},
         false);
  const std::string rule = live().ruleset().cite(rules::Topic::kStopWithoutClaim);
  announce(rule.empty() ? std::string(words::text(Msg::kClockNoticeNoClaim))
                        : words::format<Msg::kClockNoticeNoClaimRuled>(rule));
}

void ClockSession::claim_promotion_stop() {
  if (!claim_ || claim_->step != ClaimStep::kChoose || !claim_offer()->promotion_stop) return;
  const Color me = claim_->draft.claimant;
  const Color promoter = *claim_offer()->promotion_stop;
  if (record(claim_->draft.at, game::promotion_stop_entries(me), false))
    open_promotion(promoter, me);
}

std::optional<game::ClaimOffer> ClockSession::claim_offer(std::optional<Color> side) const {
  if (!claim_) return std::nullopt;
  if (!side) return game::claim_offer(live(), claim_->draft);
  game::ClaimDraft draft;
  draft.claimant = *side;
  draft.at = claim_->draft.at;
  return game::claim_offer(live(), draft);
}

void ClockSession::claim_time() {
  if (!claim_ || claim_->step != ClaimStep::kChoose || !claim_offer()->time) return;
  claim_->draft.time_claim_by = claim_->draft.claimant;
  set_step(ClaimStep::kDetails);
}

void ClockSession::claim_illegal() {
  if (!claim_ || claim_->step != ClaimStep::kChoose || !claim_offer()->illegal) return;
  claim_->draft.illegal_claim_by = claim_->draft.claimant;
  set_step(ClaimStep::kDetails);
}

void ClockSession::claim_unpromoted() {
  if (!claim_ || claim_->step != ClaimStep::kChoose) return;
  game::ClaimDraft& d = claim_->draft;
  const Color me = d.claimant;
  const EpochMillis at = d.at;
  switch (claim_offer()->unpromoted) {
    case game::UnpromotedAction::kClaim:
      d.illegal_claim_by = me;
      d.kind = game::IllegalKind::kOther;
      d.press_without_move = false;
      d.unpromoted = true;
      set_step(ClaimStep::kDetails);
      break;
    case game::UnpromotedAction::kRestart:
      record(at, game::unpromoted_press_entries(live(), me), true);
      break;
    case game::UnpromotedAction::kPause:
      if (record(at, game::unpromoted_pause_entries(live(), me), false)) open_promotion(~me, me);
      break;
    case game::UnpromotedAction::kNone:
      break;
  }
}

void ClockSession::stop_for_dispute() {
  if (!claim_ || !claim_offer()->dispute) return;
  const Color me = claim_->draft.claimant;
  record(claim_->draft.at, game::dispute_entries(me), true);
}

void ClockSession::claim_promotion_pause() {
  if (!claim_ || claim_->step != ClaimStep::kChoose || !claim_offer()->promotion_pause) return;
  const Color me = claim_->draft.claimant;
  const Color promoter = *claim_offer()->promotion_pause;
  if (record(claim_->draft.at, game::promotion_pause_entries(live(), me, promoter), false))
    open_promotion(promoter, me);
}

}  // namespace flagfall::session
