#include "session/clock/sheets/setup_link_sheet.h"

#include <utility>

namespace flagfall::session {

SetupLinkSheet::SetupLinkSheet(std::string link) : link_(std::move(link)), qr_(qr_matrix(link_)) {}

const char* SetupLinkSheet::explanation() {
  return "Every phone that opens this link (or scans the code) gets this clock: the same rules and "
         "time control.";
}

ClockControls SetupLinkSheet::controls() {
  return {{"Share the link", clock_intent::ShareSetupLink{}},
          {"Close", clock_intent::Close{ClockSheet::kSetupLink}}};
}

ExportRequest SetupLinkSheet::share() const {
  return ExportRequest{"share", "flagfall-setup-link.txt", "text/plain", link_};
}

}  // namespace flagfall::session
