// The language the app speaks (docs/words.md, "Choosing the language"): the browser's at first,
// the player's choice once made, saved; a catalog arriving late or broken never leaves a mixture.
#include <gtest/gtest.h>

#include "../../words/catalog_files.h"
#include "../trainer/trainer_session_support.h"
#include "fake_storage.h"
#include "session/app/app_session.h"
#include "session/app/saved_data.h"
#include "session/app/saves.h"
#include "session/clock/setup_link.h"
#include "trainer/bank.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using testing_support::FakeStorage;
using words::Msg;

// The app's words are one for the program: each test starts and leaves them as at start, English
// compiled in and no catalog put in.
class AppLanguage : public ::testing::Test {
 protected:
  void SetUp() override { words::app_words() = words::Words(); }
  void TearDown() override { words::app_words() = words::Words(); }

  // Home's language switch, tapped.
  static void choose_on_home(AppSession& app) {
    ASSERT_TRUE(app.home().apply(app.home().language_control().intent));
    app.after_frame(0);
  }
};

TEST(SpokenLanguage, TheFirstOfTheBrowsersLanguagesTheAppSpeaks) {
  EXPECT_EQ(spoken_language("es-MX,es,en-US,en"), "es");
  EXPECT_EQ(spoken_language("fr-FR, ES_ar"), "es");
  EXPECT_EQ(spoken_language("en-GB,es"), "en");
  EXPECT_EQ(spoken_language("pt-BR,fr"), "en");
  EXPECT_EQ(spoken_language(""), "en");
  EXPECT_EQ(spoken_language(",,-,es-"), "es");
  EXPECT_EQ(spoken_language("esperanto,eo"), "en") << "a primary subtag is whole, not a prefix";
}

TEST_F(AppLanguage, ALinkOpensInItsLanguageForThisPageWithoutChangingTheChoice) {
  AppSession app;
  app.set_browser_languages("en");
  app.open_link("#clock?ruleset=fide-2023&tc=3%2B2&lang=es", 0);
  EXPECT_EQ(app.screen(), Destination::kClock) << "the set-up link itself was read";
  EXPECT_EQ(app.clock().settings().control, "3+2");
  EXPECT_EQ(app.language(), "es");
  EXPECT_EQ(app.take_save(Save::kSettings), std::nullopt) << "not the player's choice";
  // The player's own choice on Home then wins, over the link's and the next link without one.
  ASSERT_TRUE(app.activate("clock.home", 0));
  app.after_frame(0);
  ASSERT_EQ(app.screen(), Destination::kHome);
  // The mirror's button, as a screen reader presses it.
  ASSERT_TRUE(app.activate("home.language.en", 0));
  app.after_frame(0);
  EXPECT_EQ(app.language(), "en");
  app.open_link("#clock?ruleset=fide-2023", 0);
  EXPECT_EQ(app.language(), "en");
}

TEST_F(AppLanguage, ACaseSharedInSpanishOpensInSpanishOnAnotherPhone) {
  AppSession coach;
  coach.set_browser_languages("es-ES");
  coach.set_page_address("https://flagfall.example/");
  rules::Scenario own = *trainer::Bank::builtin().find("king-adjacent-claim");
  own.id = "my-board-4";
  coach.trainer().add_to_mine(own);
  testing_support::act(coach.trainer(), testing_support::TA::kMine);
  ASSERT_TRUE(coach.trainer().activate("mine.share.0", 0));
  const std::string link = coach.trainer().share_sheet()->link;
  ASSERT_TRUE(link.ends_with("&lang=es")) << link;

  AppSession student;
  student.set_browser_languages("en-US");
  student.open_link(link.substr(link.find('#')), 0);
  EXPECT_EQ(student.screen(), Destination::kTrainer);
  EXPECT_EQ(student.trainer().on_show().question->scenario.id, "my-board-4");
  EXPECT_EQ(student.language(), "es");
}

TEST_F(AppLanguage, TheBrowsersLanguageAtFirstStartIsShownFromTheFirstFrameAndNotSaved) {
  AppSession app;
  app.set_browser_languages("es-AR,en");
  EXPECT_EQ(app.language(), "es");
  EXPECT_EQ(words::text(Msg::kHomeClock), "Reloj");
  EXPECT_EQ(app.take_save(Save::kSettings), std::nullopt) << "nothing was chosen";
  EXPECT_NE(app.mirror_json(0).find(R"("language":"es")"), std::string::npos);
  // The switch is named in the language it turns to.
  EXPECT_EQ(app.home().language_control().label, "English");
}

