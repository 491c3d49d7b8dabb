// The clock's sheets in the accessible mirror: each sheet's controls are buttons with the drawn
// controls' intent ids (session/clock_sheets.h), and activating one by its id does what the tap
// does (the same intent, ClockSession::activate).
#include <gtest/gtest.h>

#include <functional>

#include "../../support/text_checks.h"
#include "clock_session_support.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets.h"
#include "session/clock/live_text.h"

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

using ::flagfall::testing_support::has;

const MirrorPart* find(const Mirror& m, MirrorRole role, const std::string& containing) {
  for (const MirrorPart& p : m.parts()) {
    if (p.role == role && has(p.text, containing)) return &p;
  }
  return nullptr;
}

const MirrorPart* button(const Mirror& m, const std::string& intent) {
  for (const MirrorPart& p : m.parts()) {
    if (p.role == MirrorRole::kButton && p.intent == intent) return &p;
  }
  return nullptr;
}

// The mirror's buttons are exactly `controls`, in order, somewhere in it.
// The board set-up's tools (board_entry.h, shared with the case editor).
void expect_buttons(const Mirror& m, const Controls& controls) {
  for (const Control& c : controls) {
    const MirrorPart* b = button(m, c.intent);
    ASSERT_NE(b, nullptr) << c.intent;
    EXPECT_EQ(b->pressed, c.on) << c.intent;
    EXPECT_FALSE(has(b->text, "\n")) << c.intent;
  }
}

void expect_buttons(const Mirror& m, const ClockControls& controls) {
  for (const ClockControl& c : controls) {
    const std::string id = intent_id(c.intent);
    const MirrorPart* b = button(m, id);
    ASSERT_NE(b, nullptr) << id;
    EXPECT_EQ(b->pressed, c.on) << id;
    EXPECT_FALSE(has(b->text, "\n")) << id;
  }
}

// Activating `intent` does to a copy of `s` what `tap` (the drawn control's intent) does to
// another: the same sheet, claim and state.
void expect_same(const ClockSession& s, const std::string& intent,
                 const std::function<void(ClockSession&)>& tap, EpochMillis at) {
  ClockSession by_id = s;
  ClockSession tapped = s;
  EXPECT_TRUE(by_id.activate(intent, at)) << intent;
  tap(tapped);
  // The instant a new sheet starts counting touches comes from the intent's own time, which
  // only activate() carries for the intents that take none.
  const auto state = [at](const ClockSession& c) {
    nlohmann::json j = clock_state(c, at + 100);
    j.erase("taps_count_from");
    return j;
  };
  EXPECT_EQ(by_id.sheet(), tapped.sheet()) << intent;
  EXPECT_EQ(by_id.claim() != nullptr, tapped.claim() != nullptr) << intent;
  if (by_id.claim() && tapped.claim()) {
    EXPECT_EQ(by_id.claim()->draft, tapped.claim()->draft) << intent;
    EXPECT_EQ(by_id.claim()->step, tapped.claim()->step) << intent;
  }
  EXPECT_EQ(state(by_id), state(tapped)) << intent;
}

// Every button of the mirror is an intent the session takes.
void expect_all_taken(const ClockSession& s, EpochMillis at) {
  for (const std::string& intent : clock_mirror(s, at).intents()) {
    ClockSession copy = s;
    EXPECT_TRUE(copy.activate(intent, at)) << intent;
  }
}

// White has moved; the clocks were stopped at kStart + 700 and Black is the claimant.
ClockSession black_claims(const std::string& ruleset, const std::string& control) {
  ClockSession s = session_with(ruleset, control);
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 300);
  s.apply({A::kOpenClaim, Color::Black}, kStart + 700);
  EXPECT_EQ(s.sheet(), ClockSheet::kClaim);
  return s;
}

constexpr EpochMillis kAt = kStart + 700;

