#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace flagfall::ui {

// The rules browser: every rule of every ruleset by number, with its paraphrase, the rules of the
// other rulesets on the same topic, and where the rulesets differ. Drawn inside the trainer's
// scrolling content.
class RulesBrowser {
 public:
  // Opens on one ruleset, scrolled to one rule ("" for the top).
  void open(const std::string& ruleset, const std::string& number);
  void draw();
  nlohmann::json state() const;

 private:
  std::string ruleset_ = "uscf-2020";
  std::string focus_;  // rule number to scroll to and highlight
  bool scroll_pending_ = false;
};

}  // namespace flagfall::ui
