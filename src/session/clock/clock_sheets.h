#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "session/clock/clock_session.h"
#include "session/clock/sheets/claim_sheet.h"
#include "session/clock/sheets/director_sheet.h"
#include "session/clock/sheets/ending_sheet.h"
#include "session/clock/sheets/keys_sheet.h"
#include "session/clock/sheets/link_sheet.h"
#include "session/clock/sheets/menu_sheet.h"
#include "session/clock/sheets/picker_sheet.h"
#include "session/clock/sheets/promotion_sheet.h"
#include "session/clock/sheets/record_sheet.h"
#include "session/clock/sheets/reset_sheet.h"
#include "session/clock/sheets/ruling_sheet.h"
#include "words/words.h"

namespace flagfall::session {

// What the clock's sheets say and offer, composed once for the drawn sheet (src/ui/clock/sheets)
// and for the accessible mirror (clock_mirror.cpp): each control's words and intent
// (clock_intent.h). A tap on a drawn control and a mirror button both reach ClockSession::apply,
// the one path into the session. The drawn sheets lay the controls out; the mirror lists them.
// Each sheet is one model in sheets/: its state, its words and controls, and what its actions do
// (the ClockSession commands apply() calls for them), a header and a file (or, for the claim
// sheet's four steps, a file a step).

// A plain control with `label` and `intent`.
ClockControl control(std::string_view label, ClockIntent intent, bool on = false);
// A control whose label is a message of the catalogs.
ClockControl control(words::Msg label, ClockIntent intent, bool on = false);

}  // namespace flagfall::session