TEST_F(AppLanguage, AChoiceOnHomeIsShownAndSavedAndComesBackOverTheBrowsers) {
  AppSession app;
  app.set_browser_languages("en-US");
  EXPECT_EQ(app.home().language_control().label, "Español");
  choose_on_home(app);
  EXPECT_EQ(app.language(), "es");
  EXPECT_EQ(words::text(Msg::kHomeTrainer), "Entrenador");
  FakeStorage storage;
  write_saves(app, storage);
  ASSERT_TRUE(storage.items.count(std::string(kSettingsKey)));
  EXPECT_EQ(app.take_save(Save::kSettings), std::nullopt) << "saved once";

  words::app_words().show("en");
  AppSession next;
  next.set_browser_languages("en-US");
  EXPECT_TRUE(restore_saves(next, storage).problems.empty());
  EXPECT_EQ(next.language(), "es");
  choose_on_home(next);
  EXPECT_EQ(next.language(), "en");
  EXPECT_EQ(words::text(Msg::kHomeTrainer), "Trainer");
}

TEST_F(AppLanguage, TheClocksMenuSwitchesTooAndTheChoiceIsSaved) {
  AppSession app;
  app.set_browser_languages("en");
  app.open_link("#clock?ruleset=fide-2023", 0);
  ASSERT_EQ(app.screen(), Destination::kClock);
  ASSERT_TRUE(app.activate("clock.more", 0));
  ASSERT_TRUE(app.activate("menu.language", 0)) << "offered in the menu, named Español";
  EXPECT_NE(app.mirror(0).all_text().find("Español"), std::string::npos);
  app.after_frame(0);
  EXPECT_EQ(app.language(), "es");
  EXPECT_EQ(app.screen(), Destination::kClock) << "the clock stays on show";
  EXPECT_NE(app.take_save(Save::kSettings), std::nullopt);
}

TEST_F(AppLanguage, ASetUpLinkMadeInSpanishNamesSpanish) {
  AppSession app;
  app.set_browser_languages("es");
  const SetupLink link{"fide-2023", "3+2"};
  const std::string address = setup_link_address("https://flagfall.example/#old", link);
  EXPECT_TRUE(address.ends_with("&lang=es")) << address;
  AppSession board;
  board.set_browser_languages("en");
  board.open_link(address.substr(address.find('#')), 0);
  EXPECT_EQ(board.screen(), Destination::kClock);
  EXPECT_EQ(board.clock().settings().control, "3+2");
  EXPECT_EQ(board.language(), "es");
}

TEST_F(AppLanguage, AChoiceThatCannotBeSavedIsSaidAndTriedAgainOnceThereIsRoom) {
  AppSession app;
  app.set_browser_languages("en");
  FakeStorage storage;
  write_saves(app, storage);
  storage.fill();
  choose_on_home(app);
  write_saves(app, storage);
  EXPECT_TRUE(app.storage().failing(Save::kSettings));
  EXPECT_FALSE(storage.items.count(std::string(kSettingsKey)));
  const std::vector<Announcement> said = app.take_announcements();
  ASSERT_EQ(said.size(), 1u);
  EXPECT_EQ(said[0].text,
            "Not saved: this browser has no room left for Flagfall. The language chosen is not "
            "kept.");
  ASSERT_TRUE(app.storage_notice());
  storage.items.erase("another.page");  // room again
  write_saves(app, storage);
  EXPECT_FALSE(app.storage().failing_any());
  EXPECT_TRUE(storage.items.count(std::string(kSettingsKey))) << "tried again, unchanged";
}

TEST_F(AppLanguage, AnUnreadableSettingsSaveIsReportedAndChangesNothing) {
  AppSession app;
  app.set_browser_languages("es");
  for (const char* saved : {R"({"version": 1, "language": "xx"})", "[]", R"({"language": "en"})",
                            R"({"version": 9, "language": "en"})", "{\"version\": 1, \"lang"}) {
    EXPECT_TRUE(app.restore(Save::kSettings, saved)) << saved;
    EXPECT_EQ(app.language(), "es") << saved;
  }
}

