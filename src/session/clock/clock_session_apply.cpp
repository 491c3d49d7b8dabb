// ClockSession::apply: every typed intent of the clock screen (clock_intent.h) to what it does,
// the one path a tap, a key and a mirror button take into the session; and the edges that reach
// it by id (activate) or by key.
#include <variant>

#include "session/clock/clock_session.h"

namespace flagfall::session {

using namespace clock_intent;
using chess::Color;

// One overload per intent; true when the screen took it (false for a claim's first-step choice
// without a claim on show, a board tool without a board, an illegal move's kind without a claim).
struct ClockSession::Applier {
  ClockSession& s;
  EpochMillis at;
  int us;

  bool operator()(const Press& i) const {
    s.tap_half(i.side, at, us);
    return true;
  }
  bool operator()(const StopForClaim&) const {
    s.stop_for_claim(at);
    return true;
  }
  bool operator()(const PauseButton&) const {
    switch (s.bar_view(at)) {
      case BarView::kRecord:
        s.open_record();
        break;
      case BarView::kResume:
        s.resume(at, us);
        break;
      case BarView::kPause:
        s.pause(at, us);
        break;
      case BarView::kPauseDisabled:
        break;
    }
    return true;
  }
  bool operator()(const Undo&) const {
    s.undo_ending(at);
    return true;
  }
  bool operator()(const SayTimes&) const {
    s.say_times(at);
    return true;
  }
  bool operator()(const OpenPicker&) const {
    s.open_picker();
    return true;
  }
  bool operator()(const OpenMenu&) const {
    s.open_menu();
    return true;
  }
  bool operator()(const Home&) const {
    s.leave();
    return true;
  }
  bool operator()(const Close&) const { return s.step_back(); }
  bool operator()(const ChooseRuleset& i) const {
    s.choose_ruleset(i.id);
    return true;
  }
  bool operator()(const ChoosePreset& i) const {
    s.choose_preset(i.control);
    return true;
  }
  bool operator()(const AskCustomControl&) const {
    s.ask_custom_control();
    return true;
  }
  bool operator()(const ChangeSetting& i) const {
    switch (i.setting) {
      case Setting::kSwapSides:
        s.swap_sides();
        break;
      case Setting::kSound:
        s.toggle_sound();
        break;
      case Setting::kTenths:
        s.toggle_tenths();
        break;
      case Setting::kLight:
        s.toggle_light();
        break;
      case Setting::kTurnHalves:
        s.toggle_turn_halves();
        break;
      case Setting::kLowTime:
        s.cycle_low_time();
        break;
      case Setting::kPressFeedback:
        s.cycle_press_feedback();
        break;
    }
    return true;
  }
  bool operator()(const OpenRecord&) const {
    s.open_record();
    return true;
  }
  bool operator()(const OpenSetupLinkSheet&) const {
    s.open_setup_link_sheet();
    return true;
  }
  bool operator()(const OpenDirector& i) const {
    s.open_director(at, at + i.held_ms);
    return true;
  }
  bool operator()(const AskNewGame&) const {
    s.ask_new_game();
    return true;
  }
  bool operator()(const NewGame&) const {
    s.new_game();
    return true;
  }
  bool operator()(const Claim& i) const {
    // On a player's half at the first step: the choice makes him the claimant.
    if (i.side) {
      if (!s.claim_ || s.claim_->step != ClaimStep::kChoose) return false;
      s.choose_claimant(*i.side);
    }
    switch (i.choice) {
      case ClaimChoice::kTime:
        s.claim_time();
        break;
      case ClaimChoice::kIllegal:
        s.claim_illegal();
        break;
      case ClaimChoice::kUnpromoted:
        s.claim_unpromoted();
        break;
      case ClaimChoice::kPromotionPause:
        s.claim_promotion_pause();
        break;
      case ClaimChoice::kPromotionStop:
        s.claim_promotion_stop();
        break;
      case ClaimChoice::kDraw:
        s.open_draw_claims();
        break;
      case ClaimChoice::kResult:
        s.open_results();
        break;
      case ClaimChoice::kDispute:
        s.stop_for_dispute();
        break;
    }
    return true;
  }
  bool operator()(const NoClaim& i) const {
    if (!s.claim_ || s.claim_->step != ClaimStep::kChoose) return false;
    s.no_claim(i.side, at);
    return true;
  }
  bool operator()(const ToggleBothClaim&) const {
    s.toggle_simultaneous_claim();
    return true;
  }
  bool operator()(const ChooseIllegalKind& i) const {
    if (!s.claim_offer()) return false;
    s.choose_illegal_kind(i.choice);
    return true;
  }
  bool operator()(const PickMaterial& i) const {
    s.pick_material(i.side, i.pick);
    return true;
  }
  bool operator()(const ToggleTakeKing&) const {
    s.toggle_take_king();
    return true;
  }
  bool operator()(const OpenBoardSetup&) const {
    s.open_board_setup();
    return true;
  }
  bool operator()(const UseQuickPicks&) const {
    s.use_quick_picks();
    return true;
  }
  bool operator()(const ClaimBack&) const {
    s.claim_back();
    return true;
  }
  bool operator()(const ConfirmClaim&) const {
    s.confirm_claim();
    return true;
  }
  bool operator()(const UseBoardTool& i) const {
    BoardEntry* board = s.claim_board();
    if (board == nullptr) return false;
    switch (i.tool) {
      case BoardTool::kKingsOnly:
        board->kings_only();
        break;
      case BoardTool::kStart:
        board->start();
        break;
      case BoardTool::kPaste:
        board->ask_fen();
        break;
    }
    return true;
  }
  bool operator()(const BoardBack&) const {
    s.board_back();
    return true;
  }
  bool operator()(const UseBoard&) const {
    s.use_board();
    return true;
  }
  bool operator()(const ClaimLosingChances&) const {
    s.claim_losing_chances();
    return true;
  }
  bool operator()(const StopForDirector&) const {
    s.stop_for_dispute();
    return true;
  }
  bool operator()(const DrawAgreed&) const {
    s.draw_agreed();
    return true;
  }
  bool operator()(const RecordEnding& i) const {
    switch (i.ending) {
      case Ending::kMate:
        s.record_checkmate(i.side);
        break;
      case Ending::kStalemate:
        s.record_stalemate(i.side);
        break;
      case Ending::kResign:
        s.record_resignation(i.side);
        break;
    }
    return true;
  }
  bool operator()(const ConfirmEnding&) const {
    s.confirm_ending(at);
    return true;
  }
  bool operator()(const EndingBack&) const {
    s.ending_back();
    return true;
  }
  bool operator()(const PlayOn&) const {
    s.play_on(at);
    return true;
  }
  bool operator()(const UseRecord& i) const {
    switch (i.action) {
      case RecordAction::kExport:
        s.export_scenario();
        break;
      case RecordAction::kShareText:
        s.share_record();
        break;
      case RecordAction::kStudy:
        s.study_game();
        break;
      case RecordAction::kShareCase:
        s.share_game();
        break;
    }
    return true;
  }
  bool operator()(const PenaltyAgainst& i) const {
    s.director_against(i.side);
    return true;
  }
  bool operator()(const GivePenalty& i) const {
    s.give_penalty(i.offence, at);
    return true;
  }
  bool operator()(const AskSetTime& i) const {
    s.ask_set_time(i.side, at);
    return true;
  }
  bool operator()(const ReduceExcessTime& i) const {
    s.reduce_excess_time(i.side, at);
    return true;
  }
  bool operator()(const DirectorStop&) const {
    s.director_stop(at);
    return true;
  }
  bool operator()(const Promote& i) const {
    s.promote(i.piece, at);
    return true;
  }
  bool operator()(const AcceptLink&) const {
    if (s.pending_trainer_link_.empty()) {
      s.accept_setup_link();
    } else {
      s.open_link(at);
    }
    return true;
  }
  bool operator()(const KeepGame&) const {
    s.keep_game();
    return true;
  }
  bool operator()(const ShareSetupLink&) const {
    s.share_setup_link();
    return true;
  }
};

bool ClockSession::apply(const ClockIntent& intent, EpochMillis at, int us) {
  intent_at_ = at;
  return std::visit(Applier{*this, at, us}, intent);
}

bool ClockSession::tap(const ClockIntent& intent, EpochMillis at, int us) {
  // A slam's second and third taps, or a finger still down from the tap that opened the sheet.
  if (sheet_ != ClockSheet::kNone && at < taps_count_from()) return false;
  return apply(intent, at, us);
}

bool ClockSession::activate(std::string_view id, EpochMillis at, int us) {
  const std::optional<ClockIntent> intent = parse_clock_intent(id);
  return intent && apply(*intent, at, us);
}

bool ClockSession::step_back() {
  switch (sheet_) {
    case ClockSheet::kNone:
      return false;
    case ClockSheet::kClaim:
      // A step back; at the first step the player who stopped says No claim (it is his stop).
      if (claim_ && claim_->step == ClaimStep::kBoard) {
        board_back();
      } else {
        claim_back();
      }
      return true;
    case ClockSheet::kConfirmEnd:
      ending_back();
      return true;
    case ClockSheet::kRuling:
      // Else only Play on restarts the clock.
      if (!ruling_holds_clock_ || game_.over()) close_sheet();
      return true;
    case ClockSheet::kPromote:
      return true;  // the piece must be chosen: the clock waits for it
    case ClockSheet::kNotice:
      dismiss_notice();
      return true;
    case ClockSheet::kConfirmLink:
      keep_game();  // closing the question keeps the game (the link would only ask again)
      return true;
    default:
      close_sheet();
      return true;
  }
}

bool ClockSession::key(Key key, EpochMillis at, int us) {
  intent_at_ = at;
  if (key == Key::kEscape) return apply(Close{sheet_}, at);
  // The other keys are the clock's own; a sheet on show keeps them for its controls.
  if (sheet_ != ClockSheet::kNone) return false;
  switch (key) {
    case Key::kSpace:
      if (!started()) {
        apply(Press{~game_.first_to_move()}, at, us);
      } else if (const auto running = game_.game_clock().running_side(game_.game_time(at))) {
        apply(Press{*running == clock::Side::White ? Color::White : Color::Black}, at, us);
      }
      return true;
    case Key::kLeftShift:
      return apply(Press{Color::White}, at, us);
    case Key::kRightShift:
      return apply(Press{Color::Black}, at, us);
    case Key::kP:
      // Pauses or resumes; a finished game's record is the bar's, not the key's.
      if (bar_view(at) == BarView::kPause || bar_view(at) == BarView::kResume)
        apply(PauseButton{}, at, us);
      return true;
    case Key::kT:
      return apply(SayTimes{}, at);
    case Key::kC:
      return apply(StopForClaim{}, at);
    default:
      return false;
  }
}

}  // namespace flagfall::session
