#pragma once
// A link too long for a QR code as it is, packed small for its code by the page (#z=, the
// browser's deflate-raw: web/offline.js): the share sheet's and a board result's sheet ask for it
// and take the answer the same way. What is shared and copied stays the plain link.
#include <optional>
#include <string>
#include <string_view>

#include "session/frame_io.h"
#include "session/qr_matrix.h"

namespace flagfall::session {

// The page's "pack" request for `link`, once (`asked`), while it has no code.
std::optional<ExportRequest> pack_request(const std::string& link,
                                          const std::optional<QrMatrix>& qr, bool& asked);

// The page's answer `packed` for `link`: taken when `link` is the one on show (`shown`), still
// without a code, and the page could pack it. Then `qr` is the packed link's code when it fits
// one (`code_text` the packed link), else still none. False when the answer was not taken.
bool take_packed_link(std::string_view shown, std::string_view link, std::string_view packed,
                      std::optional<QrMatrix>& qr, std::string& code_text);

}  // namespace flagfall::session
