#include "rules/ruleset.h"
#include "rules/ruleset_uscf_common.h"

namespace flagfall::rules {

const Ruleset& uscf_earlier() {
  static const Ruleset ruleset = [] {
    Ruleset r = uscf_chapter11_common();
    r.key = RulesetId::kUscfEarlier;
    r.id = ruleset_id_name(r.key);
    r.short_name = "USCF earlier";
    r.name = "US Chess Chapter 11 (Blitz), earlier wording";
    r.source =
        "US Chess Blitz Rules, earlier wording of Chapter 11 (no 7c witness exception, "
        "no carry-over of regular draw claims in rule 8)";
    r.rules.push_back({Topic::kTimeClaim, "7c",
                       "A player wins when the opponent's flag falls first, if he stops the clock "
                       "before his own flag falls and has mating material."});
    r.rules.push_back({Topic::kDrawClaimsCarryOver, "8",
                       "Rule 8 lists every way a blitz game is drawn; claims by repetition or "
                       "fifty moves are not among them (so 7c's proviso never takes mating "
                       "material away)."});
    return r;
  }();
  return ruleset;
}

}  // namespace flagfall::rules
