// The arbiter's rulings on draw claims: repetition, fifty moves, insufficient losing chances;
// and the draws a player could claim, where a rulebook makes them matter to mating material.
#include <algorithm>

#include "rules/arbiter.h"
#include "rules/arbiter_internal.h"
#include "rules/losing_chances.h"

namespace flagfall::rules {

const chess::Board& Arbiter::board_as_it_stands(std::optional<chess::Board>& scratch) const {
  if (pending_moves_.size() != 1 || !turn_start_) return board_;
  chess::Position start = *turn_start_;
  start.set_side_to_move(pending_by_);
  if (!(start == board_.position()) ||
      !chess::check_move(start, pending_moves_.front()).is_legal()) {
    return board_;
  }
  scratch.emplace(board_);
  scratch->push(pending_moves_.front());
  return *scratch;
}

bool Arbiter::perpetual_check_claim(const chess::Board& board) const {
  // A repetition in a run of checks is a claim of perpetual check in some rulebooks (Scholastic
  // 11b), with its own claimant and cost. The rule names no side: whoever counts the third time
  // claims, the checking side (the other king in check) or the checked (just out of it).
  return ruleset_.rule(Topic::kPerpetualCheckClaim) != nullptr &&
         (board.is_check() || board.last_move_out_of_check());
}

std::optional<Denial> Arbiter::draw_claim_fault(chess::Color claimant, ClaimKind kind) const {
  const DrawClaimPolicy& policy = ruleset_.draw_claims;
  const bool repetition = kind == ClaimKind::kRepetition;
  if (!(repetition ? policy.repetition : policy.fifty_moves)) {
    return Denial::kDrawClaimNotInRulebook;
  }
  std::optional<chess::Board> scratch;
  const chess::Board& board = board_as_it_stands(scratch);
  const bool perpetual = repetition && perpetual_check_claim(board);
  const DrawClaimant who =
      perpetual ? policy.perpetual_check_claimant : policy.repetition_or_fifty_claimant;
  if (who == DrawClaimant::kPlayerHavingTheMove && !has_the_move(claimant)) {
    return Denial::kNotHavingTheMove;
  }
  const bool holds = repetition ? board.is_threefold_repetition() : board.is_fifty_moves();
  return holds ? std::nullopt : std::optional<Denial>(Denial::kDrawNotReached);
}

std::optional<ClaimKind> Arbiter::claimable_draw() const {
  if (!ruleset_.claimable_draw_voids_mating_material) return std::nullopt;
  const DrawClaimPolicy& policy = ruleset_.draw_claims;
  std::optional<chess::Board> scratch;
  const chess::Board& board = board_as_it_stands(scratch);
  // "A position where one could claim": whoever has the move could.
  if (policy.repetition && board.is_threefold_repetition()) return ClaimKind::kRepetition;
  if (policy.fifty_moves && board.is_fifty_moves()) return ClaimKind::kFiftyMoves;
  return std::nullopt;
}

void Arbiter::on_draw_claim(const Claim& claim, std::int64_t t, bool was_running) {
  const chess::Color claimant = claim.by;
  const DrawClaimPolicy& policy = ruleset_.draw_claims;
  const bool repetition = claim.kind == ClaimKind::kRepetition;
  std::optional<chess::Board> scratch;
  const bool perpetual = repetition && perpetual_check_claim(board_as_it_stands(scratch));
  const Topic own = perpetual    ? Topic::kPerpetualCheckClaim
                    : repetition ? Topic::kRepetitionClaim
                                 : Topic::kFiftyMoveClaim;
  const Topic topic = ruleset_.rule(own) ? own : Topic::kDrawClaimsCarryOver;
  LogEntry ruling = line(Happening::kClaimDenied, claimant);
  ruling.claim = claim.kind;
  const std::optional<Denial> fault = draw_claim_fault(claimant, claim.kind);
  if (!fault) {
    ruling.what = Happening::kDrawClaimUpheld;
    // Scholastic 17a: a drawn-position claim the TD upholds ends the game.
    if (perpetual) ruling.also = ruleset_.cite(Topic::kDrawAppeal);
    end(Outcome::kDraw, repetition ? Reason::kRepetition : Reason::kFiftyMoves, topic, claim.index,
        t, ruling);
    return;
  }
  ruling.denial = *fault;
  if (*fault == Denial::kDrawClaimNotInRulebook) {
    deny_claim(ruling, claim.index, t,
               ruleset_.rule(Topic::kDrawClaimsCarryOver) ? Topic::kDrawClaimsCarryOver : topic,
               DeniedClaimCost::kNothing, was_running);
    return;
  }
  deny_claim(ruling, claim.index, t, topic,
             perpetual ? policy.denied_perpetual_check : policy.denied_repetition_or_fifty,
             was_running);
  if (policy.claim_is_offer) {
    // FIDE 9.1.2.3: the claim counts as a draw offer, which stands (9.1.2.1) until the
    // opponent accepts it or touches a piece to move it.
    draw_offer_by_ = claimant;
    LogEntry offer = line(Happening::kClaimStandsAsOffer, claimant);
    offer.also = ruleset_.cite(Topic::kDrawOfferStands);
    note(claim.index, t, offer, Topic::kDrawClaimIsOffer);
  }
}

void Arbiter::on_losing_chances_claim(const Claim& claim, std::int64_t t, bool was_running) {
  const chess::Color claimant = claim.by;
  const DrawClaimPolicy& policy = ruleset_.draw_claims;
  LogEntry ruling = line(Happening::kClaimDenied, claimant);
  ruling.claim = claim.kind;
  if (!policy.insufficient_losing_chances) {
    ruling.denial = Denial::kLosingChancesNotAllowed;
    deny_claim(ruling, claim.index, t, Topic::kInsufficientLosingChances, DeniedClaimCost::kNothing,
               was_running);
    return;
  }
  // The claim's procedure (Scholastic 17, Sacramento 11), cited beside the listed position.
  if (ruleset_.rule(Topic::kDrawAppeal)) ruling.also = ruleset_.cite(Topic::kDrawAppeal);
  const LosingChances verdict =
      losing_chances(physical_, policy.losing_chances_conditions, budget_);
  switch (verdict.verdict) {
    case LosingChances::Verdict::kDrawn:
      ruling.what = Happening::kLosingChancesUpheld;
      end_with_rule(Outcome::kDraw, Reason::kInsufficientLosingChances, verdict.rule, claim.index,
                    t, ruling);
      return;
    case LosingChances::Verdict::kUnsettled:
      // The search cannot say within its budget whether a forced win can be shown: that is the
      // director's to judge, in the two minutes the rules give; the clock stays stopped.
      ruling.what = Happening::kLosingChancesReferred;
      ruling.directors_call = true;
      note_number(claim.index, t, ruling, verdict.rule);
      decide(Reason::kClaimReferred, verdict.rule);
      return;
    case LosingChances::Verdict::kForcedWin:
      ruling.also.clear();
      ruling.denial = Denial::kForcedWinShown;
      deny_claim_citing(ruling, claim.index, t, verdict.rule, policy.denied_losing_chances,
                        was_running);
      return;
    case LosingChances::Verdict::kNotListed:
      break;
  }
  if (ruleset_.rule(Topic::kDrawByDirectorsJudgement)) {
    losing_chances_to_director(claim, ruling, t, was_running);
    return;
  }
  ruling.also.clear();
  ruling.denial = Denial::kLosingChancesNotListed;
  deny_claim(ruling, claim.index, t, Topic::kInsufficientLosingChances,
             policy.denied_losing_chances, was_running);
}

void Arbiter::losing_chances_to_director(const Claim& claim, LogEntry ruling, std::int64_t t,
                                         bool was_running) {
  // A forced win shown settles that the position is not clearly drawn (Sacramento 11); short
  // of one, whether it is clearly drawn is the director's judgement (10j), in two minutes.
  const chess::SearchBudget budget{std::min(budget_.max_nodes, chess::kDemonstrableWinNodes)};
  if (demonstrable_win(physical_, budget) == chess::Answer::Yes) {
    ruling.also.clear();
    ruling.denial = Denial::kNotClearlyDrawn;
    deny_claim(ruling, claim.index, t, Topic::kDrawAppeal,
               ruleset_.draw_claims.denied_losing_chances, was_running);
    return;
  }
  ruling.what = Happening::kLosingChancesToDirector;
  ruling.directors_call = true;
  note(claim.index, t, ruling, Topic::kDrawByDirectorsJudgement);
  decide(Reason::kClaimReferred, number(Topic::kDrawByDirectorsJudgement));
}

}  // namespace flagfall::rules
