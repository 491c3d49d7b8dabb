// A finished game's result goes back to the director (issue 41, point 4): the place the set-up
// link gave, kept with the game and across a reload; the record's "Send the result to the
// director" once the game is over; the result as a link that reads back, and as a file.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../clock_session_support.h"
#include "game/board_result_json.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets.h"

namespace flagfall::session {
namespace result_sheet_test {

using chess::Color;
using testing_support::A;
using testing_support::kStart;
using testing_support::start;

constexpr const char* kBoardLink =
    "#clock?ruleset=fide-2023&tc=3%2B2&event=Club%20blitz&round=2&board=5";

// A game set up from `link` where White resigns after a move each, confirmed; the record open.
ClockSession resigned_from(const char* link) {
  ClockSession s;
  s.set_page_address("https://flagfall.example/app/#old");
  s.open_setup_link(link);
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 300);
  EXPECT_TRUE(s.activate("clock.stop", kStart + 700));
  EXPECT_TRUE(s.activate("claim.result", kStart + 700));
  EXPECT_TRUE(s.activate("result.resign.white", kStart + 700));
  EXPECT_TRUE(s.activate("end.confirm", kStart + 700));
  EXPECT_TRUE(s.game().over());
  EXPECT_TRUE(s.activate("ruling.record", kStart + 800));
  EXPECT_EQ(s.sheet(), ClockSheet::kRecord);
  return s;
}

// Board 5 of round 2.
ClockSession resigned_on_board_five() {
  return resigned_from(kBoardLink);
}

TEST(ClockPlace, TheSetUpLinksPlaceIsKeptWithTheGameAndAcrossAReload) {
  ClockSession s;
  s.open_setup_link(kBoardLink);
  EXPECT_EQ(s.place(), (game::EventPlace{"Club blitz", 2, 5, "", ""}));
  ClockSession reloaded;
  ASSERT_EQ(reloaded.restore(s.saved()), std::nullopt);
  EXPECT_EQ(reloaded.place(), s.place());
  // A clock set up without a place saves none.
  EXPECT_EQ(nlohmann::json::parse(ClockSession().saved()).count("place"), 0u);
}

TEST(ClockPlace, ASavedPlaceThatIsWrongIsRefusedByName) {
  ClockSession s;
  s.open_setup_link(kBoardLink);
  nlohmann::json save = nlohmann::json::parse(s.saved());
  save["place"]["round"] = 100;
  ClockSession reloaded;
  const auto problem = reloaded.restore(save.dump());
  ASSERT_TRUE(problem);
  EXPECT_NE(problem->find("/place"), std::string::npos) << *problem;
  EXPECT_NE(problem->find("round"), std::string::npos) << *problem;
  save["place"] = "board 5";
  EXPECT_TRUE(ClockSession().restore(save.dump()));
}

TEST(ResultSheet, OnlyAFinishedGameOffersItsResult) {
  ClockSession s;
  s.open_setup_link(kBoardLink);
  start(s);
  EXPECT_TRUE(s.activate("clock.more", kStart + 100));
  EXPECT_TRUE(s.activate("menu.record", kStart + 100));
  ASSERT_EQ(s.sheet(), ClockSheet::kRecord);
  EXPECT_FALSE(s.activate("record.send-result", kStart + 100)) << "the game goes on";
  EXPECT_EQ(s.sheet(), ClockSheet::kRecord);
}

TEST(ResultSheet, TheResultAsALinkThatReadsBackAndAsAFile) {
  ClockSession s = resigned_on_board_five();
  ASSERT_TRUE(s.activate("record.send-result", kStart + 900));
  ASSERT_EQ(s.sheet(), ClockSheet::kSetupLink);
  const SetupLinkSheet& sheet = s.setup_link_sheet();
  ASSERT_TRUE(sheet.text.starts_with("https://flagfall.example/app/#board-result=")) << sheet.text;
  const auto json = board_result_from_link(sheet.text.substr(sheet.text.find('#')));
  ASSERT_TRUE(json);
  EXPECT_EQ(*json, sheet.result);
  const auto result = game::parse_board_result(*json);
  ASSERT_TRUE(result) << result.error();
  EXPECT_EQ(result.value().place, s.place());
  EXPECT_EQ(result.value().outcome, rules::Outcome::kBlackWins);
  EXPECT_EQ(result.value().reason, rules::Reason::kResignation);
  EXPECT_EQ(result.value().ruleset, "fide-2023");
  EXPECT_EQ(result.value().control, "3+2");
  EXPECT_EQ(result.value().ended_at, kStart + 700);
  EXPECT_EQ(result.value().record, s.game().save_json());
  // A game this short fits a code; the sheet says where it was played and how it ended.
  EXPECT_TRUE(sheet.qr);
  const std::string said = link_explanation(s);
  EXPECT_NE(said.find("Club blitz"), std::string::npos) << said;
  EXPECT_NE(said.find("Round 2, board 5"), std::string::npos) << said;
  EXPECT_NE(said.find("0-1"), std::string::npos) << said;

  ASSERT_TRUE(s.activate("link.result-file", kStart + 1000));
  const auto file = s.take_export();
  ASSERT_TRUE(file);
  EXPECT_EQ(file->kind, "download");
  EXPECT_EQ(file->filename, "flagfall-result-round-2-board-5.json");
  EXPECT_EQ(file->text, sheet.result);
  ASSERT_TRUE(s.activate("link.share", kStart + 1000));
  EXPECT_EQ(s.take_export()->text, sheet.text);
  // The set-up link's sheet, opened after, is the set-up link again: no result, no file.
  ASSERT_TRUE(s.activate("link.close", kStart + 1100));
  ASSERT_TRUE(s.activate("clock.more", kStart + 1100));
  ASSERT_TRUE(s.activate("menu.link", kStart + 1100));
  EXPECT_TRUE(s.setup_link_sheet().result.empty());
  EXPECT_FALSE(s.activate("link.result-file", kStart + 1100));
}

TEST(ResultSheet, TheRoundBoardAndNamesTypedWhenTheLinkDidNotGiveThem) {
  ClockSession s = resigned_from("#clock?ruleset=fide-2023&tc=3%2B2");
  EXPECT_FALSE(s.activate("link.place.round", kStart + 800)) << "only on the result's sheet";
  ASSERT_TRUE(s.activate("record.send-result", kStart + 900));
  EXPECT_NE(link_explanation(s).find("No round or board given"), std::string::npos);
  const ClockControls place = result_place_controls(s);
  ASSERT_EQ(place.size(), 5u);
  EXPECT_EQ(place[0].label, "Round ?");
  EXPECT_EQ(intent_id(place[3].intent), "link.place.black");
  EXPECT_EQ(intent_id(place[4].intent), "link.close") << "Close comes last";
  s.take_unsaved_change();
  ASSERT_TRUE(s.activate("link.place.round", kStart + 1000));
  s.text_entered("place.round", " 3 ", true);
  s.text_entered("place.board", "12", true);
  s.text_entered("place.white", "Ana Díaz", true);
  s.text_entered("place.black", "Ben", true);
  EXPECT_EQ(s.place(), (game::EventPlace{"", 3, 12, "Ana Díaz", "Ben"}));
  EXPECT_TRUE(s.take_unsaved_change()) << "the place is saved with the game";
  EXPECT_EQ(result_place_controls(s)[2].label, "White: Ana Díaz");
  // The link and the file carry what was typed.
  const auto read = game::parse_board_result(*board_result_from_link(
      s.setup_link_sheet().text.substr(s.setup_link_sheet().text.find('#'))));
  ASSERT_TRUE(read) << read.error();
  EXPECT_EQ(read.value().place, s.place());
  // What is not a round, a board or a name is refused, said, and changes nothing.
  s.text_entered("place.round", "100", true);
  EXPECT_EQ(s.setup_link_sheet().problem,
            "\xE2\x80\x9C"
            "100\xE2\x80\x9D was not taken: the round is a whole number from 1 to 99.");
  s.text_entered("place.board", "5b", true);
  s.text_entered("place.white", std::string(81, 'x'), true);
  EXPECT_NE(s.setup_link_sheet().problem.find("80 characters"), std::string::npos);
  EXPECT_EQ(s.place(), (game::EventPlace{"", 3, 12, "Ana Díaz", "Ben"}));
  // Emptied: not given.
  s.text_entered("place.round", "", true);
  EXPECT_EQ(s.place().round, 0);
  EXPECT_TRUE(s.setup_link_sheet().problem.empty());
}

TEST(ResultSheet, LinksThatAreNotResultsReadAsNothing) {
  EXPECT_FALSE(board_result_from_link("#set=abc"));
  EXPECT_FALSE(board_result_from_link("#board-result=a"));  // no base64url has 4n+1 characters
  EXPECT_EQ(board_result_from_link("#board-result=e30"), "{}");
}

// A blitz game of forty moves a side makes a result's link too long for a code as it is: the
// page is asked once to pack it (#z=, web/offline.js) and the code holds the packed link; a link
// changed by a typed board is asked for again.
TEST(ResultSheet, ALongGamesLinkIsPackedForItsCode) {
  ClockSession s;
  s.set_page_address("https://flagfall.example/app/");
  s.open_setup_link(kBoardLink);
  start(s);
  for (int i = 0; i < 80; ++i)
    s.apply({A::kHalf, i % 2 == 0 ? Color::White : Color::Black}, kStart + 300 + 1'500 * i);
  const std::int64_t end = kStart + 300 + 1'500 * 80;
  ASSERT_TRUE(s.activate("clock.stop", end));
  ASSERT_TRUE(s.activate("claim.result", end));
  ASSERT_TRUE(s.activate("result.resign.white", end));
  ASSERT_TRUE(s.activate("end.confirm", end));
  ASSERT_TRUE(s.activate("ruling.record", end + 100));
  EXPECT_FALSE(s.take_export()) << "nothing to pack before the result's sheet";
  ASSERT_TRUE(s.activate("record.send-result", end + 200));
  const SetupLinkSheet& sheet = s.setup_link_sheet();
  ASSERT_GT(sheet.text.size(), kMaxQrText);
  EXPECT_FALSE(sheet.qr);
  const auto pack = s.take_export();
  ASSERT_TRUE(pack);
  EXPECT_EQ(pack->kind, "pack");
  EXPECT_EQ(pack->text, sheet.text);
  EXPECT_FALSE(s.take_export()) << "asked once";

  const std::string packed = "https://flagfall.example/app/#z=" + std::string(600, 'A');
  s.link_packed(sheet.text + "x", packed);
  s.link_packed(sheet.text, "");
  EXPECT_FALSE(sheet.qr);
  s.link_packed(sheet.text, packed);
  ASSERT_TRUE(sheet.qr);
  EXPECT_EQ(sheet.qr_text, packed);
  EXPECT_NE(link_explanation(s).find("scan the code"), std::string::npos) << link_explanation(s);
  EXPECT_TRUE(sheet.text.find("#board-result=") != std::string::npos) << "shared as it is";

  // Another board typed: another link, packed again.
  s.text_entered("place.board", "7", true);
  EXPECT_FALSE(sheet.qr);
  EXPECT_TRUE(sheet.qr_text.empty());
  const auto again = s.take_export();
  ASSERT_TRUE(again);
  EXPECT_EQ(again->kind, "pack");
  EXPECT_EQ(again->text, sheet.text);
}

}  // namespace result_sheet_test
}  // namespace flagfall::session
