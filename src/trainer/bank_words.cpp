// The scenario bank's words in the language on show (trainer/bank_words.h).
#include "trainer/bank_words.h"

#include <array>

#include "trainer/variants.h"
#include "words/words.h"

namespace flagfall::trainer {

namespace {

constexpr std::array<std::string_view, 5> kFields = {"title", "question", "moment", "notes",
                                                     "holds"};

}  // namespace

std::string_view own_text(const rules::Scenario& scenario, ScenarioText text) {
  switch (text) {
    case ScenarioText::kTitle:
      return scenario.title;
    case ScenarioText::kQuestion:
      return scenario.question;
    case ScenarioText::kMoment:
      return scenario.moment;
    case ScenarioText::kNotes:
      return scenario.notes;
    case ScenarioText::kHolds:
      return scenario.variant_template ? std::string_view(scenario.variant_template->holds) : "";
  }
  return "";
}

std::string said(std::string_view id, ScenarioText text, std::string_view english) {
  if (english.empty()) return {};
  std::string key = "bank.";
  key.append(id).append(".").append(kFields[static_cast<std::size_t>(text)]);
  return std::string(words::app_words().translated(key, english));
}

std::string said(const rules::Scenario& scenario, ScenarioText text) {
  return said(scenario.id, text, own_text(scenario, text));
}

void say_texts(Question& q) {
  const auto text = [&q](ScenarioText t) {
    if (!q.fresh) return said(q.scenario, t);
    const std::string& english = q.fresh->english[static_cast<std::size_t>(t)];
    return transform_text(said(q.scenario.id, t, english), q.fresh->transform);
  };
  q.title = text(ScenarioText::kTitle);
  q.notes = text(ScenarioText::kNotes);
  if (q.kind == QuestionKind::kMay) {
    q.situation = text(ScenarioText::kMoment);
  } else {
    q.situation = text(ScenarioText::kQuestion);
    if (q.situation.empty()) q.situation = q.title;
  }
}

}  // namespace flagfall::trainer
