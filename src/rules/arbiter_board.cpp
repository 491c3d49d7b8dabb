// The arbiter on the board: touches, moves, promotions, presses and what completes a move.
#include <algorithm>

#include "chess/move_check.h"
#include "rules/arbiter.h"
#include "rules/arbiter_internal.h"
#include "rules/turn_verdict.h"

namespace flagfall::rules {

using detail::side_of;
using detail::win_for;

void Arbiter::on_touch(const ScenarioEvent& e, std::size_t index) {
  const chess::Color by = side_of(e.by);
  const chess::Piece piece = physical_.piece_at(e.square);
  LogEntry touch = line(Happening::kTouchesEmpty, by);
  touch.square = e.square;
  if (piece == chess::Piece::None) {
    note(index, e.t, touch);
    return;
  }
  if (chess::color_of(piece) == by) touched_[chess::index_of(by)] = e.square;
  const chess::Square enemy_king = physical_.king_square(~by);
  const bool to_take_king =
      enemy_king != chess::NoSquare &&
      (e.square == enemy_king ||
       (chess::color_of(piece) == by &&
        (physical_.attackers_to(enemy_king, physical_.occupied()) & chess::square_bb(e.square))));
  touch.what = Happening::kTouches;
  touch.piece = chess::type_of(piece);
  note(index, e.t, touch);
  // FIDE 9.1.2.1: touching a piece to move or take it rejects the opponent's standing offer.
  if (draw_offer_by_ == ~by && ruleset_.rule(Topic::kDrawOfferStands)) {
    draw_offer_by_.reset();
    LogEntry rejected = line(Happening::kDrawOfferLapses, by);
    rejected.code = LineCode::kTouchedPiece;
    note(index, e.t, rejected, Topic::kDrawOfferStands);
  }
  if (!to_take_king) lapse_claim_right(by, Lapse::kTouchedPiece, index, e.t, false);
}

void Arbiter::on_move(const ScenarioEvent& e, std::size_t index) {
  const chess::Color by = side_of(e.by);
  if (draw_offer_by_ == ~by) {
    draw_offer_by_.reset();
    note(index, e.t, line(Happening::kDrawOfferLapses, by), Topic::kDrawOfferStands);
  }
  if (!pending_moves_.empty() && pending_by_ != by) {
    // The other player moved without pressing: his move stands as made.
    complete_on_board(pending_by_);
  }
  const bool again = !pending_moves_.empty();  // a second move before pressing
  if (!again) {
    turn_start_ = physical_;
    pending_by_ = by;
    pending_promotion_ = false;
  }
  // Whose move it is was settled when the turn began: a second move before the press is still
  // this player's turn, whatever the board's side to move now says.
  const bool own_turn = turn_start_->side_to_move() == by;
  chess::Position before = physical_;
  before.set_side_to_move(by);
  const chess::MoveVerdict verdict = chess::check_move(before, e.move);
  physical_ = before.after(e.move);
  physical_.set_side_to_move(~by);
  LogEntry move = line(Happening::kMoves, by);
  move.move = e.move;
  move.out_of_turn = !own_turn;
  if (again) {
    // Not a move of its own: the press judges the turn as a whole (judge_turn). Only a move that
    // puts every man back where the turn began is named for what it is: the move taken back.
    if (same_placement(physical_, *turn_start_)) {
      chess::Position start = *turn_start_;
      start.set_side_to_move(by);
      move.what = Happening::kTakesBack;
      move.move = pending_moves_.front();
      move.illegal = chess::check_move(start, move.move).reason;
      pending_moves_.clear();
      physical_ = *turn_start_;
      if (move.illegal == chess::IllegalReason::None) {
        note(index, e.t, move);
      } else {
        note(index, e.t, move, Topic::kIllegalMoveCompletion);
      }
      return;
    }
    pending_moves_.push_back(e.move);
    move.what = Happening::kMovesAgain;
    note(index, e.t, move);
    lapse_claim_right(by, Lapse::kMadeMove, index, e.t, false);
    return;
  }
  pending_moves_.push_back(e.move);
  if (verdict.is_legal()) {
    note(index, e.t, move);
  } else if (verdict.reason == chess::IllegalReason::PromotionMissing) {
    move.what = Happening::kMovesPawnUnpromoted;
    note(index, e.t, move);
  } else {
    move.what = Happening::kMovesIllegally;
    move.illegal = verdict.reason;
    note(index, e.t, move, Topic::kIllegalMoveCompletion);
  }
  lapse_claim_right(by, Lapse::kMadeMove, index, e.t, verdict.is_legal() && own_turn);
  if (pending_moves_.size() == 1 && own_turn && verdict.is_legal()) check_game_end(by, index, e.t);
}

void Arbiter::check_game_end(chess::Color mover, std::size_t index, std::int64_t t) {
  if (physical_.is_checkmate()) {
    end(win_for(mover), Reason::kCheckmate, Topic::kCheckmate, index, t,
        line(Happening::kCheckmates, mover));
  } else if (physical_.is_stalemate()) {
    end(Outcome::kDraw, Reason::kStalemate, Topic::kStalemate, index, t,
        line(Happening::kStalemates, mover));
  } else if (ruleset_.dead_position_ends_game) {
    // Only a definite answer ends the game: a search that cannot settle leaves it going.
    const DeadPositionAnswer dead = dead_position();
    if (dead.answer != chess::Answer::Yes) return;
    LogEntry l = line(Happening::kDeadPosition, mover);
    for (int i = 0; i < 2; ++i) {
      l.cannot_mate[i] = dead.why[i];
      l.mate_men[i] = dead.men[i];
    }
    end(Outcome::kDraw, Reason::kDeadPosition, Topic::kDeadPosition, index, t, l);
  }
}

void Arbiter::on_promote(const ScenarioEvent& e, std::size_t index) {
  const chess::Color by = side_of(e.by);
  const chess::Bitboard last = chess::rank_bb(by == chess::Color::White ? 7 : 0);
  const chess::Bitboard pawns = physical_.pieces(by, chess::PieceType::Pawn) & last;
  if (!pawns) {
    note(index, e.t, line(Happening::kNoPawnToPromote, by));
    return;
  }
  const chess::Square square = chess::lsb(pawns);
  physical_.set_piece(square, chess::make_piece(by, e.piece));
  LogEntry promotes = line(Happening::kPromotes, by);
  promotes.piece = e.piece;
  promotes.square = square;
  if (!pending_moves_.empty() && pending_by_ == by && pending_moves_.back().to() == square) {
    const chess::Move last_move = pending_moves_.back();
    pending_moves_.back() = chess::Move(last_move.from(), last_move.to(), e.piece);
    note(index, e.t, promotes);
    if (pending_moves_.size() == 1) {
      chess::Position start = *turn_start_;
      start.set_side_to_move(by);
      if (chess::check_move(start, pending_moves_.back()).is_legal()) {
        check_game_end(by, index, e.t);
      }
    }
    return;
  }
  // The pawn's move was already pressed (an improper press): the promotion completes it.
  if (!board_.move_stack().empty() && board_.move_stack().back().to() == square) {
    const chess::Move pressed = board_.move_stack().back();
    board_.pop();
    board_.push(chess::Move(pressed.from(), pressed.to(), e.piece));
  }
  if (unpromoted_press_by_ == by) unpromoted_press_by_.reset();
  if (pending_moves_.empty()) {
    pending_by_ = by;
    pending_promotion_ = true;
  }
  promotes.what = Happening::kPromotionCompleted;
  note(index, e.t, promotes);
}

void Arbiter::on_press(const ScenarioEvent& e, std::size_t index) {
  const chess::Color by = side_of(e.by);
  const std::int64_t t = e.t;
  if (clock_.phase(t) == clock::Phase::Paused) {
    note(index, t, line(Happening::kPressWhileStopped, by));
    return;
  }
  if (clock_.running_side(t) != by) {
    note(index, t, line(Happening::kPressNotRunning, by));
    return;
  }
  clock_.press(by, t, us_at(t));
  const bool moved = !pending_moves_.empty() && pending_by_ == by;
  if (moved) {
    lapse_claim_right(by, Lapse::kCompletedMove, index, t, true);
    complete_move(by, index, t);
    return;
  }
  if (pending_promotion_ && pending_by_ == by) {
    pending_promotion_ = false;
    note(index, t, line(Happening::kPressAfterPromotion, by));
    return;
  }
  if (ruleset_.press_without_move_is_illegal) {
    illegal_ =
        IllegalMove{by, chess::IllegalReason::None, physical_, std::nullopt, false, true, true};
    note(index, t, line(Happening::kPressWithoutMoveIllegal, by), Topic::kPressWithoutMove);
    return;
  }
  if (unpromoted_press_by_ == ~by) {
    if (ruleset_.opponent_may_restart_after_unpromoted_press) {
      note(index, t, line(Happening::kRestartsAfterUnpromotedPress, by),
           Topic::kUnpromotedPawnPress);
    } else {
      note(index, t, line(Happening::kRestartNotInRulebook, by));
    }
    return;
  }
  if (touch_move_violation_by_ == ~by) {
    touch_move_violation_by_.reset();
    note(index, t, line(Happening::kRestartsForTouchMove, by), Topic::kTouchMove);
    return;
  }
  note(index, t, line(Happening::kPressWithoutMove, by));
}

void Arbiter::complete_on_board(chess::Color by) {
  const std::vector<chess::Move> moves = pending_moves_;
  pending_moves_.clear();
  if (moves.size() == 1 && turn_start_) {
    chess::Position start = *turn_start_;
    start.set_side_to_move(by);
    if (start == board_.position()) {
      board_.push(moves.front());
      physical_ = board_.position();
      return;
    }
  }
  chess::Position now = physical_;
  now.set_side_to_move(~by);
  board_ = chess::Board(now);
}

void Arbiter::complete_move(chess::Color by, std::size_t index, std::int64_t t) {
  chess::Position start = *turn_start_;
  start.set_side_to_move(by);
  // Several moves before the press (castling made as two moves, say): the turn as a whole.
  const TurnVerdict verdict = judge_turn(start, pending_moves_);
  if (verdict.is_legal()) pending_moves_ = {verdict.move};
  const chess::Move completed = verdict.move;
  if (touched_[chess::index_of(by)]) {
    const chess::Square touched = *touched_[chess::index_of(by)];
    if (touched != completed.from() && chess::color_of(start.piece_at(touched)) == by &&
        start.piece_at(touched) != chess::Piece::None) {
      touch_move_violation_by_ = by;
      LogEntry broken = line(Happening::kTouchMoveBroken, by);
      broken.square = touched;
      note(index, t, broken, Topic::kTouchMove);
    }
  }
  touched_[0].reset();
  touched_[1].reset();
  if (touch_move_violation_by_ == ~by) touch_move_violation_by_.reset();
  if (unpromoted_press_by_ == ~by) unpromoted_press_by_.reset();
  if (illegal_ && illegal_->by == ~by) illegal_.reset();
  swapped_castling_by_.reset();
  const chess::Position physical_now = physical_;
  complete_on_board(by);
  physical_ = physical_now;
  physical_.set_side_to_move(~by);
  note_completed_move(by, completed, start, verdict, index, t);
  if (!kings_adjacent()) king_adjacent_by_[0] = king_adjacent_by_[1] = false;
  if (game_over()) return;
  const bool fivefold = board_.is_fivefold_repetition();
  const bool seventy_five = !fivefold && board_.is_seventyfive_moves() && !physical_.is_checkmate();
  if (!fivefold && !seventy_five) return;
  if (ruleset_.draw_claims.automatic_fivefold_and_75) {
    end(Outcome::kDraw, fivefold ? Reason::kFivefoldRepetition : Reason::kSeventyFiveMoves,
        Topic::kAutomaticDraw, index, t,
        line(fivefold ? Happening::kFivefoldRepetition : Happening::kSeventyFiveMoves, by));
    return;
  }
  // Where only a claim draws, the position FIDE would draw on its own is worth a line all the
  // same: play goes on, and the line names the rule that asks for a claim (a director's answer
  // to "is it not drawn by now?").
  // Said once: each later move keeps the count past seventy-five until a capture or pawn move.
  if (seventy_five && board_.position().halfmove_clock() > 150 &&
      std::any_of(log_.begin(), log_.end(), [](const LogEntry& l) {
        return l.what == Happening::kSeventyFiveMovesUnclaimed;
      })) {
    return;
  }
  const Topic own = fivefold ? Topic::kRepetitionClaim : Topic::kFiftyMoveClaim;
  LogEntry unclaimed = line(
      fivefold ? Happening::kFivefoldRepetitionUnclaimed : Happening::kSeventyFiveMovesUnclaimed,
      by);
  const DrawClaimPolicy& claims = ruleset_.draw_claims;
  if (!(fivefold ? claims.repetition : claims.fifty_moves)) {
    unclaimed.denial = Denial::kDrawClaimNotInRulebook;  // not even a claim draws here
  }
  note(index, t, unclaimed, ruleset_.rule(own) ? own : Topic::kDrawClaimsCarryOver);
}

void Arbiter::note_completed_move(chess::Color by, chess::Move completed,
                                  const chess::Position& start, const TurnVerdict& verdict,
                                  std::size_t index, std::int64_t t) {
  if (verdict.reason == chess::IllegalReason::PromotionMissing && pawn_on_last_rank(by)) {
    LogEntry press = line(Happening::kUnpromotedPressIllegal, by);
    press.square = completed.to();
    if (ruleset_.unpromoted_pawn_press_is_illegal) {
      chess::Position queened =
          start.after(chess::Move(completed.from(), completed.to(), chess::PieceType::Queen));
      illegal_ =
          IllegalMove{by, chess::IllegalReason::PawnLeftOnLastRank, start, queened, false, true};
      note(index, t, press, Topic::kUnpromotedPawnPress);
      return;
    }
    unpromoted_press_by_ = by;
    if (ruleset_.opponent_may_restart_after_unpromoted_press) {
      press.what = Happening::kUnpromotedPressRestart;
      note(index, t, press, Topic::kUnpromotedPawnPress);
    } else if (ruleset_.promotion_pause_by == PromotionPauseBy::kOpponent) {
      press.what = Happening::kUnpromotedPressOpponentMayStop;
      note(index, t, press, Topic::kPromotionPause);
    } else {
      press.what = Happening::kUnpromotedPressNoRemedy;
      note(index, t, press);
    }
    return;
  }
  LogEntry done = line(Happening::kMoveCompleted, by);
  done.move = completed;
  const chess::Square king_from = start.king_square(by);
  const bool castles = completed.from() == king_from &&
                       chess::square_distance(completed.from(), completed.to()) >= 2 &&
                       chess::rank_of(completed.from()) == chess::rank_of(completed.to());
  if (verdict.is_legal()) {
    // Castling with the king set up off its square (king and queen swapped), which the
    // ruleset allows: a claim against it is denied on that rule.
    if (castles && chess::file_of(king_from) != 4) swapped_castling_by_ = by;
    note(index, t, done);
    return;
  }
  if (verdict.reason == chess::IllegalReason::CastlingNotFromThisSetup) {
    note(index, t, line(Happening::kCastlingFromWrongSetup, by), Topic::kSwappedKingQueenCastling);
  }
  const bool king_next = verdict.reason == chess::IllegalReason::KingNextToKing;
  illegal_ = IllegalMove{by, verdict.reason, start, std::nullopt, king_next, true};
  illegal_->second_move = verdict.second_move;
  // Any completed move of the king that leaves it next to the other king (the chess core may
  // name another fault first, say a king move of two squares).
  if (start.king_square(by) != physical_.king_square(by) && kings_adjacent()) {
    king_adjacent_by_[chess::index_of(by)] = true;
  }
  // The opponent may claim it, unless he put the kings side by side and his claim would lose.
  done.what = Happening::kIllegalMoveCompleted;
  illegal_->name_in(done);
  if (king_adjacent_mover_claim_loses(~by)) {
    done.what = Happening::kIllegalMoveCompletedMoverMayNotClaim;
    done.also = ruleset_.cite(Topic::kKingAdjacentMoverClaims);
  }
  note(index, t, done, Topic::kIllegalMoveCompletion);
}

void Arbiter::lapse_claim_right(chess::Color actor, Lapse how, std::size_t index, std::int64_t t,
                                bool legal_move_completed) {
  if (!illegal_ || illegal_->by != ~actor || !illegal_->claimable) return;
  bool lapses = false;
  switch (ruleset_.claim_lapse) {
    case ClaimLapse::kTouchedPiece:
      lapses = true;
      break;
    case ClaimLapse::kDeterminedMove:
    case ClaimLapse::kReleasedPiece:
    case ClaimLapse::kMadeMove:
      lapses = how != Lapse::kTouchedPiece;
      break;
    case ClaimLapse::kCompletedMove:
      lapses = how == Lapse::kCompletedMove || (how == Lapse::kMadeMove && legal_move_completed);
      break;
  }
  if (!lapses) return;
  illegal_->claimable = false;
  LogEntry stands = line(Happening::kIllegalMoveStands, actor);
  stands.code = how == Lapse::kTouchedPiece ? LineCode::kTouchedPiece
                : how == Lapse::kMadeMove   ? LineCode::kMadeMove
                                            : LineCode::kCompletedMove;
  // A legal move lets go of the claim once the rulebook counts it as made (USCF 11-15: when the
  // hand leaves the piece), where that is a rule of its own.
  if (how == Lapse::kMadeMove && legal_move_completed &&
      number(Topic::kLegalMoveCompletion) != number(Topic::kUnclaimedIllegalMoveStands) &&
      ruleset_.rule(Topic::kLegalMoveCompletion)) {
    stands.also = ruleset_.cite(Topic::kLegalMoveCompletion);
  }
  note(index, t, stands, Topic::kUnclaimedIllegalMoveStands);
}

}  // namespace flagfall::rules
