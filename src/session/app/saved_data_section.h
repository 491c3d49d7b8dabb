#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "json/writer.h"
#include "session/app/app_intent.h"
#include "session/mirror.h"

namespace flagfall::session {

// What the browser keeps for this site, by kind, as the About sheet lists it.
enum class StoredKind : std::uint8_t {
  kGame,       // the clock: the game, its settings and saved controls (never deleted from here)
  kTrainer,    // the trainer's progress and exam results
  kCases,      // My scenarios
  kEvent,      // the director's event (its results)
  kKeptAside,  // saves that could not be read, and the last import's undo
  kOther,      // not Flagfall's (another page on the same site)
};
inline constexpr int kStoredKinds = 6;
StoredKind stored_kind(std::string_view key);

// One line of the list: what it is, its size in words, and whether it has a Delete (not for a
// kind the list never deletes, or when there is nothing of it); its intent is delete_intent().
struct StoredRow {
  StoredKind kind;
  std::string_view label;  // ends with a NUL
  std::string size;
  bool removable = false;
  AppIntent delete_intent() const { return {AppAction::kAskDelete, static_cast<int>(kind)}; }
};

// The About sheet's saved data: each kind with its size (measured by the platform while the
// sheet is open), and the user's own data deleted kind by kind, each after a question that
// reminds to export first. What a deletion does is the app's (take_delete); the section only
// asks and answers.
class SavedDataSection {
 public:
  // Sizes in characters by kind (StoredKind order), as the platform measured them.
  void set_sizes(const std::array<std::int64_t, kStoredKinds>& sizes);
  // Measure again: the sheet opened, or a save or a deletion changed what is kept.
  void sizes_changed() { sizes_wanted_ = true; }
  // Show the list (the sheet opened to make room), or the question just asked, once.
  void show() { show_ = true; }
  bool take_show() { return std::exchange(show_, false); }
  bool wants_sizes() const { return sizes_wanted_; }
  std::int64_t size(StoredKind kind) const { return sizes_[static_cast<int>(kind)]; }

  // A kind's Delete asks, the question's Delete deletes, Keep keeps; false for another intent.
  bool apply(const AppIntent& intent);
  std::optional<StoredKind> asking() const { return asking_; }
  // The kind the user confirmed deleting, once.
  std::optional<StoredKind> take_delete() { return std::exchange(delete_, std::nullopt); }
  void close() { asking_.reset(); }

  std::vector<StoredRow> rows() const;
  // The question while one waits, and its two answers.
  std::string question() const;
  static AppControls answers();

  // The section in the About sheet's mirror.
  void mirror(Mirror& m) const;
  void write_state(JsonWriter& out) const;

 private:
  std::array<std::int64_t, kStoredKinds> sizes_{};
  bool sizes_wanted_ = true;
  bool show_ = false;
  std::optional<StoredKind> asking_;
  std::optional<StoredKind> delete_;
};

// A size in words: "0.4 KB", "12 KB", "1.2 MB".
std::string size_in_words(std::int64_t characters);

}  // namespace flagfall::session
