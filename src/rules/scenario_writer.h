#pragma once

#include <string>
#include <vector>

#include "json/value.h"

#include "rules/scenario.h"

namespace flagfall::rules {

// Writes a scenario back in the format parse_scenario() reads (docs/rules.md), every key it
// holds, the variant template included, so parse_scenario(scenario_to_json(s)) gives s again.

// One event as a JSON object ({"t":..,"by":..,"do":..} and its kind's keys).
::flagfall::json::Value scenario_event_value(const ScenarioEvent& event);

// The whole scenario: compact (indent < 0) for links, indented for files. `event_notes` puts a
// "note" on event i when notes[i] is not empty (the file format allows one; the parser skips it).
std::string scenario_to_json(const Scenario& scenario, int indent = -1,
                             const std::vector<std::string>& event_notes = {});

}  // namespace flagfall::rules
