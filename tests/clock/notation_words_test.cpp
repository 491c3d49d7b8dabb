// Why a time control cannot be read, in the words on show (issue 40): the same place and the same
// reason in English and in Spanish, never English words in Spanish.
#include <iterator>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "../words/catalog_files.h"
#include "clock/notation.h"
#include "words/words.h"

namespace flagfall::clock {
namespace {

std::string problem(std::string_view text) {
  const auto parsed = parse_time_control(text);
  return parsed ? "" : parsed.error().message();
}

TEST(NotationWords, EveryKindOfBadControlIsSaidInSpanish) {
  const char* bad[] = {"",        "?",     "G/-5",     "G/5;x3",       "3+2.5x30", "40/90,SD/30,10",
                       "0/90",    "3+2 !", "G/1.2345", "G/5;d",        "5+0d0",    "hg/3,3",
                       "2000/90", "G/0",   "3+2x0",    "G/99999999999"};
  const std::string too_long(300, '5');
  std::vector<std::string> texts(std::begin(bad), std::end(bad));
  texts.push_back(too_long);
  for (const std::string& text : texts) {
    const auto [english, spanish] = words::test::english_and_spanish([&] { return problem(text); });
    ASSERT_FALSE(english.empty()) << text;
    EXPECT_NE(spanish, english) << text;
    EXPECT_EQ(spanish.rfind("en la posición ", 0), 0u) << spanish;
    for (const char* word : {" at ", "expected", "period ", " time", "number", "move", "zero"})
      EXPECT_EQ(spanish.find(word), std::string::npos) << "'" << word << "' in " << spanish;
  }
}

}  // namespace
}  // namespace flagfall::clock
