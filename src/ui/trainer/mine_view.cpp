// My scenarios: make a case, build a class set, open a shared file; then every case with
// Practise, Edit, Share and Delete (which asks first).
#include <algorithm>

#include <imgui.h>

#include "session/trainer/trainer_texts.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"
#include "ui/widgets.h"

namespace flagfall::ui {
namespace {

// A row of buttons across `width`, each published as its target; the index tapped, if any.
std::optional<std::size_t> button_row(const std::vector<std::pair<const char*, std::string>>& row,
                                      float width) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float each =
      (width - gap * static_cast<float>(row.size() - 1)) / static_cast<float>(row.size());
  std::optional<std::size_t> tapped;
  for (std::size_t i = 0; i < row.size(); ++i) {
    if (i > 0) ImGui::SameLine();
    ImGui::PushID(row[i].second.c_str());
    if (ImGui::Button(row[i].first, ImVec2(each, touch_target()))) tapped = i;
    ImGui::PopID();
    publish_if_visible(row[i].second);
  }
  return tapped;
}

}  // namespace

void draw_mine_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  const std::vector<rules::Scenario>& cases = session.mine().cases();
  if (frame.begin_content()) {
    const float width = ImGui::GetContentRegionAvail().x;
    centered_text(Fonts::title(), "My scenarios");
    if (!session.notice().empty()) paragraph(session.notice(), colors::kWarning);
    const std::string kept = session::kept_aside_text(session.mine().kept_aside().size());
    if (!kept.empty()) paragraph(kept, colors::kWarning);
    if (big_button("+ Make a case", "Set up, play it out, see seven rulings", width))
      session.open_editor();
    publish_if_visible("mine.new");
    const auto top = button_row(
        {{"Class set\xE2\x80\xA6", "mine.set"}, {"Open a file\xE2\x80\xA6", "mine.open-file"}},
        width);
    if (top == 0u) session.open_set_builder();
    if (top == 1u) session.choose_file();
    if (cases.empty()) paragraph(session::kNoCasesText, colors::kTextDim);
    for (std::size_t i = 0; i < cases.size(); ++i) {
      const std::string n = std::to_string(i);
      ImGui::Dummy(ImVec2(0, 4));
      ImGui::Separator();
      heading(cases[i].title);
      ImGui::SetWindowFontScale(0.85f);
      paragraph(session::case_summary(cases[i]), colors::kTextDim);
      ImGui::SetWindowFontScale(1.0f);
      if (session.confirming_delete() == i) {
        paragraph("Delete \"" + cases[i].title + "\"? It cannot be undone.", colors::kWarning);
        const auto answer = button_row(
            {{"Delete", "mine.delete.confirm"}, {"Keep it", "mine.delete.cancel"}}, width);
        if (answer == 0u) session.confirm_delete_mine();
        if (answer == 1u) session.cancel_delete_mine();
        continue;
      }
      const auto tapped = button_row({{"Practise", "mine.study." + n},
                                      {"Edit", "mine.edit." + n},
                                      {"Share", "mine.share." + n},
                                      {"Delete", "mine.delete." + n}},
                                     width);
      if (tapped == 0u) session.study_mine_at(i, input.now);
      if (tapped == 1u) session.edit_mine(i);
      if (tapped == 2u) session.share_mine(i);
      if (tapped == 3u) session.ask_delete_mine(i);
      if (tapped) break;  // the list may have changed
    }
  }
  frame.end_content();
  frame.begin_bottom_bar();
  if (bar_button("\xE2\x86\x90 Menu", "mine.back", ImGui::GetContentRegionAvail().x))
    session.mine_back();
}

}  // namespace flagfall::ui
