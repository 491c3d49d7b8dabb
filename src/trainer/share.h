#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "clock/result.h"
#include "rules/scenario.h"
#include "trainer/bank.h"

namespace flagfall::trainer {

// Sharing cases (docs/trainer.md, "Sharing a case"): one case, or a class set (a title, bank
// ids and the author's own cases), as a link that carries the data in the URL fragment
// ("#case=<payload>", "#set=<payload>": the compact JSON in base64url, never sent to a server)
// or as a .json file holding the same JSON. What comes in is someone else's data: it is
// size-limited, read by the scenario parser itself, and refused with a message that names the
// problem and where.

inline constexpr std::size_t kMaxLinkChars = 16 * 1024;       // the whole fragment, '#' included
inline constexpr std::size_t kMaxShareFileBytes = 64 * 1024;  // a .json file
inline constexpr std::size_t kMaxSetCases = 50;
inline constexpr std::size_t kMaxSetTitleBytes = 120;
inline constexpr std::string_view kClassSetFormat = "flagfall-class-set";
inline constexpr int kClassSetVersion = 1;

struct SetCase {
  std::string bank_id;       // the bank scenario this case is; empty for the author's own case
  rules::Scenario scenario;  // the case itself (the bank's, once looked up)
  // A bank case's own ruleset, chosen for it alone ("" for the set's): written with its id as
  // {"bank": id, "ruleset": ruleset}. The author's own case carries its rulesets itself.
  std::string ruleset = {};
};

struct ClassSet {
  std::string title;
  std::vector<SetCase> cases;
  // The ruleset every case is asked under where it is meant for it (a scholastic coach's
  // Scholastic); "" for each case's own first ruleset. Written only when chosen, so a set
  // without one keeps its hash.
  std::string ruleset = {};
};

// The ruleset a case of the set is asked under where it is meant for it: its own choice, else the
// set's ("" for the case's own first ruleset: set_question()).
inline std::string_view asked_ruleset(const ClassSet& set, const SetCase& c) {
  return c.ruleset.empty() ? std::string_view(set.ruleset) : std::string_view(c.ruleset);
}

// A set of bank cases only, by id (unknown ids are left out).
ClassSet bank_set(std::string title, const std::vector<std::string>& ids, const Bank& bank);

// What a link or a file holds: one case, or a class set.
struct Shared {
  std::optional<rules::Scenario> one;
  std::optional<ClassSet> set;
};

struct ShareLink {
  std::string fragment;  // "#case=..." or "#set=..."
};

struct ShareFile {
  std::string filename;  // "<id>.json", "<title>.json"
  std::string text;      // indented JSON
};

// The set as JSON ({"format":"flagfall-class-set","version":1,"title":..,"cases":[..]}: a bank
// case as its id, an own case as a scenario object); compact when indent < 0.
std::string class_set_to_json(const ClassSet& set, int indent = -1);

// Links and files; refused (with the reason) when over the limits above.
clock::Result<ShareLink, std::string> case_link(const rules::Scenario& scenario);
clock::Result<ShareLink, std::string> set_link(const ClassSet& set);
clock::Result<ShareFile, std::string> case_file(const rules::Scenario& scenario);
clock::Result<ShareFile, std::string> set_file(const ClassSet& set);

// The pieces each kind of link and file is made of: the fragment "#<key><base64url of json>"
// within kMaxLinkChars; a file within kMaxShareFileBytes; a file name's stem from a title (a-z,
// 0-9 and '-', `fallback` when none is left); and a fragment's JSON back (`key` without '#'),
// or what is wrong with it.
clock::Result<ShareLink, std::string> make_link(std::string_view key, const std::string& json);
clock::Result<ShareFile, std::string> make_file(std::string filename, std::string text);
std::string file_stem(std::string_view title, std::string_view fallback);
struct LinkPayload {
  std::string json;
};
clock::Result<LinkPayload, std::string> link_payload(std::string_view fragment,
                                                     std::string_view key);

// Whether a URL fragment is a share link at all ("#case=" or "#set=", with or without '#').
bool is_share_link(std::string_view fragment);

// Reads a link's fragment, or a .json file's text (one scenario, or a set object). Bank ids are
// looked up in `bank`.
clock::Result<Shared, std::string> open_link(std::string_view fragment, const Bank& bank);
clock::Result<Shared, std::string> open_file(std::string_view text, const Bank& bank);

// A set's JSON alone (what "#set=" carries).
clock::Result<ClassSet, std::string> parse_class_set(std::string_view json_text, const Bank& bank);

}  // namespace flagfall::trainer
