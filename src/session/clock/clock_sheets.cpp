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
using sheet_words::with_side;

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
[[gnu::noinline]] Control control(std::string_view label, std::string_view intent, bool on) {
  return Control{std::string(label), std::string(intent), on};
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
  if (view.over && view.undo)
    return fixed({{"Undo", "ruling.undo"}, {"Game record", "ruling.record"}, {"OK", "ruling.ok"}});
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

Controls director_set_times(const ClockSession& s) {
  Controls out;
  for (const Color side : chess::kBothColors) {
    out.push_back(control(std::string("Set ") + color_label(side) + "\xE2\x80\xA6",
                          with_side("director.set.", side)));
  }
  // A staged control's move counter, as a DGT clock lets the director correct it.
  for (const Color side : chess::kBothColors) {
    if (!clock::stage(s.game().game_clock(), side).staged) continue;
    out.push_back(control(std::string(color_label(side)) + "'s moves\xE2\x80\xA6",
                          with_side("director.moves.", side)));
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
  if (s.record_times()) {
    // Each move's time: back to the events, the times as CSV, and PGN where the moves are known.
    Controls out = {control("Each move's time", "record.times", true),
                    control("Times as CSV", "record.csv")};
    if (s.pgn_offered()) out.push_back(control("PGN with clocks", "record.pgn"));
    out.push_back(control("Close", "record.close"));
    return out;
  }
  Controls out = fixed({{"Scenario file", "record.export"},
                        {"Share as text", "record.share"},
                        {"Each move's time", "record.times"}});
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
  out.push_back(control(low_time_label(s), "menu.low-time", settings.low_time_s != kLowTimeOff));
  out.push_back(control(press_feedback_label(settings.press_feedback), "menu.press",
                        settings.press_feedback != PressFeedback::kOff));
  // The players' keys, low in the menu: their sheet opens above the tap that opened it.
  out.push_back(control("Keys: " + key_label(settings.white_key) + " / " +
                            key_label(settings.black_key) + "\xE2\x80\xA6",
                        "menu.keys"));
  // The director's panel, once the game has started: held for a second, or pressed twice.
  if (s.started()) out.push_back(control("Director's panel (hold 1 s)", "menu.director"));
  out.push_back(control("New game\xE2\x80\xA6", "menu.reset"));
  out.push_back(control("Close", "menu.close"));
  return out;
}

std::string link_question(const ClockSession& s, EpochMillis now) {
  std::string clock_words;
  if (s.bar_view(now) == BarView::kPause) {
    const auto running = s.game().game_clock().running_side(s.game().game_time(now));
    clock_words = std::string(" ") + color_label(running.value_or(Color::White)) +
                  "'s clock is running, and keeps running while you decide.";
  } else if (s.in_progress()) {
    clock_words = " The clocks are stopped.";
  }
  if (!s.pending_trainer_link().empty()) {
    const bool set = s.pending_trainer_link().rfind("#set=", 0) == 0;
    return std::string(set ? "A class set" : "A shared case") +
           " arrived. It opens in the trainer, away from the game in progress." + clock_words;
  }
  const auto& link = s.pending_link();
  if (!link) return "";
  const rules::Ruleset* ruleset = rules::find_ruleset(link->ruleset);
  return "A set-up link asks for " + (ruleset ? std::string(ruleset->name) : link->ruleset) +
         " with " + control_label(link->control, link->black, link->draw_counts_for_black) +
         ". It replaces the game in progress: its times and record are lost." + clock_words;
}

Controls link_choices(const ClockSession& s, EpochMillis now) {
  if (!s.pending_trainer_link().empty()) {
    return fixed({{s.bar_view(now) == BarView::kPause ? "Pause the clock and open it" : "Open it",
                   "link.accept"},
                  {"Keep playing (drop the link)", "link.keep"}});
  }
  return fixed({{"Replace the game", "link.accept"}, {"Keep this game", "link.keep"}});
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

Controls reset_controls() {
  return fixed({{"Keep this game", "reset.cancel"}, {"New game", "reset.confirm"}});
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

Controls link_sheet_controls() {
  return fixed({{"Share the link", "link.share"}, {"Close", "link.close"}});
}

}  // namespace flagfall::session
