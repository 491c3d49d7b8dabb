// The coach's classes: the sets shared, the results that came back, their table, CSV and save.
#include "session/trainer/class_book.h"

#include <algorithm>
#include <utility>

#include "game/event_results.h"
#include "trainer/bank_words.h"
#include "trainer/class_result_json.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using words::Msg;

// A case's title in the words on show: the bank's by its id, the coach's own as written.
std::string case_title(const trainer::ClassCase& k) {
  return k.bank_id.empty() ? k.title
                           : trainer::said(k.bank_id, trainer::ScenarioText::kTitle, k.title);
}

std::string percent_of(std::size_t right, std::size_t of) {
  return std::to_string(of == 0 ? 0 : (right * 100 + of / 2) / of);
}

}  // namespace

void ClassBook::add_set(const std::string& set_hash, std::string title,
                        std::vector<trainer::ClassCase> cases) {
  if (class_of(set_hash) != nullptr) return;
  const std::size_t count = cases.size();
  classes_.insert(classes_.begin(),
                  CoachClass{std::move(title), std::move(cases), {set_hash, count}});
  if (classes_.size() > kMaxClasses) classes_.pop_back();
  unsaved_ = true;
}

CoachClass* ClassBook::class_of(const std::string& set_hash) {
  const auto it = std::find_if(classes_.begin(), classes_.end(),
                               [&](const CoachClass& c) { return c.results.set() == set_hash; });
  return it == classes_.end() ? nullptr : &*it;
}

std::optional<std::size_t> ClassBook::open_link(std::string_view fragment) {
  const auto payload = trainer::link_payload(fragment, trainer::kClassResultKey);
  if (!payload) {
    came_ = Came::kRefused;
    refused_ = std::string(fragment);
    refused_link_ = true;
    return std::nullopt;
  }
  return add(payload->json);
}

std::optional<std::size_t> ClassBook::open_file(std::string_view text) {
  return add(text);
}

std::optional<std::size_t> ClassBook::add(std::string_view json) {
  auto result = trainer::parse_class_result(json);
  if (!result) {
    came_ = Came::kRefused;
    refused_ = std::string(json);
    refused_link_ = false;
    return std::nullopt;
  }
  last_ = *result;
  CoachClass* target = class_of(result->set_hash);
  if (target == nullptr) {
    came_ = Came::kUnknownSet;
    return std::nullopt;
  }
  const auto index = static_cast<std::size_t>(target - classes_.data());
  switch (target->results.add(std::move(*result))) {
    case trainer::ClassResults::Added::kNew:
      came_ = Came::kAdded;
      unsaved_ = true;
      break;
    case trainer::ClassResults::Added::kSame:
      came_ = Came::kSame;
      break;
    case trainer::ClassResults::Added::kStudentAgain:
      came_ = Came::kAsks;
      waiting_ = last_;
      break;
    case trainer::ClassResults::Added::kOtherSet:
    case trainer::ClassResults::Added::kWrongShape:
      came_ = Came::kWrongShape;
      return std::nullopt;
  }
  return index;
}

void ClassBook::keep_both() {
  if (!waiting_) return;
  if (CoachClass* c = class_of(waiting_->set_hash)) c->results.keep_both(std::move(*waiting_));
  waiting_.reset();
  came_ = Came::kBoth;
  unsaved_ = true;
}

void ClassBook::replace() {
  if (!waiting_) return;
  if (CoachClass* c = class_of(waiting_->set_hash)) c->results.replace(std::move(*waiting_));
  waiting_.reset();
  came_ = Came::kReplaced;
  unsaved_ = true;
}

void ClassBook::clear() {
  classes_.clear();
  waiting_.reset();
  came_ = Came::kNothing;
  unsaved_ = true;
}

