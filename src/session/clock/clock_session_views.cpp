// What the clock screen's parts show at an instant (clock_views.h).
#include "session/clock/clock_session.h"
#include "session/clock/live_text.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using chess::Color;

}  // namespace

ClockLayout clock_layout(const ClockSettings& settings, float width, float height) {
  ClockLayout layout;
  layout.first = settings.far_side == clock::Side::White ? Color::White : Color::Black;
  if (width <= height) return layout;
  layout.side_by_side = true;
  layout.sheets_turn = false;
  layout.first_turn = settings.turn_halves ? HalfTurn::kFromLeft : HalfTurn::kNone;
  layout.second_turn = settings.turn_halves ? HalfTurn::kFromRight : HalfTurn::kNone;
  return layout;
}

HalfView ClockSession::half_view(Color side, EpochMillis now) const {
  HalfView v;
  const EpochMillis at = view_time(now);
  const game::Millis t = started() ? live().game_time(at) : 0;
  const clock::Clock& clock = live().game_clock();
  v.clock = clock.view(side, t);
  v.digits = clock::format_remaining(v.clock.remaining, display_format());
  v.opponent_digits = clock::format_remaining(clock.remaining(~side, t), display_format());
  // While a claim is being made the clocks stand still at the stop.
  const clock::Phase phase = !started() ? clock::Phase::NotStarted
                             : claim_   ? clock::Phase::Paused
                                        : clock.phase(t);
  const bool over = live().over();
  v.running = started() && !over && v.clock.running && !claim_;
  const bool flag_down = started() && v.clock.flag_at.has_value();
  const bool other_flag_down = started() && clock.flag_at(~side, t).has_value();
  const bool paused_turn = phase == clock::Phase::Paused && !over && clock.side_to_move() == side;
  const clock::Millis low = low_time_threshold();
  // An upcount's digits grow from zero: it has no time to run low.
  v.low_time =
      started() && !over && !flag_down && !v.clock.counts_up && low > 0 && v.clock.remaining < low;
  v.face = flag_down                 ? HalfFace::kFlag
           : v.running && v.low_time ? HalfFace::kLowTime
           : v.running               ? HalfFace::kRunning
           : paused_turn             ? HalfFace::kPausedTurn
                                     : HalfFace::kIdle;
  v.may_claim_time = game::half_offer(live(), side, at, claim_.has_value()).may_claim_time;
  v.first_to_move = live().first_to_move();
  v.control_warning = !started() && !live().control_warning().empty();
  v.both_flags_draw = live().ruleset().both_flags == rules::BothFlags::kDraw;
  v.stage = stage_text(clock::stage(clock, side));
  v.byoyomi = byoyomi_text(v.clock);
  v.stage_new = !v.stage.empty() && now < stage_marked_until_[chess::index_of(side)];
  if (!settings_.black_control.empty())
    v.terms = side == Color::Black ? settings_.black_control : settings_.control;
  if (settings_.draw_counts_for_black)
    v.armageddon = words::text(side == Color::Black ? words::Msg::kClockScreenArmageddonDrawWins
                                                    : words::Msg::kClockScreenArmageddonMustWin);
  if (over) {
    v.status = HalfStatus::kOver;
    v.headline = ruling_headline(live().ruling(at));
  } else if (flag_down && other_flag_down) {
    v.status = HalfStatus::kBothFlags;
  } else if (flag_down) {
    v.status = HalfStatus::kFlagFell;
  } else if (v.may_claim_time) {
    v.status = HalfStatus::kMayClaim;
  } else if (!started()) {
    v.status = side == ~v.first_to_move ? HalfStatus::kTapToStart : HalfStatus::kMovesFirst;
  } else if (v.clock.running && v.clock.delay_left > 0 && phase == clock::Phase::Running) {
    v.status = HalfStatus::kDelay;
  } else if (paused_turn || phase == clock::Phase::Paused) {
    v.status = HalfStatus::kStopped;
  } else {
    v.status = HalfStatus::kMoves;
  }
  return v;
}

BarView ClockSession::bar_view(EpochMillis at) const {
  if (live().over()) return BarView::kRecord;
  if (!started()) return BarView::kPauseDisabled;
  switch (live().game_clock().phase(live().game_time(at))) {
    case clock::Phase::Paused:
      return BarView::kResume;
    case clock::Phase::Running:
      return BarView::kPause;
    default:
      return BarView::kPauseDisabled;
  }
}

StopView ClockSession::stop_view(EpochMillis now) const {
  if (undo_offered(now)) return StopView::kUndo;
  if (new_game_undo_offered(now)) return StopView::kUndoNewGame;
  return in_progress(*this) && sheet_ == ClockSheet::kNone ? StopView::kStop : StopView::kDisabled;
}

RulingView ClockSession::ruling_view(EpochMillis now) const {
  RulingView v;
  v.ruling = live().ruling(now);
  v.undo = undo_offered(now);
  if (!v.ruling.rule.empty()) v.rule = live().ruleset().cite_number(v.ruling.rule);
  for (const rules::LogEntry& e : v.ruling.log) {
    if (e.t >= ruling_.from && e.what != rules::Happening::kTdStopsClock) v.lines.push_back(e);
  }
  v.over = live().over();
  v.holds_clock = ruling_.holds_clock;
  v.next_to_move = live().game_clock().side_to_move();
  v.running = live().game_clock().running_side(live().game_time(now));
  return v;
}

game::DirectorOffer ClockSession::director_offer(EpochMillis now) const {
  return game::director_offer(live(), director_.side, now);
}

bool in_progress(const ClockSession& s) {
  return s.started() && !s.game().over();
}

bool study_offered(const ClockSession& s) {
  return s.game().over();
}

}  // namespace flagfall::session
