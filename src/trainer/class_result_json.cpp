#include "trainer/class_result_json.h"

#include <algorithm>
#include <array>
#include <optional>

#include "json/utf8.h"
#include "json/value.h"
#include "words/words.h"

namespace flagfall::trainer {

namespace {

using json = ::flagfall::json::Value;
using words::Msg;

constexpr const char* kClassResultFormat = "flagfall-class-result";
constexpr int kClassResultVersion = 1;
constexpr std::size_t kMaxAnswerKeyBytes = 200;
constexpr std::array<std::string_view, 8> kClassResultKeys = {
    "format", "version", "student", "set", "title", "answers", "taken_ms", "finished_at"};

std::string wrong(std::string_view key, const std::string& why) {
  return words::format<Msg::kResultField>(key, why);
}

// A text of `least` to `most` bytes on one line.
std::optional<std::string> text_field(const json& root, std::string_view key, std::size_t least,
                                      std::size_t most, std::string& out) {
  const json* value = root.find(key);
  if (value == nullptr) return wrong(key, words::said(Msg::kResultReasonMissing));
  const std::string& text = value->string();
  if (!value->is_string() || text.size() < least || text.size() > most ||
      !::flagfall::json::one_line(text))
    return wrong(key, words::format<Msg::kResultReasonText>(std::to_string(most)));
  out = text;
  return std::nullopt;
}

std::optional<std::string> count_field(const json& root, std::string_view key, std::int64_t most,
                                       std::int64_t& out) {
  const json* value = root.find(key);
  if (value == nullptr) return wrong(key, words::said(Msg::kResultReasonMissing));
  if (!value->is_number_integer() || value->integer() < 0 || value->integer() > most) {
    return wrong(key, words::format<Msg::kResultReasonNumber>("0", std::to_string(most)));
  }
  out = value->integer();
  return std::nullopt;
}

std::optional<std::string> answers_field(const json& root, std::vector<CaseAnswer>& out) {
  const json* value = root.find("answers");
  if (value == nullptr) return wrong("answers", words::said(Msg::kResultReasonMissing));
  if (!value->is_array() || value->empty() || value->size() > kMaxSetCases) {
    return wrong("answers",
                 words::format<Msg::kResultReasonCount>("1", std::to_string(kMaxSetCases)));
  }
  for (std::size_t i = 0; i < value->size(); ++i) {
    const json& item = (*value)[i];
    const std::string where = "answers/" + std::to_string(i);
    const json& chosen = item["chosen"];
    const json& right = item["right"];
    // An empty key is a case left unanswered when time ran out, so never right.
    if (!item.is_object() || item.size() != 2 || !chosen.is_string() ||
        chosen.string().size() > kMaxAnswerKeyBytes ||
        !::flagfall::json::one_line(chosen.string()) || !right.is_boolean() ||
        (chosen.string().empty() && right.boolean())) {
      return wrong(where, words::said(Msg::kResultReasonAnswer));
    }
    out.push_back({chosen.string(), right.boolean()});
  }
  return std::nullopt;
}

}  // namespace

std::string class_result_json(const StudentResult& r) {
  json answers = json::array();
  for (const CaseAnswer& a : r.answers)
    answers.push_back({{"chosen", a.chosen}, {"right", a.right}});
  const json root = {{"format", kClassResultFormat}, {"version", kClassResultVersion},
                     {"student", r.student},         {"set", r.set_hash},
                     {"title", r.set_title},         {"answers", std::move(answers)},
                     {"taken_ms", r.taken_ms},       {"finished_at", r.finished_at}};
  return root.dump();
}

clock::Result<StudentResult, std::string> parse_class_result(std::string_view text, bool named) {
  if (text.size() > kMaxClassResultBytes) {
    return words::format<Msg::kResultTooLarge>(std::to_string((text.size() + 1023) / 1024),
                                               std::to_string(kMaxClassResultBytes / 1024));
  }
  const auto parsed = json::parse(text);
  if (!parsed) return words::said(Msg::kResultNotJson);
  const json& root = *parsed;
  if (!root.is_object() || !root["format"].is_string() ||
      root["format"].string() != kClassResultFormat)
    return words::said(Msg::kClassResultOtherFormat);
  if (!root["version"].is_number_integer() || root["version"].integer() != kClassResultVersion)
    return words::format<Msg::kResultOtherVersion>(root["version"].dump());
  for (const auto& [key, value] : root.members()) {
    if (std::find(kClassResultKeys.begin(), kClassResultKeys.end(), key) == kClassResultKeys.end())
      return wrong(key, words::said(Msg::kResultReasonUnknownKey));
  }
  StudentResult r;
  std::optional<std::string> problem;
  if ((problem = text_field(root, "student", named ? 1 : 0, kMaxStudentNameBytes, r.student)) ||
      (problem = text_field(root, "set", 16, 16, r.set_hash)) ||
      (problem = text_field(root, "title", 0, kMaxSetTitleBytes, r.set_title)) ||
      (problem = answers_field(root, r.answers)) ||
      (problem = count_field(root, "taken_ms", std::int64_t{1} << 40, r.taken_ms)) ||
      (problem = count_field(root, "finished_at", std::int64_t{1} << 50, r.finished_at))) {
    return *problem;
  }
  const auto hex_digit = [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); };
  if (!std::all_of(r.set_hash.begin(), r.set_hash.end(), hex_digit))
    return wrong("set", words::format<Msg::kResultReasonText>("16"));
  return r;
}

bool is_class_result(std::string_view text) {
  const auto parsed = json::parse(text);
  return parsed && parsed->string_or("format", "") == kClassResultFormat;
}

clock::Result<ShareLink, std::string> class_result_link(const StudentResult& result) {
  return make_link(kClassResultKey, class_result_json(result));
}

clock::Result<ShareFile, std::string> class_result_file(const StudentResult& result) {
  return make_file("flagfall-result-" + file_stem(result.student, "student") + ".json",
                   class_result_json(result));
}

clock::Result<StudentResult, std::string> class_result_from_link(std::string_view fragment) {
  const auto text = link_payload(fragment, kClassResultKey);
  if (!text) return text.error();
  return parse_class_result(text->json);
}

}  // namespace flagfall::trainer
