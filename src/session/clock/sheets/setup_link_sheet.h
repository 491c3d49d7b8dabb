#pragma once

#include <optional>
#include <string>

#include "session/clock/clock_intent.h"
#include "session/frame_io.h"
#include "session/qr_matrix.h"

namespace flagfall::session {

// The set-up link sheet's model (drawn by src/ui/clock/sheets/setup_link_sheet.cpp, listed by the
// mirror): the link for the clock's settings as text and as a QR code, what it does, and its
// controls.
class SetupLinkSheet {
 public:
  explicit SetupLinkSheet(std::string link);
  const std::string& link() const { return link_; }
  const std::optional<QrMatrix>& qr() const { return qr_; }
  static const char* explanation();
  static ClockControls controls();  // Share the link, Close
  // "Share the link": what the phone's share sheet gets.
  ExportRequest share() const;

 private:
  std::string link_;
  std::optional<QrMatrix> qr_;
};

}  // namespace flagfall::session
