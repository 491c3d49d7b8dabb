// The accessible mirror: what each screen describes for a screen reader, and that each of its
// buttons is an intent the screen's session carries out.
#include "session/mirror.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../support/instants.h"
#include "../support/text_checks.h"
#include "chess/fen.h"
#include "session/app/home_session.h"
#include "session/trainer/trainer_session.h"
#include "session/trainer/trainer_views.h"
#include "trainer/trainer_session_support.h"

namespace flagfall::session {
namespace {

using ::flagfall::session::testing_support::act;
using ::flagfall::session::testing_support::TA;

using ::flagfall::testing_support::kNow;

using ::flagfall::testing_support::has;

const MirrorPart* find_part(const Mirror& m, MirrorRole role, const std::string& containing) {
  for (const MirrorPart& p : m.parts()) {
    if (p.role == role && has(p.text, containing)) return &p;
  }
  return nullptr;
}

TEST(PiecesInWords, NamesEachSidesPiecesBySquareKingsFirst) {
  const auto position = chess::parse_fen("6k1/7p/8/8/8/8/5PPP/5RK1 w - - 0 1");
  ASSERT_TRUE(position);
  EXPECT_EQ(pieces_in_words(*position.position),
            "White: king g1, rook f1, 3 pawns f2, g2, h2. Black: king g8, pawn h7.");
}

// A mirror button of Home or About, as the page hands its id.
bool act(HomeSession& home, std::string_view id) {
  const std::optional<AppIntent> intent = app_intent(id);
  return intent && home.apply(*intent);
}

TEST(HomeMirror, OffersBothEntriesAsTheirIntents) {
  HomeSession home;
  Mirror m = home_mirror(home);
  ASSERT_FALSE(m.parts().empty());
  EXPECT_EQ(m.parts()[0].role, MirrorRole::kHeading);
  EXPECT_EQ(m.intents(), (std::vector<std::string>{"home.clock", "home.trainer", "home.about",
                                                   "home.language.es"}));
  for (const std::string& intent : m.intents()) EXPECT_TRUE(act(home, intent));
  EXPECT_EQ(home.take_open(), Destination::kTrainer);
  EXPECT_EQ(home.take_language(), 1) << "Español";
  // About and storage: its controls and its saved data, until Close.
  EXPECT_TRUE(home.about_open());
  home.saved_data().set_sizes({100, 0, 2'000, 0, 0, 0});
  m = home_mirror(home);
  EXPECT_EQ(m.intents(), (std::vector<std::string>{"about.export", "about.import",
                                                   "saved.delete.cases", "about.close"}));
  EXPECT_NE(m.all_text().find("My cases: 2.0 KB"), std::string::npos);
  for (const std::string& intent : m.intents()) EXPECT_TRUE(act(home, intent));
  EXPECT_EQ(home.take_page_request(), PageRequest::kImportSavedData);
  EXPECT_FALSE(home.about_open());
  EXPECT_FALSE(act(home, "home.elsewhere"));
  // A game in progress: the way back to it comes first.
  home.set_game_in_progress(true);
  m = home_mirror(home);
  EXPECT_EQ(m.intents(),
            (std::vector<std::string>{"home.back-to-clock", "home.clock", "home.trainer",
                                      "home.about", "home.language.es"}));
  EXPECT_EQ(m.parts()[2].text, "Game in progress: back to the clock");
  EXPECT_TRUE(act(home, "home.back-to-clock"));
  EXPECT_EQ(home.take_open(), Destination::kClock);
}

// The update notice's Reload is a button for the screen reader too, and asks the page to reload.
TEST(HomeMirror, OffersTheUpdatesReload) {
  HomeSession home;
  home.set_update_ready();
  Mirror m = home_mirror(home);
  EXPECT_EQ(m.intents(), (std::vector<std::string>{"home.update", "home.clock", "home.trainer",
                                                   "home.about", "home.language.es"}));
  EXPECT_NE(m.all_text().find("A new version is ready"), std::string::npos);
  EXPECT_TRUE(act(home, "home.update"));
  EXPECT_EQ(home.take_page_request(), PageRequest::kApplyUpdate);
  home.set_busy(true);
  EXPECT_EQ(
      home_mirror(home).intents(),
      (std::vector<std::string>{"home.clock", "home.trainer", "home.about", "home.language.es"}))
      << "not while the players would be interrupted";
}

TEST(MirrorJson, CarriesRolesIntentsListsAndTables) {
  Mirror m;
  m.heading("H", 1).text("t").button("B", "x.y", true).list("L", {"a"}).table("T", {{"h"}, {"c"}});
  const nlohmann::json j = nlohmann::json::parse(m.to_json().dump());
  ASSERT_EQ(j.size(), 5u);
  EXPECT_EQ(j[0]["role"], "heading");
  EXPECT_EQ(j[0]["level"], 1);
  EXPECT_EQ(j[2]["intent"], "x.y");
  EXPECT_EQ(j[2]["pressed"], true);
  EXPECT_EQ(j[3]["items"][0], "a");
  EXPECT_EQ(j[4]["rows"][1][0], "c");
}

TEST(TrainerMirror, TheMenuSaysWhatTheDrawnMenuSays) {
  TrainerSession s;
  const Mirror m = trainer_mirror(s, kNow);
  const std::vector<MenuEntry> entries = menu_entries(s.trainer(), s.mine().cases().size());
  ASSERT_EQ(entries.size(), 7u);
  for (const MenuEntry& e : entries) {
    const MirrorPart* b = nullptr;
    for (const MirrorPart& p : m.parts()) {
      if (p.role == MirrorRole::kButton && p.intent == intent_id(e.intent)) b = &p;
    }
    ASSERT_NE(b, nullptr) << intent_id(e.intent);
    EXPECT_EQ(b->text.rfind(e.title, 0), 0u) << b->text;
    EXPECT_TRUE(has(b->text, e.detail)) << b->text;
  }
}

// One ruleset, one category with a ruling question.
TrainerSession practising() {
  TrainerSession s;
  act(s, TA::kNoRulesets);
  act(s, {TA::kRuleset, ruleset_index("uscf-2020")});
  act(s, TA::kNoCategories);
  act(s, {TA::kCategory, category_index("king-adjacent")});
  EXPECT_TRUE(s.activate("trainer.practice", kNow));
  EXPECT_EQ(s.view(), TrainerView::kQuestion);
  return s;
}

TEST(TrainerMirror, TheMenusButtonsAreItsIntents) {
  TrainerSession s;
  const Mirror m = trainer_mirror(s, kNow);
  EXPECT_TRUE(find_part(m, MirrorRole::kHeading, "Rules trainer"));
  for (const std::string& intent : m.intents()) {
    TrainerSession fresh;
    EXPECT_TRUE(fresh.activate(intent, kNow)) << intent;
  }
  EXPECT_TRUE(s.activate("trainer.rules", kNow));
  EXPECT_EQ(s.view(), TrainerView::kRules);
  EXPECT_FALSE(s.activate("trainer.nowhere", kNow));
}

TEST(TrainerMirror, AQuestionSaysThePositionClocksTimelineAndChoices) {
  TrainerSession s = practising();
  const trainer::Question& q = *s.on_show().question;
  const Mirror m = trainer_mirror(s, kNow);
  const std::string text = m.all_text();
  EXPECT_TRUE(has(text, "Position: White: king")) << text;
  EXPECT_TRUE(has(text, " to move.")) << text;
  EXPECT_TRUE(has(text, "Clocks: White ")) << text;
  EXPECT_TRUE(find_part(m, MirrorRole::kHeading, q.prompt));
  const MirrorPart* timeline = find_part(m, MirrorRole::kList, "What happened");
  ASSERT_NE(timeline, nullptr);
  EXPECT_FALSE(timeline->items.empty());
  EXPECT_FALSE(has(text, "Arbiter:")) << "the rulings only after answering";
  for (std::size_t i = 0; i < q.choices.size(); ++i) {
    const MirrorPart* choice = find_part(m, MirrorRole::kButton, q.choices[i].answer.text);
    ASSERT_NE(choice, nullptr);
    EXPECT_EQ(choice->intent, "trainer.choice." + std::to_string(i));
  }
  EXPECT_EQ(find_part(m, MirrorRole::kTable, ""), nullptr) << "no rulings before answering";
}

TEST(TrainerMirror, AfterAWrongAnswerTheVerdictRuleAndTableOfRulesets) {
  TrainerSession s = practising();
  const trainer::Question q = *s.on_show().question;
  const std::size_t wrong = q.right == 0 ? 1 : 0;
  EXPECT_TRUE(s.activate("trainer.choice." + std::to_string(wrong), kNow));
  EXPECT_EQ(s.trainer().chosen(), wrong);
  EXPECT_TRUE(s.activate("trainer.choice." + std::to_string(q.right), kNow));
  EXPECT_EQ(s.trainer().chosen(), wrong) << "an answer given stays";

  const Mirror m = trainer_mirror(s, kNow);
  EXPECT_TRUE(find_part(m, MirrorRole::kHeading, "Not quite"));
  EXPECT_TRUE(find_part(m, MirrorRole::kButton, "(your answer, wrong)"));
  EXPECT_TRUE(find_part(m, MirrorRole::kButton, "(the right answer)"));
  const std::string text = m.all_text();
  EXPECT_TRUE(has(text, "Rule " + q.asked().rule)) << text;
  const MirrorPart* table = find_part(m, MirrorRole::kTable, "every ruleset");
  ASSERT_NE(table, nullptr);
  EXPECT_EQ(table->rows.size(), q.comparison.size() + 1);
  EXPECT_EQ(table->rows[0], (std::vector<std::string>{"Ruleset", "Ruling", "Rule", "Differs"}));

  EXPECT_TRUE(s.activate("trainer.rule_link", kNow));
  EXPECT_EQ(s.view(), TrainerView::kRules);
  EXPECT_EQ(s.rules_focus(), q.asked().rule_number);
  const Mirror rules = trainer_mirror(s, kNow);
  EXPECT_TRUE(find_part(rules, MirrorRole::kHeading, q.asked().rule));
}

TEST(TrainerMirror, ARightAnswerByItsNumberKey) {
  TrainerSession s = practising();
  const std::size_t right = s.on_show().question->right;
  EXPECT_FALSE(s.key(Key::kDigit9, kNow)) << "no ninth choice";
  EXPECT_TRUE(s.key(static_cast<Key>(static_cast<int>(Key::kDigit1) + right), kNow));
  EXPECT_EQ(s.trainer().chosen(), right);
  EXPECT_TRUE(find_part(trainer_mirror(s, kNow), MirrorRole::kHeading, "Right"));
  EXPECT_FALSE(s.key(Key::kDigit1, kNow)) << "answered";
}

TEST(TrainerMirror, EveryViewsButtonsAreIntentsOfTheSession) {
  TrainerSession s = practising();
  const auto check = [&s](const char* view) {
    for (const std::string& intent : trainer_mirror(s, kNow).intents()) {
      TrainerSession copy = s;
      EXPECT_TRUE(copy.activate(intent, kNow)) << view << ": " << intent;
    }
  };
  check("question");
  s.activate("trainer.choice.0", kNow);
  check("feedback");
  s.activate("trainer.menu", kNow);
  s.activate("trainer.setup", kNow);
  check("selection");
  s.activate("trainer.setup.back", kNow);
  s.activate("trainer.progress", kNow);
  check("progress");
  s.activate("trainer.progress.back", kNow);
  s.activate("trainer.exam", kNow);
  EXPECT_EQ(s.view(), TrainerView::kExam);
  check("exam");
  s.activate("trainer.rules", kNow);
}

TEST(TrainerMirror, WithReducedMotionAReplayJumpsToTheLastStep) {
  TrainerSession s = practising();
  const std::size_t steps = s.on_show().question->replay.steps.size();
  s.reduce_motion(true);
  EXPECT_TRUE(s.activate("trainer.replay", kNow));
  EXPECT_EQ(s.step(), steps - 1);
  EXPECT_FALSE(s.replaying());
  EXPECT_EQ(s.redraw_at(kNow), std::nullopt) << "nothing animates";
  s.reduce_motion(false);
  s.apply(TA::kReplay, kNow);
  EXPECT_EQ(s.step(), 0u);
  EXPECT_TRUE(s.replaying());
}

TEST(TrainerMirror, APracticeAnswerIsAnnouncedOnceWithItsRule) {
  TrainerSession s = practising();
  const trainer::Question q = *s.on_show().question;
  s.apply({TA::kChoice, static_cast<std::int32_t>(q.right)}, kNow);
  const std::vector<Announcement> said = s.take_announcements();
  ASSERT_EQ(said.size(), 1u);
  EXPECT_TRUE(has(said[0].text, "Right. The ruling under " + q.asked().name)) << said[0].text;
  EXPECT_TRUE(q.asked().rule.empty() || has(said[0].text, "Rule " + q.asked().rule));
  EXPECT_TRUE(s.take_announcements().empty());
}

}  // namespace
}  // namespace flagfall::session
