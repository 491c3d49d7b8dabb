// Fuzzes the scenario parser and, for every scenario it accepts, the replay under every ruleset
// and, when it carries a variant template, a few fresh positions made from it. The same input is
// also read as a shared file (one case or a class set) and as a link's fragment ("#case=...",
// "#set=..."): what is accepted must make the round trip through a link and a file unchanged.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "cpu_budget.h"
#include "rules/arbiter.h"
#include "rules/ruling_json.h"
#include "rules/scenario.h"
#include "rules/scenario_writer.h"
#include "trainer/share.h"
#include "trainer/variants.h"

namespace {

using flagfall::trainer::Shared;

void require(bool condition) {
  if (!condition) __builtin_trap();
}

// What was shared comes back the same through a link (when it fits one) and a file.
void same_again(const Shared& shared) {
  const flagfall::trainer::Bank& bank = flagfall::trainer::Bank::builtin();
  const auto check = [&](const Shared& again) {
    require(again.one.has_value() == shared.one.has_value());
    if (shared.one) {
      require(flagfall::rules::scenario_to_json(*again.one) ==
              flagfall::rules::scenario_to_json(*shared.one));
    } else {
      require(flagfall::trainer::class_set_to_json(*again.set) ==
              flagfall::trainer::class_set_to_json(*shared.set));
    }
  };
  const auto link = shared.one ? flagfall::trainer::case_link(*shared.one)
                               : flagfall::trainer::set_link(*shared.set);
  if (link) {
    const auto opened = flagfall::trainer::open_link(link->fragment, bank);
    require(opened.ok());
    check(*opened);
  }
  const auto file = shared.one ? flagfall::trainer::case_file(*shared.one)
                               : flagfall::trainer::set_file(*shared.set);
  if (file) {
    const auto opened = flagfall::trainer::open_file(file->text, bank);
    require(opened.ok());
    check(*opened);
  }
}

void shared_forms(std::string_view text) {
  const flagfall::trainer::Bank& bank = flagfall::trainer::Bank::builtin();
  for (const auto& shared :
       {flagfall::trainer::open_file(text, bank), flagfall::trainer::open_link(text, bank)}) {
    if (shared) {
      same_again(*shared);
    } else {
      require(!shared.error().empty());
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const flagfall::fuzz::CpuBudget budget;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  shared_forms(text);
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
