#include "trainer/bank.h"

#include <algorithm>

namespace flagfall::trainer {

Bank Bank::from_files(const std::vector<BankFile>& files) {
  Bank bank;
  for (const BankFile& file : files) {
    auto parsed = rules::parse_scenario(file.text);
    if (!parsed) {
      bank.problems_.push_back(std::string(file.name) + ": " + parsed.error().message());
      continue;
    }
    if (bank.find(parsed->id) != nullptr) {
      bank.problems_.push_back(std::string(file.name) + ": the id \"" + parsed->id +
                               "\" is used twice");
      continue;
    }
    bank.scenarios_.push_back(std::move(*parsed));
  }
  return bank;
}

Bank Bank::from_lines(std::string_view text) {
  std::vector<BankFile> files;
  std::vector<std::string> problems;
  std::size_t line_number = 0;
  while (!text.empty()) {
    const std::size_t end = std::min(text.find('\n'), text.size());
    const std::string_view line = text.substr(0, end);
    text.remove_prefix(std::min(end + 1, text.size()));
    ++line_number;
    if (line.empty()) continue;
    const std::size_t tab = line.find('\t');
    if (tab == std::string_view::npos) {
      problems.push_back("line " + std::to_string(line_number) +
                         ": no tab between the file name and its text");
      continue;
    }
    files.push_back({line.substr(0, tab), line.substr(tab + 1)});
  }
  Bank bank = from_files(files);
  bank.problems_.insert(bank.problems_.begin(), problems.begin(), problems.end());
  return bank;
}

namespace {

Bank& builtin_bank() {
#ifdef FLAGFALL_BANK_EMBEDDED
  static Bank bank = Bank::from_files(builtin_bank_files());
#else
  static Bank bank;
#endif
  return bank;
}

}  // namespace

const Bank& Bank::builtin() {
  return builtin_bank();
}

bool Bank::install_builtin(std::string_view text) {
  Bank& bank = builtin_bank();
  if (!bank.empty()) return false;
  bank = from_lines(text);
  return true;
}

const rules::Scenario* Bank::find(std::string_view id) const {
  for (const rules::Scenario& s : scenarios_) {
    if (s.id == id) return &s;
  }
  return nullptr;
}

std::vector<std::string> Bank::categories() const {
  std::vector<std::string> out;
  for (std::string_view c : rules::scenario_categories()) {
    for (const rules::Scenario& s : scenarios_) {
      if (s.category == c) {
        out.emplace_back(c);
        break;
      }
    }
  }
  return out;
}

bool meant_for(const rules::Scenario& scenario, std::string_view ruleset_id) {
  rules::RulesetId ruleset = rules::kDefaultRuleset;
  if (!rules::parse_ruleset_id(ruleset_id, ruleset)) return scenario.rulesets.empty();
  return rules::meant_for(scenario, ruleset);
}

std::string first_ruleset_id(const rules::Scenario& scenario) {
  return scenario.rulesets.empty() ? std::string(rules::ruleset_id_name(rules::kDefaultRuleset))
                                   : scenario.rulesets.front();
}

}  // namespace flagfall::trainer
