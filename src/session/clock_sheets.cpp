// What the clock's sheets say and offer, for the drawn sheets and the mirror alike
// (clock_sheets.h).
#include "session/clock_sheets.h"

#include <initializer_list>
#include <utility>

#include "clock/display.h"
#include "rules/ruleset.h"
#include "session/live_text.h"

namespace flagfall::session {
namespace {

using chess::Color;

std::string with_side(const char* prefix, Color side) {
  return std::string(prefix) + color_id(side);
}

const char* step_words(rules::PenaltyStep step) {
  switch (step) {
    case rules::PenaltyStep::kWarning:
      return "warning";
    case rules::PenaltyStep::kMinuteToOpponent:
      return "+1 min to ";
    case rules::PenaltyStep::kMinuteOffOffender:
      return "\xE2\x88\x92"
             "1 min for ";
    case rules::PenaltyStep::kForfeit:
      return "forfeit";
    case rules::PenaltyStep::kAsIllegalMove:
      return "as an illegal move";
  }
  return "";
}

std::string step_text(rules::PenaltyStep step, Color offender) {
  std::string out = step_words(step);
  if (step == rules::PenaltyStep::kMinuteToOpponent) out += color_label(~offender);
  if (step == rules::PenaltyStep::kMinuteOffOffender) out += color_label(offender);
  return out;
}

const char* offence_label(rules::Offence offence) {
  switch (offence) {
    case rules::Offence::kTwoHands:
      return "Two hands";
    case rules::Offence::kKnockedClock:
      return "Knocked clock";
    case rules::Offence::kDisplacedPieces:
      return "Displaced pieces";
    case rules::Offence::kTouchMove:
      return "Touch move";
    case rules::Offence::kBanging:
      return "Banging";
    case rules::Offence::kOther:
      return "Other";
  }
  return "Other";
}

// Controls of fixed words: {label, intent} pairs.
Controls fixed(std::initializer_list<std::pair<const char*, const char*>> pairs) {
  Controls out;
  for (const auto& [label, intent] : pairs) out.push_back(control(label, intent));
  return out;
}

}  // namespace

// Out of line, so a call passes two pointers and lengths instead of building two strings.
[[gnu::noinline]] Control control(std::string_view label, std::string_view intent, bool on) {
  return Control{std::string(label), std::string(intent), on};
}

std::string claim_title(const ClockSession& s) {
  return std::string(color_label(s.claim()->draft.claimant)) + " claims";
}

Controls claim_choices(const ClockSession& s) {
  const game::ClaimDraft& d = s.claim()->draft;
  const game::ClaimOffer offer = *s.claim_offer();
  const std::string other = color_label(~d.claimant);
  Controls out;
  if (offer.time) {
    out.push_back(control(offer.both_flags_down ? "Both flags are down: claim"
                                                : other + "'s flag fell: claim the win",
                          "claim.time"));
  }
  if (offer.illegal) out.push_back(control(other + "'s last move was illegal", "claim.illegal"));
  // A press with a pawn left unpromoted: the ruleset says what follows (restart, pause, claim).
  if (offer.unpromoted != game::UnpromotedAction::kNone)
    out.push_back(control(other + " pressed, pawn not promoted", "claim.unpromoted"));
  if (offer.promotion_pause) {
    out.push_back(control(*offer.promotion_pause == d.claimant
                              ? "Promoting: stop the clocks"
                              : other + " promotes: stop the clocks",
                          "claim.promotion-pause"));
  }
  if (offer.draw()) out.push_back(control("Claim a draw\xE2\x80\xA6", "claim.draw"));
  out.push_back(control("Game over: mate, resign, draw\xE2\x80\xA6", "claim.result"));
  if (offer.dispute) out.push_back(control("Stop the clock for the director", "claim.dispute"));
  out.push_back(control("Cancel: the clock runs on", "claim.cancel"));
  return out;
}

Controls simultaneous_claim(const ClockSession& s) {
  const game::ClaimDraft& d = s.claim()->draft;
  if (!s.claim_offer()->simultaneous) return {};
  const bool claims_time = d.time_claim_by == d.claimant;
  Controls out;
  out.push_back(control(
      std::string(color_label(~d.claimant)) +
          (claims_time ? " claims an illegal move at once" : " claims on time at once"),
      "claim.both", claims_time ? d.illegal_claim_by.has_value() : d.time_claim_by.has_value()));
  return out;
}

std::string illegal_kind_prompt(const ClockSession& s) {
  const game::ClaimDraft& d = s.claim()->draft;
  if (s.claim_offer()->kinds.empty() || !d.illegal_claim_by) return "";
  return std::string("What did ") + color_label(~*d.illegal_claim_by) + " do?";
}

std::string illegal_kind_intent(const game::IllegalChoice& choice) {
  if (choice.press_without_move) return "kind.press-without-move";
  switch (choice.kind) {
    case game::IllegalKind::kKingNextToKing:
      return "kind.king-next-to-king";
    case game::IllegalKind::kKingInCheck:
      return "kind.king-in-check";
    case game::IllegalKind::kOther:
      break;
  }
  return "kind.other";
}

Controls illegal_kinds(const ClockSession& s) {
  const game::ClaimDraft& d = s.claim()->draft;
  const game::ClaimOffer offer = *s.claim_offer();
  Controls out;
  for (const game::IllegalChoice& choice : offer.kinds) {
    const std::string intent = illegal_kind_intent(choice);
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

Controls material_picks(const ClockSession& s, Color side) {
  const std::string& chosen = s.claim()->draft.material[chess::index_of(side)];
  Controls out;
  for (const game::MaterialPick& pick : game::material_picks()) {
    out.push_back(control(std::string(color_label(side)) + ": " + std::string(pick.label),
                          with_side("material.", side) + "." + std::string(pick.id),
                          chosen == pick.id));
  }
  return out;
}

std::string material_hint(const ClockSession& s) {
  if (!s.claim()->draft.board_fen.empty()) return "The arbiter rules on this board:";
  return "Who has what? Mating material decides. More = a pawn, rook, queen or two pieces.";
}

Controls board_choices(const ClockSession& s) {
  if (s.claim()->draft.board_fen.empty())
    return fixed({{"Or set up the board\xE2\x80\xA6", "claim.board"}});
  return fixed({{"Change board", "claim.board"}, {"Quick picks", "claim.board-clear"}});
}

Controls take_king(const ClockSession& s) {
  const game::ClaimDraft& d = s.claim()->draft;
  if (!s.claim_offer()->take_king || !d.illegal_claim_by) return {};
  Controls out;
  out.push_back(control(std::string(color_label(*d.illegal_claim_by)) + " took the king",
                        "claim.take-king", d.take_king));
  return out;
}

Controls details_end() {
  return fixed({{"Back", "claim.back"}, {"Rule on it", "claim.confirm"}});
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

Controls board_step_end(const ClockSession& s) {
  return fixed({{"Back", "board.back"},
                {s.claim()->draft.losing_chances ? "Rule on it" : "Use this board", "board.use"}});
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

Controls draw_claim_controls(const ClockSession& s) {
  const game::ClaimOffer offer = *s.claim_offer();
  Controls out;
  if (offer.losing_chances)
    out.push_back(control("Losing chances: set up the board\xE2\x80\xA6", "draw.losing-chances"));
  out.push_back(control("Draw agreed", "draw.agreed"));
  if (offer.dispute) out.push_back(control("Stop the clock for the director", "draw.director"));
  out.push_back(control("Back", "claim.back"));
  return out;
}

Controls result_choices() {
  Controls out;
  for (const auto& [verb, id] :
       {std::pair{" mates", "result.mate."}, std::pair{" stalemates", "result.stalemate."},
        std::pair{" resigns", "result.resign."}}) {
    for (const Color side : chess::kBothColors)
      out.push_back(control(std::string(color_label(side)) + verb, with_side(id, side)));
  }
  out.push_back(control("Draw agreed", "result.agreed"));
  return out;
}

const char* result_hint() {
  return "\"White mates\": White's move gave checkmate (or stalemate).";
}

std::string ruling_follow_up(const RulingView& view) {
  if (view.over) {
    const std::string score = result_score(view.ruling.outcome);
    return "The game is over" + (score.empty() ? std::string(".") : ": " + score + ".");
  }
  const auto name = [](clock::Side side) { return std::string(color_label(side)); };
  if (view.holds_clock)
    return "Play goes on: " + name(view.next_to_move) + "'s clock starts when you press Play on.";
  if (view.running) return "Play goes on: " + name(*view.running) + "'s clock is running.";
  return "Play goes on when the clock is restarted (Resume).";
}

Controls ruling_controls(const RulingView& view) {
  if (view.over) return fixed({{"Game record", "ruling.record"}, {"OK", "ruling.ok"}});
  if (view.holds_clock) return fixed({{"Play on", "ruling.play-on"}});
  return fixed({{"OK", "ruling.ok"}});
}

Controls director_sides(const ClockSession& s) {
  Controls out;
  for (const Color side : chess::kBothColors) {
    out.push_back(control(color_label(side), with_side("director.against.", side),
                          s.director_side() == side));
  }
  return out;
}

Controls director_penalties(const ClockSession& s, EpochMillis now) {
  Controls out;
  for (const game::PenaltyOffer& penalty : s.director_offer(now).penalties) {
    out.push_back(
        control(std::string(offence_label(penalty.offence)) + "\n" +
                    (penalty.next ? step_text(*penalty.next, s.director_side()) : "no penalty") +
                    "\n" + penalty.rule,
                "director.penalty." + std::string(rules::offence_name(penalty.offence))));
  }
  return out;
}

Controls director_set_times() {
  Controls out;
  for (const Color side : chess::kBothColors) {
    out.push_back(control(std::string("Set ") + color_label(side) + "\xE2\x80\xA6",
                          with_side("director.set.", side)));
  }
  return out;
}

Controls director_actions(const ClockSession& s, EpochMillis now) {
  const game::DirectorOffer offer = s.director_offer(now);
  Controls out;
  // Excess time (US Chess 11-3): back to the control's own time.
  for (const game::ExcessTime& excess : offer.excess) {
    out.push_back(control(std::string("Reduce ") + color_label(excess.side) + "'s excess time to " +
                              clock::format_remaining(excess.to, clock::DisplayFormat{0}),
                          with_side("director.reduce.", excess.side)));
  }
  if (offer.stop != game::DirectorStop::kNone) {
    out.push_back(control(offer.stop == game::DirectorStop::kRestart
                              ? "Restart the clocks"
                              : "Stop the clocks for a dispute",
                          "director.stop"));
  }
  return out;
}

Controls record_controls(const ClockSession& s) {
  Controls out = fixed({{"Scenario file", "record.export"}, {"Share as text", "record.share"}});
  if (s.study_offered()) {
    out.push_back(control("Study it", "record.study"));
    out.push_back(control("Share this case", "record.share-case"));
  }
  out.push_back(control("Close", "record.close"));
  return out;
}

std::string promotion_title(const ClockSession& s) {
  return std::string(color_label(s.promoter())) + " promotes";
}

const char* promotion_prompt() {
  return "When the new piece is on the board:";
}

Controls promotion_choices() {
  return fixed({{"Queen", "promote.q"},
                {"Rook", "promote.r"},
                {"Bishop", "promote.b"},
                {"Knight", "promote.n"}});
}

Controls menu_controls(const ClockSession& s) {
  const ClockSettings& settings = s.settings();
  Controls out = fixed({{"Game record", "menu.record"},
                        {"Set-up link and QR code", "menu.link"},
                        {"Swap sides", "menu.swap"}});
  const auto toggle = [&out](bool on, const char* on_label, const char* off_label,
                             const char* intent) {
    out.push_back(control(on ? on_label : off_label, intent, on));
  };
  toggle(settings.sound, "Sound: on", "Sound: off", "menu.sound");
  toggle(settings.tenths, "Tenths under 20 s: on", "Tenths under 20 s: off", "menu.tenths");
  toggle(settings.light, "Light theme: on", "Light theme: off", "menu.light");
  toggle(settings.turn_halves, "Landscape: halves turned", "Landscape: side view", "menu.turn");
  // The director's panel, once the game has started: held for a second, or pressed twice.
  if (s.started()) out.push_back(control("Director's panel (hold 1 s)", "menu.director"));
  out.push_back(control("New game\xE2\x80\xA6", "menu.reset"));
  out.push_back(control("Close", "menu.close"));
  return out;
}

std::string link_question(const ClockSession& s) {
  const auto& link = s.pending_link();
  if (!link) return "";
  const rules::Ruleset* ruleset = rules::find_ruleset(link->ruleset);
  return "A set-up link asks for " + (ruleset ? std::string(ruleset->name) : link->ruleset) +
         " with " + link->control +
         ". It replaces the game in progress: its times and record are lost.";
}

Controls link_choices() {
  return fixed({{"Replace the game", "link.accept"}, {"Keep this game", "link.keep"}});
}

const char* link_explanation() {
  return "Every phone that opens this link (or scans the code) gets this clock: the same rules and "
         "time control.";
}

Controls link_sheet_controls() {
  return fixed({{"Share the link", "link.share"}, {"Close", "link.close"}});
}

}  // namespace flagfall::session
