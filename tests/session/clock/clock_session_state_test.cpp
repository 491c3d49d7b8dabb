// The clock session's test-hook state and its save across reloads.
#include "clock_session_support.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using chess::Color;
using namespace testing_support;

TEST(ClockSessionStateTest, TheHooksClockFields) {
  ClockSession s = session_with("uscf-2020", "1+0");
  nlohmann::json clock = clock_state(s, kStart);
  EXPECT_EQ(clock["ruleset"], "uscf-2020");
  EXPECT_EQ(clock["ruleset_name"], std::string(words::text(s.game().ruleset().name)));
  EXPECT_EQ(clock["control"], "1+0");
  EXPECT_EQ(clock["warning"], "");
  EXPECT_EQ(clock["phase"], "not-started");
  EXPECT_EQ(clock["running"], nullptr);
  EXPECT_EQ(clock["started_at"], nullptr);
  EXPECT_EQ(clock["popup"], "none");
  EXPECT_EQ(clock["popup_turned"], false);
  EXPECT_EQ(clock["far_side"], "black");
  EXPECT_EQ(clock["tenths"], true);
  EXPECT_EQ(clock["sound"], true);
  EXPECT_EQ(clock["live"]["claim"], nullptr);
  EXPECT_EQ(clock["live"]["may"]["white"], nlohmann::json::array());

  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 1'500);
  clock = clock_state(s, kStart + 2'000);
  EXPECT_EQ(clock["phase"], "running");
  EXPECT_EQ(clock["running"], "black");
  EXPECT_EQ(clock["to_move"], "black");
  EXPECT_EQ(clock["started_at"], kStart);
  EXPECT_EQ(clock["now"], kStart + 2'000);
  EXPECT_EQ(clock["white"]["remaining_ms"], 58'500);
  EXPECT_EQ(clock["white"]["used_ms"], 1'500);
  EXPECT_EQ(clock["white"]["display"], "0:59") << "a started second shows whole";
  EXPECT_EQ(clock["white"]["flag_at"], nullptr);
  EXPECT_EQ(clock["black"]["remaining_ms"], 59'500);
  EXPECT_EQ(clock["first_flag"], nullptr);
  EXPECT_EQ(clock["both_flags_down"], false);
  EXPECT_EQ(clock["live"]["outcome"], "play-on");
  EXPECT_EQ(clock["live"]["entries"], 1);
  EXPECT_TRUE(any_line(clock["live"]["record"], "White pressed the clock"));
  EXPECT_EQ(clock["live"]["standin"], false);

  const char* popups[] = {"picker", "menu", "record"};
  s.apply(A::kPause, kStart + 1'900);  // the picker opens only while no clock runs
  act(s, A::kOpenPicker);
  EXPECT_EQ(clock_state(s, kStart + 2'000)["popup"], popups[0]);
  act(s, A::kOpenMenu);
  EXPECT_EQ(clock_state(s, kStart + 2'000)["popup"], popups[1]);
  act(s, A::kMenuRecord);
  EXPECT_EQ(clock_state(s, kStart + 2'000)["popup"], popups[2]);
  act(s, A::kCloseSheet);
}

TEST(ClockSessionStateTest, AFlagAndTheClaimAndTheRulingOnIt) {
  ClockSession s = session_with("uscf-2020", "3s+0");
  start(s);
  nlohmann::json clock = clock_state(s, kStart + 3'500);
  EXPECT_EQ(clock["white"]["flag_at"], kStart + 3'000);
  EXPECT_EQ(clock["white"]["display"], "0.0");
  EXPECT_EQ(clock["first_flag"], "white");
  s.apply({A::kOpenClaim, Color::Black}, kStart + 3'500);
  act(s, A::kClaimTime);
  act_id(s, "material.white.king");
  const nlohmann::json claim = clock_state(s, kStart + 3'500)["live"]["claim"];
  EXPECT_EQ(claim, nlohmann::json::parse(R"({"claimant": "black", "at": 1700000003500,
      "step": "details", "time_claim_by": "black", "illegal_claim_by": null,
      "kind": "king-next-to-king", "take_king": false,
      "material": {"white": "king", "black": "more"}, "board_fen": "", "setup_board": null,
      "brush": "Q"})"));
  EXPECT_EQ(clock_state(s, kStart + 3'500)["live"]["ruling_lines"], nlohmann::json::array());
  act(s, A::kConfirmClaim);
  clock = clock_state(s, kStart + 3'600);
  EXPECT_EQ(clock["popup"], "ruling");
  EXPECT_EQ(clock["live"]["headline"], "Black wins on time");
  EXPECT_EQ(clock["live"]["score"], "0-1");
  ASSERT_FALSE(clock["live"]["ruling_lines"].empty());
  EXPECT_FALSE(any_line(clock["live"]["ruling_lines"], "The TD stops the clock."));
  EXPECT_NE(clock["live"]["ruling_json"].get<std::string>().find("\"outcome\":\"black-wins\""),
            std::string::npos)
      << clock["live"]["ruling_json"];
  act(s, A::kCloseSheet);
  EXPECT_EQ(clock_state(s, kStart + 3'600)["live"]["ruling_lines"], nlohmann::json::array())
      << "only while the ruling is on show";
}

TEST(ClockSessionStateTest, TheHeldClocksStopIsNotShownWithTheRuling) {
  ClockSession s = session_with("fide-2023", "3+2");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 300);
  s.apply({A::kOpenClaim, Color::Black}, kStart + 700);
  act(s, A::kClaimIllegal);
  act(s, A::kConfirmClaim);
  const nlohmann::json live = clock_state(s, kStart + 800)["live"];
  EXPECT_EQ(live["holding_clock"], true);
  EXPECT_TRUE(any_line(live["record"], "The TD stops the clock."));
  EXPECT_FALSE(any_line(live["ruling_lines"], "The TD stops the clock."));
}

TEST(ClockSessionStateTest, ThePlayersPauseIsRecordedAsTheirsAndTheDirectorsStopAsHis) {
  ClockSession s = session_with("uscf-2020", "5+0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 1'000);
  s.apply(A::kPause, kStart + 2'000);
  s.apply(A::kResume, kStart + 5'000);
  nlohmann::json record = clock_state(s, kStart + 5'100)["live"]["record"];
  EXPECT_TRUE(any_line(record, "The players pause the clocks.")) << record;
  EXPECT_TRUE(any_line(record, "The players restart the clocks.")) << record;
  EXPECT_FALSE(any_line(record, "The TD")) << record;
  // A reload keeps whose pause it was.
  ClockSession reloaded;
  ASSERT_EQ(reloaded.restore(s.saved()), std::nullopt);
  EXPECT_EQ(clock_state(reloaded, kStart + 5'100)["live"]["record"], record);
  // The director's own stop, from his panel, stays his.
  s.apply(A::kDirectorStop, kStart + 6'000);
  s.apply(A::kDirectorStop, kStart + 7'000);
  record = clock_state(s, kStart + 7'100)["live"]["record"];
  EXPECT_TRUE(any_line(record, "The TD stops the clock.")) << record;
  EXPECT_TRUE(any_line(record, "The TD restarts the clock.")) << record;
  EXPECT_EQ(s.remaining(Color::Black, kStart + 7'100), 5 * 60'000 - 2'100)
      << "neither stop is charged";
}

TEST(ClockSessionStateTest, ASaveRestoresTheSettingsAndTheGame) {
  ClockSession s = session_with("scholastic-2018", "3s+0");
  act(s, A::kTenths);
  act(s, A::kLight);
  act(s, A::kSwap);
  start(s);
  s.apply({A::kOpenClaim, Color::Black}, kStart + 3'500);
  act(s, A::kClaimTime);
  act_id(s, "material.black.two-knights");
  act_id(s, "material.white.king");
  act(s, A::kConfirmClaim);
  const std::string saved = s.saved();
  const nlohmann::json json = nlohmann::json::parse(saved);
  EXPECT_EQ(json["format"], "flagfall-clock-screen");
  EXPECT_EQ(json["version"], 2);
  EXPECT_EQ(json["settings"], nlohmann::json::parse(R"({"ruleset": "scholastic-2018",
      "control": "3s+0", "tenths": false, "sound": true, "light": true, "far_side": "white",
      "turn_halves": false, "low_time": "auto", "press_feedback": "click",
      "keys": ["ShiftLeft", "ShiftRight"]})"));

  ClockSession again;
  EXPECT_EQ(again.restore(saved), std::nullopt);
  EXPECT_EQ(again.sheet(), ClockSheet::kNone);
  const nlohmann::json before = clock_state(s, kStart + 9'000);
  const nlohmann::json after = clock_state(again, kStart + 9'000);
  EXPECT_EQ(after["ruleset"], "scholastic-2018");
  EXPECT_EQ(after["phase"], "over");
  EXPECT_EQ(after["live"]["outcome"], "draw") << "Scholastic 10c: two knights cannot win on time";
  EXPECT_EQ(after["live"]["ruling_json"], before["live"]["ruling_json"]);
  EXPECT_EQ(after["live"]["record"], before["live"]["record"]);
  EXPECT_EQ(after["white"], before["white"]);
  EXPECT_EQ(after["black"], before["black"]);
  EXPECT_EQ(again.saved(), saved);
  // A flag that fell before the reload was announced then.
  act(s, A::kSound);
  FrameOutput output;
  again.end_frame(kStart + 9'000, output);
  EXPECT_TRUE(output.sounds.empty());
}

TEST(ClockSessionStateTest, AReloadMidGameChargesTheTimeBetweenToTheRunningSide) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 800);
  ClockSession again;
  ASSERT_EQ(again.restore(s.saved()), std::nullopt);
  const nlohmann::json clock = clock_state(again, kStart + 5'000);
  EXPECT_EQ(clock["phase"], "running");
  EXPECT_EQ(clock["running"], "black");
  EXPECT_EQ(clock["white"]["remaining_ms"], 59'200);
  EXPECT_EQ(clock["black"]["remaining_ms"], 55'800);
}

TEST(ClockSessionStateTest, ASaveThatCannotBeRestoredIsReportedAndANewGameStarts) {
  const nlohmann::json valid = nlohmann::json::parse(session_with("fide-2023", "3+2").saved());
  const auto with = fide_save_with;
  const auto without = [&](const std::string& key) {
    nlohmann::json out = valid;
    out["settings"].erase(key);
    return out.dump();
  };
  const std::pair<std::string, std::string> cases[] = {
      {"{\"format\": \"flagfall-clock-screen\", \"version\": 2, \"settin", "not readable JSON"},
      {"[1, 2]", "not readable JSON"},
      {with("/format", "other"), "from another format"},
      {with("/version", "2"), "has no version"},
      {with("/version", 1), "an older version of the app (version 1)"},
      {with("/version", 3), "a newer version of the app (version 3)"},
      {with("/settings", 5), "no settings or no game"},
      {with("/settings/ruleset", "nope"), "/settings/ruleset: not a ruleset"},
      {with("/settings/control", "G/0"), "/settings/control: not a time control"},
      {without("tenths"), "/settings/tenths: must be true or false"},
      {with("/settings/sound", "yes"), "/settings/sound: must be true or false"},
      {with("/settings/far_side", "north"), "/settings/far_side: must be \"white\" or \"black\""},
      {with("/game/format", "x"), "/game/format: not a live game"},
      {with("/game", 1), "/game: not a JSON object"},
      {with("/settings/control", "5+0"), "/game: its ruleset or control differs from the settings"},
  };
  for (const auto& [save, problem] : cases) {
    ClockSession s;
    const auto reported = s.restore(save);
    ASSERT_TRUE(reported) << save;
    EXPECT_NE(reported->find(problem), std::string::npos) << *reported;
    EXPECT_EQ(s.sheet(), ClockSheet::kNotice);
    EXPECT_EQ(s.notice(), "The saved game could not be restored: " + *reported +
                              ". A new game starts; the old save is kept aside.");
    EXPECT_EQ(s.settings().ruleset, "uscf-2020") << "a new game";
    EXPECT_FALSE(s.started());
    act(s, A::kNoticeOk);
    EXPECT_EQ(s.sheet(), ClockSheet::kNone);
    EXPECT_EQ(s.notice(), "");
  }
}

}  // namespace
}  // namespace flagfall::session
