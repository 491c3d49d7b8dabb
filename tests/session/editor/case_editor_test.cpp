// "Make a case" as the screen drives it: taps on the board and on the actions become steps at
// the next time, the rulings follow, a step's time is nudged or typed, and every control the
// screen draws is an intent of the editor.
#include "session/editor/case_editor.h"

#include <gtest/gtest.h>

#include "chess/fen.h"

namespace flagfall::session {
namespace case_editor_test {

using chess::Color;

using EA = EditorAction;

chess::Square sq(const char* name) {
  return chess::parse_square(name).value();
}

// A control as the page or the mirror names it: false for an id the editor does not know.
bool act(CaseEditor& e, std::string_view id) {
  const std::optional<EditorIntent> intent = editor_intent(id);
  if (intent) e.apply(*intent);
  return intent.has_value();
}

void tap_square(CaseEditor& e, chess::Square square) {
  e.apply({EA::kSquare, square});
}

void show_tab(CaseEditor& e, EditorTab tab) {
  e.apply({EA::kTab, static_cast<int>(tab)});
}

// Taps a move on the timeline's board: the from-square, then the to-square.
void tap_move(CaseEditor& e, const char* from, const char* to) {
  tap_square(e, sq(from));
  tap_square(e, sq(to));
}

EditorRulingRow row(const CaseEditor& e, std::string_view ruleset) {
  for (const EditorRulingRow& r : e.ruling_rows()) {
    if (r.ruleset == ruleset) return r;
  }
  throw std::runtime_error("no row for " + std::string(ruleset));
}

// 1.e4 e5 2.Ke2 Ke7 3.Ke3 Ke6 4.Kf3 Kf6 5.Kg4 Kg6 6.Kf5??, each move pressed with it.
void king_walk(CaseEditor& e) {
  const char* moves[][2] = {{"e2", "e4"}, {"e7", "e5"}, {"e1", "e2"}, {"e8", "e7"},
                            {"e2", "e3"}, {"e7", "e6"}, {"e3", "f3"}, {"e6", "f6"},
                            {"f3", "g4"}, {"f6", "g6"}, {"g4", "f5"}};
  for (const auto& m : moves) tap_move(e, m[0], m[1]);
}

TEST(CaseEditor, AKingNextToKingCaseIsTappedTogetherAndTheClaimChangesTheRulings) {
  CaseEditor e;
  EXPECT_EQ(e.tab(), EditorTab::kPosition);
  EXPECT_EQ(e.tab_hint(),
            "Set up the board (or keep the start), then 2 Timeline: play what happened.");
  EXPECT_TRUE(act(e, "editor.tab.timeline"));
  EXPECT_EQ(e.actor(), EditorActor::kWhite);
  tap_square(e, sq("e2"));
  EXPECT_EQ(e.from(), sq("e2"));
  EXPECT_EQ(e.board_prompt(), "White moves from e2: tap where to.");
  tap_square(e, sq("e4"));
  ASSERT_EQ(e.editor().steps().size(), 2u) << "the move and its press";
  EXPECT_EQ(e.step_rows()[1].text, "White presses the clock");
  EXPECT_EQ(e.step_rows()[0].time, "0:01");
  EXPECT_EQ(e.actor(), EditorActor::kBlack) << "after a pressed move the other side acts";
  EXPECT_EQ(e.selected_step(), 1u);
  e = CaseEditor();
  show_tab(e, EditorTab::kTimeline);
  king_walk(e);
  ASSERT_EQ(e.editor().steps().size(), 22u);
  EXPECT_EQ(row(e, "uscf-2020").text, "USCF 2020: Play on");
  EXPECT_EQ(e.rulings_heading(), "Rulings after step 22");

  ASSERT_EQ(e.actor(), EditorActor::kBlack);
  EXPECT_TRUE(act(e, "editor.claim"));
  EXPECT_EQ(e.picker(), EditorPicker::kClaim);
  ASSERT_EQ(editor_picker_choices(e).size(), 5u);
  EXPECT_TRUE(act(e, "editor.claim.illegal-move"));
  EXPECT_EQ(e.picker(), EditorPicker::kNone);
  ASSERT_EQ(e.editor().steps().size(), 23u);
  EXPECT_EQ(e.step_rows().back().text, "Black stops the clock and claims an illegal move");
  EXPECT_EQ(row(e, "uscf-2020").text, "USCF 2020: Black wins \xC2\xB7 USCF 11-7d");
  EXPECT_FALSE(row(e, "uscf-2020").differs);
  EXPECT_EQ(row(e, "fide-2023").text,
            "FIDE 2023: Play on; one minute to Black \xC2\xB7 FIDE 7.5.5");
  EXPECT_TRUE(row(e, "fide-2023").differs) << "FIDE gives a minute where US Chess ends the game";
  EXPECT_TRUE(e.touched());
}

TEST(CaseEditor, AStepsTimeIsNudgedWithEveryLaterStepOrTyped) {
  CaseEditor e;
  show_tab(e, EditorTab::kTimeline);
  tap_move(e, "e2", "e4");  // 1 s: move and press
  tap_move(e, "e7", "e5");  // 2 s
  ASSERT_EQ(e.editor().steps().size(), 4u);
  EXPECT_TRUE(act(e, "editor.step.0.later"));
  EXPECT_EQ(e.step_rows()[0].time, "0:02");
  EXPECT_EQ(e.step_rows()[1].time, "0:02") << "the press moves with its move";
  EXPECT_EQ(e.step_rows()[3].time, "0:03");
  EXPECT_TRUE(act(e, "editor.step.2.earlier"));
  EXPECT_EQ(e.step_rows()[2].time, "0:02");
  EXPECT_TRUE(act(e, "editor.step.2.earlier"));
  EXPECT_EQ(e.step_rows()[2].time, "0:02") << "not before the step before it";
  EXPECT_EQ(e.notice(), "Step 3 cannot come before step 2 (2 s).");

  EXPECT_TRUE(act(e, "editor.step.3.time"));
  const auto request = e.take_text_request();
  ASSERT_TRUE(request.has_value());
  EXPECT_EQ(request->id, "editor.step.3.time");
  EXPECT_EQ(request->initial, "0:02") << "it moved with step 3";
  e.text_entered("editor.step.3.time", "1:05");
  EXPECT_EQ(e.step_rows()[3].time, "1:05");
  e.text_entered("editor.step.3.time", "soon");
  EXPECT_EQ(e.notice(), "That is not a time: type minutes and seconds (1:30) or seconds (90).");
  EXPECT_EQ(e.step_rows()[3].time, "1:05");

  EXPECT_TRUE(act(e, "editor.step.1"));
  EXPECT_EQ(e.selected_step(), 1u);
  EXPECT_TRUE(act(e, "editor.step.3.remove"));
  EXPECT_EQ(e.editor().steps().size(), 3u);
}

TEST(CaseEditor, TheDirectorGivesPenaltiesAndSetsTimesOnTheSideChosen) {
  CaseEditor e;
  show_tab(e, EditorTab::kTimeline);
  EXPECT_TRUE(act(e, "editor.actor.director"));
  const std::vector<EditorControl> actions = editor_actions(e);
  ASSERT_EQ(intent_id(actions.front().intent), "editor.director.white");
  EXPECT_TRUE(actions.front().on);
  tap_square(e, sq("e2"));
  EXPECT_FALSE(e.from().has_value()) << "the director plays no moves";
  EXPECT_TRUE(act(e, "editor.press"));
  EXPECT_TRUE(e.editor().steps().empty()) << "nor presses";
  EXPECT_TRUE(act(e, "editor.director.black"));
  EXPECT_TRUE(act(e, "editor.penalty"));
  EXPECT_EQ(editor_picker_choices(e).size(), 6u);
  EXPECT_TRUE(act(e, "editor.penalty.two-hands"));
  ASSERT_EQ(e.editor().steps().size(), 1u);
  EXPECT_EQ(e.editor().steps()[0].kind, rules::EventKind::kPenalty);
  EXPECT_EQ(e.editor().steps()[0].side, Color::Black);
  EXPECT_TRUE(act(e, "editor.set-time"));
  ASSERT_TRUE(e.take_text_request().has_value());
  e.text_entered("editor.set-time", "2:00");
  ASSERT_EQ(e.editor().steps().size(), 2u);
  EXPECT_EQ(e.editor().steps()[1].kind, rules::EventKind::kSetTime);
  EXPECT_EQ(e.editor().steps()[1].ms, 120000);
  EXPECT_EQ(e.editor().steps()[1].side, Color::Black);
}

TEST(CaseEditor, PlayersTouchPromotePauseAndOfferDrawsEachAsOneStep) {
  CaseEditor e;
  show_tab(e, EditorTab::kTimeline);
  EXPECT_TRUE(act(e, "editor.press-with-move"));
  EXPECT_FALSE(e.press_with_move());
  tap_move(e, "e2", "e4");
  EXPECT_EQ(e.editor().steps().size(), 1u) << "the move alone";
  EXPECT_EQ(e.actor(), EditorActor::kWhite) << "no press: the same side still acts";
  EXPECT_TRUE(act(e, "editor.touch"));
  EXPECT_EQ(e.board_prompt(), "Tap the square White touches.");
  tap_square(e, sq("g1"));
  EXPECT_EQ(e.editor().steps().back().kind, rules::EventKind::kTouch);
  EXPECT_TRUE(act(e, "editor.promote"));
  EXPECT_TRUE(act(e, "editor.promote.knight"));
  EXPECT_EQ(e.editor().steps().back().piece, chess::PieceType::Knight);
  EXPECT_TRUE(act(e, "editor.pause"));
  EXPECT_TRUE(act(e, "editor.pause.promotion"));
  EXPECT_EQ(e.editor().steps().back().reason, rules::PauseReason::kPromotion);
  EXPECT_TRUE(act(e, "editor.resume"));
  EXPECT_TRUE(act(e, "editor.offer-draw"));
  EXPECT_TRUE(act(e, "editor.actor.black"));
  EXPECT_TRUE(act(e, "editor.accept-draw"));
  EXPECT_EQ(e.editor().steps().size(), 7u);
  EXPECT_EQ(e.editor().steps().back().kind, rules::EventKind::kAcceptDraw);
  EXPECT_EQ(e.editor().steps().back().by, rules::Actor::kBlack);
  for (std::size_t i = 1; i < e.editor().steps().size(); ++i)
    EXPECT_GT(e.editor().steps()[i].t, e.editor().steps()[i - 1].t) << "each at the next time";
}

TEST(CaseEditor, ThePositionTheClocksAndTheWords) {
  CaseEditor e;
  EXPECT_TRUE(act(e, "board.kings-only"));
  e.apply({EA::kBrush, static_cast<int>(chess::Piece::BlackRook)});
  tap_square(e, sq("a1"));
  EXPECT_EQ(e.editor().setup_board().men(), "KvKR");
  EXPECT_TRUE(act(e, "editor.side.black"));
  EXPECT_EQ(e.actor(), EditorActor::kBlack) << "no steps yet: the side to move acts first";
  EXPECT_TRUE(act(e, "board.paste"));
  EXPECT_EQ(e.take_text_request()->id, "board.paste");
  e.text_entered("board.paste", "8/8/3k4/8/4K3/8/8/r6R w - - 0 40");
  EXPECT_EQ(e.editor().setup_board().fen(), "8/8/3k4/8/4K3/8/8/r6R w - - 0 40");
  EXPECT_EQ(e.clock_text(Color::White), "the control's full time");
  e.text_entered("editor.clock.white", "1:00");
  EXPECT_EQ(e.clock_text(Color::White), "1:00");
  e.text_entered("editor.clock.white", "");
  EXPECT_EQ(e.clock_text(Color::White), "the control's full time");
  e.text_entered("editor.control", "G/3;d2");
  EXPECT_EQ(e.control_text(), "G/3;d2");
  e.text_entered("editor.title", "Saturday, board 4");
  e.text_entered("editor.question", "White's king steps next to Black's.");
  EXPECT_TRUE(act(e, "editor.category.illegal-move"));
  EXPECT_TRUE(act(e, "editor.ruleset.uscf-2020"));
  EXPECT_TRUE(act(e, "editor.ruleset.fide-2023"));
  const rules::Scenario s = e.editor().to_scenario();
  EXPECT_EQ(s.id, "my-saturday-board-4");
  EXPECT_EQ(s.category, "illegal-move");
  EXPECT_EQ(s.rulesets, (std::vector<std::string>{"uscf-2020", "fide-2023"}));
  EXPECT_EQ(s.setup.time_control, "G/3;d2");
  EXPECT_EQ(row(e, "scholastic-2018").meant, false);
  EXPECT_EQ(row(e, "scholastic-2018").text, "Scholastic: Play on (not meant for it)");

  EXPECT_TRUE(act(e, "editor.clear"));
  EXPECT_TRUE(e.confirming_clear());
  EXPECT_TRUE(act(e, "editor.clear.cancel"));
  EXPECT_EQ(e.editor().title(), "Saturday, board 4");
  e.apply(EA::kAskClear);
  e.apply(EA::kConfirmClear);
  EXPECT_EQ(e.editor().title(), "My case");
  EXPECT_EQ(e.editor().to_scenario().id, "my-case");
  EXPECT_EQ(e.editor().setup_board().fen(), chess::kStartingFen);
}

TEST(CaseEditor, EveryActionAndChoiceOnShowHasAnIdThatReadsBack) {
  CaseEditor e;
  show_tab(e, EditorTab::kTimeline);
  for (const EditorActor actor :
       {EditorActor::kWhite, EditorActor::kBlack, EditorActor::kDirector}) {
    e.apply({EA::kActor, static_cast<int>(actor)});
    ASSERT_EQ(e.actor(), actor);
    for (const EditorControl& a : editor_actions(e)) {
      const std::string id = intent_id(a.intent);
      EXPECT_EQ(editor_intent(id), a.intent) << id;
      CaseEditor copy = e;
      copy.apply(a.intent);
      for (const EditorControl& c : editor_picker_choices(copy)) {
        const std::string choice = intent_id(c.intent);
        EXPECT_EQ(editor_intent(choice), c.intent) << choice;
      }
    }
  }
  EXPECT_FALSE(act(e, "editor.nothing"));
  EXPECT_FALSE(act(e, "editor.step.x.later"));
}

TEST(CaseEditor, ElapsedText) {
  EXPECT_EQ(elapsed_text(0), "0:00");
  EXPECT_EQ(elapsed_text(1500), "0:01.5");
  EXPECT_EQ(elapsed_text(65000), "1:05");
  EXPECT_EQ(elapsed_text(-3), "0:00");
}

}  // namespace case_editor_test
}  // namespace flagfall::session
