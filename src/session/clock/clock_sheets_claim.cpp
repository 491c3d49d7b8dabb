// What the claim sheet and the endings say and offer (clock_sheets.h): Stop / Claim's first step
// on each player's half, a claim's details, the board step, the draw claims, the game's end and
// its confirmation.
#include "clock/display.h"
#include "session/clock/clock_sheets_internal.h"

namespace flagfall::session {

using chess::Color;
using sheet_words::fixed;

std::string claim_title(const ClockSession& s) {
  return std::string(color_label(s.claim()->draft.claimant)) + " claims";
}

ClockControls claim_panel(const ClockSession& s, Color side) {
  const std::optional<game::ClaimOffer> offered = s.claim_offer(side);
  if (!offered) return {};
  const game::ClaimOffer& offer = *offered;
  const std::string other = color_label(~side);
  ClockControls out;
  const auto add = [&](std::string label, ClockAction what) {
    out.push_back(control(label, {what, side}));
  };
  if (offer.time) {
    add(offer.both_flags_down ? "Both flags are down: claim" : other + "'s flag fell: claim",
        A::kClaimTime);
  }
  if (offer.illegal) add(other + "'s last move was illegal", A::kClaimIllegal);
  // A press with a pawn left unpromoted: the ruleset says what follows (restart, pause, claim).
  if (offer.unpromoted != game::UnpromotedAction::kNone)
    add(other + " pressed, pawn not promoted", A::kClaimUnpromoted);
  if (offer.promotion_pause) {
    add(*offer.promotion_pause == side ? "Promoting: stop the clocks"
                                       : other + " promotes: stop the clocks",
        A::kPromotionPause);
  }
  if (offer.promotion_stop) {
    add(*offer.promotion_stop == side ? "Promotion piece: stop the clocks"
                                      : other + "'s promotion: stop the clocks",
        A::kPromotionStop);
  }
  if (offer.draw()) add("Claim a draw\xE2\x80\xA6", A::kOpenDraw);
  add("Game over: mate, resign, draw\xE2\x80\xA6", A::kOpenResults);
  if (offer.dispute) add("Stop the clock for the director", A::kDispute);
  add("No claim: restart the clock", A::kNoClaim);
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
              {A::kSimultaneous},
              claims_time ? d.illegal_claim_by.has_value() : d.time_claim_by.has_value()));
  return out;
}

std::string illegal_kind_prompt(const ClockSession& s) {
  const game::ClaimDraft& d = s.claim()->draft;
  if (s.claim_offer()->kinds.empty() || !d.illegal_claim_by) return "";
  return std::string("What did ") + color_label(~*d.illegal_claim_by) + " do?";
}

int illegal_kind_index(const game::IllegalChoice& choice) {
  if (choice.press_without_move) return 0;
  switch (choice.kind) {
    case game::IllegalKind::kKingNextToKing:
      return 1;
    case game::IllegalKind::kKingInCheck:
      return 2;
    case game::IllegalKind::kOther:
      break;
  }
  return 3;
}

ClockControls illegal_kinds(const ClockSession& s) {
  const game::ClaimDraft& d = s.claim()->draft;
  const game::ClaimOffer offer = *s.claim_offer();
  ClockControls out;
  for (const game::IllegalChoice& choice : offer.kinds) {
    const ClockIntent intent{A::kKind, {}, illegal_kind_index(choice)};
    const char* label = choice.press_without_move                           ? "Pressed, no move"
                        : choice.kind == game::IllegalKind::kKingNextToKing ? "King next to king"
                        : choice.kind == game::IllegalKind::kKingInCheck    ? "King in check"
                                                                            : "Wrong move";
    const bool on = d.press_without_move == choice.press_without_move &&
                    (choice.press_without_move || d.kind == choice.kind);
    out.push_back(control(label, intent, on));
  }
  return out;
}

ClockControls material_picks(const ClockSession& s, Color side) {
  const std::string& chosen = s.claim()->draft.material[chess::index_of(side)];
  ClockControls out;
  for (const game::MaterialPick& pick : game::material_picks()) {
    out.push_back(control(std::string(color_label(side)) + ": " + std::string(pick.label),
                          {A::kMaterial, side, static_cast<int>(out.size())}, chosen == pick.id));
  }
  return out;
}

std::string material_hint(const ClockSession& s) {
  if (!s.claim()->draft.board_fen.empty()) return "The arbiter rules on this board:";
  return "Who has what? Mating material decides. More = a pawn, rook, queen or two pieces.";
}

ClockControls board_choices(const ClockSession& s) {
  if (s.claim()->draft.board_fen.empty())
    return fixed({{"Or set up the board\xE2\x80\xA6", A::kOpenBoard}});
  return fixed({{"Change board", A::kOpenBoard}, {"Quick picks", A::kQuickPicks}});
}

ClockControls take_king(const ClockSession& s) {
  const game::ClaimDraft& d = s.claim()->draft;
  if (!s.claim_offer()->take_king || !d.illegal_claim_by) return {};
  ClockControls out;
  out.push_back(control(std::string(color_label(*d.illegal_claim_by)) + " took the king",
                        {A::kTakeKing}, d.take_king));
  return out;
}

ClockControls details_end() {
  return fixed({{"Back", A::kClaimBack}, {"Rule on it", A::kConfirmClaim}});
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
  return fixed(
      {{"Back", A::kBoardBack},
       {s.claim()->draft.losing_chances ? "Rule on it" : "Use this board", {A::kUseBoard}}});
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
    out.push_back(control("Losing chances: set up the board\xE2\x80\xA6", {A::kLosingChances}));
  out.push_back(control("Draw agreed", {A::kDrawAgreed}));
  if (offer.dispute) out.push_back(control("Stop the clock for the director", {A::kDrawDirector}));
  out.push_back(control("Back", {A::kClaimBack}));
  return out;
}

ClockControls result_choices() {
  ClockControls out;
  for (const auto& [verb, action] :
       {std::pair{" mates", A::kMate}, std::pair{" stalemates", A::kStalemate},
        std::pair{" resigns", A::kResign}}) {
    for (const Color side : chess::kBothColors)
      out.push_back(control(std::string(color_label(side)) + verb, {action, side}));
  }
  out.push_back(control("Draw agreed", {A::kResultAgreed}));
  return out;
}

const char* result_hint() {
  return "\"White mates\": White's move gave checkmate (or stalemate).";
}

std::string ending_question(const ClockSession& s) {
  const PendingEnding& e = *s.pending_ending();
  return e.result + (e.score.empty() ? "" : " (" + e.score + ")") +
         ". Undo stays possible for ten seconds after.";
}

ClockControls ending_controls(const ClockSession& s) {
  const PendingEnding& e = *s.pending_ending();
  ClockControls out = fixed({{"Back", A::kEndingBack}});
  out.push_back(control("End the game" + (e.score.empty() ? std::string() : ": " + e.score),
                        {A::kConfirmEnding}, true));
  return out;
}

}  // namespace flagfall::session
