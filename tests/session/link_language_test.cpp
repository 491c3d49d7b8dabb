#include "session/link_language.h"

#include <gtest/gtest.h>

namespace flagfall::session {
namespace {

TEST(LinkLanguage, TheLangSettingIsTakenOutWhereverItStands) {
  const auto split = [](std::string_view link) {
    const LinkLanguage l = split_link_language(link);
    return l.fragment + " | " + l.language;
  };
  EXPECT_EQ(split("#clock?ruleset=fide-2023&tc=3%2B2&lang=es"),
            "#clock?ruleset=fide-2023&tc=3%2B2 | es");
  EXPECT_EQ(split("#clock?lang=es&ruleset=fide-2023"), "#clock?ruleset=fide-2023 | es");
  EXPECT_EQ(split("#set=AbC-_12&lang=es"), "#set=AbC-_12 | es");
  EXPECT_EQ(split("#lang=es"), "# | es");
  EXPECT_EQ(split("#set=AbC&lang=fr"), "#set=AbC | ") << "a language the app does not speak";
  EXPECT_EQ(split("#set=AbC&lang="), "#set=AbC | ");
  EXPECT_EQ(split("#set=AbClang=es"), "#set=AbClang=es | ") << "inside another setting";
  EXPECT_EQ(split("#case=xyz"), "#case=xyz | ");
  EXPECT_EQ(split(""), " | ");
  EXPECT_EQ(with_link_language("#set=AbC", "es"), "#set=AbC&lang=es");
  EXPECT_EQ(with_link_language("#set=AbC", "en"), "#set=AbC");
}

}  // namespace
}  // namespace flagfall::session
