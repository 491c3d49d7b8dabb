#pragma once
// Checks that hold for every screen's table of intents and ids (session/intent_table.h).
#include <set>
#include <string>
#include <variant>
#include <vector>

#include <gtest/gtest.h>

#include "session/intent_table.h"

namespace flagfall::testing_support {

// Every row's intent has an id that reads back as the same intent, every alternative of the
// screen's variant has a row, and no two rows give the same id.
template <class Intent>
void expect_every_intent_round_trips(const session::IntentTable<Intent>& table) {
  std::set<std::size_t> alternatives;
  std::set<std::string> ids;
  for (const auto& row : table.rows()) {
    const std::string id = table.id(row.sample);
    ASSERT_FALSE(id.empty()) << "a row whose intent has no id";
    EXPECT_TRUE(ids.insert(id).second) << id << " is given by two rows";
    const std::optional<Intent> back = table.parse(id);
    ASSERT_TRUE(back) << id;
    EXPECT_EQ(back->index(), row.sample.index()) << id;
    EXPECT_EQ(table.id(*back), id);
    alternatives.insert(row.sample.index());
  }
  for (std::size_t i = 0; i < std::variant_size_v<Intent>; ++i)
    EXPECT_TRUE(alternatives.count(i) != 0) << "alternative " << i << " has no id";
}

// Each id the page uses (its tap targets, its mirror's buttons, the browser tests') is an intent
// whose id is the same text again.
template <class Intent>
void expect_ids_parse(const session::IntentTable<Intent>& table,
                      const std::vector<std::string>& ids) {
  for (const std::string& id : ids) {
    const std::optional<Intent> intent = table.parse(id);
    ASSERT_TRUE(intent) << id;
    EXPECT_EQ(table.id(*intent), id);
  }
}

}  // namespace flagfall::testing_support
