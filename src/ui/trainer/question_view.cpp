// A question: header, both clocks, the board, the timeline, the situation, the prompt and the
// choices; and the practice view around it (feedback once answered, Menu and Next in the bar).
#include <algorithm>
#include <cfloat>

#include <imgui.h>

#include "session/trainer_texts.h"
#include "trainer/replay.h"
#include "ui/board_view.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"

namespace flagfall::ui {
namespace {

ImU32 u32(const ImVec4& c) {
  return ImGui::GetColorU32(c);
}

void draw_clocks(const trainer::Step& step, float width) {
  const chess::Color to_move = step.position.side_to_move();
  const float gap = 8.0f;
  const float face_width = (width - gap) / 2;
  const float height = 60.0f;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float scale = ImGui::GetIO().FontGlobalScale;
  const struct {
    chess::Color side;
    const trainer::ClockFace* face;
  } faces[] = {{chess::Color::Black, &step.black}, {chess::Color::White, &step.white}};
  for (int i = 0; i < 2; ++i) {
    const trainer::ClockFace& f = *faces[i].face;
    const ImVec2 top_left(at.x + i * (face_width + gap), at.y);
    const ImVec2 bottom_right(top_left.x + face_width, top_left.y + height);
    const ImVec4 fill = f.flag_at ? colors::kFlag : f.running ? colors::kAccent : colors::kPanel;
    draw->AddRectFilled(top_left, bottom_right, u32(fill), 10.0f);
    const float small = Fonts::body()->FontSize * scale * 0.85f;
    const std::string title = session::face_title(faces[i].side, to_move);
    draw->AddText(Fonts::body(), small, ImVec2(top_left.x + 8, top_left.y + 4), u32(colors::kText),
                  title.c_str());
    if (f.flag_at) {
      draw->AddText(Fonts::body(), small, ImVec2(top_left.x + 8, top_left.y + height - small - 4),
                    u32(colors::kText), "\xE2\x9A\x91 flag");
    }
    const std::string time = trainer::clock_text(f.remaining_ms);
    const float big = Fonts::title()->FontSize * scale * 0.8f;
    const ImVec2 extent = Fonts::title()->CalcTextSizeA(big, FLT_MAX, 0, time.c_str());
    draw->AddText(Fonts::title(), big,
                  ImVec2(bottom_right.x - extent.x - 10, bottom_right.y - extent.y - 2),
                  u32(colors::kText), time.c_str());
  }
  ImGui::Dummy(ImVec2(width, height));
}

void draw_timeline(TrainerSession& session, const trainer::Question& q, bool reveal,
                   const FrameInput& input) {
  const std::size_t count = q.replay.steps.size();
  const std::size_t shown = std::min(session.step(), count - 1);
  const trainer::Step& step = q.replay.steps[shown];
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float small = (width - 2 * gap) * 0.27f;
  ImGui::BeginDisabled(shown == 0);
  if (ImGui::Button("\xE2\x86\x90", ImVec2(small, touch_target()))) session.step_back();
  ImGui::EndDisabled();
  publish_if_visible("trainer.step.prev");
  ImGui::SameLine();
  ImGui::BeginDisabled(shown + 1 >= count);
  if (ImGui::Button("\xE2\x86\x92", ImVec2(small, touch_target()))) session.step_forward();
  ImGui::EndDisabled();
  publish_if_visible("trainer.step.next");
  ImGui::SameLine();
  if (ImGui::Button(session.replaying() ? "Replaying\xE2\x80\xA6" : "\xE2\x96\xB6 Replay",
                    ImVec2(width - 2 * small - 2 * gap, touch_target()))) {
    session.replay(input.now);
  }
  publish_if_visible("trainer.replay");

  paragraph(session::timeline_caption(q, shown), colors::kTextDim);
  for (const std::string& line : step.happened) paragraph("\xE2\x80\xA2 " + line, colors::kText);
  if (reveal) {
    for (const std::string& line : step.rulings) paragraph("Arbiter: " + line, colors::kTextDim);
  }
}

}  // namespace

void draw_question(TrainerSession& session, const FrameInput& input) {
  const session::QuestionOnShow shown = session.on_show();
  if (shown.question == nullptr) return;
  const trainer::Question& q = *shown.question;
  const trainer::Step& step = q.replay.steps[std::min(session.step(), q.replay.steps.size() - 1)];
  const float width = ImGui::GetContentRegionAvail().x;

  paragraph(shown.header, colors::kAccentHover);
  draw_clocks(step, width);

  const float board = std::min(width, 320.0f);
  if (board < width) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (width - board) / 2);
  std::optional<BoardMark> mark;
  if (step.last_move) {
    mark = BoardMark{step.last_move->from, step.last_move->to,
                     session::shows_illegal_move(step, shown.reveal)};
  }
  draw_board(step.position, mark, board);
  if (mark && mark->illegal)
    paragraph("Red: the illegal move (" + step.last_move->illegal + ")", colors::kTextDim);

  draw_timeline(session, q, shown.reveal, input);
  ImGui::Dummy(ImVec2(0, 2));
  if (!q.situation.empty()) paragraph(q.situation, colors::kText);
  if (!q.variant.empty()) paragraph(q.variant, colors::kTextDim);
  heading(q.prompt);

  for (std::size_t i = 0; i < q.choices.size(); ++i) {
    ImU32 fill = u32(colors::kPanel);
    ImU32 border = u32(colors::kPanel);
    std::string text = q.choices[i].answer.text;
    switch (shown.mark(i)) {
      case session::ChoiceMark::kRight:
        fill = u32(colors::kAccent);
        border = u32(colors::kAccentHover);
        text = "\xE2\x9C\x93 " + text;
        break;
      case session::ChoiceMark::kWrong:
        fill = border = u32(colors::kFlag);
        text = "\xE2\x9C\x97 " + text;
        break;
      case session::ChoiceMark::kNone:
        break;
    }
    if (shown.chosen && *shown.chosen == i) border = u32(colors::kText);
    ImGui::PushID(static_cast<int>(i));
    if (wrapped_button("##choice", text, width, fill, border, u32(colors::kText)) &&
        !shown.chosen) {
      session.answer(i, input.pointer_down_at.value_or(input.now));
    }
    ImGui::PopID();
    publish_if_visible("trainer.choice." + std::to_string(i));
  }
}

void draw_question_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  if (frame.begin_content()) {
    if (!session.notice().empty()) paragraph(session.notice(), colors::kWarning);
    draw_question(session, input);
    if (session.on_show().feedback) draw_feedback(session, frame);
  }
  frame.end_content();
  frame.begin_bottom_bar();
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (bar_button("\xE2\x86\x90 Menu", "trainer.menu", (width - gap) / 3)) session.menu();
  ImGui::SameLine();
  const float rest = width - (width - gap) / 3 - gap;
  if (session.studying()) {
    if (bar_button("Back to the clock \xE2\x86\x92", "trainer.back-to-clock", rest))
      session.back_to_clock();
  } else {
    const bool answered = session.trainer().chosen().has_value();
    if (bar_button(answered ? "Next question \xE2\x86\x92" : "Skip \xE2\x86\x92", "trainer.next",
                   rest, session.can_go_on())) {
      session.next_question(input.now);
    }
  }
}

}  // namespace flagfall::ui
