// The director's panel: whom a penalty is against, the penalties on the ruleset's ladder, setting
// a side's time or a staged control's moves, reducing excess time, stopping and restarting the
// clocks. It opens only after its button is held for a second, or pressed twice within 3 s.
#include "session/clock/sheets/director_sheet.h"

#include <charconv>

#include "clock/notation.h"
#include "rules/ruleset.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets_internal.h"
#include "session/clock/live_text.h"

namespace flagfall::session {

using chess::Color;
using sheet_words::fixed;

namespace {

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

// "text" in quotation marks (built step by step: g++ 12 misreads a chain of + here as an
// overlapping copy).
std::string quoted(std::string_view text) {
  std::string out = "\"";
  out.append(text);
  out.push_back('"');
  return out;
}

}  // namespace

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

void ClockSession::open_director(EpochMillis pressed_at, EpochMillis released_at) {
  intent_at_ = released_at;
  if (!started()) return;
  // A key or a screen reader cannot hold a button: a second press within 3 s does as well.
  const bool again = director_.pressed_at && released_at - *director_.pressed_at <= 3000;
  director_.pressed_at.reset();
  if (released_at - pressed_at >= kHoldDirectorMs || again) {
    notice_.clear();
    show(ClockSheet::kDirector);
  } else {
    notice_ =
        "Hold the button for a second, or press it twice: the panel is for the tournament "
        "director.";
    director_.pressed_at = released_at;
  }
}

void ClockSession::give_penalty(rules::Offence offence, EpochMillis at) {
  intent_at_ = at;
  if (sheet_ != ClockSheet::kDirector || !live().ruleset().ladder(offence)) return;
  // A forfeit (or a penalty the arbiter rules as a lost game) is confirmed first.
  ask_to_end(std::string(color_label(director_.side)) + " forfeits",
             game::penalty_entries(director_.side, offence), at, ClockSheet::kDirector);
}

void ClockSession::ask_set_time(Color side, EpochMillis now) {
  clock::DisplayFormat format;
  format.tenths_below = 0;
  ask_text_ = TextRequest{std::string("set-time.") + color_id(side),
                          std::string(color_label(side)) + "'s time, as m:ss (for example 4:30)",
                          clock::format_remaining(remaining(side, now), format)};
}

void ClockSession::set_time(Color side, std::string_view text, EpochMillis at) {
  intent_at_ = at;
  if (!started()) return;
  const auto ms = game::parse_clock_time(text);
  if (!ms) {
    notice_ = quoted(text) + " is not a time: write it as m:ss, for example 4:30.";
    return;
  }
  notice_.clear();
  record(live().wall_time(live().game_time(at)), game::set_time_entries(side, *ms), true);
}

void ClockSession::ask_set_moves(Color side) {
  if (sheet_ != ClockSheet::kDirector || !started()) return;
  ask_text_ = TextRequest{std::string("set-moves.") + color_id(side),
                          std::string(color_label(side)) + "'s moves made (the move counter)",
                          std::to_string(live().game_clock().view(side, 0).moves)};
}

void ClockSession::set_moves(Color side, std::string_view text, EpochMillis at) {
  intent_at_ = at;
  if (!started()) return;
  int moves = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), moves);
  if (text.empty() || error != std::errc() || end != text.data() + text.size()) {
    notice_ = quoted(text) + " is not a move count: write a whole number, for example 30.";
    return;
  }
  notice_.clear();
  record(live().wall_time(live().game_time(at)), game::set_moves_entries(side, moves), true);
}

void ClockSession::reduce_excess_time(Color side, EpochMillis at) {
  intent_at_ = at;
  if (sheet_ != ClockSheet::kDirector) return;
  for (const game::ExcessTime& excess : director_offer(at).excess) {
    if (excess.side == side) {
      record(at, game::set_time_entries(side, excess.to), true);
      return;
    }
  }
}

void ClockSession::director_stop(EpochMillis at) {
  intent_at_ = at;
  switch (director_offer(at).stop) {
    case game::DirectorStop::kStop:
      record(at, game::td_pause_entries(), false);
      break;
    case game::DirectorStop::kRestart:
      record(at, game::td_resume_entries(), false);
      break;
    case game::DirectorStop::kNone:
      break;
  }
}

}  // namespace flagfall::session
