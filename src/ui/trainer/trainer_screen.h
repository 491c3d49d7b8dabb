#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "session/frame_io.h"
#include "session/trainer/trainer_session.h"
#include "ui/trainer/trainer_frame.h"

namespace flagfall::ui {

// The rules trainer (session::TrainerSession) drawn: the view on show (views.h, one file each)
// inside the trainer frame. Every ruling, score and text that depends on the rules comes from
// the session or the trainer core; this only lays it out and passes taps on as intents.
class TrainerScreen {
 public:
  explicit TrainerScreen(session::TrainerSession& session) : session_(session) {}
  void draw(const session::FrameInput& input, session::FrameOutput& output);
  // The test hook's "trainer" object: the session's, with the content's scroll position.
  // The test hook's "trainer" object (its members, into the object the caller opened): the
  // session's, with the content's scroll position and the chips drawn.
  void write_state(JsonWriter& out, session::EpochMillis now) const;

  std::string saved() const { return session_.saved(); }
  std::optional<std::string> restore(std::string_view text) { return session_.restore(text); }
  bool take_unsaved_change() { return session_.take_unsaved_change(); }
  // The session, for the keyboard and the accessible mirror (ui/app.cpp).
  session::TrainerSession& session() { return session_; }
  const session::TrainerSession& session() const { return session_; }
  void study(std::string_view scenario_json, session::EpochMillis now) {
    session_.study(scenario_json, now);
  }
  // My scenarios, saved like the progress under their own storage key.
  std::optional<std::string> take_mine_save() {
    if (!session_.take_unsaved_mine()) return std::nullopt;
    return session_.mine().save();
  }
  std::optional<session::ExportRequest> take_export() { return session_.take_export(); }

 private:
  void draw_view(const session::FrameInput& input);

  session::TrainerSession& session_;
  TrainerFrame frame_;
};

}  // namespace flagfall::ui
