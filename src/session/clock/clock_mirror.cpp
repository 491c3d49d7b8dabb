// The clock screen for a screen reader (session/mirror.h): the halves, the bar and the sheet on
// show, each sheet with the words and controls its drawn sheet shows (clock_sheets.h).
#include <string>

#include "chess/fen.h"
#include "rules/ruleset.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets.h"
#include "session/clock/live_text.h"
#include "session/clock/move_chart.h"

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

std::string half_words(const HalfView& v, Color side) {
  const std::string name = color_label(side);
  switch (v.status) {
    case HalfStatus::kOver:
      return name + ": " + v.headline + ".";
    case HalfStatus::kBothFlags:
      return name + ": both flags are down.";
    case HalfStatus::kFlagFell:
      return name + ": flag fell.";
    case HalfStatus::kMayClaim:
      return name + ": " + color_label(~side) + "'s flag fell; " + name + " may claim.";
    case HalfStatus::kTapToStart:
      return name + ": press to start " + color_label(v.first_to_move) + "'s clock.";
    case HalfStatus::kMovesFirst:
      return name + " moves first.";
    case HalfStatus::kStopped:
      return name + ": clock stopped.";
    case HalfStatus::kDelay:
    case HalfStatus::kMoves:
      break;
  }
  return name + ": " + std::to_string(v.clock.moves) + (v.clock.moves == 1 ? " move" : " moves") +
         (v.running ? ", clock running." : ".");
}

void halves(const ClockSession& session, EpochMillis now, Mirror& m) {
  for (const Color side : chess::kBothColors) {
    const HalfView v = session.half_view(side, now);
    std::string byoyomi = v.byoyomi;
    if (!byoyomi.empty()) byoyomi = " B" + byoyomi.substr(1) + ".";
    m.text(half_words(v, side) + (v.low_time ? " Low time." : "") + byoyomi +
           (v.terms.empty() ? "" : " " + v.terms + ".") +
           (v.armageddon.empty() ? "" : " " + v.armageddon + ".") +
           (v.stage.empty() ? "" : " " + v.stage + "."));
    // A half only presses: its button is there whenever a press can count (before the start, or
    // while a clock runs, whatever sheet is open), as the drawn half does.
    const bool presses = session.bar_view(now) == BarView::kPause ||
                         (!session.started() && side == ~session.game().first_to_move());
    if (!presses || session.claim() != nullptr || session.sheet() == ClockSheet::kConfirmEnd)
      continue;
    m.button(std::string(color_label(side)) + "'s clock: press",
             ClockIntent{ClockAction::kHalf, side});
  }
}

void bar(const ClockSession& session, EpochMillis now, Mirror& m) {
  switch (session.stop_view(now)) {
    case StopView::kStop:
      m.button("Stop / Claim: stops both clocks", ClockIntent{ClockAction::kStop});
      break;
    case StopView::kUndo:
      m.button("Undo the game's end", ClockIntent{ClockAction::kUndo});
      break;
    case StopView::kUndoNewGame:
      m.button("Undo the new game: the last game back", ClockIntent{ClockAction::kUndo});
      break;
    case StopView::kDisabled:
      break;
  }
  switch (session.bar_view(now)) {
    case BarView::kRecord:
      m.button("Game record", ClockIntent{ClockAction::kPauseButton});
      break;
    case BarView::kResume:
      m.button("Resume", ClockIntent{ClockAction::kPauseButton});
      break;
    case BarView::kPause:
      m.button("Pause", ClockIntent{ClockAction::kPauseButton});
      break;
    case BarView::kPauseDisabled:
      break;
  }
  m.button("Say the times", ClockIntent{ClockAction::kSayTimes});
  if (session.control_locked(now)) {
    m.text("Rules and time control: " + control_label(session.settings()) +
           ". Pause the clock to change them.");
  } else {
    m.button("Rules and time control: " + control_label(session.settings()),
             ClockIntent{ClockAction::kOpenPicker});
  }
  m.button("More", ClockIntent{ClockAction::kOpenMenu});
  m.button("Home", ClockIntent{ClockAction::kHome});
}

