// The director's event (issue 41, point 5): two boards' results come by link and by file; the
// table, the same result again, a board whose phones disagree (both kept, flagged), a refused
// link that changes nothing, a board's record with its rulings, CSV and PGN read back, clearing
// asked first, and the event across a reload and in the saved data.
#include "session/app/event_book.h"

#include <gtest/gtest.h>

#include "../../words/catalog_files.h"
#include "../clock/clock_session_support.h"
#include "game/board_result_json.h"
#include "session/app/app_session.h"
#include "session/app/saved_data.h"
#include "session/clock/setup_link.h"

namespace flagfall::session {
namespace event_book_test {

using chess::Color;
using testing_support::A;
using testing_support::kStart;
using testing_support::start;

// A board's phone: set up from the director's link, a move each, then White resigns (or, with
// `black_resigns`, Black); its result as the record sheet sends it.
game::BoardResult board_result(int round, int board, bool black_resigns = false) {
  ClockSession s;
  s.open_setup_link("#clock?ruleset=fide-2023&tc=3%2B2&event=Club&round=" + std::to_string(round) +
                    "&board=" + std::to_string(board));
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 300);
  EXPECT_TRUE(s.activate("clock.stop", kStart + 700));
  EXPECT_TRUE(s.activate("claim.result", kStart + 700));
  EXPECT_TRUE(
      s.activate(black_resigns ? "result.resign.black" : "result.resign.white", kStart + 700));
  EXPECT_TRUE(s.activate("end.confirm", kStart + 700));
  return game::board_result_of(s.game(), s.place());
}

std::string link_of(const game::BoardResult& r) {
  const std::string address =
      board_result_address("https://x.example/", game::board_result_json(r));
  return address.substr(address.find('#'));
}

TEST(EventBook, ResultsByLinkAndFileMakeTheTable) {
  EventBook event;
  EXPECT_TRUE(event.empty());
  event.open_link(link_of(board_result(1, 2)));
  EXPECT_TRUE(event.open());
  EXPECT_EQ(event.notice(), "Round 1 · board 2: 0-1 added.");
  EXPECT_FALSE(event.notice_is_problem());
  event.open_file(game::board_result_json(board_result(1, 1, true)));
  ASSERT_EQ(event.rows().size(), 2u);
  EXPECT_EQ(event.rows()[0].place, "Round 1 · board 1");
  EXPECT_EQ(event.rows()[0].result, "1-0");
  EXPECT_EQ(event.rows()[1].result, "0-1");
  EXPECT_TRUE(event.take_unsaved());
  // The same result again changes nothing.
  event.open_link(link_of(board_result(1, 2)));
  EXPECT_EQ(event.notice(), "Round 1 · board 2: this result was already here. Nothing changed.");
  EXPECT_FALSE(event.take_unsaved());
}

TEST(EventBook, APhoneThatDisagreesIsKeptBesideTheFirstAndFlagged) {
  EventBook event;
  event.open_link(link_of(board_result(1, 2)));
  event.open_link(link_of(board_result(1, 2, true)));
  EXPECT_TRUE(event.notice_is_problem());
  EXPECT_EQ(event.notice(),
            "Round 1 · board 2 already had a different result: both are kept and the board is "
            "flagged.");
  ASSERT_EQ(event.rows().size(), 1u);
  EXPECT_TRUE(event.rows()[0].conflicting);
  EXPECT_EQ(event.rows()[0].result, "2 results differ");
  EXPECT_EQ(event.results().boards()[0].results.size(), 2u);
}

TEST(EventBook, ARefusedResultSaysWhyAndChangesNothing) {
  EventBook event;
  event.open_link(link_of(board_result(1, 2)));
  ASSERT_TRUE(event.take_unsaved());
  event.open_link("#board-result=e30xa");  // cut short: no base64url has 4n+1 letters
  EXPECT_TRUE(event.notice_is_problem());
  EXPECT_EQ(event.notice(),
            "This result was not added: Its link is cut short or changed. Nothing was changed.");
  event.open_file(R"({"format":"flagfall-board-result","version":1,"round":100})");
  EXPECT_NE(event.notice().find("\"round\""), std::string::npos) << event.notice();
  EXPECT_EQ(event.rows().size(), 1u);
  EXPECT_FALSE(event.take_unsaved());
}

TEST(EventBook, ABoardsRecordWithItsRulingThenBack) {
  EventBook event;
  event.open_link(link_of(board_result(2, 5)));
  ASSERT_TRUE(event.apply({AppAction::kEventBoard, 0}));
  EXPECT_EQ(event.board(), 0u);
  const std::vector<std::string> lines = event.board_lines();
  ASSERT_GE(lines.size(), 3u);
  EXPECT_EQ(lines[0], "0-1 · Black wins: White resigned (FIDE 5.1.2)");
  EXPECT_EQ(lines[1].rfind("FIDE 2023 · 3+2 · ended ", 0), 0u) << lines[1];
  EXPECT_NE(lines.back().find("resign"), std::string::npos) << lines.back();
  EXPECT_FALSE(event.apply({AppAction::kEventBoard, 1})) << "no second board";
  EXPECT_EQ(event.controls().size(), 1u) << "a board's record offers Back";
  EXPECT_TRUE(event.apply(AppAction::kEventBack));
  EXPECT_FALSE(event.board());
}

TEST(EventBook, CsvAndPgnReadBack) {
  EventBook event;
  event.open_link(link_of(board_result(1, 2)));
  event.open_link(link_of(board_result(1, 1, true)));
  ASSERT_TRUE(event.apply(AppAction::kEventCsv));
  const auto csv = event.take_export();
  ASSERT_TRUE(csv);
  EXPECT_EQ(csv->filename, "flagfall-event.csv");
  EXPECT_EQ(csv->text.substr(0, csv->text.find('\r')),
            "round,board,white,black,result,reason,rule,ruleset,control,ended_utc,flag");
  EXPECT_NE(csv->text.find("\r\n1,1,,,1-0,resignation,FIDE 5.1.2,fide-2023,3+2,"),
            std::string::npos)
      << csv->text;
  ASSERT_TRUE(event.apply(AppAction::kEventPgn));
  const auto pgn = event.take_export();
  EXPECT_EQ(pgn->filename, "flagfall-event.pgn");
  EXPECT_NE(pgn->text.find("[Event \"Club\"]\n"), std::string::npos) << pgn->text;
  EXPECT_NE(pgn->text.find("[Board \"2\"]\n"), std::string::npos) << pgn->text;
}

TEST(EventBook, ClearingIsAskedFirst) {
  EventBook event;
  event.open_link(link_of(board_result(1, 2)));
  event.take_unsaved();
  ASSERT_TRUE(event.apply(AppAction::kEventAskClear));
  EXPECT_TRUE(event.asking_clear());
  EXPECT_FALSE(event.apply(AppAction::kEventCsv)) << "only the question's answers";
  ASSERT_TRUE(event.apply(AppAction::kEventKeep));
  EXPECT_FALSE(event.empty());
  ASSERT_TRUE(event.apply(AppAction::kEventAskClear));
  ASSERT_TRUE(event.apply(AppAction::kEventClear));
  EXPECT_TRUE(event.empty());
  EXPECT_TRUE(event.take_unsaved());
}

TEST(EventBook, TheEventAcrossAReloadAndInTheSavedData) {
  EventBook event;
  event.open_link(link_of(board_result(1, 2)));
  event.open_link(link_of(board_result(1, 2, true)));
  EventBook reloaded;
  ASSERT_EQ(reloaded.restore(event.save()), std::nullopt);
  ASSERT_EQ(reloaded.results().boards().size(), 1u);
  EXPECT_EQ(reloaded.results().boards()[0].results, event.results().boards()[0].results);
  EXPECT_TRUE(holds_user_data(kEventKey, event.save()));
  EXPECT_FALSE(holds_user_data(kEventKey, EventBook().save()));
  EXPECT_TRUE(reloaded.restore("{}"));
  std::string bad = event.save();
  bad.replace(bad.find("\"round\":1"), 9, "\"round\":0");
  const auto problem = EventBook().restore(bad);
  ASSERT_TRUE(problem);
  EXPECT_EQ(problem->rfind("/results/0: ", 0), 0u) << *problem;
  SavedData data;
  data.entries[std::string(kEventKey)] = bad;
  EXPECT_FALSE(read_saved_data(write_saved_data(data))) << "an import is checked the same way";
}

TEST(EventBook, TheNoticeIsSaidAgainInTheWordsThatArrive) {
  EventBook event;
  event.open_link(link_of(board_result(1, 2)));
  event.open_link("#board-result=e30xa");
  const std::string english = event.notice();
  ASSERT_TRUE(words::app_words().install(words::test::compiled_catalog("es")))
      << words::app_words().problem();
  event.words_changed();
  const std::string spanish = event.notice();
  words::app_words() = words::Words();
  event.words_changed();
  EXPECT_EQ(spanish,
            "Este resultado no se añadió: Su enlace está cortado o cambiado. No se cambió nada.");
  EXPECT_EQ(event.notice(), english);
}

TEST(AppSessionEvent, AResultLinkOpensTheEventOnHomeButNeverLeavesAGameInProgress) {
  AppSession app;
  app.open_link(link_of(board_result(3, 7)), kStart);
  EXPECT_EQ(app.screen(), Destination::kHome);
  EXPECT_TRUE(app.home().event().open());
  EXPECT_TRUE(app.activate("event.board.0", kStart));
  EXPECT_TRUE(app.activate("event.back", kStart));
  EXPECT_TRUE(app.activate("event.close", kStart));
  EXPECT_TRUE(app.activate("home.event", kStart)) << "Home offers the event once it holds one";
  // A board's phone playing a game: a result link adds quietly, the clock stays on show.
  AppSession board;
  board.open_link("#clock?ruleset=fide-2023&tc=3%2B2", kStart);
  start(board.clock());
  board.open_link(link_of(board_result(3, 8)), kStart + 100);
  EXPECT_EQ(board.screen(), Destination::kClock);
  EXPECT_EQ(board.home().event().rows().size(), 1u);
  // A result's file goes to the event, not the trainer.
  AppSession director;
  director.open_shared_file(game::board_result_json(board_result(3, 9)), kStart);
  EXPECT_EQ(director.screen(), Destination::kHome);
  EXPECT_EQ(director.home().event().rows().size(), 1u);
  EXPECT_EQ(*director.take_save(Save::kEvent), director.home().event().save());
}

}  // namespace event_book_test
}  // namespace flagfall::session
