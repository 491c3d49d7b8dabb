#pragma once
// The feedback on an answer: what the ruling did, and every ruleset's ruling side by side with
// the asked one, each rule opening in the rules browser.
#include <string>
#include <vector>

#include "trainer/trainer.h"

namespace flagfall::session {

// The feedback: what the ruling did at the moment asked about, where the question did not show it
// ("Black's clock: 0:59 → 1:59, one minute to Black. The board: compare Before and After the
// ruling."), "" when it changed neither clock nor board or the question asks what a player may do.
std::string ruling_effect_text(const trainer::Question& q);

// The feedback: one line per ruleset, side by side with the asked one.
struct ComparisonRow {
  std::string ruleset;
  std::string rule_number;  // where its rule opens in the rules browser
  std::string text;         // "▶ USCF 2020: Black wins\nUSCF 11-7d"
  bool asked = false;
  bool differs = false;
  bool meant_for = true;
};
std::vector<ComparisonRow> comparison_rows(const trainer::Question& q);

}  // namespace flagfall::session
