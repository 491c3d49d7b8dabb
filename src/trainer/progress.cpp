#include "trainer/progress.h"

#include <algorithm>

#include "json/utf8.h"
#include "json/value.h"

#include "trainer/class_result_json.h"
#include "trainer/question.h"
#include "words/words.h"

namespace flagfall::trainer {
namespace {

using json = ::flagfall::json::Value;
using words::Msg;

constexpr std::int64_t kMaxStep = std::int64_t{1} << 40;

bool integer_in(const json& object, const char* key, std::int64_t low, std::int64_t high,
                std::int64_t& out, std::string& error, const std::string& where) {
  const auto it = object.find(key);
  if (!it) {
    error = words::format<Msg::kTrainerSaveMissing>(where, key);
    return false;
  }
  if (!it->is_number_integer()) {
    error = words::format<Msg::kTrainerSaveNotWholeNumber>(where, key);
    return false;
  }
  const std::int64_t value = it->get<std::int64_t>();
  if (value < low || value > high) {
    error = words::format<Msg::kTrainerSaveOutOfRange>(where, key, std::to_string(low),
                                                       std::to_string(high));
    return false;
  }
  out = value;
  return true;
}

bool boolean(const json& object, const char* key, bool& out, std::string& error,
             const std::string& where) {
  const auto it = object.find(key);
  if (!it || !it->is_boolean()) {
    error = words::format<Msg::kTrainerSaveNotBoolean>(where, key);
    return false;
  }
  out = it->get<bool>();
  return true;
}

bool text(const json& object, const char* key, std::string& out, std::string& error,
          const std::string& where) {
  const auto it = object.find(key);
  if (!it || !it->is_string()) {
    error = words::format<Msg::kTrainerSaveNotText>(where, key);
    return false;
  }
  out = it->get<std::string>();
  if (out.size() > 200) {
    error = words::format<Msg::kTrainerSaveTooLong>(where, key);
    return false;
  }
  return true;
}

}  // namespace

bool split_card(const std::string& key, std::string& scenario, std::string& ruleset,
                std::string& kind) {
  const std::size_t a = key.find('|');
  if (a == std::string::npos || a == 0) return false;
  const std::size_t b = key.find('|', a + 1);
  if (b == std::string::npos || b == a + 1 || key.find('|', b + 1) != std::string::npos)
    return false;
  scenario = key.substr(0, a);
  ruleset = key.substr(a + 1, b - a - 1);
  kind = key.substr(b + 1);
  QuestionKind parsed;
  return parse_kind(kind, parsed);
}

std::int64_t Progress::interval(int box) {
  static constexpr std::int64_t kIntervals[kTopBox + 1] = {1, 3, 7, 15, 31, 63};
  return kIntervals[std::clamp(box, 0, kTopBox)];
}

void Progress::record(const std::string& key, const std::string& category, bool right) {
  ++step_;
  Card& c = cards_[key];
  c.category = category;
  ++c.seen;
  c.last_right = right;
  if (right) {
    ++c.right;
    c.box = std::min(c.box + 1, kTopBox);
  } else {
    c.box = 0;
  }
  c.due = step_ + interval(c.box);
}

void Progress::record_set(StudentResult result) {
  sets_.push_back(std::move(result));
  if (sets_.size() > kMaxSets) sets_.erase(sets_.begin());
}

void Progress::record_exam(int score, int of, bool passed) {
  exams_.push_back(ExamRecord{score, of, passed, step_});
  if (exams_.size() > kMaxExams) exams_.erase(exams_.begin());
}

const Card* Progress::card(const std::string& key) const {
  const auto it = cards_.find(key);
  return it == cards_.end() ? nullptr : &it->second;
}

int Progress::answered() const {
  int n = 0;
  for (const auto& [key, c] : cards_) n += c.seen;
  return n;
}

int Progress::right() const {
  int n = 0;
  for (const auto& [key, c] : cards_) n += c.right;
  return n;
}

std::vector<CategoryStats> Progress::by_category(const std::vector<std::string>& categories) const {
  std::vector<CategoryStats> out;
  for (const std::string& name : categories) out.push_back(CategoryStats{name});
  for (const auto& entry : cards_) {
    const Card& c = entry.second;
    auto it = std::find_if(out.begin(), out.end(),
                           [&](const CategoryStats& s) { return s.category == c.category; });
    if (it == out.end()) {
      out.push_back(CategoryStats{c.category});
      it = out.end() - 1;
    }
    it->answered += c.seen;
    it->right += c.right;
    ++it->cards;
    if (c.box >= kLearnedBox) ++it->learned;
  }
  return out;
}

std::optional<std::string> Progress::next_review(const std::vector<std::string>& candidates) const {
  const std::string* best_due = nullptr;
  const Card* best_due_card = nullptr;
  const std::string* unseen = nullptr;
  const std::string* soonest = nullptr;
  const Card* soonest_card = nullptr;
  for (const std::string& key : candidates) {
    const Card* c = card(key);
    if (c == nullptr) {
      if (unseen == nullptr) unseen = &key;
      continue;
    }
    if (c->due <= step_ && (best_due_card == nullptr || c->box < best_due_card->box ||
                            (c->box == best_due_card->box && c->due < best_due_card->due))) {
      best_due = &key;
      best_due_card = c;
    }
    if (soonest_card == nullptr || c->due < soonest_card->due) {
      soonest = &key;
      soonest_card = c;
    }
  }
  if (best_due != nullptr) return *best_due;
  if (unseen != nullptr) return *unseen;
  if (soonest != nullptr) return *soonest;
  return std::nullopt;
}

int Progress::due_count(const std::vector<std::string>& candidates) const {
  int n = 0;
  for (const std::string& key : candidates) {
    const Card* c = card(key);
    if (c != nullptr && c->due <= step_) ++n;
  }
  return n;
}

std::string Progress::to_json() const {
  json cards = json::array();
  for (const auto& [key, c] : cards_) {
    cards.push_back({{"card", key},
                     {"category", c.category},
                     {"box", c.box},
                     {"due", c.due},
                     {"seen", c.seen},
                     {"right", c.right},
                     {"last_right", c.last_right}});
  }
  json exams = json::array();
  for (const ExamRecord& e : exams_) {
    exams.push_back({{"score", e.score}, {"of", e.of}, {"passed", e.passed}, {"step", e.step}});
  }
  json sets = json::array();
  for (const StudentResult& r : sets_) sets.push_back(*json::parse(class_result_json(r)));
  return json{{"version", 1},   {"step", step_}, {"cards", cards},
              {"exams", exams}, {"sets", sets},  {"student", student_}}
      .dump();
}

clock::Result<Progress, std::string> Progress::from_json(std::string_view input) {
  const auto parsed_root = json::parse(input);
  if (!parsed_root) return std::string(words::text(Msg::kTrainerSaveProgressNotJson));
  const json& root = *parsed_root;
  if (!root.is_object()) return std::string(words::text(Msg::kTrainerSaveProgressNotObject));
  std::string error;
  const std::string progress(words::text(Msg::kTrainerSaveProgress));
  std::int64_t version = 0;
  if (!integer_in(root, "version", 1, 1, version, error, progress)) return error;
  Progress p;
  if (!integer_in(root, "step", 0, kMaxStep, p.step_, error, progress)) return error;
  const auto cards = root.find("cards");
  if (!cards || !cards->is_array())
    return words::format<Msg::kTrainerSaveNotArray>(progress, "cards");
  if (cards->size() > kMaxCards) return words::format<Msg::kTrainerSaveTooManyCards>(progress);
  std::size_t index = 0;
  for (const json& item : *cards) {
    const std::string where = words::format<Msg::kTrainerSaveCard>(std::to_string(index++));
    if (!item.is_object()) return words::format<Msg::kTrainerSaveNotObject>(where);
    std::string key, scenario, ruleset, kind;
    Card c;
    std::int64_t box = 0, seen = 0, right = 0;
    if (!text(item, "card", key, error, where) ||
        !text(item, "category", c.category, error, where) ||
        !integer_in(item, "box", 0, kTopBox, box, error, where) ||
        !integer_in(item, "due", 0, kMaxStep + interval(kTopBox), c.due, error, where) ||
        !integer_in(item, "seen", 1, kMaxStep, seen, error, where) ||
        !integer_in(item, "right", 0, seen, right, error, where) ||
        !boolean(item, "last_right", c.last_right, error, where)) {
      return error;
    }
    if (!split_card(key, scenario, ruleset, kind))
      return words::format<Msg::kTrainerSaveBadCard>(where, key);
    if (p.cards_.count(key) != 0) return words::format<Msg::kTrainerSaveCardTwice>(where, key);
    c.box = static_cast<int>(box);
    c.seen = static_cast<int>(std::min<std::int64_t>(seen, 1'000'000'000));
    c.right = static_cast<int>(std::min<std::int64_t>(right, 1'000'000'000));
    p.cards_.emplace(key, c);
  }
  const auto exams = root.find("exams");
  if (exams) {
    if (!exams->is_array()) return words::format<Msg::kTrainerSaveNotArray>(progress, "exams");
    index = 0;
    for (const json& item : *exams) {
      const std::string where = words::format<Msg::kTrainerSaveExam>(std::to_string(index++));
      if (!item.is_object()) return words::format<Msg::kTrainerSaveNotObject>(where);
      std::int64_t score = 0, of = 0, step = 0;
      ExamRecord e;
      if (!integer_in(item, "of", 1, 1000, of, error, where) ||
          !integer_in(item, "score", 0, of, score, error, where) ||
          !boolean(item, "passed", e.passed, error, where) ||
          !integer_in(item, "step", 0, kMaxStep, step, error, where)) {
        return error;
      }
      e.score = static_cast<int>(score);
      e.of = static_cast<int>(of);
      e.step = step;
      p.exams_.push_back(e);
      if (p.exams_.size() > kMaxExams) p.exams_.erase(p.exams_.begin());
    }
  }
  if (const auto sets = root.find("sets")) {
    if (!sets->is_array() || sets->size() > kMaxSets)
      return words::format<Msg::kTrainerSaveNotArray>(progress, "sets");
    for (std::size_t i = 0; i < sets->size(); ++i) {
      auto set = parse_class_result((*sets)[i].dump(), false);
      if (!set) return "sets/" + std::to_string(i) + ": " + set.error();
      p.sets_.push_back(std::move(*set));
    }
  }
  if (const auto student = root.find("student")) {
    if (!student->is_string() || student->string().size() > kMaxStudentNameBytes ||
        !::flagfall::json::one_line(student->string()))
      return words::format<Msg::kTrainerSaveNotText>(progress, "student");
    p.student_ = student->string();
  }
  return p;
}

}  // namespace flagfall::trainer
