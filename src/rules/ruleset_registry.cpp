#include <algorithm>
#include <array>
#include <string>

#include "rules/ruleset.h"

namespace flagfall::rules {
namespace {

constexpr std::array<std::pair<Offence, std::string_view>, 6> kOffenceNames = {{
    {Offence::kTwoHands, "two-hands"},
    {Offence::kKnockedClock, "knocked-clock"},
    {Offence::kDisplacedPieces, "displaced-pieces"},
    {Offence::kTouchMove, "touch-move"},
    {Offence::kBanging, "banging"},
    {Offence::kOther, "other"},
}};

// The offences that have a topic of their own (kOther is the standard penalty's).
constexpr std::array<std::pair<Offence, Topic>, 5> kOffenceTopics = {{
    {Offence::kTwoHands, Topic::kOneHand},
    {Offence::kKnockedClock, Topic::kKnockedClock},
    {Offence::kDisplacedPieces, Topic::kDisplacedPieces},
    {Offence::kTouchMove, Topic::kTouchMove},
    {Offence::kBanging, Topic::kBanging},
}};

constexpr std::array<std::pair<RulesetId, std::string_view>, 7> kRulesetIds = {{
    {RulesetId::kUscf2020, "uscf-2020"},
    {RulesetId::kUscfEarlier, "uscf-earlier"},
    {RulesetId::kUscfSummary, "uscf-summary"},
    {RulesetId::kUscfSummaryVariation, "uscf-summary-variation"},
    {RulesetId::kScholastic2018, "scholastic-2018"},
    {RulesetId::kSacramento2005, "sacramento-2005"},
    {RulesetId::kFide2023, "fide-2023"},
}};

}  // namespace

std::string_view ruleset_id_name(RulesetId id) {
  for (const auto& [key, name] : kRulesetIds) {
    if (key == id) return name;
  }
  return "";
}

bool parse_ruleset_id(std::string_view text, RulesetId& id) {
  for (const auto& [key, name] : kRulesetIds) {
    if (name == text) {
      id = key;
      return true;
    }
  }
  return false;
}

const Rule* Ruleset::rule(Topic topic) const {
  for (const Rule& r : rules) {
    if (r.topic == topic) return &r;
  }
  return nullptr;
}

std::string Ruleset::cite(Topic topic) const {
  const Rule* r = rule(topic);
  return r == nullptr ? std::string() : cite_number(r->number);
}

std::string Ruleset::cite_number(std::string_view number) const {
  return std::string(cite_prefix) + std::string(number);
}

const PenaltyLadder* Ruleset::ladder(Offence offence) const {
  for (const PenaltyLadder& l : penalties) {
    if (l.offence == offence) return &l;
  }
  return nullptr;
}

std::optional<PenaltyStep> PenaltyLadder::step(int nth) const {
  if (steps.empty() || nth < 1) return std::nullopt;
  return steps[std::min(static_cast<std::size_t>(nth), steps.size()) - 1];
}

Topic offence_topic(Offence offence) {
  for (const auto& [o, topic] : kOffenceTopics) {
    if (o == offence) return topic;
  }
  return Topic::kStandardPenalty;
}

std::optional<Offence> topic_offence(Topic topic) {
  for (const auto& [offence, t] : kOffenceTopics) {
    if (t == topic) return offence;
  }
  return std::nullopt;
}

const std::vector<const Ruleset*>& all_rulesets() {
  static const std::vector<const Ruleset*> rulesets = {
      &uscf_2020(),       &uscf_earlier(),    &uscf_summary(), &uscf_summary_variation(),
      &scholastic_2018(), &sacramento_2005(), &fide_2023(),
  };
  return rulesets;
}

const Ruleset* find_ruleset(std::string_view id) {
  RulesetId key = kDefaultRuleset;
  return parse_ruleset_id(id, key) ? &ruleset_of(key) : nullptr;
}

const Ruleset& ruleset_of(RulesetId id) {
  for (const Ruleset* r : all_rulesets()) {
    if (r->key == id) return *r;
  }
  return *all_rulesets().front();
}

std::string_view offence_name(Offence offence) {
  for (const auto& [o, name] : kOffenceNames) {
    if (o == offence) return name;
  }
  return "other";
}

bool parse_offence(std::string_view text, Offence& offence) {
  for (const auto& [o, name] : kOffenceNames) {
    if (name == text) {
      offence = o;
      return true;
    }
  }
  return false;
}

}  // namespace flagfall::rules
