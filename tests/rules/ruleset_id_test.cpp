// Core code names a ruleset by its typed id; the id text is read and written through one table.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "rules/ruleset.h"

namespace flagfall::rules {
namespace {

TEST(RulesetId, EveryRulesetsIdRoundTripsThroughItsText) {
  std::set<RulesetId> keys;
  for (const Ruleset* r : all_rulesets()) {
    EXPECT_EQ(r->id, ruleset_id_name(r->key));
    RulesetId back = r->key == RulesetId::kFide2023 ? RulesetId::kUscf2020 : RulesetId::kFide2023;
    ASSERT_TRUE(parse_ruleset_id(r->id, back)) << r->id;
    EXPECT_EQ(back, r->key) << r->id;
    EXPECT_EQ(&ruleset_of(r->key), r) << r->id;
    EXPECT_EQ(find_ruleset(r->id), r) << r->id;
    keys.insert(r->key);
  }
  EXPECT_EQ(keys.size(), all_rulesets().size());
  EXPECT_EQ(ruleset_id_name(RulesetId::kUscfSummaryVariation), "uscf-summary-variation");
  EXPECT_EQ(ruleset_of(kDefaultRuleset).id, "uscf-2020");
}

TEST(RulesetId, UnknownTextNamesNoRuleset) {
  RulesetId id = RulesetId::kSacramento2005;
  for (const std::string text : {"", "FIDE-2023", "fide", "uscf-2020 ", "uscf-summary-"}) {
    EXPECT_FALSE(parse_ruleset_id(text, id)) << text;
    EXPECT_EQ(find_ruleset(text), nullptr) << text;
  }
  EXPECT_EQ(id, RulesetId::kSacramento2005);
}

}  // namespace
}  // namespace flagfall::rules
