#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "session/trainer/my_scenarios.h"
#include "session/trainer/sheets/trainer_control.h"

namespace flagfall::session {

// The question before a case (made here, or from a link or a file) takes the place of one of My
// scenarios with the same id: Replace, Keep both, or Cancel. It stands in front of any view while
// it waits. Its state is the store's case waiting (MyScenarios::waiting), as the store asks it.
class ReplaceQuestion {
 public:
  static constexpr std::string_view kTitle = "Replace a case?";
  static constexpr std::string_view kHint =
      "Keep both keeps yours and adds this one under a new id.";

  // The question while a case waits, else none.
  static std::optional<ReplaceQuestion> of(const MyScenarios& mine);

  const std::string& question() const { return question_; }
  std::vector<TrainerControl> controls() const;

 private:
  explicit ReplaceQuestion(std::string question) : question_(std::move(question)) {}
  std::string question_;
};

}  // namespace flagfall::session
