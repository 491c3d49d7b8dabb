#pragma once

#include <string>

#include "session/app/storage_status.h"

namespace flagfall::ui {

// The storage notice (session::StorageNotice) across the foot of the screen: its words on the
// left, its actions stacked on the right. The screen on show is drawn above it, in what is left.
class StorageBanner {
 public:
  // Its height for `notice` on the screen now (0 without one).
  static float height(const session::StorageNotice* notice);
  // Draws it below the screen's window; the intent of a tapped action, else "".
  static session::AppIntent draw(const session::StorageNotice& notice, float height);
};

}  // namespace flagfall::ui
