#pragma once

#include <cstdint>

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
};

}  // namespace flagfall::session
