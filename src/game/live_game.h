#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/types.h"
#include "clock/clock.h"
#include "clock/result.h"
#include "game/board_standin.h"
#include "rules/arbiter.h"
#include "rules/ruleset.h"
#include "rules/scenario.h"

namespace flagfall::game {

// A game played on the live clock, kept as its event log: the single source of truth. The state
// (clock, ruling, what each player may do) is the rules arbiter's replay of the log, so a
// scenario file exported from it is ruled identically by `flagfall-arbiter adjudicate`.
//
// Time: the log counts milliseconds from the start (the scenario's t), each instant with its
// microseconds past that millisecond (us, 0..999) when the caller gives them: an input event's
// own timestamp is that fine, and a side is charged exactly the time between its presses. The
// caller works on its own time line (the page uses epoch milliseconds, and the microseconds of an
// input's instant) and passes absolute instants; the game keeps the instant of the start and
// converts.

using Millis = std::int64_t;

// What the players told the app about the board, which the clock cannot see (board_standin.h).
enum class FactKind : std::uint8_t {
  kMaterial,        // `side` has `material` (besides the king)
  kIllegalMove,     // `side` completed an illegal move of kind `illegal` with the press `before`
  kPawnOnLastRank,  // `side`'s pawn reached the last rank (before the press `before`, or now)
  kTakeKing,        // `side` takes the other king, claiming the illegal move
  kCheckmate,       // `side` checkmated (with the press `before`, or now)
  kStalemate,       // `side` stalemated the opponent (with the press `before`, or now)
  kBoard,           // the board as it stands, entered as FEN (`side`: who entered it); it takes
                    // the place of the stand-in and of any material named
};
std::string_view fact_kind_name(FactKind kind);  // "material", "illegal-move", ...

struct Fact {
  FactKind kind = FactKind::kMaterial;
  chess::Color side = chess::Color::White;
  Material material;                          // kMaterial
  IllegalKind illegal = IllegalKind::kOther;  // kIllegalMove
  std::string fen;                            // kBoard
  // The log entry (a press by `side`) just before which the stand-in move was made; none: at
  // the fact's own instant.
  std::optional<std::size_t> before;
};

// One entry of the log: an event in the scenario vocabulary (docs/rules.md) or a fact.
struct Entry {
  Millis t = 0;  // ms from the start
  int us = 0;    // and microseconds past t (0..999)
  std::optional<rules::ScenarioEvent> event;
  std::optional<Fact> fact;

  static Entry of(rules::ScenarioEvent event);
  static Entry of(Fact fact);
};

// Convenience builders for events (t is set when recorded).
rules::ScenarioEvent make_event(rules::Actor by, rules::EventKind kind);
rules::ScenarioEvent make_claim(chess::Color by, rules::ClaimKind claim);
rules::Actor actor_of(chess::Color side);

struct GameSetup {
  std::string ruleset = std::string(rules::ruleset_id_name(rules::kDefaultRuleset));
  std::string time_control;  // empty: the ruleset's standard control
  std::string fen;           // empty: the starting position
  // Armageddon, the event's own rule: a drawn game counts as a win for Black (the arbiter
  // applies it to every drawn outcome; rules::ScenarioSetup::draw_counts_for_black).
  bool draw_counts_for_black = false;
  // Time odds: Black's own control, in any notation; empty: the same as time_control.
  std::string black_time_control = {};
  friend bool operator==(const GameSetup&, const GameSetup&) = default;
};

// The log turned into a scenario: the stand-in board (if the players told the app anything
// about the board), the events, the stand-in moves with their notes.
struct Compiled {
  rules::Scenario scenario;
  std::vector<std::string> notes;                  // one per scenario event ("" for none)
  std::vector<std::optional<std::size_t>> source;  // the log entry each scenario event comes from
  std::vector<bool> quiet;  // per event: a stand-in's quiet move before a reported finish
  bool standin = false;     // the set-up is a stand-in board
  std::string problem;      // why a fact could not be put on the board
};

class LiveGame {
 public:
  LiveGame();  // USCF 2020 with its standard control
  // Checks the ruleset id, the time control and the FEN.
  static clock::Result<LiveGame, std::string> make(const GameSetup& setup);

  const GameSetup& setup() const { return setup_; }
  const rules::Ruleset& ruleset() const { return *ruleset_; }
  // The control in force: the set-up's, or the ruleset's standard.
  std::string time_control() const;
  // A plain sentence when the control is outside what the ruleset allows for blitz, else "".
  // The arbiter decides; the sentence names the ruleset's limits and cites its rule.
  std::string control_warning() const;

  bool started() const { return start_.has_value(); }
  std::optional<Millis> start_time() const { return start_; }
  // The game's t for the caller's instant `at`: never before the last entry.
  Millis game_time(Millis at) const;
  // The caller's instant for the game's t.
  Millis wall_time(Millis t) const { return start_.value_or(0) + t; }
  // The microseconds past the wall's millisecond at which each of the game's milliseconds begins
  // (the start's): recording at (wall_time(t), start_micros()) lands on game time t exactly.
  int start_micros() const { return start_us_; }
  bool over() const { return arbiter_->game_over(); }
  chess::Color first_to_move() const;

