// Why the clock's save, its saved controls or its game cannot be read, in the words on show
// (issue 40): the keys and values as the save writes them, the sentence around them in Spanish.
#include <string>

#include <nlohmann/json.hpp>

#include "../../words/catalog_files.h"
#include "clock_session_support.h"
#include "words/words.h"

namespace flagfall::session {
namespace clock_save_words {

using testing_support::fide_save_with;

TEST(ClockSaveWords, EveryKindOfUnreadableSaveIsSaidInSpanish) {
  const auto with = fide_save_with;
  const std::string saves[] = {
      "{\"format\": \"flagfall-clock-screen\"",
      with("/format", "other"),
      with("/version", "2"),
      with("/version", 1),
      with("/version", 3),
      with("/settings", 5),
      with("/settings/ruleset", "nope"),
      with("/settings/control", "G/0"),
      with("/settings/sound", "yes"),
      with("/settings/far_side", "north"),
      with("/settings/low_time", 7),
      with("/settings/press_feedback", "loud"),
      with("/settings/keys", nlohmann::json::array({"A", "A"})),
      with("/settings/draw", "white"),
      with("/stopped_for_claim", "soon"),
      with("/saved_controls", 3),
      with("/saved_controls", nlohmann::json::array({nlohmann::json::array({"x"})})),
      with("/saved_controls", nlohmann::json::array({nlohmann::json::array({" ", "3+2"})})),
      with("/saved_controls", nlohmann::json::array({nlohmann::json::array({"Blitz", ""})})),
      with("/settings/control", "5+0"),
      with("/game", 1),
      with("/game/format", "x"),
      with("/game/version", 9),
      with("/game/fen", 1),
      with("/game/start", "now"),
      with("/game/entries", 1),
  };
  for (const std::string& save : saves) {
    const auto [english, spanish] = words::test::english_and_spanish([&] {
      ClockSession s;
      return s.restore(save).value_or("");
    });
    ASSERT_FALSE(english.empty()) << save;
    EXPECT_NE(spanish, english) << save;
    for (const char* word : {"must", "saved clock", "not a", "differs", "version of", "missing",
                             "unknown", "only", "name of", "no control", " or "})
      EXPECT_EQ(spanish.find(word), std::string::npos) << "'" << word << "' in " << spanish;
  }
}

}  // namespace clock_save_words
}  // namespace flagfall::session
