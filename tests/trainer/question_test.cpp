// Questions from the arbiter: for every scenario of the bank, every ruleset it is meant for and
// every kind of question, exactly one right answer (the arbiter's), distinct plausible wrong ones.
#include <algorithm>
#include <map>
#include <set>

#include <gtest/gtest.h>

#include "rules/arbiter.h"
#include "trainer/bank.h"
#include "trainer/question.h"

namespace flagfall::trainer {
namespace {

// Visits every scenario of the bank, under every ruleset it is meant for, with every kind of
// question asked of it (seed 7).
template <class Visit>
void for_each_question(Visit visit) {
  for (const rules::Scenario& s : Bank::builtin().scenarios()) {
    for (const rules::Ruleset* r : rules::rulesets_for(s)) {
      for (const QuestionKind kind : question_kinds(s, *r)) {
        SCOPED_TRACE(s.id + " under " + std::string(r->id) + " (" + std::string(kind_name(kind)) +
                     ")");
        const std::optional<Question> q = make_question(s, *r, kind, 7);
        ASSERT_TRUE(q.has_value());
        visit(s, *r, kind, *q);
      }
    }
  }
}

// The comparison marks a row as differing by what it shows: the same words are never marked
// differing under one ruleset and not under another, and "the director's call" differs from
// any answer the asked ruleset gives itself.
TEST(TrainerQuestion, TheComparisonMarksTheSameShownAnswerTheSameWay) {
  int compared = 0;
  for_each_question(
      [&](const rules::Scenario&, const rules::Ruleset&, QuestionKind, const Question& q) {
        std::map<std::string, bool> differs_by_shown;
        const auto shown = [](const RulesetAnswer& row) {
          return row.directors_call ? std::string("the director's call") : row.answer.text;
        };
        const RulesetAnswer& asked = q.asked();
        for (const RulesetAnswer& row : q.comparison) {
          const auto [it, fresh] = differs_by_shown.emplace(shown(row), row.differs);
          EXPECT_EQ(it->second, row.differs) << row.ruleset << ": " << shown(row);
          EXPECT_EQ(row.differs, shown(row) != shown(asked)) << row.ruleset << ": " << shown(row);
          ++compared;
        }
      });
  EXPECT_GT(compared, 1000);
}

TEST(TrainerQuestion, EveryScenarioRulesetAndKindHasExactlyOneRightAnswer) {
  int questions = 0;
  for_each_question([&](const rules::Scenario& s, const rules::Ruleset& r, QuestionKind kind,
                        const Question& q) {
    ++questions;
    ASSERT_GE(q.choices.size(), 3u);
    ASSERT_LE(q.choices.size(), kMaxChoices);
    int right = 0;
    std::set<std::string> keys, texts;
    for (const Choice& c : q.choices) {
      right += c.right ? 1 : 0;
      EXPECT_TRUE(keys.insert(c.answer.key).second) << "duplicate " << c.answer.key;
      EXPECT_TRUE(texts.insert(c.answer.text).second) << "duplicate " << c.answer.text;
      EXPECT_FALSE(c.answer.text.empty());
    }
    EXPECT_EQ(right, 1);
    ASSERT_LT(q.right, q.choices.size());
    EXPECT_TRUE(q.choices[q.right].right);

    // The right answer is the arbiter's, independently worked out.
    if (kind == QuestionKind::kRuling) {
      const rules::Ruling ruling = rules::adjudicate(s, r);
      EXPECT_EQ(ruling.outcome, q.replay.ruling.outcome);
      const Verdict v = rule_on(s, r);
      EXPECT_EQ(q.choices[q.right].answer.key, ruling_answer(ruling.outcome, v.adjustments).key);
    }
    // Every ruleset named as giving a choice does give it; the asked one gives the right one.
    for (const Choice& c : q.choices) {
      for (const std::string& id : c.given_by) {
        bool found = false;
        for (const RulesetAnswer& row : q.comparison) {
          if (row.ruleset == id) {
            found = true;
            EXPECT_EQ(row.answer.key, c.answer.key);
            EXPECT_TRUE(row.meant_for);
          }
        }
        EXPECT_TRUE(found) << id;
      }
    }
    // The side-by-side view: every ruleset, the asked one's answer is right, differences
    // marked.
    ASSERT_EQ(q.comparison.size(), rules::all_rulesets().size());
    EXPECT_EQ(q.asked().answer.key, q.choices[q.right].answer.key);
    EXPECT_FALSE(q.asked().differs);
    // Compared as shown: "the director's call" whatever outcome the arbiter gives beside it.
    const auto shown = [](const RulesetAnswer& a) {
      return a.directors_call ? std::string("directors-call") : a.answer.key;
    };
    for (const RulesetAnswer& row : q.comparison) {
      EXPECT_EQ(row.differs, shown(row) != shown(q.asked()));
      EXPECT_FALSE(row.explanation.empty()) << row.ruleset;
    }
    EXPECT_FALSE(q.prompt.empty());
    EXPECT_GE(q.replay.steps.size(), 1u);
    // Plausible: when the rulesets the scenario is meant for disagree, another ruleset's ruling
    // is among the wrong choices; every wrong choice without a ruleset is a misreading of the
    // same kind of answer (an outcome, or what the same player may do).
    std::set<std::string> meant_answers;
    for (const RulesetAnswer& row : q.comparison) {
      // A ruling left to the director's judgement is no answer to offer.
      if (row.meant_for && !row.directors_call) meant_answers.insert(row.answer.key);
    }
    bool other_ruleset_offered = false;
    for (const Choice& c : q.choices) {
      if (!c.right && !c.given_by.empty()) other_ruleset_offered = true;
      if (kind == QuestionKind::kMay) {
        EXPECT_EQ(c.answer.key.substr(0, 5), q.choices[q.right].answer.key.substr(0, 5))
            << c.answer.key;
      } else {
        EXPECT_EQ(c.answer.key.find("may-"), std::string::npos) << c.answer.key;
      }
    }
    if (meant_answers.size() >= 2) {
      EXPECT_TRUE(other_ruleset_offered);
    }
  });
  EXPECT_GT(questions, 200);
}

TEST(TrainerQuestion, OtherRulesetsRulingsAreOfferedAsWrongChoices) {
  const rules::Scenario* s = Bank::builtin().find("king-adjacent-claim");
  ASSERT_NE(s, nullptr);
  const std::optional<Question> q = make_question(*s, rules::uscf_2020(), QuestionKind::kRuling, 1);
  ASSERT_TRUE(q.has_value());
  EXPECT_EQ(q->choices[q->right].answer.text, "Black wins");
  bool minute = false;
  for (const Choice& c : q->choices) {
    if (c.answer.text == "Play on; one minute to Black") {
      minute = true;
      EXPECT_FALSE(c.right);
      EXPECT_FALSE(c.given_by.empty());  // the summary Variation and FIDE rule so
    }
  }
  EXPECT_TRUE(minute);
  EXPECT_EQ(q->asked().rule, "USCF 11-7d");
  EXPECT_FALSE(q->asked().rule_says.empty());

  const std::optional<Question> v =
      make_question(*s, rules::uscf_summary_variation(), QuestionKind::kRuling, 1);
  ASSERT_TRUE(v.has_value());
  EXPECT_EQ(v->choices[v->right].answer.text, "Play on; one minute to Black");
  // The same scenario under Scholastic and Sacramento: Black wins, like USCF 2020.
  for (const RulesetAnswer& row : q->comparison) {
    if (row.ruleset == "scholastic-2018" || row.ruleset == "sacramento-2005") {
      EXPECT_FALSE(row.differs);
    }
    if (row.ruleset == "fide-2023") {
      EXPECT_TRUE(row.differs);
    }
  }
}

TEST(TrainerQuestion, WhatMayAPlayerDoNow) {
  const rules::Scenario* s = Bank::builtin().find("king-adjacent-claim");
  ASSERT_NE(s, nullptr);
  const std::vector<QuestionKind> kinds = question_kinds(*s, rules::uscf_2020());
  ASSERT_EQ(kinds.size(), 2u);
  const std::optional<Question> q = make_question(*s, rules::uscf_2020(), QuestionKind::kMay, 3);
  ASSERT_TRUE(q.has_value());
  ASSERT_TRUE(q->moment.has_value());
  EXPECT_EQ(q->moment->actor, chess::Color::Black);
  EXPECT_EQ(q->choices[q->right].answer.text, "Claim the illegal move or take the king");
  EXPECT_EQ(q->prompt, "What may Black do now, under USCF 2020?");
  // The timeline stops before the claim.
  EXPECT_EQ(q->replay.steps.back().t, 2000);
  for (const RulesetAnswer& row : q->comparison) {
    if (row.ruleset == "fide-2023") {
      EXPECT_EQ(row.answer.text, "Claim the illegal move");
      EXPECT_TRUE(row.differs);
    }
  }
}

// The player who put his king next to the other king, once the opponent moved without noticing:
// his claim would lose (USCF 11-7d, summary 2b, Scholastic 24 through 11-7d), so it is no right
// of his. The trainer asks what he may do and "claim the illegal move" is a wrong choice.
TEST(TrainerQuestion, TheKingNextToKingMoverIsAskedWhatHeMayDo) {
  const rules::Scenario* s = Bank::builtin().find("king-adjacent-mover-claims");
  ASSERT_NE(s, nullptr);
  const std::map<std::string, std::string> right = {
      {"uscf-2020", "Nothing to claim: White plays on"},
      {"uscf-earlier", "Nothing to claim: White plays on"},
      {"uscf-summary", "Nothing to claim: White plays on"},
      // Scholastic 11c1: one identical piece each (a rook) and no forced win: a draw claim.
      {"scholastic-2018", "Claim a draw (insufficient losing chances)"},
  };
  ASSERT_EQ(rules::rulesets_for(*s).size(), right.size());
  for (const rules::Ruleset* r : rules::rulesets_for(*s)) {
    const std::string id(r->id);
    SCOPED_TRACE(id);
    const std::vector<QuestionKind> kinds = question_kinds(*s, *r);
    ASSERT_NE(std::find(kinds.begin(), kinds.end(), QuestionKind::kMay), kinds.end());
    const std::optional<Question> q = make_question(*s, *r, QuestionKind::kMay, 5);
    ASSERT_TRUE(q.has_value());
    ASSERT_TRUE(q->moment.has_value());
    EXPECT_EQ(q->moment->actor, chess::Color::White);
    EXPECT_EQ(q->moment->t, 3000);
    EXPECT_EQ(q->prompt, "What may White do now, under " + std::string(short_name(r->id)) + "?");
    EXPECT_EQ(q->choices[q->right].answer.text, right.at(id));
    bool claim_offered = false;
    for (const Choice& c : q->choices) {
      if (c.answer.key.find("claim-illegal-move") == std::string::npos) continue;
      claim_offered = true;
      EXPECT_FALSE(c.right) << c.answer.text;
    }
    EXPECT_TRUE(claim_offered) << "the tempting wrong answer is among the choices";
    // The feedback says what became of the claim, with the rule that makes it lose.
    const std::string rule = r->cite(rules::Topic::kKingAdjacentMoverClaims);
    EXPECT_NE(q->asked().explanation.find("White loses (" + rule + ")"), std::string::npos)
        << q->asked().explanation;
  }
}

TEST(TrainerQuestion, TimeAdjustmentsAreReadFromTheClock) {
  const rules::Scenario* s = Bank::builtin().find("illegal-move-second-offence");
  ASSERT_NE(s, nullptr);
  const Verdict v = rule_on(*s, rules::uscf_summary_variation());
  EXPECT_EQ(v.ruling.outcome, rules::Outcome::kPlayOn);
  EXPECT_EQ(ruling_answer(v.ruling.outcome, v.adjustments).text, "Play on; two minutes to Black");
  const Verdict fide = rule_on(*s, rules::fide_2023());
  EXPECT_EQ(ruling_answer(fide.ruling.outcome, fide.adjustments).text, "Black wins");
}

TEST(TrainerQuestion, AnswerTexts) {
  EXPECT_EQ(ruling_answer(rules::Outcome::kPlayOn, Adjustments{-44'500, 0}).text,
            "Play on; 44.5 s off White");
  EXPECT_EQ(ruling_answer(rules::Outcome::kPlayOn, Adjustments{60'000, -60'000}).text,
            "Play on; one minute to White and one minute off Black");
  EXPECT_EQ(ruling_answer(rules::Outcome::kDraw, Adjustments{60'000, 0}).text, "Draw");
  EXPECT_EQ(may_answer(chess::Color::White, {rules::Permission::kResign}).text,
            "Nothing to claim: White plays on");
}

TEST(TrainerQuestion, NotMeantForTheRulesetGivesNoQuestion) {
  const rules::Scenario* s = Bank::builtin().find("king-adjacent-take-king");
  ASSERT_NE(s, nullptr);
  EXPECT_FALSE(make_question(*s, rules::fide_2023(), QuestionKind::kRuling, 1).has_value());
}

// Issue 39, point 4: where the opponent stopped the clocks for a promotion the rulebook gives the
// promoter only (USCF 11-16, Scholastic 20), White's flag never fell on the clock, and whether to
// charge him the time it stood is the director's call: no ruling is asked there, only at
// Sacramento, where the stop was Black's to make.
TEST(TrainerQuestion, AFlagSavedByAStopNotGivenIsNotAsked) {
  const rules::Scenario* s = Bank::builtin().find("promotion-pause-by-opponent-decides");
  ASSERT_NE(s, nullptr);
  for (const rules::Ruleset* r :
       {&rules::uscf_2020(), &rules::uscf_earlier(), &rules::scholastic_2018()}) {
    EXPECT_FALSE(make_question(*s, *r, QuestionKind::kRuling, 1).has_value()) << r->id;
  }
  const std::optional<Question> q =
      make_question(*s, rules::sacramento_2005(), QuestionKind::kRuling, 1);
  ASSERT_TRUE(q.has_value());
  EXPECT_EQ(q->asked().answer.text, "Play on");
  for (const RulesetAnswer& row : q->comparison) {
    if (row.ruleset == "uscf-2020") {
      EXPECT_TRUE(row.directors_call);
      EXPECT_NE(row.explanation.find("the director's call"), std::string::npos) << row.explanation;
    }
  }
}

}  // namespace
}  // namespace flagfall::trainer
