// The event on the director's device (issue 41, point 5): results gathered by round and board,
// the same one twice kept once, two different ones for a board both kept and flagged, and the
// event as one PGN file.
#include "game/event_results.h"

#include <gtest/gtest.h>

#include "../support/started_game.h"
#include "chess/move.h"
#include "game/pgn_export.h"

namespace flagfall::game {
namespace event_results_test {

using chess::Color;
using Added = EventResults::Added;

BoardResult result(int round, int board, rules::Outcome outcome) {
  BoardResult r;
  r.place = {"Club blitz", round, board, "Ana", "Ben"};
  r.outcome = outcome;
  r.reason = rules::Reason::kFlagFall;
  r.rule = "FIDE 6.9";
  r.ruleset = "fide-2023";
  r.control = "3+2";
  r.ended_at = 1'764'414'000'000;  // 2025-11-29 11:00 UTC
  return r;
}

TEST(EventResults, GathersByRoundThenBoard) {
  EventResults event;
  EXPECT_EQ(event.add(result(2, 1, rules::Outcome::kDraw)), Added::kNew);
  EXPECT_EQ(event.add(result(1, 3, rules::Outcome::kWhiteWins)), Added::kNew);
  EXPECT_EQ(event.add(result(1, 1, rules::Outcome::kBlackWins)), Added::kNew);
  ASSERT_EQ(event.boards().size(), 3u);
  EXPECT_EQ(event.boards()[0].round, 1);
  EXPECT_EQ(event.boards()[0].board, 1);
  EXPECT_EQ(event.boards()[1].board, 3);
  EXPECT_EQ(event.boards()[2].round, 2);
  EXPECT_EQ(event.rounds(), (std::vector<int>{1, 2}));
  ASSERT_NE(event.find(1, 3), nullptr);
  EXPECT_EQ(event.find(1, 3)->results.front().outcome, rules::Outcome::kWhiteWins);
  EXPECT_EQ(event.find(1, 2), nullptr);
  EXPECT_EQ(event.conflicts(), 0);
}

TEST(EventResults, TheSameResultTwiceIsKeptOnceAnotherIsKeptBesideItAndFlagged) {
  EventResults event;
  ASSERT_EQ(event.add(result(1, 1, rules::Outcome::kWhiteWins)), Added::kNew);
  EXPECT_EQ(event.add(result(1, 1, rules::Outcome::kWhiteWins)), Added::kSame);
  EXPECT_EQ(event.find(1, 1)->results.size(), 1u);
  EXPECT_FALSE(event.find(1, 1)->conflicting());
  // The other player's phone says Black won: never written over, both kept.
  EXPECT_EQ(event.add(result(1, 1, rules::Outcome::kBlackWins)), Added::kConflict);
  const EventResults::Board* board = event.find(1, 1);
  ASSERT_EQ(board->results.size(), 2u);
  EXPECT_TRUE(board->conflicting());
  EXPECT_EQ(board->results[0].outcome, rules::Outcome::kWhiteWins);
  EXPECT_EQ(board->results[1].outcome, rules::Outcome::kBlackWins);
  EXPECT_EQ(event.conflicts(), 1);
  // The same outcome with another record (its presses differ) is another result too.
  BoardResult again = result(1, 1, rules::Outcome::kWhiteWins);
  again.record = "{}";
  EXPECT_EQ(event.add(again), Added::kConflict);
  EXPECT_EQ(event.find(1, 1)->results.size(), 3u);
}

TEST(EventResults, PgnDates) {
  EXPECT_EQ(pgn_date(0), "1970.01.01");
  EXPECT_EQ(pgn_date(1'764'414'000'000), "2025.11.29");
  EXPECT_EQ(pgn_date(951'782'400'000), "2000.02.29");  // a leap day
  EXPECT_EQ(pgn_date(-1), "1969.12.31");
}

TEST(EventPgn, EachResultWithItsTagsAndTheGameWhereItsRecordReads) {
  // Board 1: a live game on the clock, pressed without moves, ended when Black resigned.
  LiveGame game = started_game("uscf-2020", "G/5;d0");
  ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
  ASSERT_EQ(game.press(Color::Black, kStart + 3'000), "");
  ASSERT_EQ(
      game.record(4'000, {Entry::of(make_event(rules::Actor::kBlack, rules::EventKind::kResign))}),
      "");
  BoardResult resigned = result(1, 1, rules::Outcome::kWhiteWins);
  resigned.place.white = "Ana \"the rook\" Díaz";
  resigned.ruleset = "uscf-2020";
  resigned.control = "G/5;d0";
  resigned.record = game.save_json();
  // Board 2: a record that does not read: its own fields stand.
  BoardResult unread = result(1, 2, rules::Outcome::kDraw);
  unread.place.white.clear();
  unread.record = "not a game";
  EventResults event;
  event.add(unread);
  event.add(resigned);
  const std::string pgn = event_pgn(event);
  EXPECT_EQ(pgn,
            "[Event \"Club blitz\"]\n[Site \"?\"]\n[Date \"2025.11.29\"]\n[Round \"1\"]\n"
            "[White \"Ana \\\"the rook\\\" Díaz\"]\n[Black \"Ben\"]\n[Result \"1-0\"]\n"
            "[Board \"1\"]\n[TimeControl \"300\"]\n\n1-0\n"
            "\n"
            "[Event \"Club blitz\"]\n[Site \"?\"]\n[Date \"2025.11.29\"]\n[Round \"1\"]\n"
            "[White \"?\"]\n[Black \"Ben\"]\n[Result \"1/2-1/2\"]\n[Board \"2\"]\n"
            "[TimeControl \"180+2\"]\n\n1/2-1/2\n");
}

TEST(EventPgn, TheMovesWithTheirClocksWhereTheGameRecordedThem) {
  LiveGame game = started_game("fide-2023", "3+2");
  const auto move = [&game](Millis t, Color side, const char* uci) {
    rules::ScenarioEvent e = make_event(actor_of(side), rules::EventKind::kMove);
    e.move = *chess::parse_uci(uci);
    ASSERT_EQ(game.record(t, {Entry::of(e)}), "");
  };
  move(2'000, Color::White, "e2e4");
  ASSERT_EQ(game.press(Color::White, kStart + 2'000), "");
  move(5'000, Color::Black, "e7e5");
  ASSERT_EQ(game.press(Color::Black, kStart + 5'000), "");
  BoardResult r = result(3, 7, rules::Outcome::kPlayOn);
  r.record = game.save_json();
  EventResults event;
  event.add(r);
  const std::string pgn = event_pgn(event);
  EXPECT_NE(pgn.find("[Round \"3\"]\n"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("[Board \"7\"]\n"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("\n\n1. e4 {[%clk 0:03:00] [%emt 0:00:02]} 1... e5 {[%clk 0:02:59] "
                     "[%emt 0:00:03]} *\n"),
            std::string::npos)
      << pgn;
}

TEST(BoardResultOf, TheGamesResultRuleRulesetControlEndAndRecord) {
  LiveGame game = started_game("uscf-2020", "G/5;d0");
  ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
  ASSERT_EQ(game.record(kStart + 4'000,
                        {Entry::of(make_event(rules::Actor::kBlack, rules::EventKind::kResign))}),
            "");
  const BoardResult r = board_result_of(game, {"Club blitz", 2, 5, "", ""});
  EXPECT_EQ(r.place.round, 2);
  EXPECT_EQ(r.place.board, 5);
  EXPECT_EQ(r.outcome, rules::Outcome::kWhiteWins);
  EXPECT_EQ(r.reason, rules::Reason::kResignation);
  EXPECT_EQ(r.rule.rfind("USCF 11-", 0), 0u) << r.rule;
  EXPECT_EQ(r.ruleset, "uscf-2020");
  EXPECT_EQ(r.control, "G/5;d0");
  EXPECT_EQ(r.ended_at, kStart + 4'000);
  EXPECT_EQ(r.record, game.save_json());
  // A game not begun has no end, and is still in play.
  LiveGame fresh = std::move(LiveGame::make({"fide-2023", "3+2", ""})).value();
  const BoardResult unplayed = board_result_of(fresh, {});
  EXPECT_EQ(unplayed.ended_at, 0);
  EXPECT_EQ(unplayed.outcome, rules::Outcome::kPlayOn);
}

TEST(EventCsv, OneLineAResultNamesQuotedAndAFlaggedBoardMarked) {
  EventResults event;
  BoardResult quoted = result(1, 2, rules::Outcome::kDraw);
  quoted.place.white = "Díaz, \"Ana\"";
  event.add(quoted);
  event.add(result(1, 1, rules::Outcome::kWhiteWins));
  event.add(result(1, 1, rules::Outcome::kBlackWins));
  EXPECT_EQ(event_csv(event, "round,board"),
            "round,board\r\n"
            "1,1,Ana,Ben,1-0,flag-fall,FIDE 6.9,fide-2023,3+2,2025-11-29T11:00:00Z,conflict\r\n"
            "1,1,Ana,Ben,0-1,flag-fall,FIDE 6.9,fide-2023,3+2,2025-11-29T11:00:00Z,conflict\r\n"
            "1,2,\"Díaz, \"\"Ana\"\"\",Ben,1/2-1/2,flag-fall,FIDE 6.9,fide-2023,3+2,"
            "2025-11-29T11:00:00Z,\r\n");
}

}  // namespace event_results_test
}  // namespace flagfall::game
