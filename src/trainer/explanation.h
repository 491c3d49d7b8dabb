#pragma once
// The words that explain one ruleset's answer in a question: the sentences the answer rests on,
// the rule it rests on and that rule's clause (trainer/question.h, RulesetAnswer).
#include <optional>
#include <string_view>

#include "rules/ruleset.h"
#include "rules/ruling.h"
#include "trainer/question.h"

namespace flagfall::trainer {

// A ruling question: the deciding sentence; while play goes on with time changed, every sentence
// that changed a clock, in order, and "In all: ..." when there is more than one; the rule the
// ruling rests on, with its clause.
void explain_ruling(RulesetAnswer& row, const rules::Ruleset& ruleset, const rules::Ruling& ruling,
                    const Adjustments& adjustments);

// A "what may he do now" question: each thing the player may do, with the rule that allows it.
void explain_may(RulesetAnswer& row, const rules::Ruleset& ruleset, const rules::Ruling& ruling,
                 const MayMoment& moment);

// The clause of `ruleset` numbered `number` about `topic` (a number may hold clauses on several
// topics: USCF summary 3 on the set-up standing and on reducing excess time); without a topic,
// or none of that topic, the first clause so numbered; null when none is.
const rules::Rule* clause(const rules::Ruleset& ruleset, std::string_view number,
                          std::optional<rules::Topic> topic);

// Whether the line's ruling added time to a clock or took some from it.
bool changes_time(const rules::LogEntry& line);

}  // namespace flagfall::trainer
