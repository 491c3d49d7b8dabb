// The picker's club controls (issue 26 points 1-3): Black's own control (time odds), the
// Armageddon preset, and the controls saved by name with their list and their save.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../clock_session_support.h"
#include "clock/notation.h"
#include "rules/ruleset.h"
#include "session/app/saved_data.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets.h"

namespace flagfall::session {
namespace {

using chess::Color;
using testing_support::A;
using testing_support::act;
using testing_support::act_id;
using testing_support::clock_state;
using testing_support::kStart;
using testing_support::session_with;
using testing_support::start;

// The labels of `controls`, in order.
std::vector<std::string> labels(const ClockControls& controls) {
  std::vector<std::string> out;
  for (const ClockControl& c : controls) out.push_back(c.label);
  return out;
}

// A session with the saved controls "Club night" (G/5;d3) and "Odds" (5+0, Black 3+0).
ClockSession with_two_saved() {
  ClockSession s = session_with("uscf-2020", "G/5;d3");
  act(s, A::kOpenPicker);
  s.text_entered("control-name", "  Club night  ", true);
  s.text_entered("control", "5+0", true);
  act(s, A::kOpenPicker);
  s.text_entered("black-control", "3+0", true);
  act(s, A::kOpenPicker);
  s.text_entered("control-name", "Odds", true);
  return s;
}

TEST(ClockSessionControls, BlacksOwnControlGivesEachSideItsTime) {
  ClockSession s = session_with("fide-2023", "5+0");
  act(s, A::kOpenPicker);
  act(s, A::kAskBlack);
  FrameOutput output;
  s.end_frame(kStart, output);
  ASSERT_TRUE(output.ask_text);
  EXPECT_EQ(output.ask_text->id, "black-control");
  s.text_entered("black-control", " 4+2 ", true);
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_EQ(s.settings().black_control, "4+2");
  EXPECT_EQ(s.game().setup().black_time_control, "4+2");
  const nlohmann::json state = clock_state(s, kStart);
  EXPECT_EQ(state["white"]["remaining_ms"], 300'000);
  EXPECT_EQ(state["black"]["remaining_ms"], 240'000);
  EXPECT_EQ(s.half_view(Color::White, kStart).terms, "5+0");
  EXPECT_EQ(s.half_view(Color::Black, kStart).terms, "4+2");
  EXPECT_EQ(control_label(s.settings()), "5+0 / Black 4+2");
  // Black's increment is his own: 2 s after his press, none after White's.
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 1'000);
  s.apply({A::kHalf, Color::Black}, kStart + 3'000);
  EXPECT_EQ(s.remaining(Color::White, kStart + 3'000), 299'000);
  EXPECT_EQ(s.remaining(Color::Black, kStart + 3'000), 240'000);
}

TEST(ClockSessionControls, BlacksOwnControlIsRefusedNamingWhatIsWrong) {
  ClockSession s = session_with("fide-2023", "5+0");
  act(s, A::kOpenPicker);
  s.text_entered("black-control", "G/0", true);
  EXPECT_EQ(s.notice(), "Black's \"G/0\" is not a time control (at 0: zero time).");
  EXPECT_EQ(s.sheet(), ClockSheet::kPicker);
  EXPECT_EQ(s.settings().black_control, "");
  s.text_entered("black-control", "HG/3", true);  // an hourglass needs both sides on one
  EXPECT_NE(s.notice().find("hourglass"), std::string::npos) << s.notice();
  EXPECT_EQ(s.settings().black_control, "");
  // The same as White's, or nothing: no odds.
  s.text_entered("black-control", "5+0", true);
  EXPECT_EQ(s.settings().black_control, "");
  EXPECT_EQ(s.half_view(Color::Black, kStart).terms, "");
}

TEST(ClockSessionControls, APresetOrARulesetClearsTheOdds) {
  ClockSession s = session_with("fide-2023", "5+0");
  act(s, A::kOpenPicker);
  s.text_entered("black-control", "4+0", true);
  act(s, A::kOpenPicker);
  act_id(s, "preset.3+2");
  EXPECT_EQ(s.settings().black_control, "");
  EXPECT_EQ(s.game().setup().black_time_control, "");
  // A typed control is both sides' but keeps Armageddon, so a play-off's own times can follow.
  act(s, A::kOpenPicker);
  act(s, A::kArmageddon);
  act(s, A::kOpenPicker);
  s.text_entered("control", "10+0", true);
  act(s, A::kOpenPicker);
  s.text_entered("black-control", "7+0", true);
  EXPECT_EQ(control_label(s.settings()), "10+0 / Black 7+0 \xC2\xB7 Armageddon");
  EXPECT_TRUE(s.game().setup().draw_counts_for_black);
  act(s, A::kOpenPicker);
  act_id(s, "ruleset.uscf-2020");
  EXPECT_EQ(control_label(s.settings()), "G/5;d0");
  EXPECT_FALSE(s.game().setup().draw_counts_for_black);
}

TEST(ClockSessionControls, TheArmageddonPresetGivesBlackLessTimeAndTheDraw) {
  ClockSession s = session_with("uscf-2020", "G/5;d0");
  act(s, A::kOpenPicker);
  ASSERT_TRUE(s.activate("picker.armageddon", kStart));
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_EQ(s.settings().control, "5+0");
  EXPECT_EQ(s.settings().black_control, "4+0");
  EXPECT_TRUE(s.game().setup().draw_counts_for_black);
  EXPECT_EQ(s.half_view(Color::Black, kStart).terms, "4+0");
  EXPECT_EQ(s.half_view(Color::White, kStart).terms, "5+0");
  EXPECT_EQ(s.half_view(Color::Black, kStart).armageddon, "Armageddon: a draw wins");
  EXPECT_EQ(s.half_view(Color::White, kStart).armageddon, "Armageddon: must win");
  const ClockControls choices = picker_choices(s);
  EXPECT_TRUE(std::any_of(choices.begin(), choices.end(), [](const ClockControl& c) {
    return intent_id(c.intent) == "picker.armageddon" && c.on;
  }));
  // An agreed draw is Black's win, under the event's own rule.
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 1'000);
  s.apply(A::kStop, kStart + 2'000);
  s.apply({A::kOpenClaim, Color::White}, kStart + 2'000);
  act(s, A::kOpenResults);
  act(s, A::kDrawAgreed);
  s.apply(A::kConfirmEnding, kStart + 2'500);
  ASSERT_TRUE(s.game().over());
  const nlohmann::json state = clock_state(s, kStart + 3'000);
  EXPECT_EQ(state["live"]["score"], "0-1");
  EXPECT_EQ(state["live"]["headline"], "Draw agreed: Black wins (Armageddon)");
  EXPECT_TRUE(testing_support::any_line(state["live"]["record"], "Armageddon"));
  EXPECT_EQ(s.half_view(Color::Black, kStart + 3'000).headline,
            "Draw agreed: Black wins (Armageddon)");
}

TEST(ClockSessionControls, ASetUpLinkSetsTheOddsAndArmageddon) {
  ClockSession s;
  s.open_setup_link("#clock?ruleset=fide-2023&tc=5%2B0&black=4%2B0&draw=black");
  EXPECT_EQ(s.settings().control, "5+0");
  EXPECT_EQ(s.settings().black_control, "4+0");
  EXPECT_TRUE(s.settings().draw_counts_for_black);
  EXPECT_EQ(clock_state(s, kStart)["black"]["remaining_ms"], 240'000);
  s.set_page_address("https://example.org/");
  act(s, A::kLinkSheet);
  EXPECT_EQ(s.setup_link_sheet().text,
            "https://example.org/#clock?ruleset=fide-2023&tc=5+0&black=4+0&draw=black");
}

TEST(ClockSessionControls, SaveAsKeepsTheControlByNameAndThePickerOffersIt) {
  ClockSession s = with_two_saved();
  ASSERT_EQ(s.saved_controls().size(), 2u);
  EXPECT_EQ(s.saved_controls()[0], (NamedControl{"Club night", "G/5;d3"}));
  EXPECT_EQ(s.saved_controls()[1], (NamedControl{"Odds", "5+0", "3+0"}));
  EXPECT_TRUE(s.take_unsaved_change());
  act(s, A::kOpenPicker);
  const std::vector<std::string> shown = labels(picker_choices(s));
  EXPECT_EQ(shown.back(), "Odds");
  EXPECT_EQ(shown[shown.size() - 2], "Club night");
  // What is kept already has no Save as…; Saved… opens the list.
  EXPECT_EQ(labels(picker_actions(s)),
            (std::vector<std::string>{"Custom\xE2\x80\xA6", "Black's own control\xE2\x80\xA6",
                                      "Saved\xE2\x80\xA6"}));
  ASSERT_TRUE(s.activate("saved.0", kStart));
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_EQ(s.settings().control, "G/5;d3");
  EXPECT_EQ(s.settings().black_control, "");
  // No name is refused.
  act(s, A::kOpenPicker);
  s.text_entered("control-name", "", true);
  EXPECT_EQ(s.notice(), "A saved control needs a name.");
}

TEST(ClockSessionControls, SaveAsRefusesANameAnotherSavedControlHas) {
  ClockSession s = with_two_saved();
  const std::vector<NamedControl> before = s.saved_controls();
  s.take_unsaved_change();
  act(s, A::kOpenPicker);
  s.text_entered("control", "3+2", true);
  act(s, A::kOpenPicker);
  s.text_entered("control-name", "  Odds ", true);
  EXPECT_EQ(s.notice(), "\"Odds\" is taken by another saved control: choose another name.");
  EXPECT_EQ(s.saved_controls(), before);
  EXPECT_EQ(s.sheet(), ClockSheet::kPicker);
  s.text_entered("control-name", "Odds 2", true);
  ASSERT_EQ(s.saved_controls().size(), 3u);
  EXPECT_EQ(s.saved_controls()[2], (NamedControl{"Odds 2", "3+2"}));
}

TEST(ClockSessionControls, RenameRefusesANameAnotherSavedControlHas) {
  ClockSession s = with_two_saved();
  const std::vector<NamedControl> before = s.saved_controls();
  act(s, A::kOpenPicker);
  ASSERT_TRUE(s.activate("picker.saved", kStart));
  s.activate("saved.1", kStart);
  s.take_unsaved_change();
  s.text_entered("control-rename", "Club night", true);
  EXPECT_EQ(s.notice(), "\"Club night\" is taken by another saved control: choose another name.");
  EXPECT_EQ(s.saved_controls(), before);
  EXPECT_FALSE(s.take_unsaved_change());
  EXPECT_TRUE(s.saved_selected().has_value());
  // Its own name again is no clash.
  s.text_entered("control-rename", "Odds", true);
  EXPECT_EQ(s.saved_controls(), before);
  s.text_entered("control-rename", "Odds night", true);
  EXPECT_EQ(s.saved_controls()[1].name, "Odds night");
  EXPECT_EQ(s.saved_controls()[0].name, "Club night");
}

TEST(ClockSessionControls, TheSavedListIsReorderedRenamedAndDeleted) {
  ClockSession s = with_two_saved();
  act(s, A::kOpenPicker);
  s.text_entered("control-name", "Third", true);
  ASSERT_TRUE(s.activate("picker.saved", kStart));
  ASSERT_TRUE(s.saved_selected().has_value());
  EXPECT_EQ(s.saved_selected(), 0u);
  s.activate("saved.up", kStart);  // the first stays first
  EXPECT_EQ(s.saved_controls()[0].name, "Club night");
  s.activate("saved.down", kStart);
  EXPECT_EQ(s.saved_controls()[1].name, "Club night");
  EXPECT_EQ(s.saved_selected(), 1u);
  s.activate("saved.2", kStart);  // selects, while the list is edited
  EXPECT_TRUE(s.saved_selected().has_value());
  EXPECT_EQ(s.saved_selected(), 2u);
  s.activate("saved.down", kStart);  // the last stays last
  s.activate("saved.rename", kStart);
  FrameOutput output;
  s.end_frame(kStart, output);
  ASSERT_TRUE(output.ask_text);
  EXPECT_EQ(output.ask_text->id, "control-rename");
  EXPECT_EQ(output.ask_text->initial, "Third");
  s.text_entered("control-rename", "Blitz night", true);
  EXPECT_EQ(s.saved_controls()[2].name, "Blitz night");
  EXPECT_EQ(labels(saved_list(s))[2], "Blitz night: 5+0 / Black 3+0");
  s.activate("saved.0", kStart);
  s.activate("saved.delete", kStart);
  ASSERT_EQ(s.saved_controls().size(), 2u);
  EXPECT_EQ(s.saved_controls()[0].name, "Club night");
  EXPECT_EQ(s.saved_controls()[1].name, "Blitz night");
  s.activate("picker.saved", kStart);  // Done
  EXPECT_FALSE(s.saved_selected().has_value());
  EXPECT_EQ(s.sheet(), ClockSheet::kPicker);
}

TEST(ClockSessionControls, SavedControlsOddsAndArmageddonSurviveASaveAndRestore) {
  ClockSession s = with_two_saved();
  act(s, A::kOpenPicker);
  act(s, A::kArmageddon);
  start(s);
  const std::string saved = s.saved();
  ClockSession restored;
  ASSERT_EQ(restored.restore(saved), std::nullopt);
  EXPECT_EQ(restored.saved_controls(), s.saved_controls());
  EXPECT_EQ(restored.settings().black_control, "4+0");
  EXPECT_TRUE(restored.settings().draw_counts_for_black);
  EXPECT_TRUE(restored.game().setup().draw_counts_for_black);
  EXPECT_EQ(restored.saved(), saved);
  // And in the saved-data file that the About sheet exports and imports.
  SavedData data;
  data.entries[std::string(kClockKey)] = saved;
  const auto read = read_saved_data(write_saved_data(data));
  ASSERT_TRUE(read) << read.error();
  EXPECT_EQ(read.value(), data);
}

TEST(ClockSessionControls, ABadSavedControlIsRefusedWithWhereAndNothingElseIsLost) {
  ClockSession s = with_two_saved();
  nlohmann::json saved = nlohmann::json::parse(s.saved());
  const std::string good = s.saved();
  for (const auto& [entry, problem] : std::vector<std::pair<nlohmann::json, std::string>>{
           {{"X", "G/0"}, "/saved_controls/1: \"G/0\" is not a time control"},
           {{"", "5+0"}, "/saved_controls/1/0: a name"},
           {{"X", "5+0", "HG/3"}, "hourglass"},
           {{"X", "5+0", "", "white"}, "/saved_controls/1/3: can only be \"black\""},
           {{"X", "5+0", 3}, "/saved_controls/1/2: must be a text"},
           {{{"name", "X"}}, "/saved_controls/1: must be [name, control]"}}) {
    nlohmann::json bad = saved;
    bad["saved_controls"][1] = entry;
    ClockSession scratch;
    const auto error = scratch.restore(bad.dump());
    ASSERT_TRUE(error) << entry.dump();
    EXPECT_NE(error->find(problem), std::string::npos) << *error;
    // An import of it is refused with the same words and changes nothing.
    SavedData data;
    data.entries[std::string(kClockKey)] = bad.dump();
    const auto read = read_saved_data(write_saved_data(data));
    ASSERT_FALSE(read);
    EXPECT_NE(read.error().find("entries/flagfall.clock: /saved_controls/1"), std::string::npos)
        << read.error();
  }
  // The session that refused keeps what it had.
  ClockSession kept = with_two_saved();
  nlohmann::json bad = saved;
  bad["saved_controls"] = "no list";
  EXPECT_TRUE(kept.restore(bad.dump()));
  EXPECT_EQ(kept.saved_controls().size(), 2u);
  EXPECT_EQ(nlohmann::json::parse(kept.saved())["saved_controls"],
            nlohmann::json::parse(good)["saved_controls"]);
}

}  // namespace
}  // namespace flagfall::session

namespace flagfall::session {
namespace {

// The picker lists each control once, in its ruleset's notation: the two preset lists are the
// same controls, and no ruleset's list holds one control twice ("G/3;inc2" and "3+2").
TEST(ClockSessionControls, ThePresetsAreEachControlOnceInTheRulesetsNotation) {
  ASSERT_EQ(std::size(kClockPresets), std::size(kFidePresets));
  for (std::size_t i = 0; i < std::size(kClockPresets); ++i) {
    EXPECT_EQ(clock::parse_time_control(kClockPresets[i]).value(),
              clock::parse_time_control(kFidePresets[i]).value())
        << kClockPresets[i] << " and " << kFidePresets[i];
  }
  for (const rules::Ruleset* ruleset : rules::all_rulesets()) {
    const std::vector<std::string> presets = picker_presets(ruleset->id);
    EXPECT_EQ(presets.front(), ruleset->standard_time_control) << ruleset->id;
    for (std::size_t i = 0; i < presets.size(); ++i) {
      for (std::size_t j = i + 1; j < presets.size(); ++j) {
        EXPECT_NE(clock::parse_time_control(presets[i]).value(),
                  clock::parse_time_control(presets[j]).value())
            << ruleset->id << ": " << presets[i] << " and " << presets[j];
      }
    }
  }
  EXPECT_EQ(picker_presets("uscf-2020"),
            (std::vector<std::string>{"G/5;d0", "G/3;inc2", "G/5;d3", "G/1;d0", "G/10;d0"}));
  EXPECT_EQ(picker_presets("fide-2023"),
            (std::vector<std::string>{"3+2", "5+0", "5+3d", "1+0", "10+0"}));
}

}  // namespace
}  // namespace flagfall::session
