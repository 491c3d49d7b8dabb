#include "trainer/replay.h"

#include "chess/move_check.h"
#include "clock/clock.h"

namespace flagfall::trainer {
namespace {

using rules::Actor;
using rules::EventKind;
using rules::ScenarioEvent;

std::string actor_text(Actor a) {
  switch (a) {
    case Actor::kWhite:
      return "White";
    case Actor::kBlack:
      return "Black";
    case Actor::kTd:
      return "The TD";
  }
  return "The TD";
}

std::string piece_word(chess::PieceType t) {
  return std::string(chess::piece_type_name(t));
}

std::string offence_text(rules::Offence o) {
  switch (o) {
    case rules::Offence::kTwoHands:
      return "using two hands";
    case rules::Offence::kKnockedClock:
      return "knocking the clock over";
    case rules::Offence::kDisplacedPieces:
      return "knocking pieces over";
    case rules::Offence::kTouchMove:
      return "breaking touch-move";
    case rules::Offence::kBanging:
      return "banging the clock";
    case rules::Offence::kOther:
      return "misconduct";
  }
  return "misconduct";
}

ClockFace face(const clock::Clock& game_clock, clock::Side side, std::int64_t t) {
  const clock::SideView view = game_clock.view(side, t);
  return ClockFace{view.remaining, view.flag_at, view.running};
}

// Time added or taken by the arbiter or the TD: every set-time after the start, measured against
// what the clock showed just before, except the arbiter's hand-over after restoring a position
// (a press immediately followed by setting the presser's time back).
Adjustments adjustments_of(const clock::Clock& game_clock) {
  Adjustments out;
  clock::Clock mirror(game_clock.config());
  const std::vector<clock::Event>& events = game_clock.events();
  bool started = false;
  for (std::size_t i = 0; i < events.size(); ++i) {
    const clock::Event& e = events[i];
    std::int64_t delta = 0;
    if (e.kind == clock::EventKind::Start) started = true;
    if (started && e.kind == clock::EventKind::SetTime) {
      const bool hand_over = i > 0 && events[i - 1].kind == clock::EventKind::Press &&
                             events[i - 1].side == e.side && events[i - 1].t == e.t;
      if (!hand_over) delta = e.amount - mirror.remaining(e.side, e.t);
    } else if (started && e.kind == clock::EventKind::AddTime) {
      delta = e.amount;
    }
    (e.side == clock::Side::White ? out.white_ms : out.black_ms) += delta;
    mirror.apply(e);
  }
  return out;
}

}  // namespace

std::string clock_text(std::int64_t ms) {
  if (ms < 0) ms = 0;
  if (ms < 20'000) {
    return std::to_string(ms / 1000) + "." + std::to_string((ms % 1000) / 100);
  }
  const std::int64_t seconds = ms / 1000;
  const std::int64_t s = seconds % 60;
  return std::to_string(seconds / 60) + ":" + (s < 10 ? "0" : "") + std::to_string(s);
}

std::string describe_event(const ScenarioEvent& e, const chess::Position& before) {
  const std::string who = actor_text(e.by);
  switch (e.kind) {
    case EventKind::kMove: {
      const chess::Square from = e.move.from();
      const chess::Square to = e.move.to();
      const chess::Piece moving = before.piece_at(from);
      const chess::Piece target = before.piece_at(to);
      std::string text = who + " moves ";
      if (moving == chess::Piece::None) {
        text += "from the empty square " + chess::square_name(from);
      } else {
        text += "the " + piece_word(chess::type_of(moving)) + " " + chess::square_name(from) +
                "\xE2\x80\x93" + chess::square_name(to);
      }
      if (moving != chess::Piece::None && before.is_castling_attempt(e.move)) {
        text = who + " castles: king " + chess::square_name(from) + "\xE2\x80\x93" +
               chess::square_name(to);
      } else if (target != chess::Piece::None) {
        text += std::string(chess::type_of(target) == chess::PieceType::King ? ", taking the "
                                                                             : ", capturing the ") +
                (chess::color_of(target) == chess::color_of(moving) ? "own " : "") +
                piece_word(chess::type_of(target));
      }
      if (e.move.promotion() != chess::PieceType::None) {
        text += " and promotes to a " + piece_word(e.move.promotion());
      }
      return text;
    }
    case EventKind::kTouch: {
      const chess::Piece p = before.piece_at(e.square);
      if (p == chess::Piece::None)
        return who + " touches the empty square " + chess::square_name(e.square);
      return who + " touches " +
             (chess::color_of(p) == chess::Color::White ? "White's " : "Black's ") +
             piece_word(chess::type_of(p)) + " on " + chess::square_name(e.square);
    }
    case EventKind::kPress:
      return who + " presses the clock";
    case EventKind::kPromote:
      return who + " puts a " + piece_word(e.piece) + " in place of the pawn";
    case EventKind::kClaim:
      switch (e.claim) {
        case rules::ClaimKind::kTime:
          return who + " stops the clock and claims on time";
        case rules::ClaimKind::kIllegalMove:
          return who + " stops the clock and claims an illegal move";
        case rules::ClaimKind::kRepetition:
          return who + " claims a draw by repetition";
        case rules::ClaimKind::kFiftyMoves:
          return who + " claims a draw under the fifty-move rule";
        case rules::ClaimKind::kInsufficientLosingChances:
          return who + " claims a draw: insufficient losing chances";
      }
      return who + " claims";
    case EventKind::kPause:
      return who + (e.reason == rules::PauseReason::kPromotion
                        ? " stops the clocks to find a promotion piece"
                        : " stops the clocks to call the TD");
    case EventKind::kResume:
      return who + " restarts the clocks";
    case EventKind::kResign:
      return who + " resigns";
    case EventKind::kOfferDraw:
      return who + " offers a draw";
    case EventKind::kAcceptDraw:
      return who + " accepts the draw";
    case EventKind::kPenalty:
      return "The TD rules on " + chess::side_title(e.side) + " " + offence_text(e.offence);
    case EventKind::kSetTime:
      return "The TD sets " + chess::side_title(e.side) + "'s clock to " + clock_text(e.ms);
    case EventKind::kFlagSeen:
      return "The TD sees that " + chess::side_title(e.side) + "'s flag is down";
  }
  return who;
}

Replay replay(const rules::Scenario& scenario, const rules::Ruleset& ruleset,
              std::optional<std::int64_t> stop_at) {
  Replay out;
  rules::Arbiter arbiter(ruleset, scenario.setup);
  std::size_t logged = 0;
  const auto new_rulings = [&](std::int64_t t) {
    std::vector<std::string> texts;
    const rules::Ruling r = arbiter.ruling(t);
    for (std::size_t k = logged; k < r.log.size(); ++k) texts.push_back(r.log[k].text);
    logged = r.log.size();
    return texts;
  };
  const auto faces = [&](Step& step) {
    step.white = face(arbiter.game_clock(), clock::Side::White, step.t);
    step.black = face(arbiter.game_clock(), clock::Side::Black, step.t);
  };

  Step setup;
  setup.position = arbiter.position();
  setup.happened.push_back(chess::side_title(setup.position.side_to_move()) + " to move; " +
                           chess::side_title(setup.position.side_to_move()) + "'s clock starts");
  setup.rulings = new_rulings(0);
  faces(setup);
  out.steps.push_back(std::move(setup));

  std::vector<chess::Move> pending;  // moves on the board not yet completed by a press
  std::optional<MoveMark> last_move;
  std::int64_t last_t = 0;
  rules::for_each_instant(scenario.events, stop_at, [&](std::size_t i, std::size_t j) {
    Step step;
    step.t = scenario.events[i].t;
    last_t = step.t;
    chess::Position board = out.steps.back().position;
    for (std::size_t k = i; k < j; ++k) {
      const ScenarioEvent& e = scenario.events[k];
      step.happened.push_back(describe_event(e, board));
      if (e.kind == EventKind::kMove) {
        const chess::MoveVerdict verdict = chess::check_move(board, e.move);
        last_move = MoveMark{e.move.from(), e.move.to(),
                             verdict.is_legal() ? std::string() : std::string(verdict.code())};
        board.apply(e.move);
        pending.push_back(e.move);
      } else if (e.kind == EventKind::kPress) {
        pending.clear();
      }
    }
    const std::vector<ScenarioEvent> instant(
        scenario.events.begin() + static_cast<std::ptrdiff_t>(i),
        scenario.events.begin() + static_cast<std::ptrdiff_t>(j));
    arbiter.apply_instant(instant, i);
    step.rulings = new_rulings(step.t);
    step.position = arbiter.position();
    for (const chess::Move m : pending) step.position.apply(m);
    step.last_move = last_move;
    faces(step);
    out.steps.push_back(std::move(step));
  });

  out.moment = stop_at ? *stop_at : (scenario.events.empty() ? 0 : last_t);
  if (stop_at && *stop_at > last_t) {
    Step now = out.steps.back();
    now.t = *stop_at;
    now.happened = {"Now, at " + clock_text(*stop_at) + (*stop_at < 20'000 ? " s" : "")};
    now.rulings.clear();
    faces(now);
    out.steps.push_back(std::move(now));
  }
  out.ruling = arbiter.ruling(out.moment);
  out.adjustments = adjustments_of(arbiter.game_clock());
  return out;
}

Verdict rule_on(const rules::Scenario& scenario, const rules::Ruleset& ruleset,
                std::optional<std::int64_t> stop_at) {
  const rules::Arbiter arbiter = rules::replay_scenario(scenario, ruleset, stop_at);
  std::int64_t last_t = 0;
  for (const ScenarioEvent& e : scenario.events) {
    if (stop_at && e.t >= *stop_at) break;
    last_t = e.t;
  }
  const std::int64_t moment = stop_at ? *stop_at : last_t;
  return Verdict{arbiter.ruling(moment), adjustments_of(arbiter.game_clock())};
}

}  // namespace flagfall::trainer
