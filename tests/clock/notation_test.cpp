#include "clock/notation.h"

#include <gtest/gtest.h>

#include <random>

#include "random_controls.h"

namespace flagfall::clock {
namespace {

TimeControl parsed(std::string_view text, Notation notation = Notation::Auto) {
  auto result = parse_time_control(text, notation);
  EXPECT_TRUE(result.ok()) << text << ": " << (result.ok() ? "" : result.error().message());
  return result.ok() ? result.value() : TimeControl{};
}

ParseError error_of(std::string_view text, Notation notation = Notation::Auto) {
  auto result = parse_time_control(text, notation);
  EXPECT_FALSE(result.ok()) << text << " parsed";
  return result.ok() ? ParseError{} : result.error();
}

const TimeControl kBlitz5 = TimeControl::sudden_death(5 * kMinute);
const TimeControl kThreeTwo = TimeControl::sudden_death(3 * kMinute, Bonus::Increment, 2 * kSecond);
const TimeControl kFiveDelayThree =
    TimeControl::sudden_death(5 * kMinute, Bonus::SimpleDelay, 3 * kSecond);
const TimeControl kClassical{Method::Standard,
                             {{40, 90 * kMinute, Bonus::SimpleDelay, 5 * kSecond},
                              {0, 30 * kMinute, Bonus::SimpleDelay, 5 * kSecond}},
                             0,
                             0};

TEST(Notation, ReadsUsChess) {
  EXPECT_EQ(parsed("G/5;d0"), kBlitz5);
  EXPECT_EQ(parsed("G/3;inc2"), kThreeTwo);
  EXPECT_EQ(parsed("G/5;d3"), kFiveDelayThree);
  EXPECT_EQ(parsed("40/90,SD/30;d5"), kClassical);
  EXPECT_EQ(parsed(" 40/90 , sd/30 ; d5 ", Notation::UsChess), kClassical);
  EXPECT_EQ(parsed("g/5 d3"), kFiveDelayThree);
  EXPECT_EQ(parsed("G/5;b3"),
            TimeControl::sudden_death(5 * kMinute, Bonus::BronsteinDelay, 3 * kSecond));
  EXPECT_EQ(parsed("G/5"), kBlitz5);
  EXPECT_EQ(parsed("HG/1"), TimeControl::hourglass(kMinute));
  EXPECT_EQ(parsed("G/10;byo5x30"), TimeControl::byoyomi(10 * kMinute, 5, 30 * kSecond));
  EXPECT_EQ(parsed("G/30s;inc0.5"), TimeControl::sudden_death(30 * kSecond, Bonus::Increment, 500));
}

TEST(Notation, UsChessPeriodsWithoutAModeTakeTheLastPeriods) {
  const TimeControl mixed{Method::Standard,
                          {{40, 90 * kMinute, Bonus::Increment, 30 * kSecond},
                           {0, 30 * kMinute, Bonus::SimpleDelay, 5 * kSecond}},
                          0,
                          0};
  EXPECT_EQ(parsed("40/90;inc30,SD/30;d5"), mixed);
  EXPECT_EQ(format_us_chess(mixed), "40/90;inc30,SD/30;d5");
  EXPECT_EQ(format_us_chess(kClassical), "40/90,SD/30;d5");
}

TEST(Notation, ReadsFideAndOnlineStyle) {
  EXPECT_EQ(parsed("3+2"), kThreeTwo);
  EXPECT_EQ(parsed("5+0"), kBlitz5);
  EXPECT_EQ(parsed("1+0"), TimeControl::sudden_death(kMinute));
  EXPECT_EQ(parsed("0.5+0"), TimeControl::sudden_death(30 * kSecond));
  EXPECT_EQ(parsed("5+3d"), kFiveDelayThree);
  EXPECT_EQ(parsed("40/90+5d,30+5d"), kClassical);
  EXPECT_EQ(parsed("10+5x30"), TimeControl::byoyomi(10 * kMinute, 5, 30 * kSecond));
  EXPECT_EQ(parsed("*3"), TimeControl::hourglass(3 * kMinute));
  EXPECT_EQ(format_fide(kThreeTwo), "3+2");
  EXPECT_EQ(format_fide(kBlitz5), "5+0");
  EXPECT_EQ(format_fide(TimeControl::sudden_death(30 * kSecond)), "30s+0");
}

TEST(Notation, ReadsPgnTimeControlTag) {
  EXPECT_EQ(parsed("300+2", Notation::Pgn),
            TimeControl::sudden_death(5 * kMinute, Bonus::Increment, 2 * kSecond));
  const TimeControl forty_in_ninety{
      Method::Standard, {{40, 90 * kMinute}, {0, 30 * kMinute}}, 0, 0};
  EXPECT_EQ(parsed("40/5400:1800"), forty_in_ninety);
  EXPECT_EQ(parsed("-").method, Method::Untimed);
  EXPECT_EQ(parsed("*180", Notation::Pgn), TimeControl::hourglass(3 * kMinute));
  EXPECT_EQ(format_pgn(forty_in_ninety), "40/5400:1800");
  EXPECT_EQ(format_pgn(kThreeTwo), "180+2");
  EXPECT_EQ(format_pgn(TimeControl{Method::Untimed, {}, 0, 0}), "-");
  EXPECT_EQ(error_of("?").reason, "unknown time control ('?')");
}

TEST(Notation, WritesTheIssueExamples) {
  EXPECT_EQ(format_us_chess(kBlitz5), "G/5;d0");
  EXPECT_EQ(format_us_chess(kThreeTwo), "G/3;inc2");
  EXPECT_EQ(format_us_chess(kFiveDelayThree), "G/5;d3");
  EXPECT_EQ(format_fide(kClassical), "40/90+5d,30+5d");
  EXPECT_EQ(format_pgn(kClassical), "40/5400+5d:1800+5d");
}

TEST(Notation, ExplainsWhatItCannotRead) {
  EXPECT_EQ(error_of("G/0"), (ParseError{0, "zero time"}));
  EXPECT_EQ(error_of("0+2"), (ParseError{0, "zero time"}));
  EXPECT_EQ(error_of("-5+0"), (ParseError{1, "negative time"}));
  EXPECT_EQ(error_of("G/-5").reason, "negative time");
  EXPECT_EQ(error_of("G/99999"), (ParseError{0, "a period longer than 24 hours"}));
  EXPECT_EQ(error_of("5000000000+0").reason, "absurdly long time");
  EXPECT_EQ(error_of("G/5;d3601").reason, "a delay or increment longer than an hour");
  EXPECT_EQ(error_of("600/5,SD/5").reason, "a period of more than 500 moves");
  EXPECT_EQ(error_of("0/90,SD/30"), (ParseError{0, "a period of zero moves"}));
  EXPECT_EQ(error_of("").reason, "empty time control");
  EXPECT_EQ(error_of("   ").reason, "empty time control");
  EXPECT_EQ(error_of("3+2+1"), (ParseError{3, "unexpected '+'"}));
  EXPECT_EQ(error_of("G/5;q3").reason, "expected d, b, inc or byo after ';'");
  EXPECT_EQ(error_of("G/5;d3,SD/10").reason, "no period can follow sudden death");
  EXPECT_EQ(error_of("90+30,40/30+30").reason, "no period can follow sudden death");
  EXPECT_EQ(error_of("1.2345+0").reason, "more than 3 decimals");
  EXPECT_EQ(error_of("10+0x30").reason, "byo-yomi needs at least one period");
  EXPECT_EQ(error_of("40/10+5x30").reason, "byo-yomi has no move count");
  EXPECT_EQ(error_of("blitz").reason, "expected a number");
  EXPECT_EQ(error_of(std::string(300, '1')).reason, "time control text too long");
}

TEST(Notation, ReadsAndWritesTheDgtMethodsInEveryNotation) {
  struct Case {
    TimeControl control;
    const char* us;
    const char* fide;
    const char* pgn;
  };
  TimeControl capped = TimeControl::sudden_death(3 * kMinute, Bonus::Increment, 2 * kSecond);
  capped.periods[0].cap = 5 * kMinute;
  TimeControl capped_seconds = TimeControl::sudden_death(kMinute, Bonus::Increment, 500);
  capped_seconds.periods[0].cap = 90 * kSecond;
  const Case cases[] = {
      {TimeControl::canadian(10 * kMinute, 25, 5 * kMinute), "G/10;byo25/300", "10+25/300",
       "600+25/300"},
      {TimeControl::canadian(0, 10, 90 * kSecond), "G/0;byo10/90", "0+10/90", "0+10/90"},
      {capped, "G/3;inc2cap5", "3+2cap5", "180+2cap300"},
      {capped_seconds, "G/1;inc0.5cap90s", "1+0.5cap90s", "60+0.5cap90"},
      {TimeControl::upcount(), "UP", "up", "up"},
  };
  for (const Case& c : cases) {
    EXPECT_EQ(format_us_chess(c.control), c.us);
    EXPECT_EQ(format_fide(c.control), c.fide);
    EXPECT_EQ(format_pgn(c.control), c.pgn);
    EXPECT_EQ(parsed(c.us), c.control) << c.us;
    EXPECT_EQ(parsed(c.fide), c.control) << c.fide;
    EXPECT_EQ(parsed(c.pgn, Notation::Pgn), c.control) << c.pgn;
  }
  // Spaces and case are free; US Chess takes the cap and the increment to every period.
  EXPECT_EQ(parsed(" g/10 ; BYO 25 / 300 "), cases[0].control);
  EXPECT_EQ(parsed("3 + 2 CAP 5"), capped);
  EXPECT_EQ(parsed("Up"), TimeControl::upcount());
  const TimeControl two_periods = parsed("40/90,SD/30;inc30cap60");
  ASSERT_EQ(two_periods.periods.size(), 2u);
  EXPECT_EQ(two_periods.periods[0].cap, kHour);
  EXPECT_EQ(format_us_chess(two_periods), "40/90,SD/30;inc30cap60");
  EXPECT_EQ(format_fide(two_periods), "40/90+30cap60,30+30cap60");
}

TEST(Notation, ExplainsWhatItCannotReadInTheDgtMethods) {
  EXPECT_EQ(error_of("10+0/300").reason, "a Canadian period needs at least one move");
  EXPECT_EQ(error_of("10+2.5/300"), (ParseError{3, "Canadian move count must be a whole number"}));
  EXPECT_EQ(error_of("10+25/0").reason, "zero Canadian period time");
  EXPECT_EQ(error_of("10+25/3601").reason, "a Canadian period longer than an hour");
  EXPECT_EQ(error_of("10+501/300").reason, "a period of more than 500 moves");
  EXPECT_EQ(error_of("40/10+25/300").reason, "byo-yomi has no move count");
  EXPECT_EQ(error_of("G/10;byo25").reason,
            "expected 'x' between byo-yomi periods and their length");
  EXPECT_EQ(error_of("3+0cap5").reason, "a cap without an increment");
  EXPECT_EQ(error_of("3+2cap0").reason, "zero cap");
  EXPECT_EQ(error_of("3+2cap2000").reason, "a cap above 24 hours");
  EXPECT_EQ(error_of("3+2dcap5"), (ParseError{4, "unexpected 'c'"}));
  EXPECT_EQ(error_of("up+2"), (ParseError{2, "unexpected '+'"}));
  EXPECT_EQ(error_of("UP/5").reason, "unexpected '/'");
}

TEST(Notation, RoundTripsEveryControlInEveryNotation) {
  std::mt19937_64 random(20240611);
  for (int i = 0; i < 5000; ++i) {
    const TimeControl control = testing::random_control(random, i % 2 == 0);
    ASSERT_EQ(validate(control), std::nullopt);
    for (Notation notation : {Notation::UsChess, Notation::Fide, Notation::Pgn}) {
      const std::string text = format_time_control(control, notation);
      const auto back = parse_time_control(text, notation);
      ASSERT_TRUE(back.ok()) << text << ": " << back.error().message();
      EXPECT_EQ(back.value(), control) << text;
      EXPECT_EQ(format_time_control(back.value(), notation), text);
    }
    // Auto recognises the US Chess and FIDE outputs as what they are.
    EXPECT_EQ(parsed(format_us_chess(control)), control) << format_us_chess(control);
    EXPECT_EQ(parsed(format_fide(control)), control) << format_fide(control);
  }
}

}  // namespace
}  // namespace flagfall::clock
