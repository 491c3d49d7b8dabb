#include "session/frame_io.h"

#include <algorithm>

namespace flagfall::session {

void FrameOutput::redraw_by(EpochMillis at) {
  redraw_at = redraw_at ? std::min(*redraw_at, at) : at;
}

void FrameOutput::tick_by(EpochMillis at) {
  tick_at = tick_at ? std::min(*tick_at, at) : at;
}

}  // namespace flagfall::session
