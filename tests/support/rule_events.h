#pragma once
// Rules a small scenario given as its set-up and events (JSON, the scenario format) under one
// ruleset, for tests that check one rule at a time.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "rules/arbiter.h"

namespace flagfall::testing_support {

inline rules::Ruling rule_events(const nlohmann::json& setup, const nlohmann::json& events,
                                 const rules::Ruleset& ruleset) {
  const nlohmann::json scenario = {{"id", "test"},
                                   {"title", "test"},
                                   {"category", "flag-fall"},
                                   {"setup", setup},
                                   {"events", events}};
  const auto parsed = rules::parse_scenario(scenario.dump());
  if (!parsed) {
    ADD_FAILURE() << parsed.error().message();
    return rules::Ruling{};
  }
  return rules::adjudicate(*parsed, ruleset);
}

// The kind of the deciding line of `ruling`, or of its last line when nothing decided yet.
inline rules::Happening deciding_kind(const rules::Ruling& ruling) {
  if (ruling.decided_by) return ruling.log.at(*ruling.decided_by).what;
  return ruling.log.empty() ? rules::Happening::kSetUp : ruling.log.back().what;
}

}  // namespace flagfall::testing_support
