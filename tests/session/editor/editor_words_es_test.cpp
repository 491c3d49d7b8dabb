// The case editor in Spanish (issue 40): each state of "Make a case", reached by the same taps
// in English and in Spanish, reads in Spanish part by part in the accessible mirror (the same words
// the drawn editor shows), and no English word is left but names.
#include <functional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "../../words/catalog_files.h"
#include "chess/fen.h"
#include "session/editor/case_editor.h"
#include "session/editor/editor_mirror.h"
#include "words/words.h"

namespace flagfall::session {
namespace editor_words_es {

using chess::Color;
using EA = EditorAction;

chess::Square sq(const char* name) {
  return chess::parse_square(name).value();
}

// The mirror's texts, one per part (a list's items each one), and the editor's notice.
std::vector<std::string> texts(const std::function<void(CaseEditor&)>& reach) {
  CaseEditor e;
  reach(e);
  Mirror m;
  editor_tab_parts(e, m);
  editor_body_parts(e, m);
  std::vector<std::string> out;
  for (const MirrorPart& part : m.parts()) {
    out.push_back(part.text);
    // Each ruleset's ruling: the trainer's answer words, checked with the trainer's.
    if (part.role != MirrorRole::kList) out.insert(out.end(), part.items.begin(), part.items.end());
  }
  if (const auto asked = e.take_text_request()) out.push_back(asked->label);
  return out;
}

bool has_letter(const std::string& text) {
  for (const char c : text)
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return true;
  return false;
}

// Names read the same in every language: the rulesets, time controls, FEN, squares; and the
// tournament director's title, which Spanish says the same way.
bool is_name(const std::string& text) {
  if (text == "Director") return true;
  for (const char* name : {"USCF", "FIDE", "Sacramento", "Scholastic", "Summary", "G/", "FEN"})
    if (text.rfind(name, 0) == 0) return true;
  return text.size() <= 4;  // a square, "+ 1 s"
}

void expect_spanish(const std::function<void(CaseEditor&)>& reach, const std::string& where) {
  const std::vector<std::string> english = texts(reach);
  ASSERT_TRUE(words::app_words().install(words::test::compiled_catalog("es")))
      << words::app_words().problem();
  const std::vector<std::string> spanish = texts(reach);
  words::app_words() = words::Words();
  ASSERT_EQ(english.size(), spanish.size()) << where;
  for (std::size_t i = 0; i < english.size(); ++i) {
    if (!has_letter(english[i]) || is_name(english[i])) continue;
    // A step's line keeps the trainer's sentence for what happened (trainer/event_words.cpp).
    if (english[i].find(". At ") != std::string::npos) continue;
    EXPECT_NE(spanish[i], english[i]) << where << ": the same in Spanish";
    EXPECT_NE(spanish[i], "\xE2\x80\xA6") << where << ": no Spanish for " << english[i];
    for (const char* word : {"White", "Black", "clock", "Clock", "Tap", "tap", " the ", "The ",
                             "Step", "step", "ruleset", "Timeline", "Position", "time", "Set-up"}) {
      EXPECT_EQ(spanish[i].find(word), std::string::npos)
          << where << ": '" << word << "' left in " << spanish[i] << " (" << english[i] << ")";
    }
  }
}

void tab(CaseEditor& e, EditorTab t) {
  e.apply({EA::kTab, static_cast<int>(t)});
}

void moved(CaseEditor& e) {
  tab(e, EditorTab::kTimeline);
  e.apply({EA::kSquare, sq("e2")});
  e.apply({EA::kSquare, sq("e4")});
}

TEST(EditorWordsSpanish, EveryTabPickerNoticeAndQuestionReadsInSpanish) {
  const std::vector<std::pair<std::string, std::function<void(CaseEditor&)>>> states = {
      {"the position", [](CaseEditor&) {}},
      {"asking to clear", [](CaseEditor& e) { e.apply(EA::kAskClear); }},
      {"a king taken off",
       [](CaseEditor& e) {
         e.apply({EA::kSquare, sq("e1")});
       }},
      {"a pasted board with a pawn on the last rank",
       [](CaseEditor& e) {
         e.apply(EA::kAskFen);
         e.text_entered(e.take_text_request()->id, "P3k3/8/8/8/8/8/8/4K3");
       }},
      {"the time control asked", [](CaseEditor& e) { e.apply(EA::kAskControl); }},
      {"Black's clock asked",
       [](CaseEditor& e) {
         e.apply({EA::kAskClock, 0, Color::Black});
       }},
      {"the timeline", [](CaseEditor& e) { tab(e, EditorTab::kTimeline); }},
      {"a man picked up",
       [](CaseEditor& e) {
         tab(e, EditorTab::kTimeline);
         e.apply({EA::kSquare, sq("e2")});
       }},
      {"a move made", moved},
      {"the claim picker",
       [](CaseEditor& e) {
         moved(e);
         e.apply(EA::kOpenClaim);
       }},
      {"the promotion picker",
       [](CaseEditor& e) {
         moved(e);
         e.apply(EA::kOpenPromote);
       }},
      {"the pause picker",
       [](CaseEditor& e) {
         moved(e);
         e.apply(EA::kOpenPause);
       }},
      {"a touch",
       [](CaseEditor& e) {
         moved(e);
         e.apply(EA::kOpenTouch);
       }},
      {"the director's penalty",
       [](CaseEditor& e) {
         moved(e);
         e.apply({EA::kActor, static_cast<int>(EditorActor::kDirector)});
         e.apply(EA::kOpenPenalty);
       }},
      {"the director sets a time",
       [](CaseEditor& e) {
         moved(e);
         e.apply({EA::kActor, static_cast<int>(EditorActor::kDirector)});
         e.apply(EA::kAskSetTime);
       }},
      {"a step selected",
       [](CaseEditor& e) {
         moved(e);
         e.apply({EA::kSelectStep, 0});
       }},
      {"a step moved before the start",
       [](CaseEditor& e) {
         moved(e);
         e.apply({EA::kSelectStep, 0});
         for (int i = 0; i < 30; ++i) e.apply({EA::kStepEarlier, 0});
       }},
      {"a step's time asked",
       [](CaseEditor& e) {
         moved(e);
         e.apply({EA::kAskStepTime, 0});
       }},
      {"the words", [](CaseEditor& e) { tab(e, EditorTab::kWords); }},
      {"the question asked",
       [](CaseEditor& e) {
         tab(e, EditorTab::kWords);
         e.apply(EA::kAskQuestion);
       }},
  };
  for (const auto& [where, reach] : states) expect_spanish(reach, where);
}

}  // namespace editor_words_es
}  // namespace flagfall::session
