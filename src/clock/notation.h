#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "clock/result.h"
#include "clock/time_control.h"

namespace flagfall::clock {

// The three written forms of a time control (docs/clock.md lists the grammar):
//   UsChess  "G/5;d0", "G/3;inc2", "G/5;d3", "40/90,SD/30;d5"   times in minutes, bonus in seconds
//   Fide     "3+2", "5+0", "1+0", "40/90+30,30+30"                minutes + seconds
//   Pgn      "300+2", "40/5400:1800", "*180", "-"                 seconds (PGN TimeControl tag)
// Auto picks PGN for "-", "?" and anything with ':', US Chess when the text has G/, SD/, HG/, ';',
// "inc" or "byo", and FIDE otherwise; so "300+2" under Auto is 300 minutes. A PGN tag value must
// be parsed with Notation::Pgn.
enum class Notation { Auto, UsChess, Fide, Pgn };

struct ParseError {
  std::size_t position = 0;  // byte offset into the text
  std::string reason;

  std::string message() const;  // "at 4: zero time"
  friend bool operator==(const ParseError&, const ParseError&) = default;
};

// Accepts surrounding and inner spaces and any letter case. Never returns an invalid control.
Result<TimeControl, ParseError> parse_time_control(std::string_view text,
                                                   Notation notation = Notation::Auto);

// Canonical forms; parsing the output with the same notation gives back an equal control.
std::string format_us_chess(const TimeControl& control);
std::string format_fide(const TimeControl& control);
std::string format_pgn(const TimeControl& control);
std::string format_time_control(const TimeControl& control, Notation notation);  // Auto = FIDE

}  // namespace flagfall::clock