TEST(ClockMirror, AnIllegalMoveClaimIsMadeFromTheMirrorAlone) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 300);
  // The bar's Stop / Claim; then each player's choices under his name.
  Mirror m = clock_mirror(s, kAt);
  ASSERT_TRUE(button(m, "clock.stop"));
  EXPECT_FALSE(button(m, "claim.black")) << "no claim from a half";
  EXPECT_TRUE(s.activate("clock.stop", kAt));
  m = clock_mirror(s, kAt);
  EXPECT_TRUE(find(m, MirrorRole::kText, "Clocks stopped \xC2\xB7 White "))
      << "what the clocks show, and that they stand";
  for (const Color side : {Color::White, Color::Black}) {
    EXPECT_TRUE(find(m, MirrorRole::kHeading, std::string(side_name(side)) + " claims"));
    expect_buttons(m, claim_panel(s, side));
  }
  EXPECT_FALSE(button(m, "clock.white")) << "the halves do not press while the clocks stand";
  expect_all_taken(s, kAt);
  ASSERT_TRUE(button(m, "claim.illegal.black"));
  EXPECT_EQ(button(m, "claim.illegal.black")->text, "Black: White's last move was illegal");
  ASSERT_TRUE(button(m, "claim.none.white"));
  EXPECT_EQ(button(m, "claim.none.white")->text, "White: No claim: restart the clock");
  EXPECT_FALSE(button(m, "claim.illegal.white")) << "Black has not moved";

  EXPECT_TRUE(s.activate("claim.illegal.black", kAt));
  EXPECT_TRUE(find(clock_mirror(s, kAt), MirrorRole::kHeading, "Black claims"));
  m = clock_mirror(s, kAt);
  EXPECT_TRUE(find(m, MirrorRole::kHeading, "What did White do?"));
  expect_buttons(m, illegal_kinds(s));
  ASSERT_TRUE(button(m, "kind.king-next-to-king"));
  EXPECT_TRUE(button(m, "kind.king-next-to-king")->pressed) << "the draft's kind";
  EXPECT_TRUE(find(m, MirrorRole::kText, "Mating material decides"));
  for (const Color side : {Color::White, Color::Black}) expect_buttons(m, material_picks(s, side));
  ASSERT_TRUE(button(m, "material.white.bishop"));
  EXPECT_EQ(button(m, "material.white.bishop")->text, "White: King and bishop");
  expect_buttons(m, take_king(s));
  expect_buttons(m, details_end());
  expect_all_taken(s, kAt);

  EXPECT_TRUE(s.activate("kind.king-next-to-king", kAt));
  EXPECT_TRUE(s.activate("claim.confirm", kAt));
  ASSERT_EQ(s.sheet(), ClockSheet::kRuling);
  bool said = false;
  for (const Announcement& a : s.take_announcements())
    said |= has(a.text, "Ruling: Black wins") && has(a.text, "Rule USCF");
  EXPECT_TRUE(said) << "the ruling is announced with its rule";
  m = clock_mirror(s, kAt + 100);
  EXPECT_TRUE(find(m, MirrorRole::kHeading, "Ruling: Black wins"));
  EXPECT_TRUE(find(m, MirrorRole::kText, "Rule USCF"));
  EXPECT_TRUE(find(m, MirrorRole::kText, "The game is over: 0-1."));
  expect_buttons(m, ruling_controls(s.ruling_view(kAt + 100)));
}

