// Sharing a case or a class set as a link or a file: every bank scenario makes the round trip,
// and what comes in damaged, oversized or wrong is refused with a message naming the problem.
#include "trainer/share.h"

#include <gtest/gtest.h>

#include <tuple>

#include "rules/scenario_writer.h"
#include "trainer/base64url.h"
#include "trainer/class_results.h"
#include "trainer/trainer.h"

namespace flagfall::trainer {
namespace {

// The scenario written back: two scenarios are the same case when this is the same.
std::string canonical(const rules::Scenario& s) {
  return rules::scenario_to_json(s);
}

std::string error_of(const clock::Result<Shared, std::string>& result) {
  return result ? std::string("(accepted)") : result.error();
}

rules::Scenario own_case() {
  rules::Scenario s = *Bank::builtin().find("king-adjacent-claim");
  s.id = "my-king-case";
  s.title = "Saturday's game, board 4";
  s.question = "What should the director rule?";
  return s;
}

TEST(Base64Url, RoundTripsEveryByteAndEveryLength) {
  std::string bytes;
  for (int i = 0; i < 256; ++i) bytes += static_cast<char>(i);
  for (std::size_t n = 0; n <= bytes.size(); n += 37) {
    const std::string text = base64url_encode(bytes.substr(0, n));
    EXPECT_EQ(
        text.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
        std::string::npos);
    EXPECT_EQ(base64url_decode(text), bytes.substr(0, n));
  }
  EXPECT_EQ(base64url_encode("Man"), "TWFu");
  EXPECT_EQ(base64url_encode("\xfb\xff"), "-_8");
  EXPECT_EQ(base64url_decode("TWE="), "Ma");
  EXPECT_FALSE(base64url_decode("TWFuT"));  // 4n+1 characters: no encoding has that length
  EXPECT_FALSE(base64url_decode("TW+u"));   // '+' is plain base64, not base64url
  EXPECT_FALSE(base64url_decode("T=Fu"));
}

TEST(ShareLink, EveryBankScenarioMakesTheRoundTripThroughALinkAndAFile) {
  const Bank& bank = Bank::builtin();
  ASSERT_TRUE(bank.problems().empty()) << bank.problems().front();
  ASSERT_GE(bank.scenarios().size(), 120u);
  for (const rules::Scenario& s : bank.scenarios()) {
    SCOPED_TRACE(s.id);
    const auto link = case_link(s);
    ASSERT_TRUE(link) << link.error();
    EXPECT_TRUE(link->fragment.starts_with("#case="));
    EXPECT_LE(link->fragment.size(), kMaxLinkChars);
    EXPECT_TRUE(is_share_link(link->fragment));
    const auto opened = open_link(link->fragment, bank);
    ASSERT_TRUE(opened) << opened.error();
    ASSERT_TRUE(opened->one);
    EXPECT_FALSE(opened->set);
    EXPECT_EQ(canonical(*opened->one), canonical(s));
    EXPECT_EQ(opened->one->variant_template.has_value(), s.variant_template.has_value());

    const auto file = case_file(s);
    ASSERT_TRUE(file) << file.error();
    EXPECT_EQ(file->filename, s.id + ".json");
    const auto read = open_file(file->text, bank);
    ASSERT_TRUE(read) << read.error();
    ASSERT_TRUE(read->one);
    EXPECT_EQ(canonical(*read->one), canonical(s));
  }
}

TEST(ShareLink, TheWriterKeepsEveryKeyOfABankFile) {
  // The writer is checked against the parser above; here against a file's own text: the
  // template and the clocks are kept, not only what the parser defaults.
  const rules::Scenario& s = *Bank::builtin().find("king-adjacent-bishop-claimant");
  const std::string json = rules::scenario_to_json(s);
  EXPECT_NE(json.find("\"template\":{\"conditions\":[\"king-steps-next-to-king\","
                      "\"claimant-material\"],\"extra_pawns\":2"),
            std::string::npos)
      << json;
  EXPECT_NE(json.find("\"white_ms\":60000"), std::string::npos);
  EXPECT_NE(json.find("\"time_control\":\"G/5;d0\""), std::string::npos);
  EXPECT_NE(json.find("\"moment\":\"" + s.moment + "\""), std::string::npos)
      << "the may question's situation travels with the case";
  EXPECT_EQ(json.find('\n'), std::string::npos) << "compact for links";
}

TEST(ShareSet, BankIdsAndOwnCasesMakeTheRoundTripInTheirOrder) {
  const Bank& bank = Bank::builtin();
  ClassSet set = bank_set("Blitz night quiz", {"flag-fall-claimed", "illegal-move-claimed"}, bank);
  ASSERT_EQ(set.cases.size(), 2u);
  set.cases.insert(set.cases.begin() + 1, SetCase{"", own_case()});

  const auto link = set_link(set);
  ASSERT_TRUE(link) << link.error();
  EXPECT_TRUE(link->fragment.starts_with("#set="));
  const auto opened = open_link(link->fragment, bank);
  ASSERT_TRUE(opened) << opened.error();
  ASSERT_TRUE(opened->set);
  EXPECT_FALSE(opened->one);
  EXPECT_EQ(opened->set->title, "Blitz night quiz");
  ASSERT_EQ(opened->set->cases.size(), 3u);
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(opened->set->cases[i].bank_id, set.cases[i].bank_id);
    EXPECT_EQ(canonical(opened->set->cases[i].scenario), canonical(set.cases[i].scenario));
  }
  // A bank case travels as its id only.
  const std::string json = class_set_to_json(set);
  EXPECT_NE(json.find("\"cases\":[\"flag-fall-claimed\",{"), std::string::npos) << json;

