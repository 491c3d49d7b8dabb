#pragma once

#include "session/app/app_session.h"

// What the app keeps in the browser's storage (src/session/saved_data.h): restored at start-up,
// written after each frame that changed it.
namespace flagfall::platform {

// Restores the clock, the trainer's progress and My scenarios. A save that cannot be restored is
// kept aside under its ".unreadable" key, never overwritten (My scenarios keep a case they cannot
// read inside their own save). Returns whether any of them holds what a player would miss.
bool restore_saved(session::AppSession& app);

// Writes every save the last frame changed; true when one holds what a player would miss.
bool save_changes(session::AppSession& app);

}  // namespace flagfall::platform
