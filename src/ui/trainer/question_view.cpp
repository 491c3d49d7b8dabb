// A question: header, both clocks, the board, the timeline, the situation, the prompt and the
// choices, laid out to fit one screen: on a phone held upright the board shrinks so the choices
// show without scrolling (and, once it is small, takes the clocks beside it); on a wide screen the
// choices sit beside the board. Once answered, the feedback comes first (the verdict at the top,
// the rulings after it), then the question.
#include <algorithm>
#include <cfloat>

#include <imgui.h>
#include <imgui_internal.h>  // the window's font scale

#include "session/trainer/trainer_views.h"
#include "trainer/replay.h"
#include "ui/board_view.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"
#include "ui/widgets.h"
#include "words/words.h"

namespace flagfall::ui {
namespace {

constexpr float kTallColumnFrom = 560.0f;  // taller: the clocks and timeline under the board
// Small enough that four long choices, the illegal move's note and a two-line header still fit
// a 390x844 phone (a Sacramento "may" question needs it); 12 px a square, 36 device px at ratio 3.
constexpr float kMinBoard = 96.0f;
constexpr float kMaxBoard = 340.0f;  // upright phone
// Upright, a board smaller than this takes the clocks beside it (stacked) instead of above it:
// the clocks' row is then room for a long list of choices (Spanish's "may" questions).
constexpr float kClocksBesideBelow = 150.0f;
constexpr float kClockHeight = 48.0f;
constexpr float kClockGap = 8.0f;

ImU32 u32(const ImVec4& c) {
  return ImGui::GetColorU32(c);
}

// A paragraph wrapped at `width` from the cursor (a column's edge, not the window's).
void column_paragraph(const std::string& text, const ImVec4& colour, float width) {
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
}

float item_gap() {
  return ImGui::GetStyle().ItemSpacing.y;
}

// Black's face then White's: side by side, or one above the other (`stacked`).
void draw_clocks(const trainer::Scene& scene, float width, bool stacked = false) {
  const chess::Color to_move = scene.position.side_to_move();
  const float gap = kClockGap;
  const float face_width = stacked ? width : (width - gap) / 2;
  const float height = kClockHeight;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float scale = ImGui::GetIO().FontGlobalScale;
  const struct {
    chess::Color side;
    const trainer::ClockFace* face;
  } faces[] = {{chess::Color::Black, &scene.black}, {chess::Color::White, &scene.white}};
  for (int i = 0; i < 2; ++i) {
    const trainer::ClockFace& f = *faces[i].face;
    const ImVec2 top_left = stacked ? ImVec2(at.x, at.y + i * (height + gap))
                                    : ImVec2(at.x + i * (face_width + gap), at.y);
    const ImVec2 bottom_right(top_left.x + face_width, top_left.y + height);
    const ImVec4 fill = f.flag_at ? colors::kFlag : f.running ? colors::kAccent : colors::kPanel;
    draw->AddRectFilled(top_left, bottom_right, u32(fill), 10.0f);
    const float small = Fonts::body()->FontSize * scale * 0.8f;
    const std::string title = session::face_title(faces[i].side, to_move);
    draw->AddText(Fonts::body(), small, ImVec2(top_left.x + 8, top_left.y + 3), u32(colors::kText),
                  title.c_str());
    if (f.flag_at) {
      draw->AddText(Fonts::body(), small, ImVec2(top_left.x + 8, top_left.y + height - small - 3),
                    u32(colors::kText), words::text(words::Msg::kTrainerUiFlag).data());
    }
    const std::string time = trainer::clock_text(f.remaining_ms);
    const float big = Fonts::title()->FontSize * scale * 0.7f;
    const ImVec2 extent = Fonts::title()->CalcTextSizeA(big, FLT_MAX, 0, time.c_str());
    draw->AddText(Fonts::title(), big,
                  ImVec2(bottom_right.x - extent.x - 10, bottom_right.y - extent.y - 1),
                  u32(colors::kText), time.c_str());
  }
  ImGui::Dummy(ImVec2(width, stacked ? 2 * height + gap : height));
}

// The timeline: step back, forward, replay and (when some lines are hidden) open or collapse it
// in one row; the caption and the step's lines under it.
struct Timeline {
  std::string caption;
  std::vector<std::string> lines;
  std::string toggle;