  const auto file = set_file(set);
  ASSERT_TRUE(file) << file.error();
  EXPECT_EQ(file->filename, "blitz-night-quiz.json");
  const auto read = open_file(file->text, bank);
  ASSERT_TRUE(read) << read.error();
  ASSERT_TRUE(read->set);
  EXPECT_EQ(read->set->cases.size(), 3u);
}

TEST(ShareSet, ASetOfEveryBankCaseFitsInALinkUpToTheLimitOfFiftyCases) {
  const Bank& bank = Bank::builtin();
  std::vector<std::string> ids;
  for (std::size_t i = 0; i < kMaxSetCases; ++i) ids.push_back(bank.scenarios()[i].id);
  const ClassSet set = bank_set("Fifty", ids, bank);
  const auto link = set_link(set);
  ASSERT_TRUE(link) << link.error();
  EXPECT_TRUE(open_link(link->fragment, bank));

  ClassSet too_many = set;
  too_many.cases.push_back({bank.scenarios()[kMaxSetCases].id, bank.scenarios()[kMaxSetCases]});
  EXPECT_EQ(set_link(too_many).error(), "the set has 51 cases (at most 50)");
  // The same refused on the way in, from a set made by hand.
  const std::string text = class_set_to_json(too_many);
  EXPECT_EQ(error_of(open_link("#set=" + base64url_encode(text), bank)),
            "the set has 51 cases (at most 50)");
}

TEST(ShareRefusal, OversizedLinksAndFilesAreRefusedSayingTheLimit) {
  const Bank& bank = Bank::builtin();
  EXPECT_EQ(error_of(open_link("#case=" + std::string(kMaxLinkChars, 'A'), bank)),
            "the link is too long (17 KB, at most 16 KB)");
  EXPECT_EQ(error_of(open_file(std::string(kMaxShareFileBytes + 1, ' '), bank)),
            "the file is too large (65 KB, at most 64 KB)");

  rules::Scenario big = own_case();
  big.notes = std::string(20'000, 'x');
  EXPECT_EQ(case_link(big).error(),
            "too long for a link (27 KB, at most 16 KB): share it as a file");
  EXPECT_TRUE(case_file(big));
  big.notes = std::string(70'000, 'x');
  EXPECT_EQ(case_file(big).error(), "too large for a file (70 KB, at most 64 KB)");
}

TEST(ShareRefusal, TruncatedDamagedOrWrongLinksAreRefusedNamingTheProblem) {
  const Bank& bank = Bank::builtin();
  const std::string link = case_link(own_case())->fragment;
  // Cut short anywhere: the data ends in the middle of a character or of the JSON.
  for (std::size_t n = 7; n < link.size(); n += 13) {
    EXPECT_TRUE(error_of(open_link(link.substr(0, n), bank))
                    .starts_with("the link is damaged or cut short: its data "))
        << n << ": " << error_of(open_link(link.substr(0, n), bank));
  }
  EXPECT_EQ(error_of(open_link(link.substr(0, 11), bank)),
            "the link is damaged or cut short: its data ends in the middle");
  EXPECT_EQ(error_of(open_link(link.substr(0, 12), bank)),
            "the link is damaged or cut short: its data is not readable JSON");
  std::string changed = link;
  changed[20] = '+';
  EXPECT_EQ(error_of(open_link(changed, bank)),
            "the link is damaged: it holds characters a Flagfall link never has (was it "
            "changed?)");
  EXPECT_EQ(error_of(open_link("#case=" + base64url_encode("{\"id\": 3"), bank)),
            "the link is damaged or cut short: its data is not readable JSON");
  EXPECT_EQ(error_of(open_link("#case=", bank)), "the link holds nothing after \"=\"");
  EXPECT_EQ(error_of(open_link("#home", bank)),
            "not a Flagfall link (expected #case=... or #set=...)");
  EXPECT_FALSE(is_share_link("#home"));
  EXPECT_TRUE(is_share_link("set=abc"));
  // Readable JSON the scenario parser refuses: its own message, after where.
  EXPECT_EQ(error_of(open_link("#case=" + base64url_encode("[1,2]"), bank)),
            "not a Flagfall case or class set (not an object)");
  const std::string bad_event =
      R"({"id":"x","title":"x","category":"flag-fall","events":[{"t":5,"by":"white","do":"press"},)"
      R"({"t":2,"by":"black","do":"press"}]})";
  EXPECT_EQ(error_of(open_link("#case=" + base64url_encode(bad_event), bank)),
            "the case: event 1: t decreases (2 after 5)");
  // A set behind a case link, and the other way round.
  const std::string set_json = class_set_to_json(bank_set("Two", {"flag-fall-claimed"}, bank));
  EXPECT_EQ(error_of(open_link("#case=" + base64url_encode(set_json), bank)),
            "a #case= link that holds a set");
  EXPECT_EQ(error_of(open_link(link.substr(0, 1) + "set=" + link.substr(6), bank)),
            "a #set= link that holds a case");
}

TEST(ShareRefusal, ABadSetNamesTheCaseAndTheKey) {
  const Bank& bank = Bank::builtin();
  const auto set_error = [&](const std::string& json) {
    return error_of(open_link("#set=" + base64url_encode(json), bank));
  };
  const std::string head = R"({"format":"flagfall-class-set","version":1,"title":"Quiz",)";
  EXPECT_EQ(set_error(head + R"("cases":["flag-fall-claimed","no-such-case"]})"),
            "case 2 of the set: no bank scenario has the id \"no-such-case\"");
  EXPECT_EQ(
      set_error(head + R"("cases":["flag-fall-claimed",{"id":"mine","title":"t",)"
                       R"("category":"flag-fall","events":[{"t":1,"by":"td","do":"press"}]}]})"),
      "case 2 of the set: event 0: the td cannot press");
  EXPECT_EQ(set_error(head + R"("cases":["flag-fall-claimed",{"id":"mine","title":"t",)"
                             R"("category":"flag-fall","events":[],"colour":"red"}]})"),
            "case 2 of the set: unknown key \"colour\" in the scenario");
  EXPECT_EQ(set_error(head + R"("cases":["flag-fall-claimed",7]})"),
            "case 2 of the set: must be a bank id or a scenario object");
  EXPECT_EQ(set_error(head + R"("cases":["flag-fall-claimed","flag-fall-claimed"]})"),
            "case 2 of the set: the id \"flag-fall-claimed\" is also case 1");
  EXPECT_EQ(set_error(head + R"("cases":[]})"), "the set has no cases");
  EXPECT_EQ(set_error(head + R"("cases":["flag-fall-claimed"],"by":"me"})"),
            "the set: unknown key \"by\" (expected format, version, title, cases)");
  EXPECT_EQ(set_error(R"({"format":"flagfall-class-set","version":2,"title":"Q","cases":[]})"),
            "the set: made by another version of Flagfall (version 2)");
  EXPECT_EQ(set_error(R"({"format":"flagfall-class-set","version":1,"cases":[]})"),
            "the set: \"title\" must be a text");
  EXPECT_EQ(set_error(R"({"format":"flagfall-live-game","version":1})"),
            "not a Flagfall case or class set (format \"flagfall-live-game\")");
  EXPECT_EQ(
      set_error(R"({"format":"flagfall-class-set","version":1,"title":")" +
                std::string(kMaxSetTitleBytes + 1, 't') + R"(","cases":["flag-fall-claimed"]})"),
      "the set's title is too long (at most 120 characters)");
  EXPECT_EQ(error_of(open_file(R"({"id":"x","title":"x","category":"flag-fall"})", bank)),
            "the case: missing \"events\"");
  EXPECT_EQ(error_of(open_file("{\"id\"", bank)), "the file is not readable JSON");
}

TEST(ShareSet, TheSetsRulesetTravelsWithItAndAnUnknownOneIsRefused) {
  const Bank& bank = Bank::builtin();
  ClassSet set = bank_set("Week 3", {"flag-fall-claimed", "illegal-move-claimed"}, bank);
  const std::string plain_hash = set_hash(set);
  EXPECT_EQ(class_set_to_json(set).find("ruleset"), std::string::npos)
      << "a set without one is written as before, so its hash stays";
  set.ruleset = "scholastic-2018";
  EXPECT_NE(set_hash(set), plain_hash);
  const auto back = open_link(set_link(set)->fragment, bank);
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(back->set->ruleset, "scholastic-2018");
  std::string text = class_set_to_json(set);
  text.replace(text.find("scholastic-2018"), 15, "scholastic-2099");
  const auto refused = parse_class_set(text, bank);
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.error().find("\"scholastic-2099\" is not a ruleset"), std::string::npos)
      << refused.error();
}

