// The claim sheet's intents: each step, the draft they fill in, the board set-up, and what the
// sheet faces.
#include "../clock_session_support.h"

namespace flagfall::session {
namespace {

using chess::Color;
using namespace testing_support;

TEST(ClockSessionClaimTest, AClaimStopsTheClockAtTheTapAndCancellingRecordsNothing) {
  ClockSession s = session_with("uscf-2020", "1+0");
  s.apply({A::kOpenClaim, Color::Black}, kStart);  // not before the start
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  start(s);
  s.apply({A::kOpenClaim, Color::Black}, kStart + 1'000);
  ASSERT_EQ(s.sheet(), ClockSheet::kClaim);
  ASSERT_NE(s.claim(), nullptr);
  EXPECT_EQ(s.claim()->step, ClaimStep::kChoose);
  EXPECT_EQ(s.claim()->draft.claimant, Color::Black);
  EXPECT_EQ(s.view_time(kStart + 5'000), kStart + 1'000) << "the clock shows the tap";
  nlohmann::json clock = clock_state(s, kStart + 5'000);
  EXPECT_EQ(clock["white"]["remaining_ms"], 59'000);
  EXPECT_EQ(clock["live"]["claim"]["claimant"], "black");
  EXPECT_EQ(clock["live"]["claim"]["step"], "choose");
  FrameOutput output;
  s.end_frame(kStart + 5'000, output);
  EXPECT_FALSE(output.tick_at) << "the clock shown is stopped";
  EXPECT_FALSE(output.redraw_at);
  s.apply({A::kOpenClaim, Color::White}, kStart + 5'000);  // one sheet at a time
  EXPECT_EQ(s.claim()->draft.claimant, Color::Black);
  // Black takes the stop back: the clock runs again from the tap; the four seconds it stood still
  // are charged to no one.
  s.apply({A::kNoClaim, Color::Black}, kStart + 5'000);
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_EQ(s.claim(), nullptr);
  clock = clock_state(s, kStart + 6'000);
  EXPECT_EQ(clock["phase"], "running");
  EXPECT_EQ(clock["running"], "white");
  EXPECT_EQ(clock["white"]["remaining_ms"], 58'000) << "stopped from 1 s to 5 s";
  EXPECT_EQ(clock["live"]["entries"], 2) << "Black's stop and his restart";
  EXPECT_TRUE(any_line(clock["live"]["record"], "Black stops the clock and makes no claim"));
}

TEST(ClockSessionClaimTest, OnlyWhatIsOfferedCanBeChosen) {
  ClockSession s = session_with("uscf-earlier", "1+0");
  start(s);
  s.apply({A::kOpenClaim, Color::Black}, kStart + 500);
  act(s, A::kClaimTime);     // White's flag is up
  act(s, A::kClaimIllegal);  // White has not moved
  act(s, A::kOpenDraw);      // uscf-earlier has no draw claims
  EXPECT_EQ(s.claim()->step, ClaimStep::kChoose);
  act(s, A::kOpenResults);
  EXPECT_EQ(s.claim()->step, ClaimStep::kResult);
  act(s, A::kClaimBack);
  EXPECT_EQ(s.claim()->step, ClaimStep::kChoose);
}

TEST(ClockSessionClaimTest, AClaimSheetFacesItsClaimantAndSoDoesTheRulingOnIt) {
  ClockSession s = session_with("uscf-2020", "3s+0");
  ASSERT_EQ(s.settings().far_side, clock::Side::Black);
  start(s);
  s.apply({A::kOpenClaim, Color::White}, kStart + 3'500);
  EXPECT_FALSE(s.sheet_turned()) << "White sits at the near side";
  act(s, A::kClaimTime);
  EXPECT_FALSE(s.sheet_turned()) << "White's own claim faces him";
  act(s, A::kClaimBack);
  s.apply({A::kNoClaim, Color::White}, kStart + 3'500);
  s.apply({A::kOpenClaim, Color::Black}, kStart + 3'500);
  EXPECT_FALSE(s.sheet_turned()) << "the first step is on both halves, each facing its player";
  EXPECT_EQ(clock_state(s, kStart + 3'500)["popup_turned"], false);
  act(s, A::kClaimTime);
  EXPECT_TRUE(s.sheet_turned());
  EXPECT_EQ(clock_state(s, kStart + 3'500)["popup_turned"], true);
  act(s, A::kConfirmClaim);
  ASSERT_EQ(s.sheet(), ClockSheet::kRuling);
  EXPECT_TRUE(s.sheet_turned()) << "the ruling on Black's claim faces Black";
  act(s, A::kMenuRecord);
  EXPECT_FALSE(s.sheet_turned());
  act(s, A::kCloseSheet);
  act(s, A::kOpenMenu);
  EXPECT_FALSE(s.sheet_turned()) << "the menu faces the phone's holder";
  act(s, A::kSwap);
  act(s, A::kCloseSheet);
  EXPECT_FALSE(s.sheet_turned());
}

TEST(ClockSessionClaimTest, TheDetailsOfAnIllegalMoveClaim) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 300);
  s.apply({A::kOpenClaim, Color::Black}, kStart + 700);
  act(s, A::kClaimIllegal);
  ASSERT_EQ(s.claim()->step, ClaimStep::kDetails);
  EXPECT_EQ(s.claim()->draft.illegal_claim_by, Color::Black);
  act(s, {A::kKind, {}, illegal_kind_index({game::IllegalKind::kKingInCheck, false})});
  EXPECT_EQ(s.claim()->draft.kind, game::IllegalKind::kKingInCheck);
  act(s, {A::kKind,
          {},
          illegal_kind_index({game::IllegalKind::kOther, true})});  // FIDE's only: refused
  EXPECT_FALSE(s.claim()->draft.press_without_move);
  act_id(s, "material.white.bishop");
  act_id(s, "material.black.nonsense");
  EXPECT_EQ(s.claim()->draft.material, (std::array<std::string, 2>{"bishop", "more"}));
  EXPECT_EQ(clock_state(s, kStart + 700)["live"]["claim"]["kind"], "king-in-check");
  // Back: a fresh draft on the first step, the picks kept.
  act(s, A::kClaimBack);
  EXPECT_EQ(s.claim()->step, ClaimStep::kChoose);
  EXPECT_FALSE(s.claim()->draft.illegal_claim_by);
  EXPECT_EQ(s.claim()->draft.kind, game::IllegalKind::kKingNextToKing);
  EXPECT_EQ(s.claim()->draft.material, (std::array<std::string, 2>{"bishop", "more"}));
}

TEST(ClockSessionClaimTest, APressWithoutAMoveUnderFide) {
  ClockSession s = session_with("fide-2023", "3+2");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 300);
  s.apply({A::kOpenClaim, Color::Black}, kStart + 700);
  act(s, A::kClaimIllegal);
  act(s, {A::kKind, {}, illegal_kind_index({game::IllegalKind::kOther, true})});
  EXPECT_EQ(clock_state(s, kStart + 700)["live"]["claim"]["kind"], "press-without-move");
  act(s, A::kConfirmClaim);
  const nlohmann::json live = clock_state(s, kStart + 800)["live"];
  EXPECT_EQ(live["reason"], "illegal-move-penalty");
  EXPECT_EQ(live["holding_clock"], true);
}

// FIDE 7.5.2: a press with the pawn unpromoted is an illegal move; the pawn becomes a queen.
TEST(ClockSessionClaimTest, AnUnpromotedPressClaimedUnderFide) {
  ClockSession s = session_with("fide-2023", "3+2");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 300);
  s.apply({A::kOpenClaim, Color::Black}, kStart + 700);
  act(s, A::kClaimUnpromoted);
  ASSERT_EQ(s.claim()->step, ClaimStep::kDetails);
  EXPECT_TRUE(s.claim()->draft.unpromoted);
  EXPECT_TRUE(s.claim_offer()->kinds.empty()) << "the pawn is the illegal move";
  act(s, A::kConfirmClaim);
  ASSERT_EQ(s.sheet(), ClockSheet::kRuling);
  const nlohmann::json clock = clock_state(s, kStart + 800);
  EXPECT_EQ(clock["live"]["reason"], "illegal-move-penalty");
  EXPECT_TRUE(any_line(clock["live"]["ruling_lines"], "becomes a queen"));
  EXPECT_EQ(clock["black"]["remaining_ms"], 180'000 + 60'000 - 400) << "a minute to Black";
}

TEST(ClockSessionClaimTest, TakingTheKingIsDroppedWhenTheDraftNoLongerAllowsIt) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 300);
  s.apply({A::kOpenClaim, Color::Black}, kStart + 700);
  act(s, A::kClaimIllegal);
  act(s, A::kTakeKing);
  EXPECT_TRUE(s.claim()->draft.take_king);
  act(s, A::kTakeKing);
  EXPECT_FALSE(s.claim()->draft.take_king);
  act(s, A::kTakeKing);
  act(s, {A::kKind, {}, illegal_kind_index({game::IllegalKind::kOther, false})});
  act_id(s, "material.black.king");  // no man to take the king with
  EXPECT_FALSE(s.claim()->draft.take_king);
  act(s, A::kTakeKing);
  EXPECT_FALSE(s.claim()->draft.take_king);
}

TEST(ClockSessionClaimTest, TheOtherPlayersClaimIsToggled) {
  ClockSession s = session_with("uscf-2020", "4s+0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 300);
  s.apply({A::kHalf, Color::Black}, kStart + 600);
  s.apply({A::kOpenClaim, Color::White},
          kStart + 4'500);  // White claims Black's move; his own flag is down
  act(s, A::kClaimIllegal);
  act(s, A::kSimultaneous);
  EXPECT_EQ(s.claim()->draft.time_claim_by, Color::Black);
  act(s, A::kSimultaneous);
  EXPECT_FALSE(s.claim()->draft.time_claim_by);
  act(s, A::kSimultaneous);
  act(s, A::kConfirmClaim);
  EXPECT_EQ(clock_state(s, kStart + 4'600)["live"]["reason"], "simultaneous-claims");
}

TEST(ClockSessionClaimTest, ABoardUsedTakesThePlaceOfThePicksUntilTheyAreChosenAgain) {
  ClockSession s = session_with("uscf-2020", "3s+0");
  start(s);
  s.apply({A::kOpenClaim, Color::Black}, kStart + 3'500);
  act(s, A::kClaimTime);
  act(s, A::kOpenBoard);
  act(s, {A::kBoardSquare, {}, chess::make_square(0, 0)});  // the brush (a white queen) on a1
  act(s, A::kUseBoard);
  EXPECT_EQ(s.claim()->step, ClaimStep::kDetails);
  EXPECT_EQ(s.claim()->draft.board_fen, "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1");
  act(s, A::kQuickPicks);
  EXPECT_EQ(s.claim()->draft.board_fen, "");
  act(s, A::kConfirmClaim);
  EXPECT_EQ(s.sheet(), ClockSheet::kRuling);
}

// The board step is a sheet like any other: a slam's later taps, landing on the board or its men
// within 300 ms of the step opening, set nothing up.
TEST(ClockSessionClaimTest, TheBoardStepIgnoresTheTapsOfASlamLikeEverySheet) {
  ClockSession s = session_with("uscf-2020", "3s+0");
  start(s);
  s.apply({A::kOpenClaim, Color::Black}, kStart + 3'500);
  act(s, A::kClaimTime);
  ASSERT_TRUE(s.apply(A::kOpenBoard, kStart + 4'000));
  ASSERT_EQ(s.taps_count_from(), kStart + 4'300);
  const auto setup = [&] { return clock_state(s, kStart + 4'000)["live"]["claim"]; };
  EXPECT_FALSE(
      s.tap({A::kBoardBrush, {}, static_cast<int>(chess::Piece::BlackRook)}, kStart + 4'100));
  EXPECT_FALSE(s.tap({A::kBoardSquare, {}, chess::make_square(0, 4)}, kStart + 4'200));
  EXPECT_FALSE(s.tap(A::kBoardStart, kStart + 4'299));
  EXPECT_EQ(setup()["brush"], "Q");
  EXPECT_EQ(setup()["setup_board"], "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_TRUE(s.tap({A::kBoardSquare, {}, chess::make_square(0, 4)}, kStart + 4'300));
  EXPECT_EQ(setup()["setup_board"], "4k3/8/8/Q7/8/8/8/4K3 w - - 0 1");
  EXPECT_FALSE(s.tap({A::kBoardSquare, {}, 64}, kStart + 4'400)) << "no such square";
  EXPECT_FALSE(s.tap({A::kBoardBrush, {}, 99}, kStart + 4'400)) << "no such man";
}

TEST(ClockSessionClaimTest, TheBoardSetUpStartsFromTheBoardEnteredAndGoesBack) {
  ClockSession s = session_with("uscf-2020", "3s+0");
  start(s);
  s.apply({A::kOpenClaim, Color::Black}, kStart + 3'500);
  act(s, A::kClaimTime);
  act(s, A::kOpenBoard);
  ASSERT_EQ(s.claim()->step, ClaimStep::kBoard);
  ASSERT_NE(s.claim_board(), nullptr);
  nlohmann::json claim = clock_state(s, kStart + 3'500)["live"]["claim"];
  EXPECT_EQ(claim["setup_board"], "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_EQ(claim["brush"], "Q");
  act(s, {A::kBoardBrush, {}, static_cast<int>(chess::Piece::BlackRook)});
  act(s, {A::kBoardSquare, {}, chess::make_square(0, 4)});  // a5
  act(s, {A::kBoardBrush, {}, static_cast<int>(chess::Piece::WhitePawn)});
  act(s, {A::kBoardSquare, {}, chess::make_square(3, 7)});  // d8: refused, and said why
  EXPECT_NE(s.notice().find("pawn cannot stand on d8"), std::string::npos) << s.notice();
  EXPECT_EQ(clock_state(s, kStart + 3'500)["notice"], s.notice());
  act(s, A::kBoardBack);
  EXPECT_EQ(s.claim()->step, ClaimStep::kDetails);
  EXPECT_EQ(s.notice(), "");
  EXPECT_EQ(s.claim()->draft.board_fen, "") << "nothing used";
  EXPECT_EQ(s.claim_board(), nullptr);
  act(s, A::kOpenBoard);
  claim = clock_state(s, kStart + 3'500)["live"]["claim"];
  EXPECT_EQ(claim["setup_board"], "4k3/8/8/8/8/8/8/4K3 w - - 0 1") << "starts again";
  EXPECT_EQ(claim["brush"], "P") << "the brush stays";
  act(s, {A::kBoardBrush, {}, static_cast<int>(chess::Piece::BlackRook)});
  act(s, {A::kBoardSquare, {}, chess::make_square(0, 4)});
  act(s, A::kUseBoard);
  act(s, A::kConfirmClaim);
  const nlohmann::json live = clock_state(s, kStart + 3'600)["live"];
  EXPECT_EQ(live["outcome"], "black-wins") << "with a rook on the board the flag loses";
  EXPECT_EQ(live["reason"], "flag-fall");
  EXPECT_EQ(live["setup_fen"], "4k3/8/8/r7/8/8/8/4K3 w - - 0 1");
}

TEST(ClockSessionClaimTest, AFenIsPastedIntoTheBoardSetUpFacingTheClaimant) {
  ClockSession s = session_with("sacramento-2005", "G/5;d0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 300);
  s.apply({A::kOpenClaim, Color::Black}, kStart + 700);
  act(s, A::kOpenDraw);
  ASSERT_EQ(s.claim()->step, ClaimStep::kDraw);
  act(s, A::kLosingChances);
  ASSERT_EQ(s.claim()->step, ClaimStep::kBoard);
  act(s, A::kBoardPaste);
  FrameOutput output;
  s.end_frame(kStart + 800, output);
  ASSERT_TRUE(output.ask_text);
  EXPECT_EQ(output.ask_text->id, "board-fen");
  EXPECT_TRUE(output.ask_text->turned) << "the text field faces the claimant, as his sheet does";
  s.text_entered("board-fen", "not a board", true);
  EXPECT_NE(s.notice().find("not a board in FEN"), std::string::npos) << s.notice();
  EXPECT_EQ(clock_state(s, kStart + 800)["live"]["claim"]["setup_board"],
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1")
      << "kept";
  s.text_entered("board-fen", "r7/3k4/8/8/8/8/3K4/7R", true);  // the placement alone will do
  EXPECT_EQ(s.notice(), "");
  act(s, A::kUseBoard);  // rules at once
  ASSERT_EQ(s.sheet(), ClockSheet::kRuling);
  const nlohmann::json live = clock_state(s, kStart + 800)["live"];
  EXPECT_EQ(live["outcome"], "draw");
  EXPECT_EQ(live["reason"], "insufficient-losing-chances");
  EXPECT_TRUE(starts_with(live["rule"], "Sacramento 10")) << live["rule"];
}

// A board that would change what was ruled earlier in the game is refused: the notice says why
// and the claim stays open on the board for another try.
TEST(ClockSessionClaimTest, ALosingChancesClaimTheArbiterCannotTakeStaysOnTheBoard) {
  ClockSession s = session_with("scholastic-2018", "G/5;d0");
  start(s);
  s.apply({A::kOpenClaim, Color::White}, kStart + 700);
  act(s, A::kOpenDraw);
  act(s, A::kLosingChances);
  act(s, A::kBoardStart);  // the starting position: no losing-chances position
  act(s, A::kUseBoard);
  ASSERT_EQ(s.sheet(), ClockSheet::kRuling);
  EXPECT_EQ(clock_state(s, kStart + 800)["live"]["outcome"], "play-on") << "the claim is denied";
  act(s, A::kCloseSheet);
  s.apply({A::kOpenClaim, Color::White}, kStart + 900);
  act(s, A::kOpenDraw);
  act(s, A::kLosingChances);
  EXPECT_EQ(clock_state(s, kStart + 900)["live"]["claim"]["setup_board"],
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1")
      << "the board entered before";
  s.text_entered("board-fen", "r7/3k4/8/8/8/8/3K4/7R", true);
  act(s, A::kUseBoard);
  EXPECT_EQ(s.sheet(), ClockSheet::kClaim);
  ASSERT_NE(s.claim_board(), nullptr);
  EXPECT_EQ(s.notice(),
            "The arbiter cannot take this: that does not fit the board as the players described "
            "it earlier in the game.");
  act(s, A::kBoardBack);
  EXPECT_EQ(s.claim()->step, ClaimStep::kDraw);
  EXPECT_FALSE(s.claim()->draft.losing_chances);
  EXPECT_EQ(s.notice(), "");
}

TEST(ClockSessionClaimTest, DrawAgreedAndTheDirectorFromTheDrawStep) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  s.apply({A::kOpenClaim, Color::White}, kStart + 700);
  act(s, A::kOpenDraw);
  act(s, A::kDispute);
  ASSERT_EQ(s.sheet(), ClockSheet::kRuling);
  EXPECT_EQ(clock_state(s, kStart + 800)["phase"], "paused");
  act(s, A::kCloseSheet);
  s.apply(A::kResume, kStart + 1'000);
  s.apply({A::kOpenClaim, Color::White}, kStart + 1'200);
  act(s, A::kOpenDraw);
  act(s, A::kDrawAgreed);
  ASSERT_EQ(s.sheet(), ClockSheet::kConfirmEnd) << "an ending is confirmed first";
  s.apply(A::kConfirmEnding, kStart + 1'250);
  const nlohmann::json live = clock_state(s, kStart + 1'300)["live"];
  EXPECT_EQ(live["outcome"], "draw");
  EXPECT_EQ(live["reason"], "agreement");
}

// The players record the game's end: checkmate, stalemate, resignation, an agreed draw.
TEST(ClockSessionClaimTest, ThePlayersRecordTheGamesEnd) {
  struct Case {
    std::string name;
    std::string outcome;
    std::string reason;
    Color by;
    int moves;
  };
  const Case cases[] = {{"mate white", "white-wins", "checkmate", Color::Black, 2},
                        {"stalemate black", "draw", "stalemate", Color::White, 1},
                        {"resign black", "white-wins", "resignation", Color::Black, 1},
                        {"agreed", "draw", "agreement", Color::White, 1}};
  for (const Case& c : cases) {
    ClockSession s = session_with("uscf-2020", "1+0");
    start(s);
    s.apply({A::kHalf, Color::White}, kStart + 300);
    if (c.moves == 2) s.apply({A::kHalf, Color::Black}, kStart + 600);
    s.apply({A::kOpenClaim, c.by}, kStart + 900);
    act(s, {A::kMate, Color::White});  // not on the first step
    EXPECT_EQ(s.sheet(), ClockSheet::kClaim);
    act(s, A::kOpenResults);
    if (c.name == "mate white") act(s, {A::kMate, Color::White});
    if (c.name == "stalemate black") act(s, {A::kStalemate, Color::Black});
    if (c.name == "resign black") act(s, {A::kResign, Color::Black});
    if (c.name == "agreed") act(s, A::kDrawAgreed);
    ASSERT_EQ(s.sheet(), ClockSheet::kConfirmEnd) << c.name;
    EXPECT_EQ(clock_state(s, kStart + 950)["live"]["outcome"], "play-on") << "nothing recorded yet";
    s.apply(A::kConfirmEnding, kStart + 1'000);
    ASSERT_EQ(s.sheet(), ClockSheet::kRuling) << c.name;
    const nlohmann::json clock = clock_state(s, kStart + 1'000);
    EXPECT_EQ(clock["live"]["outcome"], c.outcome) << c.name;
    EXPECT_EQ(clock["live"]["reason"], c.reason) << c.name;
    EXPECT_TRUE(starts_with(clock["live"]["rule"], "USCF 11-")) << c.name;
    EXPECT_EQ(clock["phase"], "over");
  }
}

TEST(ClockSessionClaimTest, BothFlagsDownIsADrawUnderUsChessUnderFideTheFirstFlagDecides) {
  for (const std::string ruleset : {"uscf-2020", "fide-2023"}) {
    ClockSession s = session_with(ruleset, "2s+0");
    start(s);
    s.apply({A::kHalf, Color::White}, kStart + 2'500);  // after the flag: Black's clock runs on
    EXPECT_EQ(clock_state(s, kStart + 5'000)["both_flags_down"], true);
    s.apply({A::kOpenClaim, ruleset == "uscf-2020" ? Color::White : Color::Black}, kStart + 5'000);
    EXPECT_TRUE(s.claim_offer()->both_flags_down);
    act(s, A::kClaimTime);
    act(s, A::kConfirmClaim);
    const nlohmann::json live = clock_state(s, kStart + 5'000)["live"];
    if (ruleset == "uscf-2020") {
      EXPECT_EQ(live["outcome"], "draw");
      EXPECT_EQ(live["reason"], "both-flags");
      EXPECT_EQ(live["rule"], "USCF 11-8c");
    } else {
      EXPECT_EQ(live["outcome"], "black-wins") << "White's flag fell first";
      EXPECT_EQ(live["reason"], "flag-fall");
    }
  }
}

TEST(ClockSessionClaimTest, AKingInCheckClaimByAPlayerWithoutMatingMaterial) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 300);
  s.apply({A::kHalf, Color::Black}, kStart + 600);
  s.apply({A::kOpenClaim, Color::White}, kStart + 900);
  act(s, A::kClaimIllegal);
  act(s, {A::kKind, {}, illegal_kind_index({game::IllegalKind::kKingInCheck, false})});
  act_id(s, "material.white.king");
  act(s, A::kConfirmClaim);
  const nlohmann::json live = clock_state(s, kStart + 1'000)["live"];
  EXPECT_EQ(live["outcome"], "draw");
  EXPECT_EQ(live["reason"], "illegal-move-insufficient-material");
  EXPECT_EQ(live["rule"], "USCF 11-8d");
  EXPECT_TRUE(any_line(live["record"], "Reported: Black's last move was illegal"));
}

}  // namespace
}  // namespace flagfall::session
