// Promotion with the piece missing. A press with the pawn still on the last rank is improper and
// the opponent may restart the player's clock: USCF 11-16, the summary through the regular rule
// it adopts (8F7, in its introduction), Scholastic through the Official Rules (its rule 24: its
// rule 20 only gives the promoter the pause). Sacramento 18 gives the opponent the pause instead;
// FIDE 7.5.2 makes the press an illegal move.
#include <gtest/gtest.h>

#include "../support/rule_events.h"

namespace flagfall::rules {
namespace {

using testing_support::rule_events;

// White presses with the pawn on a8 unpromoted; Black restarts White's clock without moving;
// White puts a queen there at 3 s and presses.
Ruling black_restarts_whites_clock(const Ruleset& ruleset) {
  const nlohmann::json setup = {
      {"fen", "7k/P7/8/8/8/8/8/4K3 w - - 0 50"}, {"white_ms", 60'000}, {"black_ms", 60'000}};
  const nlohmann::json events =
      nlohmann::json::array({{{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "a7a8"}},
                             {{"t", 1000}, {"by", "white"}, {"do", "press"}},
                             {{"t", 1200}, {"by", "black"}, {"do", "press"}},
                             {{"t", 3000}, {"by", "white"}, {"do", "promote"}, {"piece", "q"}},
                             {{"t", 3000}, {"by", "white"}, {"do", "press"}}});
  return rule_events(setup, events, ruleset);
}

const LogEntry* find(const Ruling& ruling, Happening what) {
  for (const LogEntry& e : ruling.log) {
    if (e.what == what) return &e;
  }
  return nullptr;
}

TEST(Promotion, TheOpponentMayRestartAfterAnUnpromotedPress) {
  const std::pair<const Ruleset*, const char*> cases[] = {
      {&uscf_2020(), "USCF 11-16"},
      {&uscf_summary(), "USCF summary intro"},
      {&scholastic_2018(), "Scholastic 24"},
  };
  for (const auto& [ruleset, rule] : cases) {
    const Ruling ruling = black_restarts_whites_clock(*ruleset);
    const LogEntry* restart = find(ruling, Happening::kRestartsAfterUnpromotedPress);
    ASSERT_NE(restart, nullptr) << ruleset->id;
    EXPECT_EQ(restart->rule, rule) << ruleset->id;
    // White's clock ran from the restart until his press: 1 s before, 1.8 s after.
    EXPECT_EQ(ruling.white_ms, 57'200) << ruleset->id;
    EXPECT_EQ(ruling.black_ms, 59'800) << ruleset->id;
  }
  const Ruling sacramento = black_restarts_whites_clock(sacramento_2005());
  EXPECT_NE(find(sacramento, Happening::kRestartNotInRulebook), nullptr);
}

// Sacramento 18: the opponent may stop the clocks while the piece is found. Stopped clocks charge
// no one, so the promoter pays nothing for the search, however long, and whose clock was running
// runs again on the restart; no rule adds a cost to it. Under USCF 11-16 the pause is the
// promoter's only: the opponent's stop is not his to make, but the clocks stand all the same,
// and no rule charges the time they stood (issue 39, point 4): that is the director's call.
TEST(Promotion, Sacramento18TheOpponentsPauseChargesThePromoterNothing) {
  const nlohmann::json setup = {
      {"fen", "7k/P7/8/8/8/8/8/4K3 w - - 0 50"}, {"white_ms", 60'000}, {"black_ms", 60'000}};
  const nlohmann::json events = nlohmann::json::array(
      {{{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "a7a8"}},
       {{"t", 1500}, {"by", "black"}, {"do", "pause"}, {"reason", "promotion"}},
       {{"t", 9000}, {"by", "white"}, {"do", "promote"}, {"piece", "q"}},
       {{"t", 9000}, {"by", "black"}, {"do", "resume"}},
       {{"t", 9500}, {"by", "white"}, {"do", "press"}}});
  const Ruling sacramento = rule_events(setup, events, sacramento_2005());
  const LogEntry* pause = find(sacramento, Happening::kPromotionPause);
  ASSERT_NE(pause, nullptr);
  EXPECT_EQ(pause->rule, "Sacramento 18");
  EXPECT_EQ(sacramento.white_ms, 58'000);  // 1.5 s before the stop, 0.5 s after the restart
  EXPECT_EQ(sacramento.black_ms, 60'000);
  const Ruling uscf = rule_events(setup, events, uscf_2020());
  const LogEntry* refused = find(uscf, Happening::kPromotionPauseNotGiven);
  ASSERT_NE(refused, nullptr);
  EXPECT_TRUE(refused->directors_call);
  EXPECT_EQ(uscf.white_ms, 58'000);  // as at Sacramento: the clocks stood
}

// promotion-pause-by-opponent-decides: White, with 3 s left, pushes to a8; Black stops the clocks
// at 1.5 s (White has 1.5 s left) while a queen is found; at 6 s they restart, White promotes and
// presses, and Black claims White's flag. On the clock it never fell. Where the stop was Black's
// to make (Sacramento 18) the claim is denied; where it was not (USCF 11-16, Scholastic 20) no rule
// charges White the 4.5 s the clocks stood, so the claim is denied on the clock and whether to
// charge them is the director's call, which the words say: never a win on a flag that did not fall.
TEST(Promotion, AStopNotGivenChargesNoOneAndTheFlagItSavedIsTheDirectorsCall) {
  const nlohmann::json setup = {
      {"fen", "7k/P6p/8/8/8/8/8/4K3 w - - 0 50"}, {"white_ms", 3'000}, {"black_ms", 60'000}};
  const nlohmann::json events = nlohmann::json::array(
      {{{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "a7a8"}},
       {{"t", 1500}, {"by", "black"}, {"do", "pause"}, {"reason", "promotion"}},
       {{"t", 6000}, {"by", "white"}, {"do", "promote"}, {"piece", "q"}},
       {{"t", 6000}, {"by", "black"}, {"do", "resume"}},
       {{"t", 6000}, {"by", "white"}, {"do", "press"}},
       {{"t", 6500}, {"by", "black"}, {"do", "claim"}, {"claim", "time"}}});
  for (const Ruleset* ruleset : {&uscf_2020(), &uscf_earlier(), &scholastic_2018()}) {
    const Ruling ruling = rule_events(setup, events, *ruleset);
    EXPECT_EQ(ruling.outcome, Outcome::kPlayOn) << ruleset->id;
    EXPECT_EQ(ruling.reason, Reason::kClaimDenied) << ruleset->id;
    EXPECT_TRUE(ruling.directors_call) << ruleset->id;
    EXPECT_EQ(ruling.white_ms, 1'500) << ruleset->id;
    ASSERT_TRUE(ruling.decided_by.has_value());
    const std::string& words = ruling.log[*ruling.decided_by].text;
    EXPECT_NE(words.find("White's clock stood 4.5 s"), std::string::npos) << words;
    EXPECT_NE(words.find("the director's call"), std::string::npos) << words;
    for (const LogEntry& line : ruling.log)
      EXPECT_EQ(line.text.find("run on"), std::string::npos) << ruleset->id << ": " << line.text;
  }
  const Ruling sacramento = rule_events(setup, events, sacramento_2005());
  EXPECT_EQ(sacramento.reason, Reason::kClaimDenied);
  EXPECT_FALSE(sacramento.directors_call);
  // With more time left, charging the stop would not bring the flag down: no director's call.
  nlohmann::json more = setup;
  more["white_ms"] = 30'000;
  EXPECT_FALSE(rule_events(more, events, uscf_2020()).directors_call);
}

TEST(Promotion, TheSummaryLetsThePromoterPauseThroughRule8F6) {
  EXPECT_EQ(uscf_summary().promotion_pause_by, PromotionPauseBy::kPromoter);
  EXPECT_EQ(uscf_summary().cite(Topic::kPromotionPause), "USCF summary intro");
}

}  // namespace
}  // namespace flagfall::rules
