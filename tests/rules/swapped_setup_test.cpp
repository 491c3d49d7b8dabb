// Castling after the king and queen were set up on each other's squares: short on the queenside
// (USCF 11-3a, Scholastic 6a, Sacramento 21); never (summary 3; FIDE A.5.1.2, which after ten
// moves each forbids castling with a wrongly placed king, and before them lets the wrong set-up
// void the game under 7.2.1, so the king never castles from it).
#include <gtest/gtest.h>

#include "../support/rule_events.h"

namespace flagfall::rules {
namespace {

using testing_support::deciding_kind;
using testing_support::rule_events;

// On move `move`, White castles Kd1-b1 from the swapped set-up and Black claims.
Ruling castles_on_move(int move, const Ruleset& ruleset) {
  const nlohmann::json setup = {
      {"fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R2KQ2R w KQkq - 0 " + std::to_string(move)},
      {"white_ms", 60'000},
      {"black_ms", 60'000}};
  const nlohmann::json events = nlohmann::json::array(
      {{{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "d1b1"}},
       {{"t", 1000}, {"by", "white"}, {"do", "press"}},
       {{"t", 2000}, {"by", "black"}, {"do", "claim"}, {"claim", "illegal-move"}}});
  return rule_events(setup, events, ruleset);
}

TEST(SwappedSetup, FideA512NeverLetsTheWronglyPlacedKingCastle) {
  for (int move : {1, 3, 12}) {
    const Ruling ruling = castles_on_move(move, fide_2023());
    EXPECT_EQ(ruling.reason, Reason::kIllegalMovePenalty) << "move " << move;
    EXPECT_EQ(deciding_kind(ruling), Happening::kFirstIllegalMoveMinute) << "move " << move;
    EXPECT_EQ(ruling.black_ms, 119'000) << "move " << move;
  }
}

TEST(SwappedSetup, Uscf113aCastlesShortOnTheQueenside) {
  for (const Ruleset* r : {&uscf_2020(), &scholastic_2018(), &sacramento_2005()}) {
    const Ruling ruling = castles_on_move(3, *r);
    EXPECT_EQ(ruling.reason, Reason::kClaimDenied) << r->id;
  }
  EXPECT_EQ(castles_on_move(3, uscf_summary()).outcome, Outcome::kBlackWins);
}

}  // namespace
}  // namespace flagfall::rules
