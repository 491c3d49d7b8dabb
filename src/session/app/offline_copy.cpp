// The offline copy's words for Home and About (session/app/offline_copy.h).
#include "session/app/offline_copy.h"

namespace flagfall::session {

OfflineCopy offline_copy_from(int state, int files, double bytes) {
  OfflineCopy copy;
  if (state > 0 && state <= static_cast<int>(OfflineState::kFailed)) {
    copy.state = static_cast<OfflineState>(state);
  }
  copy.files = files > 0 ? files : 0;
  // Not a number fails both comparisons.
  copy.bytes = bytes > 0 && bytes < 1e15 ? static_cast<std::int64_t>(bytes) : 0;
  return copy;
}

const char* offline_line(OfflineState state) {
  switch (state) {
    case OfflineState::kUnsupported:
      return "Not kept for offline use here";
    case OfflineState::kSaving:
      return "Saving for offline use\xE2\x80\xA6";
    case OfflineState::kUpdating:
      return "Saving the new version for offline use\xE2\x80\xA6";
    case OfflineState::kReady:
      return "Ready to use offline";
    case OfflineState::kFailed:
      return "Not saved for offline use yet";
    case OfflineState::kUnknown:
      break;
  }
  return "";
}

std::string offline_text(const OfflineCopy& copy) {
  constexpr std::string_view kWhat = "the app, its piece set and its scenarios";
  switch (copy.state) {
    case OfflineState::kReady:
    case OfflineState::kUpdating: {
      std::string text = "Kept on this device for offline use: ";
      text.append(kWhat) +=
          " (" + std::to_string(copy.files) + " files, " + size_text(copy.bytes) + ").";
      if (copy.state == OfflineState::kUpdating) text += " A new version is being saved beside it.";
      return text;
    }
    case OfflineState::kSaving:
      return std::string("Being saved on this device for offline use: ").append(kWhat) + ".";
    case OfflineState::kUnsupported:
      return "Not kept offline: a browser keeps a web app for offline use only from an https "
             "address.";
    case OfflineState::kFailed:
      return "Not kept offline: saving it failed. The browser tries again when Flagfall is next "
             "opened.";
    case OfflineState::kUnknown:
      break;
  }
  return "";
}

std::string size_text(std::int64_t bytes) {
  constexpr std::int64_t kKilo = 1024;
  constexpr std::int64_t kMega = kKilo * kKilo;
  if (bytes < kMega - kKilo / 2) return std::to_string((bytes + kKilo / 2) / kKilo) + " KB";
  const std::int64_t tenths = (bytes * 10 + kMega / 2) / kMega;
  return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " MB";
}

const char* offline_state_id(OfflineState state) {
  static constexpr const char* kIds[] = {"unknown",  "unsupported", "saving",
                                         "updating", "ready",       "failed"};
  return kIds[static_cast<int>(state)];
}

}  // namespace flagfall::session
