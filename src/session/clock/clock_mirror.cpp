// The clock screen for a screen reader (session/mirror.h): the halves, the bar and the sheet on
// show, each sheet with the words and controls its drawn sheet shows (clock_sheets.h).
#include <string>

#include "chess/fen.h"
#include "rules/ruleset.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets.h"
#include "session/clock/live_text.h"
#include "session/clock/move_chart.h"
#include "words/words.h"

namespace flagfall::session {

// The mirror's buttons for the clock's typed intents (session/mirror.h).
Mirror& Mirror::button(std::string_view label, ClockIntent intent, bool pressed) {
  return button(label, intent_id(intent), pressed);
}

Mirror& Mirror::buttons(const std::vector<ClockControl>& controls) {
  for (const ClockControl& c : controls) control_button(c.label, intent_id(c.intent), c.on);
  return *this;
}

namespace {

using chess::Color;
using words::Msg;

std::string half_words(const HalfView& v, Color side) {
  const std::string_view name = side_name(side);
  const bool white = side == Color::White;
  switch (v.status) {
    case HalfStatus::kOver:
      return words::format<Msg::kClockScreenMirrorOver>(name, v.headline);
    case HalfStatus::kBothFlags:
      return words::format<Msg::kClockScreenMirrorBothFlags>(name);
    case HalfStatus::kFlagFell:
      return words::format<Msg::kClockScreenMirrorFlagFell>(name);
    case HalfStatus::kMayClaim:
      return std::string(words::text(white ? Msg::kClockScreenMirrorMayClaimWhite
                                           : Msg::kClockScreenMirrorMayClaimBlack));
    case HalfStatus::kTapToStart:
      return std::string(words::text(white ? Msg::kClockScreenMirrorTapToStartWhite
                                           : Msg::kClockScreenMirrorTapToStartBlack));
    case HalfStatus::kMovesFirst:
      return std::string(words::text(white ? Msg::kClockScreenMirrorMovesFirstWhite
                                           : Msg::kClockScreenMirrorMovesFirstBlack));
    case HalfStatus::kStopped:
      return words::format<Msg::kClockScreenMirrorStopped>(name);
    case HalfStatus::kDelay:
    case HalfStatus::kMoves:
      break;
  }
  return v.running ? words::plural<Msg::kClockScreenMirrorMovesRunning>(v.clock.moves, name)
                   : words::plural<Msg::kClockScreenMirrorMoves>(v.clock.moves, name);
}

void halves(const ClockSession& session, EpochMillis now, Mirror& m) {
  for (const Color side : chess::kBothColors) {
    const HalfView v = session.half_view(side, now);
    std::string byoyomi = v.byoyomi;
    if (!byoyomi.empty()) byoyomi = " " + capitalised(byoyomi) + ".";
    m.text(half_words(v, side) +
           (v.low_time ? " " + std::string(words::text(Msg::kClockScreenMirrorLowTime)) : "") +
           byoyomi + (v.terms.empty() ? "" : " " + v.terms + ".") +
           (v.armageddon.empty() ? "" : " " + v.armageddon + ".") +
           (v.stage.empty() ? "" : " " + v.stage + "."));
    // A half only presses: its button is there whenever a press can count (before the start, or
    // while a clock runs, whatever sheet is open), as the drawn half does.
    const bool presses = session.bar_view(now) == BarView::kPause ||
                         (!session.started() && side == ~session.game().first_to_move());
    if (!presses || session.claim() != nullptr || session.sheet() == ClockSheet::kConfirmEnd)
      continue;
    m.button(words::text(side == Color::White ? Msg::kClockScreenMirrorPressWhite
                                              : Msg::kClockScreenMirrorPressBlack),
             ClockIntent{ClockAction::kHalf, side});
  }
}

void bar(const ClockSession& session, EpochMillis now, Mirror& m) {
  switch (session.stop_view(now)) {
    case StopView::kStop:
      m.button(words::text(Msg::kClockScreenMirrorStopClaim), ClockIntent{ClockAction::kStop});
      break;
    case StopView::kUndo:
      m.button(words::text(Msg::kClockScreenMirrorUndoEnd), ClockIntent{ClockAction::kUndo});
      break;
    case StopView::kUndoNewGame:
      m.button(words::text(Msg::kClockScreenMirrorUndoNewGame), ClockIntent{ClockAction::kUndo});
      break;
    case StopView::kDisabled:
      break;
  }
  switch (session.bar_view(now)) {
    case BarView::kRecord:
      m.button(words::text(Msg::kClockScreenMirrorRecord), ClockIntent{ClockAction::kPauseButton});
      break;
    case BarView::kResume:
      m.button(words::text(Msg::kClockScreenResume), ClockIntent{ClockAction::kPauseButton});
      break;
    case BarView::kPause:
      m.button(words::text(Msg::kClockScreenPause), ClockIntent{ClockAction::kPauseButton});
      break;
    case BarView::kPauseDisabled:
      break;
  }
  m.button(words::text(Msg::kClockScreenMirrorSayTimes), ClockIntent{ClockAction::kSayTimes});
  if (session.control_locked(now)) {
    m.text(words::format<Msg::kClockScreenMirrorControlLocked>(control_label(session.settings())));
  } else {
    m.button(words::format<Msg::kClockScreenMirrorControl>(control_label(session.settings())),
             ClockIntent{ClockAction::kOpenPicker});
  }
  m.button(words::text(Msg::kClockScreenMore), ClockIntent{ClockAction::kOpenMenu});
  m.button(words::text(Msg::kClockScreenHome), ClockIntent{ClockAction::kHome});
}

void claim_parts(const ClockSession& session, EpochMillis now, Mirror& m) {
  const ClaimSheet& claim = *session.claim();
  if (claim.step == ClaimStep::kChoose) {
    // Each half's choices, named for its player (the drawn half faces him and needs no name).
    m.heading(words::text(Msg::kClockScreenStopClaim), 2)
        .text(claim_stop_summary(session, now) + ".");
    for (const Color side : chess::kBothColors) {
      m.heading(words::text(side == Color::White ? Msg::kClockSheetClaimWhiteClaims
                                                 : Msg::kClockSheetClaimBlackClaims),
                3);
      for (const ClockControl& c : claim_panel(session, side)) {
        m.control_button(std::string(side_name(side)) + ": " + c.label, intent_id(c.intent), c.on);
      }
    }
    return;
  }
  m.heading(claim_title(session), 2);
  switch (claim.step) {
    case ClaimStep::kChoose:
      return;
    case ClaimStep::kDetails:
      m.buttons(simultaneous_claim(session));
      if (const std::string prompt = illegal_kind_prompt(session); !prompt.empty()) {
        m.heading(prompt, 3).buttons(illegal_kinds(session));
      }
      m.heading(words::text(Msg::kClockMirrorWhoHasWhat), 3).text(material_hint(session));
      if (claim.draft.board_fen.empty()) {
        for (const Color side : chess::kBothColors) m.buttons(material_picks(session, side));
      } else if (const auto board = chess::parse_fen(claim.draft.board_fen)) {
        m.text(pieces_in_words(*board.position));
      }
      m.buttons(board_choices(session)).buttons(take_king(session));
      m.text(session.notice()).buttons(details_end());
      return;
    case ClaimStep::kDraw:
      m.heading(words::text(Msg::kClockMirrorClaimDraw), 3);
      for (const std::string& text : draw_claim_texts(session)) m.text(text);
      m.text(session.notice()).buttons(draw_claim_controls(session));
      return;
    case ClaimStep::kResult:
      m.heading(words::text(Msg::kClockMirrorGameOver), 3)
          .text(result_hint())
          .buttons(result_choices());
      m.text(session.notice())
          .button(words::text(Msg::kClockSheetBack), ClockIntent{ClockAction::kClaimBack});
      return;
    case ClaimStep::kBoard:
      m.heading(words::text(Msg::kClockMirrorSetUpBoard), 3).text(board_step_hint(session));
      m.text(board_in_words(claim.board)).buttons(board_tools());
      m.text(session.notice()).buttons(board_step_end(session));
      return;
  }
}

void ruling_parts(const ClockSession& session, EpochMillis now, Mirror& m) {
  const RulingView v = session.ruling_view(now);
  m.heading(words::format<Msg::kClockMirrorRuling>(ruling_headline(v.ruling)), 2);
  if (!v.rule.empty()) m.text(words::format<Msg::kClockMirrorRule>(v.rule));
  std::vector<std::string> lines;
  for (const rules::LogEntry& e : v.lines) lines.push_back(e.text);
  m.list(std::string(words::text(Msg::kClockMirrorFound)), std::move(lines));
  m.text(ruling_follow_up(v)).buttons(ruling_controls(v));
}

void director_parts(const ClockSession& session, EpochMillis now, Mirror& m) {
  m.heading(words::text(Msg::kClockMirrorDirector), 2);
  m.text(std::string(ruleset_short_name(session.game().ruleset().id)) + ".");
  m.heading(words::text(Msg::kClockSheetDirectorPenaltyAgainst), 3)
      .buttons(director_sides(session));
  m.buttons(director_penalties(session, now));
  m.heading(words::text(Msg::kClockSheetDirectorTime), 3)
      .buttons(director_set_times(session))
      .buttons(director_actions(session, now));
  m.text(session.notice())
      .button(words::text(Msg::kClockSheetClose), ClockIntent{ClockAction::kDirectorClose});
}

void record_parts(const ClockSession& session, Mirror& m) {
  const game::LiveGame& game = session.game();
  m.heading(words::text(Msg::kClockSheetRecordTitle), 2);
  m.text(std::string(ruleset_short_name(game.ruleset().id)) + ", " + game.time_control() + ".");
  std::vector<std::string> lines;
  for (const RecordLine& line : game_record(game))
    lines.push_back(elapsed_label(line.t) + ": " + line.text);
  if (session.record_times()) {
    const MoveChart chart = move_chart(game);
    m.table(std::string(words::text(Msg::kClockSheetRecordMoveTimes)), move_chart_table(chart))
        .text(chart.caption);
  } else {
    m.list(std::string(words::text(Msg::kClockMirrorWhatHappened)), std::move(lines));
  }
  m.buttons(record_controls(session)).text(session.export_said());
}

void promotion_parts(const ClockSession& session, EpochMillis now, Mirror& m) {
  m.heading(promotion_title(session), 2);
  const rules::Ruling r = session.game().ruling(now);
  if (!r.log.empty()) m.text(r.log.back().text);
  m.text(promotion_prompt()).buttons(promotion_choices());
}

}  // namespace

Mirror clock_mirror(const ClockSession& session, EpochMillis now) {
  Mirror m;
  m.heading(words::text(Msg::kClockScreenMirrorHeading), 1);
  m.text(std::string(ruleset_short_name(session.game().ruleset().id)) + ", " +
         control_label(session.settings()) + ".");
  halves(session, now, m);
  switch (session.sheet()) {
    case ClockSheet::kNone:
      bar(session, now, m);
      break;
    case ClockSheet::kClaim:
      claim_parts(session, now, m);
      break;
    case ClockSheet::kConfirmEnd:
      m.heading(ending_title(*session.pending_ending()), 2).text(ending_question(session));
      m.buttons(ending_controls(session));
      break;
    case ClockSheet::kRuling:
      ruling_parts(session, now, m);
      break;
    case ClockSheet::kDirector:
      director_parts(session, now, m);
      break;
    case ClockSheet::kRecord:
      record_parts(session, m);
      break;
    case ClockSheet::kPromote:
      promotion_parts(session, now, m);
      break;
    case ClockSheet::kPicker:
      m.heading(words::text(Msg::kClockSheetPickerTitle), 2);
      if (session.saved_selected().has_value()) {
        m.text(saved_list_hint()).buttons(saved_list(session)).text(session.notice());
        m.buttons(saved_list_actions());
        break;
      }
      for (std::size_t i = 0; i < rules::all_rulesets().size(); ++i) {
        const rules::Ruleset* r = rules::all_rulesets()[i];
        m.button(std::string(ruleset_short_name(r->id)),
                 ClockIntent{ClockAction::kRuleset, {}, static_cast<int>(i)},
                 r->id == session.settings().ruleset);
      }
      m.buttons(picker_choices(session)).buttons(picker_actions(session));
      m.text(words::format<Msg::kClockMirrorSet>(control_label(session.settings())));
      m.text(session.game().control_warning()).text(session.notice());
      m.button(words::text(Msg::kClockSheetClose), ClockIntent{ClockAction::kPickerClose});
      break;
    case ClockSheet::kMenu:
      m.heading(words::text(Msg::kClockScreenMore), 2)
          .buttons(menu_controls(session))
          .text(session.notice());
      break;
    case ClockSheet::kConfirmReset:
      m.heading(reset_title(), 2).text(reset_question(session)).text(session.notice());
      m.buttons(reset_controls());
      break;
    case ClockSheet::kNotice:
      m.heading(words::text(Msg::kClockSheetNoticeTitle), 2)
          .text(session.notice())
          .button(words::text(Msg::kClockSheetOk), ClockIntent{ClockAction::kNoticeOk});
      break;
    case ClockSheet::kConfirmLink:
      m.heading(words::text(session.arrived_link().trainer.empty() ? Msg::kClockMirrorSetupLink
                                                                   : Msg::kClockSheetLinkTitle),
                2);
      m.text(link_question(session, now)).buttons(link_choices(session, now));
      break;
    case ClockSheet::kKeys:
      m.heading(words::text(Msg::kClockSheetKeysTitle), 2)
          .text(keys_text(session))
          .text(session.notice());
      m.buttons(keys_controls(session));
      break;
    case ClockSheet::kSetupLink:
      m.heading(
           words::text(session.setup_link_sheet().result.empty() ? Msg::kClockMirrorSetupLink
                                                                 : Msg::kClockSheetResultTitle),
           2)
          .text(link_explanation(session));
      // A result's link is only for sharing: its hundreds of letters are not read out.
      if (session.setup_link_sheet().result.empty()) m.text(session.setup_link_sheet().text);
      m.buttons(link_sheet_controls(session));
      if (!session.setup_link_sheet().result.empty()) {
        m.buttons(result_place_controls(session)).text(session.setup_link_sheet().problem);
      }
      m.text(session.export_said());
      break;
  }
  return m;
}

}  // namespace flagfall::session
