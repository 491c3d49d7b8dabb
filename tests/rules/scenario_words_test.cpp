// Why a scenario file or link cannot be read, in the words on show (issue 40): the keys and
// values as the file writes them, the sentence around them in Spanish.
#include <string>

#include <gtest/gtest.h>

#include "../words/catalog_files.h"
#include "rules/scenario.h"
#include "words/words.h"

namespace flagfall::rules {
namespace scenario_words {

std::string with_events(const std::string& events, const std::string& more = "") {
  return R"({"id":"a","title":"T","category":"flag-fall",)" + more + R"("events":[)" + events +
         "]}";
}

TEST(ScenarioWords, EveryKindOfBadScenarioIsSaidInSpanish) {
  const std::string bad[] = {
      "{",
      "[]",
      R"({"id":"a"})",
      R"({"id":"A B","title":"T","category":"flag-fall","events":[]})",
      R"({"id":"a","title":"T","category":"nope","events":[]})",
      R"({"id":"a","title":"T","category":"flag-fall","rulesets":"x","events":[]})",
      R"({"id":"a","title":"T","category":"flag-fall","rulesets":["zz"],"events":[]})",
      R"({"id":"a","title":"T","category":"flag-fall","colour":1,"events":[]})",
      with_events("", R"("setup":{"fen":"8/8"},)"),
      with_events("", R"("setup":{"time_control":"G/x"},)"),
      with_events("", R"("setup":{"draw":"white"},)"),
      with_events(R"(1)"),
      with_events(R"({"by":"white","do":"press"})"),
      with_events(R"({"t":5,"by":"white","do":"press"},{"t":1,"by":"black","do":"press"})"),
      with_events(R"({"t":1,"by":"white","do":"jump"})"),
      with_events(R"({"t":1,"by":"white","do":"move","uci":"zz"})"),
      with_events(R"({"t":1,"by":"white","do":"move","uci":"e2e4","extra":1})"),
      with_events(R"({"t":1,"by":"white","do":"penalty","against":"black","offence":"x"})"),
      with_events(R"({"t":1,"by":"td","do":"press"})"),
      with_events(R"({"t":1,"by":"td","do":"set-time","side":"white"})"),
      with_events(R"({"t":1,"by":"white","do":"promote","piece":"k"})"),
  };
  for (const std::string& file : bad) {
    const auto [english, said] = words::test::english_and_spanish([&] {
      const auto parsed = parse_scenario(file);
      return parsed ? std::string() : parsed.error().message();
    });
    ASSERT_FALSE(english.empty()) << file;
    EXPECT_NE(said, english) << file;
    for (const char* word : {"must", "missing", "unknown", "bad ", "expected", " the ", "event "})
      EXPECT_EQ(said.find(word), std::string::npos) << "'" << word << "' in " << said;
  }
}

}  // namespace scenario_words
}  // namespace flagfall::rules
