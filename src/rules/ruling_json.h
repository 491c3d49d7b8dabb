#pragma once

#include <string>

#include "rules/arbiter.h"

namespace flagfall::rules {

// One line of JSON: {"ruleset", "outcome", "reason", "rule", "at", "white_ms", "black_ms",
// "may": {"white": [...], "black": [...]}, "log": [...]} (docs/rules.md).
std::string ruling_to_json(const Ruling& ruling);

}  // namespace flagfall::rules