void claim_parts(const ClockSession& session, EpochMillis now, Mirror& m) {
  const ClaimSheet& claim = *session.claim();
  if (claim.step == ClaimStep::kChoose) {
    // Each half's choices, named for its player (the drawn half faces him and needs no name).
    m.heading("Stop / Claim", 2).text(claim_stop_summary(session, now) + ".");
    for (const Color side : chess::kBothColors) {
      m.heading(std::string(color_label(side)) + " claims", 3);
      for (const ClockControl& c : claim_panel(session, side)) {
        m.control_button(std::string(color_label(side)) + ": " + c.label, intent_id(c.intent),
                         c.on);
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
      m.heading("Who has what", 3).text(material_hint(session));
      if (claim.draft.board_fen.empty()) {
        for (const Color side : chess::kBothColors) m.buttons(material_picks(session, side));
      } else if (const auto board = chess::parse_fen(claim.draft.board_fen)) {
        m.text(pieces_in_words(*board.position));
      }
      m.buttons(board_choices(session)).buttons(take_king(session));
      m.text(session.notice()).buttons(details_end());
      return;
    case ClaimStep::kDraw:
      m.heading("Claim a draw", 3);
      for (const std::string& text : draw_claim_texts(session)) m.text(text);
      m.text(session.notice()).buttons(draw_claim_controls(session));
      return;
    case ClaimStep::kResult:
      m.heading("Game over", 3).text(result_hint()).buttons(result_choices());
      m.text(session.notice()).button("Back", ClockIntent{ClockAction::kClaimBack});
      return;
    case ClaimStep::kBoard:
      m.heading("Set up the board", 3).text(board_step_hint(session));
      m.text(board_in_words(claim.board)).buttons(board_tools());
      m.text(session.notice()).buttons(board_step_end(session));
      return;
  }
}

void ruling_parts(const ClockSession& session, EpochMillis now, Mirror& m) {
  const RulingView v = session.ruling_view(now);
  m.heading("Ruling: " + ruling_headline(v.ruling), 2);
  if (!v.rule.empty()) m.text("Rule " + v.rule + ".");
  std::vector<std::string> lines;
  for (const rules::LogEntry& e : v.lines) lines.push_back(e.text);
  m.list("What the arbiter found", std::move(lines));
  m.text(ruling_follow_up(v)).buttons(ruling_controls(v));
}

void director_parts(const ClockSession& session, EpochMillis now, Mirror& m) {
  m.heading("Director's panel", 2);
  m.text(std::string(ruleset_short_name(session.game().ruleset().id)) + ".");
  m.heading("Penalty against", 3).buttons(director_sides(session));
  m.buttons(director_penalties(session, now));
  m.heading("Time", 3).buttons(director_set_times(session)).buttons(director_actions(session, now));
  m.text(session.notice()).button("Close", ClockIntent{ClockAction::kDirectorClose});
}

void record_parts(const ClockSession& session, Mirror& m) {
  const game::LiveGame& game = session.game();
  m.heading("Game record", 2);
  m.text(std::string(ruleset_short_name(game.ruleset().id)) + ", " + game.time_control() + ".");
  std::vector<std::string> lines;
  for (const RecordLine& line : game_record(game))
    lines.push_back(elapsed_label(line.t) + ": " + line.text);
  if (session.record_times()) {
    const MoveChart chart = move_chart(game);
    m.table("Each move's time", move_chart_table(chart)).text(chart.caption);
  } else {
    m.list("What happened", std::move(lines));
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
  m.heading("Clock", 1);
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
      m.heading(session.pending_ending()->what, 2).text(ending_question(session));
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
      m.heading("Rules and time control", 2);
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
      m.text("Set: " + control_label(session.settings()));
      m.text(session.game().control_warning()).text(session.notice());
      m.button("Close", ClockIntent{ClockAction::kPickerClose});
      break;
    case ClockSheet::kMenu:
      m.heading("More", 2).buttons(menu_controls(session)).text(session.notice());
      break;
    case ClockSheet::kConfirmReset:
      m.heading(reset_title(), 2).text(reset_question(session)).text(session.notice());
      m.buttons(reset_controls());
      break;
    case ClockSheet::kNotice:
      m.heading("Notice", 2)
          .text(session.notice())
          .button("OK", ClockIntent{ClockAction::kNoticeOk});
      break;
    case ClockSheet::kConfirmLink:
      m.heading(session.arrived_link().trainer.empty() ? "Set-up link" : "A link arrived", 2);
      m.text(link_question(session, now)).buttons(link_choices(session, now));
      break;
    case ClockSheet::kKeys:
      m.heading("Players' keys", 2).text(keys_text(session)).text(session.notice());
      m.buttons(keys_controls(session));
      break;
    case ClockSheet::kSetupLink:
      m.heading("Set-up link", 2).text(link_explanation()).text(session.setup_link_sheet().text);
      m.buttons(link_sheet_controls()).text(session.export_said());
      break;
  }
  return m;
}

}  // namespace flagfall::session
