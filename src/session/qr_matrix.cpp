#include "session/qr_matrix.h"

#include <qrcodegen.hpp>
#include <string>

namespace flagfall::session {

std::optional<QrMatrix> qr_matrix(std::string_view text) {
  if (text.empty() || text.size() > kMaxQrText || text.find('\0') != std::string_view::npos) {
    return std::nullopt;
  }
  const std::string owned(text);
  const qrcodegen::QrCode code =
      qrcodegen::QrCode::encodeText(owned.c_str(), qrcodegen::QrCode::Ecc::MEDIUM);
  QrMatrix matrix;
  matrix.size = code.getSize();
  matrix.modules.reserve(static_cast<std::size_t>(matrix.size * matrix.size));
  for (int y = 0; y < matrix.size; ++y) {
    for (int x = 0; x < matrix.size; ++x) matrix.modules.push_back(code.getModule(x, y) ? 1 : 0);
  }
  return matrix;
}

}  // namespace flagfall::session
