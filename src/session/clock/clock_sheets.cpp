// What the clock's sheets say and offer, for the drawn sheets and the mirror alike
// (clock_sheets.h).
#include "session/clock/clock_sheets.h"

#include <initializer_list>
#include <utility>

#include "clock/display.h"
#include "rules/ruleset.h"
#include "session/clock/clock_sheets_internal.h"
#include "session/clock/live_text.h"

namespace flagfall::session {
using sheet_words::fixed;

namespace {

using chess::Color;

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

}  // namespace

// Out of line, so a call passes two pointers and lengths instead of building two strings.
[[gnu::noinline]] ClockControl control(std::string_view label, ClockIntent intent, bool on) {
  return ClockControl{std::string(label), intent, on};
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

ClockControls ruling_controls(const RulingView& view) {
  if (view.over && view.undo)
    return fixed(
        {{"Undo", A::kRulingUndo}, {"Game record", A::kRulingRecord}, {"OK", A::kRulingOk}});
  if (view.over) return fixed({{"Game record", A::kRulingRecord}, {"OK", A::kRulingOk}});
  if (view.holds_clock) return fixed({{"Play on", A::kPlayOn}});
  return fixed({{"OK", A::kRulingOk}});
}

ClockControls director_sides(const ClockSession& s) {
  ClockControls out;
  for (const Color side : chess::kBothColors) {
    out.push_back(control(color_label(side), {A::kAgainst, side}, s.director_side() == side));
  }
  return out;
}

ClockControls director_penalties(const ClockSession& s, EpochMillis now) {
  ClockControls out;
  for (const game::PenaltyOffer& penalty : s.director_offer(now).penalties) {
    out.push_back(
        control(std::string(offence_label(penalty.offence)) + "\n" +
                    (penalty.next ? step_text(*penalty.next, s.director_side()) : "no penalty") +
                    "\n" + penalty.rule,
                {A::kPenalty, {}, static_cast<int>(penalty.offence)}));
  }
  return out;
}

ClockControls director_set_times(const ClockSession& s) {
  ClockControls out;
  for (const Color side : chess::kBothColors) {
    out.push_back(
        control(std::string("Set ") + color_label(side) + "\xE2\x80\xA6", {A::kSetTime, side}));
  }
  // A staged control's move counter, as a DGT clock lets the director correct it.
  for (const Color side : chess::kBothColors) {
    if (!clock::stage(s.game().game_clock(), side).staged) continue;
    out.push_back(
        control(std::string(color_label(side)) + "'s moves\xE2\x80\xA6", {A::kSetMoves, side}));
  }
  return out;
}

ClockControls director_actions(const ClockSession& s, EpochMillis now) {
  const game::DirectorOffer offer = s.director_offer(now);
  ClockControls out;
  // Excess time (US Chess 11-3): back to the control's own time.
  for (const game::ExcessTime& excess : offer.excess) {
    out.push_back(control(std::string("Reduce ") + color_label(excess.side) + "'s excess time to " +
                              clock::format_remaining(excess.to, clock::DisplayFormat{0}),
                          {A::kReduce, excess.side}));
  }
  if (offer.stop != game::DirectorStop::kNone) {
    out.push_back(control(offer.stop == game::DirectorStop::kRestart
                              ? "Restart the clocks"
                              : "Stop the clocks for a dispute",
                          {A::kDirectorStop}));
  }
  return out;
}

ClockControls record_controls(const ClockSession& s) {
  if (s.record_times()) {
    // Each move's time: back to the events, the times as CSV, and PGN where the moves are known.
    ClockControls out = {control("Each move's time", {A::kRecordTimes}, true),
                         control("Times as CSV", {A::kExportCsv})};
    if (s.pgn_offered()) out.push_back(control("PGN with clocks", {A::kExportPgn}));
    out.push_back(control("Close", {A::kRecordClose}));
    return out;
  }
  ClockControls out = fixed({{"Scenario file", A::kExportScenario},
                             {"Share as text", A::kShareRecord},
                             {"Each move's time", A::kRecordTimes}});
  if (study_offered(s)) {
    out.push_back(control("Study it", {A::kStudy}));
    out.push_back(control("Share this case", {A::kShareCase}));
  }
  out.push_back(control("Close", {A::kRecordClose}));
  return out;
}

std::string promotion_title(const ClockSession& s) {
  return std::string(color_label(s.promoter())) + " promotes";
}

const char* promotion_prompt() {
  return "When the new piece is on the board:";
}

ClockControls promotion_choices() {
  ClockControls out;
  for (const char* piece : {"Queen", "Rook", "Bishop", "Knight"}) {
    out.push_back(control(piece, {A::kPromote, {}, static_cast<int>(out.size())}));
  }
  return out;
}

ClockControls menu_controls(const ClockSession& s) {
  const ClockSettings& settings = s.settings();
  ClockControls out = fixed({{"Game record", A::kMenuRecord},
                             {"Set-up link and QR code", A::kLinkSheet},
                             {"Swap sides", A::kSwap}});
  const auto toggle = [&out](bool on, const char* on_label, const char* off_label,
                             ClockAction intent) {
    out.push_back(control(on ? on_label : off_label, intent, on));
  };
  toggle(settings.sound, "Sound: on", "Sound: off", A::kSound);
  toggle(settings.tenths, "Tenths under 20 s: on", "Tenths under 20 s: off", A::kTenths);
  toggle(settings.light, "Light theme: on", "Light theme: off", A::kLight);
  toggle(settings.turn_halves, "Landscape: halves turned", "Landscape: side view", A::kTurnHalves);
  out.push_back(control(low_time_label(s), {A::kLowTime}, settings.low_time_s != kLowTimeOff));
  out.push_back(control(press_feedback_label(settings.press_feedback), {A::kPressFeedback},
                        settings.press_feedback != PressFeedback::kOff));
  // The players' keys, low in the menu: their sheet opens above the tap that opened it.
  out.push_back(control("Keys: " + key_label(settings.white_key) + " / " +
                            key_label(settings.black_key) + "\xE2\x80\xA6",
                        {A::kKeys}));
  // The director's panel, once the game has started: held for a second, or pressed twice.
  if (s.started()) out.push_back(control("Director's panel (hold 1 s)", {A::kDirector}));
  out.push_back(control("New game\xE2\x80\xA6", {A::kAskNewGame}));
  out.push_back(control("Close", {A::kMenuClose}));
  return out;
}

std::string link_question(const ClockSession& s, EpochMillis now) {
  std::string clock_words;
  if (s.bar_view(now) == BarView::kPause) {
    const auto running = s.game().game_clock().running_side(s.game().game_time(now));
    clock_words = std::string(" ") + color_label(running.value_or(Color::White)) +
                  "'s clock is running, and keeps running while you decide.";
  } else if (in_progress(s)) {
    clock_words = " The clocks are stopped.";
  }
  if (!s.arrived_link().trainer.empty()) {
    const bool set = s.arrived_link().trainer.starts_with("#set=");
    return std::string(set ? "A class set" : "A shared case") +
           " arrived. It opens in the trainer, away from the game in progress." + clock_words;
  }
  const auto& link = s.arrived_link().setup;
  if (!link) return "";
  const rules::Ruleset* ruleset = rules::find_ruleset(link->ruleset);
  return "A set-up link asks for " + (ruleset ? std::string(ruleset->name) : link->ruleset) +
         " with " + control_label(link->control, link->black, link->draw_counts_for_black) +
         ". It replaces the game in progress: its times and record are lost." + clock_words;
}

ClockControls link_choices(const ClockSession& s, EpochMillis now) {
  if (!s.arrived_link().trainer.empty()) {
    return fixed({{s.bar_view(now) == BarView::kPause ? "Pause the clock and open it" : "Open it",
                   {A::kLinkAccept}},
                  {"Keep playing (drop the link)", A::kLinkKeep}});
  }
  return fixed({{"Replace the game", A::kLinkAccept}, {"Keep this game", A::kLinkKeep}});
}

std::string reset_question(const ClockSession& s) {
  const ClockSettings& next = s.pending_settings().value_or(s.settings());
  std::string game = control_label(next);
  if (next.ruleset != s.settings().ruleset) {
    game = std::string(ruleset_short_name(next.ruleset)) + ", " + game;
  }
  return "A new game: both clocks go back to " + game +
         ". This game is replaced; Undo in the bar brings it back for 10 seconds.";
}

static_assert(kUndoWindowMs == 10'000, "reset_question() says 10 seconds");
static_assert(kHoldToReplaceMs == 1'000, "reset_hold_hint() says a second");

const char* reset_title() {
  return "Replace this game?";
}

ClockControls reset_controls() {
  return fixed({{"Keep this game", A::kResetCancel}, {"New game", A::kNewGame}});
}

const char* reset_hold_hint() {
  return "Hold New game for a second.";
}

std::string low_time_label(const ClockSession& s) {
  const int setting = s.settings().low_time_s;
  if (setting == kLowTimeOff) return "Low time: off";
  const clock::Millis ms = s.low_time_threshold();
  std::string at = std::to_string(ms / 1000);
  if (ms % 1000 != 0) at += "." + std::to_string(ms % 1000 / 100);
  at += " s";
  return "Low time: " + (setting == kLowTimeAuto ? "auto (" + at + ")" : "under " + at);
}

const char* press_feedback_label(PressFeedback feedback) {
  switch (feedback) {
    case PressFeedback::kOff:
      return "Press feedback: off";
    case PressFeedback::kClick:
      return "Press feedback: click";
    case PressFeedback::kBuzz:
      return "Press feedback: buzz";
    case PressFeedback::kBoth:
      return "Press feedback: both";
  }
  return "";
}

const char* link_explanation() {
  return "Every phone that opens this link (or scans the code) gets this clock: the same rules and "
         "time control.";
}

ClockControls link_sheet_controls() {
  return fixed({{"Share the link", A::kLinkShare}, {"Close", A::kLinkClose}});
}

}  // namespace flagfall::session
