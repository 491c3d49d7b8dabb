#pragma once

#include "session/qr_matrix.h"

namespace flagfall::ui {

// A QR code (session/qr_matrix.h) at the cursor: its modules as squares of whole pixels (a
// scanner wants sharp edges), dark on white, with the quiet zone around them, as large as
// `max_side` allows; centred in the space left when `centred`. Published as tap target
// `target` so tests can find it.
void draw_qr_code(const session::QrMatrix& qr, float max_side, bool centred, const char* target);

}  // namespace flagfall::ui
