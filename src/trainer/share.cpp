#include "trainer/share.h"

#include <nlohmann/json.hpp>

#include "rules/scenario_writer.h"
#include "trainer/base64url.h"

namespace flagfall::trainer {
namespace {

using nlohmann::json;

constexpr std::string_view kCaseKey = "case=";
constexpr std::string_view kSetKey = "set=";

std::string kilobytes(std::size_t bytes) {
  return std::to_string((bytes + 1023) / 1024) + " KB";
}

std::string in_quotes(std::string_view text) {
  std::string out = "\"";
  out.append(text.substr(0, 60));
  out.append(text.size() > 60 ? "...\"" : "\"");
  return out;
}

std::string case_where(std::size_t index) {
  return "case " + std::to_string(index + 1) + " of the set";
}

std::optional<std::string> set_problem(const ClassSet& set) {
  if (set.title.empty()) return "the set has no title";
  if (set.title.size() > kMaxSetTitleBytes) {
    return "the set's title is too long (at most " + std::to_string(kMaxSetTitleBytes) +
           " characters)";
  }
  if (set.cases.empty()) return "the set has no cases";
  if (set.cases.size() > kMaxSetCases) {
    return "the set has " + std::to_string(set.cases.size()) + " cases (at most " +
           std::to_string(kMaxSetCases) + ")";
  }
  return std::nullopt;
}

clock::Result<ShareLink, std::string> make_link(std::string_view key, const std::string& json) {
  ShareLink link{"#"};
  link.fragment.append(key);
  link.fragment.append(base64url_encode(json));
  if (link.fragment.size() > kMaxLinkChars) {
    return "too long for a link (" + kilobytes(link.fragment.size()) + ", at most " +
           kilobytes(kMaxLinkChars) + "): share it as a file";
  }
  return link;
}

clock::Result<ShareFile, std::string> make_file(std::string filename, std::string text) {
  if (text.size() > kMaxShareFileBytes) {
    return "too large for a file (" + kilobytes(text.size()) + ", at most " +
           kilobytes(kMaxShareFileBytes) + ")";
  }
  return ShareFile{std::move(filename), std::move(text)};
}

// A name for the file from the set's title: a-z, 0-9 and '-'.
std::string file_stem(std::string_view title) {
  std::string out;
  for (char c : title) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    const bool plain = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    if (plain)
      out += c;
    else if (!out.empty() && out.back() != '-')
      out += '-';
    if (out.size() >= 40) break;
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out.empty() ? "class-set" : out;
}

clock::Result<rules::Scenario, std::string> read_case(const json& value, std::string_view where) {
  auto parsed = rules::parse_scenario(value.dump());
  if (!parsed) return std::string(where) + ": " + parsed.error().message();
  return std::move(parsed).value();
}

clock::Result<ClassSet, std::string> read_set(const json& root, const Bank& bank) {
  for (const auto& [key, value] : root.items()) {
    if (key != "format" && key != "version" && key != "title" && key != "cases") {
      return "the set: unknown key \"" + key + "\" (expected format, version, title, cases)";
    }
  }
  const auto version = root.find("version");
  if (version == root.end() || !version->is_number_integer())
    return std::string("the set: missing \"version\"");
  if (*version != kClassSetVersion) {
    return "the set: made by another version of Flagfall (version " + version->dump() + ")";
  }
  ClassSet set;
  const auto title = root.find("title");
  if (title == root.end() || !title->is_string())
    return std::string("the set: \"title\" must be a text");
  set.title = title->get<std::string>();
  const auto cases = root.find("cases");
  if (cases == root.end() || !cases->is_array())
    return std::string("the set: \"cases\" must be an array");
  if (cases->size() > kMaxSetCases) {
    return "the set has " + std::to_string(cases->size()) + " cases (at most " +
           std::to_string(kMaxSetCases) + ")";
  }
  for (std::size_t i = 0; i < cases->size(); ++i) {
    const json& item = (*cases)[i];
    SetCase entry;
    if (item.is_string()) {
      entry.bank_id = item.get<std::string>();
      const rules::Scenario* found = bank.find(entry.bank_id);
      if (found == nullptr)
        return case_where(i) + ": no bank scenario has the id " + in_quotes(entry.bank_id);
      entry.scenario = *found;
    } else if (item.is_object()) {
      auto parsed = read_case(item, case_where(i));
      if (!parsed) return parsed.error();
      entry.scenario = std::move(parsed).value();
    } else {
      return case_where(i) + ": must be a bank id or a scenario object";
    }
    for (std::size_t k = 0; k < set.cases.size(); ++k) {
      if (set.cases[k].scenario.id == entry.scenario.id) {
        return case_where(i) + ": the id " + in_quotes(entry.scenario.id) + " is also case " +
               std::to_string(k + 1);
      }
    }
    set.cases.push_back(std::move(entry));
  }
  if (auto problem = set_problem(set)) return *problem;
  return set;
}

clock::Result<Shared, std::string> read_shared(std::string_view text, const Bank& bank,
                                               std::string_view damaged) {
  const json root = json::parse(text.begin(), text.end(), nullptr, false);
  if (root.is_discarded()) return std::string(damaged);
  if (!root.is_object()) return std::string("not a Flagfall case or class set (not an object)");
  Shared shared;
  if (const auto format = root.find("format"); format != root.end()) {
    if (*format != kClassSetFormat) {
      return "not a Flagfall case or class set (format " + format->dump().substr(0, 60) + ")";
    }
    auto set = read_set(root, bank);
    if (!set) return set.error();
    shared.set = std::move(set).value();
    return shared;
  }
  auto one = read_case(root, "the case");
  if (!one) return one.error();
  shared.one = std::move(one).value();
  return shared;
}

}  // namespace

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
    cases.push_back(c.bank_id.empty()
                        ? json::parse(std::string_view(rules::scenario_to_json(c.scenario)))
                        : json(c.bank_id));
  }
  const json root = {{"format", kClassSetFormat},
                     {"version", kClassSetVersion},
                     {"title", set.title},
                     {"cases", cases}};
  return root.dump(indent, ' ', false, json::error_handler_t::replace);
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
  return make_file(file_stem(set.title) + ".json", class_set_to_json(set, 2));
}

