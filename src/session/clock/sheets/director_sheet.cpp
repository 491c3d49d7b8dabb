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
using words::Msg;

namespace {

std::string step_text(rules::PenaltyStep step, Color offender) {
  switch (step) {
    case rules::PenaltyStep::kWarning:
      return std::string(words::text(Msg::kClockSheetDirectorWarning));
    case rules::PenaltyStep::kMinuteToOpponent:
      return words::format<Msg::kClockSheetDirectorMinuteTo>(side_words(~offender));
    case rules::PenaltyStep::kMinuteOffOffender:
      return words::format<Msg::kClockSheetDirectorMinuteOff>(side_words(offender));
    case rules::PenaltyStep::kForfeit:
      return std::string(words::text(Msg::kClockSheetDirectorForfeit));
    case rules::PenaltyStep::kAsIllegalMove:
      return std::string(words::text(Msg::kClockSheetDirectorAsIllegal));
  }
  return "";
}

Msg offence_label(rules::Offence offence) {
  switch (offence) {
    case rules::Offence::kTwoHands:
      return Msg::kClockSheetDirectorTwoHands;
    case rules::Offence::kKnockedClock:
      return Msg::kClockSheetDirectorKnockedClock;
    case rules::Offence::kDisplacedPieces:
      return Msg::kClockSheetDirectorDisplacedPieces;
    case rules::Offence::kTouchMove:
      return Msg::kClockSheetDirectorTouchMove;
    case rules::Offence::kBanging:
      return Msg::kClockSheetDirectorBanging;
    case rules::Offence::kOther:
      break;
  }
  return Msg::kClockSheetDirectorOther;
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
    out.push_back(control(side_name(side), {A::kAgainst, side}, s.director_side() == side));
  }
  return out;
}

ClockControls director_penalties(const ClockSession& s, EpochMillis now) {
  ClockControls out;
  for (const game::PenaltyOffer& penalty : s.director_offer(now).penalties) {
    out.push_back(
        control(std::string(words::text(offence_label(penalty.offence))) + "\n" +
                    (penalty.next ? step_text(*penalty.next, s.director_side())
                                  : std::string(words::text(Msg::kClockSheetDirectorNoPenalty))) +
                    "\n" + penalty.rule,
                {A::kPenalty, {}, static_cast<int>(penalty.offence)}));
  }
  return out;
}

ClockControls director_set_times(const ClockSession& s) {
  ClockControls out;
  for (const Color side : chess::kBothColors) {
    out.push_back(control(words::format<Msg::kClockSheetDirectorSetTime>(side_words(side)),
                          {A::kSetTime, side}));
  }
  // A staged control's move counter, as a DGT clock lets the director correct it.
  for (const Color side : chess::kBothColors) {
    if (!clock::stage(s.game().game_clock(), side).staged) continue;
    out.push_back(control(words::format<Msg::kClockSheetDirectorSetMoves>(side_of_words(side)),
                          {A::kSetMoves, side}));
  }
  return out;
}

ClockControls director_actions(const ClockSession& s, EpochMillis now) {
  const game::DirectorOffer offer = s.director_offer(now);
  ClockControls out;
  // Excess time (US Chess 11-3): back to the control's own time.
  for (const game::ExcessTime& excess : offer.excess) {
    out.push_back(control(words::format<Msg::kClockSheetDirectorReduce>(
                              side_of_words(excess.side),
                              clock::format_remaining(excess.to, clock::DisplayFormat{0})),
                          {A::kReduce, excess.side}));
  }
  if (offer.stop != game::DirectorStop::kNone) {
    out.push_back(control(offer.stop == game::DirectorStop::kRestart
                              ? Msg::kClockSheetDirectorRestart
                              : Msg::kClockSheetDirectorStop,
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
    notice_ = words::text(Msg::kClockNoticeDirectorHold);
    director_.pressed_at = released_at;
  }
}

void ClockSession::give_penalty(rules::Offence offence, EpochMillis at) {
  intent_at_ = at;
  if (sheet_ != ClockSheet::kDirector || !live().ruleset().ladder(offence)) return;
  // A forfeit (or a penalty the arbiter rules as a lost game) is confirmed first.
  ask_to_end(Msg::kClockSheetDirectorForfeits, director_.side,
             game::penalty_entries(director_.side, offence), at, ClockSheet::kDirector);
}

void ClockSession::ask_set_time(Color side, EpochMillis now) {
  clock::DisplayFormat format;
  format.tenths_below = 0;
  ask_text_ = TextRequest{std::string("set-time.") + color_id(side),
                          words::format<Msg::kClockSheetDirectorTimePrompt>(side_of_words(side)),
                          clock::format_remaining(remaining(side, now), format)};
}

void ClockSession::set_time(Color side, std::string_view text, EpochMillis at) {
  intent_at_ = at;
  if (!started()) return;
  const auto ms = game::parse_clock_time(text);
  if (!ms) {
    notice_ = words::format<Msg::kClockNoticeNotATime>(quoted(text));
    return;
  }
  notice_.clear();
  record(live().wall_time(live().game_time(at)), game::set_time_entries(side, *ms), true);
}

void ClockSession::ask_set_moves(Color side) {
  if (sheet_ != ClockSheet::kDirector || !started()) return;
  ask_text_ = TextRequest{std::string("set-moves.") + color_id(side),
                          words::format<Msg::kClockSheetDirectorMovesPrompt>(side_of_words(side)),
                          std::to_string(live().game_clock().view(side, 0).moves)};
}

void ClockSession::set_moves(Color side, std::string_view text, EpochMillis at) {
  intent_at_ = at;
  if (!started()) return;
  int moves = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), moves);
  if (text.empty() || error != std::errc() || end != text.data() + text.size()) {
    notice_ = words::format<Msg::kClockNoticeNotAMoveCount>(quoted(text));
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
