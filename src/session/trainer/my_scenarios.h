#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/scenario.h"
#include "session/trainer/class_book.h"

namespace flagfall::session {

// "My scenarios": the cases the user made or saved from a link or a file (docs/trainer.md). A
// case is kept as the bank format holds it, so it practises, edits and shares like a bank case.
// Nothing is overwritten silently: adding a case whose id is taken asks first (replace_question),
// and the UI confirms, keeps both, or cancels.
//
// Its save is one self-contained JSON value ({"format":"flagfall-my-scenarios","version":1,
// "cases":[scenario objects],"kept_aside":[texts]}), stored under its own key, so it can later
// be one entry of an export of all saved data. A save read back is untrusted: a case that does
// not parse is kept aside as its text (and saved again), the others are restored.
class MyScenarios {
 public:
  static constexpr std::size_t kMaxCases = 200;

  enum class Added : std::uint8_t { kAdded, kAsksToReplace, kFull };

  const std::vector<rules::Scenario>& cases() const { return cases_; }
  const rules::Scenario* find(std::string_view id) const;
  // The coach's classes, saved with the cases ("classes" in the save).
  const ClassBook& classes() const { return classes_; }
  ClassBook& classes() { return classes_; }
  // Cases from a save that could not be read, as their text: never dropped, saved again.
  const std::vector<std::string>& kept_aside() const { return kept_aside_; }

  // Intents.
  // Adds a case; one with a taken id waits for an answer to replace_question().
  Added add(rules::Scenario scenario);
  // The question while a case waits: "Replace \"<title>\" (my-id) in My scenarios?".
  std::optional<std::string> replace_question() const;
  const rules::Scenario* waiting() const { return waiting_ ? &*waiting_ : nullptr; }
  void confirm_replace();  // the waiting case takes the old one's place
  void keep_both();        // the waiting case is added under a free id ("my-id-2", ...)
  void cancel_replace();   // the waiting case is dropped; nothing changes
  // Deletes the case; false when there is none with that id.
  bool remove(std::string_view id);
  // Deletes every case, the ones kept aside and the classes (the About sheet's saved data).
  void clear();

  std::string save() const;
  // Restores save(). A text that is not a save at all leaves the store as it was, keeps the text
  // aside and returns what was wrong; a case that does not parse is kept aside, the others are
  // restored, and the problem names it ("case 3 (\"my-id\"): event 2: ...").
  std::optional<std::string> restore(std::string_view text);
  // True once after every change that must be saved.
  bool take_unsaved_change();

 private:
  std::string free_id(const std::string& id) const;

  std::vector<rules::Scenario> cases_;
  std::vector<std::string> kept_aside_;
  std::optional<rules::Scenario> waiting_;
  ClassBook classes_;
  bool unsaved_ = false;
};

}  // namespace flagfall::session
