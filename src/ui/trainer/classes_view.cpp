// The coach's classes: what the last result did, the keep-both-or-replace question, then the
// list of classes or a class's table (a row a student: the score and each case right or not),
// each case's share right, the most missed with their rule, and the CSV.
#include <algorithm>
#include <initializer_list>

#include <imgui.h>

#include "trainer/question.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"
#include "ui/widgets.h"
#include "words/words.h"

namespace flagfall::ui {
namespace {

using words::Msg;

// A full-width button with its words, published as its intent's id; true when tapped.
bool class_button(const std::string& label, const TrainerIntent& intent, float width) {
  const std::string id = session::intent_id(intent);
  ImGui::PushID(id.c_str());
  const bool tapped =
      wrapped_button("##class", label, width, ImGui::GetColorU32(ImGuiCol_Button),
                     ImGui::GetColorU32(ImGuiCol_Border), ImGui::GetColorU32(colors::kText));
  ImGui::PopID();
  publish_if_visible(intent);
  return tapped;
}

// The table in columns when they fit the width (each column as wide as its widest cell), else a
// line a row.
void draw_table(const std::vector<std::vector<std::string>>& table, float width) {
  const float gap = ImGui::GetFontSize() * 0.5f;
  std::vector<float> columns(table.front().size(), 0.0f);
  for (const auto& row : table) {
    for (std::size_t k = 0; k < row.size() && k < columns.size(); ++k)
      columns[k] = std::max(columns[k], ImGui::CalcTextSize(row[k].c_str()).x + gap);
  }
  float total = 0;
  for (const float w : columns) total += w;
  for (std::size_t r = 0; r < table.size(); ++r) {
    ImGui::PushStyleColor(ImGuiCol_Text, r == 0 ? colors::kTextDim : colors::kText);
    if (total > width) {
      std::string line = table[r][0];
      for (std::size_t k = 1; k < table[r].size(); ++k) line += (k == 1 ? "  " : " ") + table[r][k];
      ImGui::TextWrapped("%s", line.c_str());
    } else {
      float x = ImGui::GetCursorPosX();
      for (std::size_t k = 0; k < table[r].size() && k < columns.size(); ++k) {
        if (k > 0) ImGui::SameLine(x);
        ImGui::TextUnformatted(table[r][k].c_str());
        x += columns[k];
      }
    }
    ImGui::PopStyleColor();
  }
}

void draw_class(const session::CoachClass& c, float width, TrainerIntent& tapped) {
  heading(c.title);
  if (c.results.students().empty()) {
    paragraph(std::string(words::text(Msg::kClassesNoneBack)), colors::kTextDim);
    return;
  }
  draw_table(session::class_table(c), width);
  ImGui::Dummy(ImVec2(0, 4));
  for (const std::string& line : session::class_case_lines(c)) paragraph(line, colors::kTextDim);
  const auto missed = session::class_missed_lines(c);
  if (!missed.empty()) {
    ImGui::Dummy(ImVec2(0, 4));
    heading(std::string(words::text(Msg::kClassesMissed)));
  }
  for (const auto& [index, line] : missed) {
    const TrainerIntent intent{TrainerAction::kClassRule, static_cast<std::int32_t>(index)};
    if (class_button(line, intent, width)) tapped = intent;
  }
  ImGui::Dummy(ImVec2(0, 4));
  const float half = (width - ImGui::GetStyle().ItemSpacing.x) / 2;
  for (const TrainerAction action : {TrainerAction::kClassCsv, TrainerAction::kClassPrint}) {
    if (action == TrainerAction::kClassPrint) ImGui::SameLine();
    if (fitted_button(control_words(action).c_str(), ImVec2(half, touch_target()))) tapped = action;
    publish_if_visible(action);
  }
}

}  // namespace

void draw_classes_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  const session::ClassBook& book = session.mine().classes();
  const session::CoachClass* on_show = session.class_on_show();
  TrainerIntent tapped;
  if (frame.begin_content()) {
    const float width = ImGui::GetContentRegionAvail().x;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    centered_text(Fonts::title(), words::text(Msg::kClassesTitle).data());
    if (const std::string notice = book.notice(); !notice.empty())
      paragraph(notice, book.notice_is_problem() ? colors::kWarning : colors::kAccentHover);
    if (book.waiting() != nullptr) {
      bool first = true;
      for (const TrainerAction a :
           {TrainerAction::kReplace, TrainerAction::kKeepBoth, TrainerAction::kCancelReplace}) {
        if (!first) ImGui::SameLine();
        first = false;
        if (ImGui::Button(control_words(a).c_str(), ImVec2((width - 2 * gap) / 3, touch_target())))
          tapped = a;
        publish_if_visible(a);
      }
    }
    if (on_show != nullptr) {
      draw_class(*on_show, width, tapped);
    } else if (book.empty()) {
      paragraph(std::string(words::text(Msg::kClassesEmpty)), colors::kTextDim);
    } else {
      for (std::size_t i = 0; i < book.classes().size(); ++i) {
        const session::CoachClass& c = book.classes()[i];
        const TrainerIntent intent{TrainerAction::kClassOpen, static_cast<std::int32_t>(i)};
        if (class_button(words::format<Msg::kClassesCount>(
                             c.title, std::to_string(c.results.students().size())),
                         intent, width))
          tapped = intent;
      }
    }
  }
  frame.end_content();
  frame.begin_bottom_bar();
  if (bar_button(session, TrainerAction::kClassesBack, Arrow::kBack,
                 ImGui::GetContentRegionAvail().x, input.now))
    return;
  if (tapped.action != TrainerAction::kNone) session.apply(tapped, input.now);
}

}  // namespace flagfall::ui
