// A set-up link that is wrong, said in the words on show (issue 40): every kind of problem in
// Spanish, the setting's name and the text quoted kept as the link writes them.
#include <string>

#include <gtest/gtest.h>

#include "../../words/catalog_files.h"
#include "session/clock/setup_link.h"
#include "words/words.h"

namespace flagfall::session {
namespace setup_link_words {

TEST(SetupLinkWords, EveryKindOfWrongLinkIsSaidInSpanish) {
  const std::string bad[] = {
      "#clock?ruleset=",
      "#clock?ruleset=nope",
      "#clock?ruleset=fide-2023&tc=",
      "#clock?ruleset=fide-2023&tc=" + std::string(300, '5'),
      "#clock?ruleset=fide-2023&tc=3+2&black=hg/3",
      "#clock?ruleset=fide-2023&tc=banana",
      "#" + std::string(2000, 'c'),
      "#clocks",
      "#clock?ruleset%zz=fide-2023",
      "#clock?=3",
      "#clock?colour=white",
      "#clock?ruleset",
      "#clock?ruleset=fide%zz",
      "#clock?ruleset=fide-2023&ruleset=fide-2023",
      "#clock?tc=3+2",
      "#clock?ruleset=fide-2023&draw=white",
  };
  for (const std::string& link : bad) {
    const auto [english, said] = words::test::english_and_spanish([&] {
      const auto parsed = parse_setup_link(link);
      return parsed ? std::string() : parsed.error().message();
    });
    ASSERT_FALSE(english.empty()) << link;
    EXPECT_NE(said, english) << link;
    EXPECT_EQ(said.rfind("E", 0), 0u) << said;  // "Este enlace…" / "El "tc" de este enlace…"
    for (const char* word : {"link", " is ", " it ", " the ", "empty", "time", "given"})
      EXPECT_EQ(said.find(word), std::string::npos) << "'" << word << "' in " << said;
  }
}

}  // namespace setup_link_words
}  // namespace flagfall::session
