#pragma once

#include <cstdint>

namespace flagfall::session {

// The app's screens, as a session asks to switch between them.
enum class Destination : std::uint8_t { kHome, kClock, kTrainer };

}  // namespace flagfall::session
