#include "clock/stage.h"

namespace flagfall::clock {

Stage stage(const Clock& clock, Side side) {
  const TimeControl& control = clock.config().control(side);
  Stage stage;
  stage.staged = control.method == Method::Standard &&
                 (control.periods.size() > 1 || control.periods[0].moves > 0);
  if (!stage.staged) return stage;
  const SideView view = clock.view(side, clock.last_event_time());
  stage.number = view.period + 1;
  stage.moves_to_go = view.moves_to_next_period;
  return stage;
}

}  // namespace flagfall::clock
