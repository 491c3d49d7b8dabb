#include "session/frame_io.h"

#include <algorithm>

#include "words/words.h"

namespace flagfall::session {

void FrameOutput::redraw_by(EpochMillis at) {
  redraw_at = redraw_at ? std::min(*redraw_at, at) : at;
}

void FrameOutput::tick_by(EpochMillis at) {
  tick_at = tick_at ? std::min(*tick_at, at) : at;
}

std::string export_outcome_text(std::string_view outcome, std::string_view file) {
  using words::Msg;
  if (outcome == "shared") return words::said(Msg::kShareOutcomeShared);
  if (outcome == "copied") return words::said(Msg::kShareOutcomeCopied);
  if (outcome == "cancelled") return words::said(Msg::kShareOutcomeCancelled);
  if (outcome == "shown") return words::said(Msg::kShareOutcomeShown);
  if (file.empty()) return "";
  if (outcome == "saved") return words::format<Msg::kShareOutcomeSaved>(file);
  if (outcome == "not-saved") return words::format<Msg::kShareOutcomeNotSaved>(file);
  return "";
}

}  // namespace flagfall::session
