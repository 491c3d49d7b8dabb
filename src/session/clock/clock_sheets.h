#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "session/clock/clock_session.h"

namespace flagfall::session {

// What the clock's sheets say and offer, composed once for the drawn sheet (src/ui/clock/sheets)
// and for the accessible mirror (clock_mirror.cpp): each control's words and typed intent
// (clock_intent.h). A tap on a drawn control and a mirror button both reach
// ClockSession::apply(intent), the one path into the session. The drawn sheets lay the controls
// out; the mirror lists them.

// A plain control with `label` and `intent`.
ClockControl control(std::string_view label, ClockIntent intent, bool on = false);

// The claim sheet (its claimant's, at the claim's instant).
std::string claim_title(const ClockSession& s);  // "Black claims"
// Stop / Claim's first step on `side`'s half: what he may claim from the stop, each id ending in
// his side ("claim.time.black"), and No claim last.
ClockControls claim_panel(const ClockSession& s, chess::Color side);
// "Clocks stopped · White 4:31 · Black 3:59": where the bar was while the clocks stand.
std::string claim_stop_summary(const ClockSession& s, EpochMillis now);
// A time or illegal-move claim's details: the other player's claim at the same instant (a toggle,
// if offered), what the opponent did (the kinds of illegal move), who has what (the material
// picks, or the board entered), taking the king (a toggle, if offered), then Back / Rule on it.
ClockControls simultaneous_claim(const ClockSession& s);
std::string illegal_kind_prompt(const ClockSession& s);  // "What did White do?", or ""
ClockControls illegal_kinds(const ClockSession& s);
ClockControls material_picks(const ClockSession& s, chess::Color side);  // in words (the drawn
                                                                         // row abbreviates them)
std::string material_hint(const ClockSession& s);    // the picks' hint, or the board's heading
ClockControls board_choices(const ClockSession& s);  // set up the board, or change it / drop it
ClockControls take_king(const ClockSession& s);
ClockControls details_end();
// The board set up by hand: what to do, the board in words, its tools (board_tools(),
// board_entry.h), then Back / Use it.
std::string board_step_hint(const ClockSession& s);
std::string board_in_words(const BoardEntry& board);
ClockControls board_step_end(const ClockSession& s);
// The draw claims: what the ruleset allows and what the clock can check, then the controls.
std::vector<std::string> draw_claim_texts(const ClockSession& s);
ClockControls draw_claim_controls(const ClockSession& s);
// The game's end: each side mates, stalemates, resigns (two to a row), a draw agreed; the hint.
ClockControls result_choices();
const char* result_hint();

// The ruling: what follows it ("The game is over: 1-0.", "Play goes on: ..."), its controls.
std::string ruling_follow_up(const RulingView& view);
ClockControls ruling_controls(const RulingView& view);

// The director's panel: whom a penalty is against, the penalties (each with the next step of the
// ruleset's ladder and its rule, one per line), setting each side's time, then reducing excess
// time and stopping or restarting the clocks.
ClockControls director_sides(const ClockSession& s);
ClockControls director_penalties(const ClockSession& s, EpochMillis now);
ClockControls director_set_times();
ClockControls director_actions(const ClockSession& s, EpochMillis now);

// The game record's controls: the export, the text to share, studying a finished game, Close.
ClockControls record_controls(const ClockSession& s);

// "More": every setting and sheet it opens, Close last.
ClockControls menu_controls(const ClockSession& s);
std::string low_time_label(const ClockSession& s);  // "Low time: auto (37.5 s)"
const char* press_feedback_label(PressFeedback feedback);
// The rules and time-control picker: each ruleset (the one in force on), each preset control and
// Custom…, then Close.
ClockControls picker_rulesets(const ClockSession& s);
ClockControls picker_controls(const ClockSession& s);
ClockControls picker_end();
// A notice's OK; the director's panel's Close; the game's end's Back.
ClockControls notice_end();
ClockControls director_end();
ClockControls result_end();

// A link that came during a game: the question before a set-up link replaces the game, or before
// a shared case or class set leaves it, saying whether the clock runs meanwhile ("" without a
// link waiting), and its two answers. (The promotion piece, the reset question and the set-up link
// have their models in sheets/.)
std::string link_question(const ClockSession& s, EpochMillis now);
ClockControls link_choices(const ClockSession& s, EpochMillis now);

}  // namespace flagfall::session
