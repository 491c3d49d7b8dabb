// One test per rule number the ruleset data cites: each rule is either exercised by a ruling that
// cites it (the scenario bank and the small scenarios below, replayed under every ruleset) or,
// for rules that set data rather than rule on an event, checked against that data.
#include <filesystem>
#include <set>

#include <gtest/gtest.h>

#include "../support/source_root.h"
#include "chess/fen.h"
#include "clock/notation.h"
#include "rules/arbiter.h"
#include "rules/scenario_file.h"
#include "words/words.h"

namespace flagfall::rules {
namespace {

// A namespace-scope string, not a literal concatenated in place: GCC 12 at -O1 warns
// (-Warray-bounds, a false positive) when it folds a long source path into a temporary.
using testing_support::kRoot;

const char* const kSmallScenarios[] = {
    // Pawnless, so that FIDE 5.1.2's dead-position test answers from the material alone.
    R"({"id":"resign","title":"t","category":"penalties",
        "setup":{"fen":"4k3/8/8/8/8/8/8/R3K3 w - - 0 40"},
        "events":[{"t":1000,"by":"white","do":"resign"}]})",
    R"({"id":"dispute","title":"t","category":"penalties","events":[
        {"t":1000,"by":"white","do":"pause","reason":"dispute"},
        {"t":2000,"by":"white","do":"resume"}]})",
    R"({"id":"stop-without-claim","title":"t","category":"penalties","events":[
        {"t":1000,"by":"black","do":"pause","reason":"no-claim"},
        {"t":2000,"by":"black","do":"resume"}]})",
    R"({"id":"touch-move","title":"t","category":"penalties","events":[
        {"t":500,"by":"white","do":"touch","square":"g1"},
        {"t":1000,"by":"white","do":"move","uci":"e2e4"},{"t":1000,"by":"white","do":"press"},
        {"t":1500,"by":"black","do":"press"}]})",
    R"({"id":"penalties","title":"t","category":"penalties","events":[
        {"t":100,"by":"td","do":"penalty","against":"white","offence":"banging"},
        {"t":200,"by":"td","do":"penalty","against":"white","offence":"touch-move"},
        {"t":300,"by":"td","do":"penalty","against":"white","offence":"other"},
        {"t":400,"by":"td","do":"penalty","against":"white","offence":"knocked-clock"},
        {"t":500,"by":"td","do":"penalty","against":"white","offence":"displaced-pieces"},
        {"t":600,"by":"td","do":"penalty","against":"white","offence":"two-hands"}]})",
    R"({"id":"rook-pawn","title":"t","category":"draw-claims",
        "setup":{"fen":"8/8/k7/P7/8/8/8/7K b - - 0 60"},
        "events":[{"t":100,"by":"black","do":"claim","claim":"insufficient-losing-chances"}]})",
    R"({"id":"rook-and-rook-pawn","title":"t","category":"draw-claims",
        "setup":{"fen":"8/8/k7/P7/8/8/1r6/6RK b - - 0 60"},
        "events":[{"t":100,"by":"black","do":"claim","claim":"insufficient-losing-chances"}]})",
    // FIDE 5.2.2: the bishop takes the last knight, a dead position.
    R"({"id":"dead-position","title":"t","category":"mating-material",
        "setup":{"fen":"7k/1n6/8/8/8/8/6B1/K7 w - - 0 50"},
        "events":[{"t":1000,"by":"white","do":"move","uci":"g2b7"}]})",
    R"({"id":"bad-draw-claim","title":"t","category":"draw-claims","events":[
        {"t":100,"by":"white","do":"claim","claim":"repetition"}]})",
    // FIDE 9.1.2.1: a touch rejects the standing offer.
    R"({"id":"offer-rejected-by-touch","title":"t","category":"draw-claims","events":[
        {"t":1,"by":"white","do":"move","uci":"e2e4"},{"t":1,"by":"white","do":"offer-draw"},
        {"t":1,"by":"white","do":"press"},{"t":2,"by":"black","do":"touch","square":"g8"}]})",
    R"({"id":"fivefold","title":"t","category":"draw-claims","events":[
        {"t":1,"by":"white","do":"move","uci":"g1f3"},{"t":1,"by":"white","do":"press"},
        {"t":2,"by":"black","do":"move","uci":"g8f6"},{"t":2,"by":"black","do":"press"},
        {"t":3,"by":"white","do":"move","uci":"f3g1"},{"t":3,"by":"white","do":"press"},
        {"t":4,"by":"black","do":"move","uci":"f6g8"},{"t":4,"by":"black","do":"press"},
        {"t":5,"by":"white","do":"move","uci":"g1f3"},{"t":5,"by":"white","do":"press"},
        {"t":6,"by":"black","do":"move","uci":"g8f6"},{"t":6,"by":"black","do":"press"},
        {"t":7,"by":"white","do":"move","uci":"f3g1"},{"t":7,"by":"white","do":"press"},
        {"t":8,"by":"black","do":"move","uci":"f6g8"},{"t":8,"by":"black","do":"press"},
        {"t":9,"by":"white","do":"move","uci":"g1f3"},{"t":9,"by":"white","do":"press"},
        {"t":10,"by":"black","do":"move","uci":"g8f6"},{"t":10,"by":"black","do":"press"},
        {"t":11,"by":"white","do":"move","uci":"f3g1"},{"t":11,"by":"white","do":"press"},
        {"t":12,"by":"black","do":"move","uci":"f6g8"},{"t":12,"by":"black","do":"press"},
        {"t":13,"by":"white","do":"move","uci":"g1f3"},{"t":13,"by":"white","do":"press"},
        {"t":14,"by":"black","do":"move","uci":"g8f6"},{"t":14,"by":"black","do":"press"},
        {"t":15,"by":"white","do":"move","uci":"f3g1"},{"t":15,"by":"white","do":"press"},
        {"t":16,"by":"black","do":"move","uci":"f6g8"},{"t":16,"by":"black","do":"press"}]})",
};

