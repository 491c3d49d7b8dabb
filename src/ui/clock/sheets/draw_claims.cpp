// The claim sheet's draw claims: what the ruleset allows, what the clock can check (insufficient
// losing chances, on a board set up for it) and what it cannot (repetition, fifty moves).
#include "session/live_text.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"

namespace flagfall::ui {

void draw_draw_claims(ClockSession& session) {
  const game::ClaimOffer offer = *session.claim_offer();
  const std::string name(session::ruleset_short_name(session.game().ruleset().id));
  if (offer.repetition || offer.fifty_moves) {
    const std::string by = offer.repetition && offer.fifty_moves
                               ? "threefold repetition or fifty moves"
                           : offer.repetition ? "threefold repetition"
                                              : "fifty moves";
    wrapped(name + " allows a draw claim by " + by +
            ". The clock cannot see the moves to check it: agree the draw, or stop the clock for "
            "the director.");
  }
  if (offer.losing_chances) {
    wrapped(
        "Insufficient losing chances: set up the board and the arbiter checks it against the "
        "positions " +
        name + " lists.");
    if (wide_button("Losing chances: set up the board\xE2\x80\xA6", "draw.losing-chances"))
      return session.claim_losing_chances();
  }
  notice_line(session.notice());
  if (wide_button("Draw agreed", "draw.agreed")) return session.draw_agreed();
  if (offer.dispute && wide_button("Stop the clock for the director", "draw.director"))
    return session.stop_for_dispute();
  if (wide_button("Back", "claim.back")) session.claim_back();
}

}  // namespace flagfall::ui
