#pragma once
// The coach's classes (issue 41, point 2): each class set this device shared is a class, and the
// results its students send back (a #result= link or its file) are gathered into it. A result for
// a set this device did not share, or shared otherwise, is refused; the same result twice is kept
// once; a second result under a name already in the class waits for the coach to keep both or
// replace the first. Saved with My scenarios (my_scenarios.h), so the saved data's export and
// import carry it.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "json/value.h"
#include "trainer/class_results.h"

namespace flagfall::session {

struct CoachClass {
  std::string title;
  std::vector<trainer::ClassCase> cases;
  trainer::ClassResults results;
};

class ClassBook {
 public:
  static constexpr std::size_t kMaxClasses = 50;

  const std::vector<CoachClass>& classes() const { return classes_; }
  bool empty() const { return classes_.empty(); }
  // The coach shared this set: a class for it (one already there keeps its results). The newest
  // first; past kMaxClasses the oldest goes.
  void add_set(const std::string& set_hash, std::string title,
               std::vector<trainer::ClassCase> cases);
  // A student's result as a link's fragment or a file's text; returns the class it went to, if
  // it is one of these classes.
  std::optional<std::size_t> open_link(std::string_view fragment);
  std::optional<std::size_t> open_file(std::string_view text);
  // The result waiting for the coach's answer (the same student again).
  const trainer::StudentResult* waiting() const { return waiting_ ? &*waiting_ : nullptr; }
  void keep_both();
  void replace();
  void cancel() { waiting_.reset(); }

  // What the last result that came did, in the words on show ("" before any), and whether it
  // was refused.
  std::string notice() const;
  bool notice_is_problem() const { return came_ >= Came::kUnknownSet; }

  json::Value save() const;  // the classes, as an array
  std::optional<std::string> restore(const json::Value& saved);
  bool take_unsaved() { return std::exchange(unsaved_, false); }
  void clear();

 private:
  enum class Came : std::uint8_t {
    kNothing,
    kAdded,
    kSame,
    kAsks,
    kReplaced,
    kBoth,
    kUnknownSet,
    kWrongShape,
    kRefused,
  };
  std::optional<std::size_t> add(std::string_view json);
  CoachClass* class_of(const std::string& set_hash);

  std::vector<CoachClass> classes_;
  std::optional<trainer::StudentResult> waiting_;
  Came came_ = Came::kNothing;
  trainer::StudentResult last_;  // the last result that came
  std::string refused_;          // the last text refused, read again to say why in new words
  bool refused_link_ = false;
  bool unsaved_ = false;
};

// The class as its table says it: the header (the student, the score, each case's number) and a
// row a student, each case ✓ or ✗.
std::vector<std::vector<std::string>> class_table(const CoachClass& c);
// Each case: "3. Threefold repetition: 1 of 3 right (33%)".
std::vector<std::string> class_case_lines(const CoachClass& c);
// The cases missed most (at most three), each with the rule its ruling rests on ("Case 3: FIDE
// A.4.2"; its ruleset's name where none): the case's index and the line.
std::vector<std::pair<std::size_t, std::string>> class_missed_lines(const CoachClass& c);
// The class as CSV (RFC 4180): a row a student with each case's chosen answer and whether right.
std::string class_csv(const CoachClass& c);
// The class for one printed page, as the page lays it out (web/bootstrap.js, printSheet): the
// title; the table, a row a line, its cells between tabs; then after a blank line each case's
// line, and the most missed under a "# " heading.
std::string class_print(const CoachClass& c);

}  // namespace flagfall::session
