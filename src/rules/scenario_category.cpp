#include "rules/scenario_category.h"
#include "words/words.h"

#include <utility>

#include "words/words.h"

namespace flagfall::rules {

const std::vector<std::string_view>& scenario_categories() {
  static const std::vector<std::string_view> categories = {
      "king-adjacent", "simultaneous-claims", "promotion-pause", "flag-fall", "mating-material",
      "illegal-move",  "draw-claims",         "penalties",       "setup",
  };
  return categories;
}

std::string_view category_of(const rules::Scenario& scenario,
                             const std::vector<rules::LogEntry>& log) {
  using rules::EventKind;
  using rules::Happening;
  for (std::size_t i = 1; i < scenario.events.size(); ++i) {
    const rules::ScenarioEvent& a = scenario.events[i - 1];
    const rules::ScenarioEvent& b = scenario.events[i];
    if (a.kind == EventKind::kClaim && b.kind == EventKind::kClaim && a.t == b.t && a.by != b.by) {
      return "simultaneous-claims";
    }
  }
  for (const rules::LogEntry& line : log) {
    if (line.what == Happening::kIllegalMoveCompleted ||
        line.what == Happening::kIllegalMoveCompletedMoverMayNotClaim) {
      return line.illegal == chess::IllegalReason::KingNextToKing ? "king-adjacent"
                                                                  : "illegal-move";
    }
  }
  for (const rules::LogEntry& line : log) {
    if (line.what == Happening::kMovesPawnUnpromoted) return "promotion-pause";
  }
  for (const rules::ScenarioEvent& e : scenario.events) {
    if (e.kind == EventKind::kPenalty) return "penalties";
  }
  return "flag-fall";
}

std::string_view category_title(std::string_view category) {
  using words::Msg;
  static constexpr std::pair<std::string_view, Msg> kTitles[] = {
      {"king-adjacent", Msg::kCategoryKingAdjacent},
      {"simultaneous-claims", Msg::kCategorySimultaneousClaims},
      {"promotion-pause", Msg::kCategoryPromotionPause},
      {"flag-fall", Msg::kCategoryFlagFall},
      {"mating-material", Msg::kCategoryMatingMaterial},
      {"illegal-move", Msg::kCategoryIllegalMove},
      {"draw-claims", Msg::kCategoryDrawClaims},
      {"penalties", Msg::kCategoryPenalties},
      {"setup", Msg::kCategorySetup},
  };
  for (const auto& [id, title] : kTitles) {
    if (id == category) return words::text(title);
  }
  return words::text(Msg::kCategoryOther);
}

}  // namespace flagfall::rules
