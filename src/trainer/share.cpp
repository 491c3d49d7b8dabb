#include "trainer/share.h"

#include "json/value.h"

#include "rules/scenario_writer.h"
#include "trainer/base64url.h"
#include "words/words.h"

namespace flagfall::trainer {
namespace {

using json = ::flagfall::json::Value;
using words::Msg;

constexpr std::string_view kCaseKey = "case=";
constexpr std::string_view kPackedKey = "z=";
constexpr std::string_view kSetKey = "set=";

std::string kilobytes(std::size_t bytes) {
  return words::format<Msg::kSizeKilobytes>(std::to_string((bytes + 1023) / 1024));
}

std::string in_quotes(std::string_view text) {
  std::string out = "\"";
  out.append(text.substr(0, 60));
  out.append(text.size() > 60 ? "...\"" : "\"");
  return out;
}

std::string case_where(std::size_t index) {
  return words::format<Msg::kTrainerShareCaseOfSet>(std::to_string(index + 1));
}

std::optional<std::string> set_problem(const ClassSet& set) {
  if (set.title.empty()) return std::string(words::text(Msg::kTrainerShareNoTitle));
  if (set.title.size() > kMaxSetTitleBytes) {
    return words::format<Msg::kTrainerShareTitleTooLong>(std::to_string(kMaxSetTitleBytes));
  }
  if (set.cases.empty()) return std::string(words::text(Msg::kTrainerSetNoCases));
  if (set.cases.size() > kMaxSetCases) {
    return words::format<Msg::kTrainerShareTooManyCases>(std::to_string(set.cases.size()),
                                                         std::to_string(kMaxSetCases));
  }
  return std::nullopt;
}

clock::Result<rules::Scenario, std::string> read_case(const json& value, std::string_view where) {
  auto parsed = rules::parse_scenario(value.dump());
  if (!parsed) return words::format<Msg::kTrainerShareWhere>(where, parsed.error().message());
  return std::move(parsed).value();
}

clock::Result<ClassSet, std::string> read_set(const json& root, const Bank& bank) {
  for (const auto& [key, value] : root.members()) {
    if (key != "format" && key != "version" && key != "title" && key != "cases" &&
        key != "ruleset") {
      return words::format<Msg::kTrainerShareUnknownKey>(key);
    }
  }
  const auto version = root.find("version");
  if (!version || !version->is_number_integer())
    return std::string(words::text(Msg::kTrainerShareNoVersion));
  if (*version != kClassSetVersion) {
    return words::format<Msg::kTrainerShareOtherVersion>(version->dump());
  }
  ClassSet set;
  const auto title = root.find("title");
  if (!title || !title->is_string())
    return std::string(words::text(Msg::kTrainerShareTitleNotText));
  set.title = title->get<std::string>();
  if (const auto ruleset = root.find("ruleset")) {
    if (!ruleset->is_string() || rules::find_ruleset(ruleset->string()) == nullptr)
      return words::format<Msg::kTrainerShareUnknownRuleset>(ruleset->dump().substr(0, 60));
    set.ruleset = ruleset->string();
  }
  const auto cases = root.find("cases");
  if (!cases || !cases->is_array())
    return std::string(words::text(Msg::kTrainerShareCasesNotArray));
  if (cases->size() > kMaxSetCases) {
    return words::format<Msg::kTrainerShareTooManyCases>(std::to_string(cases->size()),
                                                         std::to_string(kMaxSetCases));
  }
  for (std::size_t i = 0; i < cases->size(); ++i) {
    const json& item = (*cases)[i];
    SetCase entry;
    const json* bank_case = item.is_object() ? item.find("bank") : nullptr;
    if (bank_case != nullptr) {
      // A bank case with its own ruleset: {"bank": id, "ruleset": ruleset}, nothing else.
      for (const auto& [key, value] : item.members()) {
        if (key != "bank" && key != "ruleset")
          return words::format<Msg::kTrainerShareCaseKey>(case_where(i), key);
      }
      const json* ruleset = item.find("ruleset");
      if (!bank_case->is_string()) return words::format<Msg::kTrainerShareBadCase>(case_where(i));
      if (ruleset == nullptr || !ruleset->is_string() ||
          rules::find_ruleset(ruleset->string()) == nullptr) {
        return words::format<Msg::kTrainerShareUnknownRuleset>(
            (ruleset ? ruleset->dump() : std::string("null")).substr(0, 60));
      }
      entry.ruleset = ruleset->string();
    }
    if (item.is_string() || bank_case != nullptr) {
      entry.bank_id = (bank_case != nullptr ? *bank_case : item).get<std::string>();
      const rules::Scenario* found = bank.find(entry.bank_id);
      if (found == nullptr)
        return words::format<Msg::kTrainerShareNoBankId>(case_where(i), in_quotes(entry.bank_id));
      entry.scenario = *found;
    } else if (item.is_object()) {
      auto parsed = read_case(item, case_where(i));
      if (!parsed) return parsed.error();
      entry.scenario = std::move(parsed).value();
    } else {
      return words::format<Msg::kTrainerShareBadCase>(case_where(i));
    }
    for (std::size_t k = 0; k < set.cases.size(); ++k) {
      if (set.cases[k].scenario.id == entry.scenario.id) {
        return words::format<Msg::kTrainerShareIdTwice>(case_where(i), in_quotes(entry.scenario.id),
                                                        std::to_string(k + 1));
      }
    }
    set.cases.push_back(std::move(entry));
  }
  if (auto problem = set_problem(set)) return *problem;
  return set;
}

clock::Result<Shared, std::string> read_shared(std::string_view text, const Bank& bank,
                                               std::string_view damaged) {
  const auto parsed_root = json::parse(text);
  if (!parsed_root) return std::string(damaged);
  const json& root = *parsed_root;
  if (!root.is_object()) return std::string(words::text(Msg::kTrainerShareNotObject));
  Shared shared;
  if (const auto format = root.find("format"); format) {
    if (*format != kClassSetFormat) {
      return words::format<Msg::kTrainerShareOtherFormat>(format->dump().substr(0, 60));
    }
    auto set = read_set(root, bank);
    if (!set) return set.error();
    shared.set = std::move(set).value();
    return shared;
  }
  auto one = read_case(root, words::text(Msg::kTrainerShareTheCase));
  if (!one) return one.error();
  shared.one = std::move(one).value();
  return shared;
}

}  // namespace

clock::Result<ShareLink, std::string> make_link(std::string_view key, const std::string& json) {
  ShareLink link{"#"};
  link.fragment.append(key);
  link.fragment.append(base64url_encode(json));
  if (link.fragment.size() > kMaxLinkChars) {
    return words::format<Msg::kTrainerShareTooLongForLink>(kilobytes(link.fragment.size()),
                                                           kilobytes(kMaxLinkChars));
  }
  return link;
}

clock::Result<ShareFile, std::string> make_file(std::string filename, std::string text) {
  if (text.size() > kMaxShareFileBytes) {
    return words::format<Msg::kTrainerShareTooLargeForFile>(kilobytes(text.size()),
                                                            kilobytes(kMaxShareFileBytes));
  }
  return ShareFile{std::move(filename), std::move(text)};
}

std::string file_stem(std::string_view title, std::string_view fallback) {
  // A Latin-1 letter (UTF-8 C3 80-BF) keeps its base letter: "Díaz" is "diaz", "Núñez" "nunez".
  static constexpr char kLatin1Base[] = "aaaaaaaceeeeiiiidnooooo-ouuuuyts";
  std::string out;
  for (std::size_t i = 0; i < title.size(); ++i) {
    char c = title[i];
    const unsigned char next = i + 1 < title.size() ? static_cast<unsigned char>(title[i + 1]) : 0;
    if (static_cast<unsigned char>(c) == 0xC3 && next >= 0x80 && next <= 0xBF) {
      c = next == 0xBF ? 'y' : kLatin1Base[(next - 0x80) & 31];
      ++i;
    }
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    const bool plain = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    if (plain)
      out += c;
    else if (!out.empty() && out.back() != '-')
      out += '-';
    if (out.size() >= 40) break;
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out.empty() ? std::string(fallback) : out;
}

clock::Result<LinkPayload, std::string> link_payload(std::string_view fragment,
                                                     std::string_view key) {
  if (fragment.size() > kMaxLinkChars) {
    return words::format<Msg::kTrainerShareLinkTooLong>(kilobytes(fragment.size()),
                                                        kilobytes(kMaxLinkChars));
  }
  if (!fragment.empty() && fragment.front() == '#') fragment.remove_prefix(1);
  if (!fragment.starts_with(key)) return std::string(words::text(Msg::kTrainerShareNotALink));
  fragment.remove_prefix(key.size());
  if (fragment.empty()) return std::string(words::text(Msg::kTrainerShareLinkEmpty));
  if (fragment.find_first_not_of(kBase64UrlAlphabet) != std::string_view::npos) {
    return std::string(words::text(Msg::kTrainerShareLinkBadCharacters));
  }
  auto bytes = base64url_decode(fragment);
  if (!bytes) return std::string(words::text(Msg::kTrainerShareLinkCut));
  return LinkPayload{std::move(*bytes)};
}

ClassSet bank_set(std::string title, const std::vector<std::string>& ids, const Bank& bank) {
  ClassSet set{std::move(title), {}};
  for (const std::string& id : ids) {
    if (const rules::Scenario* s = bank.find(id)) set.cases.push_back({id, *s});
  }
  return set;
}

std::string class_set_to_json(const ClassSet& set, int indent) {
  json cases = json::array();
  for (const SetCase& c : set.cases) {
    if (c.bank_id.empty()) {
      cases.push_back(*json::parse(std::string_view(rules::scenario_to_json(c.scenario))));
    } else if (c.ruleset.empty()) {
      cases.push_back(json(c.bank_id));
    } else {
      cases.push_back(json{{"bank", c.bank_id}, {"ruleset", c.ruleset}});
    }
  }
  json root = {{"format", kClassSetFormat},
               {"version", kClassSetVersion},
               {"title", set.title},
               {"cases", cases}};
  if (!set.ruleset.empty()) root["ruleset"] = set.ruleset;
  return root.dump(indent);
}

clock::Result<ShareLink, std::string> case_link(const rules::Scenario& scenario) {
  return make_link(kCaseKey, rules::scenario_to_json(scenario));
}

clock::Result<ShareLink, std::string> set_link(const ClassSet& set) {
  if (auto problem = set_problem(set)) return *problem;
  return make_link(kSetKey, class_set_to_json(set));
}

clock::Result<ShareFile, std::string> case_file(const rules::Scenario& scenario) {
  return make_file(scenario.id + ".json", rules::scenario_to_json(scenario, 2));
}

clock::Result<ShareFile, std::string> set_file(const ClassSet& set) {
  if (auto problem = set_problem(set)) return *problem;
  return make_file(file_stem(set.title, "class-set") + ".json", class_set_to_json(set, 2));
}

bool is_share_link(std::string_view fragment) {
  if (!fragment.empty() && fragment.front() == '#') fragment.remove_prefix(1);
  return fragment.starts_with(kCaseKey) || fragment.starts_with(kSetKey);
}

clock::Result<Shared, std::string> open_link(std::string_view fragment, const Bank& bank) {
  const std::string_view body = fragment.substr(fragment.starts_with('#') ? 1 : 0);
  // A packed link (#z=) reaches the app only when the page could not unpack it.
  if (body.starts_with(kPackedKey))
    return std::string(words::text(Msg::kTrainerSharePackedUnreadable));
  const bool one = body.starts_with(kCaseKey);
  const auto bytes = link_payload(fragment, one ? kCaseKey : kSetKey);
  if (!bytes) return bytes.error();
  auto shared = read_shared(bytes->json, bank, words::text(Msg::kTrainerShareLinkNotJson));
  if (!shared) return shared.error();
  if (one != shared->one.has_value())
    return std::string(
        words::text(one ? Msg::kTrainerShareCaseLinkHoldsSet : Msg::kTrainerShareSetLinkHoldsCase));
  return shared;
}

clock::Result<Shared, std::string> open_file(std::string_view text, const Bank& bank) {
  if (text.size() > kMaxShareFileBytes) {
    return words::format<Msg::kTrainerShareFileTooLarge>(kilobytes(text.size()),
                                                         kilobytes(kMaxShareFileBytes));
  }
  return read_shared(text, bank, words::text(Msg::kTrainerShareFileNotJson));
}

clock::Result<ClassSet, std::string> parse_class_set(std::string_view json_text, const Bank& bank) {
  const auto parsed_root = json::parse(json_text);
  if (!parsed_root) return std::string(words::text(Msg::kTrainerShareSetNotJson));
  const json& root = *parsed_root;
  if (!root.is_object() || !root.contains("format") || root["format"] != kClassSetFormat)
    return std::string(words::text(Msg::kTrainerShareNotASet));
  return read_set(root, bank);
}

}  // namespace flagfall::trainer
