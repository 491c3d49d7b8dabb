#include "ui/trainer_screen.h"

#include <algorithm>
#include <cfloat>

#include "trainer/replay.h"
#include "ui/board_view.h"
#include "ui/fonts.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"
#include "ui/trainer_widgets.h"
#include "ui/widgets.h"

namespace flagfall::ui {
namespace {

constexpr float kBarHeight = 72.0f;
constexpr std::size_t kExamQuestions = 5;
constexpr EpochMillis kReplayStepMs = 900;

ImU32 u32(const ImVec4& c) {
  return ImGui::GetColorU32(c);
}

std::string percent(int right, int answered) {
  if (answered == 0) return "-";
  return std::to_string((right * 100 + answered / 2) / answered) + "%";
}

// A bottom-bar button: equal shares of the bar's width.
bool bar_button(const char* label, const char* target, float width, bool enabled = true) {
  ImGui::BeginDisabled(!enabled);
  const bool tapped = ImGui::Button(label, ImVec2(width, touch_target()));
  ImGui::EndDisabled();
  publish_if_visible(target);
  return tapped && enabled;
}

std::string selection_summary(const trainer::Trainer& t) {
  const trainer::Selection& s = t.selection();
  std::string rulesets = s.rulesets.size() == rules::all_rulesets().size() ? "all rulesets"
                         : s.rulesets.size() == 1 ? std::string(trainer::short_name(s.rulesets[0]))
                                                  : std::to_string(s.rulesets.size()) + " rulesets";
  std::string categories = s.categories.size() == t.bank().categories().size() ? "all categories"
                           : s.categories.size() == 1
                               ? s.categories[0]
                               : std::to_string(s.categories.size()) + " categories";
  if (s.rulesets.empty()) rulesets = "no ruleset";
  if (s.categories.empty()) categories = "no category";
  return rulesets + " \xC2\xB7 " + categories;
}

}  // namespace

TrainerScreen::TrainerScreen() = default;

std::uint64_t TrainerScreen::next_seed(const FrameInput& input) {
  return static_cast<std::uint64_t>(input.now) * 0x9E3779B97F4A7C15ull + ++seeds_;
}

bool TrainerScreen::take_unsaved_change() {
  const bool changed = unsaved_;
  unsaved_ = false;
  return changed;
}

std::optional<std::string> TrainerScreen::restore(std::string_view text) {
  auto problem = trainer_.restore(text);
  if (problem)
    notice_ = "Your saved progress could not be read (" + *problem + "); it was kept aside.";
  return problem;
}

bool TrainerScreen::begin_content(float bar_height) {
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  ImGui::PushStyleVar(ImGuiStyleVar_ScrollbarSize, 6.0f);
  const bool open = ImGui::BeginChild("content", ImVec2(avail.x, avail.y - bar_height), false);
  if (scroll_to_top_) {
    ImGui::SetScrollY(0);
    scroll_to_top_ = false;
  }
  return open;
}

void TrainerScreen::end_content() {
  scroll_y_ = ImGui::GetScrollY();
  scroll_max_ = ImGui::GetScrollMaxY();
  drag_to_scroll();
  ImGui::EndChild();
  ImGui::PopStyleVar();
}

void TrainerScreen::bottom_bar_begin(float bar_height) {
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  draw->AddLine(ImVec2(viewport->WorkPos.x, at.y),
                ImVec2(viewport->WorkPos.x + viewport->WorkSize.x, at.y), u32(colors::kPanel),
                2.0f);
  ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + (bar_height - touch_target()) / 2 - 4));
}

void TrainerScreen::show_question(const trainer::Question& q) {
  step_ = q.replay.steps.empty() ? 0 : q.replay.steps.size() - 1;
  next_step_at_.reset();
  scroll_to_top_ = true;
  scroll_to_feedback_ = false;
  shown_card_ = q.card();
}

void TrainerScreen::start_question(trainer::Mode mode, const FrameInput& input) {
  view_ = View::Question;
  notice_.clear();
  if (trainer_.next_question(mode, next_seed(input))) {
    show_question(*trainer_.question());
  } else {
    notice_ = "No scenario matches your choice of rulesets and categories. Choose more.";
    scroll_to_top_ = true;
  }
}

