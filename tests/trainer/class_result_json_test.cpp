// A student's finished class set sent to the coach (issue 41, point 1): written and read back the
// same, short enough for a QR code with ten cases, and refused, naming the field, when it comes in
// damaged, oversized or wrong.
#include "trainer/class_result_json.h"

#include <gtest/gtest.h>

namespace flagfall::trainer {
namespace class_result_json_test {

StudentResult ten_cases() {
  StudentResult r;
  r.student = "Ana Díaz";
  r.set_hash = "0123abcd4567ef89";
  r.set_title = "Flag rules, week 2";
  for (int i = 0; i < 10; ++i) r.answers.push_back({i % 3 == 0 ? "play-on" : "white-wins", i != 4});
  r.taken_ms = 312'500;
  r.finished_at = 1'764'414'000'000;
  return r;
}

std::string refusal(std::string_view text) {
  const auto read = parse_class_result(text);
  return read ? std::string("(accepted)") : read.error();
}

std::string with(std::string text, std::string_view from, std::string_view to) {
  const std::size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return text.replace(at, from.size(), to);
}

TEST(ClassResultJson, MakesTheRoundTripShortEnoughForAQrCode) {
  const StudentResult r = ten_cases();
  const std::string text = class_result_json(r);
  const auto read = parse_class_result(text);
  ASSERT_TRUE(read) << read.error();
  EXPECT_EQ(*read, r);
  EXPECT_EQ(class_result_json(*read), text);
  // Ten answers in well under a QR code's 1,500 characters, even as base64url (4/3 longer).
  EXPECT_LT(text.size() * 4 / 3, 1'000u) << text;
}

TEST(ClassResultJson, RefusesWhatIsNotAClassResult) {
  const std::string good = class_result_json(ten_cases());
  EXPECT_EQ(refusal("{"), "This is not a result: it cannot be read as JSON.");
  EXPECT_EQ(refusal(with(good, "flagfall-class-result", "flagfall-board-result")),
            "This is not a class set's result from Flagfall.");
  EXPECT_EQ(refusal(with(good, "\"version\":1", "\"version\":\"1\"")),
            "This result was written by another version of Flagfall (version \"1\").");
  EXPECT_EQ(refusal(std::string(17 * 1024, ' ') + good),
            "This result is 18 KB; a result may be at most 16 KB.");
  const struct {
    std::string text;
    const char* says;
  } cases[] = {
      {with(good, "\"student\":\"Ana Díaz\"", "\"student\":\"\""),
       "This result's \"student\" is wrong: it must be text of at most 80 bytes on one line."},
      {with(good, "\"set\":\"0123abcd4567ef89\"", "\"set\":\"0123ABCD4567EF89\""),
       "This result's \"set\" is wrong: it must be text of at most 16 bytes on one line."},
      {with(good, "\"set\":\"0123abcd4567ef89\",", ""),
       "This result's \"set\" is wrong: it is missing."},
      {with(good, "\"answers\":[", "\"answers\":[7,"),
       "This result's \"answers/0\" is wrong: each answer must give its \"chosen\" key and whether "
       "it "
       "was \"right\" (true or false)."},
      {with(good, "\"right\":true", "\"right\":1"),
       "This result's \"answers/0\" is wrong: each answer must give its \"chosen\" key and whether "
       "it "
       "was \"right\" (true or false)."},
      {with(good, "\"taken_ms\":312500", "\"taken_ms\":-1"),
       "This result's \"taken_ms\" is wrong: it must be a whole number from 0 to 1099511627776."},
      {with(good, "\"student\":", "\"name\":\"x\",\"student\":"),
       "This result's \"name\" is wrong: Flagfall does not know this field."},
  };
  for (const auto& c : cases) EXPECT_EQ(refusal(c.text), c.says) << c.text;
  StudentResult none = ten_cases();
  none.answers.clear();
  EXPECT_EQ(refusal(class_result_json(none)),
            "This result's \"answers\" is wrong: it must hold from 1 to 50 answers.");
}

TEST(ClassResultJson, TravelsAsALinkAndAFile) {
  const StudentResult r = ten_cases();
  const auto link = class_result_link(r);
  ASSERT_TRUE(link) << link.error();
  EXPECT_TRUE(link->fragment.starts_with("#result=")) << link->fragment;
  const auto read = class_result_from_link(link->fragment);
  ASSERT_TRUE(read) << read.error();
  EXPECT_EQ(*read, r);
  const auto file = class_result_file(r);
  ASSERT_TRUE(file) << file.error();
  EXPECT_EQ(file->filename, "flagfall-result-ana-diaz.json");
  EXPECT_EQ(*parse_class_result(file->text), r);
  // A damaged link is refused with the share links' own reasons.
  EXPECT_FALSE(class_result_from_link("#result="));
  EXPECT_FALSE(class_result_from_link("#result=e30*"));
  EXPECT_FALSE(class_result_from_link("#set=" + link->fragment.substr(8)));
}

TEST(ClassResultJson, AnUnansweredCaseIsNeverRightAndAKeptResultMayHaveNoName) {
  StudentResult r = ten_cases();
  r.answers[3] = {"", false};
  EXPECT_EQ(*parse_class_result(class_result_json(r)), r);
  r.answers[3] = {"", true};
  EXPECT_NE(refusal(class_result_json(r)).find("answers/3"), std::string::npos);
  r.answers[3] = {"", false};
  r.student = "";
  EXPECT_NE(refusal(class_result_json(r)).find("\"student\""), std::string::npos);
  const auto kept = parse_class_result(class_result_json(r), false);
  ASSERT_TRUE(kept) << kept.error();
  EXPECT_EQ(*kept, r);
}

}  // namespace class_result_json_test
}  // namespace flagfall::trainer