TEST_F(AppLanguage, ACatalogThatArrivesAfterTheChoiceChangedIsKeptNotShown) {
  AppSession app;
  app.set_browser_languages("es");
  choose_on_home(app);  // English, while Spanish's catalog was on its way
  ASSERT_EQ(app.language(), "en");
  EXPECT_TRUE(app.words_arrived(words::test::compiled_catalog("es")));
  EXPECT_EQ(app.language(), "en");
  EXPECT_EQ(words::text(Msg::kAboutTitle), "About Flagfall");
  choose_on_home(app);
  EXPECT_TRUE(words::app_words().complete()) << "no second fetch";
  EXPECT_EQ(words::text(Msg::kAboutTitle), "Acerca de Flagfall");
}

// A wrong set-up link or an unreadable save met at start-up, before the language's catalog has
// arrived (in the page its messages then read "…"), is said again in the words that arrive.
TEST_F(AppLanguage, ANoticeMadeBeforeTheCatalogArrivedIsSaidAgainInIt) {
  AppSession app;
  app.set_browser_languages("es");
  app.open_link("#clock?ruleset=nope", 0);
  ASSERT_EQ(app.screen(), Destination::kClock);
  const std::string before = app.clock().notice();
  ASSERT_FALSE(before.empty());
  EXPECT_TRUE(app.words_arrived(words::test::compiled_catalog("es")));
  EXPECT_NE(app.clock().notice(), before);
  EXPECT_NE(app.clock().notice().find("reglamento"), std::string::npos) << app.clock().notice();

  AppSession restored;
  words::app_words() = words::Words();
  restored.set_browser_languages("es");
  ASSERT_TRUE(restored.clock().restore(R"({"format":"flagfall-clock-screen","version":1})"));
  EXPECT_EQ(restored.clock().notice().find("No se ha podido"), std::string::npos)
      << "the Spanish notice's words are not here yet";
  EXPECT_TRUE(restored.words_arrived(words::test::compiled_catalog("es")));
  EXPECT_EQ(restored.clock().notice().rfind("No se ha podido recuperar la partida guardada", 0), 0u)
      << restored.clock().notice();

  // The test hook's record of why the save was refused is said again too (the page read it as
  // "…" before its catalog arrived, live-save.test from a fresh clone).
  AppSession reloaded;
  words::app_words() = words::Words();
  reloaded.set_browser_languages("es");
  ASSERT_TRUE(reloaded.restore(Save::kGame, R"({"format":"flagfall-clock-screen","version":1})"));
  EXPECT_EQ(reloaded.restore_problem(),
            "the saved clock is from an older version of the app (version 1)");
  EXPECT_TRUE(reloaded.words_arrived(words::test::compiled_catalog("es")));
  EXPECT_EQ(reloaded.restore_problem(),
            "el reloj guardado es de una versión anterior de la app (versión 1)");
}

TEST_F(AppLanguage, ALinkThatDidNotOpenBeforeTheCatalogArrivedIsSaidAgainInIt) {
  AppSession app;
  app.set_browser_languages("es");
  app.open_link("#cases=eyJpZCI6ImEifQ", 0);
  ASSERT_EQ(app.screen(), Destination::kTrainer);
  const std::string before = app.trainer().notice();
  ASSERT_FALSE(before.empty());
  EXPECT_TRUE(app.words_arrived(words::test::compiled_catalog("es")));
  EXPECT_NE(app.trainer().notice(), before);
  EXPECT_EQ(app.trainer().notice().find("This link"), std::string::npos) << app.trainer().notice();
}

TEST_F(AppLanguage, ABrokenCatalogLeavesTheAppInEnglishWithANotice) {
  AppSession app;
  app.set_browser_languages("es");
  ASSERT_EQ(words::text(Msg::kHomeClock), "Reloj");
  const std::string broken = words::test::with_line(words::test::compiled_catalog("es"), 9, "\\q");
  EXPECT_FALSE(app.words_arrived(broken));
  EXPECT_EQ(app.language(), "en") << "never half Spanish, half English";
  EXPECT_EQ(words::text(Msg::kHomeClock), "Clock");
  EXPECT_NE(app.home().words_notice().find("line 9"), std::string::npos)
      << app.home().words_notice();
}

}  // namespace
}  // namespace flagfall::session
