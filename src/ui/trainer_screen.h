#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <imgui.h>
#include <nlohmann/json.hpp>

#include "session/frame_io.h"
#include "trainer/trainer.h"
#include "ui/rules_browser_screen.h"
#include "ui/screen.h"

namespace flagfall::ui {

using session::EpochMillis;
using session::FrameInput;
using session::FrameOutput;
using session::Sound;
using session::TextRequest;

// The rules trainer: a menu (practice, exam, review, progress, rules browser), the selection of
// rulesets and categories, and the question view (board, clocks, timeline, choices, then the
// ruling with its rule and every ruleset side by side). Every ruling and score comes from the
// trainer core; this class only draws it and passes taps on.
class TrainerScreen {
 public:
  TrainerScreen();

  Screen draw(const FrameInput& input, FrameOutput& output);
  nlohmann::json state(EpochMillis now) const;

  // What survives a reload: the selection and the progress.
  std::string saved() const { return trainer_.save(); }
  // Restores saved(); on bad input keeps the current state and returns what was wrong.
  std::optional<std::string> restore(std::string_view text);
  // True once after every change that must be saved.
  bool take_unsaved_change();
  // Opens a scenario from outside the bank (the live clock's game) as a study question; a
  // scenario that cannot be asked leaves the menu with a notice saying why.
  void study(std::string_view scenario_json, const FrameInput& input);

 private:
  enum class View { Menu, Setup, Question, Exam, ExamResult, Progress, Rules };

  // Content scrolls (drag or wheel) above a fixed bar of thumb-sized actions at the bottom.
  bool begin_content(float bar_height);
  void end_content();
  void bottom_bar_begin(float bar_height);

  void start_question(trainer::Mode mode, const FrameInput& input);
  void start_exam(const FrameInput& input);
  void show_question(const trainer::Question& q);
  std::uint64_t next_seed(const FrameInput& input);

  Screen draw_menu(const FrameInput& input);
  void draw_setup(const FrameInput& input);
  void draw_question_view(const FrameInput& input, FrameOutput& output);
  void draw_exam_view(const FrameInput& input, FrameOutput& output);
  void draw_exam_result(const FrameInput& input);
  void draw_progress();
  // The question itself; returns the choice tapped, if any. `chosen` marks the answer given,
  // `reveal` shows right and wrong, the illegal move and the rulings in the timeline.
  std::optional<std::size_t> draw_question(const trainer::Question& q,
                                           std::optional<std::size_t> chosen, bool reveal,
                                           const FrameInput& input, FrameOutput& output);
  void draw_clocks(const trainer::Step& step, float width);
  void draw_timeline(const trainer::Question& q, bool reveal, const FrameInput& input,
                     FrameOutput& output);
  void draw_feedback(const trainer::Question& q, std::size_t chosen);
  void open_rules(const std::string& ruleset, const std::string& number);

  trainer::Trainer trainer_;
  bool back_to_clock_ = false;  // study: the bar's button returns to the clock
  RulesBrowser rules_browser_;
  View view_ = View::Menu;
  View rules_back_ = View::Menu;
  View setup_back_ = View::Menu;

  // The question view.
  std::size_t step_ = 0;                     // timeline step shown
  std::optional<EpochMillis> next_step_at_;  // replaying: when the next step shows
  bool scroll_to_top_ = false;
  bool scroll_to_feedback_ = false;
  std::optional<std::size_t> exam_review_;  // exam result: the question reviewed, if any
  bool confirm_reset_ = false;
  std::string notice_;

  std::uint64_t seeds_ = 0;
  bool unsaved_ = false;
  float scroll_y_ = 0;
  float scroll_max_ = 0;
  std::string shown_card_;  // the question on screen, to reset the timeline when it changes
};

}  // namespace flagfall::ui
