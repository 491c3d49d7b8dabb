#pragma once
// The clock screen's sheets as state: which one is open, the claim sheet's steps and draft, an
// ending waiting to be confirmed, and how long the guards and offers around them last.
#include <cstdint>
#include <string>
#include <vector>

#include "game/claim_draft.h"
#include "game/live_game.h"
#include "session/editor/board_entry.h"
#include "session/frame_io.h"

namespace flagfall::session {

// The sheets of the clock screen; at most one is open.
enum class ClockSheet : std::uint8_t {
  kNone,
  kPicker,        // rules and time control
  kMenu,          // "More"
  kConfirmReset,  // "New game…" asks first
  kClaim,
  kRuling,
  kRecord,    // the game record
  kDirector,  // the director's panel
  kPromote,   // the promotion piece
  kNotice,
  kConfirmLink,  // a link would replace or leave the game in progress: asks first
  kSetupLink,    // the set-up link for the current settings, as text and as a QR code
  kConfirmEnd,   // an ending (a result, an agreed draw, a forfeit) asks to be confirmed
  kKeys,         // the players' keys: a preset, or pressed one after the other
};

// The claim sheet's steps. kChoose is the bar's Stop / Claim: both clocks stand still and each
// player's half offers what he may claim (claim_panel(), clock_sheets.h); a choice makes him the
// claimant, and the later steps face him.
enum class ClaimStep : std::uint8_t { kChoose, kDetails, kDraw, kResult, kBoard };

// An ending waiting to be confirmed: what it is in words, and what confirming records.
struct PendingEnding {
  std::string what;    // "White resigns"
  std::string result;  // the arbiter's headline for it: "Black wins: White resigned"
  std::string score;   // "0-1", "½-½" or ""
  std::vector<game::Entry> entries;
  EpochMillis at = 0;  // the instant it is recorded at (the stop, or the director's tap)
  ClockSheet back_to = ClockSheet::kClaim;
};

// How long a finished game's ruling offers Undo, and how long a sheet ignores touches after it
// opens (a slam's second and third taps).
inline constexpr EpochMillis kUndoWindowMs = 10'000;
// How long a touch holds "New game" before a game that has started is replaced, and the
// director's button before the panel opens.
inline constexpr EpochMillis kHoldToReplaceMs = 1'000;
inline constexpr EpochMillis kHoldDirectorMs = 1'000;
inline constexpr EpochMillis kSheetTapGuardMs = 300;
// How long a half marks a new stage.
inline constexpr EpochMillis kStageMarkMs = 4'000;

// The claim sheet: the draft (src/game/claim_draft.h), the step on show, and the board being set
// up (kept across the board step, so the brush stays).
struct ClaimSheet {
  game::ClaimDraft draft;
  ClaimStep step = ClaimStep::kChoose;
  ClaimStep board_from = ClaimStep::kDetails;  // the step the board set-up goes back to
  bool claimant_chosen = false;  // a player took a first-step choice (the draft is his)
  BoardEntry board;
};

}  // namespace flagfall::session
