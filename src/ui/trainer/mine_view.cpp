// My scenarios: make a case, build a class set, open a shared file; then every case with
// Practise, Edit, Share and Delete (which asks first).
#include <algorithm>

#include <imgui.h>

#include "session/trainer/trainer_texts.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include "ui/trainer/intent_controls.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"
#include "ui/widgets.h"

namespace flagfall::ui {
namespace {

namespace ti = session::trainer_intent;

// A row of buttons across `width`, each published under its intent's id; the intent tapped, if
// any (applied by the caller once the row is drawn).
std::optional<session::TrainerIntent> button_row(const std::vector<session::TrainerControl>& row,
                                                 float width) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float each =
      (width - gap * static_cast<float>(row.size() - 1)) / static_cast<float>(row.size());
  std::optional<session::TrainerIntent> tapped;
  for (std::size_t i = 0; i < row.size(); ++i) {
    if (i > 0) ImGui::SameLine();
    const std::string id = session::trainer_intents().id(row[i].intent);
    ImGui::PushID(id.c_str());
    if (ImGui::Button(row[i].label.c_str(), ImVec2(each, touch_target()))) tapped = row[i].intent;
    ImGui::PopID();
    publish_if_visible(id);
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
    intent_control(session,
                   big_button("+ Make a case", "Set up, play it out, see seven rulings", width),
                   ti::NewCase{}, input.now);
    if (const auto top = button_row({{"Class set\xE2\x80\xA6", ti::OpenSetBuilder{}},
                                     {"Open a file\xE2\x80\xA6", ti::ChooseFile{}}},
                                    width)) {
      session.apply(*top, input.now);
    }
    if (cases.empty()) paragraph(session::kNoCasesText, colors::kTextDim);
    const session::DeleteQuestion* asked = session.open_sheet<session::DeleteQuestion>();
    for (std::size_t i = 0; i < cases.size(); ++i) {
      ImGui::Dummy(ImVec2(0, 4));
      ImGui::Separator();
      heading(cases[i].title);
      ImGui::SetWindowFontScale(0.85f);
      paragraph(session::case_summary(cases[i]), colors::kTextDim);
      ImGui::SetWindowFontScale(1.0f);
      if (asked != nullptr && asked->index() == i) {
        paragraph(asked->question(), colors::kWarning);
        if (const auto answer = button_row(asked->controls(), width)) {
          session.apply(*answer, input.now);
          break;  // the question is answered: the list may have changed
        }
        continue;
      }
      const auto tapped = button_row({{"Practise", ti::StudyMine{i}},
                                      {"Edit", ti::EditMine{i}},
                                      {"Share", ti::ShareMine{i}},
                                      {"Delete", ti::AskDeleteMine{i}}},
                                     width);
      if (tapped) {
        session.apply(*tapped, input.now);
        break;  // the list may have changed
      }
    }
  }
  frame.end_content();
  frame.begin_bottom_bar();
  intent_bar_button(session, "\xE2\x86\x90 Menu", ti::MineBack{}, ImGui::GetContentRegionAvail().x,
                    input.now);
}

}  // namespace flagfall::ui
