// A question shows the moment it asks about and nothing the ruling changes (issue 25, point 1):
// over every bank scenario under every ruleset it is meant for, each kind of question, and a
// sample of fresh variants, the board and the clocks a question shows before it is answered
// (Step::asked) are
// - the same whichever ruleset is asked, so no ruleset's ruling can be read off them;
// - the clocks before the ruling's time changes: wherever the asked ruleset's clock ran as the
//   players ran theirs, the shown time plus every time change ruled so far is the ruled time;
// - a board the events are played on: every move moves a man that stands where it starts.
#include <set>

#include <gtest/gtest.h>

#include "chess/fen.h"
#include "trainer/bank.h"
#include "trainer/question.h"
#include "trainer/replay.h"
#include "trainer/variants.h"

namespace flagfall::trainer {
namespace {

struct Asked {
  const rules::Ruleset* ruleset;
  Question question;
};

// The questions of one scenario and kind, one per ruleset it is meant for that asks that kind.
std::vector<Asked> questions_of(const rules::Scenario& s, QuestionKind kind) {
  std::vector<Asked> out;
  for (const rules::Ruleset* r : rules::rulesets_for(s)) {
    const std::vector<QuestionKind> kinds = question_kinds(s, *r);
    if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) continue;
    std::optional<Question> q = make_question(s, *r, kind, 7);
    if (q) out.push_back({r, std::move(*q)});
  }
  return out;
}

std::string face_text(const ClockFace& f) {
  return std::to_string(f.remaining_ms) + (f.running ? " running" : "") +
         (f.flag_at ? " flag " + std::to_string(*f.flag_at) : "");
}

std::string scene_text(const Step& step) {
  std::string text = chess::to_fen(step.asked.position) + " | W " + face_text(step.asked.white) +
                     " | B " + face_text(step.asked.black);
  if (step.asked.last_move) {
    text += " | last " + chess::square_name(step.asked.last_move->from) +
            chess::square_name(step.asked.last_move->to);
  }
  for (const std::string& line : step.happened) text += " | " + line;
  return text;
}

struct Counts {
  int questions = 0;
  int compared = 0;     // pairs of rulesets whose questions were compared step by step
  int clock_steps = 0;  // steps whose clocks were checked against the ruled ones
  std::set<std::string> scenarios;
};

void check_scenario(const rules::Scenario& s, Counts& counts) {
  for (const QuestionKind kind : {QuestionKind::kRuling, QuestionKind::kMay}) {
    const std::vector<Asked> asked = questions_of(s, kind);
    if (asked.empty()) continue;
    counts.scenarios.insert(s.id);
    // Rulesets with the same clock at the start (their standard controls differ where the
    // scenario names none) must show the same question.
    std::vector<std::pair<clock::ClockConfig, const Asked*>> first_with_clock;
    for (const Asked& a : asked) {
      SCOPED_TRACE(a.question.card());
      ++counts.questions;
      const std::vector<Step>& steps = a.question.replay.steps;
      ASSERT_FALSE(steps.empty());
      const clock::ClockConfig config =
          rules::replay_scenario(s, *a.ruleset, 0).game_clock().config();
      const auto other = std::find_if(first_with_clock.begin(), first_with_clock.end(),
                                      [&](const auto& c) { return c.first == config; });
      if (other == first_with_clock.end()) {
        first_with_clock.emplace_back(config, &a);
      } else {
        ++counts.compared;
        const std::vector<Step>& theirs = other->second->question.replay.steps;
        ASSERT_EQ(steps.size(), theirs.size()) << "against " << other->second->ruleset->id;
        for (std::size_t k = 0; k < steps.size(); ++k) {
          EXPECT_EQ(scene_text(steps[k]), scene_text(theirs[k]))
              << "step " << k << " differs from the question under " << other->second->ruleset->id;
        }
      }
      // The shown clocks carry none of the ruled time changes.
      for (std::size_t k = 0; k < steps.size(); ++k) {
        const Step& step = steps[k];
        // A "may" question replays only the events before its moment.
        const std::int64_t until = kind == QuestionKind::kMay
                                       ? std::min(step.t + 1, a.question.replay.moment)
                                       : step.t + 1;
        const Adjustments so_far = rule_on(s, *a.ruleset, until).adjustments;
        const std::pair<const ClockFace*, const ClockFace*> faces[] = {
            {&step.asked.white, &step.ruled.white}, {&step.asked.black, &step.ruled.black}};
        const std::int64_t changed[] = {so_far.white_ms, so_far.black_ms};
        for (int side = 0; side < 2; ++side) {
          const ClockFace& shown = *faces[side].first;
          const ClockFace& ruled = *faces[side].second;
          SCOPED_TRACE("step " + std::to_string(k) + (side == 0 ? " White" : " Black"));
          if (shown.used_ms != ruled.used_ms || shown.flag_at || ruled.flag_at) continue;
          ++counts.clock_steps;
          EXPECT_EQ(shown.remaining_ms + changed[side], ruled.remaining_ms)
              << "shown " << clock_text(shown.remaining_ms) << ", ruled "
              << clock_text(ruled.remaining_ms) << ", changed by " << changed[side];
        }
      }
      // Every move is made on a board where its man stands on its square.
      for (std::size_t k = 1; k < steps.size(); ++k) {
        for (const std::string& line : steps[k].happened)
          EXPECT_EQ(line.find("empty square"), std::string::npos) << "step " << k << ": " << line;
      }
    }
  }
}

TEST(TrainerQuestionMoment, EveryBankQuestionShowsTheMomentBeforeItsRuling) {
  Counts counts;
  for (const rules::Scenario& s : Bank::builtin().scenarios()) {
    SCOPED_TRACE(s.id);
    check_scenario(s, counts);
  }
  std::printf(
      "question moments: %d questions of %zu scenarios, %d compared across rulesets, "
      "%d clock faces checked against the ruled ones\n",
      counts.questions, counts.scenarios.size(), counts.compared, counts.clock_steps);
  EXPECT_EQ(counts.scenarios.size(), Bank::builtin().scenarios().size());
  EXPECT_GE(counts.compared, 400);
}

TEST(TrainerQuestionMoment, FreshVariantsShowTheMomentBeforeTheirRuling) {
  Counts counts;
  int made = 0;
  for (const rules::Scenario& s : Bank::builtin().scenarios()) {
    if (!s.variant_template) continue;
    SCOPED_TRACE(s.id);
    const VariantIntent intent = intent_of(s);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      Rng rng(seed * 7919);
      for (int attempt = 0; attempt < 30; ++attempt) {
        std::optional<rules::Scenario> v = generate_variant(s, *s.variant_template, intent, rng);
        if (!v) continue;
        ++made;
        check_scenario(*v, counts);
        break;
      }
    }
  }
  std::printf("question moments in variants: %d variants, %d questions\n", made, counts.questions);
  EXPECT_GE(made, 60);
}

