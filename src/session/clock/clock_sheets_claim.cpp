// What the claim sheet and the endings say and offer (clock_sheets.h): Stop / Claim's first step
// on each player's half, a claim's details, the board step, the draw claims, the game's end and
// its confirmation.
#include "clock/display.h"
#include "session/clock/clock_sheets_internal.h"

namespace flagfall::session {

using chess::Color;
using sheet_words::fixed;
using namespace clock_intent;

std::string claim_title(const ClockSession& s) {
  return std::string(color_label(s.claim()->draft.claimant)) + " claims";
}

ClockControls claim_panel(const ClockSession& s, Color side) {
  const std::optional<game::ClaimOffer> offered = s.claim_offer_for(side);
  if (!offered) return {};
  const game::ClaimOffer& offer = *offered;
  const std::string other = color_label(~side);
  ClockControls out;
  const auto add = [&](std::string label, ClaimChoice choice) {
    out.push_back(control(label, Claim{choice, side}));
  };
  if (offer.time) {
    add(offer.both_flags_down ? "Both flags are down: claim" : other + "'s flag fell: claim",
        ClaimChoice::kTime);
  }
  if (offer.illegal) add(other + "'s last move was illegal", ClaimChoice::kIllegal);
  // A press with a pawn left unpromoted: the ruleset says what follows (restart, pause, claim).
  if (offer.unpromoted != game::UnpromotedAction::kNone)
    add(other + " pressed, pawn not promoted", ClaimChoice::kUnpromoted);
  if (offer.promotion_pause) {
    add(*offer.promotion_pause == side ? "Promoting: stop the clocks"
                                       : other + " promotes: stop the clocks",
        ClaimChoice::kPromotionPause);
  }
  if (offer.promotion_stop) {
    add(*offer.promotion_stop == side ? "Promotion piece: stop the clocks"
                                      : other + "'s promotion: stop the clocks",
        ClaimChoice::kPromotionStop);
  }
  if (offer.draw()) add("Claim a draw\xE2\x80\xA6", ClaimChoice::kDraw);
  add("Game over: mate, resign, draw\xE2\x80\xA6", ClaimChoice::kResult);
  if (offer.dispute) add("Stop the clock for the director", ClaimChoice::kDispute);
  out.push_back(control("No claim: restart the clock", NoClaim{side}));
  return out;
}

std::string claim_stop_summary(const ClockSession& s, EpochMillis now) {
  clock::DisplayFormat format;
  format.tenths_below = 20 * clock::kSecond;
  const EpochMillis at = s.view_time(now);
  return "Clocks stopped \xC2\xB7 White " +
         clock::format_remaining(s.remaining(Color::White, at), format) + " \xC2\xB7 Black " +
         clock::format_remaining(s.remaining(Color::Black, at), format);
}

ClockControls simultaneous_claim(const ClockSession& s) {
  const game::ClaimDraft& d = s.claim()->draft;
  if (!s.claim_offer()->simultaneous) return {};
  const bool claims_time = d.time_claim_by == d.claimant;
  ClockControls out;
  out.push_back(
      control(std::string(color_label(~d.claimant)) +
                  (claims_time ? " claims an illegal move at once" : " claims on time at once"),
              ToggleBothClaim{},
              claims_time ? d.illegal_claim_by.has_value() : d.time_claim_by.has_value()));
  return out;
}

std::string illegal_kind_prompt(const ClockSession& s) {
  const game::ClaimDraft& d = s.claim()->draft;
  if (s.claim_offer()->kinds.empty() || !d.illegal_claim_by) return "";
  return std::string("What did ") + color_label(~*d.illegal_claim_by) + " do?";
}

ClockControls illegal_kinds(const ClockSession& s) {
  const game::ClaimDraft& d = s.claim()->draft;
  const game::ClaimOffer offer = *s.claim_offer();
  ClockControls out;
  for (const game::IllegalChoice& choice : offer.kinds) {
    const char* label = choice.press_without_move                           ? "Pressed, no move"
                        : choice.kind == game::IllegalKind::kKingNextToKing ? "King next to king"
                        : choice.kind == game::IllegalKind::kKingInCheck    ? "King in check"
                                                                            : "Wrong move";
    const bool on = d.press_without_move == choice.press_without_move &&
                    (choice.press_without_move || d.kind == choice.kind);
    out.push_back(control(label, ChooseIllegalKind{choice}, on));
  }
  return out;
}

ClockControls material_picks(const ClockSession& s, Color side) {
  const std::string& chosen = s.claim()->draft.material[chess::index_of(side)];
  ClockControls out;
  for (const game::MaterialPick& pick : game::material_picks()) {
    out.push_back(control(std::string(color_label(side)) + ": " + std::string(pick.label),
                          PickMaterial{side, std::string(pick.id)}, chosen == pick.id));
  }
  return out;
}

std::string material_hint(const ClockSession& s) {
  if (!s.claim()->draft.board_fen.empty()) return "The arbiter rules on this board:";
  return "Who has what? Mating material decides. More = a pawn, rook, queen or two pieces.";
}

ClockControls board_choices(const ClockSession& s) {
  if (s.claim()->draft.board_fen.empty())
    return fixed({{"Or set up the board\xE2\x80\xA6", OpenBoardSetup{}}});
  return fixed({{"Change board", OpenBoardSetup{}}, {"Quick picks", UseQuickPicks{}}});
}

ClockControls take_king(const ClockSession& s) {
  const game::ClaimDraft& d = s.claim()->draft;
  if (!s.claim_offer()->take_king || !d.illegal_claim_by) return {};
  ClockControls out;
  out.push_back(control(std::string(color_label(*d.illegal_claim_by)) + " took the king",
                        ToggleTakeKing{}, d.take_king));
  return out;
}

ClockControls details_end() {
  return fixed({{"Back", ClaimBack{}}, {"Rule on it", ConfirmClaim{}}});
}

std::string board_step_hint(const ClockSession& s) {
  // An illegal move is put on the board by the arbiter's stand-in, so the board is the one before
  // it.
  return s.claim()->draft.illegal_claim_by
             ? "The board before the illegal move: pick a man, tap its squares (again to take it "
               "off)."
             : "Copy the board: pick a man, tap its squares (again to take it off).";
}

std::string board_in_words(const BoardEntry& board) {
  return "On the board: " + pieces_in_words(board.board()) + " Men: " + board.men() + ".";
}

ClockControls board_step_end(const ClockSession& s) {
  return fixed({{"Back", BoardBack{}},
                {s.claim()->draft.losing_chances ? "Rule on it" : "Use this board", UseBoard{}}});
}

std::vector<std::string> draw_claim_texts(const ClockSession& s) {
  const game::ClaimOffer offer = *s.claim_offer();
  const std::string name(ruleset_short_name(s.game().ruleset().id));
  std::vector<std::string> out;
  if (offer.repetition || offer.fifty_moves) {
    const std::string by = offer.repetition && offer.fifty_moves
                               ? "threefold repetition or fifty moves"
                           : offer.repetition ? "threefold repetition"
                                              : "fifty moves";
    out.push_back(name + " allows a draw claim by " + by +
                  ". The clock cannot see the moves to check it: agree the draw, or stop the "
                  "clock for the director.");
  }
  if (offer.losing_chances) {
    out.push_back(
        "Insufficient losing chances: set up the board and the arbiter checks it against the "
        "positions " +
        name + " lists.");
  }
  return out;
}

ClockControls draw_claim_controls(const ClockSession& s) {
  const game::ClaimOffer offer = *s.claim_offer();
  ClockControls out;
  if (offer.losing_chances)
    out.push_back(control("Losing chances: set up the board\xE2\x80\xA6", ClaimLosingChances{}));
  out.push_back(control("Draw agreed", DrawAgreed{From::kDraw}));
  if (offer.dispute) out.push_back(control("Stop the clock for the director", StopForDirector{}));
  out.push_back(control("Back", ClaimBack{}));
  return out;
}

ClockControls result_choices() {
  ClockControls out;
  for (const auto& [verb, ending] :
       {std::pair{" mates", Ending::kMate}, std::pair{" stalemates", Ending::kStalemate},
        std::pair{" resigns", Ending::kResign}}) {
    for (const Color side : chess::kBothColors)
      out.push_back(control(std::string(color_label(side)) + verb, RecordEnding{ending, side}));
  }
  out.push_back(control("Draw agreed", DrawAgreed{From::kResult}));
  return out;
}

const char* result_hint() {
  return "\"White mates\": White's move gave checkmate (or stalemate).";
}

}  // namespace flagfall::session
