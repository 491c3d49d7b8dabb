// The claim sheet's intents: the claimant fills in a draft (src/game/claim_draft.h) step by step,
// and the arbiter rules on it when he confirms, at the instant of the stop. Nothing is recorded
// before that (a stop taken back is clock_session_stop.cpp's no_claim()).
#include <algorithm>

#include "session/clock/clock_session.h"
#include "session/clock/live_text.h"

namespace flagfall::session {

using chess::Color;

std::optional<game::ClaimOffer> ClockSession::claim_offer(std::optional<Color> side) const {
  if (!claim_) return std::nullopt;
  if (!side) return game::claim_offer(live(), claim_->draft);
  game::ClaimDraft draft;
  draft.claimant = *side;
  draft.at = claim_->draft.at;
  return game::claim_offer(live(), draft);
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

void ClockSession::claim_time() {
  if (!claim_ || claim_->step != ClaimStep::kChoose || !claim_offer()->time) return;
  claim_->draft.time_claim_by = claim_->draft.claimant;
  set_step(ClaimStep::kDetails);
}

void ClockSession::claim_illegal() {
  if (!claim_ || claim_->step != ClaimStep::kChoose || !claim_offer()->illegal) return;
  claim_->draft.illegal_claim_by = claim_->draft.claimant;
  set_step(ClaimStep::kDetails);
}

void ClockSession::claim_unpromoted() {
  if (!claim_ || claim_->step != ClaimStep::kChoose) return;
  game::ClaimDraft& d = claim_->draft;
  const Color me = d.claimant;
  const EpochMillis at = d.at;
  switch (claim_offer()->unpromoted) {
    case game::UnpromotedAction::kClaim:
      d.illegal_claim_by = me;
      d.kind = game::IllegalKind::kOther;
      d.press_without_move = false;
      d.unpromoted = true;
      set_step(ClaimStep::kDetails);
      break;
    case game::UnpromotedAction::kRestart:
      record(at, game::unpromoted_press_entries(live(), me), true);
      break;
    case game::UnpromotedAction::kPause:
      if (record(at, game::unpromoted_pause_entries(live(), me), false)) open_promotion(~me, me);
      break;
    case game::UnpromotedAction::kNone:
      break;
  }
}

void ClockSession::open_draw_claims() {
  if (!claim_ || claim_->step != ClaimStep::kChoose || !claim_offer()->draw()) return;
  set_step(ClaimStep::kDraw);
}

void ClockSession::open_results() {
  if (!claim_ || claim_->step != ClaimStep::kChoose) return;
  set_step(ClaimStep::kResult);
}

void ClockSession::stop_for_dispute() {
  if (!claim_ || !claim_offer()->dispute) return;
  const Color me = claim_->draft.claimant;
  record(claim_->draft.at, game::dispute_entries(me), true);
}

void ClockSession::claim_promotion_pause() {
  if (!claim_ || claim_->step != ClaimStep::kChoose || !claim_offer()->promotion_pause) return;
  const Color me = claim_->draft.claimant;
  const Color promoter = *claim_offer()->promotion_pause;
  if (record(claim_->draft.at, game::promotion_pause_entries(live(), me, promoter), false))
    open_promotion(promoter, me);
}

void ClockSession::toggle_simultaneous_claim() {
  if (!claim_ || claim_->step != ClaimStep::kDetails || !claim_offer()->simultaneous) return;
  game::ClaimDraft& d = claim_->draft;
  const Color other = ~d.claimant;
  if (d.time_claim_by == d.claimant) {
    if (d.illegal_claim_by) {
      d.illegal_claim_by.reset();
    } else {
      d.illegal_claim_by = other;
    }
  } else if (d.illegal_claim_by == d.claimant) {
    if (d.time_claim_by) {
      d.time_claim_by.reset();
    } else {
      d.time_claim_by = other;
    }
  }
  settle_take_king();
}

void ClockSession::choose_illegal_kind(game::IllegalChoice choice) {
  if (!claim_ || claim_->step != ClaimStep::kDetails) return;
  const auto offer = claim_offer();
  if (std::find(offer->kinds.begin(), offer->kinds.end(), choice) == offer->kinds.end()) return;
  claim_->draft.kind = choice.kind;
  claim_->draft.press_without_move = choice.press_without_move;
  settle_take_king();
}

void ClockSession::pick_material(Color side, std::string_view pick_id) {
  if (!claim_ || claim_->step != ClaimStep::kDetails || !game::find_material_pick(pick_id)) return;
  claim_->draft.material[chess::index_of(side)] = std::string(pick_id);
  settle_take_king();
}

void ClockSession::toggle_take_king() {
  if (!claim_ || claim_->step != ClaimStep::kDetails) return;
  if (claim_->draft.take_king) {
    claim_->draft.take_king = false;
  } else if (claim_offer()->take_king) {
    claim_->draft.take_king = true;
  }
}

// Taking the king stays chosen only while the draft allows it.
void ClockSession::settle_take_king() {
  if (claim_ && claim_->draft.take_king && !claim_offer()->take_king)
    claim_->draft.take_king = false;
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

void ClockSession::claim_back() {
  if (!claim_) return;
  switch (claim_->step) {
    case ClaimStep::kDetails: {
      // Back to the first step with a fresh draft; the material picks stay.
      game::ClaimDraft fresh;
      fresh.claimant = claim_->draft.claimant;
      fresh.at = claim_->draft.at;
      fresh.material = claim_->draft.material;
      claim_->draft = fresh;
      set_step(ClaimStep::kChoose);
      notice_.clear();
      break;
    }
    case ClaimStep::kDraw:
    case ClaimStep::kResult:
      set_step(ClaimStep::kChoose);
      break;
    case ClaimStep::kChoose:
    case ClaimStep::kBoard:
      break;
  }
}

void ClockSession::confirm_claim() {
  if (!claim_) return;
  const game::ClaimDraft draft = claim_->draft;
  game::ClaimSubmission submission = game::submit_claim(live(), draft);
  if (!submission.problem.empty()) {
    say("The arbiter cannot take this: " + submission.problem + ".");
    return;
  }
  if (record(draft.at, std::move(submission.entries), true))
    ruling_holds_clock_ = submission.holds_clock;
}

void ClockSession::claim_losing_chances() {
  if (!claim_ || claim_->step != ClaimStep::kDraw || !claim_offer()->losing_chances) return;
  claim_->draft.losing_chances = true;
  open_board_setup_from(ClaimStep::kDraw);
}

void ClockSession::draw_agreed() {
  if (!claim_ || (claim_->step != ClaimStep::kDraw && claim_->step != ClaimStep::kResult)) return;
  ask_to_end("Draw agreed", game::draw_agreed_entries(claim_->draft.claimant), claim_->draft.at,
             ClockSheet::kClaim);
}

void ClockSession::record_checkmate(Color mover) {
  if (!claim_ || claim_->step != ClaimStep::kResult) return;
  ask_to_end(std::string(color_label(mover)) + " mates", game::checkmate_entries(live(), mover),
             claim_->draft.at, ClockSheet::kClaim);
}

void ClockSession::record_stalemate(Color mover) {
  if (!claim_ || claim_->step != ClaimStep::kResult) return;
  ask_to_end(std::string(color_label(mover)) + " stalemates",
             game::stalemate_entries(live(), mover), claim_->draft.at, ClockSheet::kClaim);
}

void ClockSession::record_resignation(Color side) {
  if (!claim_ || claim_->step != ClaimStep::kResult) return;
  ask_to_end(std::string(color_label(side)) + " resigns", game::resignation_entries(side),
             claim_->draft.at, ClockSheet::kClaim);
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
