// The trainer's screens for own cases, as their taps drive them: "Make a case" saved into My
// scenarios (asking before it replaces another), the list's Practise / Edit / Share / Delete,
// the share sheet of a case and of a class set, a shared file, and a class set's quiz.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../../support/instants.h"
#include "../../support/state_of.h"
#include "rules/scenario_writer.h"
#include "session/trainer/trainer_session.h"
#include "trainer/share.h"
#include "trainer_session_support.h"

namespace flagfall::session {
namespace {

using ::flagfall::session::testing_support::act;
using ::flagfall::session::testing_support::TA;

using ::flagfall::testing_support::kNow;
using ::flagfall::testing_support::state_of;
constexpr std::string_view kPage = "https://flagfall.example/app/index.html";

chess::Square sq(const char* name) {
  return chess::parse_square(name).value();
}

// In the editor: Kings, a black rook on a1, White's king e1-e2... a short case with a claim.
void build_case(TrainerSession& s, const char* title) {
  CaseEditor& e = *s.case_editor();
  e.apply(EditorAction::kKingsOnly);
  e.apply({EditorAction::kBrush, static_cast<int>(chess::Piece::BlackRook)});
  e.apply({EditorAction::kSquare, sq("a1")});
  e.apply({EditorAction::kTab, static_cast<int>(EditorTab::kTimeline)});
  e.apply({EditorAction::kSquare, sq("e1")});
  e.apply({EditorAction::kSquare, sq("e7")});  // next to Black's king on e8: illegal
  e.apply(EditorAction::kOpenClaim);
  e.apply({EditorAction::kClaim, static_cast<int>(rules::ClaimKind::kIllegalMove)});
  e.text_entered("editor.title", title);
}

TEST(TrainerSessionScreens, MakeACaseSaveItFindItPractiseItEditItAndDeleteIt) {
  TrainerSession s;
  EXPECT_TRUE(s.activate("trainer.mine", kNow));
  EXPECT_EQ(s.view(), TrainerView::kMine);
  EXPECT_TRUE(s.activate("mine.new", kNow));
  ASSERT_EQ(s.view(), TrainerView::kEditor);
  ASSERT_NE(s.case_editor(), nullptr);
  build_case(s, "Board 4");
  EXPECT_EQ(s.case_editor()->editor().steps().size(), 3u);
  EXPECT_TRUE(s.activate("editor.save", kNow));
  EXPECT_EQ(s.view(), TrainerView::kMine);
  EXPECT_EQ(s.notice(), "\"Board 4\" is in My scenarios.");
  EXPECT_EQ(s.case_editor(), nullptr) << "the draft is gone once saved";
  ASSERT_EQ(s.mine().cases().size(), 1u);
  EXPECT_EQ(s.mine().cases()[0].id, "my-board-4");
  EXPECT_TRUE(s.take_unsaved_mine());

  EXPECT_TRUE(s.activate("mine.study.0", kNow));
  ASSERT_EQ(s.view(), TrainerView::kQuestion);
  EXPECT_EQ(s.study_from(), StudyFrom::kMine);
  s.apply({TA::kChoice, static_cast<std::int32_t>(s.on_show().question->right)}, kNow + 1000);
  EXPECT_EQ(s.on_show().verdict(), true);
  EXPECT_TRUE(s.activate("study.edit", kNow));
  ASSERT_EQ(s.view(), TrainerView::kEditor);
  EXPECT_EQ(s.case_editor()->editing(), "my-board-4");
  s.case_editor()->text_entered("editor.question", "What now?");
  EXPECT_TRUE(s.activate("editor.save", kNow));
  EXPECT_EQ(s.mine().replace_question(), std::nullopt) << "a case edited saves over itself";
  EXPECT_EQ(s.mine().cases().size(), 1u);
  EXPECT_EQ(s.mine().cases()[0].question, "What now?");

  EXPECT_TRUE(s.activate("mine.delete.0", kNow));
  EXPECT_EQ(s.confirming_delete(), 0u);
  EXPECT_EQ(s.mine().cases().size(), 1u) << "deleting asks first";
  EXPECT_TRUE(s.activate("mine.delete.cancel", kNow));
  EXPECT_EQ(s.mine().cases().size(), 1u);
  EXPECT_TRUE(s.activate("mine.delete.0", kNow));
  EXPECT_TRUE(s.activate("mine.delete.confirm", kNow));
  EXPECT_TRUE(s.mine().cases().empty());
  EXPECT_EQ(s.notice(), "\"Board 4\" was deleted.");
}

TEST(TrainerSessionScreens, ANewCaseWithATakenIdAsksAndCancelKeepsTheEditorOpen) {
  TrainerSession s;
  act(s, TA::kMine);
  act(s, TA::kMineNew);
  build_case(s, "Board 4");
  act(s, TA::kEditorSave);
  act(s, TA::kMineNew);
  build_case(s, "Board 4");
  act(s, TA::kEditorSave);
  ASSERT_EQ(s.mine().replace_question(), "Replace \"Board 4\" (my-board-4) in My scenarios?");
  EXPECT_EQ(s.view(), TrainerView::kEditor);
  EXPECT_TRUE(s.activate("mine.cancel-replace", kNow));
  EXPECT_EQ(s.view(), TrainerView::kEditor) << "cancel: back to the case, still unsaved";
  ASSERT_NE(s.case_editor(), nullptr);
  act(s, TA::kEditorSave);
  EXPECT_TRUE(s.activate("mine.keep-both", kNow));
  EXPECT_EQ(s.view(), TrainerView::kMine);
  ASSERT_EQ(s.mine().cases().size(), 2u);
  EXPECT_EQ(s.mine().cases()[1].id, "my-board-4-2");
}

TEST(TrainerSessionScreens, BackKeepsTheDraftUntilItIsSaved) {
  TrainerSession s;
  act(s, TA::kMineNew);
  s.case_editor()->apply({EditorAction::kTab, static_cast<int>(EditorTab::kTimeline)});
  s.case_editor()->apply({EditorAction::kSquare, sq("e2")});
  s.case_editor()->apply({EditorAction::kSquare, sq("e4")});
  act(s, TA::kEditorBack);
  EXPECT_EQ(s.view(), TrainerView::kMenu);
  act(s, TA::kMineNew);
  EXPECT_EQ(s.case_editor()->editor().steps().size(), 2u) << "the draft is kept";
  act(s, TA::kEditorBack);
  act(s, TA::kMine);
  act(s, TA::kMineNew);
  EXPECT_EQ(s.case_editor()->editor().steps().size(), 2u) << "from My scenarios too";
  act(s, TA::kEditorBack);
  EXPECT_EQ(s.view(), TrainerView::kMine) << "Back goes where the editor was opened from";
}

TEST(TrainerSessionScreens, AShareSheetHasTheLinkTheQrCodeAndTheFile) {
  TrainerSession s;
  s.set_page_address(std::string(kPage) + "#old");
  rules::Scenario own = *trainer::Bank::builtin().find("king-adjacent-claim");
  own.id = "my-board-4";
  own.title = "Saturday, board 4";
  s.add_to_mine(own);
  act(s, TA::kMine);
  EXPECT_TRUE(s.activate("mine.share.0", kNow));
  ASSERT_EQ(s.view(), TrainerView::kShare);
  const ShareSheet& sheet = *s.share_sheet();
  EXPECT_EQ(sheet.title, "Saturday, board 4");
  EXPECT_EQ(sheet.link, std::string(kPage) + trainer::case_link(own)->fragment);
  ASSERT_TRUE(sheet.qr.has_value()) << sheet.link.size() << " characters";
  EXPECT_EQ(sheet.file_name, "my-board-4.json");
  EXPECT_EQ(sheet.what, "One case \xC2\xB7 King next to king \xC2\xB7 for every ruleset");

  EXPECT_TRUE(s.activate("share.link", kNow));
  const auto link = s.take_export();
  ASSERT_TRUE(link.has_value());
  EXPECT_EQ(link->kind, "share");
  EXPECT_EQ(link->text, sheet.link);
  // The sheet says what the page did with it, and so does the screen reader.
  EXPECT_EQ(sheet.outcome, "");
  s.link_shared("copied");
  EXPECT_EQ(sheet.outcome, "Link copied.");
  const std::vector<Announcement> said = {{"Link copied.", false}};
  EXPECT_EQ(s.take_announcements(), said);
  s.link_shared("shared");
  EXPECT_EQ(sheet.outcome, "Shared.");
  s.link_shared("shown");
  EXPECT_NE(sheet.outcome.find("select it and copy it"), std::string::npos) << sheet.outcome;
  s.link_shared("cancelled");
  EXPECT_EQ(sheet.outcome, "Not shared.");
  s.link_shared("exploded");
  EXPECT_EQ(sheet.outcome, "Not shared.") << "a word the page never sends changes nothing";
  EXPECT_TRUE(s.activate("share.link", kNow));
  EXPECT_EQ(sheet.outcome, "") << "asked again: nothing said until the page answers";
  (void)s.take_export();
  s.take_announcements();
  EXPECT_TRUE(s.activate("share.file", kNow));
  const auto file = s.take_export();
  ASSERT_TRUE(file.has_value());
  EXPECT_EQ(file->kind, "download");
  EXPECT_EQ(file->filename, "my-board-4.json");

  // The link opened on another phone: the same question, studied, with Save to my scenarios.
  TrainerSession other;
  other.open_link(sheet.link.substr(sheet.link.find('#')), kNow);
  ASSERT_EQ(other.view(), TrainerView::kQuestion);
  EXPECT_EQ(other.study_from(), StudyFrom::kLink);
  EXPECT_EQ(other.on_show().question->scenario.id, "my-board-4");
  EXPECT_TRUE(other.activate("trainer.shared.save", kNow));
  EXPECT_EQ(other.mine().cases().size(), 1u);

  EXPECT_TRUE(s.activate("share.back", kNow));
  EXPECT_EQ(s.view(), TrainerView::kMine);
  EXPECT_EQ(s.share_sheet(), nullptr);
}

TEST(TrainerSessionScreens, ALongCaseHasALinkButNoQrCode) {
  rules::Scenario big = *trainer::Bank::builtin().find("king-adjacent-claim");
  big.notes = std::string(1200, 'n');
  const ShareSheet sheet = share_case_sheet(big, kPage);
  EXPECT_FALSE(sheet.link.empty());
  EXPECT_FALSE(sheet.qr.has_value());
  EXPECT_NE(sheet.qr_note.find("Too long for a QR code"), std::string::npos);
  EXPECT_NE(sheet.link_preview.find("characters)"), std::string::npos);
  EXPECT_LT(sheet.link_preview.size(), 100u);
}

TEST(TrainerSessionScreens, AClassSetFromMyCasesAndTheBankIsSharedAndAskedAsAQuiz) {
  TrainerSession s;
  s.set_page_address(kPage);
  rules::Scenario own = *trainer::Bank::builtin().find("king-adjacent-claim");
  own.id = "my-board-4";
  own.title = "Board 4";
  s.add_to_mine(own);
  act(s, TA::kMine);
  EXPECT_TRUE(s.activate("mine.set", kNow));
  ASSERT_EQ(s.view(), TrainerView::kSetBuilder);
  EXPECT_TRUE(s.activate("set.case.0", kNow));
  EXPECT_EQ(s.class_set().own, std::vector<std::string>{"my-board-4"});
  EXPECT_TRUE(s.activate("set.bank.pick", kNow));
  EXPECT_EQ(s.class_set().bank.size(), 5u);
  EXPECT_TRUE(s.activate("set.bank.remove.0", kNow));
  EXPECT_EQ(s.class_set().bank.size(), 4u);
  EXPECT_TRUE(s.activate("set.title", kNow));
  const auto asked = s.take_text_request();
  ASSERT_TRUE(asked.has_value());
  EXPECT_EQ(asked->id, "set.title");
  s.text_entered("set.title", "Blitz night", true);
  EXPECT_TRUE(s.activate("set.share", kNow));
  ASSERT_EQ(s.view(), TrainerView::kShare);
  const ShareSheet sheet = *s.share_sheet();
  EXPECT_EQ(sheet.title, "Blitz night");
  EXPECT_EQ(sheet.what, "A class set of 5 cases (1 of yours, 4 from the bank), asked as a quiz");
  EXPECT_FALSE(sheet.link.empty());
  EXPECT_EQ(sheet.qr.has_value(), sheet.link.size() <= kMaxQrText);
  EXPECT_TRUE(s.activate("share.back", kNow));
  EXPECT_EQ(s.view(), TrainerView::kSetBuilder);

  TrainerSession student;
  student.open_link(sheet.link.substr(sheet.link.find('#')), kNow);
  ASSERT_EQ(student.view(), TrainerView::kExam) << student.notice();
  EXPECT_TRUE(student.set_quiz());
  for (int i = 0; i < 5; ++i)
    student.apply({TA::kChoice, static_cast<std::int32_t>(student.on_show().question->right)},
                  kNow + 1000 * i);
  ASSERT_EQ(student.view(), TrainerView::kExamResult);
  EXPECT_EQ(student.trainer().exam()->score(), 5);
  EXPECT_TRUE(!student.shared().own.empty());
  EXPECT_TRUE(student.activate("trainer.set.again", kNow + 10000));
  EXPECT_EQ(student.view(), TrainerView::kExam);
  EXPECT_EQ(student.trainer().exam()->current(), 0u);
  EXPECT_EQ(student.trainer().exam()->question(0).scenario.id, "my-board-4") << "your cases first";
}

TEST(TrainerSessionScreens, AFileOpensLikeALinkAndABadOneSaysWhy) {
  rules::Scenario own = *trainer::Bank::builtin().find("king-adjacent-claim");
  own.id = "my-board-4";
  TrainerSession s;
  EXPECT_TRUE(s.activate("mine.open-file", kNow));
  EXPECT_EQ(s.take_page_request(), PageRequest::kOpenSharedFile);
  s.open_file(trainer::case_file(own)->text, kNow);
  EXPECT_EQ(s.view(), TrainerView::kQuestion);
  EXPECT_EQ(s.on_show().question->scenario.id, "my-board-4");
  s.open_file("{\"format\":\"flagfall-class-set\"", kNow);
  EXPECT_EQ(s.view(), TrainerView::kMenu);
  EXPECT_EQ(s.notice().rfind("This file cannot be opened: ", 0), 0u) << s.notice();
  EXPECT_TRUE(s.mine().cases().empty());
}

TEST(TrainerSessionScreens, TheClocksGameIsSharedAndBackGoesToTheClock) {
  rules::Scenario game = *trainer::Bank::builtin().find("flag-fall-claimed");
  TrainerSession s;
  s.share_game(rules::scenario_to_json(game));
  ASSERT_EQ(s.view(), TrainerView::kShare);
  EXPECT_FALSE(s.share_sheet()->link.empty());
  act(s, TA::kShareBack);
  EXPECT_EQ(s.take_leave(), TrainerExit::kClock);
  s.share_game("not a scenario");
  EXPECT_EQ(s.view(), TrainerView::kMenu);
  EXPECT_EQ(s.notice().rfind("This game cannot be shared: ", 0), 0u);
}

TEST(TrainerSessionScreens, TheStateAndTheMirrorOfEachNewView) {
  TrainerSession s;
  s.set_page_address(kPage);
  act(s, TA::kMine);
  act(s, TA::kMineNew);
  build_case(s, "Board 4");
  const nlohmann::json editor = state_of(s, kNow)["editor"];
  EXPECT_EQ(editor["tab"], "timeline");
  EXPECT_EQ(editor["steps"].size(), 3u);
  EXPECT_EQ(editor["rulings"].size(), 7u);
  const auto check_mirror = [&](const char* where) {
    for (const std::string& intent : trainer_mirror(s, kNow).intents()) {
      TrainerSession copy = s;
      EXPECT_TRUE(copy.activate(intent, kNow)) << where << ": " << intent;
    }
  };
  check_mirror("editor timeline");
  s.case_editor()->apply({EditorAction::kTab, static_cast<int>(EditorTab::kPosition)});
  check_mirror("editor position");
  s.case_editor()->apply({EditorAction::kTab, static_cast<int>(EditorTab::kWords)});
  check_mirror("editor words");
  act(s, TA::kEditorSave);
  check_mirror("mine");
  EXPECT_EQ(state_of(s, kNow)["mine"]["cases"][0]["id"], "my-board-4");
  act(s, {TA::kMineShare, 0});
  check_mirror("share");
  EXPECT_EQ(state_of(s, kNow)["share"]["file"], "my-board-4.json");
  act(s, TA::kShareBack);
  act(s, TA::kMineSet);
  check_mirror("set");
  act(s, TA::kMineNew);
  build_case(s, "Board 4");
  act(s, TA::kEditorSave);
  check_mirror("replace");
  EXPECT_EQ(trainer_mirror(s, kNow).parts().front().text, "Replace a case?");
  EXPECT_EQ(state_of(s, kNow)["mine"]["replace_question"],
            "Replace \"Board 4\" (my-board-4) in My scenarios?");
}

}  // namespace
}  // namespace flagfall::session
