#pragma once
// Which of the trainer screen's views is on show.
#include <cstdint>

namespace flagfall::session {

// The trainer screen's views. The test hook names them (view_id): "menu", "setup", ...
enum class TrainerView : std::uint8_t {
  kMenu,
  kSelection,
  kQuestion,
  kExam,
  kExamResult,
  kProgress,
  kRules,
  kEditor,      // "Make a case" (CaseEditor)
  kMine,        // My scenarios
  kSetBuilder,  // a class set from My scenarios and the bank
  kShare,       // the share sheet of a case or a set
  kClasses,     // the coach's classes and the results students sent back (class_book.h)
  kClassroom,   // a class set on a projector, one question at a time (classroom_view.h)
};
const char* view_id(TrainerView view);

}  // namespace flagfall::session
