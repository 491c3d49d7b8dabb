// Why a scenario file or link cannot be read, in the words on show (issue 40): the keys and
// values as the file writes them, the sentence around them in Spanish.
#include <string>
#include <utility>

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

// A scenario's "template" key that cannot be used: the keys and names as the file writes them.
TEST(ScenarioWords, EveryKindOfBadTemplateIsSaidInSpanish) {
  const auto with_template = [](const std::string& tmpl, const std::string& fen) {
    return R"({"id":"t","title":"t","category":"king-adjacent","setup":{"fen":")" + fen +
           R"("},"events":[{"t":1000,"by":"white","do":"move","uci":"e4e5"},
           {"t":1000,"by":"white","do":"press"},
           {"t":2000,"by":"black","do":"claim","claim":"illegal-move"}],"template":)" +
           tmpl + "}";
  };
  const std::string fen = "8/8/3k4/8/4K3/8/8/r6R w - - 0 40";
  const std::pair<std::string, std::string> bad[] = {
      {"1", fen},
      {R"({"holds":"h","transforms":[],"colour":1})", fen},
      {R"({"transforms":["shift"]})", fen},
      {R"({"holds":"","transforms":["shift"]})", fen},
      {R"({"holds":"h"})", fen},
      {R"({"holds":"h","transforms":"shift"})", fen},
      {R"({"holds":"h","transforms":[1]})", fen},
      {R"({"holds":"h","transforms":["spin"]})", fen},
      {R"({"holds":"h","transforms":["shift","shift"]})", fen},
      {R"({"holds":"h","transforms":["shift"],"conditions":"x"})", fen},
      {R"({"holds":"h","transforms":["shift"],"conditions":["luck"]})", fen},
      {R"({"holds":"h","transforms":["shift"],"extra_pawns":99})", fen},
      {R"({"holds":"h","transforms":["shift"],"conditions":["same-material"],"extra_pawns":1})",
       fen},
      {R"({"holds":"h","transforms":[]})", fen},
      {R"({"holds":"h","transforms":["shift"]})", "r3k3/8/8/8/4K3/8/8/7R w q - 0 40"},
  };
  for (const auto& [tmpl, position] : bad) {
    const auto [english, said] = words::test::english_and_spanish([&] {
      const auto parsed = parse_scenario(with_template(tmpl, position));
      return parsed ? std::string() : parsed.error().message();
    });
    ASSERT_FALSE(english.empty()) << tmpl;
    EXPECT_NE(said, english) << tmpl;
    for (const char* word :
         {"must", "missing", "unknown", "expected", "listed twice", "no pawn", "castling", "empty"})
      EXPECT_EQ(said.find(word), std::string::npos) << "'" << word << "' in " << said;
  }
}

}  // namespace scenario_words
}  // namespace flagfall::rules
