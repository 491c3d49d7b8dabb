// USCF 11-7c (2020): a time claim stated while the claimant's flag is up, but with the clock
// stopped only after his own flag fell, is void unless a director or independent witness saw the
// flag fall. The scenario's `flag-seen` event is that observation, and a claim's `stated` the
// instant the claim was made aloud. The earlier wording (no exception), Scholastic 10a3 and
// Sacramento 8c need the clock stopped while the claimant's flag is up.
#include <gtest/gtest.h>

#include "../support/rule_events.h"

namespace flagfall::rules {
namespace {

using testing_support::rule_events;

// Black's flag falls at 1 s; Black moves at 1.2 s and White's flag falls at 2.7 s. White claims,
// stopping the clock at 3 s; `seen`: a director sees Black's flag down at 1.5 s; `stated`: White
// said so at 2.5 s.
Ruling late_stop(bool seen, bool stated, const Ruleset& ruleset) {
  const nlohmann::json setup = {
      {"fen", "4k3/8/8/8/8/8/8/R3K3 b - - 0 50"}, {"white_ms", 1500}, {"black_ms", 1000}};
  nlohmann::json events =
      nlohmann::json::array({{{"t", 1200}, {"by", "black"}, {"do", "move"}, {"uci", "e8d8"}},
                             {{"t", 1200}, {"by", "black"}, {"do", "press"}}});
  if (seen) events.push_back({{"t", 1500}, {"by", "td"}, {"do", "flag-seen"}, {"side", "black"}});
  nlohmann::json claim = {{"t", 3000}, {"by", "white"}, {"do", "claim"}, {"claim", "time"}};
  if (stated) claim["stated"] = 2500;
  events.push_back(claim);
  return rule_events(setup, events, ruleset);
}

bool logged(const Ruling& ruling, Happening what) {
  for (const LogEntry& e : ruling.log) {
    if (e.what == what) return true;
  }
  return false;
}

TEST(WitnessedFlag, Uscf117cAWitnessSavesAClaimStatedInTime) {
  const Ruling ruling = late_stop(true, true, uscf_2020());
  EXPECT_EQ(ruling.outcome, Outcome::kWhiteWins);
  EXPECT_EQ(ruling.reason, Reason::kFlagFall);
  EXPECT_TRUE(logged(ruling, Happening::kTimeClaimWitnessed));
}

TEST(WitnessedFlag, Uscf117cWithoutAWitnessTheLateClaimIsVoid) {
  const Ruling ruling = late_stop(false, true, uscf_2020());
  EXPECT_EQ(ruling.outcome, Outcome::kDraw);
  EXPECT_EQ(ruling.reason, Reason::kBothFlags);
  EXPECT_TRUE(logged(ruling, Happening::kTimeClaimVoid));
  // Not stated before his own flag fell: both flags down, a draw (8c).
  EXPECT_EQ(late_stop(true, false, uscf_2020()).reason, Reason::kBothFlags);
}

TEST(WitnessedFlag, OtherRulebooksNeedTheClockStoppedInTime) {
  for (const Ruleset* r : {&uscf_earlier(), &scholastic_2018(), &sacramento_2005()}) {
    const Ruling ruling = late_stop(true, true, *r);
    EXPECT_EQ(ruling.outcome, Outcome::kDraw) << r->id;
    EXPECT_EQ(ruling.reason, Reason::kBothFlags) << r->id;
  }
}

TEST(WitnessedFlag, AStatementAfterTheClaimIsRefused) {
  const nlohmann::json scenario = {
      {"id", "x"},
      {"title", "t"},
      {"category", "flag-fall"},
      {"events",
       {{{"t", 1000}, {"by", "white"}, {"do", "claim"}, {"claim", "time"}, {"stated", 2000}}}}};
  const auto parsed = parse_scenario(scenario.dump());
  ASSERT_FALSE(parsed);
  EXPECT_EQ(parsed.error().message(),
            "event 0: \"stated\" after the claim's own t (2000 after 1000)");
}

}  // namespace
}  // namespace flagfall::rules
