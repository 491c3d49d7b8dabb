// What the trainer's views say where the words depend on the selection, a ruleset, a position or
// the progress.
#include "rules/scenario_category.h"
#include "session/trainer/trainer_views.h"

#include <gtest/gtest.h>

#include "rules/ruleset.h"

namespace flagfall::session {
namespace {

const char* const kDot = " \xC2\xB7 ";

TEST(TrainerTexts, PercentRoundsAndSaysDashForNothing) {
  EXPECT_EQ(percent(0, 0), "-");
  EXPECT_EQ(percent(4, 5), "80%");
  EXPECT_EQ(percent(2, 3), "67%");
  EXPECT_EQ(percent(1, 3), "33%");
  EXPECT_EQ(percent(0, 7), "0%");
}

TEST(TrainerTexts, TheMenuCountsTheBankAndTheRulesets) {
  trainer::Trainer t;
  EXPECT_EQ(bank_summary(t), std::to_string(t.bank().scenarios().size()) + " scenarios, " +
                                 std::to_string(rules::all_rulesets().size()) + " rulesets");
}

TEST(TrainerTexts, TheSelectionSummaryCountsRulesetsAndCategories) {
  trainer::Trainer t;
  EXPECT_EQ(selection_summary(t), std::string("all rulesets") + kDot + "all categories");
  t.toggle_ruleset("fide-2023");
  t.toggle_category("king-adjacent");
  const std::size_t categories = t.bank().categories().size() - 1;
  EXPECT_EQ(selection_summary(t), std::to_string(rules::all_rulesets().size() - 1) + " rulesets" +
                                      kDot + std::to_string(categories) + " categories");
  for (const rules::Ruleset* r : rules::all_rulesets()) {
    if (r->id != "uscf-2020" && r->id != "fide-2023") t.toggle_ruleset(r->id);
  }
  for (const std::string& c : t.bank().categories()) {
    if (c != "flag-fall" && c != "king-adjacent") t.toggle_category(c);
  }
  EXPECT_EQ(selection_summary(t), std::string("USCF 2020") + kDot + "Flag fall");
  t.toggle_ruleset("uscf-2020");
  t.toggle_category("flag-fall");
  EXPECT_EQ(selection_summary(t), std::string("no ruleset") + kDot + "no category");
}

TEST(TrainerTexts, ReviewAndProgressHintsCountWhatIsDueAndAnswered) {
  trainer::Trainer t;
  EXPECT_EQ(review_hint(t), "Missed questions come back sooner");
  EXPECT_EQ(progress_hint(t.progress()), "0 answered, - right");
  ASSERT_TRUE(t.next_question(trainer::Mode::kPractice, 1));
  t.answer(t.question()->right == 0 ? 1 : 0);
  ASSERT_TRUE(t.next_question(trainer::Mode::kPractice, 2));
  t.answer(t.question()->right);
  EXPECT_EQ(progress_hint(t.progress()), "2 answered, 50% right");
  EXPECT_EQ(review_hint(t),
            std::to_string(t.due_count()) + " due; missed questions come back sooner");
  EXPECT_GE(t.due_count(), 1) << "the missed one is due after one other question";
  EXPECT_EQ(progress_header(t), std::string("2 answered") + kDot + "50% right" + kDot +
                                    std::to_string(t.due_count()) + " due");
}

TEST(TrainerTexts, MatchingScenariosInTheSingularAndPlural) {
  EXPECT_EQ(matching_text(0), "0 scenarios match.");
  EXPECT_EQ(matching_text(1), "1 scenario matches.");
  EXPECT_EQ(matching_text(12), "12 scenarios match.");
}

TEST(TrainerTexts, AClockFaceSaysWhoIsToMove) {
  EXPECT_EQ(face_title(chess::Color::White, chess::Color::White),
            std::string("\xE2\x99\x94 White") + kDot + "to move");
  EXPECT_EQ(face_title(chess::Color::White, chess::Color::Black), "\xE2\x99\x94 White");
  EXPECT_EQ(face_title(chess::Color::Black, chess::Color::Black),
            std::string("\xE2\x99\x9A Black") + kDot + "to move");
  EXPECT_EQ(face_title(chess::Color::Black, chess::Color::White), "\xE2\x99\x9A Black");
}

TEST(TrainerTexts, TheTimelineCaptionSaysWhenAndWhichStep) {
  trainer::Question q;
  q.replay.steps.resize(3);
  q.replay.steps[1].t = 65'000;
  q.replay.steps[2].t = 12'300;
  EXPECT_EQ(timeline_caption(q, 0), std::string("Set-up") + kDot + "step 1 of 3");
  EXPECT_EQ(timeline_caption(q, 1), std::string("At 1:05") + kDot + "step 2 of 3");
  EXPECT_EQ(timeline_caption(q, 2),
            "At " + trainer::clock_text(12'300) + " s" + kDot + "step 3 of 3");
  EXPECT_EQ(timeline_caption(q, 7), timeline_caption(q, 2)) << "past the end: the last step";
}

TEST(TrainerTexts, AnIllegalMoveShowsOnlyOnceRevealed) {
  trainer::Scene step;
  EXPECT_FALSE(shows_illegal_move(step, true));
  step.last_move = trainer::MoveMark{chess::Square(4), chess::Square(12), ""};
  EXPECT_FALSE(shows_illegal_move(step, true));
  step.last_move->illegal = "king-next-to-king";
  EXPECT_FALSE(shows_illegal_move(step, false));
  EXPECT_TRUE(shows_illegal_move(step, true));
}

// A bank question whose side-by-side has a ruleset that differs and one the scenario is not
// meant for.
std::optional<trainer::Question> question_with_differences() {
  const rules::Ruleset& uscf = *rules::find_ruleset("uscf-2020");
  for (const rules::Scenario& s : trainer::Bank::builtin().scenarios()) {
    auto q = trainer::make_question(s, uscf, trainer::QuestionKind::kRuling, 1);
    if (!q) continue;
    bool differs = false, silent = false;
    for (const trainer::RulesetAnswer& r : q->comparison) {
      differs = differs || r.differs;
      silent = silent || !r.meant_for;
    }
    if (differs && silent) return q;
  }
  return std::nullopt;
}

TEST(TrainerTexts, ACollapsedTimelineShowsTheLastEventAndCountsTheRest) {
  trainer::Step step;
  step.happened = {"White presses", "Black's flag falls"};
  step.rulings = {"White wins"};
  EXPECT_EQ(timeline_lines(step, false, false), std::vector<std::string>{"Black's flag falls"});
  EXPECT_EQ(
      timeline_lines(step, false, true),
      (std::vector<std::string>{"\xE2\x80\xA2 White presses", "\xE2\x80\xA2 Black's flag falls"}));
  EXPECT_EQ(timeline_lines(step, true, true).back(), "Arbiter: White wins") << "once revealed";
  EXPECT_EQ(timeline_toggle_text(step, false, false), "All 2 lines \xE2\x86\x93");
  EXPECT_EQ(timeline_toggle_text(step, true, false), "All 3 lines \xE2\x86\x93");
  EXPECT_EQ(timeline_toggle_text(step, false, true), "Fewer \xE2\x86\x91");
  // Nothing hidden: no toggle.
  step.happened = {"White presses"};
  EXPECT_EQ(timeline_toggle_text(step, false, false), "");
  EXPECT_EQ(timeline_toggle_text(step, false, true), "");
  step.happened.clear();
  EXPECT_TRUE(timeline_lines(step, false, false).empty());
}

TEST(TrainerTexts, TheRulingsSideBySideMarkTheAskedOneAndTheDifferences) {
  const auto q = question_with_differences();
  ASSERT_TRUE(q.has_value());
  const std::vector<ComparisonRow> rows = comparison_rows(*q);
  ASSERT_EQ(rows.size(), q->comparison.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const trainer::RulesetAnswer& r = q->comparison[i];
    const ComparisonRow& row = rows[i];
    EXPECT_EQ(row.ruleset, r.ruleset);
    EXPECT_EQ(row.rule_number, r.rule_number);
    EXPECT_EQ(row.asked, r.ruleset == "uscf-2020");
    EXPECT_EQ(row.differs, r.differs);
    EXPECT_EQ(row.meant_for, r.meant_for);
    EXPECT_EQ(row.text.rfind((row.asked ? "\xE2\x96\xB6 " : "") + r.name + ": " + r.answer.text, 0),
              0u)
        << row.text;
    EXPECT_EQ(row.text.find("\xC2\xB7 differs") != std::string::npos, r.differs) << row.text;
    EXPECT_EQ(row.text.find("rulebook silent: the arbiter's reading") != std::string::npos,
              !r.meant_for)
        << row.text;
    if (!r.rule.empty()) {
      EXPECT_NE(row.text.find("\n" + r.rule), std::string::npos) << row.text;
    }
  }
}

// Where a rulebook leaves the outcome to the director, his row says so instead of the arbiter's
// default answer.
TEST(TrainerTexts, ARulingLeftToTheDirectorSaysItIsHisCall) {
  auto q = question_with_differences();
  ASSERT_TRUE(q.has_value());
  trainer::RulesetAnswer& other = q->comparison.back();
  ASSERT_NE(other.ruleset, q->ruleset);
  other.directors_call = true;
  const ComparisonRow row = comparison_rows(*q).back();
  EXPECT_EQ(row.text.rfind(other.name + ": the director's call", 0), 0u) << row.text;
  EXPECT_EQ(row.text.find(other.answer.text + " "), std::string::npos) << row.text;
}

TEST(TrainerTexts, TheExamClockCountsDownAndWarnsInTheLastMinute) {
  EXPECT_EQ(exam_clock_text(300'000), "5:00 left");
  EXPECT_FALSE(exam_time_short(60'000));
  EXPECT_TRUE(exam_time_short(59'999));
  EXPECT_EQ(exam_clock_changes_at(1000, 300'000), 2000);
  EXPECT_EQ(exam_clock_changes_at(1000, 299'400), 1400);
  EXPECT_EQ(exam_clock_changes_at(1000, 19'950), 1050);
  EXPECT_EQ(exam_clock_changes_at(1000, 0), 1100);
}

TEST(TrainerTexts, TheExamResultListsEveryQuestionWithTheAnswers) {
  trainer::Trainer t;
  ASSERT_TRUE(t.start_exam(5, 0, 9));
  const trainer::Exam& exam = *t.exam();
  const trainer::Question& first = exam.question(0);
  const std::size_t wrong = first.right == 0 ? 1 : 0;
  t.answer_exam(wrong, 1000);
  for (std::size_t i = 1; i < 4; ++i) t.answer_exam(exam.question(i).right, 1000);
  t.check_exam_time(10'000'000);
  EXPECT_EQ(exam_score_text(exam), "3 of 5 right (60%); 80% passes");
  const std::vector<ExamLine> lines = exam_lines(exam);
  ASSERT_EQ(lines.size(), 5u);
  EXPECT_FALSE(lines[0].right);
  EXPECT_EQ(lines[0].text, "\xE2\x9C\x97 1. " + first.scenario.title + " (" +
                               std::string(trainer::short_name(first.ruleset)) +
                               ")\nYour answer: " + first.choices[wrong].answer.text +
                               "\nRight: " + first.choices[first.right].answer.text);
  EXPECT_TRUE(lines[1].right);
  EXPECT_EQ(lines[1].text.rfind("\xE2\x9C\x93 2. ", 0), 0u);
  EXPECT_EQ(lines[1].text.find("\nRight: "), std::string::npos);
  EXPECT_NE(lines[4].text.find("\nYour answer: none\n"), std::string::npos) << lines[4].text;
}

TEST(TrainerTexts, CategoryBarsStandAgainstThePassMark) {
  trainer::Trainer t;
  const std::vector<CategoryBar> none = category_bars(t);
  ASSERT_FALSE(none.empty());
  EXPECT_EQ(none[0].figures, "not tried");
  for (const CategoryBar& bar : none) {
    EXPECT_EQ(bar.title, rules::category_title(bar.category));
    EXPECT_NE(bar.title, bar.category) << "a name, not the id";
  }
  EXPECT_EQ(none[0].standing, Standing::kNotTried);
  EXPECT_FLOAT_EQ(pass_mark(), 0.8f);

  const auto restored = [](const std::string& cards) {
    trainer::Trainer r;
    const std::string save =
        R"({"version":1,"selection":{"rulesets":[],"categories":[]},"progress":{"version":1,)"
        R"("step":10,"cards":[)" +
        cards + R"(],"exams":[]}})";
    EXPECT_EQ(r.restore(save), std::nullopt);
    return category_bars(r);
  };
  const auto card = [](const std::string& category, int seen, int right, int box) {
    return R"({"card":")" + category + "-x|uscf-2020|ruling\",\"category\":\"" + category +
           R"(","box":)" + std::to_string(box) + R"(,"due":20,"seen":)" + std::to_string(seen) +
           R"(,"right":)" + std::to_string(right) + R"(,"last_right":true})";
  };
  const std::vector<CategoryBar> bars =
      restored(card("flag-fall", 5, 4, 3) + "," + card("king-adjacent", 4, 2, 1) + "," +
               card("draw-claims", 3, 1, 0));
  const auto find = [&](const std::string& category) {
    for (const CategoryBar& b : bars) {
      if (b.category == category) return b;
    }
    ADD_FAILURE() << category;
    return CategoryBar{};
  };
  EXPECT_EQ(find("flag-fall").standing, Standing::kPassing);
  EXPECT_EQ(find("flag-fall").figures, std::string("4/5") + kDot + "1 learned");
  EXPECT_FLOAT_EQ(find("flag-fall").share, 0.8f);
  EXPECT_EQ(find("king-adjacent").standing, Standing::kHalfway);
  EXPECT_EQ(find("draw-claims").standing, Standing::kBehind);
}

TEST(TrainerTexts, RecentExamsAreTheLastFive) {
  trainer::Progress p;
  for (int i = 0; i < 7; ++i) p.record_exam(i % 5 + 1, 5, i % 5 + 1 >= 4);
  const std::vector<std::string> lines = recent_exams(p);
  ASSERT_EQ(lines.size(), 5u);
  EXPECT_EQ(lines[0], "\xE2\x9C\x97 not passed 3 of 5 (60%)");
  EXPECT_EQ(lines[1], "\xE2\x9C\x93 passed 4 of 5 (80%)");
  EXPECT_EQ(lines[4], "\xE2\x9C\x97 not passed 2 of 5 (40%)");
}

TEST(TrainerTexts, ARuleCardNamesWhereOtherRulesetsDifferAndWhereTheyAgree) {
  trainer::RuleEntry e{"7d", "USCF 11-7d", "Says.", "Illegal-move claims", "two minutes", {}};
  e.elsewhere = {{"fide-2023", "FIDE 2023", "FIDE A.4.2", "", "one minute", true},
                 {"sacramento-2005", "Sacramento", "", "", "", true},
                 {"uscf-summary", "USCF summary", "USCF summary 2b", "", "two minutes", false},
                 {"scholastic-2018", "Scholastic", "Scholastic 10a4", "", "", false}};
  const RuleCard card = rule_card(e);
  EXPECT_EQ(card.heading, "USCF 11-7d  \xC2\xB7  Illegal-move claims");
  EXPECT_EQ(card.says, "Says.");
  EXPECT_EQ(card.here, "Here: two minutes");
  EXPECT_EQ(card.differing, (std::vector<std::string>{"FIDE 2023 (FIDE A.4.2): one minute",
                                                      "Sacramento: no rule on this"}));
  EXPECT_EQ(card.same_in, "Same in: USCF summary 2b, Scholastic 10a4");
  e.policy.clear();
  e.elsewhere.resize(2);
  EXPECT_EQ(rule_card(e).here, "");
  EXPECT_EQ(rule_card(e).same_in, "");
}

}  // namespace
}  // namespace flagfall::session

namespace flagfall::session {
namespace {

trainer::Question bank_question(std::string_view id, std::string_view ruleset) {
  return *trainer::make_question(*trainer::Bank::builtin().find(id), *rules::find_ruleset(ruleset),
                                 trainer::QuestionKind::kRuling, 1);
}

// The feedback says what the ruling did, which the question did not show.
TEST(TrainerTexts, TheFeedbackSaysWhatTheRulingDid) {
  EXPECT_EQ(ruling_effect_text(bank_question("penalty-touch-move", "uscf-2020")),
            "Black's clock: 0:59 \xE2\x86\x92 1:59, one minute to Black.");
  EXPECT_EQ(ruling_effect_text(bank_question("setup-clock-set-too-high", "uscf-summary")),
            "White's clock: 5:58 \xE2\x86\x92 5:00, 58 s off White.");
  // The Variation's two minutes, and the position set back after the second illegal move.
  EXPECT_EQ(
      ruling_effect_text(bank_question("illegal-move-second-offence", "uscf-summary-variation")),
      "Black's clock: 0:58 \xE2\x86\x92 2:58, two minutes to Black. The ruling changes the "
      "board: compare Before and After the ruling.");
  // A win: the clocks are not part of the answer.
  EXPECT_EQ(ruling_effect_text(bank_question("flag-fall-claimed", "uscf-2020")), "");
}

}  // namespace
}  // namespace flagfall::session
