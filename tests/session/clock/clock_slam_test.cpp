// A property test of the clock session under slams: thousands of random tap sequences on the
// halves, blitz style (single, double and triple taps within 120 ms, each at one spot or
// scattered over the player's half), with and without a sheet open. Whatever the sequence, a tap
// on a half never opens or closes a sheet and never ends the game, and every slam by the player
// whose clock runs counts exactly one press; while the clocks stand for a claim none counts. A
// slam whose first tap lands on the bar and opens a sheet has its later taps ignored by that sheet.
#include <iostream>
#include <random>

#include "clock_session_support.h"

namespace flagfall::session {
namespace {

using chess::Color;
using namespace testing_support;

constexpr const char* kRulesets[] = {
    "uscf-2020",       "uscf-earlier",    "uscf-summary", "uscf-summary-variation",
    "scholastic-2018", "sacramento-2005", "fide-2023"};
constexpr const char* kControls[] = {"G/5;d0", "3+2", "1+0", "G/5;d3"};
// What the bar opens: the sheets that leave the clock running, and Stop / Claim.
constexpr const char* kBar[] = {"clock.more", "clock.control", "clock.stop"};

struct Counts {
  int white = 0;
  int black = 0;
};

Counts moves(const ClockSession& s) {
  const clock::Clock& c = s.game().game_clock();
  return {c.moves(Color::White), c.moves(Color::Black)};
}

class Slams {
 public:
  explicit Slams(unsigned seed) : rng_(seed) {}

  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }
  EpochMillis gap(int low, int high) { return std::uniform_int_distribution<int>(low, high)(rng_); }

  // One game: Black starts it, then `slams` slams by whoever's clock runs (now and then by the
  // other player too), with sheets opened and closed from the bar between them.
  void play(int slams) {
    ClockSession s = session_with(kRulesets[pick(7)], kControls[pick(4)]);
    EpochMillis t = kStart;
    s.apply({A::kHalf, Color::Black}, t);
    ASSERT_TRUE(s.started());
    for (int i = 0; i < slams; ++i) {
      t += gap(150, 2'500);
      // Between slams a sheet may open or close (the bar, a key, the holder's hand).
      if (pick(4) == 0) {
        if (s.sheet() == ClockSheet::kNone) {
          s.activate(kBar[pick(3)], t);
        } else if (s.claim() != nullptr && s.claim()->step == ClaimStep::kChoose) {
          s.apply({A::kNoClaim, pick(2) == 0 ? Color::White : Color::Black}, t);
        } else {
          s.key(Key::kEscape, t);
        }
        t += gap(350, 900);
      }
      slam(s, t);
      if (::testing::Test::HasFatalFailure()) return;
    }
  }

 private:
  // One slam: up to three taps within 120 ms on the slamming player's own half, at one spot or
  // scattered (the session's half is one surface: a spot anywhere on it is the same tap); now and
  // then its first tap lands on the bar instead and opens a sheet that the others then hit.
  void slam(ClockSession& s, EpochMillis& t) {
    const auto running = s.game().game_clock().running_side(s.game().game_time(t));
    // Mostly the player whose clock runs; sometimes the other one, out of turn.
    const Color player =
        running && pick(6) != 0 ? *running : (pick(2) == 0 ? Color::White : Color::Black);
    const int taps = 1 + pick(3);
    const bool stands = s.claim() != nullptr || s.sheet() == ClockSheet::kConfirmEnd;
    const bool counts = !stands && running == player && !s.game().over();
    const Counts before = moves(s);
    const ClockSheet sheet_before = s.sheet();
    const bool bar_first = pick(12) == 0 && s.sheet() == ClockSheet::kNone;
    if (bar_first) {
      // The first tap opens a sheet from the bar; the slam's next taps fall on it. The picker
      // stays shut while a clock runs: then the next taps fall on the half, as any slam's.
      const std::string bar = kBar[pick(3)];
      s.activate(bar, t);
      if (s.sheet() == ClockSheet::kNone) {
        EXPECT_EQ(bar, "clock.control");
        EXPECT_TRUE(s.control_locked(t));
        t += gap(30, 120);
        if (taps > 1) tap_slam(s, t, player, taps - 1, counts, before, sheet_before);
        return;
      }
      const EpochMillis opened = t;
      const std::string before_json = clock_state(s, opened).dump();
      for (int k = 1; k < taps; ++k) {
        t += gap(30, 120);
        const std::vector<std::string> offered = clock_mirror(s, t).intents();
        ASSERT_FALSE(offered.empty());
        EXPECT_FALSE(
            tap_id(s, offered[static_cast<std::size_t>(pick(static_cast<int>(offered.size())))], t))
            << "a slam's tap within 300 ms of the sheet opening";
      }
      EXPECT_EQ(clock_state(s, opened).dump(), before_json)
          << "the slam's later taps changed nothing";
      return;
    }
    tap_slam(s, t, player, taps, counts, before, sheet_before);
  }

  // `taps` taps of a slam on `player`'s half, from t.
  void tap_slam(ClockSession& s, EpochMillis& t, Color player, int taps, bool counts,
                const Counts& before, ClockSheet sheet_before) {
    const bool stands = s.claim() != nullptr || s.sheet() == ClockSheet::kConfirmEnd;
    for (int k = 0; k < taps; ++k) {
      if (k > 0) t += gap(30, 120 / (taps - 1));
      s.apply({A::kHalf, player}, t);
      EXPECT_EQ(s.sheet(), sheet_before) << "a half never opens or closes a sheet";
      EXPECT_FALSE(s.game().over()) << "a half never ends the game";
    }
    const Counts after = moves(s);
    const int pressed = (after.white - before.white) + (after.black - before.black);
    EXPECT_EQ(pressed, counts ? 1 : 0)
        << "a slam of " << taps << " taps by " << (player == Color::White ? "White" : "Black")
        << (stands ? " while the clocks stand" : "") << " at " << t - kStart;
    if (counts) {
      EXPECT_EQ(player == Color::White ? after.white - before.white : after.black - before.black,
                1);
    }
    ++slams_checked_;
    if (counts) ++presses_counted_;
  }

  std::mt19937 rng_;

 public:
  int slams_checked_ = 0;
  int presses_counted_ = 0;
};

TEST(ClockSlams, ThousandsOfRandomSlamsNeverOpenOrEndAnythingAndCountOnePressPerTurn) {
  int slams = 0;
  int presses = 0;
  for (unsigned seed = 1; seed <= 400; ++seed) {
    Slams game(seed);
    game.play(12);
    if (::testing::Test::HasFailure()) {
      ADD_FAILURE() << "seed " << seed;
      return;
    }
    slams += game.slams_checked_;
    presses += game.presses_counted_;
  }
  EXPECT_GT(slams, 4'000);
  EXPECT_GT(presses, 2'000) << "most slams are by the player whose clock runs";
  std::cout << "[ slams ] " << slams << " slams on the halves, " << presses
            << " presses counted, one a turn\n";
}

}  // namespace
}  // namespace flagfall::session
