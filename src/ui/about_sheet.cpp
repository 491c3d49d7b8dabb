#include "ui/about_sheet.h"

#include <string>

#include <imgui.h>

#include "ui/clock/sheets/sheet_frame.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/saved_data_view.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "words/words.h"

namespace flagfall::ui {
namespace {

using words::Msg;

// What is kept on the device for offline use, and its size.
void draw_offline_copy(const session::HomeSession& home) {
  const std::string text = session::offline_text(home.installation().offline);
  if (!text.empty()) wrapped(text);
}

}  // namespace

void draw_about_sheet(session::HomeSession& home) {
  SheetFrame frame(words::text(Msg::kAboutTitle).data(), false);
  if (!frame.open()) return;
  const session::Installation& installation = home.installation();
  wrapped(std::string(words::text(Msg::kAboutSummary)));
  wrapped(installation.app_version.empty()
              ? std::string(words::text(Msg::kAboutVersionUnknown))
              : words::format<Msg::kAboutVersion>(installation.app_version));
  draw_offline_copy(home);
  wrapped(std::string(home.storage_text()));
  ImGui::Separator();
  wrapped(std::string(words::text(Msg::kAboutSavedFile)));
  // On a screen wider than tall the three buttons share a row, so the sheet fits its height.
  const ImVec2 screen = ImGui::GetMainViewport()->WorkSize;
  const bool one_row = screen.x > screen.y;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float width =
      one_row ? (ImGui::GetContentRegionAvail().x - 2 * gap) / 3 : ImGui::GetContentRegionAvail().x;
  using session::AppAction;
  const auto button = [&](Msg label, AppAction action, bool first) {
    if (one_row && !first) ImGui::SameLine();
    const bool pressed = ImGui::Button(words::text(label).data(), ImVec2(width, touch_target()));
    tap_targets().add_last_item(session::intent_id(action).c_str());
    return pressed;
  };
  if (button(Msg::kAboutExport, AppAction::kExport, true)) home.apply(AppAction::kExport);
  if (button(Msg::kAboutImport, AppAction::kImport, false)) home.apply(AppAction::kImport);
  const bool close = button(Msg::kAboutClose, AppAction::kCloseAbout, false);
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
  wrapped(std::string(words::text(Msg::kAboutPieceCredit)));
  if (close) {
    home.apply(AppAction::kCloseAbout);
    frame.close();
  }
}

}  // namespace flagfall::ui
