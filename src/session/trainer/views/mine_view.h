#pragma once
// My scenarios: the cases made or kept, practised, edited, shared and deleted (mine_view.cpp).
#include <cstddef>
#include <string>

#include "rules/scenario.h"

namespace flagfall::session {

// My scenarios: the menu's hint ("3 cases: make, practise, share"), one case's line
// ("king-adjacent · for USCF 2020, FIDE 2023 · 23 steps"), the saved cases that could not be read
// ("" for none), the empty list, and a class set's count ("6 cases: 2 of yours, 4 from the bank").
std::string mine_hint(std::size_t cases);
std::string case_summary(const rules::Scenario& scenario);
std::string kept_aside_text(std::size_t kept);
inline constexpr const char* kNoCasesText =
    "No cases yet. Make one, or open a link or a file someone shared with you.";
std::string set_count_text(std::size_t own, std::size_t bank);

}  // namespace flagfall::session
