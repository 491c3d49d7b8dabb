// The game record's exports (ClockSession): the scenario file (with each move's time), the record
// as text, each move's time as CSV, and PGN with the clocks where the moves are known.
#include "game/move_times.h"
#include "game/pgn_export.h"
#include "session/clock/clock_session.h"
#include "session/clock/live_text.h"

namespace flagfall::session {

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

}  // namespace flagfall::session
