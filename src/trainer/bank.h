#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rules/scenario.h"

namespace flagfall::trainer {

// One scenario file as shipped: its file name and its JSON text.
struct BankFile {
  std::string_view name;
  std::string_view text;
};

// Every file of assets/scenarios, embedded at build time (bank_data.cpp, generated).
const std::vector<BankFile>& builtin_bank_files();

// The scenario bank: parsed scenarios in file-name order. A file that does not parse is left
// out and reported in problems() ("name.json: event 3: ..."), never fatal.
class Bank {
 public:
  static Bank from_files(const std::vector<BankFile>& files);
  // The bank the app ships, parsed once.
  static const Bank& builtin();

  const std::vector<rules::Scenario>& scenarios() const { return scenarios_; }
  const std::vector<std::string>& problems() const { return problems_; }
  const rules::Scenario* find(std::string_view id) const;
  // The categories that have at least one scenario, in the order rules::scenario_categories()
  // gives.
  std::vector<std::string> categories() const;

 private:
  std::vector<rules::Scenario> scenarios_;
  std::vector<std::string> problems_;
};

// Whether `scenario` is meant for the ruleset `ruleset_id` (its list, or every ruleset).
bool meant_for(const rules::Scenario& scenario, std::string_view ruleset_id);

}  // namespace flagfall::trainer
