#pragma once
// Progress: the totals, a bar per category against the pass mark, the last exams, and resetting
// it.
#include <cstdint>
#include <string>
#include <vector>

#include "trainer/trainer.h"

namespace flagfall::session {

// Progress: whether resetting it waits for its confirmation.
struct ProgressViewState {
  bool confirm_reset = false;
};

// Progress: the totals, a bar per category against the pass mark, the last exams.
std::string progress_header(const trainer::Trainer& t);  // "5 answered · 80% right · 2 due"
enum class Standing : std::uint8_t { kNotTried, kBehind, kHalfway, kPassing };
struct CategoryBar {
  std::string category;  // its id
  std::string title;     // its name
  std::string figures;   // "4/5 · 1 learned", or "not tried"
  float share = 0;       // answered right
  Standing standing = Standing::kNotTried;
};
std::vector<CategoryBar> category_bars(const trainer::Trainer& t);
float pass_mark();                                                  // 0.8: where the chart ticks
std::vector<std::string> recent_exams(const trainer::Progress& p);  // the last five
std::vector<std::string> recent_sets(const trainer::Progress& p);   // the class sets' last five

}  // namespace flagfall::session