// Every citation ("USCF 11-7d") that some ruling gives, across the bank and the small scenarios.
const std::set<std::string>& cited_by_rulings() {
  static const std::set<std::string> cited = [] {
    std::vector<Scenario> scenarios;
    for (const auto& entry : std::filesystem::directory_iterator(kRoot + "/assets/scenarios")) {
      auto s = load_scenario_file(entry.path().string());
      if (s) scenarios.push_back(*s);
    }
    for (const char* text : kSmallScenarios) {
      auto s = parse_scenario(text);
      if (s) scenarios.push_back(*s);
    }
    std::set<std::string> out;
    for (const Scenario& s : scenarios) {
      for (const Ruleset* r : all_rulesets()) {
        const Ruling ruling = adjudicate(s, *r);
        if (!ruling.rule.empty()) out.insert(r->cite_number(ruling.rule));
        for (const LogEntry& e : ruling.log) {
          if (!e.rule.empty()) out.insert(e.rule);
          if (!e.also.empty()) out.insert(e.also);
        }
      }
    }
    return out;
  }();
  return cited;
}

// Rules that set data rather than rule on events, checked against that data.
bool data_rule_holds(const Ruleset& r, const Rule& rule) {
  switch (rule.topic) {
    case Topic::kStandardTimeControl: {
      const auto control = clock::parse_time_control(r.standard_time_control);
      Scenario s = *parse_scenario(R"({"id":"x","title":"t","category":"setup","events":[]})");
      const Ruling ruling = adjudicate(s, r);
      return control && ruling.white_ms == control->periods[0].time;
    }
    case Topic::kBlitzDefinition:
    case Topic::kAllowedTimeControls:
      return r.time_control_limits.max_total_ms >= r.time_control_limits.min_base_ms &&
             r.time_control_limits.max_base_ms <= 600'000;
    case Topic::kFlagBehaviour:
      return r.flag_keeps_running;
    case Topic::kMatingMaterial: {
      const auto knights = chess::parse_fen("4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1");
      const bool counts = Arbiter::mate_answer(*knights.position, chess::Color::White,
                                               r.mating_material) == chess::Answer::Yes;
      return counts == (r.mating_material == chess::MatingMaterialRule::UscfPieceCount ||
                        r.mating_material == chess::MatingMaterialRule::FideDeadPosition);
    }
    case Topic::kSwappedKingQueenCastling: {
      Scenario s = *parse_scenario(R"({"id":"x","title":"t","category":"setup",
          "setup":{"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R2KQ2R w KQkq - 0 12"},
          "events":[{"t":1,"by":"white","do":"move","uci":"d1b1"},{"t":1,"by":"white","do":"press"},
                    {"t":2,"by":"black","do":"claim","claim":"illegal-move"}]})");
      const bool denied = adjudicate(s, r).reason == Reason::kClaimDenied;
      return denied == (r.swapped_setup_castling == SwappedSetupCastling::kMirrored);
    }
    case Topic::kStandardPenalty:
    case Topic::kDiscretionaryPenalties:
      return r.ladder(Offence::kOther) != nullptr;
    case Topic::kGapsFilledByOfficialRules:
    case Topic::kDrawClaimsCarryOver:
      return true;  // shape the policy values (draw claims, ladders), checked by the bank
    case Topic::kDeniedDrawClaim:
      return r.draw_claims.denied_losing_chances != DeniedClaimCost::kNothing ||
             r.draw_claims.denied_repetition_or_fifty != DeniedClaimCost::kNothing;
    case Topic::kInsufficientLosingChances:
      return r.draw_claims.insufficient_losing_chances ==
             (r.draw_claims.losing_chances_conditions != LosingChancesConditions::kNone);
    case Topic::kOneHand:
      return r.ladder(Offence::kTwoHands) != nullptr;
    case Topic::kLegalMoveCompletion:
    case Topic::kRestartOpponentClock:
    case Topic::kKnockedClock:
    case Topic::kBanging:
    case Topic::kDisplacedPieces:
    case Topic::kTouchMove:
      return r.ladder(Offence::kKnockedClock) != nullptr;
    default:
      return false;
  }
}

