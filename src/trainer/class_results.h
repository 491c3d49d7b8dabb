#pragma once
// The coach's class (issue 41, point 2): the results of one class set, as each student's phone
// sends them back, gathered on the coach's device. A result for another set, or for this set
// changed since, is refused; the same result twice is kept once; a second result under a name
// already there waits for the coach to keep both or replace the first.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "trainer/share.h"
#include "trainer/student_result.h"

namespace flagfall::trainer {

// The set's content hash: 16 hex digits of the 64-bit FNV-1a of its compact JSON (what its link
// carries), so any change to a case, its order or the title makes another set.
std::string set_hash(const ClassSet& set);

// A case of the coach's class as its table names it: its title and the ruling its quiz asks
// (the ruleset, and the rule the right answer rests on).
struct ClassCase {
  std::string bank_id;      // the bank's case it is ("" for the coach's own): its title is said
  std::string title;        // in the words on show; the case's own title (English for the bank's)
  std::string ruleset;      // id
  std::string rule;         // "USCF 11-7d", or ""
  std::string rule_number;  // "7d", or ""
  friend bool operator==(const ClassCase&, const ClassCase&) = default;
};

class ClassResults {
 public:
  enum class Added : std::uint8_t {
    kNew,           // a student not in the class yet
    kSame,          // the very result the class has already: nothing changed
    kStudentAgain,  // a name already in the class: not added; keep_both() or replace() decides
    kOtherSet,      // made for another set, or this one changed: refused
    kWrongShape,    // not one answer for each of the set's cases: refused
  };
  struct CaseTally {
    std::size_t right = 0;
    std::size_t answered = 0;
  };

  ClassResults(std::string set_hash, std::size_t cases);

  Added add(StudentResult result);
  // The coach's choice after kStudentAgain: the new result beside the first, or in its place.
  void keep_both(StudentResult result);
  void replace(StudentResult result);

  const std::string& set() const { return set_hash_; }
  // In the order they came.
  const std::vector<StudentResult>& students() const { return students_; }
  // For each case of the set, how many answered it right.
  std::vector<CaseTally> tallies() const;
  // The cases someone missed, the most missed first (the lowest share right, then the set's
  // order).
  std::vector<std::size_t> most_missed() const;

 private:
  bool fits(const StudentResult& result) const;

  std::string set_hash_;
  std::size_t cases_ = 0;
  std::vector<StudentResult> students_;
};

}  // namespace flagfall::trainer