TEST(ShareSet, ABankCasesOwnRulesetTravelsWithItAndIsAskedUnderIt) {
  const Bank& bank = Bank::builtin();
  ClassSet set = bank_set("Week 4", {"flag-fall-claimed", "illegal-move-claimed"}, bank);
  set.ruleset = "scholastic-2018";
  const std::string set_only = set_hash(set);
  set.cases[1].ruleset = "fide-2023";
  EXPECT_NE(set_hash(set), set_only) << "a case's own ruleset is part of the set";
  const std::string text = class_set_to_json(set);
  EXPECT_NE(text.find(R"({"bank":"illegal-move-claimed","ruleset":"fide-2023"})"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find(R"("flag-fall-claimed")"), std::string::npos) << "the other by its id alone";
  const auto back = open_link(set_link(set)->fragment, bank);
  ASSERT_TRUE(back) << back.error();
  ASSERT_EQ(back->set->cases.size(), 2u);
  EXPECT_EQ(back->set->cases[0].ruleset, "");
  EXPECT_EQ(back->set->cases[1].ruleset, "fide-2023");
  EXPECT_EQ(back->set->cases[1].bank_id, "illegal-move-claimed");
  EXPECT_EQ(set_hash(*back->set), set_hash(set));
  EXPECT_EQ(asked_ruleset(*back->set, back->set->cases[0]), "scholastic-2018");
  EXPECT_EQ(asked_ruleset(*back->set, back->set->cases[1]), "fide-2023");
  const std::vector<ClassCase> cases = class_cases(*back->set);
  EXPECT_EQ(cases[0].ruleset, "scholastic-2018");
  EXPECT_EQ(cases[1].ruleset, "fide-2023");

  // Someone else's: an unknown ruleset, another key, or an id that is not text is refused.
  for (const auto& [from, to, says] :
       std::vector<std::tuple<std::string, std::string, std::string>>{
           {"fide-2023", "fide-2099", "\"fide-2099\" is not a ruleset"},
           {R"("ruleset":"fide-2023")", R"("rules":"fide-2023")", "rules"},
           {R"("bank":"illegal-move-claimed")", R"("bank":7)", "case 2"}}) {
    std::string bad = text;
    bad.replace(bad.find(from), from.size(), to);
    const auto refused = parse_class_set(bad, bank);
    ASSERT_FALSE(refused) << bad;
    EXPECT_NE(refused.error().find(says), std::string::npos) << refused.error();
  }
}

TEST(Share, AFileNameKeepsTheBaseLetterOfAnAccentedOne) {
  EXPECT_EQ(file_stem("Ana Díaz", "student"), "ana-diaz");
  EXPECT_EQ(file_stem("ÁNGEL NÚÑEZ, 4º B", "student"), "angel-nunez-4-b");
  EXPECT_EQ(file_stem("Çà et là, Zoë", "set"), "ca-et-la-zoe");
  // Anything else is a separator; a name of nothing but that takes the fallback.
  EXPECT_EQ(file_stem("李雷 / 韩梅梅", "student"), "student");
  EXPECT_EQ(file_stem("\xC3", "student"), "student");  // a lead byte cut short at the end
  EXPECT_EQ(file_stem("\xC3(x", "student"), "x");
}

}  // namespace
}  // namespace flagfall::trainer
