#include "rules/ruleset.h"
#include "rules/ruleset_uscf_common.h"

namespace flagfall::rules {

using words::Msg;

const Ruleset& uscf_earlier() {
  static const Ruleset ruleset = [] {
    Ruleset r = uscf_chapter11_common();
    r.key = RulesetId::kUscfEarlier;
    r.id = ruleset_id_name(r.key);
    r.short_name = "USCF earlier";
    r.name = Msg::kRulesetUscfEarlierName;
    r.source = Msg::kRulesetUscfEarlierSource;
    r.rules.push_back({Topic::kTimeClaim, "7c", Msg::kRuleUscfEarlier7c});
    r.rules.push_back({Topic::kDrawClaimsCarryOver, "8", Msg::kRuleUscfEarlier8});
    return r;
  }();
  return ruleset;
}

}  // namespace flagfall::rules
