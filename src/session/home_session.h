#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
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
  // A control by its intent id (the drawn control's tap target, the accessible mirror's button);
  // false for an id this screen does not know.
  bool activate(std::string_view intent) {
    if (intent == "home.clock") {
      open_clock();
    } else if (intent == "home.trainer") {
      open_trainer();
    } else {
      return false;
    }
    return true;
  }
  // The screen asked for since the last call, once.
  std::optional<Destination> take_open() { return std::exchange(open_, std::nullopt); }

 private:
  std::optional<Destination> open_;
};

}  // namespace flagfall::session
