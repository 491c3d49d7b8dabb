// The offline copy's words for Home and About (session/app/offline_copy.h).
#include "session/app/offline_copy.h"

#include "words/words.h"

namespace flagfall::session {

using words::Msg;

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

std::string_view offline_line(OfflineState state) {
  switch (state) {
    case OfflineState::kUnsupported:
      return words::text(Msg::kHomeOfflineUnsupported);
    case OfflineState::kSaving:
      return words::text(Msg::kHomeOfflineSaving);
    case OfflineState::kUpdating:
      return words::text(Msg::kHomeOfflineUpdating);
    case OfflineState::kReady:
      return words::text(Msg::kHomeOfflineReady);
    case OfflineState::kFailed:
      return words::text(Msg::kHomeOfflineFailed);
    case OfflineState::kUnknown:
      break;
  }
  return "";
}

std::string offline_text(const OfflineCopy& copy) {
  switch (copy.state) {
    case OfflineState::kReady:
    case OfflineState::kUpdating: {
      std::string text = words::plural<Msg::kAboutOfflineKept>(copy.files, size_text(copy.bytes));
      if (copy.state == OfflineState::kUpdating) {
        text.append(" ").append(words::text(Msg::kAboutOfflineNewVersionToo));
      }
      return text;
    }
    case OfflineState::kSaving:
      return std::string(words::text(Msg::kAboutOfflineSaving));
    case OfflineState::kUnsupported:
      return std::string(words::text(Msg::kAboutOfflineUnsupported));
    case OfflineState::kFailed:
      return std::string(words::text(Msg::kAboutOfflineFailed));
    case OfflineState::kUnknown:
      break;
  }
  return "";
}

std::string size_text(std::int64_t bytes) {
  constexpr std::int64_t kKilo = 1024;
  constexpr std::int64_t kMega = kKilo * kKilo;
  if (bytes < kMega - kKilo / 2) {
    return words::format<Msg::kSizeKilobytes>(std::to_string((bytes + kKilo / 2) / kKilo));
  }
  const std::int64_t tenths = (bytes * 10 + kMega / 2) / kMega;
  return words::format<Msg::kSizeMegabytesTenths>(std::to_string(tenths / 10),
                                                  std::to_string(tenths % 10));
}

const char* offline_state_id(OfflineState state) {
  static constexpr const char* kIds[] = {"unknown",  "unsupported", "saving",
                                         "updating", "ready",       "failed"};
  return kIds[static_cast<int>(state)];
}

}  // namespace flagfall::session
