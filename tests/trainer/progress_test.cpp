// Scoring, spaced repetition and the progress save (untrusted on load).
#include <gtest/gtest.h>

#include "trainer/progress.h"
#include "trainer/random.h"

namespace flagfall::trainer {
namespace {

TEST(TrainerProgress, ScoresAnswersPerCategory) {
  Progress p;
  p.record("a|uscf-2020|ruling", "king-adjacent", true);
  p.record("a|uscf-2020|ruling", "king-adjacent", false);
  p.record("b|fide-2023|ruling", "flag-fall", true);
  EXPECT_EQ(p.step(), 3);
  EXPECT_EQ(p.answered(), 3);
  EXPECT_EQ(p.right(), 2);
  const auto stats = p.by_category({"flag-fall", "king-adjacent", "setup"});
  ASSERT_EQ(stats.size(), 3u);
  EXPECT_EQ(stats[0].category, "flag-fall");
  EXPECT_EQ(stats[0].answered, 1);
  EXPECT_EQ(stats[0].right, 1);
  EXPECT_EQ(stats[1].answered, 2);
  EXPECT_EQ(stats[1].right, 1);
  EXPECT_EQ(stats[1].cards, 1);
  EXPECT_EQ(stats[2].answered, 0);
}

TEST(TrainerProgress, WrongAnswersComeBackSoonerThanRightOnes) {
  Progress p;
  p.record("right|uscf-2020|ruling", "c", true);
  p.record("wrong|uscf-2020|ruling", "c", false);
  const Card* right = p.card("right|uscf-2020|ruling");
  const Card* wrong = p.card("wrong|uscf-2020|ruling");
  EXPECT_LT(wrong->due - p.step(), right->due - p.step());
  EXPECT_EQ(wrong->box, 0);
  EXPECT_EQ(right->box, 1);
  // Right again and again: the interval grows; a wrong answer drops the card back to box 0.
  std::int64_t last_interval = 0;
  for (int i = 0; i < 5; ++i) {
    p.record("right|uscf-2020|ruling", "c", true);
    const std::int64_t interval = p.card("right|uscf-2020|ruling")->due - p.step();
    EXPECT_GE(interval, last_interval);
    last_interval = interval;
  }
  EXPECT_EQ(p.card("right|uscf-2020|ruling")->box, Progress::kTopBox);
  p.record("right|uscf-2020|ruling", "c", false);
  EXPECT_EQ(p.card("right|uscf-2020|ruling")->box, 0);
  EXPECT_EQ(p.card("right|uscf-2020|ruling")->due, p.step() + Progress::interval(0));
}

TEST(TrainerProgress, ReviewPicksDueCardsFirstThenNewThenSoonest) {
  Progress p;
  const std::vector<std::string> cards = {"a|r|ruling", "b|r|ruling", "c|r|ruling"};
  EXPECT_EQ(p.next_review({}), std::nullopt);
  EXPECT_EQ(*p.next_review(cards), "a|r|ruling");  // nothing seen: the first new card
  p.record("a|r|ruling", "x", true);               // due at 1 + 3
  p.record("b|r|ruling", "x", false);              // due at 2 + 1
  EXPECT_EQ(*p.next_review(cards), "c|r|ruling");  // nothing due yet: a new card
  p.record("c|r|ruling", "x", true);               // step 3: b is due
  EXPECT_EQ(p.due_count(cards), 1);
  EXPECT_EQ(*p.next_review(cards), "b|r|ruling");
  p.record("b|r|ruling", "x", true);  // step 4: a is due (4), b at 4 + 3, c at 3 + 3
  EXPECT_EQ(*p.next_review(cards), "a|r|ruling");
  p.record("a|r|ruling", "x", true);  // step 5: a at 5 + 7; nothing due; c soonest (6)
  EXPECT_EQ(p.due_count(cards), 0);
  EXPECT_EQ(*p.next_review(cards), "c|r|ruling");
}

TEST(TrainerProgress, AWrongAnswerReturnsWithinAFewQuestionsInReview) {
  // Simulate a review session over 12 cards where one card is always answered wrong.
  Progress p;
  std::vector<std::string> cards;
  for (int i = 0; i < 12; ++i)
    cards.push_back(std::string("s").append(std::to_string(i)).append("|r|ruling"));
  std::vector<std::int64_t> asked_hard;
  for (int n = 0; n < 60; ++n) {
    const std::string card = *p.next_review(cards);
    const bool hard = card == "s5|r|ruling";
    if (hard) asked_hard.push_back(p.step());
    p.record(card, "x", !hard);
  }
  ASSERT_GE(asked_hard.size(), 5u);
  for (std::size_t i = 1; i < asked_hard.size(); ++i)
    EXPECT_LE(asked_hard[i] - asked_hard[i - 1], 3);
}

TEST(TrainerProgress, JsonRoundTrip) {
  Progress p;
  p.record("a|uscf-2020|ruling", "king-adjacent", true);
  p.record("b|fide-2023|may", "flag-fall", false);
  p.record_exam(4, 5, true);
  const auto back = Progress::from_json(p.to_json());
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back->to_json(), p.to_json());
  EXPECT_EQ(back->step(), 2);
  ASSERT_EQ(back->exams().size(), 1u);
  EXPECT_TRUE(back->exams()[0].passed);
}

TEST(TrainerProgress, KeepsClassSetsAndTheStudentsNameThroughASave) {
  Progress p;
  StudentResult set;
  set.set_hash = "0123abcd4567ef89";
  set.set_title = "Week 2";
  set.answers = {{"white-wins", true}, {"", false}};
  set.finished_at = 1'764'414'000'000;
  for (std::size_t i = 0; i < Progress::kMaxSets + 2; ++i) {
    set.taken_ms = static_cast<std::int64_t>(i);
    p.record_set(set);
  }
  ASSERT_EQ(p.sets().size(), Progress::kMaxSets);
  EXPECT_EQ(p.sets().front().taken_ms, 2) << "the oldest go first";
  p.set_student("Ana");
  const auto back = Progress::from_json(p.to_json());
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back->sets(), p.sets());
  EXPECT_EQ(back->student(), "Ana");
  p.reset();
  EXPECT_TRUE(p.sets().empty());
  EXPECT_EQ(p.student(), "Ana") << "a reset clears what was done, not the name";
}

