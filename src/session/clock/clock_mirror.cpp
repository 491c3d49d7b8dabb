// The clock screen for a screen reader (session/mirror.h): the halves, the bar and the sheet on
// show, each sheet with the words and controls its drawn sheet shows (clock_sheets.h).
#include <string>

#include "chess/fen.h"
#include "rules/ruleset.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets.h"
#include "session/clock/live_text.h"

namespace flagfall::session {
namespace {

using chess::Color;
using namespace clock_intent;

// The mirror's edge: each control as a button named by its intent's id (clock_intent_id.cpp).
Controls by_id(const ClockControls& controls) {
  Controls out;
  for (const ClockControl& c : controls) out.push_back({c.label, clock_intent_id(c.intent), c.on});
  return out;
}

// A button for one control of fixed words.
void add_button(Mirror& m, std::string_view label, const ClockIntent& intent, bool on = false) {
  m.button(label, clock_intent_id(intent), on);
}

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
    m.text(half_words(v, side) + (v.low_time ? " Low time." : ""));
    // A half only presses: its button is there whenever a press can count (before the start, or
    // while a clock runs, whatever sheet is open), as the drawn half does.
    const bool presses = session.bar_view(now) == BarView::kPause ||
                         (!session.started() && side == ~session.game().first_to_move());
    if (!presses || session.claim() != nullptr || session.sheet() == ClockSheet::kConfirmEnd)
      continue;
    add_button(m, std::string(color_label(side)) + "'s clock: press", Press{side});
  }
}

void bar(const ClockSession& session, EpochMillis now, Mirror& m) {
  switch (session.stop_view(now)) {
    case StopView::kStop:
      add_button(m, "Stop / Claim: stops both clocks", StopForClaim{});
      break;
    case StopView::kUndo:
      add_button(m, "Undo the game's end", Undo{From::kBar});
      break;
    case StopView::kDisabled:
      break;
  }
  switch (session.bar_view(now)) {
    case BarView::kRecord:
      add_button(m, "Game record", PauseButton{});
      break;
    case BarView::kResume:
      add_button(m, "Resume", PauseButton{});
      break;
    case BarView::kPause:
      add_button(m, "Pause", PauseButton{});
      break;
    case BarView::kPauseDisabled:
      break;
  }
  add_button(m, "Say the times", SayTimes{});
  add_button(m, "Rules and time control: " + session.settings().control, OpenPicker{});
  add_button(m, "More", OpenMenu{});
  add_button(m, "Home", Home{});
}

