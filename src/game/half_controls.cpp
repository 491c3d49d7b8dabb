#include "game/half_controls.h"

#include "game/promotion_chance.h"

namespace flagfall::game {
namespace {

using chess::Color;
using rules::Permission;

rules::ScenarioEvent promotion_pause(Color side) {
  rules::ScenarioEvent pause = make_event(actor_of(side), rules::EventKind::kPause);
  pause.reason = rules::PauseReason::kPromotion;
  return pause;
}

}  // namespace

HalfOffer half_offer(const LiveGame& game, Color side, Millis at, bool claim_open) {
  HalfOffer offer;
  if (!game.started()) return offer;
  const Millis t = game.game_time(at);
  const clock::Clock& clock = game.game_clock();
  const bool other_flag_down = clock.flag_at(~side, t).has_value();
  offer.may_claim_time = other_flag_down && game.may_do(side, Permission::kClaimTime, at);
  if (game.over()) return offer;
  offer.claim = true;
  if (game.may_do(side, Permission::kRestartOpponentClock, at)) {
    offer.control = HalfControl::kRestartOpponent;
    offer.promoter = ~side;
    return offer;
  }
  if (game.may_do(side, Permission::kPausePromotion, at)) {
    offer.control = HalfControl::kPromotionStop;
    offer.promoter = game.promoter_when_paused_by(side);
    return offer;
  }
  // While the promoting player's clock runs, the ruleset says whether he or his opponent may
  // stop the clocks for the piece.
  const auto running = clock.running_side(t);
  if (claim_open || !running || clock.phase(t) != clock::Phase::Running ||
      clock.flag_at(*running, t)) {
    return offer;
  }
  const Color promoter = *running;
  const PromotionChance chance = promotion_chance(game, promoter);
  if (chance == PromotionChance::kNone) return offer;
  const Fact pawn = game.pawn_fact(promoter);
  if (!pawn.before &&
      permits(game.may_after(side, at, {Entry::of(pawn)}), Permission::kPausePromotion)) {
    if (chance == PromotionChance::kAtHand) {
      offer.control = HalfControl::kPromotionPause;
    } else {
      offer.pause_in_menu = true;
    }
    offer.promoter = promoter;
  }
  return offer;
}

std::vector<Entry> promotion_pause_entries(const LiveGame& game, Color side, Color promoter) {
  return {Entry::of(game.pawn_fact(promoter)), Entry::of(promotion_pause(side))};
}

std::vector<Entry> promotion_stop_entries(Color side) {
  return {Entry::of(promotion_pause(side))};
}

std::vector<Entry> promotion_entries(Color promoter, chess::PieceType piece,
                                     std::optional<Color> resume_by) {
  rules::ScenarioEvent promote = make_event(actor_of(promoter), rules::EventKind::kPromote);
  promote.piece = piece;
  std::vector<Entry> entries = {Entry::of(promote)};
  if (resume_by)
    entries.push_back(Entry::of(make_event(actor_of(*resume_by), rules::EventKind::kResume)));
  return entries;
}

std::vector<Entry> td_pause_entries() {
  return {Entry::of(make_event(rules::Actor::kTd, rules::EventKind::kPause))};
}

std::vector<Entry> players_pause_entries() {
  rules::ScenarioEvent pause = make_event(rules::Actor::kTd, rules::EventKind::kPause);
  pause.reason = rules::PauseReason::kPlayers;
  return {Entry::of(pause)};
}

std::vector<Entry> players_resume_entries() {
  rules::ScenarioEvent resume = make_event(rules::Actor::kTd, rules::EventKind::kResume);
  resume.reason = rules::PauseReason::kPlayers;
  return {Entry::of(resume)};
}

std::vector<Entry> td_resume_entries() {
  return {Entry::of(make_event(rules::Actor::kTd, rules::EventKind::kResume))};
}

}  // namespace flagfall::game