  float height(float width) const {
    float h = touch_target() + item_gap() + paragraph_height(caption, width) + item_gap();
    for (const std::string& line : lines) h += paragraph_height(line, width) + item_gap();
    return h;
  }
};

Timeline timeline_of(const TrainerSession& session, const trainer::Question& q, bool reveal) {
  const std::size_t shown = std::min(session.step(), q.replay.steps.size() - 1);
  const trainer::Step& step = q.replay.steps[shown];
  Timeline t{session::timeline_caption(q, shown),
             session::timeline_lines(step, reveal, session.timeline_open()),
             session::timeline_toggle_text(step, reveal, session.timeline_open())};
  // Collapsed: the caption and the last event on one line.
  if (!session.timeline_open() && !t.lines.empty()) {
    t.caption += " \xE2\x80\x94 " + t.lines.front();
    t.lines.clear();
  }
  return t;
}

void draw_timeline(TrainerSession& session, const trainer::Question& q, const Timeline& timeline,
                   float width, const FrameInput& input) {
  const std::size_t count = q.replay.steps.size();
  const std::size_t shown = std::min(session.step(), count - 1);
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float arrow = std::max(touch_target(), width * 0.14f);
  const float rest = width - 2 * arrow - 2 * gap;
  const float replay = timeline.toggle.empty() ? rest : (rest - gap) * 0.5f;
  ImGui::BeginDisabled(shown == 0);
  if (ImGui::Button("\xE2\x86\x90", ImVec2(arrow, touch_target())))
    session.apply(TrainerAction::kStepBack, input.now);
  ImGui::EndDisabled();
  publish_if_visible(TrainerAction::kStepBack);
  ImGui::SameLine();
  ImGui::BeginDisabled(shown + 1 >= count);
  if (ImGui::Button("\xE2\x86\x92", ImVec2(arrow, touch_target())))
    session.apply(TrainerAction::kStepForward, input.now);
  ImGui::EndDisabled();
  publish_if_visible(TrainerAction::kStepForward);
  ImGui::SameLine();
  // Fitted: the labels shrink rather than be cut (classroom mode's large type).
  if (fitted_button(words::text(session.replaying() ? words::Msg::kTrainerUiReplaying
                                                    : words::Msg::kTrainerUiReplay)
                        .data(),
                    ImVec2(replay, touch_target()))) {
    session.apply(TrainerAction::kReplay, input.now);
  }
  publish_if_visible(TrainerAction::kReplay);
  if (!timeline.toggle.empty()) {
    ImGui::SameLine();
    if (fitted_button(timeline.toggle.c_str(), ImVec2(rest - gap - replay, touch_target())))
      session.apply(TrainerAction::kTimeline, input.now);
    publish_if_visible(TrainerAction::kTimeline);
  }
  column_paragraph(timeline.caption, colors::kTextDim, width);
  // The arbiter's lines, dimmed: they begin as trainer.timeline.arbiter begins.
  const std::string arbiter = words::format<words::Msg::kTrainerTimelineArbiter>("");
  for (const std::string& line : timeline.lines) {
    column_paragraph(line, line.starts_with(arbiter) ? colors::kTextDim : colors::kText, width);
  }
}

// The situation, the prompt and the choices: two to a row when every choice fits in two lines
// at half the width.
struct Choices {
  std::vector<std::string> texts;
  int columns = 1;

