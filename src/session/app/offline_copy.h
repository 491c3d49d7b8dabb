#pragma once

#include <cstdint>
#include <string>
#include <string_view>

// The app's copy on the device for offline use, as the page learns it from the service worker
// (docs/offline.md, "Ready offline"), and its words for Home and About (assets/words:
// home.offline.*, about.offline.*).
namespace flagfall::session {

// Where the offline copy stands. The page hands it over as a number (web/offline.js): keep the
// order.
enum class OfflineState : std::uint8_t {
  kUnknown,      // not heard yet (the service worker starts after the first frame)
  kUnsupported,  // no service worker here: an old browser, or an address that is not https
  kSaving,       // the first copy is being saved
  kUpdating,     // a copy is kept, and a new version's is being saved beside it
  kReady,        // every file the app needs is on the device: it opens with no network
  kFailed,       // it could not be saved (the browser tries again when the app is next opened)
};

// What the page reports: the state, and the files kept and their size (the version in control).
struct OfflineCopy {
  OfflineState state = OfflineState::kUnknown;
  int files = 0;
  std::int64_t bytes = 0;
};

// The page's numbers, checked: an unknown state is kUnknown, a negative count 0.
OfflineCopy offline_copy_from(int state, int files, double bytes);
// Home's one line: "Ready to use offline", "Saving for offline use…"; "" when unknown. The view
// ends with a NUL.
std::string_view offline_line(OfflineState state);
// About's sentence: what is kept offline and its size; "" when unknown.
std::string offline_text(const OfflineCopy& copy);
// A size as people read it: "820 KB", "1.3 MB".
std::string size_text(std::int64_t bytes);
// The state's name in the test hook ("ready", "saving", ...).
const char* offline_state_id(OfflineState state);

}  // namespace flagfall::session
