#pragma once

#include <cstdint>
#include <string>

#include "session/trainer/trainer_labels.h"
#include "session/trainer/trainer_session.h"

namespace flagfall::ui {

// The frame every trainer view is drawn in: content that scrolls (finger drag or wheel) above a
// fixed bar of thumb-sized actions at the bottom. It owns the scrolling: it shows the content
// from where the session asks (take_show_from()), and publishes how far it is scrolled.
class TrainerFrame {
 public:
  static constexpr float kBarHeight = 72.0f;

  // What the session asked for since the last frame.
  void show_from(session::ShowFrom from);
  // Begins the scrolling content; draw it only when this returns true, and end it either way.
  bool begin_content();
  void end_content();
  // Places the cursor in the bottom bar.
  void begin_bottom_bar();

  // The feedback and a rule opened from a link scroll into view once, when drawn.
  bool take_scroll_to_feedback();
  bool take_scroll_to_rule();

  float scroll_y() const { return scroll_y_; }
  float scroll_max() const { return scroll_max_; }

 private:
  bool to_top_ = false;
  bool to_feedback_ = false;
  bool to_rule_ = false;
  float scroll_y_ = 0;
  float scroll_max_ = 0;
};

// A bottom-bar button for `intent`, published as its id; tapped and enabled, `session` applies
// it at `at`. True when tapped and enabled.
bool bar_button(session::TrainerSession& session, const char* label,
                const session::TrainerIntent& intent, float width, session::EpochMillis at,
                bool enabled = true);
// The same in the control's own words (session::trainer_label), with an arrow that points back
// or on (the mirror's button has the words alone).
enum class Arrow : std::uint8_t { kNone, kBack, kOn };
bool bar_button(session::TrainerSession& session, const session::TrainerIntent& intent, Arrow arrow,
                float width, session::EpochMillis at, bool enabled = true);
// A control's own words (session::trainer_label), with the arrow if any: "← Back", "Practise →".
std::string control_words(session::TrainerAction action, Arrow arrow = Arrow::kNone);

}  // namespace flagfall::ui
