// Stray taps never replace a running game (issue 37), as a property of the session: random touches
// at blitz pace, most on the halves and some on the bar, and whatever sheet they open, on any of
// its controls, through the touch path (ClockSession::tap) with each frame between them. The game
// on the clock stays the same game. The browser test (tests/browser/stray-taps.test.mjs) taps the
// page itself with two of the seeds that replaced a game on e880b9e; this one tries many more.
#include <random>

#include "clock_session_support.h"

namespace flagfall::session {
namespace {

using chess::Color;
using namespace testing_support;

constexpr const char* kStrayBar[] = {"clock.more", "clock.control", "clock.stop"};

class StrayTaps {
 public:
  explicit StrayTaps(unsigned seed) : rng_(seed) {}

  // 250 taps at 40 to 200 ms apart; false (and the tap) once the running game is replaced.
  void play(const std::string& ruleset) {
    ClockSession s = session_with(ruleset, "G/5;d0");
    EpochMillis t = kStart;
    start(s, t);
    s.apply({A::kHalf, Color::White}, t += 900);
    const std::optional<game::Millis> game = s.game().start_time();
    for (int i = 0; i < 250; ++i) {
      t += 40 + pick(161);
      const std::vector<std::string> offered = s.sheet() == ClockSheet::kNone
                                                   ? std::vector<std::string>{}
                                                   : clock_mirror(s, t).intents();
      if (offered.empty()) {
        // On the clock: a half, or one time in twenty the bar between them.
        if (pick(20) == 0) {
          tap_id(s, kStrayBar[pick(3)], t);
        } else {
          s.tap({A::kHalf, pick(2) == 0 ? Color::White : Color::Black}, t);
        }
      } else {
        // A sheet covers the halves: the touch lands on one of its controls.
        const std::optional<ClockIntent> intent = clock_intent(offered[pick(offered.size())]);
        if (intent) s.tap(*intent, t);
      }
      FrameOutput output;
      s.end_frame(t, output);
      ASSERT_TRUE(s.started()) << "tap " << i + 1 << ": the game was replaced by a new one";
      ASSERT_EQ(s.game().start_time(), game) << "tap " << i + 1 << ": another game";
    }
  }

 private:
  int pick(std::size_t n) {
    return std::uniform_int_distribution<int>(0, static_cast<int>(n) - 1)(rng_);
  }
  std::mt19937 rng_;
};

TEST(ClockStrayTaps, RandomTapsOnWhatTheScreenOffersNeverReplaceTheRunningGame) {
  for (unsigned seed = 1; seed <= 40; ++seed) {
    for (const char* ruleset : {"uscf-2020", "fide-2023"}) {
      StrayTaps(seed).play(ruleset);
      if (HasFatalFailure()) {
        ADD_FAILURE() << "seed " << seed << ", " << ruleset;
        return;
      }
    }
  }
}

}  // namespace
}  // namespace flagfall::session
