// A class set: its title, which of My scenarios it asks, the bank cases added (five at a time
// from the practice choice), Share, and Show to the class (classroom mode).
#include <algorithm>

#include <imgui.h>

#include "rules/scenario.h"
#include "rules/scenario_category.h"
#include "session/trainer/trainer_views.h"
#include "trainer/bank_words.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"
#include "ui/widgets.h"
#include "words/words.h"

namespace flagfall::ui {

void draw_set_builder_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  if (frame.begin_content()) {
    const float width = ImGui::GetContentRegionAvail().x;
    centered_text(Fonts::title(), words::text(words::Msg::kTrainerMirrorClassSet).data());
    if (!session.notice().empty()) paragraph(session.notice(), colors::kWarning);
    heading(std::string(words::text(words::Msg::kTrainerUiTitle)));
    if (wrapped_button("##title", session.class_set().title, width,
                       ImGui::GetColorU32(colors::kPanel), ImGui::GetColorU32(colors::kAccent),
                       ImGui::GetColorU32(colors::kText))) {
      session.apply(TrainerAction::kSetTitle, input.now);
    }
    publish_if_visible(TrainerAction::kSetTitle);
    paragraph(
        session::set_count_text(session.class_set().own.size(), session.class_set().bank.size()),
        colors::kTextDim);
    if (ImGui::Button(session::set_ruleset_label(session.class_set()).c_str(),
                      ImVec2(width, touch_target())))
      session.apply(TrainerAction::kSetRuleset, input.now);
    publish_if_visible(TrainerAction::kSetRuleset);
    const bool any = !session.class_set().own.empty() || !session.class_set().bank.empty();
    ImGui::BeginDisabled(!any);
    if (ImGui::Button(session::trainer_label(TrainerAction::kClassroom).data(),
                      ImVec2(width, touch_target())))
      session.apply(TrainerAction::kClassroom, input.now);
    ImGui::EndDisabled();
    publish_if_visible(TrainerAction::kClassroom);
    heading(std::string(words::text(words::Msg::kTrainerMirrorYourCases)));
    const std::vector<rules::Scenario>& cases = session.mine().cases();
    if (cases.empty())
      paragraph(std::string(words::text(words::Msg::kTrainerUiNoOwnCases)), colors::kTextDim);
    for (std::size_t i = 0; i < cases.size(); ++i) {
      const TrainerIntent toggle{TrainerAction::kSetCase, static_cast<std::int32_t>(i)};
      const std::string id = session::intent_id(toggle);
      const bool in = std::find(session.class_set().own.begin(), session.class_set().own.end(),
                                cases[i].id) != session.class_set().own.end();
      const ImU32 fill = ImGui::GetColorU32(in ? colors::kAccent : colors::kPanel);
      if (wrapped_button(id.c_str(), (in ? "\xE2\x9C\x93 " : "+ ") + cases[i].title, width, fill,
                         fill, ImGui::GetColorU32(colors::kText))) {
        session.apply(toggle, input.now);
      }
      publish_if_visible(id);
    }
    heading(std::string(words::text(words::Msg::kTrainerUiFromBank)));
    // Each bank case: its title (a tap takes it out) and, beside it, the ruleset it is asked
    // under (a tap chooses its own).
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float ruleset_width = std::min(width * 0.32f, 150.0f);
    for (std::size_t i = 0; i < session.class_set().bank.size(); ++i) {
      const TrainerIntent remove{TrainerAction::kSetBankRemove, static_cast<std::int32_t>(i)};
      const TrainerIntent ruleset{TrainerAction::kSetCaseRuleset, static_cast<std::int32_t>(i)};
      const std::string id = session::intent_id(remove);
      const std::string ruleset_id = session::intent_id(ruleset);
      const rules::Scenario* s = session.trainer().bank().find(session.class_set().bank[i]);
      const ImU32 fill = ImGui::GetColorU32(colors::kAccent);
      if (wrapped_button(
              id.c_str(),
              "\xE2\x9C\x93 " + (s != nullptr ? trainer::said(*s, trainer::ScenarioText::kTitle)
                                              : session.class_set().bank[i]),
              width - ruleset_width - gap, fill, fill, ImGui::GetColorU32(colors::kText))) {
        session.apply(remove, input.now);
        break;
      }
      publish_if_visible(id);
      ImGui::SameLine();
      const bool own = !session::set_case_ruleset(session.class_set(), i).empty();
      if (fit_button(ruleset_id.c_str(), session::set_case_ruleset_label(session.class_set(), i),
                     own, ruleset_width, ImGui::GetItemRectSize().y))
        session.apply(ruleset, input.now);
      publish_if_visible(ruleset_id);
    }
    ImGui::PushID("pick");
    if (wrapped_button("##pick",
                       words::format<words::Msg::kTrainerUiAddFive>(
                           session::selection_summary(session.trainer())),
                       width, ImGui::GetColorU32(colors::kBackground),
                       ImGui::GetColorU32(colors::kAccent), ImGui::GetColorU32(colors::kText))) {
      session.apply(TrainerAction::kSetBankPick, input.now);
    }
    ImGui::PopID();
    publish_if_visible(TrainerAction::kSetBankPick);
    paragraph(std::string(words::text(words::Msg::kTrainerSetTopics)), colors::kTextDim);
    const auto& topics = rules::scenario_categories();
    const float half = (width - ImGui::GetStyle().ItemSpacing.x) / 2;
    for (std::size_t i = 0; i < topics.size(); ++i) {
      const TrainerIntent topic{TrainerAction::kSetBankTopic, static_cast<std::int32_t>(i)};
      const std::string id = session::intent_id(topic);
      if (i % 2 == 1) ImGui::SameLine();
      if (chip(id.c_str(), "+ " + std::string(rules::category_title(topics[i])), false, half))
        session.apply(topic, input.now);
      publish_if_visible(id);
    }
  }
  frame.end_content();
  frame.begin_bottom_bar();
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (bar_button(session, TrainerAction::kSetBack, Arrow::kBack, (width - gap) / 3, input.now)) {
    return;
  }
  ImGui::SameLine();
  bar_button(session, TrainerAction::kShareSet, Arrow::kOn, width - (width - gap) / 3 - gap,
             input.now, !session.class_set().own.empty() || !session.class_set().bank.empty());
}

}  // namespace flagfall::ui
