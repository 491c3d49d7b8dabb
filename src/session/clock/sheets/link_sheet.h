#pragma once
// A link that came during a game, and the set-up link's sheet (link_sheet.cpp).
#include <string>

#include <optional>
#include "game/event_results.h"
#include "session/clock/clock_intent.h"
#include "session/clock/setup_link.h"
#include "session/frame_io.h"

namespace flagfall::session {

class ClockSession;

// A link that came during a game and its question, the trainer's link to hand over once, a bad
// link's problem waiting to be shown, the page's address and the set-up link's sheet.
struct LinkState {
  ArrivedLink arrived;
  std::optional<std::string> open_trainer_link;
  std::string problem;
  std::string page_address;
  SetupLinkSheet sheet;
  // Where the game is played: the event, round and board of the set-up link it came from.
  game::EventPlace place;
};

// A link that came during a game: the question before a set-up link replaces the game, or before
// a shared case or class set leaves it, saying whether the clock runs meanwhile ("" without a
// link waiting), and its two answers; the link for the current settings (what it does, then the
// link itself), to share.
std::string link_question(const ClockSession& s, EpochMillis now);
ClockControls link_choices(const ClockSession& s, EpochMillis now);
// The link's sheet: what the link does (for a result: where the game was played and its result),
// and its controls (a result's file as well as its link).
std::string link_explanation(const ClockSession& s);
ClockControls link_sheet_controls(const ClockSession& s);
// A result's round, board and players' names, each a button that asks for it typed; then Close.
ClockControls result_place_controls(const ClockSession& s);

}  // namespace flagfall::session
