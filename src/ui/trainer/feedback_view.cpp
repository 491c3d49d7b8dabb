// After an answer: right or wrong, the ruling under the asked ruleset with its rule and a link
// into the rules browser, and the same scenario under every ruleset side by side.
#include <imgui.h>
#include <imgui_internal.h>  // the window's font scale

#include "session/trainer/trainer_views.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"
#include "words/words.h"

namespace flagfall::ui {
namespace {

// A ruleset's ruling beside the asked one: dimmed where its rulebook is silent (the arbiter's
// reading), yellow where it rules otherwise.
const ImVec4& ruling_colour(bool meant_for, bool differs) {
  return !meant_for ? colors::kTextDim : differs ? colors::kWarning : colors::kText;
}

// Classroom mode: every ruleset's ruling on a line of three columns (the ruleset, its ruling, its
// rule), coloured as the rows are, a little smaller than the question: all seven fit the
// projector's screen at once beside the board.
void draw_comparison_lines(const trainer::Question& q, float width) {
  const float base = ImGui::GetCurrentWindow()->FontWindowScale;
  ImGui::SetWindowFontScale(0.8f * base);
  // Wrap positions are the window's; SameLine's offsets are from the line's start (the group's).
  const float x = ImGui::GetCursorPosX();
  const float ruling_at = width * 0.27f;
  const float rule_at = width * 0.78f;
  for (const trainer::RulesetAnswer& r : q.comparison) {
    const ImVec4& colour = ruling_colour(r.meant_for, r.differs);
    ImGui::PushStyleColor(ImGuiCol_Text, r.ruleset == q.ruleset ? colors::kAccentHover : colour);
    ImGui::PushTextWrapPos(x + ruling_at - 8);
    ImGui::TextUnformatted(r.name.c_str());
    ImGui::PopTextWrapPos();
    ImGui::SameLine(ruling_at);
    ImGui::PushTextWrapPos(x + rule_at - 8);
    ImGui::TextUnformatted(r.directors_call ? words::text(words::Msg::kTrainerDirectorsCall).data()
                                            : r.answer.text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::SameLine(rule_at);
    ImGui::PushTextWrapPos(x + width);
    ImGui::TextUnformatted(r.rule.empty() ? "\xE2\x80\x94" : r.rule.c_str());  // —
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  }
  ImGui::SetWindowFontScale(base);
}

}  // namespace

void draw_feedback(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  const session::QuestionOnShow shown = session.on_show();
  if (shown.question == nullptr) return;
  const trainer::Question& q = *shown.question;
  const float width = ImGui::GetContentRegionAvail().x;
  const trainer::RulesetAnswer& asked = q.asked();
  ImGui::Dummy(ImVec2(0, 4));
  if (frame.take_scroll_to_feedback()) ImGui::SetScrollHereY(0.0f);
  if (const std::optional<bool> right = shown.verdict()) {
    ImGui::PushFont(Fonts::title());
    ImGui::PushStyleColor(ImGuiCol_Text, *right ? colors::kAccentHover : colors::kFlag);
    ImGui::TextUnformatted(
        words::text(*right ? words::Msg::kTrainerUiRight : words::Msg::kTrainerUiNotQuite).data());
    ImGui::PopStyleColor();
    ImGui::PopFont();
  }
  paragraph(words::format<words::Msg::kTrainerMirrorRulingUnder>(asked.name, asked.answer.text),
            colors::kText);
  const std::string rule_says =
      asked.rule.empty() ? std::string()
                         : asked.rule + (asked.rule_says.empty() ? "" : ": " + asked.rule_says);
  // Classroom mode: the rule and every ruleset first, on the projector's one screen; the
  // explanation under them.
  const bool classroom = session.view() == session::TrainerView::kClassroom;
  if (classroom) {
    if (!rule_says.empty()) paragraph(rule_says, colors::kTextDim);
    ImGui::Dummy(ImVec2(0, 4));
    heading(std::string(words::text(words::Msg::kTrainerMirrorComparison)));
    paragraph(words::format<words::Msg::kTrainerClassroomYellow>(asked.name), colors::kTextDim);
    draw_comparison_lines(q, width);
    ImGui::Dummy(ImVec2(0, 4));
  }
  paragraph(asked.explanation, colors::kText);
  const std::string effect = session::ruling_effect_text(q);
  if (!effect.empty()) paragraph(effect, colors::kAccentHover);
  if (!asked.rule.empty()) {
    if (!classroom) paragraph(rule_says, colors::kTextDim);
    if (ImGui::Button(words::format<words::Msg::kTrainerUiReadRule>(asked.rule).c_str(),
                      ImVec2(width, touch_target()))) {
      session.apply(TrainerAction::kRuleLink, input.now);
    }
    publish_if_visible(TrainerAction::kRuleLink);
  }
  if (classroom) return;
  ImGui::Dummy(ImVec2(0, 4));
  heading(std::string(words::text(words::Msg::kTrainerMirrorComparison)));
  paragraph(words::format<words::Msg::kTrainerUiYellowRows>(asked.name), colors::kTextDim);
  for (const session::ComparisonRow& row : session::comparison_rows(q)) {
    const ImU32 border = ImGui::GetColorU32(row.asked     ? colors::kAccent
                                            : row.differs ? colors::kWarning
                                                          : colors::kPanel);
    const ImU32 colour = ImGui::GetColorU32(ruling_colour(row.meant_for, row.differs));
    const TrainerIntent open{TrainerAction::kCompare, session::ruleset_index(row.ruleset)};
    ImGui::PushID(row.ruleset.c_str());
    if (wrapped_button("##row", row.text, width, ImGui::GetColorU32(colors::kBackground), border,
                       colour)) {
      session.apply(open, input.now);
    }
    ImGui::PopID();
    publish_if_visible(open);
  }
  if (!q.notes.empty()) {
    ImGui::Dummy(ImVec2(0, 4));
    paragraph(words::format<words::Msg::kTrainerMirrorNote>(q.notes), colors::kTextDim);
  }
  if (q.fresh) paragraph(trainer::variant_text(q), colors::kTextDim);
  ImGui::Dummy(ImVec2(0, 8));
}

}  // namespace flagfall::ui