std::string ClassBook::notice() const {
  const std::string score = std::to_string(last_.score());
  const std::string of = std::to_string(last_.answers.size());
  switch (came_) {
    case Came::kNothing:
      return {};
    case Came::kAdded:
      return words::format<Msg::kClassesAdded>(last_.student, score, of, last_.set_title);
    case Came::kSame:
      return words::format<Msg::kClassesSame>(last_.student);
    case Came::kAsks:
      return words::format<Msg::kClassesAsks>(last_.student);
    case Came::kReplaced:
      return words::format<Msg::kClassesReplaced>(last_.student);
    case Came::kBoth:
      return words::format<Msg::kClassesBoth>(last_.student);
    case Came::kUnknownSet:
      return words::format<Msg::kClassesUnknownSet>(last_.set_title);
    case Came::kWrongShape:
      return words::format<Msg::kClassesWrongShape>(last_.set_title);
    case Came::kRefused: {
      if (refused_link_) {
        const auto again = trainer::link_payload(refused_, trainer::kClassResultKey);
        return words::format<Msg::kClassesRefused>(again ? std::string() : again.error());
      }
      const auto again = trainer::parse_class_result(refused_);
      return words::format<Msg::kClassesRefused>(again ? std::string() : again.error());
    }
  }
  return {};
}

json::Value ClassBook::save() const {
  json::Value out = json::Value::array();
  for (const CoachClass& c : classes_) {
    json::Value cases = json::Value::array();
    for (const trainer::ClassCase& k : c.cases) {
      cases.push_back({{"bank", k.bank_id},
                       {"title", k.title},
                       {"ruleset", k.ruleset},
                       {"rule", k.rule},
                       {"number", k.rule_number}});
    }
    json::Value results = json::Value::array();
    for (const trainer::StudentResult& r : c.results.students())
      results.push_back(*json::Value::parse(trainer::class_result_json(r)));
    out.push_back({{"set", c.results.set()},
                   {"title", c.title},
                   {"cases", std::move(cases)},
                   {"results", std::move(results)}});
  }
  return out;
}

// Every text in a saved class is checked as a result's are: someone else's export may be
// imported.
std::optional<std::string> ClassBook::restore(const json::Value& saved) {
  if (!saved.is_array() || saved.size() > kMaxClasses)
    return words::format<Msg::kReaderMustBeArray>("/classes");
  std::vector<CoachClass> restored;
  for (std::size_t i = 0; i < saved.size(); ++i) {
    const json::Value& item = saved[i];
    const std::string where = "/classes/" + std::to_string(i);
    const json::Value& cases = item["cases"];
    const json::Value& results = item["results"];
    if (!item.is_object() || !item["set"].is_string() || item["set"].string().size() != 16 ||
        !item["title"].is_string() || !cases.is_array() || cases.empty() ||
        cases.size() > trainer::kMaxSetCases || !results.is_array() || results.size() > 500)
      return words::format<Msg::kClassesSaveBroken>(where);
    CoachClass c{item["title"].string(), {}, {item["set"].string(), cases.size()}};
    for (std::size_t k = 0; k < cases.size(); ++k) {
      const json::Value& one = cases[k];
      const auto text = [&](const char* key) -> const std::string* {
        const json::Value& v = one[key];
        return v.is_string() && v.string().size() <= 400 ? &v.string() : nullptr;
      };
      const std::string *bank = text("bank"), *title = text("title"), *ruleset = text("ruleset"),
                        *rule = text("rule"), *number = text("number");
      if (!bank || !title || !ruleset || !rule || !number)
        return words::format<Msg::kClassesSaveBroken>(where + "/cases/" + std::to_string(k));
      c.cases.push_back({*bank, *title, *ruleset, *rule, *number});
    }
    for (std::size_t r = 0; r < results.size(); ++r) {
      auto result = trainer::parse_class_result(results[r].dump());
      if (!result) return where + "/results/" + std::to_string(r) + ": " + result.error();
      if (result->set_hash != c.results.set() || result->answers.size() != c.cases.size())
        return words::format<Msg::kClassesSaveBroken>(where + "/results/" + std::to_string(r));
      c.results.keep_both(std::move(*result));
    }
    restored.push_back(std::move(c));
  }
  classes_ = std::move(restored);
  return std::nullopt;
}