TEST(TrainerProgress, UntrustedSavesAreRejectedWithAReason) {
  const std::pair<const char*, const char*> cases[] = {
      {"", "not JSON"},
      {"[]", "JSON object"},
      {R"({"version":2,"step":0,"cards":[]})", "version"},
      {R"({"version":1,"step":-1,"cards":[]})", "\"step\" out of range"},
      {R"({"version":1,"step":"3","cards":[]})", "\"step\" must be a whole number"},
      {R"({"version":1,"step":0})", "\"cards\" must be an array"},
      {R"({"version":1,"step":0,"cards":[1]})", "card 0: must be an object"},
      {R"({"version":1,"step":0,"cards":[{"card":"a|b","category":"c","box":0,"due":0,"seen":1,"right":0,"last_right":true}]})",
       "bad card"},
      {R"({"version":1,"step":0,"cards":[{"card":"a|b|ruling","category":"c","box":9,"due":0,"seen":1,"right":0,"last_right":true}]})",
       "\"box\" out of range"},
      {R"({"version":1,"step":0,"cards":[{"card":"a|b|ruling","category":"c","box":1,"due":0,"seen":1,"right":2,"last_right":true}]})",
       "\"right\" out of range"},
      {R"({"version":1,"step":0,"cards":[{"card":"a|b|ruling","category":"c","box":1,"due":0,"seen":1,"right":1,"last_right":1}]})",
       "\"last_right\" must be true or false"},
      {R"({"version":1,"step":0,"cards":[],"exams":[{"score":6,"of":5,"passed":true,"step":0}]})",
       "\"score\" out of range"},
      {R"({"version":1,"step":1e300,"cards":[]})", "\"step\" must be a whole number"},
      {R"({"version":1,"step":0,"cards":[],"sets":{}})", "\"sets\" must be an array"},
      {R"({"version":1,"step":0,"cards":[],"sets":[{"format":"flagfall-class-result"}]})",
       "sets/0: "},
      {R"({"version":1,"step":0,"cards":[],"student":"a\nb"})", "\"student\""},
  };
  for (const auto& [text, reason] : cases) {
    const auto result = Progress::from_json(text);
    ASSERT_FALSE(result.ok()) << text;
    EXPECT_NE(result.error().find(reason), std::string::npos) << text << " -> " << result.error();
  }
}

TEST(TrainerProgress, MangledSavesNeverCrash) {
  Progress p;
  for (int i = 0; i < 30; ++i) {
    p.record(std::string("s").append(std::to_string(i % 7)).append("|uscf-2020|ruling"), "cat",
             i % 3 == 0);
  }
  p.record_exam(3, 5, false);
  const std::string good = p.to_json();
  Rng rng(42);
  int accepted = 0;
  for (int n = 0; n < 5000; ++n) {
    std::string text = good;
    const int edits = 1 + static_cast<int>(rng.below(4));
    for (int e = 0; e < edits; ++e) {
      const std::size_t at = rng.below(text.size());
      switch (rng.below(3)) {
        case 0:
          text[at] = static_cast<char>(rng.below(128));
          break;
        case 1:
          text.erase(at, 1 + rng.below(8));
          break;
        default:
          text.insert(at, 1, "{}[]\",:0-9e"[rng.below(11)]);
          break;
      }
      if (text.empty()) text.push_back('x');
    }
    const auto result = Progress::from_json(text);
    if (result.ok()) {
      ++accepted;
      EXPECT_TRUE(Progress::from_json(result->to_json()).ok());
    } else {
      EXPECT_FALSE(result.error().empty());
    }
  }
  EXPECT_GT(accepted, 0);
}

}  // namespace
}  // namespace flagfall::trainer
