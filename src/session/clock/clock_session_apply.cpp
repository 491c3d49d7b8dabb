// Every action on the clock screen, by its intent (clock_intent.h): one switch, one case an
// action. A drawn control, a mirror button and a key all come here.
#include "rules/ruleset.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets.h"

namespace flagfall::session {

// The clock's actions, short (as in clock_sheets_internal.h).
using A = ClockAction;

namespace {

// The claim's first-step controls, each on a player's half ("claim.time.black").
bool on_a_half(ClockAction action) {
  return action >= A::kClaimTime && action <= A::kConfirmClaim;
}

constexpr chess::PieceType kPromotionPieces[] = {chess::PieceType::Queen, chess::PieceType::Rook,
                                                 chess::PieceType::Bishop,
                                                 chess::PieceType::Knight};

}  // namespace

bool ClockSession::activate(std::string_view id, EpochMillis at, int us) {
  const std::optional<ClockIntent> intent = clock_intent(id);
  return intent && apply(*intent, at, us);
}

bool ClockSession::tap(const ClockIntent& intent, EpochMillis at) {
  // A slam's second and third taps, or a finger still down from the tap that opened the sheet.
  if (sheet_ != ClockSheet::kNone && at < taps_count_from()) return false;
  // A touch replaces a game only by holding New game (new_game_held()), and lets go of a control
  // that must be held only after its press began the hold (a press the guard ignored began none).
  if (intent.action == A::kNewGame) return false;
  if ((intent.action == A::kHoldNewGame || intent.action == A::kDirector) &&
      !(hold_ && hold_->held == intent.action)) {
    return false;
  }
  return apply(intent, at);
}

bool ClockSession::apply(const ClockIntent& intent, EpochMillis at, int us) {
  intent_at_ = at;
  const chess::Color side = intent.side.value_or(chess::Color::White);
  // At a claim's first step each half has its player's choices: the side makes him the claimant.
  if (on_a_half(intent.action) && intent.side) {
    if (!claim_ || claim_->step != ClaimStep::kChoose) return false;
    if (intent.action == A::kNoClaim) {
      no_claim(side, at);
      return true;
    }
    choose_claimant(side);
  }
  switch (intent.action) {
    case A::kNone:
      return false;
    case A::kHalf:
      tap_half(side, at, us);
      break;
    case A::kHome:
      leave_ = true;
      break;
    case A::kOpenPicker:
      open_picker();
      break;
    case A::kOpenMenu:
      show(ClockSheet::kMenu);
      break;
    case A::kStop:
      stop_for_claim(at);
      break;
    case A::kUndo:
      if (new_game_undo_offered(at)) {
        undo_new_game(at);
      } else {
        undo_ending(at);
      }
      break;
    case A::kPause:
      pause(at, us);
      break;
    case A::kResume:
      resume(at, us);
      break;
    case A::kPauseButton:
      switch (bar_view(at)) {
        case BarView::kRecord:
          open_record();
          break;
        case BarView::kResume:
          resume(at, us);
          break;
        case BarView::kPause:
          pause(at, us);
          break;
        case BarView::kPauseDisabled:
          break;
      }
      break;
    case A::kSayTimes:
      say_times(at);
      break;
    case A::kRuleset: {
      const auto& all = rules::all_rulesets();
      if (static_cast<std::size_t>(intent.arg) >= all.size()) return false;
      choose_ruleset(all[static_cast<std::size_t>(intent.arg)]->id);
      break;
    }
    case A::kPreset:
      if (static_cast<std::size_t>(intent.arg) >= all_presets().size()) return false;
      choose_preset(all_presets()[static_cast<std::size_t>(intent.arg)]);
      break;
    case A::kArmageddon:
      choose_armageddon();
      break;
    case A::kAskCustom:
      ask_custom_control();
      break;
    case A::kAskBlack:
      ask_black_control();
      break;
    case A::kAskSave:
      ask_save_control();
      break;
    case A::kEditSaved:
      edit_saved();
      break;
    case A::kSaved:
      choose_saved(static_cast<std::size_t>(intent.arg));
      break;
    case A::kSavedUp:
    case A::kSavedDown:
      move_saved(intent.action == A::kSavedUp ? -1 : 1);
      break;
    case A::kRenameSaved:
      ask_rename_saved();
      break;
    case A::kDeleteSaved:
      delete_saved();
      break;
    case A::kLight:
      toggle_light();
      break;
    case A::kMenuRecord:
    case A::kRulingRecord:
      open_record();
      break;
    case A::kLinkSheet:
      open_setup_link_sheet();
      break;
    case A::kSwap:
      swap_sides();
      break;
    case A::kSound:
      toggle_sound();
      break;
    case A::kTenths:
      toggle_tenths();
      break;
    case A::kTurnHalves:
      toggle_turn_halves();
      break;
    case A::kLowTime:
      cycle_low_time();
      break;
    case A::kPressFeedback:
      cycle_press_feedback();
      break;
    case A::kKeys:
      open_keys();
      break;
    case A::kLanguage:
      language_asked_ = true;
      break;
    case A::kAskNewGame:
      ask_new_game();
      break;
    case A::kDirector:  // a touch's let-go, or a key's press: the second within 3 s opens it
      let_go(A::kDirector, at);
      break;
    case A::kShiftKeys:
      use_keys(kShiftKeys);
      break;
    case A::kPedalKeys:
      use_keys(kPedalKeys);
      break;
    case A::kChooseKeys:
      choose_keys();
      break;
    case A::kCloseSheet:
      show(ClockSheet::kNone);
      break;
    case A::kNewGame:
      new_game();
      break;
    case A::kHoldNewGame:
      let_go(A::kHoldNewGame, at);
      break;
    case A::kHoldStart: {
      const auto held = static_cast<A>(intent.arg);
      const ClockSheet on = held == A::kHoldNewGame ? ClockSheet::kConfirmReset : ClockSheet::kMenu;
      if ((held == A::kHoldNewGame || held == A::kDirector) && sheet_ == on) hold_ = {held, at};
      break;
    }
    case A::kHoldCancel:
      hold_.reset();
      break;
    case A::kOpenClaim:
      open_claim(side, at);
      break;
    case A::kClaimTime:
      claim_time();
      break;
    case A::kClaimIllegal:
      claim_illegal();
      break;
    case A::kClaimUnpromoted:
      claim_unpromoted();
      break;
    case A::kPromotionPause:
      claim_promotion_pause();
      break;
    case A::kPromotionStop:
      claim_promotion_stop();
      break;
    case A::kOpenDraw:
      open_draw_claims();
      break;
    case A::kOpenResults:
      open_results();
      break;
    case A::kDispute:
    case A::kDrawDirector:
      stop_for_dispute();
      break;
    case A::kNoClaim:
      return false;  // on a player's half only (above)
    case A::kSimultaneous:
      toggle_simultaneous_claim();
      break;
    case A::kTakeKing:
      toggle_take_king();
      break;
    case A::kOpenBoard:
      open_board_setup();
      break;
    case A::kQuickPicks:
      use_quick_picks();
      break;
    case A::kClaimBack:
      claim_back();
      break;
    case A::kConfirmClaim:
      confirm_claim();
      break;
    case A::kKind: {
      const std::optional<game::ClaimOffer> offer = claim_offer();
      if (!offer) return false;
      for (const game::IllegalChoice& choice : offer->kinds) {
        if (illegal_kind_index(choice) == intent.arg) choose_illegal_kind(choice);
      }
      break;
    }
    case A::kMaterial: {
      const auto& picks = game::material_picks();
      if (static_cast<std::size_t>(intent.arg) >= picks.size()) return false;
      pick_material(side, picks[static_cast<std::size_t>(intent.arg)].id);
      break;
    }
    case A::kBoardBack:
      board_back();
      break;
    case A::kUseBoard:
      use_board();
      break;
    case A::kBoardKingsOnly:
    case A::kBoardStart:
    case A::kBoardPaste:
    case A::kBoardSquare:
    case A::kBoardBrush:
      return set_up_board(intent);
    case A::kLosingChances:
      claim_losing_chances();
      break;
    case A::kDrawAgreed:
    case A::kResultAgreed:
      draw_agreed();
      break;
    case A::kMate:
      record_checkmate(side);
      break;
    case A::kStalemate:
      record_stalemate(side);
      break;
    case A::kResign:
      record_resignation(side);
      break;
    case A::kConfirmEnding:
      confirm_ending(at);
      break;
    case A::kEndingBack:
      ending_back();
      break;
    case A::kPlayOn:
      play_on(at);
      break;
    case A::kRulingUndo:
      undo_ending(at);
      break;
    case A::kExportScenario:
      export_scenario();
      break;
    case A::kRecordTimes:
      record_.times = !record_.times;
      break;
    case A::kExportCsv:
      export_move_times();
      break;
    case A::kExportPgn:
      export_pgn();
      break;
    case A::kShareRecord:
      share_record();
      break;
    case A::kStudy:
      study_game();
      break;
    case A::kShareCase:
      share_game();
      break;
    case A::kAgainst:
      director_.side = side;
      break;
    case A::kPenalty:
      if (intent.arg < 0 || intent.arg > static_cast<int>(rules::Offence::kOther)) return false;
      give_penalty(static_cast<rules::Offence>(intent.arg), at);
      break;
    case A::kSetTime:
      ask_set_time(side, at);
      break;
    case A::kSetMoves:
      ask_set_moves(side);
      break;
    case A::kReduce:
      reduce_excess_time(side, at);
      break;
    case A::kDirectorStop:
      director_stop(at);
      break;
    case A::kPromote:
      if (intent.arg < 0 || intent.arg >= 4) return false;
      promote(kPromotionPieces[intent.arg], at);
      break;
    case A::kLinkAccept:
      if (link_.arrived.trainer.empty()) {
        accept_setup_link();
      } else {
        open_link(at);
      }
      break;
    case A::kLinkKeep:
      keep_game();
      break;
    case A::kLinkShare:
      share_setup_link();
      break;
    case A::kSendResult:
      return open_result_sheet();
    case A::kResultFile:
      return save_result_file();
    case A::kResultPlace:
      return ask_place(intent.arg);
    // The sheets' Close, OK and Cancel: as Escape.
    case A::kPickerClose:
    case A::kMenuClose:
    case A::kResetCancel:
    case A::kRulingOk:
    case A::kRecordClose:
    case A::kDirectorClose:
    case A::kLinkClose:
    case A::kNoticeOk:
    case A::kEscape:
      return escape();
  }
  return true;
}

}  // namespace flagfall::session