// A "what may he do now" question says where things stand (the scenario's "moment"), not only
// "Now, at 8.5 s": every bank scenario that would be asked so has its sentence, and no other has
// one that nothing shows.
TEST(TrainerQuestionMoment, EveryMayQuestionHasItsSituation) {
  int asked = 0;
  for (const rules::Scenario& s : Bank::builtin().scenarios()) {
    SCOPED_TRACE(s.id);
    rules::Scenario with = s;
    with.moment = "At the moment.";
    bool may = false;
    for (const rules::Ruleset* r : rules::rulesets_for(s)) {
      const std::vector<QuestionKind> kinds = question_kinds(with, *r);
      may = may || std::find(kinds.begin(), kinds.end(), QuestionKind::kMay) != kinds.end();
    }
    EXPECT_EQ(!s.moment.empty(), may)
        << (may ? "a may question without its situation" : "a moment no question shows");
    if (!may || s.moment.empty()) continue;
    for (const rules::Ruleset* r : rules::rulesets_for(s)) {
      const std::optional<Question> q = make_question(s, *r, QuestionKind::kMay, 1);
      if (!q) continue;
      ++asked;
      EXPECT_EQ(q->situation, s.moment);
    }
  }
  EXPECT_GE(asked, 200);
}

// The issue's three examples, by their numbers.
TEST(TrainerQuestionMoment, TheIssuesExamplesNoLongerShowTheirAnswer) {
  const Bank& bank = Bank::builtin();
  const auto last_asked = [&](std::string_view id, std::string_view ruleset) {
    const rules::Scenario* s = bank.find(id);
    EXPECT_NE(s, nullptr) << id;
    std::optional<Question> q =
        make_question(*s, *rules::find_ruleset(ruleset), QuestionKind::kRuling, 1);
    EXPECT_TRUE(q.has_value());
    return q->replay.steps.back();
  };
  // A touch-move penalty: one minute to Black is the answer, not on Black's clock.
  const Step touch = last_asked("penalty-touch-move", "uscf-2020");
  EXPECT_EQ(clock_text(touch.asked.black.remaining_ms), "0:59");
  EXPECT_EQ(clock_text(touch.ruled.black.remaining_ms), "1:59");
  // Two illegal moves under the Variation: two minutes to Black, neither on the clock.
  const Step twice = last_asked("illegal-move-second-offence", "uscf-summary-variation");
  EXPECT_EQ(clock_text(twice.asked.black.remaining_ms), "0:58");
  EXPECT_EQ(clock_text(twice.ruled.black.remaining_ms), "2:58");
  // The TD's reset is what is asked about: the clock before it.
  const Step reset = last_asked("setup-clock-set-too-high", "uscf-summary");
  EXPECT_EQ(clock_text(reset.asked.white.remaining_ms), "5:58");
  EXPECT_EQ(clock_text(reset.ruled.white.remaining_ms), "5:00");
}

}  // namespace
}  // namespace flagfall::trainer
