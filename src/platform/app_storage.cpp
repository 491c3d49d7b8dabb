#include "platform/app_storage.h"

#include <emscripten.h>

#include "platform/saved_data_bridge.h"
#include "session/app/saved_data.h"

namespace flagfall::platform {
namespace {

// A save read at start-up: restored, or kept aside when it cannot be (with a warning on the
// console). True when it holds user data.
template <typename Restore>
bool restore_one(std::string_view key, std::string_view aside, const char* what, Restore restore) {
  const auto saved = load_from_storage(key);
  if (!saved) return false;
  if (const auto problem = restore(*saved)) {
    if (!aside.empty()) save_to_storage(aside, *saved);
    EM_ASM(
        {
          console.warn("Flagfall: " + UTF8ToString($0) +
                       " could not be restored: " + UTF8ToString($1));
        },
        what, problem->c_str());
    return false;
  }
  return session::holds_user_data(key, *saved);
}

bool save(std::string_view key, const std::optional<std::string>& text) {
  if (!text) return false;
  save_to_storage(key, *text);
  return session::holds_user_data(key, *text);
}

}  // namespace

bool restore_saved(session::AppSession& app) {
  bool held = restore_one(session::kClockKey, session::kClockKeptAsideKey, "the saved clock",
                          [&](std::string_view s) { return app.restore_clock(s); });
  held |=
      restore_one(session::kTrainerKey, session::kTrainerKeptAsideKey, "the saved trainer progress",
                  [&](std::string_view s) { return app.restore_trainer(s); });
  // My scenarios keep what they cannot read inside their own save (and write it back).
  held |= restore_one(session::kMyScenariosKey, "", "some of My scenarios",
                      [&](std::string_view s) { return app.restore_mine(s); });
  return held;
}

bool save_changes(session::AppSession& app) {
  bool held = save(session::kClockKey, app.take_clock_save());
  held |= save(session::kTrainerKey, app.take_trainer_save());
  held |= save(session::kMyScenariosKey, app.take_mine_save());
  return held;
}

}  // namespace flagfall::platform
