#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "session/clock/clock_session.h"

namespace flagfall::session {

// What the clock's sheets say and offer, composed once for the drawn sheet (src/ui/clock/sheets)
// and for the accessible mirror (clock_mirror.cpp): each control's words and intent
// (clock_intent.h). A tap on a drawn control and a mirror button both reach ClockSession::apply,
// the one path into the session. The drawn sheets lay the controls out; the mirror lists them.

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
// kKind's arg for a kind (clock_intent.h): press without move, king next to king, in check, other.
int illegal_kind_index(const game::IllegalChoice& choice);
// In words (the drawn row abbreviates them).
ClockControls material_picks(const ClockSession& s, chess::Color side);
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
// An ending to confirm (kConfirmEnd): what follows, then Back and "End the game".
std::string ending_question(const ClockSession& s);
ClockControls ending_controls(const ClockSession& s);

// The ruling: what follows it ("The game is over: 1-0.", "Play goes on: ..."), its controls.
std::string ruling_follow_up(const RulingView& view);
ClockControls ruling_controls(const RulingView& view);

// The director's panel: whom a penalty is against, the penalties (each with the next step of the
// ruleset's ladder and its rule, one per line), setting each side's time, then reducing excess
// time and stopping or restarting the clocks.
ClockControls director_sides(const ClockSession& s);
ClockControls director_penalties(const ClockSession& s, EpochMillis now);
ClockControls director_set_times(const ClockSession& s);  // and a staged control's moves
ClockControls director_actions(const ClockSession& s, EpochMillis now);

// The game record's controls: the export, the text to share, studying a finished game, Close.
ClockControls record_controls(const ClockSession& s);

// The promotion piece.
std::string promotion_title(const ClockSession& s);  // "White promotes"
const char* promotion_prompt();
ClockControls promotion_choices();

// The picker (clock_sheets_picker.cpp): the presets, Armageddon and the saved controls (each on
// when it is what is set), then Custom…, Black's own control…, Save as… (a control not kept yet)
// and Saved… (when any is). The saved list being edited: each with its control (the selected one
// on), then Move up, Move down, Rename…, Delete and Done.
// "5+0 / Black 4+0 · Armageddon": White's control, Black's own, Armageddon.
std::string control_label(std::string_view control, std::string_view black, bool armageddon);
inline std::string control_label(const ClockSettings& s) {
  return control_label(s.control, s.black_control, s.draw_counts_for_black);
}
// The bar's short form, "5+0/4+0" (the halves show the rest).
inline std::string bar_control_label(const ClockSettings& s) {
  return s.black_control.empty() ? s.control : s.control + "/" + s.black_control;
}
// The presets for a ruleset: its standard control, then kClockPresets written as its rulebook
// writes controls (US Chess's "G/3;inc2", FIDE's "3+2"), each control once.
std::vector<std::string> picker_presets(std::string_view ruleset_id);
ClockControls picker_choices(const ClockSession& s);
ClockControls picker_actions(const ClockSession& s);
const char* saved_list_hint();
ClockControls saved_list(const ClockSession& s);
ClockControls saved_list_actions();

// "More": every setting and sheet it opens, Close last.
ClockControls menu_controls(const ClockSession& s);
std::string low_time_label(const ClockSession& s);  // "Low time: auto (37.5 s)"
const char* press_feedback_label(PressFeedback feedback);
// The players' keys: what they are (or which to press now), the presets, choosing, Done.
std::string keys_text(const ClockSession& s);
ClockControls keys_controls(const ClockSession& s);
// "New game…" (or a picker choice once a game has started): the sheet's title, what a new game
// does, its two answers (Keep this game first, the safe one), and the hint a touch screen shows:
// "New game" is held (ClockSession::new_game_held), a key or the mirror confirms it at once.
const char* reset_title();
std::string reset_question(const ClockSession& s);
ClockControls reset_controls();
const char* reset_hold_hint();

// A link that came during a game: the question before a set-up link replaces the game, or before
// a shared case or class set leaves it, saying whether the clock runs meanwhile ("" without a
// link waiting), and its two answers; the link for the current settings (what it does, then the
// link itself), to share.
std::string link_question(const ClockSession& s, EpochMillis now);
ClockControls link_choices(const ClockSession& s, EpochMillis now);
const char* link_explanation();
ClockControls link_sheet_controls();

}  // namespace flagfall::session
