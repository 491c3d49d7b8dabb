#pragma once

#include "session/app/app_session.h"

// What the app keeps in the browser's storage (src/session/app/saves.h): restored at start-up,
// written after each frame that changed it, by one tab only; and what the page reports about it
// (storage switched off, this tab's role, another tab's save, the sizes the About sheet lists).
namespace flagfall::platform {

// Takes the page's facts (storage off, this tab's role), then restores the clock, the trainer's
// progress and My scenarios. Returns whether any of them holds what a player would miss.
bool restore_saved(session::AppSession& app);

// Writes every save the last frame changed (or that failed before), and measures the storage
// again when the About sheet lists it; true when a save holds what a player would miss.
bool save_changes(session::AppSession& app);

// The page's Web Lock decided this tab's role (0 writer, 1 pending, 2 viewer, 3 taken over). A
// viewer that takes the game over first reads every save again: the other tab wrote them last.
void set_tab_role(session::AppSession& app, int role);

// Another tab changed `key`: a viewer follows the game it shows.
void storage_changed(session::AppSession& app, std::string_view key);

}  // namespace flagfall::platform
