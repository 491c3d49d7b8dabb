// Armageddon, the event's own rule (no rulebook in the set has it): a drawn game counts as a win
// for Black. The arbiter rules the draw as the ruleset does, then applies the event's rule to
// every drawn outcome, under every ruleset, and its ruling says so.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../support/rule_events.h"
#include "rules/scenario_writer.h"

namespace flagfall::rules {
namespace {

using testing_support::rule_events;

struct DrawnGame {
  const char* name;
  nlohmann::json setup;
  nlohmann::json events;
};

nlohmann::json event_at(int t, const char* by, const char* what) {
  return {{"t", t}, {"by", by}, {"do", what}};
}
nlohmann::json move_at(int t, const char* by, const char* uci) {
  return {{"t", t}, {"by", by}, {"do", "move"}, {"uci", uci}};
}
nlohmann::json claim_at(int t, const char* by, const char* kind) {
  return {{"t", t}, {"by", by}, {"do", "claim"}, {"claim", kind}};
}

// Games each ruleset draws in one way or another (which ones, the ruleset decides).
std::vector<DrawnGame> drawn_games() {
  const nlohmann::json both_flags_setup = {
      {"fen", "1r5k/8/6K1/8/8/8/8/R7 b - - 0 50"}, {"white_ms", 500}, {"black_ms", 1000}};
  return {
      {"agreement", nlohmann::json::object(),
       nlohmann::json::array({move_at(1000, "white", "e2e4"), event_at(1000, "white", "press"),
                              move_at(2000, "black", "e7e5"), event_at(2000, "black", "offer-draw"),
                              event_at(2000, "black", "press"),
                              event_at(3000, "white", "accept-draw")})},
      {"stalemate",
       {{"fen", "7k/8/6K1/5Q2/8/8/8/8 w - - 0 60"}},
       nlohmann::json::array({move_at(1000, "white", "f5f7"), event_at(1000, "white", "press")})},
      {"both flags", both_flags_setup,
       nlohmann::json::array({move_at(500, "black", "b8b7"), event_at(500, "black", "press"),
                              move_at(1500, "white", "a1a2"), event_at(1500, "white", "press"),
                              claim_at(2500, "black", "time")})},
      {"insufficient material on a flag",
       {{"fen", "8/8/8/8/8/k7/8/K6R w - - 0 60"}, {"white_ms", 500}},
       nlohmann::json::array({claim_at(1000, "black", "time")})},
      {"fifty moves",
       {{"fen", "8/8/4k3/8/8/3K4/8/R7 w - - 100 80"}},
       nlohmann::json::array({claim_at(1000, "white", "fifty-moves")})},
  };
}

Ruling rule_drawn(const DrawnGame& game, const Ruleset& ruleset, bool armageddon) {
  nlohmann::json setup = game.setup;
  if (armageddon) setup["draw"] = "black";
  return rule_events(setup, game.events, ruleset);
}

TEST(Armageddon, EveryDrawnOutcomeIsAWinForBlackUnderEveryRuleset) {
  for (const Ruleset* ruleset : all_rulesets()) {
    int drawn = 0;
    std::string drawn_names;
    for (const DrawnGame& game : drawn_games()) {
      SCOPED_TRACE(std::string(ruleset->id) + ", " + game.name);
      const Ruling plain = rule_drawn(game, *ruleset, false);
      const Ruling armageddon = rule_drawn(game, *ruleset, true);
      if (plain.outcome != Outcome::kDraw) {
        // Not a draw here: the event's rule changes nothing.
        EXPECT_EQ(armageddon.outcome, plain.outcome);
        EXPECT_FALSE(armageddon.draw_counted_for_black);
        EXPECT_EQ(armageddon.log.size(), plain.log.size());
        continue;
      }
      ++drawn;
      drawn_names += std::string(game.name) + "; ";
      EXPECT_EQ(armageddon.outcome, Outcome::kBlackWins);
      EXPECT_TRUE(armageddon.draw_counted_for_black);
      EXPECT_FALSE(plain.draw_counted_for_black);
      // The draw is ruled as the ruleset rules it, citing its rule...
      EXPECT_EQ(armageddon.reason, plain.reason);
      EXPECT_EQ(armageddon.rule, plain.rule);
      EXPECT_EQ(armageddon.decided_by, plain.decided_by);
      ASSERT_EQ(armageddon.log.size(), plain.log.size() + 1);
      // ...and the next line applies the event's own rule, citing no rulebook.
      ASSERT_TRUE(armageddon.decided_by.has_value());
      const std::size_t drawn_at = *armageddon.decided_by;
      const LogEntry& line = armageddon.log.at(drawn_at + 1);
      EXPECT_EQ(line.what, Happening::kDrawCountsForBlack);
      EXPECT_EQ(line.by, Actor::kBlack);
      EXPECT_EQ(line.rule, kArmageddonRule);
      EXPECT_EQ(line.rule.find(ruleset->cite_prefix), std::string::npos);
      EXPECT_EQ(line.t, plain.log[drawn_at].t);
      EXPECT_EQ(line.event_index, plain.log[drawn_at].event_index);
      EXPECT_EQ(line.text,
                "This event plays Armageddon: a drawn game counts as a win for Black, so Black "
                "wins. That is the event's own rule, not the rulebook's (the event's own rule: "
                "Armageddon).");
      std::vector<LogEntry> without = armageddon.log;
      without.erase(without.begin() + static_cast<std::ptrdiff_t>(drawn_at + 1));
      EXPECT_EQ(without, plain.log);
      // The game is over: nothing more to claim, and the clocks stand.
      EXPECT_TRUE(armageddon.may_white.empty());
      EXPECT_EQ(armageddon.white_ms, plain.white_ms);
      EXPECT_EQ(armageddon.black_ms, plain.black_ms);
    }
    // Agreement, stalemate and a flag without mating material draw under every ruleset.
    EXPECT_GE(drawn, 4) << ruleset->id << ": " << drawn_names;
  }
}

TEST(Armageddon, BothFlagsUnderTheUsRulebooksAndFiftyMovesWhereClaimable) {
  const std::vector<DrawnGame> games = drawn_games();
  const Ruling uscf = rule_drawn(games[2], uscf_2020(), true);
  EXPECT_EQ(uscf.reason, Reason::kBothFlags);
  EXPECT_EQ(uscf.outcome, Outcome::kBlackWins);
  const Ruling fide = rule_drawn(games[4], fide_2023(), true);
  EXPECT_EQ(fide.reason, Reason::kFiftyMoves);
  EXPECT_EQ(fide.outcome, Outcome::kBlackWins);
  EXPECT_TRUE(fide.draw_counted_for_black);
}

TEST(Armageddon, ADecisiveResultStandsAsItIs) {
  // White's flag falls with Black holding a rook: Black wins on time anyway; White resigning
  // or White winning on Black's flag are untouched.
  const nlohmann::json setup = {{"fen", "k7/8/8/8/8/8/7r/K6R w - - 0 60"},
                                {"white_ms", 500},
                                {"black_ms", 5000},
                                {"draw", "black"}};
  for (const Ruleset* ruleset : all_rulesets()) {
    const Ruling flag =
        rule_events(setup, nlohmann::json::array({claim_at(1000, "black", "time")}), *ruleset);
    EXPECT_EQ(flag.outcome, Outcome::kBlackWins) << ruleset->id;
    EXPECT_FALSE(flag.draw_counted_for_black) << ruleset->id;
    const Ruling white_wins = rule_events(
        setup,
        nlohmann::json::array({move_at(100, "white", "a1b1"), event_at(100, "white", "press"),
                               event_at(200, "black", "resign")}),
        *ruleset);
    EXPECT_EQ(white_wins.outcome, Outcome::kWhiteWins) << ruleset->id;
    EXPECT_FALSE(white_wins.draw_counted_for_black) << ruleset->id;
  }
}

TEST(Armageddon, TheScenarioFileKeepsTheEventsRule) {
  const nlohmann::json file = {{"id", "armageddon"},
                               {"title", "Armageddon"},
                               {"category", "setup"},
                               {"setup", {{"draw", "black"}}},
                               {"events", nlohmann::json::array()}};
  const auto parsed = parse_scenario(file.dump());
  ASSERT_TRUE(parsed) << parsed.error().message();
  EXPECT_TRUE(parsed->setup.draw_counts_for_black);
  const auto again = parse_scenario(scenario_to_json(*parsed, 2, {}));
  ASSERT_TRUE(again);
  EXPECT_TRUE(again->setup.draw_counts_for_black);
  nlohmann::json plain = file;
  plain["setup"] = nlohmann::json::object();
  const auto without = parse_scenario(plain.dump());
  EXPECT_FALSE(without->setup.draw_counts_for_black);
  EXPECT_EQ(nlohmann::json::parse(scenario_to_json(*without, 2, {}))["setup"].count("draw"), 0u);
  nlohmann::json white = file;
  white["setup"]["draw"] = "white";
  const auto refused = parse_scenario(white.dump());
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().message(), "setup: \"draw\" can only be \"black\"");
}

}  // namespace
}  // namespace flagfall::rules
