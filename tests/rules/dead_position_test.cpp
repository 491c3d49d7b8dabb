// FIDE 5.2.2: a position in which neither player could checkmate by any series of legal moves
// ends the game at once as a draw, whatever legal move made it; not only at a flag (6.9), an
// illegal move (7.5.5) or a resignation (5.1.2). Only a definite answer of the search ends the
// game: one that cannot settle within the ruling budget leaves it going. The US rulebooks have
// no such rule: there the game goes on until a flag or a claim.
#include <gtest/gtest.h>

#include "../support/fide_positions.h"
#include "../support/rule_events.h"

namespace flagfall::rules {
namespace {

using testing_support::deciding_kind;
using testing_support::kLockedPawns;
using testing_support::rule_events;

using Json = nlohmann::json;

Json move_and_press(std::int64_t t, const char* by, const char* uci) {
  return Json::array({{{"t", t}, {"by", by}, {"do", "move"}, {"uci", uci}},
                      {{"t", t}, {"by", by}, {"do", "press"}}});
}

Json events_of(std::initializer_list<Json> groups) {
  Json out = Json::array();
  for (const Json& g : groups) {
    for (const Json& e : g) out.push_back(e);
  }
  return out;
}

// White's bishop takes Black's last man: king and bishop against a bare king.
constexpr const char* kBishopTakesKnight = "7k/1n6/8/8/8/8/6B1/K7 w - - 0 50";

TEST(DeadPosition, Fide5_2_2ACaptureLeavingNoMateEndsTheGameAtOnce) {
  const Json setup = {{"fen", kBishopTakesKnight},
                      {"time_control", "G/5;d0"},
                      {"white_ms", 60'000},
                      {"black_ms", 60'000}};
  const Ruling ruling = rule_events(setup, move_and_press(1000, "white", "g2b7"), fide_2023());
  EXPECT_EQ(ruling.outcome, Outcome::kDraw);
  EXPECT_EQ(ruling.reason, Reason::kDeadPosition);
  EXPECT_EQ(ruling.rule, "5.2.2");
  EXPECT_EQ(deciding_kind(ruling), Happening::kDeadPosition);
  EXPECT_EQ(ruling.at, 1000);
  EXPECT_EQ(ruling.white_ms, 59'000);  // the clock stopped with the move
}

// The move ends the game before any press, as checkmate does; a flag claim after it is ignored.
TEST(DeadPosition, Fide5_2_2TheGameIsOverBeforeALaterFlagClaim) {
  const Json setup = {{"fen", kBishopTakesKnight},
                      {"time_control", "G/5;d0"},
                      {"white_ms", 60'000},
                      {"black_ms", 60'000}};
  const Json events =
      Json::array({{{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "g2b7"}},
                   {{"t", 2000}, {"by", "black"}, {"do", "claim"}, {"claim", "time"}}});
  const Ruling ruling = rule_events(setup, events, fide_2023());
  EXPECT_EQ(ruling.reason, Reason::kDeadPosition);
  EXPECT_EQ(ruling.log.back().what, Happening::kClaimIgnoredGameOver);
}

// Under the US rulebooks and Sacramento the game goes on; Black's flag then falls and White, with
// a lone bishop, has no mating material.
TEST(DeadPosition, ElsewhereTheGameGoesOnUntilAFlagOrAClaim) {
  const Json setup = {{"fen", kBishopTakesKnight},
                      {"time_control", "G/5;d0"},
                      {"white_ms", 60'000},
                      {"black_ms", 2'000}};
  const Json events = events_of(
      {move_and_press(1000, "white", "g2b7"),
       Json::array({{{"t", 5000}, {"by", "white"}, {"do", "claim"}, {"claim", "time"}}})});
  for (const Ruleset* r : all_rulesets()) {
    const Ruling ruling = rule_events(setup, events, *r);
    if (r->dead_position_ends_game) {
      EXPECT_EQ(ruling.reason, Reason::kDeadPosition) << r->id;
    } else {
      EXPECT_EQ(ruling.reason, Reason::kFlagFallInsufficientMaterial) << r->id;
    }
  }
}

// Not only a capture: a pawn move that locks the last files, or any legal move in a position
// that is dead already (the game ends at the first move made in it).
TEST(DeadPosition, Fide5_2_2AnyLegalMoveIntoADeadPositionEndsTheGame) {
  const Json setup = {{"fen", kLockedPawns},
                      {"time_control", "G/5;d0"},
                      {"white_ms", 60'000},
                      {"black_ms", 60'000}};
  const Ruling king_move = rule_events(setup, move_and_press(1000, "black", "e6e7"), fide_2023());
  EXPECT_EQ(king_move.reason, Reason::kDeadPosition);
  // The last free pawn locks its file.
  const Json locking = {{"fen", "8/8/4k3/1p1p1p1p/1P1P1P2/4K2P/8/8 w - - 0 60"},
                        {"time_control", "G/5;d0"},
                        {"white_ms", 60'000},
                        {"black_ms", 60'000}};
  EXPECT_EQ(rule_events(locking, move_and_press(1000, "white", "h3h4"), fide_2023()).reason,
            Reason::kDeadPosition);
}

// A position where mate is still possible plays on, and so does an illegal move (5.2.2 asks for a
// move made in accordance with Articles 3 and 4).
TEST(DeadPosition, Fide5_2_2OnlyALegalMoveToADeadPositionEndsTheGame) {
  const Json setup = {{"fen", "7k/1n6/8/8/8/8/6B1/K6R w - - 0 50"},
                      {"time_control", "G/5;d0"},
                      {"white_ms", 60'000},
                      {"black_ms", 60'000}};
  EXPECT_EQ(rule_events(setup, move_and_press(1000, "white", "g2b7"), fide_2023()).outcome,
            Outcome::kPlayOn);
  // The bishop takes the last knight with a knight's jump (illegal): no dead position is ruled,
  // and Black may claim the illegal move.
  const Json alone = {{"fen", "7k/8/8/1n6/3B4/8/8/K7 w - - 0 50"},
                      {"time_control", "G/5;d0"},
                      {"white_ms", 60'000},
                      {"black_ms", 60'000}};
  const Ruling illegal = rule_events(alone, move_and_press(1000, "white", "d4b5"), fide_2023());
  EXPECT_EQ(illegal.outcome, Outcome::kPlayOn);
}

// A search that cannot settle within its budget leaves the game going; with the ruling budget the
// same position is proved dead. White's king, shut in on b7 by its own bishop and pawns, steps
// to a6: no blockade shows the position dead at once (the king could still step back), but
// every series of legal moves from there stalemates or lets no man through.
TEST(DeadPosition, Fide5_2_2AnUnsettledSearchLeavesTheGameGoing) {
  ScenarioSetup setup;
  setup.fen = "Bb1k1b2/bKp1p1p1/1pP1P1P1/1P6/p5P1/P7/8/8 w - - 0 60";
  ScenarioEvent move;
  move.t = 1000;
  move.by = Actor::kWhite;
  move.kind = EventKind::kMove;
  move.move = *chess::parse_uci("b7a6");
  Arbiter small(fide_2023(), setup, chess::SearchBudget{100});
  small.apply(move, 0);
  EXPECT_FALSE(small.game_over());
  Arbiter full(fide_2023(), setup);
  full.apply(move, 0);
  EXPECT_TRUE(full.game_over());
  EXPECT_EQ(full.ruling(1000).reason, Reason::kDeadPosition);
}

// Every replay of a live game asks again for every move: the answers are remembered, and a
// replay rules exactly as the first one did.
TEST(DeadPosition, ReplayingTheSameGameRulesTheSame) {
  const Json setup = {{"fen", kBishopTakesKnight},
                      {"time_control", "G/5;d0"},
                      {"white_ms", 60'000},
                      {"black_ms", 60'000}};
  const Json events = move_and_press(1000, "white", "g2b7");
  const Ruling first = rule_events(setup, events, fide_2023());
  const Ruling again = rule_events(setup, events, fide_2023());
  EXPECT_EQ(first.log, again.log);
}

}  // namespace
}  // namespace flagfall::rules
