// Progress: the totals, a bar per category (share answered right against the pass mark), the
// last exams, and reset (asks first).
#include <algorithm>

#include <imgui.h>

#include "session/trainer/trainer_views.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"
#include "ui/widgets.h"
#include "words/words.h"

namespace flagfall::ui {
namespace {

const ImVec4& standing_colour(session::Standing standing) {
  switch (standing) {
    case session::Standing::kPassing:
      return colors::kAccent;
    case session::Standing::kHalfway:
      return colors::kWarning;
    case session::Standing::kBehind:
    case session::Standing::kNotTried:
      break;
  }
  return colors::kFlag;
}

void draw_category_bars(const TrainerSession& session, float width) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float pass = session::pass_mark();
  for (const session::CategoryBar& bar : session::category_bars(session.trainer())) {
    ImGui::TextUnformatted(bar.title.c_str());
    const float figures_width = ImGui::CalcTextSize(bar.figures.c_str()).x;
    ImGui::SameLine(std::max(0.0f, width - figures_width));
    ImGui::TextDisabled("%s", bar.figures.c_str());
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float height = 14.0f;
    draw->AddRectFilled(at, ImVec2(at.x + width, at.y + height), ImGui::GetColorU32(colors::kPanel),
                        4.0f);
    if (bar.standing != session::Standing::kNotTried) {
      draw->AddRectFilled(at, ImVec2(at.x + std::max(4.0f, width * bar.share), at.y + height),
                          ImGui::GetColorU32(standing_colour(bar.standing)), 4.0f);
      draw->AddLine(ImVec2(at.x + width * pass, at.y - 2),
                    ImVec2(at.x + width * pass, at.y + height + 2),
                    ImGui::GetColorU32(colors::kText), 1.5f);
    }
    ImGui::Dummy(ImVec2(width, height + 2));
  }
}

void draw_reset(TrainerSession& session, float width, EpochMillis at) {
  if (!session.confirming_reset()) {
    ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
    if (ImGui::Button(control_words(TrainerAction::kAskReset).c_str(),
                      ImVec2(width, touch_target())))
      session.apply(TrainerAction::kAskReset, at);
    ImGui::PopStyleColor();
    publish_if_visible(TrainerAction::kAskReset);
    return;
  }
  paragraph(std::string(words::text(words::Msg::kTrainerUiForgetQuestion)), colors::kWarning);
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  ImGui::PushStyleColor(ImGuiCol_Button, colors::kFlag);
  if (ImGui::Button(control_words(TrainerAction::kConfirmReset).c_str(),
                    ImVec2((width - gap) / 2, touch_target())))
    session.apply(TrainerAction::kConfirmReset, at);
  ImGui::PopStyleColor();
  publish_if_visible(TrainerAction::kConfirmReset);
  ImGui::SameLine();
  if (ImGui::Button(control_words(TrainerAction::kCancelReset).c_str(),
                    ImVec2((width - gap) / 2, touch_target())))
    session.apply(TrainerAction::kCancelReset, at);
  publish_if_visible(TrainerAction::kCancelReset);
}

}  // namespace

void draw_progress_chart(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  if (frame.begin_content()) {
    const float width = ImGui::GetContentRegionAvail().x;
    const trainer::Progress& p = session.trainer().progress();
    centered_text(Fonts::title(), words::text(words::Msg::kTrainerMenuProgressEntry).data());
    centered_text(Fonts::body(), session::progress_header(session.trainer()).c_str());
    ImGui::Dummy(ImVec2(0, 4));
    heading(std::string(words::text(words::Msg::kTrainerUiByCategory)));
    draw_category_bars(session, width);
    paragraph(words::format<words::Msg::kTrainerUiPassTick>(
                  std::to_string(trainer::Exam::kPassPercent) + "%"),
              colors::kTextDim);
    if (!p.exams().empty()) {
      ImGui::Dummy(ImVec2(0, 4));
      heading(std::string(words::text(words::Msg::kTrainerUiExams)));
      for (const std::string& line : session::recent_exams(p)) ImGui::TextUnformatted(line.c_str());
    }
    if (!p.sets().empty()) {
      ImGui::Dummy(ImVec2(0, 4));
      heading(std::string(words::text(words::Msg::kTrainerUiSets)));
      for (const std::string& line : session::recent_sets(p)) paragraph(line, colors::kText);
    }
    ImGui::Dummy(ImVec2(0, 8));
    draw_reset(session, width, input.now);
  }
  frame.end_content();
  frame.begin_bottom_bar();
  bar_button(session, TrainerAction::kProgressBack, Arrow::kBack, ImGui::GetContentRegionAvail().x,
             input.now);
}

}  // namespace flagfall::ui
