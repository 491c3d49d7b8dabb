#include "rules/ruleset.h"
#include "rules/ruleset_uscf_common.h"

namespace flagfall::rules {

using words::Msg;

const Ruleset& uscf_2020() {
  static const Ruleset ruleset = [] {
    Ruleset r = uscf_chapter11_common();
    r.key = RulesetId::kUscf2020;
    r.id = ruleset_id_name(r.key);
    r.short_name = "USCF 2020";
    r.name = Msg::kRulesetUscf2020Name;
    r.source = Msg::kRulesetUscf2020Source;
    r.time_control_limits.min_base_ms = 60'000;
    r.draw_claims.repetition = true;
    r.draw_claims.fifty_moves = true;
    r.witness_saves_late_stop = true;
    r.rules.insert(r.rules.begin(), {Topic::kBlitzDefinition, "intro", Msg::kRuleUscf2020Intro,
                                     RuleUse::kDefinition});
    r.rules.push_back({Topic::kTimeClaim, "7c", Msg::kRuleUscf20207c});
    r.rules.push_back({Topic::kDrawClaimsCarryOver, "8", Msg::kRuleUscf20208});
    return r;
  }();
  return ruleset;
}

}  // namespace flagfall::rules
