#include "rules/rule_audit.h"
#include "words/words.h"

namespace flagfall::rules {
namespace {

// A table cell: no line breaks or pipes.
std::string cell(std::string_view text) {
  std::string out;
  for (const char c : text) out += c == '|' ? '/' : c == '\n' ? ' ' : c;
  return out;
}

// What the ruleset states under one number, its paraphrases joined.
std::string says(const Ruleset& ruleset, std::string_view number) {
  std::string out;
  for (const Rule& rule : ruleset.rules) {
    if (rule.number != number) continue;
    if (!out.empty()) out += " / ";
    out += words::text(rule.says);
  }
  return cell(out);
}

// The scenarios citing a rule: all of them when few, else the first few and how many more.
std::string cited_by(const CoveredRule& rule) {
  constexpr std::size_t kShown = 4;
  if (rule.scenarios.empty()) return rule.use == RuleUse::kRuling ? "**none**" : "-";
  std::string out = std::to_string(rule.scenarios.size()) + ": ";
  for (std::size_t i = 0; i < rule.scenarios.size() && i < kShown; ++i) {
    out += (i ? ", `" : "`") + rule.scenarios[i] + "`";
  }
  if (rule.scenarios.size() > kShown) {
    out += " and " + std::to_string(rule.scenarios.size() - kShown) + " more";
  }
  return out;
}

}  // namespace

std::string audit_markdown(const std::vector<RulesetCoverage>& coverage, std::size_t scenarios) {
  std::string out = std::string(kAuditBegin) + "\n\n";
  out += "Coverage of the bank (" + std::to_string(scenarios) +
         " scenarios), each scenario ruled under the rulesets it is meant for:\n\n";
  out += "| ruleset | rules stated | ruling rules | cited by the bank | coverage |\n";
  out += "|---|---|---|---|---|\n";
  int stated = 0;
  int ruling = 0;
  int cited = 0;
  for (const RulesetCoverage& c : coverage) {
    const int n = static_cast<int>(c.rules.size());
    out += "| `" + std::string(c.ruleset->id) + "` | " + std::to_string(n) + " | " +
           std::to_string(c.ruling_rules()) + " | " + std::to_string(c.cited()) + " | " +
           percentage(c.cited(), c.ruling_rules()) + " |\n";
    stated += n;
    ruling += c.ruling_rules();
    cited += c.cited();
  }
  out += "| total | " + std::to_string(stated) + " | " + std::to_string(ruling) + " | " +
         std::to_string(cited) + " | " + percentage(cited, ruling) + " |\n";
  for (const RulesetCoverage& c : coverage) {
    const Ruleset& r = *c.ruleset;
    out += "\n### `" + std::string(r.id) + "`: " + std::string(words::text(r.name)) + "\n\n";
    out +=
        "| rule | use | what the ruleset states (the product's words) | bank scenarios citing it "
        "|\n";
    out += "|---|---|---|---|\n";
    for (const CoveredRule& rule : c.rules) {
      out += "| " + r.cite_number(rule.number) + " | " + std::string(rule_use_name(rule.use)) +
             " | " + says(r, rule.number) + " | " + cited_by(rule) + " |\n";
    }
  }
  out += "\n" + std::string(kAuditEnd) + "\n";
  return out;
}

}  // namespace flagfall::rules
