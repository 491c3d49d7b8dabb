#include "session/qr_matrix.h"

#include <qrcodegen.h>

#include <string>

namespace flagfall::session {

// qrcodegen's C library: the same encoder as its C++ one (which the tests check it against), but
// without the C++ one's iostreams and exceptions, which would add about 30 KB gzip to the page.
std::optional<QrMatrix> qr_matrix(std::string_view text) {
  if (text.empty() || text.size() > kMaxQrText || text.find('\0') != std::string_view::npos) {
    return std::nullopt;
  }
  const std::string owned(text);
  std::vector<std::uint8_t> scratch(qrcodegen_BUFFER_LEN_MAX);
  std::vector<std::uint8_t> code(qrcodegen_BUFFER_LEN_MAX);
  if (!qrcodegen_encodeText(owned.c_str(), scratch.data(), code.data(), qrcodegen_Ecc_MEDIUM,
                            qrcodegen_VERSION_MIN, qrcodegen_VERSION_MAX, qrcodegen_Mask_AUTO,
                            true)) {
    return std::nullopt;
  }
  QrMatrix matrix;
  matrix.size = qrcodegen_getSize(code.data());
  matrix.modules.reserve(static_cast<std::size_t>(matrix.size * matrix.size));
  for (int y = 0; y < matrix.size; ++y) {
    for (int x = 0; x < matrix.size; ++x)
      matrix.modules.push_back(qrcodegen_getModule(code.data(), x, y) ? 1 : 0);
  }
  return matrix;
}

}  // namespace flagfall::session
