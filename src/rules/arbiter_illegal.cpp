// The arbiter's rulings on claims of an illegal move, and putting the board right afterwards.
#include "rules/arbiter.h"
#include "rules/arbiter_internal.h"

namespace flagfall::rules {

using detail::actor_of;
using detail::kMinute;
using detail::win_for;

void Arbiter::on_illegal_move_claim(const Claim& claim, std::int64_t t, bool was_running) {
  const chess::Color claimant = claim.by;
  const bool valid = illegal_move_claimable_by(claimant) &&
                     (!claim.take_king || physical_.is_king_attacked(~claimant));
  if (valid) {
    if (claim.take_king) {
      LogEntry takes = line(Happening::kTakesKing, claimant);
      takes.square = claim.move.to();
      note(claim.index, t, takes, Topic::kIllegalMoveClaim);
    }
    stop_clock(t);
    uphold_illegal_move_claim(claimant, claim.index, t);
    return;
  }
  if (claim.take_king) {
    // Not a claim after all: the capture is itself an illegal move, made on the board.
    note(claim.index, t, line(Happening::kTakesKingWithoutClaim, claimant));
    ScenarioEvent as_move;
    as_move.t = t;
    as_move.by = actor_of(claimant);
    as_move.kind = EventKind::kMove;
    as_move.move = claim.move;
    on_move(as_move, claim.index);
    return;
  }
  const bool stands = illegal_ && illegal_->by == ~claimant;
  LogEntry denied = line(Happening::kClaimDenied, claimant);
  denied.claim = ClaimKind::kIllegalMove;
  denied.denial = stands ? Denial::kIllegalMoveStands : Denial::kNoIllegalMove;
  Topic topic = stands ? Topic::kUnclaimedIllegalMoveStands : Topic::kIllegalMoveClaim;
  if (!stands && swapped_castling_by_ == ~claimant) {
    // The move claimed is castling from king and queen set up on each other's squares, which
    // the ruleset allows (USCF 11-3a): the claim rests on that rule.
    denied.denial = Denial::kSwappedSetupCastlingLegal;
    topic = Topic::kSwappedKingQueenCastling;
  }
  deny_claim(denied, claim.index, t, topic, DeniedClaimCost::kNothing, was_running);
}

void Arbiter::uphold_illegal_move_claim(chess::Color claimant, std::size_t index, std::int64_t t) {
  const chess::Color offender = ~claimant;
  const IllegalMove illegal = *illegal_;
  LogEntry ruling = line(Happening::kMoverClaimLoses, claimant);
  illegal.name_in(ruling);
  if (king_adjacent_mover_claim_loses(claimant)) {
    end(win_for(offender), Reason::kKingAdjacentClaim, Topic::kKingAdjacentMoverClaims, index, t,
        ruling);
    return;
  }
  if (ruleset_.king_adjacent_mover_claim == KingAdjacentMoverClaim::kOnlyAWinClaimLoses &&
      king_adjacent_mover(claimant)) {
    ruling.what = Happening::kMoverClaimOnlyAWin;
    note(index, t, ruling, Topic::kKingAdjacentMoverClaims);
  }
  switch (ruleset_.illegal_move_effect) {
    case IllegalMoveEffect::kLosesOnClaim: {
      const Topic topic = illegal.king_next_to_king && ruleset_.rule(Topic::kKingAdjacentMove)
                              ? Topic::kKingAdjacentMove
                              : Topic::kIllegalMoveClaim;
      if (const std::optional<ClaimKind> draw = claimable_draw()) {
        // US Chess 11-7c (which 7d applies): no men are mating material where rule 8 would
        // let a draw be claimed.
        ruling.what = Happening::kIllegalMoveClaimClaimableDraw;
        ruling.claim = *draw;
        ruling.also = ruleset_.cite(Topic::kDrawClaimsCarryOver);
        end(Outcome::kDraw, Reason::kIllegalMoveInsufficientMaterial, Topic::kMatingMaterial, index,
            t, ruling);
        return;
      }
      const chess::MatingMaterialResult material = mating_material(claimant, false);
      if (material.answer == chess::Answer::Unknown && material.by_forced_win) {
        // Less material than the count, and the search cannot settle whether a forced win can
        // be shown (Sacramento 9): the director judges within two minutes.
        ruling.what = Happening::kIllegalMoveClaimReferred;
        ruling.directors_call = true;
        note(index, t, ruling, Topic::kMatingMaterial);
        decide(Reason::kClaimReferred, number(Topic::kMatingMaterial));
        return;
      }
      if (material.answer != chess::Answer::No) {
        ruling.what = Happening::kIllegalMoveClaimWins;
        end(win_for(claimant), Reason::kIllegalMove, topic, index, t, ruling);
      } else {
        ruling.what = Happening::kIllegalMoveClaimNoMaterial;
        if (number(Topic::kMatingMaterial) != number(Topic::kInsufficientMaterialDraw)) {
          ruling.also = ruleset_.cite(Topic::kMatingMaterial);
        }
        end(Outcome::kDraw, Reason::kIllegalMoveInsufficientMaterial,
            Topic::kInsufficientMaterialDraw, index, t, ruling);
      }
      return;
    }
    case IllegalMoveEffect::kMinuteToOpponent:
      add_time(claimant, kMinute, t);
      ruling.what = Happening::kIllegalMoveClaimMinute;
      note(index, t, ruling, Topic::kIllegalMoveMinute);
      break;
    case IllegalMoveEffect::kMinuteThenLoss: {
      const int count = ++illegal_moves_[chess::index_of(offender)];
      if (count >= 2) {
        second_illegal_move(claimant, illegal, index, t);
        return;
      }
      add_time(claimant, kMinute, t);
      ruling.what = Happening::kFirstIllegalMoveMinute;
      // The minute of blitz, where a rule makes the regular penalty one minute (FIDE A.3).
      if (ruleset_.rule(Topic::kStandardPenalty))
        ruling.also = ruleset_.cite(Topic::kStandardPenalty);
      note(index, t, ruling, Topic::kIllegalMoveMinute);
      break;
    }
  }
  decide(Reason::kIllegalMovePenalty, number(Topic::kIllegalMoveMinute));
  correct_illegal_move(t);
}

void Arbiter::second_illegal_move(chess::Color claimant, const IllegalMove& illegal,
                                  std::size_t index, std::int64_t t) {
  // Asked of the position the illegal move would be taken back to (7.5.1), or the pawn made a
  // queen (7.5.2): a series of legal moves starts from a legal position, and the position the
  // illegal move made may not be one (a king next to the other king).
  LogEntry ruling = line(Happening::kSecondIllegalMoveMateAsked, claimant);
  illegal.name_in(ruling);
  ask_mate(ruling, claimant, illegal.corrected ? *illegal.corrected : illegal.before);
  if (ruling.mate == chess::Answer::No) {
    end(Outcome::kDraw, Reason::kIllegalMoveInsufficientMaterial, Topic::kIllegalMoveMinute, index,
        t, ruling);
  } else {
    end(win_for(claimant), Reason::kIllegalMove, Topic::kIllegalMoveMinute, index, t, ruling);
  }
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
    note(std::nullopt, t, line(Happening::kPawnBecomesQueen, claimant),
         Topic::kUnpromotedPawnPress);
    restart_clock(t);
    return;
  }
  if (!illegal.without_move) {
    board_.pop();
    if (!(board_.position() == illegal.before)) board_ = chess::Board(illegal.before);
    physical_ = illegal.before;
  }
  if (!kings_adjacent()) king_adjacent_by_[0] = king_adjacent_by_[1] = false;
  // The offender must now make a legal move: his clock runs again.
  restart_clock(t);
  if (clock_.running_side(t) == claimant) {
    const std::int64_t before = clock_.remaining(claimant, t);
    clock_.press(claimant, t, us_at(t));
    clock_.set_time(claimant, before, t, us_at(t));
  }
  note(std::nullopt, t, line(Happening::kPositionRestored, offender),
       Topic::kIllegalMoveCompletion);
}

}  // namespace flagfall::rules
