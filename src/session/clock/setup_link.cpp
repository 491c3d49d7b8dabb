#include "session/clock/setup_link.h"

#include <algorithm>
#include <iterator>
#include <optional>

#include "clock/clock.h"
#include "clock/notation.h"
#include "game/live_game.h"
#include "json/utf8.h"
#include "rules/ruleset.h"
#include "session/link_language.h"
#include "trainer/base64url.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using words::Msg;

constexpr std::string_view kPrefix = "clock?";
constexpr std::size_t kMaxLinkLength = 1000;
constexpr std::size_t kMaxControlLength = 200;
constexpr std::size_t kMaxEventLength = 80;  // bytes of UTF-8
constexpr int kMaxRound = 99;
constexpr int kMaxBoard = 999;
constexpr std::size_t kMaxShown = 40;

std::string_view without_hash(std::string_view fragment) {
  if (!fragment.empty() && fragment.front() == '#') fragment.remove_prefix(1);
  return fragment;
}

// Untrusted text as a message may show it: printable ASCII only, cut short.
void append_printable(std::string& out, std::string_view text) {
  for (std::size_t i = 0; i < text.size() && i < kMaxShown; ++i) {
    const char c = text[i];
    out.push_back((c >= 0x20 && c < 0x7F) ? c : '?');
  }
  if (text.size() > kMaxShown) out.append("...");
}

std::string printable(std::string_view text) {
  std::string out;
  append_printable(out, text);
  return out;
}

std::string shown(std::string_view text) {
  std::string out(1, '"');
  append_printable(out, text);
  out.push_back('"');
  return out;
}

std::string lower_ascii(std::string_view text) {
  std::string out(text);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

bool kept_as_is(char c) {
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) return true;
  return std::string_view("-._~/:@!$*+,;").find(c) != std::string_view::npos;
}

std::string known_rulesets() {
  std::string list;
  for (const rules::Ruleset* ruleset : rules::all_rulesets()) {
    if (!list.empty()) list += ", ";
    list += ruleset->id;
  }
  return list;
}

using Error = SetupLinkError;

std::optional<Error> read_ruleset(std::string_view value, SetupLink& link) {
  const std::string id = lower_ascii(trimmed(value));
  if (id.empty())
    return Error{"ruleset", words::format<Msg::kLinkSetupReasonRulesetEmpty>(known_rulesets())};
  const rules::Ruleset* ruleset = rules::find_ruleset(id);
  if (ruleset == nullptr) {
    return Error{"ruleset",
                 words::format<Msg::kLinkSetupReasonNoRuleset>(shown(value), known_rulesets())};
  }
  link.ruleset = std::string(ruleset->id);
  return std::nullopt;
}

// A control as the link gives it (`part`: "tc" or "black"): trimmed, and one the clock can count.
std::optional<Error> read_link_control(const std::string& part, std::string_view value,
                                       const std::string& ruleset, std::string& out) {
  const std::string_view control = trimmed(value);
  if (control.empty()) return Error{part, words::said(Msg::kLinkSetupReasonEmpty)};
  if (control.size() > kMaxControlLength) {
    return Error{part,
                 words::format<Msg::kLinkSetupReasonTooLong>(std::to_string(kMaxControlLength))};
  }
  // The clock's own check: a control it reads and can count (not PGN's "-").
  auto game = game::LiveGame::make({ruleset, std::string(control), ""});
  if (!game) return Error{part, game.error()};
  out = std::string(control);
  return std::nullopt;
}

// Time odds: White's and Black's controls must make one clock (an hourglass needs both).
std::optional<Error> check_odds(const SetupLink& link) {
  if (link.black.empty()) return std::nullopt;
  const auto white = clock::parse_time_control(link.control);
  const auto black = clock::parse_time_control(link.black);
  if (!white || !black) return Error{"black", words::said(Msg::kLinkSetupReasonNotControl)};
  if (auto problem = clock::validate(clock::ClockConfig{{*white, *black}})) {
    return Error{"black",
                 words::format<Msg::kLinkSetupReasonWithWhite>(shown(link.control), *problem)};
  }
  return std::nullopt;
}

// The event's name: trimmed, on one line, at most kMaxEventLength bytes.
std::optional<Error> read_event(std::string_view value, std::string& out) {
  const std::string_view name = trimmed(value);
  if (name.empty() || name.size() > kMaxEventLength || !json::one_line(name)) {
    return Error{"event",
                 words::format<Msg::kLinkSetupReasonEvent>(std::to_string(kMaxEventLength))};
  }
  out = std::string(name);
  return std::nullopt;
}

// A round's or a board's number: digits only, from 1 to `most`.
std::optional<Error> read_number(const char* part, std::string_view value, int most, int& out) {
  const std::string_view digits = trimmed(value);
  int n = 0;
  const bool whole =
      !digits.empty() && digits.size() <= 4 &&
      std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (whole) {
    for (const char c : digits) n = n * 10 + (c - '0');
  }
  if (!whole || n < 1 || n > most)
    return Error{part, words::format<Msg::kLinkSetupReasonNumber>(std::to_string(most))};
  out = n;
  return std::nullopt;
}

constexpr std::string_view kLinkSettings[] = {"ruleset", "tc",    "black", "draw",
                                              "event",   "round", "board"};

}  // namespace

std::string SetupLinkError::message() const {
  if (part == "link") return words::format<Msg::kLinkSetupUnreadable>(reason);
  return words::format<Msg::kLinkSetupWrongPart>(part, reason);
}

