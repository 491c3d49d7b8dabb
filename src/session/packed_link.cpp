#include "session/packed_link.h"

namespace flagfall::session {

std::optional<ExportRequest> pack_request(const std::string& link,
                                          const std::optional<QrMatrix>& qr, bool& asked) {
  if (qr || link.empty() || asked) return std::nullopt;
  asked = true;
  return ExportRequest{"pack", "", "text/plain", link};
}

bool take_packed_link(std::string_view shown, std::string_view link, std::string_view packed,
                      std::optional<QrMatrix>& qr, std::string& code_text) {
  if (shown != link || qr || packed.empty()) return false;
  qr = qr_matrix(packed);
  if (qr) code_text = packed;
  return true;
}

}  // namespace flagfall::session
