#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "chess/board.h"
#include "chess/mating_material.h"
#include "chess/move_check.h"
#include "chess/position.h"
#include "clock/clock.h"
#include "rules/ruleset.h"
#include "rules/ruling.h"
#include "rules/scenario.h"
#include "rules/turn_verdict.h"

namespace flagfall::rules {

// The budget of the chess core's searches when the arbiter rules: the FIDE dead-position search
// (a flag, a second illegal move, a resignation) and the forced-win search (Sacramento 9, US Chess
// 14E on time, insufficient losing chances). They run on every replay of a game's log that
// contains the ruling (the live game replays the log on each new event, the trainer rules every
// scenario under every ruleset), in WebAssembly too, 2-3 times slower than natively. Each replay
// asks at most once or twice, since a ruling that asks ends the game or stops the clock, so
// answers are not cached. Measured with `flagfall-arbiter mating-bench` (docs/rules.md): where
// the dead-position search gives up, a middlegame takes 5-7 ms and a bishop-and-pawns ending 3-4
// ms natively; where it finds a mate or the forced-win search says no in an ending, well under
// 1 ms. A proof of "cannot mate" that the blockade (chess/blockade.h) does not give must visit
// every reachable position within the breadth-first seven eighths of the budget.
inline constexpr chess::SearchBudget kRulingSearchBudget{5'000};

// The FIDE question at a claim (6.9 on a flag, 7.5.5 on a second illegal move, 5.1.2 on a
// resignation) is asked once a ruling, not after every move as 5.2.2 is, so its search gets this
// many times the budget (85,000 positions): it proves most of what the check after a move cannot
// (D3-Chess's test vector, docs/benchmarks.md: flag claims ruled as labelled 94% at 5,000
// positions, 99% at 85,000, where the largest proof it needs visits 72,252 positions).
inline constexpr std::uint64_t kClaimSearchFactor = 17;

// The budget a FIDE claim gets from the arbiter's `budget`.
constexpr chess::SearchBudget claim_budget(chess::SearchBudget budget) {
  return {budget.max_nodes * kClaimSearchFactor};
}

// FIDE 5.2.2 asked of a position: Yes (dead), No or Unknown, and for a dead one what shows that
// each side (by chess::index_of) could not mate, with the kinds of its men
// (chess::MatingMaterialResult::men).
struct DeadPositionAnswer {
  chess::Answer answer = chess::Answer::Unknown;
  chess::NoMateReason why[2] = {chess::NoMateReason::None, chess::NoMateReason::None};
  std::uint8_t men[2] = {0, 0};
};

// Replays a game's events on a physical board and a clock under one ruleset. Feed it events
// in time order (the live clock does so as they happen; adjudicate() does it for a scenario).
class Arbiter {
 public:
  // Precondition: `setup` parsed by parse_scenario() (valid FEN and time control). `budget`
  // bounds the chess core's searches for every ruling (tests give less to reach their limits).
  Arbiter(const Ruleset& ruleset, const ScenarioSetup& setup,
          chess::SearchBudget budget = kRulingSearchBudget);

  // Rules on every event of one instant together (simultaneous claims need that).
  void apply_instant(const std::vector<ScenarioEvent>& events, std::size_t first_index);
  void apply(const ScenarioEvent& event, std::size_t index) { apply_instant({event}, index); }

  bool game_over() const { return outcome_ != Outcome::kPlayOn; }
  // The ruling so far; `now` is the instant the times and permissions are given for (for a game
  // in progress; a finished game answers for the instant it ended).
  Ruling ruling(std::int64_t now) const;
  std::vector<Permission> may(chess::Color side, std::int64_t now) const;

  const chess::Position& position() const { return board_.position(); }
  const clock::Clock& game_clock() const { return clock_; }
  const Ruleset& ruleset() const { return ruleset_; }
  // The log, its sentences in the words on show (made again if the words changed since).
  const std::vector<LogEntry>& log() const {
    refresh_words();
    return log_;
  }
  // The step the next penalty for `offence` against `against` takes, given the penalties ruled
  // so far: the n-th offence takes the ladder's n-th step, the last one from then on. None when
  // the ruleset sets no step for the offence.
  std::optional<PenaltyStep> next_penalty(Offence offence, chess::Color against) const;

  // Whether `side` could still checkmate on `board` under the ruleset's definition `rule`, where
  // only a definite "cannot" changes a ruling: the piece counts answer Yes or No; the FIDE
  // dead-position search (with the claim's budget) and the forced-win search answer Unknown when
  // their budget runs out.
  static chess::Answer mate_answer(const chess::Position& board, chess::Color side,
                                   chess::MatingMaterialRule rule);
  // The same answer in full, as a ruling asks it with the arbiter's `budget`.
  static chess::MatingMaterialResult mating_material(const chess::Position& board,
                                                     chess::Color side,
                                                     chess::MatingMaterialRule rule,
                                                     chess::SearchBudget budget);
  // FIDE 5.2.2: whether neither side could checkmate on `board` by any series of legal moves: Yes
  // (dead), No, or Unknown when a side's search runs out of `budget` (asked of each side). What
  // the arbiter asks after every legal move under a ruleset with the rule (not remembered here).
  static DeadPositionAnswer dead_position_answer(const chess::Position& board,
                                                 chess::SearchBudget budget = kRulingSearchBudget);

 private:
  // The microseconds of the instant `t` on the clock: the applied instant's when t is its.
  int us_at(std::int64_t t) const { return t == last_t_ ? instant_us_ : 0; }
  struct IllegalMove {
    chess::Color by = chess::Color::White;
    chess::IllegalReason reason = chess::IllegalReason::None;  // None: see without_move
    chess::Position before;                                    // the position to restore
    std::optional<chess::Position> corrected;  // what FIDE 7.5.2 puts on the board instead
    bool king_next_to_king = false;
    bool claimable = true;
    bool without_move = false;  // a press without a move (FIDE 7.5.3)
    bool second_move = false;   // two moves before one press (TurnVerdict::second_move)
    // The line `l` names this illegal move's reason.
    void name_in(LogEntry& l) const {
      l.illegal = reason;
      if (without_move) l.code = LineCode::kPressWithoutMove;
      if (second_move) l.code = LineCode::kSecondMove;
    }
  };
  struct Claim {
    chess::Color by;
    ClaimKind kind;
    std::size_t index;
    bool take_king;
    chess::Move move;                    // the capture, for take_king
    std::optional<std::int64_t> stated;  // a time claim stated before the clock was stopped
  };
  // USCF 11-7c (2020): a time claim stated while the claimant's flag was up, stopped after it
  // fell; true when it stands (a director or witness saw the opponent's flag down first).
  bool late_stop_stands(const Claim& claim, std::int64_t other_fell, std::int64_t own_fell,
                        std::int64_t t);
  // What lets a completed illegal move stand, for the rulebooks' different lapses.
  enum class Lapse : std::uint8_t { kTouchedPiece, kMadeMove, kCompletedMove };

  void apply_player_event(const ScenarioEvent& e, std::size_t index);
  void apply_td_event(const ScenarioEvent& e, std::size_t index);
  void on_draw_agreement(const ScenarioEvent& e, std::size_t index);
  void on_move(const ScenarioEvent& e, std::size_t index);
  void on_resign(const ScenarioEvent& e, std::size_t index);
  void on_touch(const ScenarioEvent& e, std::size_t index);
  void on_promote(const ScenarioEvent& e, std::size_t index);
  void on_press(const ScenarioEvent& e, std::size_t index);
  void on_pause(const ScenarioEvent& e, std::size_t index);
  void on_resume(const ScenarioEvent& e, std::size_t index);
  void on_penalty(const ScenarioEvent& e, std::size_t index);
  void on_set_time(const ScenarioEvent& e, std::size_t index);
  void on_set_moves(const ScenarioEvent& e, std::size_t index);
  void on_flag_seen(const ScenarioEvent& e, std::size_t index);
  // Someone looks at the clock: `looker` (a claimant, a player who pauses, or the TD, with
  // `code` "claim" or "pause"). With both flags down USCF 11-8c, Scholastic 11a3 and Sacramento
  // 10c draw; under FIDE A.5.5 the arbiter calls the flag that fell first (6.9). True when that
  // ends the game.
  bool flags_come_to_light(Actor looker, LineCode code, std::size_t index, std::int64_t t);
  void arbiter_calls_flag(chess::Color flagged, std::size_t index, std::int64_t t);
  void resolve_claims(const std::vector<Claim>& claims, std::int64_t t);
  bool resolve_simultaneous_claims(const std::vector<Claim>& claims, std::int64_t t);
  void on_claim(const Claim& claim, std::int64_t t);
  void on_time_claim(const Claim& claim, std::int64_t t, bool was_running);
  void on_illegal_move_claim(const Claim& claim, std::int64_t t, bool was_running);
  void on_draw_claim(const Claim& claim, std::int64_t t, bool was_running);
  void on_losing_chances_claim(const Claim& claim, std::int64_t t, bool was_running);
  // Sacramento 10j and 11: a claim in a position the ruleset does not list is for the director.
  void losing_chances_to_director(const Claim& claim, LogEntry ruling, std::int64_t t,
                                  bool was_running);
  void uphold_illegal_move_claim(chess::Color claimant, std::size_t index, std::int64_t t);
  void second_illegal_move(chess::Color claimant, const IllegalMove& illegal, std::size_t index,
                           std::int64_t t);
  void complete_move(chess::Color side, std::size_t index, std::int64_t t);
  void note_completed_move(chess::Color by, chess::Move completed, const chess::Position& start,
                           const TurnVerdict& verdict, std::size_t index, std::int64_t t);
  void complete_on_board(chess::Color side);
  void check_game_end(chess::Color mover, std::size_t index, std::int64_t t);
  // FIDE 5.2.2: neither side could checkmate by any series of legal moves from the position on
  // the board. Only a definite answer counts: a search that cannot settle leaves the game going.
  // Its `answer` is Yes only then.
  DeadPositionAnswer dead_position() const;
  void correct_illegal_move(std::int64_t t);
  void apply_penalty_step(PenaltyStep step, chess::Color offender, const PenaltyLadder& ladder,
                          int count, std::size_t index, std::int64_t t);
  void deny_claim(LogEntry line, std::size_t index, std::int64_t t, Topic topic,
                  DeniedClaimCost cost, bool was_running);
  void deny_claim_citing(LogEntry line, std::size_t index, std::int64_t t, std::string_view number,
                         DeniedClaimCost cost, bool was_running);
  void lapse_claim_right(chess::Color actor, Lapse how, std::size_t index, std::int64_t t,
                         bool legal_move_completed);

  void stop_clock(std::int64_t t);
  void restart_clock(std::int64_t t);
  // Stops the clock for a stop the rulebook does not give (see stop_not_given_).
  void stop_not_given(std::int64_t t);
  // How long `side`'s clock has stood, up to `t`, in stops the rulebook does not give.
  std::int64_t stood_not_given(chess::Color side, std::int64_t t) const;
  void add_time(chess::Color side, std::int64_t amount, std::int64_t t);

  // A log line about `by`'s doing (or, for the TD, with `by` the side it concerns).
  static LogEntry line(Happening what, chess::Color by);
  // Writes `line` citing the rule on `topic` (or none), rendering its sentence.
  void note(std::optional<std::size_t> index, std::int64_t t, LogEntry line,
            std::optional<Topic> topic = std::nullopt);
  void note_number(std::optional<std::size_t> index, std::int64_t t, LogEntry line,
                   std::string_view number);
  // Ends the game with `line` as the deciding ruling.
  void end(Outcome outcome, Reason reason, Topic topic, std::size_t index, std::int64_t t,
           LogEntry line);
  void end_with_rule(Outcome outcome, Reason reason, std::string_view number, std::size_t index,
                     std::int64_t t, LogEntry line);
  // The last line written decides while play goes on.
  void decide(Reason reason, std::string_view number);
  std::string_view number(Topic topic) const;
  // The rule on what wins on time: its own where the ruleset has one, else mating material.
  Topic on_time_material_topic() const {
    return ruleset_.rule(Topic::kMaterialToWinOnTime) ? Topic::kMaterialToWinOnTime
                                                      : Topic::kMatingMaterial;
  }

  // The mating material `side` has on the board for a claim on time or on an illegal move.
  chess::MatingMaterialResult mating_material(chess::Color side, bool on_time) const;
  // The ruleset's mating-material question for `side` on `board`, asked for `line`: its answer
  // goes in line.mate and, for a FIDE "cannot", what shows it in line.cannot_mate.
  void ask_mate(LogEntry& line, chess::Color side, const chess::Position& board) const;
  void ask_mate(LogEntry& line, chess::Color side) const { ask_mate(line, side, physical_); }
  bool has_mating_material(chess::Color side) const {
    return mating_material(physical_, side, ruleset_.mating_material, budget_).answer !=
           chess::Answer::No;
  }
  bool flag_down(chess::Color side, std::int64_t t) const;
  // FIDE 1.3: a player has the move once his opponent's move has been made on the board.
  bool has_the_move(chess::Color side) const { return physical_.side_to_move() == side; }
  // The game's positions up to the one on the board: the completed moves, and a legal move made
  // but not yet pressed (the position it makes "has just appeared"). Uses `scratch` only then.
  const chess::Board& board_as_it_stands(std::optional<chess::Board>& scratch) const;
  // Why `claimant`'s claim of a draw by repetition or fifty moves fails, or nullopt when it is
  // correct (the ruleset's claim, by a player it lets claim, in a position where it holds).
  std::optional<Denial> draw_claim_fault(chess::Color claimant, ClaimKind kind) const;
  // Whether a repetition claim on `board` is the ruleset's claim of perpetual check.
  bool perpetual_check_claim(const chess::Board& board) const;
  // US Chess 11-7c: the draw rule 8 would let a player claim in this position (repetition or
  // fifty moves), where the ruleset makes that void the men as mating material; else nullopt.
  std::optional<ClaimKind> claimable_draw() const;
  bool kings_adjacent() const;
  bool pawn_on_last_rank(chess::Color side) const;
  int completed_moves(chess::Color side) const;
  bool illegal_move_claimable_by(chess::Color side) const;
  // Whether `claimant`'s claim of the illegal move loses him the game: he put his king next to
  // the other king (whichever king moved last), they have stood side by side since, and the
  // ruleset makes that claim on the opponent's failure to notice lose (USCF 11-7d).
  bool king_adjacent_mover_claim_loses(chess::Color claimant) const;
  // Whether `side` put his king next to the other king and they have stood side by side since.
  bool king_adjacent_mover(chess::Color side) const;

  const Ruleset& ruleset_;
  chess::SearchBudget budget_;
  bool draw_counts_for_black_ = false;  // Armageddon, the event's own rule
  bool draw_counted_for_black_ = false;
  chess::Board board_;        // completed moves, for repetitions
  chess::Position physical_;  // what stands on the board now, pending moves included
  clock::Clock clock_;
  int setup_moves_ = 0;  // moves each side made before the set-up FEN (from its move number)

  std::optional<chess::Position> turn_start_;  // the position before the pending move
  std::vector<chess::Move> pending_moves_;
  bool pending_promotion_ = false;  // a promote since the last press
  chess::Color pending_by_ = chess::Color::White;
  std::optional<chess::Square> touched_[2];
  std::optional<IllegalMove> illegal_;  // the last completed illegal move, while claimable
  // For each side, whether he has moved his king next to the other king since the kings last
  // stood apart (both may have: the second king can step to another square still alongside).
  bool king_adjacent_by_[2] = {false, false};
  std::optional<chess::Color> unpromoted_press_by_;
  std::optional<chess::Color> touch_move_violation_by_;
  std::optional<chess::Color> draw_offer_by_;
  // The side whose last completed move castled from a king set up off its square (king and
  // queen swapped), legally under the ruleset, until the other side completes a move.
  std::optional<chess::Color> swapped_castling_by_;
  bool paused_by_rule_ = false;  // a pause the ruleset allowed (or a dispute)
  // A stop the rulebook does not give (a promotion stop by the wrong player, a stop with no
  // claim): the clocks stand all the same and no rule charges the time, which the director may.
  // Whose clock it stopped and since when, and the time each side's clock has so stood.
  struct StopNotGiven {
    chess::Color running;
    std::int64_t since;
  };
  std::optional<StopNotGiven> stop_not_given_;
  std::int64_t stood_not_given_[2] = {0, 0};
  int illegal_moves_[2] = {0, 0};
  std::optional<std::int64_t> flag_seen_at_[2];  // when a director or witness saw the flag down
  int offences_[2][6] = {{0}};

  Outcome outcome_ = Outcome::kPlayOn;
  Reason reason_ = Reason::kInProgress;
  std::string rule_;
  std::optional<std::size_t> decided_by_;
  std::int64_t ended_at_ = 0;
  std::int64_t last_t_ = 0;
  int instant_us_ = 0;  // the microseconds of the instant being applied (ScenarioEvent::us)
  // The log's sentences are made when a line is noted, in the app's words then, and made again
  // when those words have changed (English's catalog arrived, another language was chosen): a
  // cache of render_line(), so kept in const calls.
  mutable std::vector<LogEntry> log_;
  mutable std::uint32_t words_version_ = 0;
  void refresh_words() const;
};

// Calls on_instant(first, end) for each run of events [first, end) that share one instant, in
// order, up to the first event at or after `stop_at`: the one grouping every replay uses, so
// simultaneous claims are ruled together wherever a scenario is replayed.
template <typename OnInstant>
void for_each_instant(const std::vector<ScenarioEvent>& events, std::optional<std::int64_t> stop_at,
                      OnInstant&& on_instant) {
  std::size_t i = 0;
  while (i < events.size()) {
    if (stop_at && events[i].t >= *stop_at) break;
    std::size_t j = i;
    while (j < events.size() && events[j].t == events[i].t && events[j].us == events[i].us) ++j;
    on_instant(i, j);
    i = j;
  }
}

// Writes a mating-material answer for `side` into a *MateAsked line: `mate`, and for a FIDE
// "cannot" what shows it (LogEntry::cannot_mate, mate_men).
void note_mate(LogEntry& line, chess::Color side, const chess::MatingMaterialResult& result);

// Replays `scenario` under `ruleset`, instant by instant, up to `stop_at` (all of it without).
Arbiter replay_scenario(const Scenario& scenario, const Ruleset& ruleset,
                        std::optional<std::int64_t> stop_at = std::nullopt);

// Replays a whole scenario under one ruleset and rules at its last event.
Ruling adjudicate(const Scenario& scenario, const Ruleset& ruleset);

// The rulesets a scenario is meant for: its list, or all of them.
std::vector<const Ruleset*> rulesets_for(const Scenario& scenario);

}  // namespace flagfall::rules