TEST(ClockMirror, EachClaimControlDoesWhatItsTapDoes) {
  const ClockSession first = black_claims("uscf-2020", "1+0");
  expect_same(
      first, "claim.illegal", [](ClockSession& s) { act(s, A::kClaimIllegal); }, kAt);
  expect_same(
      first, "claim.result", [](ClockSession& s) { act(s, A::kOpenResults); }, kAt);
  expect_same(
      first, "claim.draw", [](ClockSession& s) { act(s, A::kOpenDraw); }, kAt);
  expect_same(
      first, "claim.dispute", [](ClockSession& s) { act(s, A::kDispute); }, kAt);
  expect_same(
      first, "claim.illegal.black", [](ClockSession& s) { act(s, A::kClaimIllegal); }, kAt);
  expect_same(
      first, "claim.none.black",
      [](ClockSession& s) {
        s.apply({A::kNoClaim, Color::Black}, kAt);
      },
      kAt);

  ClockSession details = first;
  act(details, A::kClaimIllegal);
  using game::IllegalKind;
  expect_same(
      details, "kind.king-in-check",
      [](ClockSession& s) {
        act(s, {A::kKind, {}, illegal_kind_index({IllegalKind::kKingInCheck, false})});
      },
      kAt);
  expect_same(
      details, "kind.other",
      [](ClockSession& s) {
        act(s, {A::kKind, {}, illegal_kind_index({IllegalKind::kOther, false})});
      },
      kAt);
  expect_same(
      details, "material.white.bishop", [](ClockSession& s) { act_id(s, "material.white.bishop"); },
      kAt);
  expect_same(
      details, "material.black.two-knights",
      [](ClockSession& s) { act_id(s, "material.black.two-knights"); }, kAt);
  expect_same(
      details, "claim.take-king", [](ClockSession& s) { act(s, A::kTakeKing); }, kAt);
  expect_same(
      details, "claim.board", [](ClockSession& s) { act(s, A::kOpenBoard); }, kAt);
  expect_same(
      details, "claim.back", [](ClockSession& s) { act(s, A::kClaimBack); }, kAt);
  expect_same(
      details, "claim.confirm", [](ClockSession& s) { act(s, A::kConfirmClaim); }, kAt);
  EXPECT_FALSE(ClockSession(details).activate("material.green.bishop", kAt));
  EXPECT_FALSE(ClockSession(details).activate("material.white", kAt));

  act(details, A::kTakeKing);
  EXPECT_TRUE(button(clock_mirror(details, kAt), "claim.take-king")->pressed);
}

