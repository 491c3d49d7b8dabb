#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "json/value.h"

#include "chess/position.h"

namespace flagfall::session {

// The screens' typed intents, whose buttons the mirror takes by the ids their tables write; each
// screen defines those members beside its own mirror (clock_mirror.cpp, trainer_mirror.cpp,
// editor_mirror.cpp, home_mirror.cpp), so this shared layer knows no screen.
struct AppIntent;
struct ClockIntent;
struct ClockControl;
struct EditorIntent;
struct TrainerIntent;

// The accessible mirror (docs/architecture.md, "The accessible mirror"): what a screen shows,
// described for a screen reader as a flat list of parts with real roles. The platform glue
// renders it into visually hidden HTML; a button carries the same intent id as the drawn control
// (its tap target), and activating it calls the session's activate(id), the same intent a tap
// calls.
enum class MirrorRole : std::uint8_t { kHeading, kText, kButton, kList, kTable };

struct MirrorPart {
  MirrorRole role = MirrorRole::kText;
  std::string text;                // heading, paragraph, button label, list or table caption
  std::string intent;              // a button's intent id
  int level = 2;                   // a heading's level
  bool pressed = false;            // a toggle button that is on
  std::vector<std::string> items;  // a list's items
  std::vector<std::vector<std::string>> rows;  // a table's rows, the first the header
};

// A control as a screen offers it: its words, its intent id (the drawn control's tap target and
// the mirror button's) and whether it shows as chosen. Composed once in the session for both the
// drawn screen and its mirror, so the two say the same and activate the same intent.
struct Control {
  std::string label;
  std::string intent;
  bool on = false;
  friend bool operator==(const Control&, const Control&) = default;
};
using Controls = std::vector<Control>;

class Mirror {
 public:
  Mirror& heading(std::string_view text, int level = 2);
  Mirror& text(std::string_view text);  // nothing when empty
  Mirror& button(std::string_view label, std::string_view intent, bool pressed = false);
  // A button for a screen's typed intent, by the id its table writes (clock_intent.h,
  // trainer_intent.h, editor_intent.h, app_intent.h).
  Mirror& button(std::string_view label, ClockIntent intent, bool pressed = false);
  Mirror& button(std::string_view label, TrainerIntent intent, bool pressed = false);
  Mirror& button(std::string_view label, EditorIntent intent, bool pressed = false);
  Mirror& button(std::string_view label, AppIntent intent, bool pressed = false);
  // Each control as a button (a label's line breaks read as commas).
  Mirror& buttons(const Controls& controls);
  // The clock's controls (clock_intent.h) the same way, each by its intent's id.
  Mirror& buttons(const std::vector<ClockControl>& controls);
  // One control's button: a label's line breaks read as commas.
  Mirror& control_button(std::string_view label, std::string_view intent, bool pressed = false);
  Mirror& list(std::string caption, std::vector<std::string> items);
  Mirror& table(std::string caption, std::vector<std::vector<std::string>> rows);
  // Takes its buttons out: what a screen shows, not what it offers.
  Mirror& without_buttons();

  const std::vector<MirrorPart>& parts() const { return parts_; }
  // The intent ids of its buttons, in order.
  std::vector<std::string> intents() const;
  // Every text in it (headings, paragraphs, labels, items, cells), one per line.
  std::string all_text() const;
  ::flagfall::json::Value to_json() const;

 private:
  std::vector<MirrorPart> parts_;
};

// A live announcement: what a player must not miss, said once. Assertive ones (a flag) interrupt
// whatever the screen reader is saying.
struct Announcement {
  std::string text;
  bool assertive = false;
  friend bool operator==(const Announcement&, const Announcement&) = default;
};

// The pieces on a board by square, in words: "White: king g1, rook f1, pawns f2, g2, h2.
// Black: king g8, pawn h7." (the kings first, then queens, rooks, bishops, knights, pawns).
std::string pieces_in_words(const chess::Position& position);

}  // namespace flagfall::session