void TrainerScreen::study(std::string_view scenario_json, const FrameInput& input) {
  notice_.clear();
  if (const auto problem = trainer_.study(scenario_json, next_seed(input))) {
    notice_ = "This game cannot be studied: " + *problem + ".";
    view_ = View::Menu;
    return;
  }
  view_ = View::Question;
  show_question(*trainer_.question());
}

void TrainerScreen::start_exam(const FrameInput& input) {
  notice_.clear();
  if (!trainer_.start_exam(kExamQuestions, input.now, next_seed(input))) {
    notice_ = "Not enough scenarios for an exam in your choice of rulesets and categories.";
    view_ = View::Menu;
    return;
  }
  view_ = View::Exam;
  exam_review_.reset();
  show_question(trainer_.exam()->question(0));
}

void TrainerScreen::open_rules(const std::string& ruleset, const std::string& number) {
  rules_back_ = view_;
  rules_browser_.open(ruleset, number);
  view_ = View::Rules;
  scroll_to_top_ = true;
}

Screen TrainerScreen::draw(const FrameInput& input, FrameOutput& output) {
  Screen next = Screen::Trainer;
  if (trainer_.exam() != nullptr && trainer_.check_exam_time(input.now)) {
    unsaved_ = true;
    if (view_ == View::Exam) view_ = View::ExamResult;
  }
  switch (view_) {
    case View::Menu:
      next = draw_menu(input);
      break;
    case View::Setup:
      draw_setup(input);
      break;
    case View::Question:
      draw_question_view(input, output);
      if (back_to_clock_) {
        back_to_clock_ = false;
        view_ = View::Menu;
        next = Screen::Clock;
      }
      break;
    case View::Exam:
      draw_exam_view(input, output);
      break;
    case View::ExamResult:
      draw_exam_result(input);
      break;
    case View::Progress:
      draw_progress();
      break;
    case View::Rules: {
      if (begin_content(kBarHeight)) rules_browser_.draw();
      end_content();
      bottom_bar_begin(kBarHeight);
      if (bar_button("\xE2\x86\x90 Back", "trainer.rules.back", ImGui::GetContentRegionAvail().x)) {
        view_ = rules_back_;
        scroll_to_top_ = rules_back_ != View::Question && rules_back_ != View::ExamResult;
      }
      break;
    }
  }
  return next;
}

Screen TrainerScreen::draw_menu(const FrameInput& input) {
  Screen next = Screen::Trainer;
  if (begin_content(kBarHeight)) {
    const float width = std::min(ImGui::GetContentRegionAvail().x, 520.0f);
    centered_text(Fonts::title(), "Rules trainer");
    centered_text(Fonts::body(),
                  (std::to_string(trainer_.bank().scenarios().size()) + " scenarios, " +
                   std::to_string(rules::all_rulesets().size()) + " rulesets")
                      .c_str());
    ImGui::Dummy(ImVec2(0, 4));
    if (!notice_.empty()) paragraph(notice_, colors::kWarning);
    if (wrapped_button("##selection",
                       "Questions from " + selection_summary(trainer_) + ". Tap to choose.", width,
                       u32(colors::kBackground), u32(colors::kAccent), u32(colors::kText))) {
      setup_back_ = View::Menu;
      view_ = View::Setup;
      scroll_to_top_ = true;
    }
    publish_if_visible("trainer.setup");
    ImGui::Dummy(ImVec2(0, 2));
    if (big_button("Practice", "Answer, then see why, ruleset by ruleset", width))
      start_question(trainer::Mode::kPractice, input);
    publish_if_visible("trainer.practice");
    if (big_button("Exam", "5 questions, 5 minutes, 80% to pass", width)) start_exam(input);
    publish_if_visible("trainer.exam");
    const int due = trainer_.due_count();
    const std::string review = due > 0
                                   ? std::to_string(due) + " due; missed questions come back sooner"
                                   : "Missed questions come back sooner";
    if (big_button("Review", review.c_str(), width)) start_question(trainer::Mode::kReview, input);
    publish_if_visible("trainer.review");
    const trainer::Progress& p = trainer_.progress();
    const std::string progress =
        std::to_string(p.answered()) + " answered, " + percent(p.right(), p.answered()) + " right";
    if (big_button("Progress", progress.c_str(), width)) {
      view_ = View::Progress;
      scroll_to_top_ = true;
    }
    publish_if_visible("trainer.progress");
    if (big_button("Rules", "Every rule; where rulesets differ", width))
      open_rules("uscf-2020", "");
    publish_if_visible("trainer.rules");
  }
  end_content();
  bottom_bar_begin(kBarHeight);
  if (bar_button("\xE2\x86\x90 Home", "trainer.home", ImGui::GetContentRegionAvail().x))
    next = Screen::Home;
  return next;
}