  float item_width(float width) const {
    return columns == 1 ? width : (width - ImGui::GetStyle().ItemSpacing.x) / 2;
  }
  float height(float width) const {
    float h = 0;
    const float w = item_width(width);
    for (std::size_t row = 0; row < texts.size(); row += static_cast<std::size_t>(columns)) {
      float tallest = 0;
      for (std::size_t i = row; i < std::min(texts.size(), row + columns); ++i)
        tallest = std::max(tallest, wrapped_button_height(texts[i], w));
      h += tallest + item_gap();
    }
    return h;
  }
};

Choices choices_of(const session::QuestionOnShow& shown, float width) {
  Choices c;
  const trainer::Question& q = *shown.question;
  for (std::size_t i = 0; i < q.choices.size(); ++i) {
    switch (shown.mark(i)) {
      case session::ChoiceMark::kRight:
        c.texts.push_back("\xE2\x9C\x93 " + q.choices[i].answer.text);
        break;
      case session::ChoiceMark::kWrong:
        c.texts.push_back("\xE2\x9C\x97 " + q.choices[i].answer.text);
        break;
      case session::ChoiceMark::kNone:
        c.texts.push_back(q.choices[i].answer.text);
        break;
    }
  }
  // Two to a row when that takes less height (short choices, three or more of them).
  if (c.texts.size() < 3) return c;
  const float stacked = c.height(width);
  c.columns = 2;
  if (c.height(width) >= stacked) c.columns = 1;
  return c;
}

// The situation and the prompt. A fresh position's note (what the template kept) waits for the
// feedback: the header already says "fresh position", and the question must fit one screen.
float texts_height(const trainer::Question& q, float width) {
  float h = paragraph_height(q.prompt, width) + item_gap();
  if (!q.situation.empty()) h += paragraph_height(q.situation, width) + item_gap();
  return h;
}

void draw_texts_and_choices(TrainerSession& session, const session::QuestionOnShow& shown,
                            const Choices& choices, float width, const FrameInput& input) {
  const trainer::Question& q = *shown.question;
  if (!q.situation.empty()) paragraph(q.situation, colors::kText);
  heading(q.prompt);
  const float item = choices.item_width(width);
  for (std::size_t i = 0; i < choices.texts.size(); ++i) {
    ImU32 fill = u32(colors::kPanel);
    ImU32 border = u32(colors::kPanel);
    switch (shown.mark(i)) {
      case session::ChoiceMark::kRight:
        fill = u32(colors::kAccent);
        border = u32(colors::kAccentHover);
        break;
      case session::ChoiceMark::kWrong:
        fill = border = u32(colors::kFlag);
        break;
      case session::ChoiceMark::kNone:
        break;
    }
    if (shown.chosen && *shown.chosen == i) border = u32(colors::kText);
    if (choices.columns == 2 && i % 2 == 1) ImGui::SameLine();
    const TrainerIntent choice{TrainerAction::kChoice, static_cast<std::int32_t>(i)};
    ImGui::PushID(static_cast<int>(i));
    if (wrapped_button("##choice", choices.texts[i], item, fill, border, u32(colors::kText)) &&
        !shown.chosen) {
      session.apply(choice, input.pointer_down_at.value_or(input.now));
    }
    ImGui::PopID();
    publish_if_visible(choice);
  }
}

// Under the board, once the scene shows an illegal move: which move was illegal and why.
std::string illegal_move_note(const session::QuestionOnShow& shown, const trainer::Scene& scene) {
  if (!scene.last_move || !session::shows_illegal_move(scene, shown.reveal)) return {};
  return words::format<words::Msg::kTrainerUiIllegalNote>(
      trainer::illegal_move_words(scene.last_move->illegal));
}

void draw_board_only(const session::QuestionOnShow& shown, const trainer::Scene& scene,
                     float size) {
  std::optional<BoardMark> mark;
  if (scene.last_move) {
    mark = BoardMark{scene.last_move->from, scene.last_move->to,
                     session::shows_illegal_move(scene, shown.reveal)};
  }
  draw_board(scene.position, mark, size);
}

void draw_board_of(const session::QuestionOnShow& shown, const trainer::Scene& scene, float size,
                   float width) {
  if (size < width) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (width - size) / 2);
  draw_board_only(shown, scene, size);
  const std::string note = illegal_move_note(shown, scene);
  if (!note.empty()) column_paragraph(note, colors::kTextDim, width);
}

// Upright with little room: the board on the left, the two clocks stacked on its right.
void draw_board_and_clocks_beside(const session::QuestionOnShow& shown, const trainer::Scene& scene,
                                  float board, float width) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  ImGui::BeginGroup();
  draw_board_only(shown, scene, board);
  ImGui::EndGroup();
  ImGui::SameLine();
  draw_clocks(scene, width - board - gap, true);
  const std::string note = illegal_move_note(shown, scene);
  if (!note.empty()) column_paragraph(note, colors::kTextDim, width);
}

// Once answered: the board and the clocks before the ruling or after it, side by side.
float before_after_height(const session::QuestionOnShow& shown) {
  return shown.reveal ? touch_target() + item_gap() : 0.0f;
}

void draw_before_after(TrainerSession& session, const session::QuestionOnShow& shown, float width,
                       EpochMillis at) {
  if (!shown.reveal) return;
  const float half = (width - ImGui::GetStyle().ItemSpacing.x) / 2;
  if (chip("scene.before", std::string(words::text(words::Msg::kTrainerUiBeforeRuling)),
           !shown.after_ruling, half))
    session.apply(TrainerAction::kBeforeRuling, at);
  publish_if_visible(TrainerAction::kBeforeRuling);
  ImGui::SameLine();
  if (chip("scene.after", std::string(words::text(words::Msg::kTrainerUiAfterRuling)),
           shown.after_ruling, half))
    session.apply(TrainerAction::kAfterRuling, at);
  publish_if_visible(TrainerAction::kAfterRuling);
}

// The height left in the content window below the cursor, as if scrolled to the top.
float height_left() {
  return ImGui::GetWindowHeight() - ImGui::GetCursorPosY() - ImGui::GetStyle().WindowPadding.y;
}

}  // namespace

