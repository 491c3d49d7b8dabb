// The clock for the ear and the keyboard: intents by id (the accessible mirror's buttons), keys,
// live announcements and the mirror itself (session/mirror.h).
#include <string>

#include "rules/ruleset.h"
#include "session/clock_session.h"
#include "session/live_text.h"

namespace flagfall::session {
namespace {

using chess::Color;

constexpr Color kSides[] = {Color::White, Color::Black};

// The side named at the end of an intent id ("claim.white" -> White), if `intent` is
// `prefix` + a side.
std::optional<Color> side_after(std::string_view intent, std::string_view prefix) {
  if (intent.substr(0, prefix.size()) != prefix) return std::nullopt;
  const std::string_view side = intent.substr(prefix.size());
  if (side == "white") return Color::White;
  if (side == "black") return Color::Black;
  return std::nullopt;
}

std::string half_words(const HalfView& v, Color side) {
  const std::string name = color_label(side);
  switch (v.status) {
    case HalfStatus::kOver:
      return name + ": " + v.headline + ".";
    case HalfStatus::kBothFlags:
      return name + ": both flags are down.";
    case HalfStatus::kFlagFell:
      return name + ": flag fell.";
    case HalfStatus::kMayClaim:
      return name + ": " + color_label(~side) + "'s flag fell; " + name + " may claim.";
    case HalfStatus::kTapToStart:
      return name + ": press to start " + color_label(v.first_to_move) + "'s clock.";
    case HalfStatus::kMovesFirst:
      return name + " moves first.";
    case HalfStatus::kStopped:
      return name + ": clock stopped.";
    case HalfStatus::kDelay:
    case HalfStatus::kMoves:
      break;
  }
  return name + ": " + std::to_string(v.clock.moves) + " moves" +
         (v.running ? ", clock running." : ".");
}

}  // namespace

void ClockSession::announce(std::string text, bool assertive) {
  announcements_.push_back({std::move(text), assertive});
}

void ClockSession::announce_clock_news(EpochMillis now) {
  if (!both_flags_said_ && flag_announced_[0] && flag_announced_[1]) {
    both_flags_said_ = true;
    announce("Both flags down.", true);
  }
  if (!over_said_ && game_.over()) {
    over_said_ = true;
    announce("Game over: " + ruling_headline(game_.ruling(now)) + ".", true);
  }
}

void ClockSession::say_times(EpochMillis at) {
  std::string said;
  for (const Color side : kSides) {
    const HalfView v = half_view(side, at);
    said += std::string(color_label(side)) + " " +
            clock::format_remaining(v.clock.remaining, display_format()) +
            (v.running ? ", running" : "") + (v.clock.flag_at ? ", flag fallen" : "") + ". ";
  }
  said.pop_back();
  announce(said);
}

bool ClockSession::activate(std::string_view intent, EpochMillis at) {
  if (const auto side = side_after(intent, "clock.")) {
    tap_half(*side, at);
  } else if (const auto claimant = side_after(intent, "claim.")) {
    open_claim(*claimant, at);
  } else if (const auto restarter = side_after(intent, "restart.")) {
    restart_opponent_clock(*restarter, at);
  } else if (const auto stopper = side_after(intent, "promote-stop.")) {
    stop_for_promotion(*stopper, at);
  } else if (const auto pauser = side_after(intent, "promote-pause.")) {
    pause_for_promotion(*pauser, at);
  } else if (intent == "clock.pause") {
    switch (bar_view(at)) {
      case BarView::kRecord:
        open_record();
        break;
      case BarView::kResume:
        resume(at);
        break;
      case BarView::kPause:
        pause(at);
        break;
      case BarView::kPauseDisabled:
        break;
    }
  } else if (intent == "clock.say-times") {
    say_times(at);
  } else if (intent == "clock.home") {
    leave();
  } else if (intent == "clock.control") {
    open_picker();
  } else if (intent == "clock.more") {
    open_menu();
  } else if (intent == "menu.light") {
    toggle_light();
  } else if (intent == "menu.record") {
    open_record();
  } else if (intent == "menu.swap") {
    swap_sides();
  } else if (intent == "menu.sound") {
    toggle_sound();
  } else if (intent == "menu.tenths") {
    toggle_tenths();
  } else if (intent == "menu.reset") {
    ask_new_game();
  } else if (intent == "reset.confirm") {
    new_game();
  } else if (intent.substr(0, 8) == "ruleset.") {
    choose_ruleset(intent.substr(8));
  } else if (intent.substr(0, 7) == "preset.") {
    choose_preset(intent.substr(7));
  } else if (intent == "claim.time") {
    claim_time();
  } else if (intent == "claim.illegal") {
    claim_illegal();
  } else if (intent == "claim.unpromoted") {
    claim_unpromoted();
  } else if (intent == "claim.dispute") {
    stop_for_dispute();
  } else if (intent == "claim.cancel") {
    cancel_claim();
  } else if (intent == "claim.back") {
    claim_back();
  } else if (intent == "claim.confirm") {
    confirm_claim();
  } else if (intent == "ruling.play-on") {
    play_on(at);
  } else if (intent == "ruling.record") {
    open_record();
  } else if (intent == "ruling.ok" || intent == "picker.close" || intent == "menu.close" ||
             intent == "reset.cancel" || intent == "record.close" || intent == "director.close" ||
             intent == "sheet.close") {
    return key(Key::kEscape, at);
  } else {
    return false;
  }
  return true;
}

bool ClockSession::key(Key key, EpochMillis at) {
  if (key == Key::kEscape) {
    switch (sheet_) {
      case ClockSheet::kNone:
        return false;
      case ClockSheet::kClaim:
        cancel_claim();
        return true;
      case ClockSheet::kRuling:
        if (!ruling_holds_clock_) close_sheet();  // else only Play on restarts the clock
        return true;
      case ClockSheet::kPromote:
        return true;  // the piece must be chosen: the clock waits for it
      case ClockSheet::kNotice:
        dismiss_notice();
        return true;
      default:
        close_sheet();
        return true;
    }
  }
  // The other keys are the clock's own; a sheet on show keeps them for its controls.
  if (sheet_ != ClockSheet::kNone) return false;
  switch (key) {
    case Key::kSpace:
      if (!started()) {
        tap_half(~game_.first_to_move(), at);
      } else if (const auto running = game_.game_clock().running_side(game_.game_time(at))) {
        tap_half(*running == clock::Side::White ? Color::White : Color::Black, at);
      }
      return true;
    case Key::kLeftShift:
      tap_half(Color::White, at);
      return true;
    case Key::kRightShift:
      tap_half(Color::Black, at);
      return true;
    case Key::kP:
      if (bar_view(at) == BarView::kPause) {
        pause(at);
      } else if (bar_view(at) == BarView::kResume) {
        resume(at);
      }
      return true;
    case Key::kT:
      say_times(at);
      return true;
    default:
      return false;
  }
}

Mirror clock_mirror(const ClockSession& session, EpochMillis now) {
  Mirror m;
  m.heading("Clock", 1);
  m.text(std::string(ruleset_short_name(session.game().ruleset().id)) + ", " +
         session.settings().control + ".");
  for (const Color side : kSides) {
    const HalfView v = session.half_view(side, now);
    m.text(half_words(v, side));
    if (session.sheet() != ClockSheet::kNone) continue;
    m.button(std::string(color_label(side)) + "'s clock: press",
             std::string("clock.") + color_id(side));
    if (!v.offer.claim) continue;
    m.button(std::string(color_label(side)) + " claims", std::string("claim.") + color_id(side));
    switch (v.offer.control) {
      case game::HalfControl::kRestartOpponent:
        m.button(std::string(color_label(side)) + ": restart " + color_label(~side) + "'s clock",
                 std::string("restart.") + color_id(side));
        break;
      case game::HalfControl::kPromotionStop:
        m.button(std::string(color_label(side)) + ": stop for the promotion",
                 std::string("promote-stop.") + color_id(side));
        break;
      case game::HalfControl::kPromotionPause:
        m.button(std::string(color_label(side)) + ": stop, " + color_label(v.offer.promoter) +
                     " promotes",
                 std::string("promote-pause.") + color_id(side));
        break;
      case game::HalfControl::kNone:
        break;
    }
  }
  switch (session.sheet()) {
    case ClockSheet::kNone:
      switch (session.bar_view(now)) {
        case BarView::kRecord:
          m.button("Game record", "clock.pause");
          break;
        case BarView::kResume:
          m.button("Resume", "clock.pause");
          break;
        case BarView::kPause:
          m.button("Pause", "clock.pause");
          break;
        case BarView::kPauseDisabled:
          break;
      }
      m.button("Say the times", "clock.say-times");
      m.button("Rules and time control: " + session.settings().control, "clock.control");
      m.button("More", "clock.more");
      m.button("Home", "clock.home");
      break;
    case ClockSheet::kClaim: {
      const ClaimSheet& claim = *session.claim();
      const game::ClaimOffer offer = *session.claim_offer();
      const Color other = ~claim.draft.claimant;
      m.heading(std::string(color_label(claim.draft.claimant)) + " claims", 2);
      if (claim.step == ClaimStep::kChoose) {
        if (offer.time) {
          m.button(offer.both_flags_down
                       ? "Both flags are down: claim"
                       : std::string(color_label(other)) + "'s flag fell: claim the win",
                   "claim.time");
        }
        if (offer.illegal)
          m.button(std::string(color_label(other)) + "'s last move was illegal", "claim.illegal");
        if (offer.unpromoted != game::UnpromotedAction::kNone)
          m.button(std::string(color_label(other)) + " pressed, pawn not promoted",
                   "claim.unpromoted");
        if (offer.dispute) m.button("Stop the clock for the director", "claim.dispute");
        m.button("Cancel: the clock runs on", "claim.cancel");
      } else {
        m.text(session.notice());
        m.button("Back", "claim.back").button("Rule on it", "claim.confirm");
      }
      break;
    }
    case ClockSheet::kRuling: {
      const RulingView v = session.ruling_view(now);
      m.heading("Ruling: " + ruling_headline(v.ruling), 2);
      if (!v.rule.empty()) m.text("Rule " + v.rule + ".");
      std::vector<std::string> lines;
      for (const rules::LogEntry& e : v.lines) lines.push_back(e.text);
      m.list("What the arbiter found", std::move(lines));
      if (v.over) {
        m.text("The game is over.");
        m.button("Game record", "ruling.record");
      }
      if (v.holds_clock) {
        m.button("Play on", "ruling.play-on");
      } else {
        m.button("OK", "ruling.ok");
      }
      break;
    }
    case ClockSheet::kPicker:
      m.heading("Rules and time control", 2);
      for (const rules::Ruleset* r : rules::all_rulesets()) {
        m.button(std::string(ruleset_short_name(r->id)), "ruleset." + std::string(r->id),
                 r->id == session.settings().ruleset);
      }
      for (const char* preset : kClockPresets) {
        m.button(preset, std::string("preset.") + preset, session.settings().control == preset);
      }
      m.text(session.game().control_warning());
      m.button("Close", "picker.close");
      break;
    case ClockSheet::kMenu: {
      const ClockSettings& settings = session.settings();
      m.heading("More", 2);
      m.button("Game record", "menu.record").button("Swap sides", "menu.swap");
      m.button("Sound", "menu.sound", settings.sound);
      m.button("Tenths under 20 seconds", "menu.tenths", settings.tenths);
      m.button("Light theme", "menu.light", settings.light);
      m.button("New game", "menu.reset").button("Close", "menu.close");
      break;
    }
    case ClockSheet::kConfirmReset:
      m.heading("Reset the clock?", 2);
      m.button("Reset", "reset.confirm").button("Cancel", "reset.cancel");
      break;
    default:
      // The other sheets are for the phone's holder or the director; with a keyboard their own
      // controls take Tab and Enter. Closing one is always offered here.
      m.heading("A sheet is open", 2);
      m.text(session.notice());
      if (session.sheet() != ClockSheet::kPromote) m.button("Close", "sheet.close");
      break;
  }
  return m;
}

}  // namespace flagfall::session