void claim_parts(const ClockSession& session, EpochMillis now, Mirror& m) {
  const ClaimSheet& claim = *session.claim();
  if (claim.step == ClaimStep::kChoose) {
    // Each half's choices, named for its player (the drawn half faces him and needs no name).
    m.heading("Stop / Claim", 2).text(claim_stop_summary(session, now) + ".");
    for (const Color side : chess::kBothColors) {
      m.heading(std::string(color_label(side)) + " claims", 3);
      for (Control c : by_id(claim_panel(session, side))) {
        c.label = std::string(color_label(side)) + ": " + c.label;
        m.buttons({c});
      }
    }
    return;
  }
  m.heading(claim_title(session), 2);
  switch (claim.step) {
    case ClaimStep::kChoose:
      return;
    case ClaimStep::kDetails:
      m.buttons(by_id(simultaneous_claim(session)));
      if (const std::string prompt = illegal_kind_prompt(session); !prompt.empty()) {
        m.heading(prompt, 3).buttons(by_id(illegal_kinds(session)));
      }
      m.heading("Who has what", 3).text(material_hint(session));
      if (claim.draft.board_fen.empty()) {
        for (const Color side : chess::kBothColors) m.buttons(by_id(material_picks(session, side)));
      } else if (const auto board = chess::parse_fen(claim.draft.board_fen)) {
        m.text(pieces_in_words(*board.position));
      }
      m.buttons(by_id(board_choices(session))).buttons(by_id(take_king(session)));
      m.text(session.notice()).buttons(by_id(details_end()));
      return;
    case ClaimStep::kDraw:
      m.heading("Claim a draw", 3);
      for (const std::string& text : draw_claim_texts(session)) m.text(text);
      m.text(session.notice()).buttons(by_id(draw_claim_controls(session)));
      return;
    case ClaimStep::kResult:
      m.heading("Game over", 3).text(result_hint()).buttons(by_id(result_choices()));
      m.text(session.notice()).buttons(by_id(result_end()));
      return;
    case ClaimStep::kBoard:
      m.heading("Set up the board", 3).text(board_step_hint(session));
      m.text(board_in_words(claim.board)).buttons(board_tools());
      m.text(session.notice()).buttons(by_id(board_step_end(session)));
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
  m.text(ruling_follow_up(v)).buttons(by_id(ruling_controls(v)));
}

void director_parts(const ClockSession& session, EpochMillis now, Mirror& m) {
  m.heading("Director's panel", 2);
  m.text(std::string(ruleset_short_name(session.game().ruleset().id)) + ".");
  m.heading("Penalty against", 3).buttons(by_id(director_sides(session)));
  m.buttons(by_id(director_penalties(session, now)));
  m.heading("Time", 3).buttons(by_id(director_set_times()));
  m.buttons(by_id(director_actions(session, now)));
  m.text(session.notice()).buttons(by_id(director_end()));
}

void record_parts(const ClockSession& session, Mirror& m) {
  const game::LiveGame& game = session.game();
  m.heading("Game record", 2);
  m.text(std::string(ruleset_short_name(game.ruleset().id)) + ", " + game.time_control() + ".");
  std::vector<std::string> lines;
  for (const RecordLine& line : game_record(game))
    lines.push_back(elapsed_label(line.t) + ": " + line.text);
  m.list("What happened", std::move(lines)).buttons(by_id(record_controls(session)));
}

void promotion_parts(const ClockSession& session, const PromotionSheet& sheet, EpochMillis now,
                     Mirror& m) {
  m.heading(sheet.title(), 2);
  const rules::Ruling r = session.game().ruling(now);
  if (!r.log.empty()) m.text(r.log.back().text);
  m.text(PromotionSheet::prompt()).buttons(by_id(PromotionSheet::controls()));
}

}  // namespace

Mirror clock_mirror(const ClockSession& session, EpochMillis now) {
  Mirror m;
  m.heading("Clock", 1);
  m.text(std::string(ruleset_short_name(session.game().ruleset().id)) + ", " +
         session.settings().control + ".");
  halves(session, now, m);
  switch (session.sheet()) {
    case ClockSheet::kNone:
      bar(session, now, m);
      break;
    case ClockSheet::kClaim:
      claim_parts(session, now, m);
      break;
    case ClockSheet::kConfirmEnd:
      if (const auto* sheet = session.sheet_model<ConfirmEndSheet>()) {
        m.heading(sheet->what(), 2).text(sheet->question());
        m.buttons(by_id(sheet->controls()));
      }
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
      if (const auto* sheet = session.sheet_model<PromotionSheet>())
        promotion_parts(session, *sheet, now, m);
      break;
    case ClockSheet::kPicker:
      m.heading("Rules and time control", 2);
      m.buttons(by_id(picker_rulesets(session))).buttons(by_id(picker_controls(session)));
      m.text(session.game().control_warning()).text(session.notice());
      m.buttons(by_id(picker_end()));
      break;
    case ClockSheet::kMenu:
      m.heading("More", 2).buttons(by_id(menu_controls(session))).text(session.notice());
      break;
    case ClockSheet::kConfirmReset:
      if (const auto* sheet = session.sheet_model<ConfirmResetSheet>()) {
        m.heading(ConfirmResetSheet::title(), 2).text(sheet->question(session.settings()));
        m.buttons(by_id(ConfirmResetSheet::controls()));
      }
      break;
    case ClockSheet::kNotice:
      m.heading("Notice", 2).text(session.notice()).buttons(by_id(notice_end()));
      break;
    case ClockSheet::kConfirmLink:
      m.heading(session.pending_trainer_link().empty() ? "Set-up link" : "A link arrived", 2);
      m.text(link_question(session, now)).buttons(by_id(link_choices(session, now)));
      break;
    case ClockSheet::kSetupLink:
      if (const auto* sheet = session.sheet_model<SetupLinkSheet>()) {
        m.heading("Set-up link", 2).text(SetupLinkSheet::explanation()).text(sheet->link());
        m.buttons(by_id(SetupLinkSheet::controls()));
      }
      break;
  }
  return m;
}

}  // namespace flagfall::session
