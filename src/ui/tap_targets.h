#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace flagfall::ui {

// Where the tappable controls of the current frame are, in CSS pixels, so browser tests can tap
// a control by name, and which buttons' labels were drawn cut. Filled while drawing; reported by
// the test hook.
struct TapTarget {
  std::string id;
  float x, y, width, height;
};

class TapTargets {
 public:
  void clear() {
    targets_.clear();
    cut_labels_.clear();
  }
  // Records the last ImGui item under `id`.
  void add_last_item(const char* id);
  // Records a rectangle drawn without an item of its own (already where it shows on screen).
  void add(const char* id, float x, float y, float width, float height) {
    targets_.push_back({id, x, y, width, height});
  }
  // While set, items are drawn turned by 180 degrees about (x, y): they are published where they
  // show on screen.
  void turn_about(std::optional<std::pair<float, float>> centre) { turned_about_ = centre; }
  const std::vector<TapTarget>& all() const { return targets_; }
  // A button's label too wide for it even at the smallest size it may shrink to: drawn cut.
  void note_cut_label(const char* label) { cut_labels_.emplace_back(label); }
  const std::vector<std::string>& cut_labels() const { return cut_labels_; }

 private:
  std::vector<TapTarget> targets_;
  std::vector<std::string> cut_labels_;
  std::optional<std::pair<float, float>> turned_about_;
};

// The frame's targets: the UI draws one frame at a time, so one list serves.
TapTargets& tap_targets();

}  // namespace flagfall::ui
