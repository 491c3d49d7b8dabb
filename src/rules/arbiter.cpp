#include "rules/arbiter.h"

#include <algorithm>

#include "chess/fen.h"
#include "chess/move_check.h"
#include "clock/notation.h"
#include "rules/arbiter_internal.h"
#include "rules/mating_material.h"

namespace flagfall::rules {

using detail::mate_unsettled;
using detail::name;
using detail::seconds;
using detail::to_clock;

namespace {

clock::TimeControl control_for(const Ruleset& ruleset, const ScenarioSetup& setup) {
  const std::string text =
      setup.time_control ? *setup.time_control : std::string(ruleset.standard_time_control);
  const auto parsed = clock::parse_time_control(text);
  return parsed ? parsed.value() : clock::TimeControl::sudden_death(5 * clock::kMinute);
}

bool within_limits(const clock::TimeControl& control, const TimeControlLimits& limits) {
  if (control.method != clock::Method::Standard || control.periods.size() != 1) return false;
  const clock::Period& p = control.periods[0];
  if (p.moves != 0 || p.time < limits.min_base_ms || p.time > limits.max_base_ms) return false;
  if (p.bonus == clock::Bonus::Increment && !limits.increment_allowed) return false;
  if ((p.bonus == clock::Bonus::SimpleDelay || p.bonus == clock::Bonus::BronsteinDelay) &&
      !limits.delay_allowed) {
    return false;
  }
  return p.time + 60 * p.bonus_amount <= limits.max_total_ms;
}

chess::Position setup_position(const Ruleset& ruleset, const ScenarioSetup& setup) {
  auto parsed = chess::parse_fen(setup.fen);
  chess::Position position = parsed ? *parsed.position : chess::Position();
  const bool mirrored =
      ruleset.swapped_setup_castling == SwappedSetupCastling::kMirrored ||
      (ruleset.swapped_setup_castling == SwappedSetupCastling::kForbiddenAfterTenMoves &&
       position.fullmove_number() <= 10);
  position.set_castling_rule(mirrored ? chess::CastlingRule::FromAnySetup
                                      : chess::CastlingRule::StandardSetupOnly);
  return position;
}

}  // namespace

std::string_view outcome_name(Outcome outcome) {
  switch (outcome) {
    case Outcome::kWhiteWins:
      return "white-wins";
    case Outcome::kBlackWins:
      return "black-wins";
    case Outcome::kDraw:
      return "draw";
    case Outcome::kPlayOn:
      return "play-on";
  }
  return "play-on";
}

std::string_view permission_name(Permission permission) {
  switch (permission) {
    case Permission::kClaimTime:
      return "claim-time";
    case Permission::kClaimIllegalMove:
      return "claim-illegal-move";
    case Permission::kTakeKing:
      return "take-king";
    case Permission::kClaimRepetition:
      return "claim-repetition";
    case Permission::kClaimFiftyMoves:
      return "claim-fifty-moves";
    case Permission::kClaimInsufficientLosingChances:
      return "claim-insufficient-losing-chances";
    case Permission::kPausePromotion:
      return "pause-promotion";
    case Permission::kRestartOpponentClock:
      return "restart-opponent-clock";
    case Permission::kStopClockDispute:
      return "stop-clock-dispute";
    case Permission::kResign:
      return "resign";
    case Permission::kOfferDraw:
      return "offer-draw";
  }
  return "resign";
}

Arbiter::Arbiter(const Ruleset& ruleset, const ScenarioSetup& setup)
    : ruleset_(ruleset),
      board_(setup_position(ruleset, setup)),
      physical_(board_.position()),
      clock_(clock::ClockConfig::same_for_both(
          control_for(ruleset, setup), ruleset.flag_keeps_running ? clock::FlagPolicy::KeepRunning
                                                                  : clock::FlagPolicy::Freeze)) {
  setup_moves_ = std::max(0, physical_.fullmove_number() - 1);
  const clock::TimeControl control = control_for(ruleset, setup);
  std::string text =
      "Set-up: " +
      std::string(setup.time_control
                      ? "time control " + *setup.time_control
                      : "the standard control " + std::string(ruleset.standard_time_control)) +
      cite(Topic::kStandardTimeControl);
  if (setup.white_ms) clock_.set_time(clock::Side::White, *setup.white_ms, 0);
  if (setup.black_ms) clock_.set_time(clock::Side::Black, *setup.black_ms, 0);
  const chess::Color first = physical_.side_to_move();
  clock_.start(to_clock(first), 0);
  text += "; White has " + seconds(clock_.remaining(clock::Side::White, 0)) + ", Black " +
          seconds(clock_.remaining(clock::Side::Black, 0)) + "; " + name(first) +
          "'s clock starts.";
  note(std::nullopt, 0, text);
  if (!within_limits(control, ruleset.time_control_limits)) {
    note(std::nullopt, 0,
         "This time control is outside the controls the ruleset allows for blitz" +
             cite(Topic::kAllowedTimeControls) + "; the arbiter rules on the game as set.",
         ruleset.cite(Topic::kAllowedTimeControls));
  }
}

std::string Arbiter::cite(Topic topic) const {
  const std::string c = ruleset_.cite(topic);
  return c.empty() ? std::string() : " (" + c + ")";
}

void Arbiter::note(std::optional<std::size_t> index, std::int64_t t, const std::string& text,
                   const std::string& rule) {
  log_.push_back(LogEntry{index, t, text, rule});
}

void Arbiter::end(Outcome outcome, std::string reason, Topic topic, std::size_t index,
                  std::int64_t t, const std::string& text) {
  const Rule* r = ruleset_.rule(topic);
  end_with_rule(outcome, std::move(reason), r ? r->number : std::string_view(), index, t, text);
}

void Arbiter::end_with_rule(Outcome outcome, std::string reason, std::string_view number,
                            std::size_t index, std::int64_t t, const std::string& text) {
  outcome_ = outcome;
  reason_ = std::move(reason);
  rule_ = std::string(number);
  ended_at_ = t;
  if (clock_.phase(t) == clock::Phase::Running) clock_.pause(t);
  const std::string full = number.empty() ? std::string() : ruleset_.cite_number(number);
  note(index, t, text + (full.empty() ? "" : " (" + full + ")") + ".", full);
}

void Arbiter::stop_clock(std::int64_t t) {
  if (clock_.phase(t) == clock::Phase::Running) clock_.pause(t);
}

void Arbiter::restart_clock(std::int64_t t) {
  if (clock_.phase(t) == clock::Phase::Paused) clock_.resume(t);
}

void Arbiter::add_time(chess::Color side, std::int64_t amount, std::int64_t t) {
  const std::int64_t now = clock_.remaining(to_clock(side), t);
  const std::int64_t target = std::clamp<std::int64_t>(now + amount, 0, clock::kMaxClockTime);
  clock_.set_time(to_clock(side), target, t);
}

bool Arbiter::flag_down(chess::Color side, std::int64_t t) const {
  return clock_.flag_at(to_clock(side), t).has_value();
}

chess::Answer Arbiter::mate_answer(chess::Color side, const chess::Position& board) const {
  return mating_material_answer(board, side, ruleset_.mating_material);
}

bool Arbiter::kings_adjacent() const {
  const chess::Square w = physical_.king_square(chess::Color::White);
  const chess::Square b = physical_.king_square(chess::Color::Black);
  return w != chess::NoSquare && b != chess::NoSquare && chess::square_distance(w, b) == 1;
}

bool Arbiter::pawn_on_last_rank(chess::Color side) const {
  const chess::Bitboard last = chess::rank_bb(side == chess::Color::White ? 7 : 0);
  return (physical_.pieces(side, chess::PieceType::Pawn) & last) != 0;
}

int Arbiter::completed_moves(chess::Color side) const {
  return setup_moves_ + clock_.moves(to_clock(side));
}

void Arbiter::apply_instant(const std::vector<ScenarioEvent>& events, std::size_t first_index) {
  if (events.empty()) return;
  const std::int64_t t = events.front().t;
  last_t_ = std::max(last_t_, t);
  std::vector<Claim> claims;
  std::vector<std::size_t> td_events;
  for (std::size_t i = 0; i < events.size(); ++i) {
    const ScenarioEvent& e = events[i];
    const std::size_t index = first_index + i;
    if (e.by == Actor::kTd) {
      td_events.push_back(i);
      continue;
    }
    const chess::Color by = e.by == Actor::kWhite ? chess::Color::White : chess::Color::Black;
    if (e.kind == EventKind::kClaim) {
      claims.push_back({by, e.claim, index, false, chess::Move()});
      continue;
    }
    if (e.kind == EventKind::kMove && ruleset_.king_capture_claims &&
        physical_.piece_at(e.move.to()) == chess::make_piece(~by, chess::PieceType::King)) {
      claims.push_back({by, ClaimKind::kIllegalMove, index, true, e.move});
      continue;
    }
    if (game_over()) {
      note(index, t,
           "Ignored: the game is already over (" + name(by) + " " +
               std::string(event_kind_name(e.kind)) + ").");
      continue;
    }
    apply_player_event(e, index);
  }
  resolve_claims(claims, t);
  for (std::size_t i : td_events) {
    if (game_over()) {
      note(first_index + i, t,
           "Ignored: the game is already over (TD " + std::string(event_kind_name(events[i].kind)) +
               ").");
      continue;
    }
    apply_td_event(events[i], first_index + i);
  }
}

void Arbiter::apply_player_event(const ScenarioEvent& e, std::size_t index) {
  const chess::Color by = e.by == Actor::kWhite ? chess::Color::White : chess::Color::Black;
  switch (e.kind) {
    case EventKind::kMove:
      on_move(e, index);
      break;
    case EventKind::kTouch:
      on_touch(e, index);
      break;
    case EventKind::kPromote:
      on_promote(e, index);
      break;
    case EventKind::kPress:
      on_press(e, index);
      break;
    case EventKind::kPause:
      on_pause(e, index);
      break;
    case EventKind::kResume:
      on_resume(e, index);
      break;
    case EventKind::kResign:
      on_resign(e, index);
      break;
    case EventKind::kOfferDraw:
      draw_offer_by_ = by;
      note(index, e.t, name(by) + " offers a draw.");
      break;
    case EventKind::kAcceptDraw:
      if (draw_offer_by_ == ~by) {
        end(Outcome::kDraw, "agreement", Topic::kDrawAgreement, index, e.t,
            name(by) + " accepts the draw offer; the game is drawn by agreement");
      } else {
        note(index, e.t,
             name(by) + " accepts a draw, but no draw offer by " + name(~by) +
                 " stands; nothing happens.");
      }
      break;
    default:
      break;
  }
}

void Arbiter::on_resign(const ScenarioEvent& e, std::size_t index) {
  const chess::Color by = e.by == Actor::kWhite ? chess::Color::White : chess::Color::Black;
  const Outcome win = by == chess::Color::White ? Outcome::kBlackWins : Outcome::kWhiteWins;
  if (!ruleset_.resignation_drawn_if_opponent_cannot_mate) {
    end(win, "resignation", Topic::kResignation, index, e.t,
        name(by) + " resigns; " + name(~by) + " wins");
    return;
  }
  // FIDE 5.1.2: only a definite "cannot mate" draws; an unsettled search leaves the loss.
  switch (mate_answer(~by)) {
    case chess::Answer::No:
      end(Outcome::kDraw, "resignation-insufficient-material", Topic::kResignation, index, e.t,
          name(by) + " resigns, but " + name(~by) +
              " could not checkmate by any series of legal moves: the game is drawn");
      return;
    case chess::Answer::Yes:
      end(win, "resignation", Topic::kResignation, index, e.t,
          name(by) + " resigns; " + name(~by) + " could still checkmate, so " + name(~by) +
              " wins");
      return;
    case chess::Answer::Unknown:
      end(win, "resignation", Topic::kResignation, index, e.t,
          name(by) + " resigns; " + mate_unsettled(~by) + ", so the resignation stands and " +
              name(~by) + " wins");
      return;
  }
}

void Arbiter::apply_td_event(const ScenarioEvent& e, std::size_t index) {
  switch (e.kind) {
    case EventKind::kPenalty:
      on_penalty(e, index);
      break;
    case EventKind::kSetTime:
      on_set_time(e, index);
      break;
    case EventKind::kPause:
      stop_clock(e.t);
      note(index, e.t, "The TD stops the clock.");
      break;
    case EventKind::kResume:
      restart_clock(e.t);
      note(index, e.t, "The TD restarts the clock.");
      break;
    default:
      break;
  }
}

void Arbiter::on_touch(const ScenarioEvent& e, std::size_t index) {
  const chess::Color by = e.by == Actor::kWhite ? chess::Color::White : chess::Color::Black;
  const chess::Piece piece = physical_.piece_at(e.square);
  const std::string where = chess::square_name(e.square);
  if (piece == chess::Piece::None) {
    note(index, e.t, name(by) + " touches the empty square " + where + ".");
    return;
  }
  if (chess::color_of(piece) == by) touched_[chess::index_of(by)] = e.square;
  const chess::Square enemy_king = physical_.king_square(~by);
  const bool to_take_king =
      enemy_king != chess::NoSquare &&
      (e.square == enemy_king ||
       (chess::color_of(piece) == by &&
        (physical_.attackers_to(enemy_king, physical_.occupied()) & chess::square_bb(e.square))));
  note(index, e.t,
       name(by) + " touches the " + std::string(chess::piece_type_name(chess::type_of(piece))) +
           " on " + where + ".");
  if (!to_take_king) lapse_claim_right(by, "touched a piece", index, e.t, false);
}

void Arbiter::on_move(const ScenarioEvent& e, std::size_t index) {
  const chess::Color by = e.by == Actor::kWhite ? chess::Color::White : chess::Color::Black;
  if (draw_offer_by_ == ~by) {
    draw_offer_by_.reset();
    note(index, e.t, name(by) + " moves instead of accepting: the draw offer lapses.");
  }
  if (!pending_moves_.empty() && pending_by_ != by) {
    // The other player moved without pressing: his move stands as made.
    complete_on_board(pending_by_);
  }
  if (pending_moves_.empty()) {
    turn_start_ = physical_;
    pending_by_ = by;
    pending_promotion_ = false;
  }
  const bool own_turn = physical_.side_to_move() == by;
  chess::Position before = physical_;
  before.set_side_to_move(by);
  const chess::MoveVerdict verdict = chess::check_move(before, e.move);
  physical_ = before.after(e.move);
  physical_.set_side_to_move(~by);
  pending_moves_.push_back(e.move);
  const std::string uci = chess::to_uci(e.move);
  std::string text = name(by) + " moves " + uci;
  if (!own_turn) text += " although it is " + name(~by) + "'s move";
  if (verdict.is_legal()) {
    text += ".";
  } else if (verdict.reason == chess::IllegalReason::PromotionMissing) {
    text += "; the pawn stands unpromoted on the last rank.";
  } else {
    text += " (illegal: " + std::string(verdict.code()) + "); it is completed only when " +
            name(by) + " presses the clock" + cite(Topic::kIllegalMoveCompletion) + ".";
  }
  note(index, e.t, text);
  lapse_claim_right(by, "made a move", index, e.t, verdict.is_legal() && own_turn);
  if (pending_moves_.size() == 1 && own_turn && verdict.is_legal()) check_game_end(by, index, e.t);
}

void Arbiter::check_game_end(chess::Color mover, std::size_t index, std::int64_t t) {
  if (physical_.is_checkmate()) {
    end(mover == chess::Color::White ? Outcome::kWhiteWins : Outcome::kBlackWins, "checkmate",
        Topic::kCheckmate, index, t, name(mover) + " checkmates; the game ends at once");
  } else if (physical_.is_stalemate()) {
    end(Outcome::kDraw, "stalemate", Topic::kStalemate, index, t,
        name(~mover) + " is stalemated; the game is drawn at once");
  }
}

void Arbiter::on_promote(const ScenarioEvent& e, std::size_t index) {
  const chess::Color by = e.by == Actor::kWhite ? chess::Color::White : chess::Color::Black;
  const chess::Bitboard last = chess::rank_bb(by == chess::Color::White ? 7 : 0);
  const chess::Bitboard pawns = physical_.pieces(by, chess::PieceType::Pawn) & last;
  if (!pawns) {
    note(index, e.t, name(by) + " has no pawn on the last rank to promote; nothing happens.");
    return;
  }
  const chess::Square square = chess::lsb(pawns);
  const chess::Piece piece = chess::make_piece(by, e.piece);
  physical_.set_piece(square, piece);
  const std::string what = std::string(chess::piece_type_name(e.piece));
  if (!pending_moves_.empty() && pending_by_ == by && pending_moves_.back().to() == square) {
    const chess::Move last_move = pending_moves_.back();
    pending_moves_.back() = chess::Move(last_move.from(), last_move.to(), e.piece);
    note(index, e.t, name(by) + " puts a " + what + " on " + chess::square_name(square) + ".");
    if (pending_moves_.size() == 1) {
      chess::Position start = *turn_start_;
      start.set_side_to_move(by);
      if (chess::check_move(start, pending_moves_.back()).is_legal())
        check_game_end(by, index, e.t);
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
  note(index, e.t,
       name(by) + " puts a " + what + " on " + chess::square_name(square) +
           ", completing the promotion.");
}

void Arbiter::on_press(const ScenarioEvent& e, std::size_t index) {
  const chess::Color by = e.by == Actor::kWhite ? chess::Color::White : chess::Color::Black;
  const std::int64_t t = e.t;
  if (clock_.phase(t) == clock::Phase::Paused) {
    note(index, t, name(by) + " presses while the clock is stopped; nothing happens.");
    return;
  }
  if (clock_.running_side(t) != to_clock(by)) {
    note(index, t,
         name(by) + " presses, but " + name(by) + "'s clock is not running; nothing happens.");
    return;
  }
  clock_.press(to_clock(by), t);
  if (ignored_pause_) ignored_pause_ = false;
  const bool moved = !pending_moves_.empty() && pending_by_ == by;
  if (moved) {
    lapse_claim_right(by, "completed a move", index, t, true);
    complete_move(by, index, t);
    return;
  }
  if (pending_promotion_ && pending_by_ == by) {
    pending_promotion_ = false;
    note(index, t, name(by) + " presses after completing the promotion.");
    return;
  }
  if (ruleset_.press_without_move_is_illegal) {
    illegal_ = IllegalMove{by, "press-without-move", physical_, std::nullopt, false, true};
    note(index, t,
         name(by) + " presses the clock without moving: that counts as an illegal move" +
             cite(Topic::kPressWithoutMove) + "; " + name(~by) + " may claim it.",
         ruleset_.cite(Topic::kPressWithoutMove));
    return;
  }
  if (unpromoted_press_by_ == ~by) {
    if (ruleset_.opponent_may_restart_after_unpromoted_press) {
      note(index, t,
           name(by) + " restarts " + name(~by) +
               "'s clock without moving, as the rules allow after a press with the pawn "
               "unpromoted" +
               cite(Topic::kUnpromotedPawnPress) + ".",
           ruleset_.cite(Topic::kUnpromotedPawnPress));
    } else {
      note(index, t,
           name(by) + " presses without moving to restart " + name(~by) +
               "'s clock; this rulebook gives no such right, so it is only a press "
               "without a move.");
    }
    return;
  }
  if (touch_move_violation_by_ == ~by) {
    touch_move_violation_by_.reset();
    note(index, t,
         name(by) + " restarts " + name(~by) + "'s clock so that " + name(~by) +
             " moves the piece touched" + cite(Topic::kTouchMove) + ".",
         ruleset_.cite(Topic::kTouchMove));
    return;
  }
  note(index, t, name(by) + " presses without having moved; " + name(by) + " still has to move.");
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
  const chess::Move move = pending_moves_.back();
  chess::Position start = *turn_start_;
  start.set_side_to_move(by);
  if (ruleset_.swapped_setup_castling == SwappedSetupCastling::kForbiddenAfterTenMoves &&
      completed_moves(chess::Color::White) >= 10 && completed_moves(chess::Color::Black) >= 10) {
    start.set_castling_rule(chess::CastlingRule::StandardSetupOnly);
  }
  chess::MoveVerdict verdict = chess::check_move(start, move);
  if (pending_moves_.size() > 1) {
    // Several moves before the press (a retracted move): judge what now stands on the board.
    verdict.reason = chess::IllegalReason::CannotMoveThatWay;
    for (const chess::Move legal : start.legal_moves()) {
      chess::Position candidate = start.after(legal);
      if (candidate.occupied() == physical_.occupied() &&
          chess::to_fen(candidate).substr(0, chess::to_fen(candidate).find(' ')) ==
              chess::to_fen(physical_).substr(0, chess::to_fen(physical_).find(' '))) {
        verdict.reason = chess::IllegalReason::None;
        pending_moves_ = {legal};
        break;
      }
    }
  }
  const chess::Move completed = pending_moves_.back();
  if (touched_[chess::index_of(by)]) {
    const chess::Square touched = *touched_[chess::index_of(by)];
    if (touched != completed.from() && chess::color_of(start.piece_at(touched)) == by &&
        start.piece_at(touched) != chess::Piece::None) {
      touch_move_violation_by_ = by;
      note(index, t,
           name(by) + " touched the piece on " + chess::square_name(touched) +
               " but moved another; " + name(~by) + " may restart " + name(by) +
               "'s clock to enforce touch move or claim" + cite(Topic::kTouchMove) + ".",
           ruleset_.cite(Topic::kTouchMove));
    }
  }
  touched_[0].reset();
  touched_[1].reset();
  if (touch_move_violation_by_ == ~by) touch_move_violation_by_.reset();
  if (unpromoted_press_by_ == ~by) unpromoted_press_by_.reset();
  if (illegal_ && illegal_->by == ~by) illegal_.reset();
  const chess::Position physical_now = physical_;
  complete_on_board(by);
  physical_ = physical_now;
  physical_.set_side_to_move(~by);

  const std::string uci = chess::to_uci(completed);
  if (verdict.reason == chess::IllegalReason::PromotionMissing && pawn_on_last_rank(by)) {
    if (ruleset_.unpromoted_pawn_press_is_illegal) {
      chess::Position queened =
          start.after(chess::Move(completed.from(), completed.to(), chess::PieceType::Queen));
      illegal_ = IllegalMove{by, "pawn-left-on-last-rank", start, queened, false, true};
      note(index, t,
           name(by) + " presses with the pawn unpromoted on " + chess::square_name(completed.to()) +
               ": an illegal move" + cite(Topic::kUnpromotedPawnPress) + "; " + name(~by) +
               " may claim it.",
           ruleset_.cite(Topic::kUnpromotedPawnPress));
    } else {
      unpromoted_press_by_ = by;
      std::string text = name(by) + " presses with the pawn still unpromoted on " +
                         chess::square_name(completed.to());
      if (ruleset_.opponent_may_restart_after_unpromoted_press) {
        text += ": improper; " + name(~by) + " may at once restart " + name(by) +
                "'s clock without moving" + cite(Topic::kUnpromotedPawnPress) + ".";
      } else if (ruleset_.promotion_pause_by == PromotionPauseBy::kOpponent) {
        text += "; " + name(~by) + " may stop the clocks while a piece is found" +
                cite(Topic::kPromotionPause) + ".";
      } else {
        text += "; the rulebook does not say what follows, so play goes on.";
      }
      note(index, t, text,
           ruleset_.cite(ruleset_.opponent_may_restart_after_unpromoted_press
                             ? Topic::kUnpromotedPawnPress
                             : Topic::kPromotionPause));
    }
  } else if (!verdict.is_legal()) {
    const bool king_next = verdict.reason == chess::IllegalReason::KingNextToKing;
    illegal_ = IllegalMove{by, std::string(verdict.code()), start, std::nullopt, king_next, true};
    // Any completed move of the king that leaves it next to the other king (the chess core may
    // name another fault first, say a king move of two squares).
    if (start.king_square(by) != physical_.king_square(by) && kings_adjacent()) {
      king_adjacent_by_[chess::index_of(by)] = true;
    }
    // The opponent may claim it, unless he put the kings side by side and his claim would lose.
    const std::string who_may = king_adjacent_mover_claim_loses(~by)
                                    ? name(~by) + " put his king next to " + name(by) +
                                          "'s, so a claim by " + name(~by) + " on " + name(by) +
                                          "'s failure to notice would lose" +
                                          cite(Topic::kKingAdjacentMoverClaims)
                                    : name(~by) + " may claim it";
    note(index, t,
         name(by) + " presses after the illegal move " + uci + " (" + std::string(verdict.code()) +
             "): the illegal move is completed" + cite(Topic::kIllegalMoveCompletion) + "; " +
             who_may + ".",
         ruleset_.cite(Topic::kIllegalMoveCompletion));
  } else {
    note(index, t, name(by) + " completes " + uci + " and presses the clock.");
  }
  if (!kings_adjacent()) king_adjacent_by_[0] = king_adjacent_by_[1] = false;
  if (ruleset_.draw_claims.automatic_fivefold_and_75 && !game_over()) {
    if (board_.is_fivefold_repetition()) {
      end(Outcome::kDraw, "fivefold-repetition", Topic::kAutomaticDraw, index, t,
          "The position stands for the fifth time: drawn without a claim");
    } else if (board_.is_seventyfive_moves() && !physical_.is_checkmate()) {
      end(Outcome::kDraw, "seventy-five-moves", Topic::kAutomaticDraw, index, t,
          "Seventy-five moves each without a capture or pawn move: drawn without a claim");
    }
  }
}

void Arbiter::lapse_claim_right(chess::Color actor, const char* how, std::size_t index,
                                std::int64_t t, bool legal_move_completed) {
  if (!illegal_ || illegal_->by != ~actor || !illegal_->claimable) return;
  const std::string what = how;
  bool lapses = false;
  switch (ruleset_.claim_lapse) {
    case ClaimLapse::kTouchedPiece:
      lapses = true;
      break;
    case ClaimLapse::kDeterminedMove:
    case ClaimLapse::kReleasedPiece:
    case ClaimLapse::kMadeMove:
      lapses = what != "touched a piece";
      break;
    case ClaimLapse::kCompletedMove:
      lapses = what == "completed a move" || (what == "made a move" && legal_move_completed);
      break;
  }
  if (!lapses) return;
  illegal_->claimable = false;
  note(index, t,
       name(~actor) + "'s illegal move now stands: " + name(actor) + " has " + what +
           " without claiming" + cite(Topic::kUnclaimedIllegalMoveStands) + ".",
       ruleset_.cite(Topic::kUnclaimedIllegalMoveStands));
}

void Arbiter::on_pause(const ScenarioEvent& e, std::size_t index) {
  const chess::Color by = e.by == Actor::kWhite ? chess::Color::White : chess::Color::Black;
  const std::int64_t t = e.t;
  if (clock_.phase(t) != clock::Phase::Running) {
    note(index, t, name(by) + " stops a clock that is already stopped; nothing happens.");
    return;
  }
  if (e.reason == PauseReason::kDispute) {
    stop_clock(t);
    note(index, t,
         name(by) + " stops the clock to summon the TD" + cite(Topic::kDisputePause) + ".",
         ruleset_.cite(Topic::kDisputePause));
    return;
  }
  const chess::Color promoter =
      ruleset_.promotion_pause_by == PromotionPauseBy::kPromoter ? by : ~by;
  if (pawn_on_last_rank(promoter)) {
    stop_clock(t);
    note(index, t,
         name(by) + " stops the clocks while a promotion piece is found" +
             cite(Topic::kPromotionPause) + ".",
         ruleset_.cite(Topic::kPromotionPause));
    return;
  }
  ignored_pause_ = true;
  const bool other_may = pawn_on_last_rank(~promoter) || pawn_on_last_rank(by);
  std::string why = other_may ? (ruleset_.promotion_pause_by == PromotionPauseBy::kPromoter
                                     ? "only the promoting player may stop the clocks for that"
                                     : "only the promoting player's opponent may stop the clocks "
                                       "for that")
                              : "no pawn is waiting on the last rank";
  note(index, t,
       name(by) + " stops the clocks for a promotion piece, but " + why +
           cite(Topic::kPromotionPause) + "; the arbiter lets " + name(by) +
           "'s time run on as if the clock had not been stopped.",
       ruleset_.cite(Topic::kPromotionPause));
}

void Arbiter::on_resume(const ScenarioEvent& e, std::size_t index) {
  const chess::Color by = e.by == Actor::kWhite ? chess::Color::White : chess::Color::Black;
  if (ignored_pause_) {
    ignored_pause_ = false;
    note(index, e.t, name(by) + " restarts the clock; time was counted throughout.");
    return;
  }
  if (clock_.phase(e.t) != clock::Phase::Paused) {
    note(index, e.t, name(by) + " restarts a clock that is running; nothing happens.");
    return;
  }
  restart_clock(e.t);
  note(index, e.t, name(by) + " restarts the clock.");
}

}  // namespace flagfall::rules