bool is_share_link(std::string_view fragment) {
  if (!fragment.empty() && fragment.front() == '#') fragment.remove_prefix(1);
  return fragment.starts_with(kCaseKey) || fragment.starts_with(kSetKey);
}

clock::Result<Shared, std::string> open_link(std::string_view fragment, const Bank& bank) {
  if (fragment.size() > kMaxLinkChars) {
    return "the link is too long (" + kilobytes(fragment.size()) + ", at most " +
           kilobytes(kMaxLinkChars) + ")";
  }
  if (!fragment.empty() && fragment.front() == '#') fragment.remove_prefix(1);
  const bool one = fragment.starts_with(kCaseKey);
  if (!one && !fragment.starts_with(kSetKey))
    return std::string("not a Flagfall link (expected #case=... or #set=...)");
  fragment.remove_prefix(one ? kCaseKey.size() : kSetKey.size());
  if (fragment.empty()) return std::string("the link holds nothing after \"=\"");
  if (fragment.find_first_not_of(kBase64UrlAlphabet) != std::string_view::npos) {
    return std::string(
        "the link is damaged: it holds characters a Flagfall link never has (was it changed?)");
  }
  const auto bytes = base64url_decode(fragment);
  if (!bytes) return std::string("the link is damaged or cut short: its data ends in the middle");
  auto shared = read_shared(*bytes, bank,
                            "the link is damaged or cut short: its data is not "
                            "readable JSON");
  if (!shared) return shared.error();
  if (one != shared->one.has_value())
    return std::string(one ? "a #case= link that holds a set" : "a #set= link that holds a case");
  return shared;
}

clock::Result<Shared, std::string> open_file(std::string_view text, const Bank& bank) {
  if (text.size() > kMaxShareFileBytes) {
    return "the file is too large (" + kilobytes(text.size()) + ", at most " +
           kilobytes(kMaxShareFileBytes) + ")";
  }
  return read_shared(text, bank, "the file is not readable JSON");
}

clock::Result<ClassSet, std::string> parse_class_set(std::string_view json_text, const Bank& bank) {
  const json root = json::parse(json_text.begin(), json_text.end(), nullptr, false);
  if (root.is_discarded()) return std::string("the set is not readable JSON");
  if (!root.is_object() || !root.contains("format") || root["format"] != kClassSetFormat)
    return std::string("not a Flagfall class set");
  return read_set(root, bank);
}

}  // namespace flagfall::trainer
