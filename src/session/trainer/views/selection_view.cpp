// The selection: which rulesets and categories the questions come from, and how many match.
#include "session/trainer/views/selection_view.h"

#include <algorithm>

#include "rules/ruleset.h"
#include "rules/scenario_category.h"
#include "session/trainer/trainer_session.h"
#include "words/words.h"

namespace flagfall::session {

using words::Msg;

namespace {

bool selected(const std::vector<std::string>& list, std::string_view id) {
  return std::find(list.begin(), list.end(), id) != list.end();
}

}  // namespace

std::string matching_text(std::size_t matching) {
  return words::plural<Msg::kTrainerSelectionMatching>(static_cast<std::int64_t>(matching));
}

void TrainerSession::open_selection() {
  selection_view_.back = TrainerView::kMenu;
  show(TrainerView::kSelection);
}

// Every ruleset chosen (`all`) or none.
void TrainerSession::select_rulesets(bool all) {
  for (const rules::Ruleset* r : rules::all_rulesets()) {
    if (selected(trainer_.selection().rulesets, r->id) != all) trainer_.toggle_ruleset(r->id);
  }
  unsaved_ = true;
}

void TrainerSession::select_categories(bool all) {
  for (const std::string& c : trainer_.bank().categories()) {
    if (selected(trainer_.selection().categories, c) != all) trainer_.toggle_category(c);
  }
  unsaved_ = true;
}

}  // namespace flagfall::session
