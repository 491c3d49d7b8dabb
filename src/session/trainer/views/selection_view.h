#pragma once
// The selection: which rulesets and categories the questions come from, and how many match.
#include <cstddef>
#include <string>

namespace flagfall::session {

// The selection: "12 scenarios match."
std::string matching_text(std::size_t matching);

}  // namespace flagfall::session
