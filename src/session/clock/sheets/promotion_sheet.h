#pragma once

#include <optional>
#include <string>
#include <vector>

#include "game/live_game.h"
#include "session/clock/clock_intent.h"

namespace flagfall::session {

// The promotion piece (drawn by src/ui/clock/sheets/promotion_sheet.cpp, listed by the mirror):
// the clocks stand while the promoting player finds his piece; he says which it is, and the clock
// restarts for whoever stopped it.
class PromotionSheet {
 public:
  PromotionSheet(chess::Color promoter, std::optional<chess::Color> resume_by)
      : promoter_(promoter), resume_by_(resume_by) {}
  chess::Color promoter() const { return promoter_; }
  std::string title() const;  // "White promotes"
  static const char* prompt();
  static ClockControls controls();  // Queen, Rook, Bishop, Knight
  // What choosing `piece` records.
  std::vector<game::Entry> entries(chess::PieceType piece) const;

 private:
  chess::Color promoter_;
  std::optional<chess::Color> resume_by_;  // who stopped the clock for the piece
};

}  // namespace flagfall::session
