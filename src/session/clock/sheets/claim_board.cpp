// The claim's board set up by hand (session/editor/board_entry.h): for a time claim where
// mating material counts, or an insufficient-losing-chances claim; its taps go through the
// sheet's tap guard like every other sheet tap.
#include "session/clock/sheets/claim_sheet.h"

#include "clock/display.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets_internal.h"
#include "session/clock/live_text.h"

namespace flagfall::session {

using chess::Color;
using sheet_words::fixed;
using words::Msg;

ClockControls board_choices(const ClockSession& s) {
  if (s.claim()->draft.board_fen.empty())
    return fixed({{Msg::kClockSheetClaimSetUpBoard, A::kOpenBoard}});
  return fixed({{Msg::kClockSheetClaimChangeBoard, A::kOpenBoard},
                {Msg::kClockSheetClaimQuickPicks, A::kQuickPicks}});
}

std::string board_step_hint(const ClockSession& s) {
  // An illegal move is put on the board by the arbiter's stand-in, so the board is the one before
  // it.
  return std::string(words::text(s.claim()->draft.illegal_claim_by
                                     ? Msg::kClockSheetClaimBoardBeforeIllegal
                                     : Msg::kClockSheetClaimCopyBoard));
}

std::string board_in_words(const BoardEntry& board) {
  return words::format<Msg::kClockSheetClaimBoardInWords>(pieces_in_words(board.board()),
                                                          board.men());
}

ClockControls board_step_end(const ClockSession& s) {
  return fixed({{Msg::kClockSheetBack, A::kBoardBack},
                {s.claim()->draft.losing_chances ? Msg::kClockSheetClaimRuleOnIt
                                                 : Msg::kClockSheetClaimUseBoard,
                 A::kUseBoard}});
}

const BoardEntry* ClockSession::claim_board() const {
  return claim_ && claim_->step == ClaimStep::kBoard ? &claim_->board : nullptr;
}

bool ClockSession::set_up_board(const ClockIntent& intent) {
  if (!claim_ || claim_->step != ClaimStep::kBoard) return false;
  BoardEntry& board = claim_->board;
  const std::int32_t arg = intent.arg;
  switch (intent.action) {
    case ClockAction::kBoardKingsOnly:
      board.kings_only();
      return true;
    case ClockAction::kBoardStart:
      board.start();
      return true;
    case ClockAction::kBoardPaste:
      board.ask_fen();
      return true;
    case ClockAction::kBoardSquare:
      if (arg < 0 || arg >= chess::NoSquare) return false;
      board.place(static_cast<chess::Square>(arg));
      return true;
    case ClockAction::kBoardBrush:
      if (arg < 0 || arg > static_cast<int>(chess::Piece::BlackKing)) return false;
      board.choose_brush(static_cast<chess::Piece>(arg));
      return true;
    default:
      return false;
  }
}

void ClockSession::open_board_setup_from(ClaimStep from) {
  claim_->board_from = from;
  set_step(ClaimStep::kBoard);
  const auto entered = claim_->draft.board_fen.empty() ? live().entered_board()
                                                       : std::optional(claim_->draft.board_fen);
  claim_->board.reset(entered.value_or(""));
  notice_.clear();
}

void ClockSession::open_board_setup() {
  if (!claim_ || claim_->step != ClaimStep::kDetails) return;
  open_board_setup_from(ClaimStep::kDetails);
}

void ClockSession::use_quick_picks() {
  if (!claim_ || claim_->step != ClaimStep::kDetails) return;
  claim_->draft.board_fen.clear();
  settle_take_king();
}

void ClockSession::board_back() {
  if (!claim_ || claim_->step != ClaimStep::kBoard) return;
  set_step(claim_->board_from);
  claim_->draft.losing_chances = false;
  claim_->board.set_notice("");
  notice_.clear();
}

void ClockSession::use_board() {
  if (!claim_ || claim_->step != ClaimStep::kBoard) return;
  claim_->draft.board_fen = claim_->board.fen();
  claim_->board.set_notice("");
  notice_.clear();
  if (claim_->draft.losing_chances) {
    confirm_claim();  // refused: the notice says why, and the board stays for another try
  } else {
    set_step(claim_->board_from);
    settle_take_king();
  }
}

}  // namespace flagfall::session