std::string percent_encode(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (const char c : text) {
    if (kept_as_is(c)) {
      out += c;
    } else {
      const auto byte = static_cast<unsigned char>(c);
      out += '%';
      out += kHex[byte >> 4];
      out += kHex[byte & 0xF];
    }
  }
  return out;
}

std::optional<std::string> percent_decode(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    if (i + 2 >= text.size()) return std::nullopt;
    const int high = hex_value(text[i + 1]);
    const int low = hex_value(text[i + 2]);
    if (high < 0 || low < 0) return std::nullopt;
    out += static_cast<char>(high * 16 + low);
    i += 2;
  }
  return out;
}

bool is_setup_link(std::string_view fragment) {
  return without_hash(fragment).starts_with(kPrefix);
}

clock::Result<SetupLink, SetupLinkError> parse_setup_link(std::string_view fragment) {
  fragment = without_hash(fragment);
  if (fragment.size() > kMaxLinkLength) {
    return Error{"link",
                 words::format<Msg::kLinkSetupReasonTooLong>(std::to_string(kMaxLinkLength))};
  }
  if (!is_setup_link(fragment)) {
    return Error{"link", words::format<Msg::kLinkSetupReasonPrefix>(
                             shown(fragment.substr(0, kPrefix.size())))};
  }
  std::string_view rest = fragment.substr(kPrefix.size());
  std::optional<std::string> values[std::size(kLinkSettings)];
  while (!rest.empty()) {
    const std::size_t end = std::min(rest.find('&'), rest.size());
    const std::string_view setting = rest.substr(0, end);
    rest.remove_prefix(std::min(end + 1, rest.size()));
    if (setting.empty()) continue;  // "a&&b" or a trailing '&', as some tools leave
    const std::size_t equals = setting.find('=');
    const auto name = percent_decode(setting.substr(0, std::min(equals, setting.size())));
    if (!name) return Error{"link", words::format<Msg::kLinkSetupReasonBadEscape>(shown(setting))};
    const std::string key = lower_ascii(*name);
    const auto known = std::find(std::begin(kLinkSettings), std::end(kLinkSettings), key);
    if (known == std::end(kLinkSettings)) {
      if (name->empty())
        return Error{"link", words::format<Msg::kLinkSetupReasonNoName>(shown(setting))};
      return Error{printable(*name), words::said(Msg::kLinkSetupReasonUnknown)};
    }
    if (equals == std::string_view::npos)
      return Error{key, words::format<Msg::kLinkSetupReasonNoValue>(key)};
    const auto value = percent_decode(setting.substr(equals + 1));
    if (!value) return Error{key, words::said(Msg::kLinkSetupReasonValueEscape)};
    std::optional<std::string>& slot = values[known - std::begin(kLinkSettings)];
    if (slot) return Error{key, words::said(Msg::kLinkSetupReasonTwice)};
    slot = *value;
  }
  const auto& [ruleset_value, control_value, black_value, draw_value, event_value, round_value,
               board_value] = values;
  if (!ruleset_value) {
    return Error{"ruleset", words::format<Msg::kLinkSetupReasonNoRulesetNamed>(known_rulesets())};
  }
  SetupLink link;
  if (auto problem = read_ruleset(*ruleset_value, link)) return *problem;
  if (control_value) {
    if (auto problem = read_link_control("tc", *control_value, link.ruleset, link.control)) {
      return *problem;
    }
  } else {
    link.control = std::string(rules::find_ruleset(link.ruleset)->standard_time_control);
  }
  if (black_value) {
    if (auto problem = read_link_control("black", *black_value, link.ruleset, link.black)) {
      return *problem;
    }
    if (auto problem = check_odds(link)) return *problem;
  }
  if (draw_value) {
    if (lower_ascii(trimmed(*draw_value)) != "black") {
      return Error{"draw", words::format<Msg::kLinkSetupReasonDraw>(shown(*draw_value))};
    }
    link.draw_counts_for_black = true;
  }
  if (event_value) {
    if (auto problem = read_event(*event_value, link.event)) return *problem;
  }
  if (round_value) {
    if (auto problem = read_number("round", *round_value, kMaxRound, link.round)) return *problem;
  }
  if (board_value) {
    if (auto problem = read_number("board", *board_value, kMaxBoard, link.board)) return *problem;
  }
  return link;
}

std::string setup_link_fragment(const SetupLink& link) {
  std::string fragment = std::string(kPrefix) + "ruleset=" + percent_encode(link.ruleset) +
                         "&tc=" + percent_encode(link.control);
  if (!link.black.empty()) fragment += "&black=" + percent_encode(link.black);
  if (link.draw_counts_for_black) fragment += "&draw=black";
  if (!link.event.empty()) fragment += "&event=" + percent_encode(link.event);
  if (link.round > 0) fragment += "&round=" + std::to_string(link.round);
  if (link.board > 0) fragment += "&board=" + std::to_string(link.board);
  return fragment;
}

std::string setup_link_address(std::string_view page_address, const SetupLink& link) {
  const std::size_t hash = page_address.find('#');
  // In the language on show: the players' phone opens it in that language.
  return std::string(page_address.substr(0, hash)) +
         with_link_language("#" + setup_link_fragment(link), words::app_words().language());
}

std::string board_result_address(std::string_view page_address, std::string_view result_json) {
  return std::string(page_address.substr(0, page_address.find('#'))) +
         std::string(kBoardResultLink) + trainer::base64url_encode(result_json);
}

std::optional<std::string> board_result_from_link(std::string_view fragment) {
  if (!is_board_result_link(fragment)) return std::nullopt;
  return trainer::base64url_decode(fragment.substr(kBoardResultLink.size()));
}

}  // namespace flagfall::session
