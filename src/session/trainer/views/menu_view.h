#pragma once
// The trainer's menu: what the bank and the selection hold, and its entries (practice, exam,
// review, progress, the rules browser, My scenarios) with what each does.
#include <cstddef>
#include <string>
#include <vector>

#include "session/trainer/trainer_intent.h"
#include "trainer/trainer.h"

namespace flagfall::session {

// The menu.
std::string bank_summary(const trainer::Trainer& t);       // "48 scenarios, 7 rulesets"
std::string selection_summary(const trainer::Trainer& t);  // "all rulesets · 2 categories"
std::string review_hint(const trainer::Trainer& t);        // "3 due; missed questions ..."
std::string progress_hint(const trainer::Progress& p);     // "5 answered, 80% right"
// The menu's entries, for the drawn menu (a title over what it does) and the mirror (one label):
// the selection's ("Questions from all rulesets · 2 categories."), then practice, exam, review,
// progress, the rules browser and My scenarios (with how many cases it holds).
struct MenuEntry {
  std::string title;
  std::string detail;
  TrainerIntent intent;
};
std::vector<MenuEntry> menu_entries(const trainer::Trainer& t, std::size_t my_cases);

}  // namespace flagfall::session
