// The clock in Spanish (issue 40): with the Spanish catalog installed, the clock screen's mirror
// (the halves, the bar and each sheet, as a screen reader hears them, from the same words the drawn
// screen shows) says in Spanish every part it says in English, and no English word is left in it
// but names (rulesets, time controls, keys).
#include <functional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "../../words/catalog_files.h"
#include "clock_session_support.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using chess::Color;
using namespace testing_support;

// Every text of the mirror at `now`, one per part (a list's items and a table's cells each one).
std::vector<std::string> texts(const ClockSession& s, EpochMillis now) {
  std::vector<std::string> out;
  const Mirror mirror = clock_mirror(s, now);
  for (const MirrorPart& part : mirror.parts()) {
    out.push_back(part.text);
    for (const std::string& item : part.items) out.push_back(item);
    for (const auto& row : part.rows) out.insert(out.end(), row.begin(), row.end());
  }
  return out;
}

bool has_letter(const std::string& text) {
  for (const char c : text)
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return true;
  return false;
}

// The mirror at `now` in English and in Spanish, part by part: each part with words reads
// otherwise in Spanish, unless it is a name; none keeps an English word.
void expect_spanish(const ClockSession& s, EpochMillis now, const std::string& where) {
  const std::vector<std::string> english = texts(s, now);
  ASSERT_TRUE(words::app_words().install(words::test::compiled_catalog("es")))
      << words::app_words().problem();
  const std::vector<std::string> spanish = texts(s, now);
  words::app_words() = words::Words();
  ASSERT_EQ(english.size(), spanish.size()) << where;
  // Names: a ruleset's short name and a time control read the same in every language.
  const auto is_name = [&](const std::string& text) {
    return text == ruleset_short_name(s.settings().ruleset) ||
           text.find(s.settings().control) != std::string::npos || text.rfind("USCF", 0) == 0 ||
           text.rfind("FIDE", 0) == 0 || text == "Sacramento" || text == "Scholastic" ||
           text == "Summary Variation" || text == "Armageddon" || text.rfind("G/", 0) == 0 ||
           (text.size() <= 6 && text.find('+') != std::string::npos);
  };
  for (std::size_t i = 0; i < english.size(); ++i) {
    if (!has_letter(english[i]) || is_name(english[i])) continue;
    EXPECT_NE(spanish[i], english[i]) << where << ": the same in Spanish";
    EXPECT_NE(spanish[i], "\xE2\x80\xA6") << where << ": no Spanish for " << english[i];
    for (const char* word : {"White", "Black", "clock", "Clock", "claim",   "Claim", " the ",
                             "The ",  "move",  "Undo",  "Close", "Back",    "Draw",  "flag",
                             "Game",  "King",  "More",  "only",  "minutes", "game"}) {
      EXPECT_EQ(spanish[i].find(word), std::string::npos)
          << where << ": '" << word << "' left in " << spanish[i] << " (" << english[i] << ")";
    }
  }
}

TEST(ClockWordsSpanish, TheScreenAndEverySheetReadInSpanish) {
  ClockSession s = session_with("uscf-2020", "G/5;d0");
  EpochMillis at = kStart;
  expect_spanish(s, at, "before the start");
  start(s, at);
  s.apply({A::kHalf, Color::White}, at += 300);
  expect_spanish(s, at, "running");
  s.apply(A::kPause, at += 300);
  expect_spanish(s, at, "paused");
  const std::vector<std::pair<std::string, std::function<void()>>> sheets = {
      {"the menu", [&] { act(s, A::kOpenMenu); }},
      {"the picker", [&] { act(s, A::kOpenPicker); }},
      {"the keys", [&] { act(s, A::kKeys); }},
      {"the set-up link", [&] { act(s, A::kLinkSheet); }},
      {"a new game asked", [&] { act(s, A::kAskNewGame); }},
      {"the game record", [&] { act(s, A::kMenuRecord); }},
      {"the director's panel", [&] { hold(s, A::kDirector, at, 1'100); }},
  };
  for (const auto& [where, open] : sheets) {
    act(s, A::kOpenMenu);
    open();
    ASSERT_NE(s.sheet(), ClockSheet::kNone) << where;
    expect_spanish(s, s.input_at(), where);
    for (int step = 0; step < 3 && s.sheet() != ClockSheet::kNone; ++step) act(s, A::kEscape);
    ASSERT_EQ(s.sheet(), ClockSheet::kNone) << where;
  }
  s.apply(A::kResume, at += 3'000);
  EXPECT_TRUE(s.activate("clock.stop", at += 300));
  expect_spanish(s, at, "a claim's first step");
  EXPECT_TRUE(s.activate("claim.result.white", at));
  expect_spanish(s, at, "the results");
  EXPECT_TRUE(s.activate("result.resign.black", at));
  expect_spanish(s, at, "the ending asked");
  EXPECT_TRUE(s.activate("end.confirm", at));
  expect_spanish(s, at, "the ruling");
}

TEST(ClockWordsSpanish, AnIllegalMoveClaimsDetailsAndItsRulingReadInSpanish) {
  ClockSession s = session_with("uscf-2020", "G/5;d0");
  EpochMillis at = kStart;
  start(s, at);
  s.apply({A::kHalf, Color::White}, at += 300);
  EXPECT_TRUE(s.activate("clock.stop", at += 300));
  EXPECT_TRUE(s.activate("claim.illegal.black", at));
  expect_spanish(s, at, "the details: what White did and who has what");
  EXPECT_TRUE(s.activate("material.white.bishop", at));
  EXPECT_TRUE(s.activate("claim.confirm", at));
  ASSERT_EQ(s.sheet(), ClockSheet::kRuling);
  expect_spanish(s, at, "the ruling on a stand-in board");
}

}  // namespace
}  // namespace flagfall::session
