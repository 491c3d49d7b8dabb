// docs/rules-audit.md stays true: its generated part is what `flagfall-arbiter audit` prints for
// the bank, and every rule number a ruleset states has a row of its own in the hand-written table
// of that ruleset's text, where the reasoning is.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include <gtest/gtest.h>

#include "../support/source_root.h"
#include "rules/rule_audit.h"
#include "rules/scenario_file.h"

namespace flagfall::rules {
namespace {

using testing_support::kRoot;

std::string audit_document() {
  std::ifstream in(kRoot + "/docs/rules-audit.md");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<Scenario> audit_bank() {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(kRoot + "/assets/scenarios")) {
    files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  std::vector<Scenario> out;
  for (const auto& path : files) {
    auto scenario = load_scenario_file(path.string());
    if (scenario) out.push_back(*scenario);
  }
  return out;
}

TEST(RulesAudit, TheGeneratedPartIsWhatTheToolPrints) {
  const std::string doc = audit_document();
  const auto begin = doc.find(kAuditBegin);
  const auto end = doc.find(kAuditEnd);
  ASSERT_NE(begin, std::string::npos);
  ASSERT_NE(end, std::string::npos);
  const std::string committed = doc.substr(begin, end + std::string(kAuditEnd).size() + 1 - begin);
  const auto bank = audit_bank();
  EXPECT_EQ(committed, audit_markdown(rule_coverage(bank), bank.size()))
      << "run: build/native/src/tools/flagfall-arbiter audit, and paste it into the document";
}

// The backticked words of a line: "## US Chess (`uscf-2020`, `uscf-earlier`)" gives both ids.
std::vector<std::string> backticked(const std::string& line) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while ((at = line.find('`', at)) != std::string::npos) {
    const std::size_t close = line.find('`', at + 1);
    if (close == std::string::npos) break;
    out.push_back(line.substr(at + 1, close - at - 1));
    at = close + 1;
  }
  return out;
}

// For each ruleset id, the rule numbers the hand-written tables give a row ("| `7d` | ...") in a
// section whose heading names that id.
std::map<std::string, std::set<std::string>> hand_written_rows() {
  std::map<std::string, std::set<std::string>> rows;
  std::stringstream doc(audit_document());
  std::vector<std::string> section;
  std::string line;
  while (std::getline(doc, line)) {
    if (line.find(kAuditBegin) != std::string::npos) break;
    if (line.rfind("## ", 0) == 0) section = backticked(line);
    if (line.rfind("| `", 0) == 0) {
      const std::string first_cell = line.substr(0, line.find('|', 1));
      const auto numbers = backticked(first_cell);
      for (const std::string& id : section) {
        for (const std::string& number : numbers) rows[id].insert(number);
      }
    }
  }
  return rows;
}

TEST(RulesAudit, EveryRuleARulesetStatesHasItsOwnRowInTheHandWrittenPart) {
  const auto rows = hand_written_rows();
  for (const Ruleset* r : all_rulesets()) {
    ASSERT_TRUE(rows.count(std::string(r->id))) << "no section names `" << r->id << "`";
    const std::set<std::string>& numbers = rows.at(std::string(r->id));
    for (const Rule& rule : r->rules) {
      EXPECT_TRUE(numbers.count(std::string(rule.number)))
          << r->id << ": no row for `" << rule.number << "`";
    }
  }
}

}  // namespace
}  // namespace flagfall::rules
