#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace flagfall::session {

// Milliseconds on the page's time line: performance.timeOrigin + performance.now(), which is the
// Unix epoch in ms. Input events carry their own timestamps on the same line, and a saved clock
// keeps counting across a reload because the line does not restart.
using EpochMillis = std::int64_t;

// What the platform tells the UI for one frame.
struct FrameInput {
  EpochMillis now = 0;
  // The browser's own timestamp of the latest pointer-down: the start of the gesture that any
  // tap handled in this frame belongs to. A clock press or a pause is timed by it, not by the
  // frame that happens to draw it; to the microsecond, with `pointer_down_us` (0..999) past it.
  std::optional<EpochMillis> pointer_down_at;
  int pointer_down_us = 0;
  // That latest press was a pointer's (a touch or a mouse button), not a key's (Space or Enter on
  // a focused control): a sheet's guard against slams applies to touches only.
  bool pointer_press = true;
  // The page is on a computer (a fine pointer that hovers): the clock shows its keys.
  bool desktop = false;
  // The player asked for less motion (prefers-reduced-motion): no replay animation.
  bool reduced_motion = false;
};

enum class Sound { Press, Flag, LowTime };

// The keys the app answers (docs/guide.md, "Keys"), as the platform glue names them. A key press
// is timed by its own event's timestamp, as a tap is.
enum class Key : std::uint8_t {
  kSpace,   // the clock: a press for the side that is running
  kP,       // the clock: pause and resume
  kT,       // the clock: say the times
  kC,       // the clock: Stop / Claim
  kEscape,  // closes a sheet
  kLeft,    // classroom mode: the question before (the left arrow, a clicker's Page Up)
  kRight,   // classroom mode: the next question (the right arrow, a clicker's Page Down)
  kDigit1,  // kDigit1 + n - 1: the number key n (1 to 9) picks a choice
  kDigit9 = kDigit1 + 8,
};
// 1 to 9 for a number key, else 0.
inline int digit_of(Key key) {
  const int n = static_cast<int>(key) - static_cast<int>(Key::kDigit1) + 1;
  return n >= 1 && n <= 9 ? n : 0;
}

// A buzz where the device can (a phone's vibration motor); it follows the sound setting.
// Press: 15 ms, when the press feedback asks for it.
enum class Vibration { Flag, Claim, LowTime, Press };

// Something only the page can do, asked by the player through the app.
enum class PageRequest {
  kExportSavedData,  // download every saved thing as one file
  kImportSavedData,  // offer the file field; the page reports the result to the app
  kApplyUpdate,      // start the new version waiting on the device (reloads the page)
  kOpenSharedFile,   // offer the file field for a shared case or class set (.json)
  kTakeOver,         // this tab takes the game over from the tab that runs it (web/bootstrap.js)
};

// A line of text the UI wants typed (a phone shows its keyboard only for a real text field).
struct TextRequest {
  std::string id;
  std::string label;
  std::string initial;
  bool turned = false;  // asked from a sheet turned to the far player: turn the field too
};

// A file for the page to hand to the player: "download" saves it, "share" offers the text to
// the phone's share sheet (or the clipboard).
struct ExportRequest {
  std::string kind;
  std::string filename;
  std::string mime;
  std::string text;
};

// What the page did with an ExportRequest, as it reports it: "shared", "copied", "cancelled",
// "shown" (a link it could neither share nor copy, shown to copy by hand), "saved" (the file
// `file` handed to the browser's downloads) or "not-saved". In words, to show on the screen that
// asked and to announce: "Link copied.", "Downloaded NAME."; "" for anything else.
std::string export_outcome_text(std::string_view outcome, std::string_view file = {});

// What the UI asks of the platform after a frame.
struct FrameOutput {
  std::optional<EpochMillis> redraw_at;  // draw again at this instant even without input
  // Asks for a redraw at `at`, keeping an earlier request.
  void redraw_by(EpochMillis at);
  // A running clock's next change of digits: a redraw like redraw_at, but one that changes only
  // what a clock face shows, never where anything is. The platform counts such frames apart
  // (PlatformFacts::tick_frames), so "the screen has settled" can ignore a clock that runs.
  std::optional<EpochMillis> tick_at;
  void tick_by(EpochMillis at);
  bool keep_awake = false;  // hold a screen wake lock
  std::vector<Sound> sounds;
  std::vector<Vibration> vibrations;
  std::optional<TextRequest> ask_text;
  std::optional<PageRequest> page_request;
};

}  // namespace flagfall::session
