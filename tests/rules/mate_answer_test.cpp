// The answer to FIDE's mate question (could this side still checkmate?) is one field of the log
// line (LogEntry::mate), not a kind of line per answer; the ruling follows the field.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "../support/rule_events.h"
#include "../support/source_root.h"

namespace flagfall::rules {
namespace {

using testing_support::rule_events;

bool asks_mate(Happening what) {
  return what == Happening::kResignsMateAsked || what == Happening::kCalledFlagMateAsked ||
         what == Happening::kFlagFallMateAsked || what == Happening::kSecondIllegalMoveMateAsked ||
         what == Happening::kPenaltySecondIllegalMateAsked;
}

Ruling resignation(const char* fen) {
  const nlohmann::json setup = {{"fen", fen}, {"white_ms", 60'000}, {"black_ms", 60'000}};
  const nlohmann::json events =
      nlohmann::json::array({{{"t", 1000}, {"by", "black"}, {"do", "resign"}}});
  return rule_events(setup, events, fide_2023());
}

TEST(MateAnswer, AResignationIsRuledOnTheAnswer) {
  const Ruling mated = resignation("4k3/8/8/8/8/8/8/3QK3 w - - 0 40");
  ASSERT_TRUE(mated.decided_by);
  const LogEntry& can = mated.log.at(*mated.decided_by);
  EXPECT_EQ(can.what, Happening::kResignsMateAsked);
  EXPECT_EQ(can.mate, chess::Answer::Yes);
  EXPECT_EQ(mated.outcome, Outcome::kWhiteWins);
  EXPECT_NE(can.text.find("White could still checkmate, so White wins"), std::string::npos)
      << can.text;

  const Ruling bare = resignation("3qk3/8/8/8/8/8/8/4K3 w - - 0 40");
  ASSERT_TRUE(bare.decided_by);
  const LogEntry& cannot = bare.log.at(*bare.decided_by);
  EXPECT_EQ(cannot.what, Happening::kResignsMateAsked);
  EXPECT_EQ(cannot.mate, chess::Answer::No);
  EXPECT_EQ(bare.outcome, Outcome::kDraw);
  // Why, in the ruling's words: a lone king never checks.
  EXPECT_NE(cannot.text.find("could not checkmate by any series of legal moves (White has only a "
                             "king, which never gives check): the game is drawn"),
            std::string::npos)
      << cannot.text;
}

// A blockade's "cannot" says what the blockade shows, for one man or many of a kind, and the
// clause: a bishop behind its own locked pawns, a locked chain with only kings behind it.
TEST(MateAnswer, ABlockadesCannotSaysWhy) {
  const Ruling behind = resignation("4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 b - - 0 40");
  ASSERT_TRUE(behind.decided_by);
  const LogEntry& bishop = behind.log.at(*behind.decided_by);
  EXPECT_EQ(behind.outcome, Outcome::kDraw);
  EXPECT_NE(bishop.text.find("White could not checkmate by any series of legal moves (the blocked "
                             "pawns can never move again, and no bishop of White's could ever "
                             "reach a square from which to attack Black's king): the game is "
                             "drawn (FIDE 5.1.2)"),
            std::string::npos)
      << bishop.text;

  const Ruling chain = resignation("8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 b - - 0 40");
  ASSERT_TRUE(chain.decided_by);
  const LogEntry& kings = chain.log.at(*chain.decided_by);
  EXPECT_EQ(chain.outcome, Outcome::kDraw);
  EXPECT_NE(kings.text.find("(White's pawns can never move again and White has nothing else but "
                            "the king, which never gives check)"),
            std::string::npos)
      << kings.text;
}

// Over the whole bank under every ruleset: a line that asked the question and decided the game
// drew it exactly when the answer was No.
TEST(MateAnswer, EveryDecidingAnswerInTheBankMatchesItsOutcome) {
  int asked = 0;
  for (const auto& entry :
       std::filesystem::directory_iterator(testing_support::kRoot + "/assets/scenarios")) {
    if (entry.path().extension() != ".json") continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    const auto scenario = parse_scenario(text.str());
    ASSERT_TRUE(scenario) << entry.path();
    for (const Ruleset* r : all_rulesets()) {
      const Ruling ruling = adjudicate(*scenario, *r);
      if (!ruling.decided_by) continue;
      const LogEntry& line = ruling.log.at(*ruling.decided_by);
      if (!asks_mate(line.what)) continue;
      ++asked;
      EXPECT_EQ(line.mate == chess::Answer::No, ruling.outcome == Outcome::kDraw)
          << entry.path() << " " << r->id;
    }
  }
  EXPECT_GT(asked, 0);
}

}  // namespace
}  // namespace flagfall::rules