struct RuleCase {
  const Ruleset* ruleset;
  const Rule* rule;
};

std::vector<RuleCase> every_rule() {
  std::vector<RuleCase> out;
  for (const Ruleset* r : all_rulesets()) {
    std::set<std::string_view> seen;
    for (const Rule& rule : r->rules) {
      if (seen.insert(rule.number).second) out.push_back({r, &rule});
    }
  }
  return out;
}

class EveryCitedRule : public testing::TestWithParam<RuleCase> {};

TEST_P(EveryCitedRule, IsExercisedByARulingOrItsData) {
  const Ruleset& r = *GetParam().ruleset;
  const std::string number(GetParam().rule->number);
  bool exercised = cited_by_rulings().count(r.cite_number(number)) > 0;
  for (const Rule& rule : r.rules) {
    if (rule.number == number && !exercised) exercised = data_rule_holds(r, rule);
  }
  EXPECT_TRUE(exercised) << r.cite_number(number);
}

INSTANTIATE_TEST_SUITE_P(Rulebooks, EveryCitedRule, testing::ValuesIn(every_rule()),
                         [](const testing::TestParamInfo<RuleCase>& info) {
                           std::string name = std::string(info.param.ruleset->id) + "_" +
                                              std::string(info.param.rule->number);
                           for (char& c : name) {
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           }
                           return name;
                         });

// Each ruleset has one short name, used by the clock, the trainer and the docs alike.
TEST(Rulesets, EachHasOneShortName) {
  std::set<std::string_view> names;
  for (const Ruleset* r : all_rulesets()) {
    EXPECT_FALSE(r->short_name.empty()) << r->id;
    EXPECT_LE(r->short_name.size(), 17u) << r->id;
    EXPECT_TRUE(names.insert(r->short_name).second) << r->short_name;
  }
}

TEST(Rulesets, EveryRuleHasANumberAndAParaphrase) {
  for (const Ruleset* r : all_rulesets()) {
    EXPECT_FALSE(r->rules.empty());
    for (const Rule& rule : r->rules) {
      EXPECT_FALSE(rule.number.empty()) << r->id;
      EXPECT_GT(words::text(rule.says).size(), 10u) << r->id << " " << rule.number;
    }
  }
}

}  // namespace
}  // namespace flagfall::rules
