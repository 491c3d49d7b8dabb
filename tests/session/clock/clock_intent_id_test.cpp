// The one table between the clock's typed intents and their ids (session/clock/clock_intent.h):
// every intent round-trips through its id, no id names two intents, and every id the browser
// tests and the page tap or activate names an intent.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "clock_session_support.h"
#include "session/clock/clock_intent.h"
#include "session/clock/clock_session.h"

namespace flagfall::session {
namespace {

using namespace clock_intent;
using chess::Color;

TEST(ClockIntentId, EveryIntentRoundTripsThroughItsId) {
  std::set<std::string> ids;
  for (const ClockIntentId& entry : clock_intent_ids()) {
    EXPECT_TRUE(ids.insert(entry.id).second) << "twice: " << entry.id;
    const std::optional<ClockIntent> parsed = parse_clock_intent(entry.id);
    ASSERT_TRUE(parsed) << entry.id;
    EXPECT_TRUE(*parsed == entry.intent) << entry.id;
    EXPECT_EQ(clock_intent_id(entry.intent), entry.id);
  }
  // Every kind of intent a control carries is in the table.
  std::set<std::size_t> kinds;
  for (const ClockIntentId& entry : clock_intent_ids()) kinds.insert(entry.intent.index());
  EXPECT_EQ(kinds.size(), std::variant_size_v<ClockIntent>);
}

TEST(ClockIntentId, TheIdsAreTheOnesThePageAndItsTestsUse) {
  EXPECT_EQ(clock_intent_id(Press{Color::Black}), "clock.black");
  EXPECT_EQ(clock_intent_id(Claim{ClaimChoice::kTime, Color::Black}), "claim.time.black");
  EXPECT_EQ(clock_intent_id(Claim{ClaimChoice::kTime, std::nullopt}), "claim.time");
  EXPECT_EQ(clock_intent_id(NoClaim{Color::White}), "claim.none.white");
  EXPECT_EQ(clock_intent_id(PickMaterial{Color::White, "two-knights"}),
            "material.white.two-knights");
  EXPECT_EQ(clock_intent_id(ChooseIllegalKind{{game::IllegalKind::kOther, true}}),
            "kind.press-without-move");
  EXPECT_EQ(clock_intent_id(GivePenalty{rules::Offence::kTwoHands}), "director.penalty.two-hands");
  EXPECT_EQ(clock_intent_id(ChoosePreset{"G/5;d3"}), "preset.G/5;d3");
  EXPECT_EQ(clock_intent_id(ChooseRuleset{"fide-2023"}), "ruleset.fide-2023");
  EXPECT_EQ(clock_intent_id(Close{ClockSheet::kRuling}), "ruling.ok");
  EXPECT_EQ(clock_intent_id(Undo{From::kRuling}), "ruling.undo");
  EXPECT_EQ(clock_intent_id(Undo{From::kBar}), "clock.undo");
  EXPECT_EQ(clock_intent_id(DrawAgreed{From::kResult}), "result.agreed");
  EXPECT_EQ(clock_intent_id(OpenDirector{1'500}), "menu.director") << "held or not";
  // The Escape key's Close of a sheet that has no Close control has no id.
  EXPECT_EQ(clock_intent_id(Close{ClockSheet::kClaim}), "");
  for (const char* unknown : {"clock.nowhere", "promote.k", "material.white",
                              "material.green.bishop", "director.penalty.juggling", "claim.none"})
    EXPECT_FALSE(parse_clock_intent(unknown)) << unknown;
}

// Every clock id written in the browser tests and the page's scripts is an intent, except the
// tap targets of what is drawn but does nothing (the opponent's small time, the set-up link's
// text and code).
TEST(ClockIntentId, EveryIdTheBrowserTestsUseParses) {
  const std::set<std::string> not_intents = {"clock.white.opponent", "clock.black.opponent",
                                             "link.qr", "link.text"};
  const std::regex id(
      "['\"`]((clock|picker|menu|reset|ruling|record|director|notice|link|ruleset|preset|claim|"
      "kind|material|board|draw|result|end|promote)\\.[A-Za-z0-9.+;/_-]+)['\"`]");
  int checked = 0;
  const std::filesystem::path root(FLAGFALL_SOURCE_DIR);
  for (const auto& folder : {root / "tests" / "browser", root / "web"}) {
    for (const auto& file : std::filesystem::directory_iterator(folder)) {
      const std::string ext = file.path().extension().string();
      if (ext != ".mjs" && ext != ".js") continue;
      std::ifstream in(file.path());
      std::stringstream text;
      text << in.rdbuf();
      const std::string source = text.str();
      for (std::sregex_iterator it(source.begin(), source.end(), id), end; it != end; ++it) {
        const std::string found = (*it)[1];
        if (not_intents.count(found) != 0) continue;
        ++checked;
        EXPECT_TRUE(parse_clock_intent(found)) << found << " in " << file.path().filename();
      }
    }
  }
  EXPECT_GT(checked, 100);
}

}  // namespace
}  // namespace flagfall::session
