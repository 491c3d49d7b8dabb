// The promotion piece: the promoting player's choice, with the clock paused or stopped for it as
// the ruleset allows.
#include "session/clock/sheets/promotion_sheet.h"

#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets_internal.h"
#include "session/clock/live_text.h"

namespace flagfall::session {

using chess::Color;
using words::Msg;

std::string promotion_title(const ClockSession& s) {
  return capitalised(words::format<Msg::kClockSheetPromotionPromotes>(side_words(s.promoter())));
}

const char* promotion_prompt() {
  return words::text(Msg::kClockSheetPromotionPrompt).data();
}

ClockControls promotion_choices() {
  ClockControls out;
  for (const Msg piece : {Msg::kClockSheetPromotionQueen, Msg::kClockSheetPromotionRook,
                          Msg::kClockSheetPromotionBishop, Msg::kClockSheetPromotionKnight}) {
    out.push_back(control(piece, {A::kPromote, {}, static_cast<int>(out.size())}));
  }
  return out;
}

void ClockSession::open_promotion(Color promoter, std::optional<Color> resume_by) {
  promotion_.promoter = promoter;
  promotion_.resume_by = resume_by;
  show(ClockSheet::kPromote);
}

void ClockSession::promote(chess::PieceType piece, EpochMillis at) {
  intent_at_ = at;
  if (sheet_ != ClockSheet::kPromote) return;
  if (record(at, game::promotion_entries(promotion_.promoter, piece, promotion_.resume_by),
             false)) {
    promotion_.resume_by.reset();
    show(ClockSheet::kNone);
  }
}

}  // namespace flagfall::session
