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

// Every file of assets/scenarios, embedded at build time (bank_data.cpp, generated) in the native
// builds; the browser build ships them as one file instead (Bank::install_builtin).
const std::vector<BankFile>& builtin_bank_files();

// The scenario bank: parsed scenarios in file-name order. A file that does not parse is left
// out and reported in problems() ("name.json: event 3: ..."), never fatal.
class Bank {
 public:
  static Bank from_files(const std::vector<BankFile>& files);
  // The bank as the browser build ships it (site/scenarios.txt): one line a file, its name, a
  // tab, and its JSON on one line. A line without a tab is reported in problems() like a file
  // that does not parse.
  static Bank from_lines(std::string_view text);
  // The bank the app ships, parsed once. Natively it is compiled in; the browser loads it after
  // its first frame (so the page's first load stays small), and until then it is empty.
  static const Bank& builtin();
  // Puts the shipped bank (from_lines' format) into builtin(), whose users see it at once; false
  // when builtin() holds a bank already (nothing changes).
  static bool install_builtin(std::string_view text);

  bool empty() const { return scenarios_.empty() && problems_.empty(); }

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

// Whether `scenario` is meant for the ruleset (its list, or every ruleset); by its id text, an
// unknown id is meant only where the scenario names none.
using rules::meant_for;
bool meant_for(const rules::Scenario& scenario, std::string_view ruleset_id);
// The ruleset a scenario asked alone is ruled under: the first it names, else the default.
std::string first_ruleset_id(const rules::Scenario& scenario);

}  // namespace flagfall::trainer