  // The first player's clock starts at `at` (plus `us` microseconds; the log's t = 0). "" or what
  // was wrong.
  std::string start(Millis at, int us = 0);
  // `side` completes a move and presses at `at` (plus `us` microseconds); refused (and not
  // recorded) when that side's clock is not running.
  std::string press(chess::Color side, Millis at, int us = 0);
  // Records `entries` at one instant, `at` plus `us` microseconds (their t and us are set to that
  // instant on the game's time line, never before the last entry); the arbiter rules on them
  // together. Refused, and nothing recorded, if a fact cannot be put on the stand-in board or
  // would change what was ruled before the instant it reaches back to.
  std::string record(Millis at, std::vector<Entry> entries, int us = 0);

  const rules::Arbiter& arbiter() const { return *arbiter_; }
  const clock::Clock& game_clock() const { return arbiter_->game_clock(); }
  rules::Ruling ruling(Millis at) const { return arbiter_->ruling(game_time(at)); }
  std::vector<rules::Permission> may(chess::Color side, Millis at) const {
    return arbiter_->may(side, game_time(at));
  }
  bool may_do(chess::Color side, rules::Permission permission, Millis at) const;
  // What the arbiter would rule if `entries` were recorded at `at` (nullopt if refused).
  std::optional<rules::Ruling> preview(Millis at, std::vector<Entry> entries) const;
  // What the arbiter would let `side` do once `entries` were recorded at `at` (nothing if they
  // are refused): one replay of a copy answers for every control a screen shows.
  std::vector<rules::Permission> may_after(chess::Color side, Millis at,
                                           std::vector<Entry> entries) const;

  // The index of the last press in the log, and by whom.
  std::optional<std::size_t> last_press() const;
  // The index of `side`'s last press.
  std::optional<std::size_t> last_press_by(chess::Color side) const;
  // The latest material the players named for `side`, if any.
  std::optional<Material> named_material(chess::Color side) const;
  // The latest board the players entered (FEN), if any.
  std::optional<std::string> entered_board() const;
  // The fact "`claimant`'s opponent completed an illegal move of `kind` with his last press",
  // if that press is the last in the log: a press completes a move, and a claimant's own
  // completed move ends the right to claim under every ruleset.
  std::optional<Fact> illegal_move_fact(chess::Color claimant, IllegalKind kind) const;
  // A pawn of `promoter` reached the last rank: before his last press if that press is the last
  // in the log (he pressed without promoting), else now.
  Fact pawn_fact(chess::Color promoter) const;
  // Whose pawn is promoting when `pauser` stops the clocks for a promotion: his own where the
  // ruleset lets the promoting player pause, his opponent's where it lets the opponent.
  chess::Color promoter_when_paused_by(chess::Color pauser) const;
  // `mover` checkmated or stalemated: with his last press if he has pressed since, else now.
  Fact final_fact(FactKind kind, chess::Color mover) const;
  // Whether the log already has a fact of this kind for `side`.
  bool has_fact(FactKind kind, chess::Color side) const;

  // Takes back the log from its entry `count` on (the clock's Undo of an ending): the game is
  // then the replay of what is left. "" or what was wrong.
  std::string take_back(std::size_t count);

  const std::vector<Entry>& entries() const { return entries_; }
  const Compiled& compiled() const { return compiled_; }

  // Save format (versioned JSON) and its loader; the loader treats its input as hostile.
  std::string save_json() const;
  static clock::Result<LiveGame, std::string> load_json(std::string_view text);
  // The log as a scenario file (docs/rules.md) with the stand-in notes; `with_move_times` adds
  // each move's time ("move_times": move, side, spent_ms, clock_ms, at_ms, as move_times_csv),
  // which a reader of the file may ignore (the presses give them again).
  std::string scenario_json(bool with_move_times = false) const;

 private:
  explicit LiveGame(const GameSetup& setup, const rules::Ruleset& ruleset);
  std::string rebuild(std::vector<Entry> entries, std::optional<Millis> keep_before);

  GameSetup setup_;
  const rules::Ruleset* ruleset_;
  std::optional<Millis> start_;
  int start_us_ = 0;  // the start's microseconds past start_
  std::vector<Entry> entries_;
  Compiled compiled_;
  std::shared_ptr<const rules::Arbiter> arbiter_;
};

// Whether `may` (LiveGame::may, may_after) holds `permission`.
bool permits(const std::vector<rules::Permission>& may, rules::Permission permission);

// Turns a log into a scenario (exposed for tests and tools).
Compiled compile(const GameSetup& setup, const rules::Ruleset& ruleset,
                 const std::vector<Entry>& entries);
// Replays a scenario the way `flagfall-arbiter adjudicate` does, instant by instant.
std::shared_ptr<rules::Arbiter> replay(const rules::Scenario& scenario,
                                       const rules::Ruleset& ruleset);

// Scenario JSON (docs/rules.md): one event, and a whole scenario with optional notes per event.
std::string event_json(const rules::ScenarioEvent& event, std::string_view note = "");
std::string scenario_to_json(const rules::Scenario& scenario,
                             const std::vector<std::string>& notes);

}  // namespace flagfall::game
