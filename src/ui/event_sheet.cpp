#include "ui/event_sheet.h"

#include <string>

#include <imgui.h>

#include "ui/clock/sheets/sheet_frame.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"
#include "words/words.h"

namespace flagfall::ui {

void draw_event_sheet(session::HomeSession& home) {
  session::EventBook& event = home.event();
  SheetFrame frame(words::text(words::Msg::kEventTitle).data(), false);
  if (!frame.open()) return;
  if (const std::string name = event.name(); !name.empty()) wrapped(name);
  if (!event.notice().empty() && !event.board()) {
    wrapped(event.notice(), event.notice_is_problem() ? &colors::kWarning : &colors::kAccentHover);
    tap_targets().add_last_item("event.notice");
  }
  if (event.asking_clear()) {
    wrapped(std::string(words::text(words::Msg::kEventClearQuestion)));
  } else if (const auto board = event.board()) {
    const session::EventRow row = event.rows()[*board];
    wrapped(row.place + ": " + row.result, &colors::kAccentHover);
    for (const std::string& line : event.board_lines()) wrapped(line);
  } else if (event.empty()) {
    wrapped(std::string(words::text(words::Msg::kEventEmpty)));
  }
  session::AppIntent tapped;
  control_grid(event.controls(), tapped, 1, 0);
  if (!home.export_message().empty()) wrapped(home.export_message(), &colors::kAccentHover);
  if (tapped.action == session::AppAction::kNone) return;
  home.apply(tapped);
  if (!event.open()) frame.close();
}

}  // namespace flagfall::ui
