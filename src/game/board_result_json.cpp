#include "game/board_result_json.h"

#include <algorithm>
#include <array>
#include <optional>

#include "game/live_game.h"
#include "json/utf8.h"
#include "json/value.h"
#include "rules/ruleset.h"
#include "words/words.h"

namespace flagfall::game {

namespace {

using json = ::flagfall::json::Value;
using words::Msg;

constexpr const char* kBoardResultFormat = "flagfall-board-result";
constexpr int kBoardResultVersion = 1;
constexpr std::size_t kMaxBoardRuleBytes = 40;
constexpr std::size_t kMaxBoardControlBytes = 200;
constexpr std::array<std::string_view, 16> kBoardResultKeys = {
    "format", "version", "event",   "round",   "board",    "white", "black", "outcome",
    "reason", "rule",    "ruleset", "control", "ended_at", "game",  "",      ""};

std::string field_problem(std::string_view key, const std::string& why) {
  return words::format<Msg::kResultField>(key, why);
}

// A text of at most `most` bytes on one line; "" when absent.
std::optional<std::string> read_text(const json& root, std::string_view key, std::size_t most,
                                     std::string& out) {
  const json* value = root.find(key);
  if (value == nullptr) return std::nullopt;
  const std::string& text = value->string();
  if (!value->is_string() || text.size() > most || !::flagfall::json::one_line(text))
    return field_problem(key, words::format<Msg::kResultReasonText>(std::to_string(most)));
  out = text;
  return std::nullopt;
}

// A whole number from `least` to `most`; `out` untouched when absent.
template <class Number>
std::optional<std::string> read_number(const json& root, std::string_view key, std::int64_t least,
                                       std::int64_t most, Number& out) {
  const json* value = root.find(key);
  if (value == nullptr) return std::nullopt;
  if (!value->is_number_integer() || value->integer() < least || value->integer() > most) {
    return field_problem(
        key, words::format<Msg::kResultReasonNumber>(std::to_string(least), std::to_string(most)));
  }
  out = static_cast<Number>(value->integer());
  return std::nullopt;
}

// One of the names `name_of` gives for 0..`count`-1.
template <class Enum, class NameOf>
std::optional<std::string> read_name(const json& root, std::string_view key, int count,
                                     NameOf name_of, Enum& out) {
  const json* value = root.find(key);
  if (value == nullptr) return field_problem(key, words::said(Msg::kResultReasonMissing));
  for (int i = 0; i < count && value->is_string(); ++i) {
    if (name_of(static_cast<Enum>(i)) == value->string()) {
      out = static_cast<Enum>(i);
      return std::nullopt;
    }
  }
  return field_problem(key, words::said(Msg::kResultReasonUnknown));
}

}  // namespace

void write_place(json& object, const EventPlace& place) {
  if (!place.event.empty()) object["event"] = place.event;
  if (place.round > 0) object["round"] = place.round;
  if (place.board > 0) object["board"] = place.board;
  if (!place.white.empty()) object["white"] = place.white;
  if (!place.black.empty()) object["black"] = place.black;
}

std::optional<std::string> read_place(const json& object, EventPlace& place) {
  std::optional<std::string> problem;
  if ((problem = read_text(object, "event", kMaxNameBytes, place.event)) ||
      (problem = read_number(object, "round", 1, 99, place.round)) ||
      (problem = read_number(object, "board", 1, 999, place.board)) ||
      (problem = read_text(object, "white", kMaxNameBytes, place.white)) ||
      (problem = read_text(object, "black", kMaxNameBytes, place.black))) {
    return problem;
  }
  return std::nullopt;
}

std::string board_result_json(const BoardResult& r) {
  json root = {{"format", kBoardResultFormat},
               {"version", kBoardResultVersion},
               {"outcome", std::string(rules::outcome_name(r.outcome))},
               {"reason", std::string(rules::reason_name(r.reason))},
               {"rule", r.rule},
               {"ruleset", r.ruleset},
               {"control", r.control},
               {"ended_at", r.ended_at}};
  write_place(root, r.place);
  auto game = json::parse(r.record);
  root["game"] = game ? std::move(*game) : json::object();
  return root.dump();
}

bool is_board_result(std::string_view text) {
  const auto parsed = json::parse(text);
  return parsed && parsed->string_or("format", "") == kBoardResultFormat;
}

clock::Result<BoardResult, std::string> parse_board_result(std::string_view text) {
  if (text.size() > kMaxBoardResultBytes) {
    return words::format<Msg::kResultTooLarge>(std::to_string((text.size() + 1023) / 1024),
                                               std::to_string(kMaxBoardResultBytes / 1024));
  }
  const auto parsed = json::parse(text);
  if (!parsed) return words::said(Msg::kResultNotJson);
  const json& root = *parsed;
  if (!root.is_object() || root["format"].string() != kBoardResultFormat ||
      !root["format"].is_string())
    return words::said(Msg::kBoardResultOtherFormat);
  if (!root["version"].is_number_integer() || root["version"].integer() != kBoardResultVersion)
    return words::format<Msg::kResultOtherVersion>(root["version"].dump());
  for (const auto& [key, value] : root.members()) {
    if (key.empty() ||
        std::find(kBoardResultKeys.begin(), kBoardResultKeys.end(), key) == kBoardResultKeys.end())
      return field_problem(key, words::said(Msg::kResultReasonUnknownKey));
  }
  BoardResult r;
  std::optional<std::string> problem;
  if ((problem = read_place(root, r.place)) ||
      (problem = read_name(root, "outcome", static_cast<int>(rules::Outcome::kPlayOn) + 1,
                           rules::outcome_name, r.outcome)) ||
      (problem = read_name(root, "reason", static_cast<int>(rules::Reason::kTimeSet) + 1,
                           rules::reason_name, r.reason)) ||
      (problem = read_text(root, "rule", kMaxBoardRuleBytes, r.rule)) ||
      (problem = read_text(root, "control", kMaxBoardControlBytes, r.control)) ||
      (problem = read_number(root, "ended_at", 0, std::int64_t{1} << 50, r.ended_at))) {
    return *problem;
  }
  if ((problem = read_text(root, "ruleset", kMaxBoardControlBytes, r.ruleset))) return *problem;
  if (rules::find_ruleset(r.ruleset) == nullptr)
    return field_problem("ruleset", words::said(Msg::kResultReasonUnknown));
  const json* game = root.find("game");
  if (game == nullptr) return field_problem("game", words::said(Msg::kResultReasonMissing));
  r.record = game->dump();
  auto loaded = LiveGame::load_json(r.record);
  if (!loaded) return field_problem("game", words::format<Msg::kResultReasonGame>(loaded.error()));
  return r;
}

}  // namespace flagfall::game