TEST(ClockMirror, TheOtherPlayersClaimAtTheSameInstantIsAToggle) {
  ClockSession s = session_with("uscf-2020", "4s+0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 300);
  s.apply({A::kHalf, Color::Black}, kStart + 600);
  FrameOutput output;
  s.end_frame(kStart + 6'000, output);  // White's flag is down
  EXPECT_TRUE(s.activate("clock.stop", kStart + 6'000));
  EXPECT_TRUE(s.activate("claim.time.black", kStart + 6'000));
  Mirror m = clock_mirror(s, kStart + 6'000);
  const MirrorPart* both = button(m, "claim.both");
  ASSERT_NE(both, nullptr);
  EXPECT_EQ(both->text, "White claims an illegal move at once");
  EXPECT_FALSE(both->pressed);
  EXPECT_FALSE(find(m, MirrorRole::kHeading, "What did"));
  expect_same(
      s, "claim.both", [](ClockSession& c) { act(c, A::kSimultaneous); }, kStart + 6'000);
  EXPECT_TRUE(s.activate("claim.both", kStart + 6'000));
  m = clock_mirror(s, kStart + 6'000);
  EXPECT_TRUE(button(m, "claim.both")->pressed);
  EXPECT_TRUE(find(m, MirrorRole::kHeading, "What did Black do?"));
}

TEST(ClockMirror, TheDrawClaimsAndTheBoardSetUpByFen) {
  ClockSession s = black_claims("sacramento-2005", "G/5;d0");
  EXPECT_TRUE(s.activate("claim.draw", kAt));
  Mirror m = clock_mirror(s, kAt);
  EXPECT_TRUE(find(m, MirrorRole::kHeading, "Claim a draw"));
  EXPECT_TRUE(find(m, MirrorRole::kText, "Insufficient losing chances"));
  expect_buttons(m, draw_claim_controls(s));
  expect_all_taken(s, kAt);
  expect_same(
      s, "draw.agreed", [](ClockSession& c) { act(c, A::kDrawAgreed); }, kAt);
  expect_same(
      s, "claim.back", [](ClockSession& c) { act(c, A::kClaimBack); }, kAt);
  expect_same(
      s, "draw.losing-chances", [](ClockSession& c) { act(c, A::kLosingChances); }, kAt);

  EXPECT_TRUE(s.activate("draw.losing-chances", kAt));
  ASSERT_EQ(s.claim()->step, ClaimStep::kBoard);
  m = clock_mirror(s, kAt);
  EXPECT_TRUE(find(m, MirrorRole::kHeading, "Set up the board"));
  EXPECT_TRUE(find(m, MirrorRole::kText, "On the board: White: king e1. Black: king e8."));
  expect_buttons(m, board_tools());
  expect_buttons(m, board_step_end(s));
  EXPECT_EQ(button(m, "board.use")->text, "Rule on it");
  expect_all_taken(s, kAt);
  expect_same(
      s, "board.start", [](ClockSession& c) { act(c, A::kBoardStart); }, kAt);
  expect_same(
      s, "board.back", [](ClockSession& c) { act(c, A::kBoardBack); }, kAt);

  EXPECT_TRUE(s.activate("board.paste", kAt));
  FrameOutput output;
  s.end_frame(kAt + 100, output);
  ASSERT_TRUE(output.ask_text);
  EXPECT_EQ(output.ask_text->id, "board-fen");
  s.text_entered("board-fen", "r7/3k4/8/8/8/8/3K4/7R", true);
  EXPECT_TRUE(find(clock_mirror(s, kAt), MirrorRole::kText, "rook a8"));
  EXPECT_TRUE(s.activate("board.use", kAt));
  ASSERT_EQ(s.sheet(), ClockSheet::kRuling);
  EXPECT_EQ(clock_state(s, kAt + 100)["live"]["reason"], "insufficient-losing-chances");
  EXPECT_FALSE(ClockSession(s).activate("board.start", kAt)) << "no board on show";
}

TEST(ClockMirror, TheGamesEndThenItsRecord) {
  ClockSession s = black_claims("uscf-2020", "1+0");
  EXPECT_TRUE(s.activate("claim.result", kAt));
  Mirror m = clock_mirror(s, kAt);
  EXPECT_TRUE(find(m, MirrorRole::kHeading, "Game over"));
  EXPECT_TRUE(find(m, MirrorRole::kText, "White mates"));
  expect_buttons(m, result_choices());
  EXPECT_TRUE(button(m, "claim.back"));
  expect_all_taken(s, kAt);
  expect_same(
      s, "result.mate.black",
      [](ClockSession& c) {
        act(c, {A::kMate, Color::Black});
      },
      kAt);
  expect_same(
      s, "result.stalemate.white",
      [](ClockSession& c) {
        act(c, {A::kStalemate, Color::White});
      },
      kAt);
  expect_same(
      s, "result.agreed", [](ClockSession& c) { act(c, A::kDrawAgreed); }, kAt);
  expect_same(
      s, "result.resign.white",
      [](ClockSession& c) {
        act(c, {A::kResign, Color::White});
      },
      kAt);

  // The ending is confirmed first, on a sheet of its own.
  EXPECT_TRUE(s.activate("result.resign.white", kAt));
  ASSERT_EQ(s.sheet(), ClockSheet::kConfirmEnd);
  m = clock_mirror(s, kAt);
  EXPECT_TRUE(find(m, MirrorRole::kHeading, "White resigns"));
  EXPECT_TRUE(find(m, MirrorRole::kText, "Black wins: White resigned (0-1)"));
  expect_buttons(m, ending_controls(s));
  expect_all_taken(s, kAt);
  expect_same(
      s, "end.back", [](ClockSession& c) { act(c, A::kEndingBack); }, kAt);
  expect_same(
      s, "end.confirm", [](ClockSession& c) { c.apply(A::kConfirmEnding, kAt); }, kAt);
  EXPECT_TRUE(s.activate("end.confirm", kAt));
  m = clock_mirror(s, kAt + 100);
  EXPECT_TRUE(find(m, MirrorRole::kHeading, "Ruling: Black wins"));
  EXPECT_TRUE(find(m, MirrorRole::kText, "The game is over: 0-1."));
  expect_same(
      s, "ruling.record", [](ClockSession& c) { act(c, A::kMenuRecord); }, kAt + 100);
  ASSERT_TRUE(button(m, "ruling.undo")) << "a finished game's ruling offers Undo";
  ClockSession closed = s;
  EXPECT_TRUE(closed.activate("ruling.ok", kAt + 100));
  EXPECT_EQ(closed.sheet(), ClockSheet::kNone) << "OK closes the ruling on a finished game";

  EXPECT_TRUE(s.activate("ruling.record", kAt + 100));
  m = clock_mirror(s, kAt + 200);
  EXPECT_TRUE(find(m, MirrorRole::kHeading, "Game record"));
  const MirrorPart* lines = find(m, MirrorRole::kList, "What happened");
  ASSERT_NE(lines, nullptr);
  ASSERT_FALSE(lines->items.empty());
  bool resigned = false;
  for (const std::string& item : lines->items) resigned |= has(item, "resign");
  EXPECT_TRUE(resigned);
  EXPECT_EQ(lines->items.front().rfind("0:00: ", 0), 0u) << lines->items.front();
  expect_buttons(m, record_controls(s));
  expect_all_taken(s, kAt + 200);
  EXPECT_TRUE(s.activate("record.export", kAt + 200));
  EXPECT_TRUE(s.take_export());
  EXPECT_TRUE(s.activate("record.share", kAt + 200));
  EXPECT_EQ(s.take_export()->kind, "share");
  EXPECT_TRUE(s.activate("record.study", kAt + 200));
  EXPECT_TRUE(s.study_requested());
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
}

TEST(ClockMirror, TheDirectorsPanelOpensOnASecondPressAndOffersEachControl) {
  ClockSession s = session_with("uscf-2020", "G/5;d0");
  start(s);
  EXPECT_TRUE(s.activate("clock.more", kStart + 1'000));
  Mirror m = clock_mirror(s, kStart + 1'000);
  expect_buttons(m, menu_controls(s));
  ASSERT_TRUE(button(m, "menu.director"));
  EXPECT_TRUE(s.activate("menu.director", kStart + 1'000));
  EXPECT_EQ(s.sheet(), ClockSheet::kMenu) << "a press is not a hold";
  EXPECT_TRUE(find(clock_mirror(s, kStart + 1'000), MirrorRole::kText, "press it twice"));
  ClockSession late = s;
  EXPECT_TRUE(late.activate("menu.director", kStart + 4'100));
  EXPECT_EQ(late.sheet(), ClockSheet::kMenu) << "the second press comes too late";
  EXPECT_TRUE(s.activate("menu.director", kStart + 2'000));
  ASSERT_EQ(s.sheet(), ClockSheet::kDirector);

  const EpochMillis at = kStart + 2'500;
  m = clock_mirror(s, at);
  EXPECT_TRUE(find(m, MirrorRole::kHeading, "Director's panel"));
  expect_buttons(m, director_sides(s));
  expect_buttons(m, director_penalties(s, at));
  expect_buttons(m, director_set_times(s));
  expect_buttons(m, director_actions(s, at));
  EXPECT_TRUE(button(m, "director.against.white")->pressed);
  const MirrorPart* two_hands = button(m, "director.penalty.two-hands");
  ASSERT_NE(two_hands, nullptr);
  EXPECT_TRUE(has(two_hands->text, "Two hands, ")) << two_hands->text;
  expect_all_taken(s, at);

  expect_same(
      s, "director.against.black",
      [](ClockSession& c) {
        act(c, {A::kAgainst, Color::Black});
      },
      at);
  expect_same(
      s, "director.penalty.two-hands",
      [at](ClockSession& c) {
        c.apply({A::kPenalty, {}, static_cast<int>(rules::Offence::kTwoHands)}, at);
      },
      at);
  expect_same(
      s, "director.stop", [at](ClockSession& c) { c.apply(A::kDirectorStop, at); }, at);
  EXPECT_FALSE(ClockSession(s).activate("director.penalty.juggling", at));
  EXPECT_TRUE(s.activate("director.set.black", at));
  FrameOutput output;
  s.end_frame(at, output);
  ASSERT_TRUE(output.ask_text);
  EXPECT_EQ(output.ask_text->id, "set-time.black");
  EXPECT_TRUE(s.activate("director.close", at));
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
}

TEST(ClockMirror, ThePromotionPieceIsChosenFromTheMirror) {
  ClockSession s = black_claims("sacramento-2005", "G/5;d0");
  EXPECT_TRUE(s.activate("claim.unpromoted", kAt));
  ASSERT_EQ(s.sheet(), ClockSheet::kPromote);
  const Mirror m = clock_mirror(s, kAt + 100);
  EXPECT_TRUE(find(m, MirrorRole::kHeading, "White promotes"));
  EXPECT_TRUE(find(m, MirrorRole::kText, promotion_prompt()));
  expect_buttons(m, promotion_choices());
  EXPECT_EQ(m.intents().size(), 4u) << "the piece must be chosen: nothing else";
  expect_all_taken(s, kAt + 100);
  expect_same(
      s, "promote.n",
      [](ClockSession& c) {
        c.apply({A::kPromote, {}, 3}, kAt + 300);
      },
      kAt + 300);
  EXPECT_FALSE(ClockSession(s).activate("promote.k", kAt + 300));
  EXPECT_TRUE(s.activate("promote.q", kAt + 300));
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_EQ(clock_state(s, kAt + 400)["phase"], "running");
}

TEST(ClockMirror, TheMenuAndThePickerOfferWhatTheyDraw) {
  ClockSession s = session_with("uscf-2020", "1+0");
  EXPECT_TRUE(s.activate("clock.more", kStart));
  const Mirror m = clock_mirror(s, kStart);
  expect_buttons(m, menu_controls(s));
  EXPECT_FALSE(button(m, "menu.director")) << "not before the game has started";
  expect_all_taken(s, kStart);
  expect_same(
      s, "menu.turn", [](ClockSession& c) { act(c, A::kTurnHalves); }, kStart);
  expect_same(
      s, "menu.link", [](ClockSession& c) { act(c, A::kLinkSheet); }, kStart);
  act(s, A::kCloseSheet);
  EXPECT_TRUE(s.activate("clock.control", kStart));
  EXPECT_TRUE(button(clock_mirror(s, kStart), "picker.custom"));
  EXPECT_TRUE(s.activate("picker.custom", kStart));
  FrameOutput output;
  s.end_frame(kStart, output);
  ASSERT_TRUE(output.ask_text);
  EXPECT_EQ(output.ask_text->id, "control");
}

TEST(ClockMirror, ASetUpLinkIsAnsweredOrSharedAndANoticeRead) {
  ClockSession s = session_with("uscf-2020", "G/5;d0");
  start(s);
  s.open_setup_link("clock?ruleset=scholastic-2018&tc=G/5;d3");
  ASSERT_EQ(s.sheet(), ClockSheet::kConfirmLink);
  Mirror m = clock_mirror(s, kStart);
  EXPECT_TRUE(find(m, MirrorRole::kText, "A set-up link asks for "));
  expect_buttons(m, link_choices(s, kStart));
  expect_all_taken(s, kStart);
  expect_same(
      s, "link.keep", [](ClockSession& c) { act(c, A::kLinkKeep); }, kStart);
  expect_same(
      s, "link.accept", [](ClockSession& c) { act(c, A::kLinkAccept); }, kStart);
  ClockSession escaped = s;
  EXPECT_TRUE(escaped.key(Key::kEscape, kStart));
  EXPECT_EQ(escaped.sheet(), ClockSheet::kNone) << "Escape keeps the game: the question goes";
  EXPECT_FALSE(escaped.arrived_link().setup);
  EXPECT_EQ(escaped.settings().ruleset, "uscf-2020");

  EXPECT_TRUE(s.activate("link.keep", kStart));
  EXPECT_TRUE(s.activate("clock.more", kStart));
  EXPECT_TRUE(s.activate("menu.link", kStart));
  ASSERT_EQ(s.sheet(), ClockSheet::kSetupLink);
  m = clock_mirror(s, kStart);
  EXPECT_TRUE(find(m, MirrorRole::kText, link_explanation(s)));
  EXPECT_TRUE(find(m, MirrorRole::kText, "ruleset=uscf-2020"));
  expect_buttons(m, link_sheet_controls(s));
  EXPECT_TRUE(s.activate("link.share", kStart));
  EXPECT_EQ(s.take_export()->kind, "share");
  EXPECT_TRUE(s.activate("link.close", kStart));
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);

  s.open_setup_link("clock?ruleset=uscf-2077&tc=G/5;d0");
  ASSERT_EQ(s.sheet(), ClockSheet::kNotice);
  m = clock_mirror(s, kStart);
  EXPECT_TRUE(find(m, MirrorRole::kText, "unchanged"));
  EXPECT_EQ(m.intents(), (std::vector<std::string>{"clock.white", "clock.black", "notice.ok"}))
      << "the clock runs on under the notice: the halves still press";
  EXPECT_TRUE(s.activate("notice.ok", kStart));
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
}

}  // namespace
}  // namespace flagfall::session

namespace flagfall::session {
namespace {

// The mirror's line for `side`'s half at `at`.
std::string half_line(const ClockSession& s, Color side, EpochMillis at) {
  const MirrorPart* line =
      find(clock_mirror(s, at), MirrorRole::kText, std::string(side_name(side)) + ": ");
  return line != nullptr ? line->text : "";
}

TEST(ClockMirror, CanadianByoYomiSaysTheMovesStillOwedInThePeriod) {
  // One minute, then periods of 20 s in which three moves are due.
  ClockSession s = session_with("fide-2023", "1+3/20");
  start(s);
  EXPECT_EQ(s.half_view(Color::White, kStart + 30'000).byoyomi, "");
  const EpochMillis in_period = kStart + 65'000;  // White's minute ran out at +60 s
  HalfView white = s.half_view(Color::White, in_period);
  ASSERT_TRUE(white.clock.in_byoyomi);
  EXPECT_EQ(white.byoyomi, "byo-yomi \xC2\xB7 3 more moves in this period");
  EXPECT_TRUE(
      has(half_line(s, Color::White, in_period), "Byo-yomi \xC2\xB7 3 more moves in this period."))
      << half_line(s, Color::White, in_period);
  s.apply({A::kHalf, Color::White}, in_period);
  s.apply({A::kHalf, Color::Black}, in_period + 1'000);
  EXPECT_EQ(s.half_view(Color::White, in_period + 2'000).byoyomi,
            "byo-yomi \xC2\xB7 2 more moves in this period");
  s.apply({A::kHalf, Color::White}, in_period + 3'000);
  s.apply({A::kHalf, Color::Black}, in_period + 4'000);
  EXPECT_EQ(s.half_view(Color::White, in_period + 5'000).byoyomi,
            "byo-yomi \xC2\xB7 1 more move in this period");
  s.apply({A::kHalf, Color::White}, in_period + 6'000);  // the third move: a fresh period
  s.apply({A::kHalf, Color::Black}, in_period + 7'000);
  EXPECT_EQ(s.half_view(Color::White, in_period + 8'000).byoyomi,
            "byo-yomi \xC2\xB7 3 more moves in this period");
}

TEST(ClockMirror, ByoYomiSaysThePeriodsLeft) {
  ClockSession s = session_with("fide-2023", "1+3x20");
  start(s);
  const EpochMillis in_period = kStart + 65'000;
  EXPECT_EQ(s.half_view(Color::White, in_period).byoyomi, "byo-yomi \xC2\xB7 3 periods left");
  EXPECT_TRUE(has(half_line(s, Color::White, in_period), "Byo-yomi \xC2\xB7 3 periods left."));
  EXPECT_EQ(s.half_view(Color::Black, in_period).byoyomi, "") << "Black's main time is whole";
}

}  // namespace
}  // namespace flagfall::session
