#include <gtest/gtest.h>

#include "rules/ruleset.h"

TEST(Rulesets, SevenInFixedOrder) {
  ASSERT_EQ(flagfall::rules::all_rulesets().size(), 7u);
}
