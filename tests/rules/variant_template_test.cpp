// The scenario file's "template" key: read into a VariantTemplate, and refused with the key named
// when it cannot be used.
#include <string>

#include <gtest/gtest.h>

#include "rules/scenario.h"

namespace flagfall::rules {
namespace {

// A king-next-to-king scenario with `tmpl` as its "template" value.
std::string with_template(const std::string& tmpl,
                          const std::string& fen = "8/8/3k4/8/4K3/8/8/r6R w - - 0 40") {
  return R"({"id":"t","title":"t","category":"king-adjacent","setup":{"fen":")" + fen +
         R"("},"events":[{"t":1000,"by":"white","do":"move","uci":"e4e5"},
         {"t":1000,"by":"white","do":"press"},
         {"t":2000,"by":"black","do":"claim","claim":"illegal-move"}],"template":)" +
         tmpl + "}";
}

std::string scenario_problem(const std::string& text) {
  const auto parsed = parse_scenario(text);
  return parsed ? "" : parsed.error().message();
}

TEST(VariantTemplate, IsReadFromTheScenarioFile) {
  const auto parsed = parse_scenario(with_template(
      R"({"holds":"White's king can step next to Black's king","transforms":["shift","swap-colours"],
          "conditions":["king-steps-next-to-king","claimant-material"],"extra_pawns":2})"));
  ASSERT_TRUE(parsed) << parsed.error().message();
  ASSERT_TRUE(parsed->variant_template.has_value());
  const VariantTemplate& t = *parsed->variant_template;
  EXPECT_EQ(t.holds, "White's king can step next to Black's king");
  EXPECT_TRUE(t.allows(VariantTransform::kShift));
  EXPECT_TRUE(t.allows(VariantTransform::kSwapColours));
  EXPECT_FALSE(t.allows(VariantTransform::kMirrorFiles));
  EXPECT_TRUE(t.needs(VariantCondition::kKingStepsNextToKing));
  EXPECT_TRUE(t.needs(VariantCondition::kClaimantMaterial));
  EXPECT_FALSE(t.needs(VariantCondition::kSameMaterial));
  EXPECT_EQ(t.extra_pawns, 2);
  // Without the key there is no template; conditions and extra pawns are optional.
  EXPECT_FALSE(parse_scenario(R"({"id":"x","title":"t","category":"setup","events":[]})")
                   ->variant_template.has_value());
  const auto minimal =
      parse_scenario(with_template(R"({"holds":"h","transforms":["mirror-files"]})"));
  ASSERT_TRUE(minimal) << minimal.error().message();
  EXPECT_TRUE(minimal->variant_template->conditions.empty());
  EXPECT_EQ(minimal->variant_template->extra_pawns, 0);
  EXPECT_EQ(variant_transform_name(VariantTransform::kSwapColours), "swap-colours");
  EXPECT_EQ(variant_condition_name(VariantCondition::kSameMaterial), "same-material");
}

TEST(VariantTemplate, ABadTemplateIsRefusedWithTheKeyNamed) {
  const std::pair<std::string, std::string> cases[] = {
      {R"({"holds":"h","transforms":["shift","mirror-files","spin"]})",
       R"(template.transforms[2]: unknown transform "spin" (expected swap-colours, mirror-files, shift))"},
      {R"({"holds":"h","transforms":["shift"],"conditions":["same-material","kings-apart"]})",
       R"(template.conditions[1]: unknown condition "kings-apart" (expected king-steps-next-to-king, same-material, claimant-material))"},
      {R"({"holds":"h","transforms":["shift",3]})", "template.transforms[1]: must be a string"},
      {R"({"holds":"h","transforms":["shift","shift"]})",
       R"(template.transforms[1]: "shift" is listed twice)"},
      {R"({"holds":"h","transforms":"shift"})",
       "template.transforms: must be an array of transform names"},
      {R"({"holds":"h"})", "template.transforms: missing"},
      {R"({"transforms":["shift"]})", "template.holds: missing (what must hold, in words)"},
      {R"({"holds":"","transforms":["shift"]})",
       "template.holds: must be a text saying what must hold"},
      {R"({"holds":"h","transforms":["shift"],"conditions":{}})",
       "template.conditions: must be an array of condition names"},
      {R"({"holds":"h","transforms":["shift"],"extra_pawns":9})",
       "template.extra_pawns: must be a whole number from 0 to 8"},
      {R"({"holds":"h","transforms":["shift"],"extra_pawns":-1})",
       "template.extra_pawns: must be a whole number from 0 to 8"},
      {R"({"holds":"h","transforms":["shift"],"extra_pawns":"2"})",
       "template.extra_pawns: must be a whole number from 0 to 8"},
      {R"({"holds":"h","transforms":["shift"],"extra_pawns":1.5})",
       "template.extra_pawns: must be a whole number from 0 to 8"},
      {R"({"holds":"h","transforms":["shift"],"swap":true})",
       R"(template: unknown key "swap" (expected holds, transforms, conditions, extra_pawns))"},
      {R"(["shift"])", "template: must be an object"},
      {R"({"holds":"h","transforms":["shift"],"conditions":["same-material"],"extra_pawns":2})",
       R"(template.extra_pawns: no pawn can be added while "same-material" holds)"},
      {R"({"holds":"h","transforms":[]})",
       "template.transforms: empty, and no extra pawns: no fresh position can be made"},
  };
  for (const auto& [tmpl, problem] : cases) {
    SCOPED_TRACE(tmpl);
    EXPECT_EQ(scenario_problem(with_template(tmpl)), problem);
  }
  // Extra pawns alone make fresh positions.
  EXPECT_EQ(scenario_problem(with_template(R"({"holds":"h","transforms":[],"extra_pawns":1})")),
            "");
}

TEST(VariantTemplate, ATemplateThatCouldNeverMakeAVariantIsRefused) {
  // Castling rights do not survive a transform.
  EXPECT_EQ(scenario_problem(with_template(R"({"holds":"h","transforms":["mirror-files"]})",
                                           "r3k3/8/8/8/8/8/8/R3K3 w Qq - 0 1")),
            "template: the set-up keeps castling rights, which no fresh position can keep");
  // The king condition needs a king move.
  EXPECT_EQ(scenario_problem(R"({"id":"t","title":"t","category":"flag-fall",
      "setup":{"fen":"4k3/8/8/8/8/8/8/R3K3 b - - 0 50"},
      "events":[{"t":500,"by":"black","do":"move","uci":"e8d8"},{"t":500,"by":"black","do":"press"},
                {"t":900,"by":"white","do":"move","uci":"a1a8"}],
      "template":{"holds":"h","transforms":["shift"],"conditions":["king-steps-next-to-king"]}})"),
            "");
  EXPECT_EQ(scenario_problem(R"({"id":"t","title":"t","category":"flag-fall",
      "setup":{"fen":"4k3/8/8/8/8/8/8/R3K3 b - - 0 50"},
      "events":[{"t":2000,"by":"white","do":"claim","claim":"time"}],
      "template":{"holds":"h","transforms":["shift"],"conditions":["king-steps-next-to-king"]}})"),
            "template.conditions: \"king-steps-next-to-king\" needs a king move among the events");
}

}  // namespace
}  // namespace flagfall::rules
