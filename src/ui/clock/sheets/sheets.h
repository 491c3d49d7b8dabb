#pragma once

#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets.h"
#include "session/frame_io.h"
#include "ui/clock/clock_half.h"

namespace flagfall::ui {

// The clock screen's sheets, one file each: each draws what the session shows (the words and
// controls of session/clock_sheets.h) and calls its intents on taps. The clock screen opens the one
// on show inside a sheet frame (sheet_frame.h). A new sheet: a ClockSheet value and its intents in
// the session, a draw function here, a case in ClockScreen::draw_sheet.

using session::ClockSession;
using session::EpochMillis;
using session::FrameInput;
using session::FrameOutput;

// The claim sheet once a player has chosen what he claims: a time or illegal-move claim's details
// (claim_sheet.cpp), the draw claims (draw_claims.cpp), the game's end (result_choices.cpp) and
// the board set-up. Its first step is drawn on the halves (draw_claim_start). A tap on a drawn
// control goes to the session with its intent id (sheet_widgets.h send()), as the mirror's button
// does.
void draw_claim_sheet(ClockSession& session, const FrameInput& input);
void draw_claim_details(ClockSession& session, const FrameInput& input);
void draw_draw_claims(ClockSession& session, const FrameInput& input);
void draw_result_choices(ClockSession& session, const FrameInput& input);
void draw_claim_board(ClockSession& session, const FrameInput& input);

// Stop / Claim's first step, over the clock: each player's choices on his own half, turned to
// him, and where the bar was (the tap that stopped the clocks) only the stopped times.
struct ClaimStartPlace {
  HalfPlace halves[2];  // White's and Black's
  ImVec2 bar_min;
  ImVec2 bar_size;
};
void draw_claim_start(ClockSession& session, const FrameInput& input, const ClaimStartPlace& place);

void draw_ruling_sheet(ClockSession& session, const FrameInput& input);
void draw_director_panel(ClockSession& session, const FrameInput& input);
void draw_promotion_sheet(ClockSession& session, const FrameInput& input);
void draw_picker(ClockSession& session, const FrameInput& input);
void draw_clock_menu(ClockSession& session, const FrameInput& input, FrameOutput& output);
// A new game replacing one that has started (confirm_reset.cpp).
void draw_confirm_reset(ClockSession& session, const FrameInput& input, FrameOutput& output);
// An ending to confirm (confirm_end.cpp).
void draw_confirm_end(ClockSession& session, const FrameInput& input);
void draw_notice(ClockSession& session, const FrameInput& input);
// A director's set-up link: asks before it replaces a game in progress; the link for the
// current settings as text and as a QR code (setup_link_sheet.cpp).
void draw_confirm_link(ClockSession& session, const FrameInput& input);
void draw_setup_link_sheet(ClockSession& session, const FrameInput& input);
void draw_keys_sheet(ClockSession& session, const FrameInput& input);

// The game record: opens on its newest lines, which takes a few frames to settle.
struct GameRecordSheet {
  int scroll_pending = 0;  // frames left to scroll to the newest line
  void draw(ClockSession& session, const FrameInput& input, FrameOutput& output);
};

}  // namespace flagfall::ui
