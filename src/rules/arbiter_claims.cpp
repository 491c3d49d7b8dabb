// The arbiter's rulings on claims, penalties and TD time changes.
#include <algorithm>

#include "rules/arbiter.h"
#include "rules/arbiter_internal.h"
#include "rules/losing_chances.h"
#include "rules/mating_material.h"

namespace flagfall::rules {

using detail::mate_unsettled;
using detail::name;
using detail::seconds;
using detail::to_clock;

namespace {

Outcome win_for(chess::Color side) {
  return side == chess::Color::White ? Outcome::kWhiteWins : Outcome::kBlackWins;
}

constexpr std::int64_t kMinute = 60'000;

}  // namespace

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

void Arbiter::resolve_claims(const std::vector<Claim>& claims, std::int64_t t) {
  if (claims.empty()) return;
  bool white = false;
  bool black = false;
  for (const Claim& c : claims) (c.by == chess::Color::White ? white : black) = true;
  if (white && black && !game_over() && ruleset_.simultaneous_claims_illegal_mover_loses) {
    for (const Claim& time_claim : claims) {
      if (time_claim.kind != ClaimKind::kTime || !flag_down(~time_claim.by, t)) continue;
      for (const Claim& illegal_claim : claims) {
        if (illegal_claim.by == time_claim.by || illegal_claim.kind != ClaimKind::kIllegalMove ||
            !illegal_move_claimable_by(illegal_claim.by)) {
          continue;
        }
        const std::string both = name(time_claim.by) + " claims on time and " +
                                 name(illegal_claim.by) +
                                 " claims the illegal move at the same instant";
        if (king_adjacent_mover_claim_loses(illegal_claim.by)) {
          // The simultaneous-claims rule (11-7e) weighs a claim that could win against a time
          // claim; the king-next-to-king mover's claim on the opponent's failure to notice
          // loses in itself (11-7d), so it cannot win a tie either.
          end(win_for(time_claim.by), "king-adjacent-claim", Topic::kKingAdjacentMoverClaims,
              illegal_claim.index, t,
              both + ", but " + name(illegal_claim.by) + " put his king next to " +
                  name(time_claim.by) + "'s and claims on " + name(time_claim.by) +
                  "'s failure to notice the check: that claim loses whatever is claimed with "
                  "it, and " +
                  name(time_claim.by) + " wins");
          return;
        }
        const chess::Color winner = illegal_claim.by;
        if (has_mating_material(winner)) {
          end(win_for(winner), "simultaneous-claims", Topic::kSimultaneousClaims,
              illegal_claim.index, t,
              both + ": the player who made the illegal move loses; " + name(winner) + " wins");
        } else {
          end(Outcome::kDraw, "illegal-move-insufficient-material",
              Topic::kInsufficientMaterialDraw, illegal_claim.index, t,
              both + ": the illegal move decides, but " + name(winner) +
                  " has no mating material, so the game is drawn");
        }
        return;
      }
    }
  }
  for (const Claim& c : claims) {
    if (game_over()) {
      std::string text = "Ignored: the game is already over (" + name(c.by) + "'s claim)";
      if (ended_at_ == t && reason_ == "stalemate" &&
          ruleset_.stalemate_beats_simultaneous_flag_claim && c.kind == ClaimKind::kTime) {
        text +=
            "; stalemate stands even against a simultaneous flag claim" + cite(Topic::kStalemate);
      } else if (ended_at_ == t && reason_ == "checkmate") {
        text += "; the checkmate came no later than the claim" + cite(Topic::kCheckmate);
      }
      note(c.index, t, text + ".");
      continue;
    }
    on_claim(c, t);
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
    default:
      on_draw_claim(claim, t, was_running);
      break;
  }
}

void Arbiter::deny_claim(chess::Color claimant, std::size_t index, std::int64_t t,
                         const std::string& text, Topic topic, DeniedClaimCost cost,
                         bool was_running) {
  const Rule* rule = ruleset_.rule(topic);
  std::string sentence = text + (rule ? " (" + ruleset_.cite_number(rule->number) + ")" : "");
  std::string_view cost_number = rule ? rule->number : std::string_view();
  if (cost == DeniedClaimCost::kMinuteOffClaimantOrHalf) {
    const std::int64_t left = clock_.remaining(to_clock(claimant), t);
    const std::int64_t off = left < 2 * kMinute ? left / 2 : kMinute;
    add_time(claimant, -off, t);
    for (const Rule& r : ruleset_.rules) {
      if (r.topic == Topic::kDeniedDrawClaim && r.number.find('b') != std::string_view::npos) {
        cost_number = r.number;
      }
    }
    sentence += "; the denied claim costs " + name(claimant) + " " + seconds(off) + " (" +
                ruleset_.cite_number(cost_number) + ")";
  } else if (cost == DeniedClaimCost::kMinuteToOpponent) {
    add_time(~claimant, kMinute, t);
    for (const Rule& r : ruleset_.rules) {
      if (r.topic == Topic::kDeniedDrawClaim && r.number != "11") cost_number = r.number;
    }
    sentence += "; " + name(~claimant) + " gets one extra minute for the denied claim (" +
                ruleset_.cite_number(cost_number) + ")";
  }
  reason_ = "claim-denied";
  rule_ = std::string(cost_number);
  if (was_running) {
    restart_clock(t);
    sentence += "; play goes on and the clock restarts";
  } else {
    sentence += "; play goes on";
  }
  note(index, t, sentence + ".", cost_number.empty() ? "" : ruleset_.cite_number(cost_number));
}

void Arbiter::on_time_claim(const Claim& claim, std::int64_t t, bool was_running) {
  const chess::Color claimant = claim.by;
  const chess::Color other = ~claimant;
  if (!flag_down(other, t)) {
    deny_claim(claimant, claim.index, t,
               name(claimant) + " claims on time, but " + name(other) +
                   "'s flag has not fallen: claim denied",
               Topic::kTimeClaim, DeniedClaimCost::kNothing, was_running);
    return;
  }
  if (flag_down(claimant, t)) {
    const std::int64_t other_fell = *clock_.flag_at(to_clock(other), t);
    const std::int64_t own_fell = *clock_.flag_at(to_clock(claimant), t);
    if (ruleset_.both_flags == BothFlags::kDraw) {
      end(Outcome::kDraw, "both-flags", Topic::kBothFlags, claim.index, t,
          name(claimant) + " claims on time, but both flags are down (" + name(other) + "'s at " +
              std::to_string(other_fell) + " ms, " + name(claimant) + "'s at " +
              std::to_string(own_fell) + " ms) and no win was claimed before: the game is drawn");
      return;
    }
    if (own_fell <= other_fell) {
      deny_claim(claimant, claim.index, t,
                 name(claimant) + " claims on time, but " + name(claimant) +
                     "'s own flag fell first: claim denied",
                 Topic::kBothFlags, DeniedClaimCost::kNothing, was_running);
      return;
    }
  }
  const bool fide = ruleset_.mating_material == MatingMaterial::kAnySeriesOfLegalMoves;
  const Topic win_topic = fide ? Topic::kDeadPositionOnFlag : Topic::kTimeClaim;
  switch (mate_answer(claimant)) {
    case chess::Answer::Yes:
      end(win_for(claimant), "flag-fall", win_topic, claim.index, t,
          name(claimant) + " stops the clock and claims: " + name(other) +
              "'s flag has fallen and " + name(claimant) + " has mating material; " +
              name(claimant) + " wins on time");
      return;
    case chess::Answer::Unknown:
      // FIDE 6.9: only a position where the claimant could not checkmate draws; an unsettled
      // search leaves the loss on time, as for a resignation (5.1.2).
      end(win_for(claimant), "flag-fall", win_topic, claim.index, t,
          name(claimant) + " stops the clock and claims: " + name(other) + "'s flag has fallen; " +
              mate_unsettled(claimant) + ", so the flag decides and " + name(claimant) +
              " wins on time");
      return;
    case chess::Answer::No:
      break;
  }
  end(Outcome::kDraw, "flag-fall-insufficient-material",
      fide ? Topic::kDeadPositionOnFlag : Topic::kInsufficientMaterialDraw, claim.index, t,
      name(claimant) + " claims on time; " + name(other) + "'s flag has fallen, but " +
          name(claimant) +
          (fide ? " could not checkmate by any series of legal moves" : " has no mating material") +
          ": the game is drawn");
}

void Arbiter::on_illegal_move_claim(const Claim& claim, std::int64_t t, bool was_running) {
  const chess::Color claimant = claim.by;
  const bool valid = illegal_move_claimable_by(claimant) &&
                     (!claim.take_king || physical_.is_king_attacked(~claimant));
  if (valid) {
    if (claim.take_king) {
      note(claim.index, t,
           name(claimant) + " takes the king on " + chess::square_name(claim.move.to()) +
               cite(Topic::kIllegalMoveClaim) + ".",
           ruleset_.cite(Topic::kIllegalMoveClaim));
    }
    stop_clock(t);
    uphold_illegal_move_claim(claimant, claim.index, t);
    return;
  }
  if (claim.take_king) {
    // Not a claim after all: the capture is itself an illegal move, made on the board.
    note(claim.index, t,
         name(claimant) +
             " takes the king, but there is no claimable illegal move "
             "to take it for: the capture is itself an illegal move.");
    ScenarioEvent as_move;
    as_move.t = t;
    as_move.by = claimant == chess::Color::White ? Actor::kWhite : Actor::kBlack;
    as_move.kind = EventKind::kMove;
    as_move.move = claim.move;
    on_move(as_move, claim.index);
    return;
  }
  std::string why = !illegal_ || illegal_->by != ~claimant
                        ? name(~claimant) + " has no completed illegal move to claim"
                        : name(~claimant) + "'s illegal move already stands";
  deny_claim(claimant, claim.index, t,
             name(claimant) + " claims an illegal move, but " + why + ": claim denied",
             illegal_ && illegal_->by == ~claimant ? Topic::kUnclaimedIllegalMoveStands
                                                   : Topic::kIllegalMoveClaim,
             DeniedClaimCost::kNothing, was_running);
}

void Arbiter::uphold_illegal_move_claim(chess::Color claimant, std::size_t index, std::int64_t t) {
  const chess::Color offender = ~claimant;
  const IllegalMove illegal = *illegal_;
  const std::string what = name(offender) + "'s illegal move (" + illegal.reason + ")";
  if (king_adjacent_mover_claim_loses(claimant)) {
    end(win_for(offender), "king-adjacent-claim", Topic::kKingAdjacentMoverClaims, index, t,
        name(claimant) + " put his king next to " + name(offender) + "'s and now claims on " +
            name(offender) + "'s failure to notice the check: " + name(claimant) + " loses");
    return;
  }
  if (ruleset_.king_adjacent_mover_claim == KingAdjacentMoverClaim::kOnlyAWinClaimLoses &&
      king_adjacent_mover(claimant)) {
    note(index, t,
         name(claimant) + " put his king next to " + name(offender) +
             "'s; the rule that such a claim loses speaks of a claim for a win" +
             cite(Topic::kKingAdjacentMoverClaims) +
             ", and here an illegal move wins nothing, so the claim is judged like any other.",
         ruleset_.cite(Topic::kKingAdjacentMoverClaims));
  }
  switch (ruleset_.illegal_move_effect) {
    case IllegalMoveEffect::kLosesOnClaim: {
      const Topic topic = illegal.king_next_to_king && ruleset_.rule(Topic::kKingAdjacentMove)
                              ? Topic::kKingAdjacentMove
                              : Topic::kIllegalMoveClaim;
      if (has_mating_material(claimant)) {
        end(win_for(claimant), "illegal-move", topic, index, t,
            name(claimant) + " claims " + what + " in time and has mating material; " +
                name(claimant) + " wins");
      } else {
        end(Outcome::kDraw, "illegal-move-insufficient-material", Topic::kInsufficientMaterialDraw,
            index, t,
            name(claimant) + " claims " + what + ", but has no mating material: the game is drawn");
      }
      return;
    }
    case IllegalMoveEffect::kMinuteToOpponent:
      add_time(claimant, kMinute, t);
      note(index, t,
           name(claimant) + " claims " + what + ": it does not lose; " + name(claimant) +
               " gets one extra minute" + cite(Topic::kIllegalMoveMinute) + ".",
           ruleset_.cite(Topic::kIllegalMoveMinute));
      break;
    case IllegalMoveEffect::kMinuteThenLoss: {
      const int count = ++illegal_moves_[chess::index_of(offender)];
      if (count >= 2) {
        // Asked of the position the illegal move would be taken back to (7.5.1), or the pawn
        // made a queen (7.5.2): a series of legal moves starts from a legal position, and the
        // position the illegal move made may not be one (a king next to the other king).
        const chess::Answer can_mate =
            mate_answer(claimant, illegal.corrected ? *illegal.corrected : illegal.before);
        if (can_mate == chess::Answer::Yes) {
          end(win_for(claimant), "illegal-move", Topic::kIllegalMoveMinute, index, t,
              name(claimant) + " claims " + what + ", " + name(offender) +
                  "'s second completed illegal move: " + name(offender) + " loses");
        } else if (can_mate == chess::Answer::Unknown) {
          end(win_for(claimant), "illegal-move", Topic::kIllegalMoveMinute, index, t,
              name(claimant) + " claims " + what + ", " + name(offender) +
                  "'s second completed illegal move; " + mate_unsettled(claimant) + ", so " +
                  name(offender) + " loses");
        } else {
          end(Outcome::kDraw, "illegal-move-insufficient-material", Topic::kIllegalMoveMinute,
              index, t,
              name(claimant) + " claims " + what + ", " + name(offender) + "'s second, but " +
                  name(claimant) +
                  " could not checkmate by any series of legal moves: the game is drawn");
        }
        return;
      }
      add_time(claimant, kMinute, t);
      note(index, t,
           name(claimant) + " claims " + what + ", " + name(offender) + "'s first: " +
               name(claimant) + " gets one extra minute" + cite(Topic::kIllegalMoveMinute) + ".",
           ruleset_.cite(Topic::kIllegalMoveMinute));
      break;
    }
  }
  reason_ = "illegal-move-penalty";
  const Rule* r = ruleset_.rule(Topic::kIllegalMoveMinute);
  rule_ = r ? std::string(r->number) : std::string();
  correct_illegal_move(t);
}

void Arbiter::correct_illegal_move(std::int64_t t) {
  const IllegalMove illegal = *illegal_;
  illegal_.reset();
  const chess::Color offender = illegal.by;
  const chess::Color claimant = ~offender;
  if (illegal.corrected) {
    board_.pop();
    board_ = board_.position() == illegal.before ? board_ : chess::Board(illegal.before);
    chess::Position queened = *illegal.corrected;
    const chess::MoveList moves = illegal.before.legal_moves();
    bool pushed = false;
    for (const chess::Move m : moves) {
      if (illegal.before.after(m) == queened) {
        board_.push(m);
        pushed = true;
        break;
      }
    }
    if (!pushed) board_ = chess::Board(queened);
    physical_ = board_.position();
    if (unpromoted_press_by_ == offender) unpromoted_press_by_.reset();
    note(std::nullopt, t,
         "The pawn on the last rank becomes a queen" + cite(Topic::kUnpromotedPawnPress) + "; " +
             name(claimant) + "'s clock restarts.");
    restart_clock(t);
    return;
  }
  if (illegal.reason != "press-without-move") {
    board_.pop();
    if (!(board_.position() == illegal.before)) board_ = chess::Board(illegal.before);
    physical_ = illegal.before;
  }
  if (!kings_adjacent()) king_adjacent_by_[0] = king_adjacent_by_[1] = false;
  // The offender must now make a legal move: his clock runs again.
  restart_clock(t);
  if (clock_.running_side(t) == to_clock(claimant)) {
    const std::int64_t before = clock_.remaining(to_clock(claimant), t);
    clock_.press(to_clock(claimant), t);
    clock_.set_time(to_clock(claimant), before, t);
  }
  note(std::nullopt, t,
       "The position before the illegal move is restored" + cite(Topic::kIllegalMoveCompletion) +
           "; " + name(offender) + " must make a legal move and " + name(offender) +
           "'s clock restarts.");
}

void Arbiter::on_draw_claim(const Claim& claim, std::int64_t t, bool was_running) {
  const chess::Color claimant = claim.by;
  const DrawClaimPolicy& policy = ruleset_.draw_claims;
  const std::string who = name(claimant);
  if (claim.kind == ClaimKind::kRepetition || claim.kind == ClaimKind::kFiftyMoves) {
    const bool repetition = claim.kind == ClaimKind::kRepetition;
    const bool allowed = repetition ? policy.repetition : policy.fifty_moves;
    const Topic topic = ruleset_.rule(repetition ? Topic::kRepetitionClaim : Topic::kFiftyMoveClaim)
                            ? (repetition ? Topic::kRepetitionClaim : Topic::kFiftyMoveClaim)
                            : Topic::kDrawClaimsCarryOver;
    const std::string what = repetition ? "a threefold repetition" : "the fifty-move rule";
    if (!allowed) {
      deny_claim(claimant, claim.index, t,
                 who + " claims a draw by " + what + ", which this rulebook does not provide for " +
                     "blitz: claim denied",
                 ruleset_.rule(Topic::kDrawClaimsCarryOver) ? Topic::kDrawClaimsCarryOver : topic,
                 DeniedClaimCost::kNothing, was_running);
      return;
    }
    const bool holds = repetition ? board_.is_threefold_repetition() : board_.is_fifty_moves();
    if (holds) {
      end(Outcome::kDraw, repetition ? "repetition" : "fifty-moves", topic, claim.index, t,
          who + " claims a draw by " + what + " and the claim is correct: the game is drawn");
    } else {
      deny_claim(claimant, claim.index, t,
                 who + " claims a draw by " + what + ", but it has not happened: claim denied",
                 topic, policy.denied_repetition_or_fifty, was_running);
    }
    return;
  }
  if (!policy.insufficient_losing_chances) {
    deny_claim(claimant, claim.index, t,
               who +
                   " claims insufficient losing chances, which this ruleset does not allow: "
                   "claim denied",
               Topic::kInsufficientLosingChances, DeniedClaimCost::kNothing, was_running);
    return;
  }
  std::string_view number;
  if (losing_chances_claim_holds(physical_, claimant, policy.losing_chances_conditions, number)) {
    end_with_rule(Outcome::kDraw, "insufficient-losing-chances", number, claim.index, t,
                  who +
                      " claims insufficient losing chances in a listed position with no "
                      "forced win: the game is drawn");
    return;
  }
  deny_claim(claimant, claim.index, t,
             who +
                 " claims insufficient losing chances, but the position is none of those "
                 "listed: claim denied",
             Topic::kInsufficientLosingChances, policy.denied_losing_chances, was_running);
}

void Arbiter::on_penalty(const ScenarioEvent& e, std::size_t index) {
  const chess::Color offender = e.side;
  const PenaltyLadder* ladder = ruleset_.ladder(e.offence);
  if (ladder == nullptr || ladder->steps.empty()) {
    note(index, e.t, "The TD finds no penalty for this offence in the rulebook.");
    return;
  }
  const int count = ++offences_[chess::index_of(offender)][static_cast<int>(e.offence)];
  const std::size_t step_index = std::min<std::size_t>(count, ladder->steps.size()) - 1;
  apply_penalty_step(ladder->steps[step_index], offender, *ladder, count, index, e.t);
}

void Arbiter::apply_penalty_step(PenaltyStep step, chess::Color offender,
                                 const PenaltyLadder& ladder, int count, std::size_t index,
                                 std::int64_t t) {
  const chess::Color victim = ~offender;
  const std::string cite_text = ruleset_.cite_number(ladder.rule);
  const std::string offence = "offence " + std::to_string(count) + " (" +
                              std::string(offence_name(ladder.offence)) + ") by " + name(offender);
  std::string extra;
  if (ladder.discretionary && count > static_cast<int>(ladder.steps.size())) {
    extra = "; further penalties are left to the TD";
  }
  switch (step) {
    case PenaltyStep::kWarning:
      if (ladder.offence == Offence::kDisplacedPieces && flag_down(victim, t)) {
        add_time(victim, kMinute, t);
        note(index, t,
             "Penalty for " + offence + ": a warning, and since " + name(victim) +
                 "'s flag fell meanwhile " + name(victim) + " gets one extra minute (" + cite_text +
                 ")" + extra + ".",
             cite_text);
      } else {
        note(index, t, "Penalty for " + offence + ": a warning (" + cite_text + ")" + extra + ".",
             cite_text);
      }
      break;
    case PenaltyStep::kMinuteToOpponent:
      add_time(victim, kMinute, t);
      note(index, t,
           "Penalty for " + offence + ": one minute added to " + name(victim) + " (" + cite_text +
               ")" + extra + ".",
           cite_text);
      break;
    case PenaltyStep::kMinuteOffOffender:
      add_time(offender, -kMinute, t);
      note(index, t,
           "Penalty for " + offence + ": one minute taken off " + name(offender) + " (" +
               cite_text + ")" + extra + ".",
           cite_text);
      break;
    case PenaltyStep::kForfeit:
      end_with_rule(win_for(victim), "forfeit", ladder.rule, index, t,
                    "Penalty for " + offence + ": " + name(offender) + " forfeits the game");
      return;
    case PenaltyStep::kAsIllegalMove: {
      const int illegal = ++illegal_moves_[chess::index_of(offender)];
      if (illegal >= 2) {
        const chess::Answer can_mate = mate_answer(victim);
        if (can_mate == chess::Answer::Yes) {
          end_with_rule(win_for(victim), "illegal-move", ladder.rule, index, t,
                        offence + " counts as " + name(offender) +
                            "'s second illegal move: " + name(offender) + " loses");
        } else if (can_mate == chess::Answer::Unknown) {
          end_with_rule(win_for(victim), "illegal-move", ladder.rule, index, t,
                        offence + " counts as " + name(offender) + "'s second illegal move; " +
                            mate_unsettled(victim) + ", so " + name(offender) + " loses");
        } else {
          end_with_rule(Outcome::kDraw, "illegal-move-insufficient-material", ladder.rule, index, t,
                        offence + " counts as " + name(offender) + "'s second illegal move, but " +
                            name(victim) +
                            " could not checkmate by any series of legal moves: the game is drawn");
        }
        return;
      }
      add_time(victim, kMinute, t);
      note(index, t,
           "Penalty for " + offence + ": it counts as an illegal move (" + cite_text +
               "), the first, so " + name(victim) + " gets one extra minute" +
               cite(Topic::kIllegalMoveMinute) + ".",
           cite_text);
      reason_ = "illegal-move-penalty";
      rule_ = std::string(ladder.rule);
      return;
    }
  }
  reason_ = "penalty";
  rule_ = std::string(ladder.rule);
}

void Arbiter::on_set_time(const ScenarioEvent& e, std::size_t index) {
  const std::int64_t t = e.t;
  const clock::Side side = to_clock(e.side);
  const std::int64_t now = clock_.remaining(side, t);
  const bool both_moved =
      completed_moves(chess::Color::White) >= 1 && completed_moves(chess::Color::Black) >= 1;
  bool allowed = true;
  switch (ruleset_.time_reduction) {
    case TimeReduction::kNotOnceBothMoved:
      allowed = !both_moved;
      break;
    case TimeReduction::kExcessTimeOnly:
      allowed = !both_moved || e.ms < now;
      break;
    case TimeReduction::kNotAfterTenMoves:
      allowed =
          completed_moves(chess::Color::White) < 10 || completed_moves(chess::Color::Black) < 10;
      break;
  }
  const std::string who = name(e.side);
  if (!allowed) {
    note(index, t,
         "The TD would set " + who + "'s clock to " + seconds(e.ms) +
             ", but the clock setting now stands" + cite(Topic::kTimeReduction) +
             "; the time stays at " + seconds(now) + ".",
         ruleset_.cite(Topic::kTimeReduction));
    return;
  }
  clock_.set_time(side, std::min<std::int64_t>(e.ms, clock::kMaxClockTime), t);
  note(index, t,
       "The TD sets " + who + "'s clock to " + seconds(e.ms) +
           (both_moved ? cite(Topic::kTimeReduction) : std::string()) + ".",
       both_moved ? ruleset_.cite(Topic::kTimeReduction) : std::string());
  reason_ = "time-set";
  const Rule* r = ruleset_.rule(Topic::kTimeReduction);
  rule_ = both_moved && r ? std::string(r->number) : std::string();
}

}  // namespace flagfall::rules
