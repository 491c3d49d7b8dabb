// What the arbiter reports: the ruling, the permissions of each side, whole-scenario replay.
#include "rules/arbiter.h"
#include "rules/arbiter_internal.h"
#include "rules/losing_chances.h"

namespace flagfall::rules {

std::vector<Permission> Arbiter::may(chess::Color side, std::int64_t now) const {
  std::vector<Permission> out;
  if (game_over()) return out;
  const bool running = clock_.phase(now) == clock::Phase::Running;
  if (flag_down(~side, now)) out.push_back(Permission::kClaimTime);
  // The player who put his king next to the other king is no claimant where his claim on the
  // opponent's failure to notice loses (USCF 11-7d); if he claims anyway, the arbiter rules it.
  if (illegal_move_claimable_by(side) && !king_adjacent_mover_claim_loses(side)) {
    out.push_back(Permission::kClaimIllegalMove);
    if (ruleset_.king_capture_claims && physical_.is_king_attacked(~side)) {
      out.push_back(Permission::kTakeKing);
    }
  }
  const DrawClaimPolicy& draws = ruleset_.draw_claims;
  if (!draw_claim_fault(side, ClaimKind::kRepetition)) out.push_back(Permission::kClaimRepetition);
  if (!draw_claim_fault(side, ClaimKind::kFiftyMoves)) out.push_back(Permission::kClaimFiftyMoves);
  if (draws.insufficient_losing_chances &&
      losing_chances_listed(physical_, draws.losing_chances_conditions)) {
    out.push_back(Permission::kClaimInsufficientLosingChances);
  }
  const chess::Color promoter =
      ruleset_.promotion_pause_by == PromotionPauseBy::kPromoter ? side : ~side;
  if (running && pawn_on_last_rank(promoter)) out.push_back(Permission::kPausePromotion);
  const bool own_clock_running = running && clock_.running_side(now) == side;
  if (own_clock_running &&
      ((unpromoted_press_by_ == ~side && ruleset_.opponent_may_restart_after_unpromoted_press) ||
       touch_move_violation_by_ == ~side)) {
    out.push_back(Permission::kRestartOpponentClock);
  }
  if (running) out.push_back(Permission::kStopClockDispute);
  out.push_back(Permission::kResign);
  out.push_back(Permission::kOfferDraw);
  return out;
}

Ruling Arbiter::ruling(std::int64_t now) const {
  Ruling r;
  r.ruleset = std::string(ruleset_.id);
  r.outcome = outcome_;
  r.reason = reason_;
  r.rule = rule_;
  r.decided_by = decided_by_;
  r.directors_call = decided_by_ && log_[*decided_by_].directors_call;
  r.draw_counted_for_black = draw_counted_for_black_;
  r.at = game_over() ? ended_at_ : std::max(now, last_t_);
  r.white_ms = clock_.remaining(clock::Side::White, r.at);
  r.black_ms = clock_.remaining(clock::Side::Black, r.at);
  r.may_white = may(chess::Color::White, r.at);
  r.may_black = may(chess::Color::Black, r.at);
  r.log = log();
  return r;
}

std::vector<const Ruleset*> rulesets_for(const Scenario& scenario) {
  if (scenario.rulesets.empty()) return all_rulesets();
  std::vector<const Ruleset*> out;
  for (const Ruleset* r : all_rulesets()) {
    if (meant_for(scenario, r->key)) out.push_back(r);
  }
  return out;
}

Arbiter replay_scenario(const Scenario& scenario, const Ruleset& ruleset,
                        std::optional<std::int64_t> stop_at) {
  Arbiter arbiter(ruleset, scenario.setup);
  std::vector<ScenarioEvent> instant;
  for_each_instant(scenario.events, stop_at, [&](std::size_t first, std::size_t end) {
    instant.assign(scenario.events.begin() + static_cast<std::ptrdiff_t>(first),
                   scenario.events.begin() + static_cast<std::ptrdiff_t>(end));
    arbiter.apply_instant(instant, first);
  });
  return arbiter;
}

Ruling adjudicate(const Scenario& scenario, const Ruleset& ruleset) {
  const std::int64_t last = scenario.events.empty() ? 0 : scenario.events.back().t;
  return replay_scenario(scenario, ruleset).ruling(last);
}

}  // namespace flagfall::rules