void TrainerScreen::draw_setup(const FrameInput& input) {
  if (begin_content(kBarHeight)) {
    const float width = ImGui::GetContentRegionAvail().x;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float half = (width - gap) / 2;
    const auto all_none = [&](const char* all_id, const char* none_id, bool& all, bool& none) {
      all = ImGui::Button(("All##" + std::string(all_id)).c_str(), ImVec2(half, touch_target()));
      publish_if_visible(all_id);
      ImGui::SameLine();
      none = ImGui::Button(("None##" + std::string(none_id)).c_str(), ImVec2(half, touch_target()));
      publish_if_visible(none_id);
    };
    heading("Rulesets");
    bool all = false, none = false;
    all_none("trainer.rulesets.all", "trainer.rulesets.none", all, none);
    const trainer::Selection& sel = trainer_.selection();
    const auto selected = [](const std::vector<std::string>& list, std::string_view id) {
      return std::find(list.begin(), list.end(), id) != list.end();
    };
    if (all || none) {
      for (const rules::Ruleset* r : rules::all_rulesets()) {
        if (selected(sel.rulesets, r->id) != all) trainer_.toggle_ruleset(r->id);
      }
      unsaved_ = true;
    }
    int column = 0;
    for (const rules::Ruleset* r : rules::all_rulesets()) {
      if (column++ % 2) ImGui::SameLine();
      const std::string id(r->id);
      if (chip(id.c_str(), std::string(trainer::short_name(r->id)), selected(sel.rulesets, r->id),
               half)) {
        trainer_.toggle_ruleset(r->id);
        unsaved_ = true;
      }
      publish_if_visible("trainer.ruleset." + id);
    }
    ImGui::Dummy(ImVec2(0, 4));
    heading("Categories");
    all = none = false;
    all_none("trainer.categories.all", "trainer.categories.none", all, none);
    if (all || none) {
      for (const std::string& c : trainer_.bank().categories()) {
        if (selected(sel.categories, c) != all) trainer_.toggle_category(c);
      }
      unsaved_ = true;
    }
    column = 0;
    for (const std::string& c : trainer_.bank().categories()) {
      if (column++ % 2) ImGui::SameLine();
      if (chip(c.c_str(), c, selected(sel.categories, c), half)) {
        trainer_.toggle_category(c);
        unsaved_ = true;
      }
      publish_if_visible("trainer.category." + c);
    }
    ImGui::Dummy(ImVec2(0, 4));
    if (chip("variants", "Fresh positions where a scenario allows", sel.variants, width)) {
      trainer_.set_variants(!sel.variants);
      unsaved_ = true;
    }
    publish_if_visible("trainer.variants");
    const std::size_t matching = trainer_.candidate_scenarios().size();
    paragraph(
        std::to_string(matching) + (matching == 1 ? " scenario matches." : " scenarios match."),
        matching == 0 ? colors::kWarning : colors::kTextDim);
  }
  end_content();
  bottom_bar_begin(kBarHeight);
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (bar_button("\xE2\x86\x90 Back", "trainer.setup.back", (width - gap) / 2)) {
    view_ = setup_back_;
    scroll_to_top_ = true;
  }
  ImGui::SameLine();
  if (bar_button("Practise \xE2\x86\x92", "trainer.setup.start", (width - gap) / 2,
                 !trainer_.candidate_scenarios().empty())) {
    start_question(trainer::Mode::kPractice, input);
  }
}

