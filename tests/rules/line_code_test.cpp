// A log line's code is typed (LineCode), with one table to and from its ids; the chess core's
// reason, the ignored event's kind and the set-up's control are fields of their own types. The
// scenario files that carry them are read as before.
#include <gtest/gtest.h>

#include <string>

#include "../support/rule_events.h"

namespace flagfall::rules {
namespace {

using testing_support::rule_events;

const LineCode kAllCodes[] = {
    LineCode::kNone,         LineCode::kPressWithoutMove, LineCode::kTouchedPiece,
    LineCode::kMadeMove,     LineCode::kCompletedMove,    LineCode::kNoPawn,
    LineCode::kPromoterOnly, LineCode::kOpponentOnly,     LineCode::kClaim,
    LineCode::kPause,        LineCode::kSecondMove,       LineCode::kBeforeEachMoved,
    LineCode::kRegularRules,
};

const LogEntry* line_of(const Ruling& ruling, Happening what) {
  for (const LogEntry& e : ruling.log) {
    if (e.what == what) return &e;
  }
  return nullptr;
}

TEST(LineCode, EveryCodeRoundTripsThroughItsId) {
  for (const LineCode code : kAllCodes) {
    LineCode back = LineCode::kPause;
    if (code == LineCode::kPause) back = LineCode::kNone;
    ASSERT_TRUE(parse_line_code(line_code_name(code), back)) << line_code_name(code);
    EXPECT_EQ(back, code) << line_code_name(code);
  }
  EXPECT_EQ(line_code_name(LineCode::kTouchedPiece), "touched-piece");
  EXPECT_EQ(line_code_name(LineCode::kPressWithoutMove), "press-without-move");
  EXPECT_EQ(line_code_name(LineCode::kNone), "");
  LineCode untouched = LineCode::kClaim;
  EXPECT_FALSE(parse_line_code("king-next-to-king", untouched));
  EXPECT_EQ(untouched, LineCode::kClaim);
}

// A scenario file as the bank has always written it: the king moved next to the other king,
// completed, and claimed.
const char* const kKingNextToKing = R"({
  "id": "old-file", "title": "old file", "category": "king-adjacent",
  "setup": {"fen": "8/8/8/3k4/8/3K4/8/7Q w - - 0 40", "white_ms": 60000, "black_ms": 60000},
  "events": [
    {"t": 1000, "by": "white", "do": "move", "uci": "d3d4"},
    {"t": 1000, "by": "white", "do": "press"},
    {"t": 2000, "by": "black", "do": "claim", "claim": "illegal-move"},
    {"t": 3000, "by": "white", "do": "offer-draw"}
  ]
})";

TEST(LineCode, AnOldScenarioFileIsRuledWithTypedCodes) {
  const auto scenario = parse_scenario(kKingNextToKing);
  ASSERT_TRUE(scenario) << scenario.error().message();
  const Ruling ruling = adjudicate(*scenario, uscf_2020());
  const LogEntry* set_up = line_of(ruling, Happening::kSetUp);
  ASSERT_NE(set_up, nullptr);
  EXPECT_EQ(set_up->control, uscf_2020().standard_time_control);
  EXPECT_NE(set_up->text.find(std::string(uscf_2020().standard_time_control)), std::string::npos)
      << set_up->text;
  const LogEntry* completed = line_of(ruling, Happening::kIllegalMoveCompleted);
  ASSERT_NE(completed, nullptr);
  EXPECT_EQ(completed->illegal, chess::IllegalReason::KingNextToKing);
  EXPECT_EQ(completed->code, LineCode::kNone);
  const LogEntry* ignored = line_of(ruling, Happening::kIgnoredGameOver);
  ASSERT_NE(ignored, nullptr);
  EXPECT_EQ(ignored->ignored, EventKind::kOfferDraw);
  EXPECT_NE(ignored->text.find("(White's draw offer)"), std::string::npos) << ignored->text;
  EXPECT_EQ(ruling.reason, Reason::kIllegalMoveInsufficientMaterial);  // Black has a bare king
}

TEST(LineCode, APressWithoutAMoveIsNamedByItsCode) {
  const nlohmann::json setup = {
      {"fen", "7k/8/8/8/8/8/8/4K2R w - - 0 40"}, {"white_ms", 60'000}, {"black_ms", 60'000}};
  const nlohmann::json events = nlohmann::json::array(
      {{{"t", 1000}, {"by", "white"}, {"do", "press"}},
       {{"t", 2000}, {"by", "black"}, {"do", "claim"}, {"claim", "illegal-move"}}});
  const Ruling ruling = rule_events(setup, events, fide_2023());
  bool named = false;
  for (const LogEntry& e : ruling.log) {
    if (e.code != LineCode::kPressWithoutMove) continue;
    named = true;
    EXPECT_EQ(e.illegal, chess::IllegalReason::None);
    EXPECT_NE(e.text.find("a press without a move"), std::string::npos) << e.text;
  }
  EXPECT_TRUE(named);
}

TEST(LineCode, ARefusedPromotionPauseSaysWhy) {
  // Sacramento 18 gives the pause to the opponent: the promoter's own stop is not his to make.
  const nlohmann::json setup = {
      {"fen", "7k/P7/8/8/8/8/8/4K3 w - - 0 50"}, {"white_ms", 60'000}, {"black_ms", 60'000}};
  const nlohmann::json events = nlohmann::json::array(
      {{{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "a7a8"}},
       {{"t", 1100}, {"by", "white"}, {"do", "pause"}, {"reason", "promotion"}}});
  const Ruling ruling = rule_events(setup, events, sacramento_2005());
  const LogEntry* refused = line_of(ruling, Happening::kPromotionPauseNotGiven);
  ASSERT_NE(refused, nullptr);
  EXPECT_EQ(refused->code, LineCode::kOpponentOnly);
  EXPECT_NE(refused->text.find("only the promoting player's opponent"), std::string::npos)
      << refused->text;
}

}  // namespace
}  // namespace flagfall::rules
