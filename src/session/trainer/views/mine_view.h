#pragma once
// My scenarios: the cases made or kept, practised, edited, shared and deleted (mine_view.cpp).
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "rules/scenario.h"
#include "session/trainer/trainer_view.h"

namespace flagfall::session {

// My scenarios: the cases still to add after a replace question, where the editor goes back to,
// whether the replace question came from the editor's Save, whether the last case did not fit,
// the case whose deletion waits for its confirmation, and the id of the case studied.
struct MineViewState {
  std::vector<rules::Scenario> to_add;
  TrainerView editor_back = TrainerView::kMenu;
  bool saving_editor = false;
  bool full = false;
  std::optional<std::size_t> confirm_delete;
  std::string studied;
  // The coach's classes: the class whose table is on show (none: the list of classes).
  std::optional<std::size_t> class_on_show;
};

// My scenarios: the menu's hint ("3 cases: make, practise, share"), one case's line
// ("king-adjacent · for USCF 2020, FIDE 2023 · 23 steps"), the saved cases that could not be read
// ("" for none), the empty list, and a class set's count ("6 cases: 2 of yours, 4 from the bank").
std::string mine_hint(std::size_t cases);
std::string case_summary(const rules::Scenario& scenario);
std::string kept_aside_text(std::size_t kept);
// "No cases yet. Make one, or open a link or a file someone shared with you."
std::string no_cases_text();
std::string set_count_text(std::size_t own, std::size_t bank);

}  // namespace flagfall::session
