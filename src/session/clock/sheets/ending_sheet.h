#pragma once
// An ending to confirm (kConfirmEnd): what it is, what confirming records, and the sheet's words
// and controls (ending_sheet.cpp).
#include <optional>
#include <string>
#include <vector>

#include "game/live_game.h"
#include "session/clock/clock_intent.h"
#include "session/clock/clock_sheet_state.h"
#include "session/frame_io.h"
#include "words/words.h"

namespace flagfall::session {

class ClockSession;

// An ending waiting to be confirmed: what it is, the arbiter's ruling on it, and what confirming
// records. Its words are made when shown (ending_title(), ending_result()), so they follow the
// language on show.
struct PendingEnding {
  words::Msg what = words::Msg::kClockSheetClaimDrawAgreed;  // "{1} resigns", "Draw agreed"
  std::optional<chess::Color> side;                          // whom `what` names, if anyone
  rules::Ruling ruled;                                       // what confirming would rule
  std::vector<game::Entry> entries;
  EpochMillis at = 0;  // the instant it is recorded at (the stop, or the director's tap)
  ClockSheet back_to = ClockSheet::kClaim;
};

// Its title ("White resigns"), the arbiter's headline for it ("Black wins: White resigned") and
// the score ("0-1", "½-½" or "").
std::string ending_title(const PendingEnding& e);
std::string ending_result(const PendingEnding& e);
std::string ending_score(const PendingEnding& e);
// An ending to confirm (kConfirmEnd): what follows, then Back and "End the game".
std::string ending_question(const ClockSession& s);
ClockControls ending_controls(const ClockSession& s);

}  // namespace flagfall::session
