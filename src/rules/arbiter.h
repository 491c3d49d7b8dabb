#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "chess/board.h"
#include "chess/mating_material.h"
#include "chess/position.h"
#include "clock/clock.h"
#include "rules/ruleset.h"
#include "rules/scenario.h"

namespace flagfall::rules {

enum class Outcome : std::uint8_t { kWhiteWins, kBlackWins, kDraw, kPlayOn };

// What a player may do at a given moment (the live clock offers these buttons).
enum class Permission : std::uint8_t {
  kClaimTime,
  kClaimIllegalMove,
  kTakeKing,
  kClaimRepetition,
  kClaimFiftyMoves,
  kClaimInsufficientLosingChances,
  kPausePromotion,
  kRestartOpponentClock,
  kStopClockDispute,
  kResign,
  kOfferDraw,
};

std::string_view outcome_name(Outcome outcome);           // "white-wins", "play-on", ...
std::string_view permission_name(Permission permission);  // "claim-time", ...

// The ruling on one event: a sentence citing its rule.
struct LogEntry {
  std::optional<std::size_t> event_index;  // none for the set-up
  std::int64_t t = 0;
  std::string text;  // "Black claims the illegal move and wins (USCF 11-7d)."
  std::string rule;  // "USCF 11-7d", or "" when no rule applies
};

struct Ruling {
  std::string ruleset;
  Outcome outcome = Outcome::kPlayOn;
  std::string reason = "in-progress";  // stable code, see docs/rules.md
  std::string rule;                    // rule number of the deciding ruling, e.g. "7d"
  std::int64_t at = 0;
  std::int64_t white_ms = 0;
  std::int64_t black_ms = 0;
  std::vector<Permission> may_white;
  std::vector<Permission> may_black;
  std::vector<LogEntry> log;
};

// Replays a game's events on a physical board and a clock under one ruleset. Feed it events
// in time order (the live clock does so as they happen; adjudicate() does it for a scenario).
class Arbiter {
 public:
  // Precondition: `setup` parsed by parse_scenario() (valid FEN and time control).
  Arbiter(const Ruleset& ruleset, const ScenarioSetup& setup);

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

 private:
  struct IllegalMove {
    chess::Color by = chess::Color::White;
    std::string reason;                        // chess core reason code, or "press-without-move"
    chess::Position before;                    // the position to restore
    std::optional<chess::Position> corrected;  // what FIDE 7.5.2 puts on the board instead
    bool king_next_to_king = false;
    bool claimable = true;
  };
  struct Claim {
    chess::Color by;
    ClaimKind kind;
    std::size_t index;
    bool take_king;
    chess::Move move;  // the capture, for take_king
  };

  void apply_player_event(const ScenarioEvent& e, std::size_t index);
  void apply_td_event(const ScenarioEvent& e, std::size_t index);
  void on_move(const ScenarioEvent& e, std::size_t index);
  void on_resign(const ScenarioEvent& e, std::size_t index);
  void on_touch(const ScenarioEvent& e, std::size_t index);
  void on_promote(const ScenarioEvent& e, std::size_t index);
  void on_press(const ScenarioEvent& e, std::size_t index);
  void on_pause(const ScenarioEvent& e, std::size_t index);
  void on_resume(const ScenarioEvent& e, std::size_t index);
  void on_penalty(const ScenarioEvent& e, std::size_t index);
  void on_set_time(const ScenarioEvent& e, std::size_t index);
  void resolve_claims(const std::vector<Claim>& claims, std::int64_t t);
  void on_claim(const Claim& claim, std::int64_t t);
  void on_time_claim(const Claim& claim, std::int64_t t, bool was_running);
  void on_illegal_move_claim(const Claim& claim, std::int64_t t, bool was_running);
  void on_draw_claim(const Claim& claim, std::int64_t t, bool was_running);
  void uphold_illegal_move_claim(chess::Color claimant, std::size_t index, std::int64_t t);
  void complete_move(chess::Color side, std::size_t index, std::int64_t t);
  void complete_on_board(chess::Color side);
  void check_game_end(chess::Color mover, std::size_t index, std::int64_t t);
  void correct_illegal_move(std::int64_t t);
  void apply_penalty_step(PenaltyStep step, chess::Color offender, const PenaltyLadder& ladder,
                          int count, std::size_t index, std::int64_t t);
  void deny_claim(chess::Color claimant, std::size_t index, std::int64_t t, const std::string& text,
                  Topic topic, DeniedClaimCost cost, bool was_running);
  void lapse_claim_right(chess::Color actor, const char* how, std::size_t index, std::int64_t t,
                         bool legal_move_completed);

  void stop_clock(std::int64_t t);
  void restart_clock(std::int64_t t);
  void add_time(chess::Color side, std::int64_t amount, std::int64_t t);
  void end(Outcome outcome, std::string reason, Topic topic, std::size_t index, std::int64_t t,
           const std::string& text);
  void end_with_rule(Outcome outcome, std::string reason, std::string_view number,
                     std::size_t index, std::int64_t t, const std::string& text);
  void note(std::optional<std::size_t> index, std::int64_t t, const std::string& text,
            const std::string& rule = "");
  std::string cite(Topic topic) const;  // " (USCF 11-7d)" or ""

  // Whether `side` could still checkmate on `board` (the board as it stands unless given), where
  // only a definite "cannot" draws (a win on time, on an illegal move, on simultaneous claims,
  // FIDE 5.1.2 resignation): the ruleset's piece count answers Yes or No; the FIDE definition
  // asks the dead-position search, which answers Unknown when its budget runs out, and then the
  // win stands (mating_material_answer()).
  chess::Answer mate_answer(chess::Color side) const { return mate_answer(side, physical_); }
  chess::Answer mate_answer(chess::Color side, const chess::Position& board) const;
  bool has_mating_material(chess::Color side) const {
    return mate_answer(side) != chess::Answer::No;
  }
  bool flag_down(chess::Color side, std::int64_t t) const;
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
  bool paused_by_rule_ = false;  // a pause the ruleset allowed (or a dispute)
  bool ignored_pause_ = false;   // a pause the ruleset did not allow: the clock ran on
  int illegal_moves_[2] = {0, 0};
  int offences_[2][6] = {{0}};

  Outcome outcome_ = Outcome::kPlayOn;
  std::string reason_ = "in-progress";
  std::string rule_;
  std::int64_t ended_at_ = 0;
  std::int64_t last_t_ = 0;
  std::vector<LogEntry> log_;
};

// Replays a whole scenario under one ruleset.
Ruling adjudicate(const Scenario& scenario, const Ruleset& ruleset);

// The rulesets a scenario is meant for: its list, or all of them.
std::vector<const Ruleset*> rulesets_for(const Scenario& scenario);

}  // namespace flagfall::rules
