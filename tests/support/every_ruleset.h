#pragma once
// For tests run once per ruleset: the ids of every ruleset the product has (so a new ruleset is
// tested without editing the tests), and test names GoogleTest accepts ("uscf_2020").
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rules/ruleset.h"

namespace flagfall::testing_support {

inline std::vector<std::string> every_ruleset_id() {
  std::vector<std::string> ids;
  for (const rules::Ruleset* r : rules::all_rulesets()) ids.emplace_back(r->id);
  return ids;
}

inline std::string ruleset_test_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string name = info.param;
  for (char& c : name) {
    if (c == '-') c = '_';
  }
  return name;
}

}  // namespace flagfall::testing_support
