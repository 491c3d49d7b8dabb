#pragma once

#include <cstdint>
#include <optional>
#include <utility>

namespace flagfall::session {

// The app's screens, as a session asks to switch between them.
enum class Destination : std::uint8_t { kHome, kClock, kTrainer };

// The home screen as intents: open the clock or the trainer. A tap, a key or an accessible
// button calls the same function; the app switches screen on take_open().
class HomeSession {
 public:
  void open_clock() { open_ = Destination::kClock; }
  void open_trainer() { open_ = Destination::kTrainer; }
  // The screen asked for since the last call, once.
  std::optional<Destination> take_open() { return std::exchange(open_, std::nullopt); }

 private:
  std::optional<Destination> open_;
};

}  // namespace flagfall::session
