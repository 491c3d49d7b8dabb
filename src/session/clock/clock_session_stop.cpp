// The bar's "Stop / Claim": both clocks stand still at the tap, each player's half offers what he
// may claim, and a choice makes him the claimant (the claim's later steps are in
// clock_session_claim.cpp). Taking the stop back without a claim is ruled as each rulebook says
// (rules::Topic::kStopWithoutClaim).
#include "rules/ruleset.h"
#include "session/clock/clock_session.h"
#include "session/clock/live_text.h"

namespace flagfall::session {
namespace {

using chess::Color;

rules::ScenarioEvent player_event(Color side, rules::EventKind kind) {
  return game::make_event(game::actor_of(side), kind);
}

}  // namespace

void ClockSession::stop_for_claim(EpochMillis at) {
  intent_at_ = at;
  if (sheet_ != ClockSheet::kNone || !started() || live().over()) return;
  undo_.reset();
  claim_.emplace();
  claim_->draft = game::new_claim_draft(live(), Color::White, at);
  claim_->step = ClaimStep::kChoose;
  if (settings_.sound) vibrations_.push_back(Vibration::Claim);
  notice_.clear();
  note_change();  // a reload comes back to the stop (saved())
  show(ClockSheet::kClaim);
  const EpochMillis stopped = claim_->draft.at;
  announce("Clocks stopped for a claim: White " +
               clock::format_remaining(remaining(Color::White, stopped), display_format()) +
               ", Black " +
               clock::format_remaining(remaining(Color::Black, stopped), display_format()) +
               ". Each player may claim, or say No claim to restart the clock.",
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
    announce("No claim. The clocks stay stopped.");
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
  announce("No claim: the clock runs again. The stop charged no one" +
           (rule.empty() ? std::string(".") : "; the rules allow no such stop (" + rule + ")."));
}

void ClockSession::claim_promotion_stop() {
  if (!claim_ || claim_->step != ClaimStep::kChoose || !claim_offer()->promotion_stop) return;
  const Color me = claim_->draft.claimant;
  const Color promoter = *claim_offer()->promotion_stop;
  if (record(claim_->draft.at, game::promotion_stop_entries(me), false))
    open_promotion(promoter, me);
}

}  // namespace flagfall::session
