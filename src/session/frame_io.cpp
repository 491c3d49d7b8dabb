#include "session/frame_io.h"

#include <algorithm>

namespace flagfall::session {

void FrameOutput::redraw_by(EpochMillis at) {
  redraw_at = redraw_at ? std::min(*redraw_at, at) : at;
}

void FrameOutput::tick_by(EpochMillis at) {
  tick_at = tick_at ? std::min(*tick_at, at) : at;
}

std::string export_outcome_text(std::string_view outcome, std::string_view file) {
  if (outcome == "shared") return "Shared.";
  if (outcome == "copied") return "Link copied.";
  if (outcome == "cancelled") return "Not shared.";
  if (outcome == "shown") {
    return "This page can neither share nor copy (on plain http it has no clipboard): the link is "
           "shown at the top of the screen, select it and copy it.";
  }
  if (file.empty()) return "";
  if (outcome == "saved") return "Downloaded " + std::string(file) + ".";
  if (outcome == "not-saved")
    return "Not saved: this browser would not download " + std::string(file) + ".";
  return "";
}

}  // namespace flagfall::session
