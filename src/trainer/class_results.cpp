#include "trainer/class_results.h"

#include <algorithm>
#include <utility>

#include "trainer/exam.h"

namespace flagfall::trainer {

std::string set_hash(const ClassSet& set) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (const unsigned char byte : class_set_to_json(set)) {
    hash ^= byte;
    hash *= 0x100000001b3ull;
  }
  std::string hex(16, '0');
  for (int i = 15; i >= 0; --i, hash >>= 4) {
    const int digit = static_cast<int>(hash & 15);
    hex[i] = static_cast<char>(digit < 10 ? '0' + digit : 'a' + digit - 10);
  }
  return hex;
}

std::size_t StudentResult::score() const {
  return static_cast<std::size_t>(
      std::count_if(answers.begin(), answers.end(), [](const CaseAnswer& a) { return a.right; }));
}

StudentResult set_result(const Exam& exam, std::string set_hash, std::string title,
                         std::int64_t finished_at) {
  StudentResult r;
  r.set_hash = std::move(set_hash);
  r.set_title = std::move(title);
  for (std::size_t i = 0; i < exam.size(); ++i) {
    const std::optional<std::size_t> chosen = exam.chosen(i);
    const auto& choices = exam.question(i).choices;
    r.answers.push_back(
        {chosen && *chosen < choices.size() ? choices[*chosen].answer.key : "", exam.right(i)});
  }
  r.taken_ms = std::clamp<std::int64_t>(finished_at - exam.started_at(), 0, exam.limit_ms());
  r.finished_at = finished_at;
  return r;
}

ClassResults::ClassResults(std::string set_hash, std::size_t cases)
    : set_hash_(std::move(set_hash)), cases_(cases) {}

bool ClassResults::fits(const StudentResult& result) const {
  return result.set_hash == set_hash_ && result.answers.size() == cases_;
}

ClassResults::Added ClassResults::add(StudentResult result) {
  if (result.set_hash != set_hash_) return Added::kOtherSet;
  if (result.answers.size() != cases_) return Added::kWrongShape;
  if (std::find(students_.begin(), students_.end(), result) != students_.end()) return Added::kSame;
  const auto same_name = [&result](const StudentResult& s) { return s.student == result.student; };
  if (std::any_of(students_.begin(), students_.end(), same_name)) return Added::kStudentAgain;
  students_.push_back(std::move(result));
  return Added::kNew;
}

void ClassResults::keep_both(StudentResult result) {
  if (fits(result)) students_.push_back(std::move(result));
}

void ClassResults::replace(StudentResult result) {
  if (!fits(result)) return;
  const auto first =
      std::find_if(students_.begin(), students_.end(),
                   [&result](const StudentResult& s) { return s.student == result.student; });
  if (first == students_.end()) {
    students_.push_back(std::move(result));
    return;
  }
  *first = std::move(result);
  // Any other result kept under the name before goes with it.
  const std::string& name = first->student;
  students_.erase(std::remove_if(std::next(first), students_.end(),
                                 [&name](const StudentResult& s) { return s.student == name; }),
                  students_.end());
}

std::vector<ClassResults::CaseTally> ClassResults::tallies() const {
  std::vector<CaseTally> out(cases_);
  for (const StudentResult& s : students_) {
    for (std::size_t i = 0; i < cases_; ++i) {
      ++out[i].answered;
      if (s.answers[i].right) ++out[i].right;
    }
  }
  return out;
}

std::vector<std::size_t> ClassResults::most_missed() const {
  const std::vector<CaseTally> tally = tallies();
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < cases_; ++i) {
    if (tally[i].right < tally[i].answered) out.push_back(i);
  }
  // a/b < c/d as a*d < c*b: the share right compared exactly, ties in the set's order. An
  // insertion sort, stable and small: a set has a few dozen cases, and std::stable_sort's merge
  // cost the page 1.8 KB.
  const auto worse = [&tally](std::size_t a, std::size_t b) {
    return tally[a].right * tally[b].answered < tally[b].right * tally[a].answered;
  };
  for (std::size_t i = 1; i < out.size(); ++i) {
    for (std::size_t j = i; j > 0 && worse(out[j], out[j - 1]); --j) std::swap(out[j], out[j - 1]);
  }
  return out;
}

}  // namespace flagfall::trainer
