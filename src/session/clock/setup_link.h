#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "clock/result.h"
#include "json/utf8.h"
#include "session/qr_matrix.h"

namespace flagfall::session {

// A director's set-up link: the part of the page's address after '#' that opens the clock set
// to a ruleset and a control, for example "clock?ruleset=uscf-2020&tc=G/5;d0". The same link on
// every board gives every board the same clock.
//
// Grammar (docs/offline.md): "clock", then optionally '?' and settings joined by '&', each
// `name=value`, names and values percent-encoded where needed. Settings: `ruleset` (an id from
// rules::all_rulesets(), required when any setting is given), `tc` (any time control the
// clock reads, in any notation; without it, the ruleset's standard control) and `black` (time
// odds: Black's own control, in any notation; without it, Black has `tc` too), `draw`
// (only `draw=black`: Armageddon, a drawn game counts as a win for Black), and where the game is
// played in an event: `event` (its name), `round` and `board` (numbers from 1), which the game's
// result carries back to the director (game::EventPlace). '+' is a plus
// sign (as in "3+2"), never a space. Unknown or repeated settings are refused, so a mistyped
// link never sets a clock half-way.
struct SetupLink {
  std::string ruleset;
  std::string control;  // never empty in a parsed link: the ruleset's standard when not given
  // Black's own control (time odds), as written; empty: the same as `control`. The two make a
  // clock together (clock::validate(ClockConfig)), e.g. both or neither on an hourglass.
  std::string black = {};
  // `draw=black`: Armageddon, the event's own rule (game::GameSetup::draw_counts_for_black).
  bool draw_counts_for_black = false;
  // Where the game is played: "" and 0 where the link does not say.
  std::string event = {};
  int round = 0;
  int board = 0;
  friend bool operator==(const SetupLink&, const SetupLink&) = default;

  const std::string& black_control() const { return black.empty() ? control : black; }
};

// What is wrong with a link, and which part: "ruleset", "tc", "black", "draw", "event", "round",
// "board", "link" (its shape), or the name of an unknown setting. `message()` says both in a
// sentence a player can act on.
struct SetupLinkError {
  std::string part;
  std::string reason;
  std::string message() const;
  friend bool operator==(const SetupLinkError&, const SetupLinkError&) = default;
};

// Whether the page's address fragment (with or without its '#') is meant for the clock at all;
// anything else (an empty fragment, another screen's) is no set-up link and no error either.
bool is_setup_link(std::string_view fragment);

// Reads a fragment (with or without its '#'). Untrusted: the result is a ruleset that exists
// and a control the clock accepts for it, or an error naming the part that is wrong.
clock::Result<SetupLink, SetupLinkError> parse_setup_link(std::string_view fragment);

// The fragment for `link` (without '#'), which parse_setup_link reads back to `link`.
std::string setup_link_fragment(const SetupLink& link);

// The whole address to share: `page_address` with any fragment of its own replaced by the link.
std::string setup_link_address(std::string_view page_address, const SetupLink& link);

// `text` without the spaces around it (what a phone's keyboard adds, or a link's '+').
using json::trimmed;

// A finished game's result for the director (game/board_result_json.h) as a link: the page's
// address, then "#board-result=" and the result's JSON in base64url. Read back: the JSON, or
// nullopt for a fragment that is not such a link or whose text is not base64url.
inline constexpr std::string_view kBoardResultLink = "#board-result=";
std::string board_result_address(std::string_view page_address, std::string_view result_json);
inline bool is_board_result_link(std::string_view fragment) {
  return fragment.starts_with(kBoardResultLink);
}
std::optional<std::string> board_result_from_link(std::string_view fragment);

// Percent-encoding as set-up links use it: bytes outside the characters a fragment may hold
// as they are, and the separators '&', '=', '#' and '%', become %XX (upper-case hex).
std::string percent_encode(std::string_view text);
// The text with its %XX escapes decoded; nullopt when a '%' is not followed by two hex digits.
std::optional<std::string> percent_decode(std::string_view text);

// A link that arrived during a game: a director's set-up link, or a shared case or class set
// (the trainer's link, its fragment).
struct ArrivedLink {
  std::optional<SetupLink> setup;
  std::string trainer;
};

// The set-up link's sheet: the link for the current settings (the page's own address with the
// link as its fragment), as text and as a QR code.
// The same sheet shows a finished game's result as a link for the director (`result`: its JSON,
// game/board_result_json.h), with a QR code when the link fits one.
struct SetupLinkSheet {
  std::string text;
  std::optional<QrMatrix> qr;
  // A result's link too long for a code as it is, packed small by the page (#z=, deflate-raw:
  // web/offline.js): what the code holds then. Asked of the page once a link (`pack_asked`).
  std::string qr_text;
  bool pack_asked = false;
  std::string result;   // "" for the set-up link
  std::string problem;  // why a round, a board or a name typed on a result's sheet was not taken
};

}  // namespace flagfall::session
