// The game record: its exports (the scenario file with each move's time, the record as text,
// each move's time as CSV, and PGN with the clocks where the moves are known), studying a
// finished game in the trainer and sharing it as a case.
#include "session/clock/sheets/record_sheet.h"

#include "game/move_times.h"
#include "game/pgn_export.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets_internal.h"
#include "session/clock/live_text.h"

namespace flagfall::session {

using chess::Color;
using sheet_words::fixed;
using words::Msg;

ClockControls record_controls(const ClockSession& s) {
  if (s.record_times()) {
    // Each move's time: back to the events, the times as CSV, and PGN where the moves are known.
    ClockControls out = {control(Msg::kClockSheetRecordMoveTimes, {A::kRecordTimes}, true),
                         control(Msg::kClockSheetRecordCsv, {A::kExportCsv})};
    if (s.pgn_offered()) out.push_back(control(Msg::kClockSheetRecordPgn, {A::kExportPgn}));
    out.push_back(control(Msg::kClockSheetClose, {A::kRecordClose}));
    return out;
  }
  ClockControls out = fixed({{Msg::kClockSheetRecordScenario, A::kExportScenario},
                             {Msg::kClockSheetRecordShareText, A::kShareRecord},
                             {Msg::kClockSheetRecordMoveTimes, A::kRecordTimes}});
  // A finished game's result goes back to the director (issue 41): first, as the one thing a
  // board's players are asked to do.
  if (s.game().over())
    out.insert(out.begin(), control(Msg::kClockSheetRecordSendResult, {A::kSendResult}));
  if (study_offered(s)) {
    out.push_back(control(Msg::kClockSheetRecordStudy, {A::kStudy}));
    out.push_back(control(Msg::kClockSheetRecordShareCase, {A::kShareCase}));
  }
  out.push_back(control(Msg::kClockSheetClose, {A::kRecordClose}));
  return out;
}

void ClockSession::export_scenario() {
  export_ = ExportRequest{"download", "flagfall-game.json", "application/json",
                          live().scenario_json(true)};
}

bool ClockSession::pgn_offered() const {
  return game::pgn_with_clocks(live()).has_value();
}

void ClockSession::export_move_times() {
  export_ = ExportRequest{"download", "flagfall-move-times.csv", "text/csv",
                          game::move_times_csv(game::move_times(live()))};
}

void ClockSession::export_pgn() {
  if (auto pgn = game::pgn_with_clocks(live()))
    export_ = ExportRequest{"download", "flagfall-game.pgn", "application/x-chess-pgn", *pgn};
}

void ClockSession::share_record() {
  export_ = ExportRequest{"share", "flagfall-game.txt", "text/plain", record_text(live())};
}

void ClockSession::study_game() {
  if (!study_offered(*this)) return;
  record_.study = live().scenario_json();
  show(ClockSheet::kNone);
}

void ClockSession::share_game() {
  if (!study_offered(*this)) return;
  record_.share = live().scenario_json();
  show(ClockSheet::kNone);
}

}  // namespace flagfall::session