void TrainerScreen::draw_question_view(const FrameInput& input, FrameOutput& output) {
  const trainer::Question* q = trainer_.question();
  if (q != nullptr && q->card() != shown_card_) show_question(*q);
  if (begin_content(kBarHeight)) {
    if (!notice_.empty()) paragraph(notice_, colors::kWarning);
    if (q != nullptr) {
      const std::optional<std::size_t> chosen = trainer_.chosen();
      if (const auto tapped = draw_question(*q, chosen, chosen.has_value(), input, output)) {
        if (trainer_.answer(*tapped)) {
          unsaved_ = true;
          scroll_to_feedback_ = true;
        }
      }
      if (trainer_.chosen()) draw_feedback(*q, *trainer_.chosen());
    }
  }
  end_content();
  bottom_bar_begin(kBarHeight);
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (bar_button("\xE2\x86\x90 Menu", "trainer.menu", (width - gap) / 3)) {
    view_ = View::Menu;
    scroll_to_top_ = true;
  }
  ImGui::SameLine();
  const bool answered = trainer_.chosen().has_value();
  if (trainer_.mode() == trainer::Mode::kStudy) {
    if (bar_button("Back to the clock \xE2\x86\x92", "trainer.back-to-clock",
                   width - (width - gap) / 3 - gap)) {
      back_to_clock_ = true;
    }
  } else if (bar_button(answered ? "Next question \xE2\x86\x92" : "Skip \xE2\x86\x92",
                        "trainer.next", width - (width - gap) / 3 - gap, q != nullptr)) {
    start_question(trainer_.mode(), input);
  }
}

