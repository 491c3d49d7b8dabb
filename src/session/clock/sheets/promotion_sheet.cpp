#include "session/clock/sheets/promotion_sheet.h"

#include "game/half_controls.h"
#include "session/clock/live_text.h"

namespace flagfall::session {

std::string PromotionSheet::title() const {
  return std::string(color_label(promoter_)) + " promotes";
}

const char* PromotionSheet::prompt() {
  return "When the new piece is on the board:";
}

ClockControls PromotionSheet::controls() {
  using clock_intent::Promote;
  return {{"Queen", Promote{chess::PieceType::Queen}},
          {"Rook", Promote{chess::PieceType::Rook}},
          {"Bishop", Promote{chess::PieceType::Bishop}},
          {"Knight", Promote{chess::PieceType::Knight}}};
}

std::vector<game::Entry> PromotionSheet::entries(chess::PieceType piece) const {
  return game::promotion_entries(promoter_, piece, resume_by_);
}

}  // namespace flagfall::session
