#include "trainer/bank.h"

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

const Bank& Bank::builtin() {
  static const Bank bank = from_files(builtin_bank_files());
  return bank;
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
  if (scenario.rulesets.empty()) return true;
  for (const std::string& id : scenario.rulesets) {
    if (id == ruleset_id) return true;
  }
  return false;
}

}  // namespace flagfall::trainer
