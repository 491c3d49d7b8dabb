#include "session/trainer/my_scenarios.h"

#include <algorithm>
#include <utility>

#include "json/value.h"

#include "rules/scenario_writer.h"
#include "words/words.h"

namespace flagfall::session {

using words::Msg;
namespace {

constexpr const char* kMyScenariosFormat = "flagfall-my-scenarios";
constexpr int kVersion = 1;

}  // namespace

const rules::Scenario* MyScenarios::find(std::string_view id) const {
  const auto it = std::find_if(cases_.begin(), cases_.end(),
                               [&](const rules::Scenario& s) { return s.id == id; });
  return it == cases_.end() ? nullptr : &*it;
}

MyScenarios::Added MyScenarios::add(rules::Scenario scenario) {
  if (find(scenario.id) != nullptr) {
    waiting_ = std::move(scenario);
    return Added::kAsksToReplace;
  }
  if (cases_.size() >= kMaxCases) return Added::kFull;
  cases_.push_back(std::move(scenario));
  unsaved_ = true;
  return Added::kAdded;
}

std::optional<std::string> MyScenarios::replace_question() const {
  if (!waiting_) return std::nullopt;
  const rules::Scenario* old = find(waiting_->id);
  const std::string title = old != nullptr ? old->title : waiting_->title;
  return words::format<Msg::kTrainerMineReplace>(title, waiting_->id);
}

void MyScenarios::confirm_replace() {
  if (!waiting_) return;
  for (rules::Scenario& s : cases_) {
    if (s.id == waiting_->id) s = std::move(*waiting_);
  }
  waiting_.reset();
  unsaved_ = true;
}

void MyScenarios::keep_both() {
  if (!waiting_) return;
  if (cases_.size() < kMaxCases) {
    waiting_->id = free_id(waiting_->id);
    cases_.push_back(std::move(*waiting_));
    unsaved_ = true;
  }
  waiting_.reset();
}

void MyScenarios::cancel_replace() {
  waiting_.reset();
}

bool MyScenarios::remove(std::string_view id) {
  const auto it = std::find_if(cases_.begin(), cases_.end(),
                               [&](const rules::Scenario& s) { return s.id == id; });
  if (it == cases_.end()) return false;
  cases_.erase(it);
  unsaved_ = true;
  return true;
}

void MyScenarios::clear() {
  cases_.clear();
  kept_aside_.clear();
  classes_.clear();
  unsaved_ = true;
}

std::string MyScenarios::free_id(const std::string& id) const {
  // Ids are at most 100 characters (the scenario format): room for the suffix.
  const std::string stem = id.substr(0, 94);
  for (int n = 2;; ++n) {
    std::string candidate = stem + "-" + std::to_string(n);
    if (find(candidate) == nullptr) return candidate;
  }
}

std::string MyScenarios::save() const {
  json::Value cases = json::Value::array();
  for (const rules::Scenario& s : cases_)
    cases.push_back(*json::Value::parse(std::string_view(rules::scenario_to_json(s))));
  return json::Value{{"format", kMyScenariosFormat},
                     {"version", kVersion},
                     {"cases", cases},
                     {"kept_aside", kept_aside_},
                     {"classes", classes_.save()}}
      .dump();
}

std::optional<std::string> MyScenarios::restore(std::string_view text) {
  auto parsed_root = json::Value::parse(text);
  const json::Value root = parsed_root ? std::move(*parsed_root) : json::Value();
  std::string problem;
  if (!parsed_root)
    problem = words::text(Msg::kTrainerMineNotJson);
  else if (!root.is_object() || !root.contains("format") || root["format"] != kMyScenariosFormat)
    problem = words::text(Msg::kTrainerMineNotMine);
  else if (!root.contains("version") || root["version"] != kVersion)
    problem = words::text(Msg::kTrainerMineOtherVersion);
  else if (!root.contains("cases") || !root["cases"].is_array())
    problem = words::text(Msg::kTrainerMineCasesNotArray);
  if (!problem.empty()) {
    kept_aside_.emplace_back(text);
    unsaved_ = true;
    return problem;
  }
  std::vector<rules::Scenario> cases;
  std::vector<std::string> kept;
  if (const auto aside = root.find("kept_aside"); aside && aside->is_array()) {
    for (const json::Value& item : *aside) {
      kept.push_back(item.is_string() ? item.get<std::string>() : item.dump());
    }
  }
  std::string first_problem;
  std::size_t bad = 0;
  const json::Value& list = root["cases"];
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string item = list[i].dump();
    auto parsed = rules::parse_scenario(item);
    std::string why;
    if (!parsed) {
      why = parsed.error().message();
    } else if (std::any_of(cases.begin(), cases.end(),
                           [&](const rules::Scenario& s) { return s.id == parsed->id; })) {
      why = words::text(Msg::kTrainerMineIdTwice);
    } else if (cases.size() >= kMaxCases) {
      why = words::format<Msg::kTrainerMineTooMany>(std::to_string(kMaxCases));
    }
    if (why.empty()) {
      cases.push_back(std::move(parsed).value());
      continue;
    }
    kept.push_back(item);
    if (bad++ == 0) {
      const auto id = list[i].is_object() && list[i].contains("id") && list[i]["id"].is_string()
                          ? " (\"" + list[i]["id"].get<std::string>().substr(0, 60) + "\")"
                          : std::string();
      first_problem = words::format<Msg::kTrainerMineCaseProblem>(std::to_string(i + 1), id, why);
    }
  }
  // The coach's classes: a save whose classes do not read keeps them aside whole.
  if (const auto classes = root.find("classes")) {
    if (auto why = classes_.restore(*classes)) {
      kept.push_back(classes->dump());
      if (bad++ == 0) first_problem = std::move(*why);
    }
  }
  cases_ = std::move(cases);
  kept_aside_ = std::move(kept);
  waiting_.reset();
  if (bad == 0) return std::nullopt;
  unsaved_ = true;
  if (bad > 1) {
    first_problem = words::format<Msg::kTrainerMineAndMore>(first_problem, std::to_string(bad - 1));
  }
  return words::format<Msg::kTrainerMineKeptOthers>(first_problem);
}

bool MyScenarios::take_unsaved_change() {
  const bool classes = classes_.take_unsaved();
  return std::exchange(unsaved_, false) || classes;
}

}  // namespace flagfall::session
