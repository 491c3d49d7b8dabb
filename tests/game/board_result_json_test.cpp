// A game's result sent to the director (issue 41, point 4): written and read back the same, and
// refused, naming the field, when it comes in damaged, oversized or wrong.
#include "game/board_result_json.h"

#include <gtest/gtest.h>

#include "../support/started_game.h"

namespace flagfall::game {
namespace board_result_json_test {

using chess::Color;

BoardResult flag_fell() {
  LiveGame game = started_game("fide-2023", "3+2");
  EXPECT_EQ(game.press(Color::White, kStart + 1'000), "");
  EXPECT_EQ(game.press(Color::Black, kStart + 2'500), "");
  BoardResult r;
  r.place = {"Club blitz · Noviembre", 3, 7, "Ana \"la torre\"", "Ben"};
  r.outcome = rules::Outcome::kBlackWins;
  r.reason = rules::Reason::kFlagFall;
  r.rule = "FIDE 6.9";
  r.ruleset = "fide-2023";
  r.control = "3+2";
  r.ended_at = 1'764'414'000'000;
  r.record = game.save_json();
  return r;
}

std::string refusal(std::string_view text) {
  const auto read = parse_board_result(text);
  return read ? std::string("(accepted)") : read.error();
}

// `text` with the last `from` replaced by `to`: the result's own field, after the game inside it
// (the keys are written in order, "game" before "round", "ruleset" and "version").
std::string with(std::string text, std::string_view from, std::string_view to) {
  const std::size_t at = text.rfind(from);
  EXPECT_NE(at, std::string::npos) << from;
  return text.replace(at, from.size(), to);
}

TEST(BoardResultJson, MakesTheRoundTrip) {
  const BoardResult r = flag_fell();
  const std::string text = board_result_json(r);
  EXPECT_TRUE(text.starts_with("{")) << text;
  EXPECT_EQ(text.find('\n'), std::string::npos) << "compact";
  const auto read = parse_board_result(text);
  ASSERT_TRUE(read) << read.error();
  EXPECT_EQ(read->place, r.place);
  EXPECT_EQ(read->outcome, r.outcome);
  EXPECT_EQ(read->reason, r.reason);
  EXPECT_EQ(read->rule, r.rule);
  EXPECT_EQ(read->ruleset, r.ruleset);
  EXPECT_EQ(read->control, r.control);
  EXPECT_EQ(read->ended_at, r.ended_at);
  EXPECT_EQ(parse_board_result(board_result_json(*read)).value(), *read) << "stable";
  // The game inside is the same game: its record reads back with its presses.
  const auto game = LiveGame::load_json(read->record);
  ASSERT_TRUE(game) << game.error();
  EXPECT_EQ(game->save_json(), LiveGame::load_json(r.record)->save_json());
  // Without a place: nothing of it written, nothing of it read.
  BoardResult nowhere = r;
  nowhere.place = {};
  const std::string bare = board_result_json(nowhere);
  EXPECT_EQ(bare.find("\"round\""), std::string::npos) << bare;
  EXPECT_EQ(parse_board_result(bare)->place, EventPlace{});
}

TEST(BoardResultJson, RefusesWhatIsNotAResult) {
  const std::string good = board_result_json(flag_fell());
  EXPECT_EQ(refusal("not json"), "This is not a result: it cannot be read as JSON.");
  EXPECT_EQ(refusal("[1, 2]"), "This is not a game's result from Flagfall.");
  EXPECT_EQ(refusal(with(good, "flagfall-board-result", "flagfall-class-set")),
            "This is not a game's result from Flagfall.");
  EXPECT_EQ(refusal(with(good, "\"version\":1", "\"version\":2")),
            "This result was written by another version of Flagfall (version 2).");
  EXPECT_EQ(refusal(with(good, "\"version\":1", "\"version\":null")),
            "This result was written by another version of Flagfall (version null).");
  const std::string huge =
      with(good, "\"rule\":", "\"x\":\"" + std::string(70'000, 'x') + "\",\"rule\":");
  EXPECT_EQ(refusal(huge), "This result is 69 KB; a result may be at most 64 KB.");
}

TEST(BoardResultJson, RefusesAWrongFieldNamingIt) {
  const std::string good = board_result_json(flag_fell());
  const struct {
    std::string text;
    const char* says;
  } cases[] = {
      {with(good, "\"round\":3", "\"round\":0"),
       "This result's \"round\" is wrong: it must be a whole number from 1 to 99."},
      {with(good, "\"board\":7", "\"board\":\"7\""),
       "This result's \"board\" is wrong: it must be a whole number from 1 to 999."},
      {with(good, "\"black\":\"Ben\"", "\"black\":\"Ben\\nBen\""),
       "This result's \"black\" is wrong: it must be text of at most 80 bytes on one line."},
      {with(good, "\"white\":", "\"white\":\"" + std::string(81, 'a') + "\",\"w\":"),
       "This result's \"w\" is wrong: Flagfall does not know this field."},
      {with(good, "\"outcome\":\"black-wins\"", "\"outcome\":\"black-won\""),
       "This result's \"outcome\" is wrong: Flagfall knows no such value."},
      {with(good, "\"outcome\":\"black-wins\",", ""),
       "This result's \"outcome\" is wrong: it is missing."},
      {with(good, "\"reason\":\"flag-fall\"", "\"reason\":7"),
       "This result's \"reason\" is wrong: Flagfall knows no such value."},
      {with(good, "\"ruleset\":\"fide-2023\"", "\"ruleset\":\"fide-2077\""),
       "This result's \"ruleset\" is wrong: Flagfall knows no such value."},
      {with(good, "\"ended_at\":1764414000000", "\"ended_at\":-5"),
       "This result's \"ended_at\" is wrong: it must be a whole number from 0 to "
       "1125899906842624."},
  };
  for (const auto& c : cases) EXPECT_EQ(refusal(c.text), c.says) << c.text;
  // The game inside must read as a saved game.
  const std::string no_game = with(good, "\"game\":{", "\"gam\":{");
  EXPECT_EQ(refusal(no_game), "This result's \"gam\" is wrong: Flagfall does not know this field.");
  // A saved game naming a ruleset the app does not know: the game reader's own words, whole.
  EXPECT_EQ(refusal(with(good, "\"ruleset\":\"fide-2023\",\"start\"",
                         "\"ruleset\":\"fide-2077\",\"start\"")),
            "This result's \"game\" is wrong: the game cannot be read (unknown ruleset "
            "\"fide-2077\").");
  const std::string bad_game = with(good, "\"format\":\"flagfall-live-game\"", "\"format\":\"x\"");
  EXPECT_TRUE(
      refusal(bad_game).starts_with("This result's \"game\" is wrong: the game cannot be read ("))
      << refusal(bad_game);
}

}  // namespace board_result_json_test
}  // namespace flagfall::game
