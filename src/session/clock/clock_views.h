#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/types.h"
#include "clock/clock.h"
#include "game/half_controls.h"
#include "rules/arbiter.h"
#include "session/clock/clock_settings.h"

namespace flagfall::session {

// What the clock screen's parts show at an instant, decided here so the UI only words and draws
// them.

// The line under a half's digits.
enum class HalfStatus : std::uint8_t {
  kOver,        // the game is over: the ruling's headline
  kBothFlags,   // both flags are down
  kFlagFell,    // this side's flag fell
  kMayClaim,    // the other flag fell and this player may claim it
  kTapToStart,  // before the start, on the half that starts the other clock
  kMovesFirst,  // before the start, on the first mover's half
  kDelay,       // the delay runs
  kStopped,     // the clocks are stopped
  kMoves,       // the moves made (and to the next control, byo-yomi periods)
};

// kLowTime: the running side's time is under the low-time threshold (drawn with a pattern and a
// thick outline as well as a colour, so it shows in both themes and to colour-blind players).
enum class HalfFace : std::uint8_t { kIdle, kRunning, kPausedTurn, kFlag, kLowTime };

struct HalfView {
  clock::SideView clock;        // at the instant shown
  std::string digits;           // the time left as displayed
  std::string opponent_digits;  // the opponent's, shown small on this half for its player
  bool low_time = false;        // under the low-time threshold (no flag down)
  HalfFace face = HalfFace::kIdle;
  bool running = false;  // this side's clock runs (its text bright)
  HalfStatus status = HalfStatus::kMoves;
  std::string headline;          // kOver
  bool both_flags_draw = false;  // kBothFlags: the ruleset draws unless claimed before
  chess::Color first_to_move = chess::Color::White;
  bool control_warning = false;  // before the start: the control is outside the blitz limits
  bool may_claim_time = false;   // the opponent's flag is down and this player may claim it
  std::string stage;             // a staged control's stage_text(), else ""
  bool stage_new = false;        // the stage changed a moment ago: marked on the half
  std::string byoyomi;           // byoyomi_text(), "" before byo-yomi
  // This half's own terms, shown beside its name: its control under time odds ("4+0"); "" for
  // the same control on both.
  std::string terms;
  // Armageddon's terms on a line of their own, large enough to read at arm's length:
  // "Armageddon: must win" on White's half, "Armageddon: a draw wins" on Black's; "" otherwise.
  std::string armageddon;
};

// The control bar's "Stop / Claim" button.
enum class StopView : std::uint8_t {
  kDisabled,     // before the start, after the end, or while a sheet is open
  kStop,         // stops both clocks for a claim
  kUndo,         // the game just ended: its Undo (ClockSession::undo_offered)
  kUndoNewGame,  // a new game just replaced one: its Undo (ClockSession::new_game_undo_offered)
};

// The control bar's second button.
enum class BarView : std::uint8_t {
  kRecord,         // the game is over: the record
  kResume,         // the clocks are stopped
  kPause,          // a clock runs
  kPauseDisabled,  // before the start
};

// The ruling sheet.
struct RulingView {
  rules::Ruling ruling;
  bool undo = false;                   // the game just ended and may be taken back
  std::string rule;                    // the deciding rule as cited, or ""
  std::vector<rules::LogEntry> lines;  // from where the ruling on show starts
  bool over = false;
  bool holds_clock = false;  // the clock waits for Play on
  clock::Side next_to_move = clock::Side::White;
  std::optional<clock::Side> running;
};

// How a clock half is turned on the screen, so its player reads it.
enum class HalfTurn : std::uint8_t {
  kNone,        // upright: read from the phone's bottom edge
  kUpsideDown,  // read from the top edge (the far player in portrait)
  kFromLeft,    // a quarter turn: read from the left edge
  kFromRight,   // a quarter turn: read from the right edge
};

// Where the clock's parts go for a screen of `width` by `height`. Portrait: the far half on top,
// upside down, the control bar between the halves. Landscape (wider than tall): the halves side
// by side above the bar, the far one on the left, both upright and read from the side as on a
// tournament clock; or, with the setting, each turned toward its player at the short edges.
struct ClockLayout {
  bool side_by_side = false;
  chess::Color first = chess::Color::Black;  // the top half, or the left one
  HalfTurn first_turn = HalfTurn::kUpsideDown;
  HalfTurn second_turn = HalfTurn::kNone;
  // Whether a sheet for the far player may turn to face him: only when he sits across the top.
  bool sheets_turn = true;
};
ClockLayout clock_layout(const ClockSettings& settings, float width, float height);

}  // namespace flagfall::session