void TrainerScreen::draw_exam_view(const FrameInput& input, FrameOutput& output) {
  const trainer::Exam* exam = trainer_.exam();
  if (exam == nullptr || exam->finished()) {
    view_ = exam == nullptr ? View::Menu : View::ExamResult;
    scroll_to_top_ = true;
    return;
  }
  const trainer::Question& q = exam->question(exam->current());
  if (q.card() != shown_card_ || step_ >= q.replay.steps.size()) show_question(q);
  const EpochMillis left = exam->time_left(input.now);
  if (begin_content(kBarHeight)) {
    if (const auto tapped = draw_question(q, std::nullopt, false, input, output)) {
      trainer_.answer_exam(*tapped, input.pointer_down_at.value_or(input.now));
      unsaved_ = true;
      if (trainer_.exam()->finished()) {
        view_ = View::ExamResult;
        scroll_to_top_ = true;
      }
    }
  }
  end_content();
  bottom_bar_begin(kBarHeight);
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (bar_button("Quit exam", "trainer.exam.quit", (width - gap) / 2)) {
    trainer_.close_exam();
    view_ = View::Menu;
    scroll_to_top_ = true;
    return;
  }
  ImGui::SameLine();
  const std::string clock = trainer::clock_text(left) + " left";
  ImGui::PushStyleColor(ImGuiCol_Button, left < 60'000 ? colors::kPausedTurn : colors::kPanel);
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered,
                        left < 60'000 ? colors::kPausedTurn : colors::kPanel);
  ImGui::PushStyleColor(ImGuiCol_ButtonActive,
                        left < 60'000 ? colors::kPausedTurn : colors::kPanel);
  ImGui::Button(clock.c_str(), ImVec2((width - gap) / 2, touch_target()));
  ImGui::PopStyleColor(3);
  // Draw again when the seconds change, and exactly when time runs out.
  const EpochMillis step = left >= 20'000 ? 1000 : 100;
  const EpochMillis next_change =
      input.now + std::max<EpochMillis>(1, left % step == 0 ? step : left % step);
  output.redraw_by(next_change);
}

void TrainerScreen::draw_exam_result(const FrameInput& input) {
  const trainer::Exam* exam = trainer_.exam();
  if (exam == nullptr) {
    view_ = View::Menu;
    return;
  }
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (exam_review_) {
    const trainer::Question& q = exam->question(*exam_review_);
    if (q.card() != shown_card_) show_question(q);
    if (begin_content(kBarHeight)) {
      paragraph("Exam review \xC2\xB7 question " + std::to_string(*exam_review_ + 1) + " of " +
                    std::to_string(exam->size()),
                colors::kTextDim);
      FrameOutput ignored;
      draw_question(q, exam->chosen(*exam_review_), true, input, ignored);
      if (exam->chosen(*exam_review_)) {
        draw_feedback(q, *exam->chosen(*exam_review_));
      } else {
        paragraph("Not answered in time. The right answer is marked.", colors::kWarning);
        draw_feedback(q, q.choices.size());
      }
    }
    end_content();
    bottom_bar_begin(kBarHeight);
    if (bar_button("\xE2\x86\x90 Results", "trainer.exam.results",
                   ImGui::GetContentRegionAvail().x)) {
      exam_review_.reset();
      scroll_to_top_ = true;
    }
    return;
  }
  if (begin_content(kBarHeight)) {
    const float width = ImGui::GetContentRegionAvail().x;
    const int score = exam->score();
    const int of = static_cast<int>(exam->size());
    centered_text(Fonts::title(),
                  exam->passed() ? "\xE2\x9C\x93 Passed" : "\xE2\x9C\x97 Not passed");
    centered_text(Fonts::body(), (std::to_string(score) + " of " + std::to_string(of) + " right (" +
                                  percent(score, of) + "); " +
                                  std::to_string(trainer::Exam::kPassPercent) + "% passes")
                                     .c_str());
    ImGui::Dummy(ImVec2(0, 4));
    heading("Tap a question to see why");
    for (std::size_t i = 0; i < exam->size(); ++i) {
      const trainer::Question& q = exam->question(i);
      const bool right = exam->right(i);
      std::string text =
          std::string(right ? "\xE2\x9C\x93 " : "\xE2\x9C\x97 ") + std::to_string(i + 1) + ". " +
          q.scenario.title + " (" + std::string(trainer::short_name(q.ruleset)) +
          ")\nYour answer: " +
          (exam->chosen(i) ? q.choices[*exam->chosen(i)].answer.text : std::string("none")) +
          (right ? "" : "\nRight: " + q.choices[q.right].answer.text);
      ImGui::PushID(static_cast<int>(i));
      if (wrapped_button("##review", text, width, u32(colors::kPanel),
                         u32(right ? colors::kAccent : colors::kFlag), u32(colors::kText))) {
        exam_review_ = i;
        scroll_to_top_ = true;
      }
      ImGui::PopID();
      publish_if_visible("trainer.exam.review." + std::to_string(i));
    }
  }
  end_content();
  bottom_bar_begin(kBarHeight);
  const float width = ImGui::GetContentRegionAvail().x;
  if (bar_button("\xE2\x86\x90 Menu", "trainer.exam.menu", (width - gap) / 2)) {
    trainer_.close_exam();
    view_ = View::Menu;
    scroll_to_top_ = true;
    return;
  }
  ImGui::SameLine();
  if (bar_button("New exam", "trainer.exam.again", (width - gap) / 2)) start_exam(input);
}

void TrainerScreen::draw_progress() {
  if (begin_content(kBarHeight)) {
    const float width = ImGui::GetContentRegionAvail().x;
    const trainer::Progress& p = trainer_.progress();
    centered_text(Fonts::title(), "Progress");
    centered_text(Fonts::body(), (std::to_string(p.answered()) + " answered \xC2\xB7 " +
                                  percent(p.right(), p.answered()) + " right \xC2\xB7 " +
                                  std::to_string(trainer_.due_count()) + " due")
                                     .c_str());
    ImGui::Dummy(ImVec2(0, 4));
    heading("By category: share answered right");
    ImDrawList* draw = ImGui::GetWindowDrawList();
    for (const trainer::CategoryStats& s : p.by_category(trainer_.bank().categories())) {
      ImGui::TextUnformatted(s.category.c_str());
      const std::string figures = s.answered == 0
                                      ? std::string("not tried")
                                      : std::to_string(s.right) + "/" + std::to_string(s.answered) +
                                            " \xC2\xB7 " + std::to_string(s.learned) + " learned";
      const float figures_width = ImGui::CalcTextSize(figures.c_str()).x;
      ImGui::SameLine(std::max(0.0f, width - figures_width));
      ImGui::TextDisabled("%s", figures.c_str());
      const ImVec2 at = ImGui::GetCursorScreenPos();
      const float bar = 14.0f;
      draw->AddRectFilled(at, ImVec2(at.x + width, at.y + bar), u32(colors::kPanel), 4.0f);
      if (s.answered > 0) {
        const float share = static_cast<float>(s.right) / static_cast<float>(s.answered);
        draw->AddRectFilled(at, ImVec2(at.x + std::max(4.0f, width * share), at.y + bar),
                            u32(share >= 0.8f   ? colors::kAccent
                                : share >= 0.5f ? colors::kWarning
                                                : colors::kFlag),
                            4.0f);
        // The pass mark.
        draw->AddLine(ImVec2(at.x + width * 0.8f, at.y - 2),
                      ImVec2(at.x + width * 0.8f, at.y + bar + 2), u32(colors::kText), 1.5f);
      }
      ImGui::Dummy(ImVec2(width, bar + 2));
    }
    paragraph("The white tick marks 80%, the pass mark.", colors::kTextDim);
    if (!p.exams().empty()) {
      ImGui::Dummy(ImVec2(0, 4));
      heading("Exams");
      const std::size_t first = p.exams().size() > 5 ? p.exams().size() - 5 : 0;
      for (std::size_t i = first; i < p.exams().size(); ++i) {
        const trainer::ExamRecord& e = p.exams()[i];
        ImGui::Text("%s %d of %d (%s)",
                    e.passed ? "\xE2\x9C\x93 passed" : "\xE2\x9C\x97 not passed", e.score, e.of,
                    percent(e.score, e.of).c_str());
      }
    }
    ImGui::Dummy(ImVec2(0, 8));
    if (!confirm_reset_) {
      ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
      if (ImGui::Button("Reset progress\xE2\x80\xA6", ImVec2(width, touch_target())))
        confirm_reset_ = true;
      ImGui::PopStyleColor();
      publish_if_visible("trainer.reset");
    } else {
      paragraph("Forget every answer, the review schedule and the exams?", colors::kWarning);
      const float gap = ImGui::GetStyle().ItemSpacing.x;
      ImGui::PushStyleColor(ImGuiCol_Button, colors::kFlag);
      if (ImGui::Button("Reset", ImVec2((width - gap) / 2, touch_target()))) {
        trainer_.reset_progress();
        confirm_reset_ = false;
        unsaved_ = true;
      }
      ImGui::PopStyleColor();
      publish_if_visible("trainer.reset.confirm");
      ImGui::SameLine();
      if (ImGui::Button("Cancel", ImVec2((width - gap) / 2, touch_target())))
        confirm_reset_ = false;
      publish_if_visible("trainer.reset.cancel");
    }
  }
  end_content();
  bottom_bar_begin(kBarHeight);
  if (bar_button("\xE2\x86\x90 Menu", "trainer.progress.back", ImGui::GetContentRegionAvail().x)) {
    view_ = View::Menu;
    confirm_reset_ = false;
    scroll_to_top_ = true;
  }
}

void TrainerScreen::draw_clocks(const trainer::Step& step, float width) {
  const chess::Color to_move = step.position.side_to_move();
  const float gap = 8.0f;
  const float face_width = (width - gap) / 2;
  const float height = 60.0f;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float scale = ImGui::GetIO().FontGlobalScale;
  const struct {
    const char* name;
    const trainer::ClockFace* face;
  } faces[] = {{to_move == chess::Color::Black ? "\xE2\x99\x9A Black \xC2\xB7 to move"
                                               : "\xE2\x99\x9A Black",
                &step.black},
               {to_move == chess::Color::White ? "\xE2\x99\x94 White \xC2\xB7 to move"
                                               : "\xE2\x99\x94 White",
                &step.white}};
  for (int i = 0; i < 2; ++i) {
    const trainer::ClockFace& f = *faces[i].face;
    const ImVec2 top_left(at.x + i * (face_width + gap), at.y);
    const ImVec2 bottom_right(top_left.x + face_width, top_left.y + height);
    const ImVec4 fill = f.flag_at ? colors::kFlag : f.running ? colors::kAccent : colors::kPanel;
    draw->AddRectFilled(top_left, bottom_right, u32(fill), 10.0f);
    const float small = Fonts::body()->FontSize * scale * 0.85f;
    draw->AddText(Fonts::body(), small, ImVec2(top_left.x + 8, top_left.y + 4), u32(colors::kText),
                  faces[i].name);
    if (f.flag_at) {
      draw->AddText(Fonts::body(), small, ImVec2(top_left.x + 8, top_left.y + height - small - 4),
                    u32(colors::kText), "\xE2\x9A\x91 flag");
    }
    const std::string time = trainer::clock_text(f.remaining_ms);
    const float big = Fonts::title()->FontSize * scale * 0.8f;
    const ImVec2 extent = Fonts::title()->CalcTextSizeA(big, FLT_MAX, 0, time.c_str());
    draw->AddText(Fonts::title(), big,
                  ImVec2(bottom_right.x - extent.x - 10, bottom_right.y - extent.y - 2),
                  u32(colors::kText), time.c_str());
  }
  ImGui::Dummy(ImVec2(width, height));
}

void TrainerScreen::draw_timeline(const trainer::Question& q, bool reveal, const FrameInput& input,
                                  FrameOutput& output) {
  const std::size_t count = q.replay.steps.size();
  if (next_step_at_ && input.now >= *next_step_at_) {
    if (step_ + 1 < count) {
      ++step_;
      next_step_at_ =
          step_ + 1 < count ? std::optional<EpochMillis>(input.now + kReplayStepMs) : std::nullopt;
    } else {
      next_step_at_.reset();
    }
  }
  if (next_step_at_) output.redraw_by(*next_step_at_);

  const trainer::Step& step = q.replay.steps[step_];
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float small = (width - 2 * gap) * 0.27f;
  ImGui::BeginDisabled(step_ == 0);
  if (ImGui::Button("\xE2\x86\x90", ImVec2(small, touch_target()))) {
    --step_;
    next_step_at_.reset();
  }
  ImGui::EndDisabled();
  publish_if_visible("trainer.step.prev");
  ImGui::SameLine();
  ImGui::BeginDisabled(step_ + 1 >= count);
  if (ImGui::Button("\xE2\x86\x92", ImVec2(small, touch_target()))) {
    ++step_;
    next_step_at_.reset();
  }
  ImGui::EndDisabled();
  publish_if_visible("trainer.step.next");
  ImGui::SameLine();
  if (ImGui::Button(next_step_at_ ? "Replaying\xE2\x80\xA6" : "\xE2\x96\xB6 Replay",
                    ImVec2(width - 2 * small - 2 * gap, touch_target()))) {
    step_ = 0;
    next_step_at_ = input.now + kReplayStepMs;
    output.redraw_by(*next_step_at_);
  }
  publish_if_visible("trainer.replay");

  const std::string when =
      step_ == 0 ? std::string("Set-up")
                 : "At " + trainer::clock_text(step.t) + (step.t < 20'000 ? " s" : "");
  paragraph(when + " \xC2\xB7 step " + std::to_string(step_ + 1) + " of " + std::to_string(count),
            colors::kTextDim);
  for (const std::string& line : step.happened) paragraph("\xE2\x80\xA2 " + line, colors::kText);
  if (reveal) {
    for (const std::string& line : step.rulings) paragraph("Arbiter: " + line, colors::kTextDim);
  }
}

std::optional<std::size_t> TrainerScreen::draw_question(const trainer::Question& q,
                                                        std::optional<std::size_t> chosen,
                                                        bool reveal, const FrameInput& input,
                                                        FrameOutput& output) {
  std::optional<std::size_t> tapped;
  if (step_ >= q.replay.steps.size()) step_ = q.replay.steps.size() - 1;
  const trainer::Step& step = q.replay.steps[step_];
  const float width = ImGui::GetContentRegionAvail().x;

  std::string header =
      std::string(trainer::short_name(q.ruleset)) + " \xC2\xB7 " + q.scenario.category;
  if (view_ == View::Exam && trainer_.exam() != nullptr) {
    header = "Exam " + std::to_string(trainer_.exam()->current() + 1) + "/" +
             std::to_string(trainer_.exam()->size()) + " \xC2\xB7 " + header;
  } else if (view_ == View::Question) {
    header = std::string(trainer_.mode() == trainer::Mode::kReview ? "Review" : "Practice") +
             " \xC2\xB7 " + header;
  }
  if (!q.variant.empty()) header += " \xC2\xB7 fresh position";
  paragraph(header, colors::kAccentHover);
  draw_clocks(step, width);

  const float board = std::min(width, 320.0f);
  if (board < width) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (width - board) / 2);
  std::optional<BoardMark> mark;
  if (step.last_move) {
    mark = BoardMark{step.last_move->from, step.last_move->to,
                     reveal && !step.last_move->illegal.empty()};
  }
  draw_board(step.position, mark, board);
  if (mark && mark->illegal)
    paragraph("Red: the illegal move (" + step.last_move->illegal + ")", colors::kTextDim);

  draw_timeline(q, reveal, input, output);
  ImGui::Dummy(ImVec2(0, 2));
  if (!q.situation.empty()) paragraph(q.situation, colors::kText);
  if (!q.variant.empty()) paragraph(q.variant, colors::kTextDim);
  heading(q.prompt);

  for (std::size_t i = 0; i < q.choices.size(); ++i) {
    const trainer::Choice& c = q.choices[i];
    ImU32 fill = u32(colors::kPanel);
    ImU32 border = u32(colors::kPanel);
    std::string text = c.answer.text;
    if (reveal && c.right) {
      fill = u32(colors::kAccent);
      border = u32(colors::kAccentHover);
      text = "\xE2\x9C\x93 " + text;
    } else if (reveal && chosen && *chosen == i) {
      fill = u32(colors::kFlag);
      border = u32(colors::kFlag);
      text = "\xE2\x9C\x97 " + text;
    }
    if (chosen && *chosen == i) border = u32(colors::kText);
    ImGui::PushID(static_cast<int>(i));
    if (wrapped_button("##choice", text, width, fill, border, u32(colors::kText)) && !chosen)
      tapped = i;
    ImGui::PopID();
    publish_if_visible("trainer.choice." + std::to_string(i));
  }
  return tapped;
}

void TrainerScreen::draw_feedback(const trainer::Question& q, std::size_t chosen) {
  const float width = ImGui::GetContentRegionAvail().x;
  const trainer::RulesetAnswer& asked = q.asked();
  ImGui::Dummy(ImVec2(0, 4));
  if (scroll_to_feedback_) {
    ImGui::SetScrollHereY(0.0f);
    scroll_to_feedback_ = false;
  }
  if (chosen < q.choices.size()) {
    const bool right = chosen == q.right;
    ImGui::PushFont(Fonts::title());
    ImGui::PushStyleColor(ImGuiCol_Text, right ? colors::kAccentHover : colors::kFlag);
    ImGui::TextUnformatted(right ? "\xE2\x9C\x93 Right" : "\xE2\x9C\x97 Not quite");
    ImGui::PopStyleColor();
    ImGui::PopFont();
  }
  paragraph("The ruling under " + asked.name + ": " + asked.answer.text + ".", colors::kText);
  paragraph(asked.explanation, colors::kText);
  if (!asked.rule.empty()) {
    paragraph(asked.rule + (asked.rule_says.empty() ? std::string() : ": " + asked.rule_says),
              colors::kTextDim);
    if (ImGui::Button(("Read " + asked.rule + " in the rules \xE2\x86\x92").c_str(),
                      ImVec2(width, touch_target()))) {
      open_rules(asked.ruleset, asked.rule_number);
    }
    publish_if_visible("trainer.rule_link");
  }
  ImGui::Dummy(ImVec2(0, 4));
  heading("The same scenario under every ruleset");
  paragraph("Yellow: rules differently from " + asked.name + ". Tap one to read its rule.",
            colors::kTextDim);
  for (const trainer::RulesetAnswer& row : q.comparison) {
    const bool is_asked = row.ruleset == asked.ruleset;
    std::string text = std::string(is_asked ? "\xE2\x96\xB6 " : "") + row.name + ": " +
                       row.answer.text + (row.differs ? "  \xC2\xB7 differs" : "");
    if (!row.rule.empty()) text += "\n" + row.rule;
    if (!row.meant_for)
      text += (row.rule.empty() ? "\n" : " \xC2\xB7 ") +
              std::string("rulebook silent: the arbiter's reading");
    const ImU32 border = u32(is_asked      ? colors::kAccent
                             : row.differs ? colors::kWarning
                                           : colors::kPanel);
    const ImU32 colour = u32(!row.meant_for ? colors::kTextDim
                             : row.differs  ? colors::kWarning
                                            : colors::kText);
    ImGui::PushID(row.ruleset.c_str());
    if (wrapped_button("##row", text, width, u32(colors::kBackground), border, colour)) {
      open_rules(row.ruleset, row.rule_number);
    }
    ImGui::PopID();
    publish_if_visible("trainer.compare." + row.ruleset);
  }
  if (!q.scenario.notes.empty()) {
    ImGui::Dummy(ImVec2(0, 4));
    paragraph("Note: " + q.scenario.notes, colors::kTextDim);
  }
  ImGui::Dummy(ImVec2(0, 8));
}

}  // namespace flagfall::ui
