// The arbiter's rulings on claims: simultaneous claims and time claims (draw claims:
// arbiter_draw_claims.cpp).
#include <algorithm>

#include "rules/arbiter.h"
#include "rules/arbiter_internal.h"

namespace flagfall::rules {

using detail::kMinute;
using detail::win_for;

bool Arbiter::illegal_move_claimable_by(chess::Color side) const {
  return illegal_ && illegal_->by == ~side && illegal_->claimable;
}

bool Arbiter::king_adjacent_mover(chess::Color side) const {
  return king_adjacent_by_[chess::index_of(side)] && kings_adjacent();
}

bool Arbiter::king_adjacent_mover_claim_loses(chess::Color claimant) const {
  return ruleset_.king_adjacent_mover_claim == KingAdjacentMoverClaim::kMoverLoses &&
         king_adjacent_mover(claimant);
}

bool Arbiter::resolve_simultaneous_claims(const std::vector<Claim>& claims, std::int64_t t) {
  for (const Claim& time_claim : claims) {
    if (time_claim.kind != ClaimKind::kTime || !flag_down(~time_claim.by, t)) continue;
    for (const Claim& illegal_claim : claims) {
      if (illegal_claim.by == time_claim.by || illegal_claim.kind != ClaimKind::kIllegalMove ||
          !illegal_move_claimable_by(illegal_claim.by)) {
        continue;
      }
      LogEntry both = line(Happening::kSimultaneousMoverClaimLoses, time_claim.by);
      if (king_adjacent_mover_claim_loses(illegal_claim.by)) {
        // The simultaneous-claims rule (11-7e) weighs a claim that could win against a time
        // claim; the king-next-to-king mover's claim on the opponent's failure to notice
        // loses in itself (11-7d), so it cannot win a tie either.
        end(win_for(time_claim.by), Reason::kKingAdjacentClaim, Topic::kKingAdjacentMoverClaims,
            illegal_claim.index, t, both);
        return true;
      }
      const chess::Color winner = illegal_claim.by;
      if (has_mating_material(winner) && !claimable_draw()) {
        both.what = Happening::kSimultaneousIllegalMoverLoses;
        end(win_for(winner), Reason::kSimultaneousClaims, Topic::kSimultaneousClaims,
            illegal_claim.index, t, both);
      } else {
        both.what = Happening::kSimultaneousNoMatingMaterial;
        end(Outcome::kDraw, Reason::kIllegalMoveInsufficientMaterial,
            Topic::kInsufficientMaterialDraw, illegal_claim.index, t, both);
      }
      return true;
    }
  }
  return false;
}

void Arbiter::resolve_claims(const std::vector<Claim>& claims, std::int64_t t) {
  if (claims.empty()) return;
  const Claim* decides = nullptr;
  if (!game_over()) {
    // A claim brings the flags to light. A time claim rules on them itself (so it may be the
    // claim that wins): with both down (8c), or under FIDE by the side whose opponent's flag
    // fell first.
    const auto first = clock_.first_flag(t);
    const bool both_down = flag_down(chess::Color::White, t) && flag_down(chess::Color::Black, t);
    for (const Claim& c : claims) {
      if (c.kind != ClaimKind::kTime || decides != nullptr) continue;
      if ((ruleset_.both_flags == BothFlags::kDraw && both_down) ||
          (ruleset_.arbiter_calls_flags && first && *first == ~c.by)) {
        decides = &c;
      }
    }
    if (decides != nullptr) {
      on_claim(*decides, t);
    } else if (flags_come_to_light(detail::actor_of(claims.front().by), LineCode::kClaim,
                                   claims.front().index, t)) {
      decides = &claims.front();  // the claim that brought the flags to light
    }
  }
  bool white = false;
  bool black = false;
  for (const Claim& c : claims) (c.by == chess::Color::White ? white : black) = true;
  if (white && black && !game_over() && ruleset_.simultaneous_claims_illegal_mover_loses &&
      resolve_simultaneous_claims(claims, t)) {
    return;
  }
  for (const Claim& c : claims) {
    if (&c == decides) continue;
    if (!game_over()) {
      on_claim(c, t);
      continue;
    }
    LogEntry ignored = line(Happening::kClaimIgnoredGameOver, c.by);
    if (ended_at_ == t && reason_ == Reason::kStalemate &&
        ruleset_.stalemate_beats_simultaneous_flag_claim && c.kind == ClaimKind::kTime) {
      ignored.what = Happening::kClaimIgnoredStalemateFirst;
      note(c.index, t, ignored, Topic::kStalemate);
    } else if (ended_at_ == t && reason_ == Reason::kCheckmate) {
      ignored.what = Happening::kClaimIgnoredMateFirst;
      note(c.index, t, ignored, Topic::kCheckmate);
    } else {
      note(c.index, t, ignored);
    }
  }
}

void Arbiter::on_claim(const Claim& claim, std::int64_t t) {
  const bool was_running = clock_.phase(t) == clock::Phase::Running;
  if (!claim.take_king) stop_clock(t);
  switch (claim.kind) {
    case ClaimKind::kTime:
      on_time_claim(claim, t, was_running);
      break;
    case ClaimKind::kIllegalMove:
      on_illegal_move_claim(claim, t, was_running);
      break;
    case ClaimKind::kInsufficientLosingChances:
      on_losing_chances_claim(claim, t, was_running);
      break;
    default:
      on_draw_claim(claim, t, was_running);
      break;
  }
}

void Arbiter::deny_claim(LogEntry denied, std::size_t index, std::int64_t t, Topic topic,
                         DeniedClaimCost cost, bool was_running) {
  if (!number(topic).empty()) denied.topic = topic;
  deny_claim_citing(std::move(denied), index, t, number(topic), cost, was_running);
}

void Arbiter::deny_claim_citing(LogEntry denied, std::size_t index, std::int64_t t,
                                std::string_view cited, DeniedClaimCost cost, bool was_running) {
  const chess::Color claimant = detail::side_of(denied.by);
  std::string_view cost_number = cited;
  denied.what = Happening::kClaimDenied;
  denied.cost = cost;
  if (cost != DeniedClaimCost::kNothing && ruleset_.rule(Topic::kDeniedDrawClaim)) {
    cost_number = number(Topic::kDeniedDrawClaim);
    denied.also = ruleset_.cite_number(cost_number);
  }
  if (cost == DeniedClaimCost::kMinuteOffClaimantOrHalf) {
    const std::int64_t left = clock_.remaining(claimant, t);
    const std::int64_t off = left < 2 * kMinute ? left / 2 : kMinute;
    if (off > 0) add_time(claimant, -off, t);  // with no time left there is nothing to take
    denied.ms = off;
  } else if (cost == DeniedClaimCost::kMinuteToOpponent) {
    add_time(~claimant, kMinute, t);
  }
  denied.clock_restarts = was_running;
  if (was_running) restart_clock(t);
  note_number(index, t, denied, cited);
  decide(Reason::kClaimDenied, cost_number);
}

bool Arbiter::late_stop_stands(const Claim& claim, std::int64_t other_fell, std::int64_t own_fell,
                               std::int64_t t) {
  const std::optional<std::int64_t> seen = flag_seen_at_[chess::index_of(~claim.by)];
  const bool stands = seen && *seen >= other_fell && *seen <= own_fell;
  note(claim.index, t,
       line(stands ? Happening::kTimeClaimWitnessed : Happening::kTimeClaimVoid, claim.by),
       Topic::kTimeClaim);
  return stands;
}

bool Arbiter::flags_come_to_light(Actor looker, LineCode code, std::size_t index, std::int64_t t) {
  if (game_over()) return false;
  const std::optional<std::int64_t> white = clock_.flag_at(clock::Side::White, t);
  const std::optional<std::int64_t> black = clock_.flag_at(clock::Side::Black, t);
  if (ruleset_.both_flags == BothFlags::kDraw && white && black) {
    LogEntry noticed = line(Happening::kBothFlagsNoticed, chess::Color::White);
    noticed.by = looker;
    noticed.code = code;
    noticed.ms = *white;
    noticed.ms2 = *black;
    end(Outcome::kDraw, Reason::kBothFlags, Topic::kBothFlags, index, t, noticed);
    return true;
  }
  if (ruleset_.arbiter_calls_flags && (white || black)) {
    const chess::Color flagged =
        !black || (white && *white <= *black) ? chess::Color::White : chess::Color::Black;
    arbiter_calls_flag(flagged, index, t);
    return true;
  }
  return false;
}

void Arbiter::arbiter_calls_flag(chess::Color flagged, std::size_t index, std::int64_t t) {
  stop_clock(t);
  note(index, t, line(Happening::kArbiterCallsFlag, flagged), Topic::kArbiterCallsFlag);
  const chess::Color winner = ~flagged;
  LogEntry ruling = line(Happening::kCalledFlagMateAsked, winner);
  note_mate(ruling, winner, mating_material(winner, true));
  if (ruling.mate == chess::Answer::No) {
    end(Outcome::kDraw, Reason::kFlagFallInsufficientMaterial, Topic::kDeadPositionOnFlag, index, t,
        ruling);
  } else {
    end(win_for(winner), Reason::kFlagFall, Topic::kDeadPositionOnFlag, index, t, ruling);
  }
}

void Arbiter::on_time_claim(const Claim& claim, std::int64_t t, bool was_running) {
  const chess::Color claimant = claim.by;
  const chess::Color other = ~claimant;
  LogEntry ruling = line(Happening::kClaimDenied, claimant);
  if (!flag_down(other, t)) {
    ruling.denial = Denial::kFlagNotFallen;
    // The flag is up only because the clocks stood in a stop the rulebook does not give, which no
    // rule charges: whether to charge it, and so the claim, is the director's.
    const std::int64_t stood = stood_not_given(other, t);
    if (stood > 0 && clock_.remaining(other, t) <= stood) {
      ruling.directors_call = true;
      ruling.ms2 = stood;
    }
    deny_claim(ruling, claim.index, t, Topic::kTimeClaim, DeniedClaimCost::kNothing, was_running);
    return;
  }
  if (flag_down(claimant, t)) {
    const std::int64_t other_fell = *clock_.flag_at(other, t);
    const std::int64_t own_fell = *clock_.flag_at(claimant, t);
    const bool stated_in_time = ruleset_.witness_saves_late_stop && claim.stated &&
                                other_fell <= *claim.stated && *claim.stated < own_fell;
    const bool stands = stated_in_time && late_stop_stands(claim, other_fell, own_fell, t);
    if (!stands && ruleset_.both_flags == BothFlags::kDraw) {
      ruling.what = Happening::kTimeClaimBothFlags;
      ruling.ms = other_fell;
      ruling.ms2 = own_fell;
      end(Outcome::kDraw, Reason::kBothFlags, Topic::kBothFlags, claim.index, t, ruling);
      return;
    }
    if (!stands && own_fell <= other_fell) {
      ruling.denial = Denial::kOwnFlagFirst;
      deny_claim(ruling, claim.index, t, Topic::kBothFlags, DeniedClaimCost::kNothing, was_running);
      return;
    }
  }
  if (const std::optional<ClaimKind> draw = claimable_draw()) {
    // US Chess 11-7c: no men are mating material where rule 8 would let a draw be claimed.
    ruling.what = Happening::kFlagFallDrawClaimableDraw;
    ruling.claim = *draw;
    ruling.also = ruleset_.cite(Topic::kDrawClaimsCarryOver);
    end(Outcome::kDraw, Reason::kFlagFallInsufficientMaterial, Topic::kMatingMaterial, claim.index,
        t, ruling);
    return;
  }
  const bool fide = ruleset_.mating_material_on_time == chess::MatingMaterialRule::FideDeadPosition;
  // A claim made while the claimant's own illegal move could still be claimed stands by the rule
  // that puts the time claim first (USCF 11-7e, summary 2a, Scholastic 10b, Sacramento 8e).
  const bool before_illegal_claim =
      illegal_move_claimable_by(other) && ruleset_.rule(Topic::kSimultaneousClaims) != nullptr;
  const Topic win_topic = fide                   ? Topic::kDeadPositionOnFlag
                          : before_illegal_claim ? Topic::kSimultaneousClaims
                                                 : Topic::kTimeClaim;
  const chess::MatingMaterialResult material = mating_material(claimant, true);
  note_mate(ruling, claimant, material);
  switch (material.answer) {
    case chess::Answer::Yes:
      ruling.what = material.by_forced_win ? Happening::kFlagFallWinsForcedWin
                                           : Happening::kFlagFallMateAsked;
      end(win_for(claimant), Reason::kFlagFall,
          material.by_forced_win ? on_time_material_topic() : win_topic, claim.index, t, ruling);
      return;
    case chess::Answer::Unknown:
      if (material.by_forced_win) {
        // Whether a forced win can be shown is the director's to judge (Sacramento 9: within
        // two minutes); the clock stays stopped.
        ruling.what = Happening::kFlagFallReferred;
        ruling.directors_call = true;
        note(claim.index, t, ruling, on_time_material_topic());
        decide(Reason::kClaimReferred, number(on_time_material_topic()));
        return;
      }
      // FIDE 6.9: only a position where the claimant could not checkmate draws; an unsettled
      // search leaves the loss on time, as for a resignation (5.1.2).
      ruling.what = Happening::kFlagFallMateAsked;
      end(win_for(claimant), Reason::kFlagFall, win_topic, claim.index, t, ruling);
      return;
    case chess::Answer::No:
      break;
  }
  ruling.what = fide ? Happening::kFlagFallMateAsked : Happening::kFlagFallDrawNoMaterial;
  const Topic draw_topic = fide ? Topic::kDeadPositionOnFlag
                           : ruleset_.rule(Topic::kMaterialToWinOnTime)
                               ? Topic::kMaterialToWinOnTime
                               : Topic::kInsufficientMaterialDraw;
  // The definition the claimant's men fall short of, where it is a rule of its own.
  if (draw_topic == Topic::kInsufficientMaterialDraw &&
      number(Topic::kMatingMaterial) != number(draw_topic)) {
    ruling.also = ruleset_.cite(Topic::kMatingMaterial);
  }
  end(Outcome::kDraw, Reason::kFlagFallInsufficientMaterial, draw_topic, claim.index, t, ruling);
}

}  // namespace flagfall::rules
