// The clock for the ear: live announcements and "Say the times". The mirror itself is in
// clock_mirror.cpp; its buttons and the keys reach the session through apply()
// (clock_session_apply.cpp).
#include <algorithm>
#include <string>
#include <utility>

#include "rules/ruleset.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets.h"
#include "session/clock/live_text.h"

namespace flagfall::session {
namespace {

using chess::Color;

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
  for (const Color side : chess::kBothColors) {
    const HalfView v = half_view(side, at);
    said += std::string(color_label(side)) + " " +
            clock::format_remaining(v.clock.remaining, display_format()) +
            (v.running ? ", running" : "") + (v.clock.flag_at ? ", flag fallen" : "") + ". ";
  }
  said.pop_back();
  announce(said);
}

}  // namespace flagfall::session
