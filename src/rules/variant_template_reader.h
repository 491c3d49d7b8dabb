#pragma once

#include <optional>
#include <string>

#include "json/value.h"

#include "rules/scenario.h"

namespace flagfall::rules {

// Reads the scenario's "template" value into `out`; returns the problem, naming the key
// ("template.transforms[2]: unknown transform \"spin\" ..."), when it cannot be used. `scenario`
// holds the set-up and events already read. For the scenario parser only.
std::optional<std::string> read_variant_template(const ::flagfall::json::Value& value,
                                                 const Scenario& scenario, VariantTemplate& out);

}  // namespace flagfall::rules