std::vector<std::vector<std::string>> class_table(const CoachClass& c) {
  std::vector<std::string> header{std::string(words::text(Msg::kClassesStudent)),
                                  std::string(words::text(Msg::kClassesScore))};
  for (std::size_t i = 0; i < c.cases.size(); ++i) header.push_back(std::to_string(i + 1));
  std::vector<std::vector<std::string>> table{std::move(header)};
  for (const trainer::StudentResult& s : c.results.students()) {
    std::vector<std::string> row{s.student,
                                 std::to_string(s.score()) + "/" + std::to_string(c.cases.size())};
    for (const trainer::CaseAnswer& a : s.answers)
      row.push_back(a.right ? "\xE2\x9C\x93" : "\xE2\x9C\x97");  // ✓ ✗
    table.push_back(std::move(row));
  }
  return table;
}

std::vector<std::string> class_case_lines(const CoachClass& c) {
  const std::vector<trainer::ClassResults::CaseTally> tallies = c.results.tallies();
  std::vector<std::string> out;
  for (std::size_t i = 0; i < c.cases.size() && i < tallies.size(); ++i) {
    out.push_back(words::format<Msg::kClassesCaseLine>(
        std::to_string(i + 1), case_title(c.cases[i]), std::to_string(tallies[i].right),
        std::to_string(tallies[i].answered), percent_of(tallies[i].right, tallies[i].answered)));
  }
  return out;
}

std::vector<std::pair<std::size_t, std::string>> class_missed_lines(const CoachClass& c) {
  std::vector<std::pair<std::size_t, std::string>> out;
  const std::vector<std::size_t> missed = c.results.most_missed();
  for (std::size_t i = 0; i < missed.size() && i < 3; ++i) {
    const trainer::ClassCase& k = c.cases[missed[i]];
    out.emplace_back(missed[i], words::format<Msg::kClassesMissedRule>(
                                    std::to_string(missed[i] + 1),
                                    k.rule.empty() ? trainer::short_name(k.ruleset) : k.rule));
  }
  return out;
}

std::string class_print(const CoachClass& c) {
  std::string out;
  // A tab or a line break inside a name or a title would break the layout's lines and cells.
  const auto add = [&out](char before, std::string_view text) {
    if (before != 0) out += before;
    for (const char ch : text) out += ch == '\t' || ch == '\n' || ch == '\r' ? ' ' : ch;
  };
  add(0, c.title);
  for (const std::vector<std::string>& row : class_table(c)) {
    for (std::size_t k = 0; k < row.size(); ++k) add(k == 0 ? '\n' : '\t', row[k]);
  }
  out += '\n';
  for (const std::string& line : class_case_lines(c)) add('\n', line);
  const auto missed = class_missed_lines(c);
  if (!missed.empty()) add('\n', "# " + std::string(words::text(Msg::kClassesMissedHeading)));
  for (const auto& [index, line] : missed) add('\n', line);
  return out;
}

std::string class_csv(const CoachClass& c) {
  std::string out(words::text(Msg::kClassesCsvHeader));
  const auto cell = [&out](std::string_view text) {
    out += ',';
    out += game::csv_field(text);
  };
  for (const trainer::ClassCase& k : c.cases) cell(case_title(k));
  for (const trainer::StudentResult& s : c.results.students()) {
    out += '\r';
    out += '\n';
    out += game::csv_field(s.student);
    cell(std::to_string(s.score()));
    cell(std::to_string(s.answers.size()));
    cell(std::to_string(s.taken_ms / 1000));
    cell(game::iso_time(s.finished_at));
    for (const trainer::CaseAnswer& a : s.answers) {
      std::string answer(a.right ? "+ " : "- ");
      answer += a.chosen;
      cell(answer);
    }
  }
  out += '\r';
  out += '\n';
  return out;
}

}  // namespace flagfall::session
