#pragma once
// The clock screen's sheets: which one is open, and how long the guards and offers around them
// last. Each sheet's own state is in its model (sheets/).
#include <cstdint>

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

}  // namespace flagfall::session
