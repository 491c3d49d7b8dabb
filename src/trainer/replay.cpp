// A scenario replayed instant by instant for a question: what a director finds at the board
// before anything is ruled (the asked scene) and what the asked ruleset's rulings leave (the
// ruled scene), the rulings' words, and the time the rulings and the TD added or took.
#include "trainer/replay.h"

#include <algorithm>

#include "chess/move_check.h"
#include "clock/clock.h"
#include "rules/ruling_words.h"
#include "rules/turn_verdict.h"
#include "words/words.h"

namespace flagfall::trainer {
namespace {

using rules::EventKind;
using rules::ScenarioEvent;

ClockFace face(const clock::Clock& game_clock, clock::Side side, std::int64_t t) {
  const clock::SideView view = game_clock.view(side, t);
  return ClockFace{view.remaining, view.flag_at, view.running, view.used};
}

void set_faces(Scene& scene, const clock::Clock& game_clock, std::int64_t t) {
  scene.white = face(game_clock, clock::Side::White, t);
  scene.black = face(game_clock, clock::Side::Black, t);
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

// The clock as the players run it, with nothing a ruling does to it: a press hands the move
// over (and starts a stopped clock again), a claim or a pause stops it, a restart restarts it.
// The TD's penalties and time changes, the arbiter's restarts after a ruling and its refusal to
// stop the clock for a pause the rules do not allow are all rulings, left to the ruled scene.
class PlayersClock {
 public:
  explicit PlayersClock(const clock::Clock& at_start) : clock_(at_start) {}

  void apply(const ScenarioEvent& e) {
    switch (e.kind) {
      case EventKind::kPress:
        if (clock_.phase(e.t) == clock::Phase::Paused) clock_.resume(e.t);
        clock_.press(e.by == rules::Actor::kBlack ? clock::Side::Black : clock::Side::White, e.t);
        break;
      case EventKind::kClaim:
      case EventKind::kPause:
        clock_.pause(e.t);
        break;
      case EventKind::kResume:
        clock_.resume(e.t);
        break;
      default:
        break;
    }
  }
  const clock::Clock& clock() const { return clock_; }

 private:
  clock::Clock clock_;
};

// One ruleset's game through the replay: its arbiter and the moves made but not yet completed
// by a press (on the board, not in the arbiter's game). Once the game is over, the moves the
// arbiter lets pass are not added.
struct ReplayedGame {
  explicit ReplayedGame(const rules::Ruleset& ruleset, const rules::ScenarioSetup& setup)
      : arbiter(ruleset, setup) {}

  void apply_instant(const std::vector<ScenarioEvent>& instant, std::size_t first_index) {
    const bool over_before = arbiter.game_over();
    for (const ScenarioEvent& e : instant) {
      if (over_before) break;
      if (e.kind == EventKind::kMove) pending.push_back(e.move);
      if (e.kind == EventKind::kPress) pending.clear();
    }
    arbiter.apply_instant(instant, first_index);
  }
  chess::Position board() const {
    chess::Position p = arbiter.position();
    for (const chess::Move m : pending) p.apply(m);
    return p;
  }

  rules::Arbiter arbiter;
  std::vector<chess::Move> pending;
};

// A promotion as the players make it: the piece put in place of the pawn on the last rank.
void promote_on(chess::Position& board, const ScenarioEvent& e) {
  const chess::Color by = e.by == rules::Actor::kBlack ? chess::Color::Black : chess::Color::White;
  const chess::Bitboard pawns =
      board.pieces(by, chess::PieceType::Pawn) & chess::rank_bb(by == chess::Color::White ? 7 : 0);
  if (pawns) board.set_piece(chess::lsb(pawns), chess::make_piece(by, e.piece));
}

// The moves a player has made since his last press, marked as the arbiter judges them at the
// press (rules::judge_turn): the move the turn amounts to, or the one that makes it illegal.
struct Turn {
  chess::Color by = chess::Color::White;
  chess::Position start;  // the board before the turn's first move, the mover to move
  std::vector<chess::Move> moves;

  MoveMark move(const chess::Position& board, const ScenarioEvent& e) {
    const chess::Color mover =
        e.by == rules::Actor::kBlack ? chess::Color::Black : chess::Color::White;
    if (moves.empty() || by != mover) {
      by = mover;
      start = board;
      start.set_side_to_move(mover);
      moves.clear();
    }
    moves.push_back(e.move);
    if (moves.size() > 1 && same_placement(board.after(e.move), start)) {
      moves.clear();  // every man back where the turn began: the move is taken back
      return MoveMark{e.move.from(), e.move.to(), std::string()};
    }
    const rules::TurnVerdict verdict = rules::judge_turn(start, moves);
    std::string code;
    if (verdict.second_move) {
      code = rules::line_code_name(rules::LineCode::kSecondMove);
    } else if (!verdict.is_legal()) {
      code = chess::reason_code(verdict.reason);
    }
    return MoveMark{verdict.move.from(), verdict.move.to(), code};
  }
};

bool after_the_end(rules::Happening what) {
  return what == rules::Happening::kIgnoredGameOver ||
         what == rules::Happening::kClaimIgnoredGameOver ||
         what == rules::Happening::kClaimIgnoredStalemateFirst ||
         what == rules::Happening::kClaimIgnoredMateFirst;
}

}  // namespace

std::size_t events_after_the_end(const rules::Ruling& ruling) {
  return static_cast<std::size_t>(
      std::count_if(ruling.log.begin(), ruling.log.end(),
                    [](const rules::LogEntry& line) { return after_the_end(line.what); }));
}

const rules::Ruleset* board_ruleset(
    const std::vector<std::pair<const rules::Ruleset*, const rules::Ruling*>>& rulings) {
  const rules::Ruleset* best = nullptr;
  std::size_t fewest = 0;
  for (const auto& [ruleset, ruling] : rulings) {
    const std::size_t n = events_after_the_end(*ruling);
    if (best == nullptr || n < fewest) {
      best = ruleset;
      fewest = n;
    }
  }
  return best;
}

Replay replay(const rules::Scenario& scenario, const rules::Ruleset& ruleset,
              std::optional<std::int64_t> stop_at, const rules::Ruleset* board_under) {
  Replay out;
  ReplayedGame asked(ruleset, scenario.setup);
  std::optional<ReplayedGame>
      shown;  // the game the asked scene's board follows, when not the asked one
  if (board_under != nullptr && board_under != &ruleset)
    shown.emplace(*board_under, scenario.setup);
  const ReplayedGame& shown_game = shown ? *shown : asked;
  PlayersClock players(asked.arbiter.game_clock());

  std::size_t logged = 0;
  const auto new_rulings = [&](std::int64_t t) {
    std::vector<std::string> texts;
    const rules::Ruling r = asked.arbiter.ruling(t);
    for (std::size_t k = logged; k < r.log.size(); ++k) texts.push_back(r.log[k].text);
    logged = r.log.size();
    return texts;
  };

  Step setup;
  setup.ruled.position = asked.arbiter.position();
  set_faces(setup.ruled, asked.arbiter.game_clock(), 0);
  setup.asked = setup.ruled;
  setup.asked.position = shown_game.arbiter.position();
  const chess::Color first = setup.asked.position.side_to_move();
  setup.happened.push_back(words::format<words::Msg::kTrainerTimelineFirstMove>(
      rules::side_words(first), rules::side_of_words(first)));
  rules::capitalise(setup.happened.back());
  setup.rulings = new_rulings(0);
  out.steps.push_back(std::move(setup));

  // The board the next instant's moves are made on: the shown game's, and once that game is over
  // the board as the players go on moving on it.
  chess::Position table = out.steps.back().asked.position;
  std::optional<MoveMark> last_move;
  Turn turn;
  std::int64_t last_t = 0;
  rules::for_each_instant(scenario.events, stop_at, [&](std::size_t i, std::size_t j) {
    Step step;
    step.t = scenario.events[i].t;
    last_t = step.t;
    chess::Position board = table;
    for (std::size_t k = i; k < j; ++k) {
      const ScenarioEvent& e = scenario.events[k];
      step.happened.push_back(describe_event(e, board));
      if (e.kind == EventKind::kMove) {
        last_move = turn.move(board, e);
        board.apply(e.move);
        if (turn.moves.empty()) board = turn.start;  // a move taken back: the turn starts again
      } else if (e.kind == EventKind::kPress) {
        turn.moves.clear();
      } else if (e.kind == EventKind::kPromote) {
        promote_on(board, e);
      }
      players.apply(e);
    }
    step.asked.position = board;
    step.asked.last_move = last_move;
    set_faces(step.asked, players.clock(), step.t);

    const std::vector<ScenarioEvent> instant(
        scenario.events.begin() + static_cast<std::ptrdiff_t>(i),
        scenario.events.begin() + static_cast<std::ptrdiff_t>(j));
    asked.apply_instant(instant, i);
    if (shown) shown->apply_instant(instant, i);
    table = shown_game.arbiter.game_over() ? board : shown_game.board();

    step.rulings = new_rulings(step.t);
    step.ruled.position = asked.board();
    step.ruled.last_move = last_move;
    set_faces(step.ruled, asked.arbiter.game_clock(), step.t);
    out.steps.push_back(std::move(step));
  });

  out.moment = stop_at ? *stop_at : (scenario.events.empty() ? 0 : last_t);
  if (stop_at && *stop_at > last_t) {
    Step now = out.steps.back();
    now.t = *stop_at;
    now.happened = {words::format<words::Msg::kTrainerTimelineNow>(instant_text(*stop_at))};
    now.rulings.clear();
    set_faces(now.asked, players.clock(), now.t);
    set_faces(now.ruled, asked.arbiter.game_clock(), now.t);
    out.steps.push_back(std::move(now));
  }
  out.ruling = asked.arbiter.ruling(out.moment);
  out.adjustments = adjustments_of(asked.arbiter.game_clock());
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
