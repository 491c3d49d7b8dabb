#include "ui/about_sheet.h"

#include <string>

#include <imgui.h>

#include "session/app/credits.h"
#include "ui/clock/sheets/sheet_frame.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/saved_data_view.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace flagfall::ui {
namespace {

// What is kept on the device for offline use, and its size.
void draw_offline_copy(const session::HomeSession& home) {
  const std::string text = session::offline_text(home.installation().offline);
  if (!text.empty()) wrapped(text);
}

}  // namespace

void draw_about_sheet(session::HomeSession& home) {
  SheetFrame frame("About Flagfall", false);
  if (!frame.open()) return;
  const session::Installation& installation = home.installation();
  wrapped("Flagfall: a blitz chess clock that rules on claims, and a trainer for the blitz rules.");
  const std::string version = installation.app_version.empty()
                                  ? std::string("Version: this page is not kept offline")
                                  : "Version: " + installation.app_version;
  wrapped(version);
  draw_offline_copy(home);
  wrapped(home.storage_text());
  ImGui::Separator();
  wrapped(
      "Your clock game and trainer progress, as one file: to keep a copy, or to move them to "
      "another phone.");
  // On a screen wider than tall the three buttons share a row, so the sheet fits its height.
  const ImVec2 screen = ImGui::GetMainViewport()->WorkSize;
  const bool one_row = screen.x > screen.y;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float width =
      one_row ? (ImGui::GetContentRegionAvail().x - 2 * gap) / 3 : ImGui::GetContentRegionAvail().x;
  using session::AppAction;
  const auto button = [&](const char* label, AppAction action, bool first) {
    if (one_row && !first) ImGui::SameLine();
    const bool pressed = ImGui::Button(label, ImVec2(width, touch_target()));
    tap_targets().add_last_item(session::intent_id(action).c_str());
    return pressed;
  };
  if (button("Export all saved data", AppAction::kExport, true)) home.apply(AppAction::kExport);
  if (button("Import saved data\xE2\x80\xA6", AppAction::kImport, false))
    home.apply(AppAction::kImport);
  const bool close = button("Close", AppAction::kCloseAbout, false);
  if (!home.export_message().empty()) wrapped(home.export_message(), &colors::kAccentHover);
  if (!home.import_message().empty()) {
    if (home.import_refused()) {
      wrapped(home.import_message(), &colors::kWarning);
    } else {
      wrapped(home.import_message());
    }
    tap_targets().add_last_item("about.import-message");
  }
  ImGui::Separator();
  draw_saved_data(home.saved_data());
  ImGui::Separator();
  wrapped(std::string(session::kPieceSetCredit));
  if (close) {
    home.apply(AppAction::kCloseAbout);
    frame.close();
  }
}

}  // namespace flagfall::ui
