// Fuzzes the scenario parser and, for every scenario it accepts, the replay under every ruleset.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "rules/arbiter.h"
#include "rules/ruling_json.h"
#include "rules/scenario.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto scenario = flagfall::rules::parse_scenario(text);
  if (!scenario) {
    (void)scenario.error().message();
    return 0;
  }
  if (scenario->events.size() > 200) return 0;  // keep each run short
  for (const flagfall::rules::Ruleset* ruleset : flagfall::rules::all_rulesets()) {
    const auto ruling = flagfall::rules::adjudicate(*scenario, *ruleset);
    (void)flagfall::rules::ruling_to_json(ruling);
  }
  return 0;
}
