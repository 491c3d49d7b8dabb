#include "rules/ruleset.h"
#include "rules/ruleset_uscf_common.h"

namespace flagfall::rules {

const Ruleset& uscf_2020() {
  static const Ruleset ruleset = [] {
    Ruleset r = uscf_chapter11_common();
    r.key = RulesetId::kUscf2020;
    r.id = ruleset_id_name(r.key);
    r.short_name = "USCF 2020";
    r.name = "US Chess Chapter 11 (Blitz), 7th edition, 2020 update";
    r.source = "US Chess Official Rules of Chess, 7th ed., Chapter 11, January 2020";
    r.time_control_limits.min_base_ms = 60'000;
    r.draw_claims.repetition = true;
    r.draw_claims.fifty_moves = true;
    r.witness_saves_late_stop = true;
    r.rules.insert(
        r.rules.begin(),
        {Topic::kBlitzDefinition, "intro",
         "Blitz is one sudden-death control of 1 to 10 minutes per player.", RuleUse::kDefinition});
    r.rules.push_back({Topic::kTimeClaim, "7c",
                       "A player who correctly points out that the opponent's flag fell first wins "
                       "if he has mating material; the claim is void if the claimant's own flag "
                       "also falls before he stops the clock, unless a director or independent "
                       "witness saw the first flag."});
    r.rules.push_back({Topic::kDrawClaimsCarryOver, "8",
                       "Draw claims of the regular rules (repetition, fifty moves) also apply in "
                       "blitz, made as there by the player having the move, except where this "
                       "chapter says otherwise."});
    return r;
  }();
  return ruleset;
}

}  // namespace flagfall::rules
