#include "words/plural.h"

#include <gtest/gtest.h>

namespace flagfall::words {
namespace {

using C = PluralCategory;

TEST(Plural, EnglishHasOneAndOther) {
  const PluralRule english = *plural_rule_for("en");
  EXPECT_EQ(plural_form_count(english), 2);
  const std::pair<std::int64_t, C> expected[] = {
      {0, C::kOther},  {1, C::kOne},         {2, C::kOther},      {5, C::kOther},
      {21, C::kOther}, {1000000, C::kOther}, {2000000, C::kOther}};
  for (const auto& [count, category] : expected) {
    EXPECT_EQ(plural_category(english, count), category) << count;
  }
  EXPECT_EQ(plural_form(english, 1), 0);
  EXPECT_EQ(plural_form(english, 0), 1);
  EXPECT_EQ(plural_form(english, 1000000), 1);
}

TEST(Plural, SpanishHasOneManyAndOther) {
  const PluralRule spanish = *plural_rule_for("es");
  EXPECT_EQ(plural_form_count(spanish), 3);
  const std::pair<std::int64_t, C> expected[] = {
      {0, C::kOther},    {1, C::kOne},        {2, C::kOther},      {5, C::kOther},
      {21, C::kOther},   {1000000, C::kMany}, {2000000, C::kMany}, {1000001, C::kOther},
      {1000, C::kOther}, {100000, C::kOther}, {1500000, C::kOther}};
  for (const auto& [count, category] : expected) {
    EXPECT_EQ(plural_category(spanish, count), category) << count;
  }
  EXPECT_EQ(plural_form(spanish, 1), 0);
  EXPECT_EQ(plural_form(spanish, 2000000), 1);
  EXPECT_EQ(plural_form(spanish, 21), 2);
}

TEST(Plural, ANegativeCountIsTakenAsItsSize) {
  const PluralRule spanish = *plural_rule_for("es");
  EXPECT_EQ(plural_category(spanish, -1), C::kOne);
  EXPECT_EQ(plural_category(spanish, -3000000), C::kMany);
  EXPECT_EQ(plural_category(spanish, INT64_MIN), C::kOther);
}

TEST(Plural, AnUnknownLanguageHasNoRule) {
  EXPECT_FALSE(plural_rule_for("xx").has_value());
  EXPECT_FALSE(plural_rule_for("").has_value());
}

}  // namespace
}  // namespace flagfall::words
