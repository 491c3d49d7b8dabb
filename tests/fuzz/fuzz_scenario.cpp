// Fuzzes the scenario parser and, for every scenario it accepts, the replay under every ruleset
// and, when it carries a variant template, a few fresh positions made from it.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "rules/arbiter.h"
#include "rules/ruling_json.h"
#include "rules/scenario.h"
#include "trainer/variants.h"

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
  if (scenario->variant_template) {
    // An empty intent keeps every variant the template allows: the transforms, the extra pawns
    // and the conditions run on whatever the file holds, without the arbiter's cost.
    flagfall::trainer::Rng rng(size);
    for (int attempt = 0; attempt < 4; ++attempt) {
      flagfall::trainer::Transform t;
      const auto variant = flagfall::trainer::generate_variant(
          *scenario, *scenario->variant_template, flagfall::trainer::VariantIntent{}, rng, &t);
      if (variant) (void)flagfall::trainer::transform_text(scenario->question, t);
    }
  }
  return 0;
}
