#pragma once
// The claim sheet: its steps and draft, and what each step says and offers (claim_stop.cpp,
// claim_details.cpp, claim_board.cpp, claim_results.cpp).
#include <cstdint>
#include <string>
#include <vector>

#include "game/claim_choices.h"
#include "game/claim_draft.h"
#include "session/clock/clock_intent.h"
#include "session/editor/board_entry.h"
#include "session/frame_io.h"

namespace flagfall::session {

class ClockSession;

// The claim sheet's steps. kChoose is the bar's Stop / Claim: both clocks stand still and each
// player's half offers what he may claim (claim_panel(), clock_sheets.h); a choice makes him the
// claimant, and the later steps face him.
enum class ClaimStep : std::uint8_t { kChoose, kDetails, kDraw, kResult, kBoard };

// The claim sheet: the draft (src/game/claim_draft.h), the step on show, and the board being set
// up (kept across the board step, so the brush stays).
struct ClaimSheet {
  game::ClaimDraft draft;
  ClaimStep step = ClaimStep::kChoose;
  ClaimStep board_from = ClaimStep::kDetails;  // the step the board set-up goes back to
  bool claimant_chosen = false;  // a player took a first-step choice (the draft is his)
  BoardEntry board;
};

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

}  // namespace flagfall::session