void draw_question(TrainerSession& session, TrainerFrame* feedback_frame, const FrameInput& input) {
  const session::QuestionOnShow shown = session.on_show();
  if (shown.question == nullptr) return;
  const trainer::Question& q = *shown.question;
  const trainer::Scene& scene = shown.scene(session.step());
  const bool feedback = feedback_frame != nullptr && shown.feedback;
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const Timeline timeline = timeline_of(session, q, shown.reveal);

  if (width < kWideFrom) {
    // Upright: one column, the board as large as leaves room for everything below it.
    if (feedback) draw_feedback(session, *feedback_frame, input);
    const float base = ImGui::GetCurrentWindow()->FontWindowScale;  // classroom mode's, or 1
    ImGui::SetWindowFontScale(0.75f * base);
    paragraph(shown.header, colors::kAccentHover);
    ImGui::SetWindowFontScale(base);
    draw_before_after(session, shown, width, input.now);
    const Choices choices = choices_of(shown, width);
    const std::string note = illegal_move_note(shown, scene);
    const float below = timeline.height(width) + texts_height(q, width) + choices.height(width) +
                        (note.empty() ? 0.0f : paragraph_height(note, width) + item_gap()) +
                        item_gap();
    const float clocks = kClockHeight + item_gap();
    const float above = height_left() - below - clocks;
    if (above < kClocksBesideBelow) {
      const float board = std::clamp(height_left() - below, kMinBoard, width / 2);
      draw_board_and_clocks_beside(shown, scene, board, width);
    } else {
      draw_clocks(scene, width);
      draw_board_of(shown, scene, std::min({above, width, kMaxBoard}), width);
    }
    draw_timeline(session, q, timeline, width, input);
    draw_texts_and_choices(session, shown, choices, width, input);
    return;
  }

  // Wide: the board on the left; the choices (and once answered the feedback above them) on the
  // right. Tall enough: the header, clocks and timeline go with the board, else to the right.
  const float tall = height_left();
  const bool column = tall >= kTallColumnFrom;
  float left = std::min((width - gap) * 0.48f, tall);
  if (column) {
    const std::string note = illegal_move_note(shown, scene);
    const float around = paragraph_height(shown.header, left) + kClockHeight +
                         timeline.height(left) + before_after_height(shown) + 3 * item_gap() +
                         (note.empty() ? 0.0f : paragraph_height(note, left) + item_gap());
    left = std::clamp(tall - around, kMinBoard, (width - gap) * 0.48f);
  }
  const float right = width - gap - left;
  // Two groups side by side; the left one's text wraps at its own edge (column_paragraph).
  ImGui::BeginGroup();
  if (column) {
    column_paragraph(shown.header, colors::kAccentHover, left);
    draw_before_after(session, shown, left, input.now);
    draw_clocks(scene, left);
  }
  draw_board_of(shown, scene, left, left);
  if (column) draw_timeline(session, q, timeline, left, input);
  ImGui::EndGroup();
  ImGui::SameLine();
  ImGui::BeginGroup();
  if (feedback) draw_feedback(session, *feedback_frame, input);
  if (!column) {
    paragraph(shown.header, colors::kAccentHover);
    draw_before_after(session, shown, right, input.now);
    draw_clocks(scene, right);
    draw_timeline(session, q, timeline, right, input);
  }
  draw_texts_and_choices(session, shown, choices_of(shown, right), right, input);
  ImGui::EndGroup();
}

void draw_question_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  if (frame.begin_content()) {
    if (!session.notice().empty()) paragraph(session.notice(), colors::kWarning);
    draw_question(session, &frame, input);
  }
  frame.end_content();
  frame.begin_bottom_bar();
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float rest = width - (width - gap) / 3 - gap;
  const EpochMillis at = input.now;
  if (session.studying() && session.study_from() == session::StudyFrom::kMine) {
    bar_button(session, words::text(words::Msg::kTrainerUiMineShort).data(),
               TrainerAction::kStudyMine, (width - gap) / 3, at);
    ImGui::SameLine();
    bar_button(session, TrainerAction::kStudyEdit, Arrow::kNone, rest, at);
    return;
  }
  bar_button(session, TrainerAction::kMenu, Arrow::kBack, (width - gap) / 3, at);
  ImGui::SameLine();
  if (session.studying() && session.study_from() == session::StudyFrom::kLink) {
    bar_button(session, TrainerAction::kSaveShared, Arrow::kNone, rest, at);
  } else if (session.studying()) {
    bar_button(session, TrainerAction::kBackToClock, Arrow::kOn, rest, at);
  } else {
    const bool answered = session.trainer().chosen().has_value();
    bar_button(session, (std::string(session::next_label(answered)) + " \xE2\x86\x92").c_str(),
               TrainerAction::kNext, rest, at, session.can_go_on());
  }
}

}  // namespace flagfall::ui
