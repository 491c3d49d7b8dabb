#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <imgui.h>

#include "session/clock/clock_session.h"
#include "session/frame_io.h"
#include "ui/clock/sheets/sheet_frame.h"
#include "ui/clock/sheets/sheets.h"

namespace flagfall::ui {

using session::EpochMillis;
using session::ExportRequest;
using session::FrameInput;
using session::FrameOutput;

// The two-player clock (session::ClockSession) drawn: two large halves (the far one upside
// down) that only press, a slim control bar (Stop / Claim among its buttons), and the sheet on
// show (sheets/). It draws the session's state and calls its intents with each tap's own
// timestamp; every decision is the session's or the core's.
class ClockScreen {
 public:
  explicit ClockScreen(session::ClockSession& session) : session_(session) {}
  void draw(const FrameInput& input, FrameOutput& output);
  // The test hook's `clock` object: its members, into the object the caller opened.
  void write_state(JsonWriter& out, EpochMillis now) const;

  std::string saved() const { return session_.saved(); }
  std::optional<std::string> restore(std::string_view text) { return session_.restore(text); }
  bool take_unsaved_change() { return session_.take_unsaved_change(); }
  void text_entered(std::string_view id, std::string_view text, bool confirmed) {
    session_.text_entered(id, text, confirmed);
  }
  std::optional<std::string> take_study() { return session_.take_study(); }
  // The session, for the keyboard and the accessible mirror (ui/app.cpp).
  session::ClockSession& session() { return session_; }
  const session::ClockSession& session() const { return session_; }
  std::optional<ExportRequest> take_export() { return session_.take_export(); }

 private:
  void draw_control_bar(ImVec2 top_left, ImVec2 size, const FrameInput& input);
  void draw_sheet(const FrameInput& input, FrameOutput& output);
  // A tap outside the sheet on show, on a half: it presses, as it would with no sheet open.
  void press_around_sheet(const FrameInput& input);

  session::ClockSession& session_;
  session::ClockLayout layout_;  // of the frame being drawn
  ClaimStartPlace places_;       // the halves and the bar, this frame
  SheetPlacement placement_;     // of the sheet on show
  GameRecordSheet record_sheet_;
};

}  // namespace flagfall::ui
