#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "rules/scenario.h"
#include "trainer/question.h"

// The scenario bank's words (docs/words.md, "The bank's words"): a scenario file's texts are its
// English, and each language's catalog translates them by key, bank.<id>.<field>, for that very
// English. A person's case, or a bank text changed since its translation, keeps its own words.
namespace flagfall::trainer {

enum class ScenarioText : std::uint8_t { kTitle, kQuestion, kMoment, kNotes, kHolds };

// The text as the scenario says it ("" where it has none; kHolds: its template's).
std::string_view own_text(const rules::Scenario& scenario, ScenarioText text);
// The text in the words on show.
std::string said(const rules::Scenario& scenario, ScenarioText text);
// Scenario `id`'s text `english` in the words on show.
std::string said(std::string_view id, ScenarioText text, std::string_view english);

// Puts the question's texts (its title, notes and situation) in the words on show; a fresh
// variant's are its bank scenario's, moved as its position was (Question::Fresh).
void say_texts(Question& question);

}  // namespace flagfall::trainer
