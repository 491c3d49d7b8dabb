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
using namespace clock_intent;

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
ClockControl control(std::string_view label, ClockIntent intent, bool on) {
  return ClockControl{std::string(label), std::move(intent), on};
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
    return fixed({{"Undo", Undo{From::kRuling}},
                  {"Game record", OpenRecord{From::kRuling}},
                  {"OK", Close{ClockSheet::kRuling}}});
  if (view.over)
    return fixed({{"Game record", OpenRecord{From::kRuling}}, {"OK", Close{ClockSheet::kRuling}}});
  if (view.holds_clock) return fixed({{"Play on", PlayOn{}}});
  return fixed({{"OK", Close{ClockSheet::kRuling}}});
}

ClockControls director_sides(const ClockSession& s) {
  ClockControls out;
  for (const Color side : chess::kBothColors) {
    out.push_back(control(color_label(side), PenaltyAgainst{side}, s.director_side() == side));
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
                GivePenalty{penalty.offence}));
  }
  return out;
}

ClockControls director_set_times() {
  ClockControls out;
  for (const Color side : chess::kBothColors) {
    out.push_back(
        control(std::string("Set ") + color_label(side) + "\xE2\x80\xA6", AskSetTime{side}));
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
                          ReduceExcessTime{excess.side}));
  }
  if (offer.stop != game::DirectorStop::kNone) {
    out.push_back(control(offer.stop == game::DirectorStop::kRestart
                              ? "Restart the clocks"
                              : "Stop the clocks for a dispute",
                          DirectorStop{}));
  }
  return out;
}

ClockControls record_controls(const ClockSession& s) {
  ClockControls out = fixed({{"Scenario file", UseRecord{RecordAction::kExport}},
                             {"Share as text", UseRecord{RecordAction::kShareText}}});
  if (s.study_offered()) {
    out.push_back(control("Study it", UseRecord{RecordAction::kStudy}));
    out.push_back(control("Share this case", UseRecord{RecordAction::kShareCase}));
  }
  out.push_back(control("Close", Close{ClockSheet::kRecord}));
  return out;
}

ClockControls menu_controls(const ClockSession& s) {
  const ClockSettings& settings = s.settings();
  ClockControls out = fixed({{"Game record", OpenRecord{From::kMenu}},
                             {"Set-up link and QR code", OpenSetupLinkSheet{}},
                             {"Swap sides", ChangeSetting{Setting::kSwapSides}}});
  const auto toggle = [&out](bool on, const char* on_label, const char* off_label,
                             Setting setting) {
    out.push_back(control(on ? on_label : off_label, ChangeSetting{setting}, on));
  };
  toggle(settings.sound, "Sound: on", "Sound: off", Setting::kSound);
  toggle(settings.tenths, "Tenths under 20 s: on", "Tenths under 20 s: off", Setting::kTenths);
  toggle(settings.light, "Light theme: on", "Light theme: off", Setting::kLight);
  toggle(settings.turn_halves, "Landscape: halves turned", "Landscape: side view",
         Setting::kTurnHalves);
  out.push_back(control(low_time_label(s), ChangeSetting{Setting::kLowTime},
                        settings.low_time_s != kLowTimeOff));
  out.push_back(control(press_feedback_label(settings.press_feedback),
                        ChangeSetting{Setting::kPressFeedback},
                        settings.press_feedback != PressFeedback::kOff));
  // The director's panel, once the game has started: held for a second, or pressed twice.
  if (s.started()) out.push_back(control("Director's panel (hold 1 s)", OpenDirector{}));
  out.push_back(control("New game\xE2\x80\xA6", AskNewGame{}));
  out.push_back(control("Close", Close{ClockSheet::kMenu}));
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
         " with " + link->control +
         ". It replaces the game in progress: its times and record are lost." + clock_words;
}

ClockControls link_choices(const ClockSession& s, EpochMillis now) {
  if (!s.pending_trainer_link().empty()) {
    return fixed({{s.bar_view(now) == BarView::kPause ? "Pause the clock and open it" : "Open it",
                   AcceptLink{}},
                  {"Keep playing (drop the link)", KeepGame{}}});
  }
  return fixed({{"Replace the game", AcceptLink{}}, {"Keep this game", KeepGame{}}});
}

ClockControls picker_rulesets(const ClockSession& s) {
  ClockControls out;
  for (const rules::Ruleset* r : rules::all_rulesets()) {
    out.push_back(control(ruleset_short_name(r->id), ChooseRuleset{std::string(r->id)},
                          r->id == s.settings().ruleset));
  }
  return out;
}

ClockControls picker_controls(const ClockSession& s) {
  ClockControls out;
  for (const char* preset : kClockPresets)
    out.push_back(control(preset, ChoosePreset{preset}, s.settings().control == preset));
  out.push_back(control("Custom\xE2\x80\xA6", AskCustomControl{}));
  return out;
}

ClockControls picker_end() {
  return fixed({{"Close", Close{ClockSheet::kPicker}}});
}

ClockControls notice_end() {
  return fixed({{"OK", Close{ClockSheet::kNotice}}});
}

ClockControls director_end() {
  return fixed({{"Close", Close{ClockSheet::kDirector}}});
}

ClockControls result_end() {
  return fixed({{"Back", ClaimBack{}}});
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

}  // namespace flagfall::session
