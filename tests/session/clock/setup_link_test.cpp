#include "session/clock/setup_link.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rules/ruleset.h"
#include "session/clock/clock_settings.h"
#include "session/clock/clock_sheets.h"

namespace flagfall::session {
namespace {

// Every control a link must carry: the clock's presets, each ruleset's standard control, and one
// of each notation and timing method the clock reads (docs/guide.md's table).
std::vector<std::string> controls_to_carry() {
  std::vector<std::string> controls(std::begin(kClockPresets), std::end(kClockPresets));
  for (const rules::Ruleset* ruleset : rules::all_rulesets()) {
    for (const std::string& preset : picker_presets(ruleset->id)) controls.push_back(preset);
  }
  for (const char* control : {"G/5;d3",
                              "5+3d",
                              "300+3d",
                              "40/90,SD/30;d5",
                              "40/90+5d,30+5d",
                              "40/5400+5d:1800+5d",
                              "HG/3",
                              "*3",
                              "*180",
                              "G/10;byo5x30",
                              "10+5x30",
                              "600+5x30",
                              "G/3;b2",
                              "3+2b",
                              "3s+0",
                              "G/30s;inc0.5",
                              "G/3;inc2",
                              "180+2",
                              "G/10;byo25/300",
                              "10+25/300",
                              "600+25/300",
                              "G/3;inc2cap5",
                              "3+2cap5",
                              "180+2cap300",
                              "UP",
                              "up"}) {
    controls.emplace_back(control);
  }
  return controls;
}

TEST(SetupLink, ReadsTheIssuesExample) {
  const auto link = parse_setup_link("#clock?ruleset=uscf-2020&tc=G/5;d0");
  ASSERT_TRUE(link) << link.error().message();
  EXPECT_EQ(link.value(), (SetupLink{"uscf-2020", "G/5;d0"}));
}

TEST(SetupLink, RoundTripsEveryRulesetWithEveryPresetAndNotation) {
  int links = 0;
  for (const rules::Ruleset* ruleset : rules::all_rulesets()) {
    for (const std::string& control : controls_to_carry()) {
      const SetupLink link{std::string(ruleset->id), control};
      const std::string fragment = setup_link_fragment(link);
      const auto read = parse_setup_link(fragment);
      ASSERT_TRUE(read) << fragment << ": " << read.error().message();
      EXPECT_EQ(read.value(), link) << fragment;
      const std::string address =
          setup_link_address("https://example.org/flagfall/index.html#trainer", link);
      EXPECT_EQ(address, "https://example.org/flagfall/index.html#" + fragment);
      EXPECT_EQ(parse_setup_link(address.substr(address.find('#'))).value(), link);
      ++links;
    }
  }
  EXPECT_GE(links, 7 * 20);
}

TEST(SetupLink, BuiltLinksKeepControlsReadable) {
  EXPECT_EQ(setup_link_fragment({"uscf-2020", "G/5;d0"}), "clock?ruleset=uscf-2020&tc=G/5;d0");
  EXPECT_EQ(setup_link_fragment({"fide-2023", "3+2"}), "clock?ruleset=fide-2023&tc=3+2");
  EXPECT_EQ(setup_link_fragment({"fide-2023", "40/90, SD/30"}),
            "clock?ruleset=fide-2023&tc=40/90,%20SD/30");
}

TEST(SetupLink, DecodesPercentEscapesAnywhere) {
  const auto link = parse_setup_link("clock?r%75leset=fide-2023&tc=3%2B2");
  ASSERT_TRUE(link) << link.error().message();
  EXPECT_EQ(link.value(), (SetupLink{"fide-2023", "3+2"}));
  EXPECT_EQ(parse_setup_link("clock?ruleset=uscf-2020&tc=G%2f5%3Bd3").value().control, "G/5;d3");
  // A plus is a plus, never a space.
  EXPECT_EQ(parse_setup_link("clock?ruleset=fide-2023&tc=5+3d").value().control, "5+3d");
}

TEST(SetupLink, ToleratesCaseSpacesAndStrayAmpersands) {
  const auto link = parse_setup_link("clock?&RuleSet=FIDE-2023&&tc=%203+2%20&");
  ASSERT_TRUE(link) << link.error().message();
  EXPECT_EQ(link.value(), (SetupLink{"fide-2023", "3+2"}));
}

TEST(SetupLink, WithoutAControlTakesTheRulesetsStandard) {
  for (const rules::Ruleset* ruleset : rules::all_rulesets()) {
    const auto link = parse_setup_link("clock?ruleset=" + std::string(ruleset->id));
    ASSERT_TRUE(link) << ruleset->id;
    EXPECT_EQ(link.value().control, ruleset->standard_time_control);
  }
}

struct Refused {
  const char* fragment;
  const char* part;
  const char* reason_holds;
};

TEST(SetupLink, RefusesABadLinkNamingThePartThatIsWrong) {
  const Refused cases[] = {
      {"clock?ruleset=uscf-2030&tc=G/5;d0", "ruleset", "no ruleset \"uscf-2030\""},
      {"clock?ruleset=&tc=G/5;d0", "ruleset", "empty"},
      {"clock?tc=3+2", "ruleset", "names none"},
      {"clock?", "ruleset", "names none"},
      {"clock?ruleset", "ruleset", "no value"},
      {"clock?ruleset=fide-2023&ruleset=uscf-2020", "ruleset", "twice"},
      {"clock?ruleset=uscf-2020&tc=G/0", "tc", "zero time"},
      {"clock?ruleset=uscf-2020&tc=G/5;q3", "tc", "not a time control"},
      {"clock?ruleset=uscf-2020&tc=-", "tc", "no time control"},
      {"clock?ruleset=uscf-2020&tc=", "tc", "empty"},
      {"clock?ruleset=uscf-2020&tc=3+2&tc=5+0", "tc", "twice"},
      {"clock?ruleset=uscf-2020&tc=3%2", "tc", "%XX"},
      {"clock?ruleset=uscf-2020&tc=3%zz", "tc", "%XX"},
      {"clock?ruleset=fide-2023&rulset=x", "rulset",
       "only \"ruleset\", \"tc\", \"black\" and \"draw\""},
      {"clock?ruleset=fide-2023&tenths=0", "tenths", "only"},
      {"clock?ruleset=fide-2023&t%0Ac=3", "t?c", "only"},
      {"clock?=420/r#clo#clck?rck?rule", "link", "without a name"},
      {"trainer?ruleset=fide-2023", "link", "must start with \"clock?\""},
      {"clock", "link", "must start"},
  };
  for (const Refused& c : cases) {
    const auto link = parse_setup_link(c.fragment);
    ASSERT_FALSE(link) << c.fragment;
    EXPECT_EQ(link.error().part, c.part) << c.fragment << ": " << link.error().message();
    EXPECT_NE(link.error().reason.find(c.reason_holds), std::string::npos)
        << c.fragment << ": " << link.error().reason;
  }
}

TEST(SetupLink, ReadsTimeOddsAsBlacksOwnControl) {
  const auto link = parse_setup_link("#clock?ruleset=fide-2023&tc=5+0&black=4+0");
  ASSERT_TRUE(link) << link.error().message();
  EXPECT_EQ(link.value(), (SetupLink{"fide-2023", "5+0", "4+0"}));
  EXPECT_EQ(link.value().black_control(), "4+0");
  // Any notation, for either side; without tc, White has the ruleset's standard control.
  const auto mixed = parse_setup_link("clock?ruleset=uscf-2020&black=%20G/3;inc2%20");
  ASSERT_TRUE(mixed) << mixed.error().message();
  EXPECT_EQ(mixed.value().control, "G/5;d0");
  EXPECT_EQ(mixed.value().black, "G/3;inc2");
  // Without black, Black has White's control.
  const auto same = parse_setup_link("clock?ruleset=fide-2023&tc=3+2");
  EXPECT_EQ(same.value().black, "");
  EXPECT_EQ(same.value().black_control(), "3+2");
}

TEST(SetupLink, RoundTripsTimeOddsInEveryNotation) {
  const std::vector<std::string> controls = controls_to_carry();
  for (std::size_t i = 0; i < controls.size(); ++i) {
    const std::string& white = controls[i];
    const std::string& black = controls[(i * 7 + 3) % controls.size()];
    const bool hourglass = white.find_first_of("*H") != std::string::npos;
    if (hourglass != (black.find_first_of("*H") != std::string::npos)) continue;
    const SetupLink link{"fide-2023", white, black};
    const std::string fragment = setup_link_fragment(link);
    EXPECT_NE(fragment.find("&black="), std::string::npos) << fragment;
    const auto read = parse_setup_link(fragment);
    ASSERT_TRUE(read) << fragment << ": " << read.error().message();
    EXPECT_EQ(read.value(), link) << fragment;
  }
  EXPECT_EQ(setup_link_fragment({"fide-2023", "5+0", "4+0"}),
            "clock?ruleset=fide-2023&tc=5+0&black=4+0");
  EXPECT_EQ(setup_link_fragment({"fide-2023", "5+0"}), "clock?ruleset=fide-2023&tc=5+0");
}

TEST(SetupLink, RefusesABadBlackControlNamingIt) {
  const Refused cases[] = {
      {"clock?ruleset=fide-2023&tc=5+0&black=", "black", "empty"},
      {"clock?ruleset=fide-2023&tc=5+0&black", "black", "no value"},
      {"clock?ruleset=fide-2023&tc=5+0&black=0+0", "black", "zero time"},
      {"clock?ruleset=fide-2023&tc=5+0&black=four", "black", "not a time control"},
      {"clock?ruleset=fide-2023&tc=5+0&black=-", "black", "no time control"},
      {"clock?ruleset=fide-2023&tc=5+0&black=4+0&black=3+0", "black", "twice"},
      {"clock?ruleset=fide-2023&tc=5+0&black=4%2", "black", "%XX"},
      {"clock?ruleset=fide-2023&tc=5+0&black=*4", "black", "hourglass needs both sides"},
      {"clock?ruleset=fide-2023&tc=*5&black=4+0", "black", "with White's \"*5\""},
      {"clock?ruleset=fide-2023&tc=G/0&black=4+0", "tc", "zero time"},
  };
  for (const Refused& c : cases) {
    const auto link = parse_setup_link(c.fragment);
    ASSERT_FALSE(link) << c.fragment;
    EXPECT_EQ(link.error().part, c.part) << c.fragment << ": " << link.error().message();
    EXPECT_NE(link.error().reason.find(c.reason_holds), std::string::npos)
        << c.fragment << ": " << link.error().reason;
  }
  EXPECT_EQ(parse_setup_link("clock?ruleset=fide-2023&black=0+0").error().message(),
            "This set-up link's \"black\" is wrong: \"0+0\" is not a time control (at 0: zero "
            "time).");
}

TEST(SetupLink, ReadsArmageddonAsDrawEqualsBlack) {
  const auto link = parse_setup_link("#clock?ruleset=fide-2023&tc=5+0&black=4+0&draw=black");
  ASSERT_TRUE(link) << link.error().message();
  EXPECT_EQ(link.value(), (SetupLink{"fide-2023", "5+0", "4+0", true}));
  EXPECT_TRUE(
      parse_setup_link("clock?ruleset=uscf-2020&draw=%20Black").value().draw_counts_for_black);
  EXPECT_FALSE(parse_setup_link("clock?ruleset=uscf-2020").value().draw_counts_for_black);
  EXPECT_EQ(setup_link_fragment({"fide-2023", "5+0", "4+0", true}),
            "clock?ruleset=fide-2023&tc=5+0&black=4+0&draw=black");
  EXPECT_EQ(setup_link_fragment({"uscf-2020", "G/5;d0", "", true}),
            "clock?ruleset=uscf-2020&tc=G/5;d0&draw=black");
  for (const rules::Ruleset* ruleset : rules::all_rulesets()) {
    const SetupLink armageddon{std::string(ruleset->id), "5+0", "4+0", true};
    EXPECT_EQ(parse_setup_link(setup_link_fragment(armageddon)).value(), armageddon);
  }
  const Refused cases[] = {
      {"clock?ruleset=fide-2023&draw=white", "draw", "only be \"black\""},
      {"clock?ruleset=fide-2023&draw=", "draw", "not \"\""},
      {"clock?ruleset=fide-2023&draw", "draw", "no value"},
      {"clock?ruleset=fide-2023&draw=black&draw=black", "draw", "twice"},
  };
  for (const Refused& c : cases) {
    const auto refused = parse_setup_link(c.fragment);
    ASSERT_FALSE(refused) << c.fragment;
    EXPECT_EQ(refused.error().part, c.part) << c.fragment;
    EXPECT_NE(refused.error().reason.find(c.reason_holds), std::string::npos)
        << c.fragment << ": " << refused.error().reason;
  }
}

TEST(SetupLink, ReadsTheEventRoundAndBoardAGameIsPlayedAt) {
  const auto link = parse_setup_link(
      "#clock?ruleset=fide-2023&tc=3+2&event=Club%20blitz%20%C2%B7%20Noviembre&round=3&board=12");
  ASSERT_TRUE(link) << link.error().message();
  EXPECT_EQ(link->event, "Club blitz \xC2\xB7 Noviembre");
  EXPECT_EQ(link->round, 3);
  EXPECT_EQ(link->board, 12);
  EXPECT_EQ(setup_link_fragment(*link),
            "clock?ruleset=fide-2023&tc=3+2&event=Club%20blitz%20%C2%B7%20Noviembre&round=3&"
            "board=12");
  EXPECT_EQ(parse_setup_link(setup_link_fragment(*link)).value(), *link);
  // Thirty boards of one round: each its own link, each read back as written.
  for (int board = 1; board <= 30; ++board) {
    SetupLink each{"uscf-2020", "G/5;d0"};
    each.event = "Scholastic open";
    each.round = 1;
    each.board = board;
    EXPECT_EQ(parse_setup_link(setup_link_fragment(each)).value(), each);
  }
  // Without them, a link is the same as before: nothing added to its fragment.
  EXPECT_EQ(setup_link_fragment({"uscf-2020", "G/5;d0"}), "clock?ruleset=uscf-2020&tc=G/5;d0");
  const auto too_long = parse_setup_link("clock?ruleset=fide-2023&event=" + std::string(81, 'x'));
  ASSERT_FALSE(too_long);
  EXPECT_EQ(too_long.error().part, "event");
  EXPECT_EQ(parse_setup_link("clock?ruleset=fide-2023&event=" + std::string(80, 'x'))->event.size(),
            80u);
  const Refused cases[] = {
      {"clock?ruleset=fide-2023&event=", "event", "1 to 80 characters"},
      {"clock?ruleset=fide-2023&event=%20%20", "event", "1 to 80 characters"},
      {"clock?ruleset=fide-2023&event=Club%0Ablitz", "event", "one line"},
      {"clock?ruleset=fide-2023&round=0", "round", "from 1 to 99"},
      {"clock?ruleset=fide-2023&round=100", "round", "from 1 to 99"},
      {"clock?ruleset=fide-2023&round=-1", "round", "whole number"},
      {"clock?ruleset=fide-2023&round=2.5", "round", "whole number"},
      {"clock?ruleset=fide-2023&board=", "board", "from 1 to 999"},
      {"clock?ruleset=fide-2023&board=1000", "board", "from 1 to 999"},
      {"clock?ruleset=fide-2023&board=99999999999", "board", "whole number"},
      {"clock?ruleset=fide-2023&board=7&board=8", "board", "twice"},
  };
  for (const Refused& c : cases) {
    const auto refused = parse_setup_link(c.fragment);
    ASSERT_FALSE(refused) << c.fragment;
    EXPECT_EQ(refused.error().part, c.part) << c.fragment;
    EXPECT_NE(refused.error().reason.find(c.reason_holds), std::string::npos)
        << c.fragment << ": " << refused.error().reason;
  }
}

TEST(SetupLink, AnUnknownRulesetListsTheKnownOnes) {
  const auto link = parse_setup_link("clock?ruleset=uscf");
  ASSERT_FALSE(link);
  for (const rules::Ruleset* ruleset : rules::all_rulesets()) {
    EXPECT_NE(link.error().reason.find(ruleset->id), std::string::npos) << ruleset->id;
  }
  EXPECT_EQ(link.error().message().rfind("This set-up link's \"ruleset\" is wrong: ", 0), 0u)
      << link.error().message();
}

TEST(SetupLink, ShowsUntrustedTextShortAndPrintable) {
  const std::string junk = "clock?ruleset=%01%FF" + std::string(300, 'x');
  const auto link = parse_setup_link(junk);
  ASSERT_FALSE(link);
  EXPECT_EQ(link.error().part, "ruleset");
  EXPECT_NE(link.error().reason.find("\"??xxx"), std::string::npos) << link.error().reason;
  EXPECT_LT(link.error().reason.size(), 250u);
  EXPECT_EQ(parse_setup_link("clock?ruleset=" + std::string(2000, 'a')).error().part, "link");
}

TEST(SetupLink, TellsItsFragmentsFromOthers) {
  EXPECT_TRUE(is_setup_link("#clock?ruleset=fide-2023"));
  EXPECT_TRUE(is_setup_link("clock?"));
  EXPECT_FALSE(is_setup_link(""));
  EXPECT_FALSE(is_setup_link("#"));
  EXPECT_FALSE(is_setup_link("#clock"));
  EXPECT_FALSE(is_setup_link("#trainer"));
}

TEST(PercentEncoding, EncodesSeparatorsAndDecodesEveryByteBack) {
  EXPECT_EQ(percent_encode("G/5;d0"), "G/5;d0");
  EXPECT_EQ(percent_encode("a b&c=d#e%f?"), "a%20b%26c%3Dd%23e%25f%3F");
  std::string every_byte;
  for (int b = 0; b < 256; ++b) every_byte += static_cast<char>(b);
  const std::string encoded = percent_encode(every_byte);
  EXPECT_EQ(encoded.find_first_of("&=# \"<>?\x7F"), std::string::npos);
  EXPECT_EQ(percent_decode(encoded), every_byte);
  EXPECT_EQ(percent_decode("%4"), std::nullopt);
  EXPECT_EQ(percent_decode("%g0"), std::nullopt);
  EXPECT_EQ(percent_decode("100%"), std::nullopt);
}

}  // namespace
}  // namespace flagfall::session
