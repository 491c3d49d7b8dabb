// The arbiter: set-up, the log, and the events that are neither moves nor claims.
#include "rules/arbiter.h"

#include <algorithm>

#include "chess/fen.h"
#include "clock/notation.h"
#include "rules/arbiter_internal.h"
#include "words/words.h"

namespace flagfall::rules {

using detail::actor_of;
using detail::side_of;
using detail::win_for;

namespace {

// White's control, or Black's own under time odds.
clock::TimeControl control_for(const Ruleset& ruleset, const ScenarioSetup& setup,
                               bool black = false) {
  const std::string text = black && setup.black_time_control ? *setup.black_time_control
                           : setup.time_control              ? *setup.time_control
                                                : std::string(ruleset.standard_time_control);
  const auto parsed = clock::parse_time_control(text);
  return parsed ? parsed.value() : clock::TimeControl::sudden_death(5 * clock::kMinute);
}

bool within_limits(const clock::TimeControl& control, const TimeControlLimits& limits) {
  if (control.method != clock::Method::Standard || control.periods.size() != 1) return false;
  const clock::Period& p = control.periods[0];
  if (p.moves != 0 || p.time < limits.min_base_ms || p.time > limits.max_base_ms) return false;
  if (p.bonus == clock::Bonus::Increment && !limits.increment_allowed) return false;
  if ((p.bonus == clock::Bonus::SimpleDelay || p.bonus == clock::Bonus::BronsteinDelay) &&
      !limits.delay_allowed) {
    return false;
  }
  return p.time + 60 * p.bonus_amount <= limits.max_total_ms;
}

chess::Position setup_position(const Ruleset& ruleset, const ScenarioSetup& setup) {
  auto parsed = chess::parse_fen(setup.fen);
  chess::Position position = parsed ? *parsed.position : chess::Position();
  position.set_castling_rule(ruleset.swapped_setup_castling == SwappedSetupCastling::kMirrored
                                 ? chess::CastlingRule::FromAnySetup
                                 : chess::CastlingRule::StandardSetupOnly);
  return position;
}

}  // namespace

Arbiter::Arbiter(const Ruleset& ruleset, const ScenarioSetup& setup, chess::SearchBudget budget)
    : ruleset_(ruleset),
      budget_(budget),
      draw_counts_for_black_(setup.draw_counts_for_black),
      board_(setup_position(ruleset, setup)),
      physical_(board_.position()),
      clock_(clock::ClockConfig{{control_for(ruleset, setup), control_for(ruleset, setup, true)},
                                ruleset.flag_keeps_running ? clock::FlagPolicy::KeepRunning
                                                           : clock::FlagPolicy::Freeze}) {
  setup_moves_ = std::max(0, physical_.fullmove_number() - 1);
  detail::reserve_claim_search(ruleset, budget);
  const clock::TimeControl control = control_for(ruleset, setup);
  if (setup.white_ms) clock_.set_time(clock::Side::White, *setup.white_ms, 0);
  if (setup.black_ms) clock_.set_time(clock::Side::Black, *setup.black_ms, 0);
  const chess::Color first = physical_.side_to_move();
  clock_.start(first, 0);
  LogEntry set_up = line(Happening::kSetUp, first);
  set_up.custom = setup.time_control.has_value();
  set_up.control = setup.time_control.value_or(std::string(ruleset.standard_time_control));
  if (setup.black_time_control) set_up.control += ", Black " + *setup.black_time_control;
  set_up.ms = clock_.remaining(clock::Side::White, 0);
  set_up.ms2 = clock_.remaining(clock::Side::Black, 0);
  note(std::nullopt, 0, set_up, Topic::kStandardTimeControl);
  if (!within_limits(control, ruleset.time_control_limits) ||
      !within_limits(control_for(ruleset, setup, true), ruleset.time_control_limits)) {
    note(std::nullopt, 0, line(Happening::kControlOutsideLimits, first),
         Topic::kAllowedTimeControls);
  }
}

LogEntry Arbiter::line(Happening what, chess::Color by) {
  LogEntry entry;
  entry.what = what;
  entry.by = actor_of(by);
  return entry;
}

std::string_view Arbiter::number(Topic topic) const {
  const Rule* r = ruleset_.rule(topic);
  return r ? r->number : std::string_view();
}

void Arbiter::note(std::optional<std::size_t> index, std::int64_t t, LogEntry entry,
                   std::optional<Topic> topic) {
  if (topic && !number(*topic).empty()) entry.topic = topic;
  note_number(index, t, std::move(entry), topic ? number(*topic) : std::string_view());
}

void Arbiter::note_number(std::optional<std::size_t> index, std::int64_t t, LogEntry entry,
                          std::string_view number) {
  entry.event_index = index;
  entry.t = t;
  if (!number.empty()) entry.rule = ruleset_.cite_number(number);
  if (number == "intro" && entry.topic == Topic::kTimeClaim) entry.code = LineCode::kRegularRules;
  refresh_words();
  entry.text = render_line(entry);
  log_.push_back(std::move(entry));
}

void Arbiter::refresh_words() const {
  const std::uint32_t version = words::app_words().version();
  if (version == words_version_) return;
  for (LogEntry& line : log_) line.text = render_line(line);
  words_version_ = version;
}

void Arbiter::end(Outcome outcome, Reason reason, Topic topic, std::size_t index, std::int64_t t,
                  LogEntry entry) {
  if (!number(topic).empty()) entry.topic = topic;
  end_with_rule(outcome, reason, number(topic), index, t, std::move(entry));
}

void Arbiter::end_with_rule(Outcome outcome, Reason reason, std::string_view number,
                            std::size_t index, std::int64_t t, LogEntry entry) {
  outcome_ = outcome;
  ended_at_ = t;
  if (clock_.phase(t) == clock::Phase::Running) clock_.pause(t, us_at(t));
  note_number(index, t, std::move(entry), number);
  decide(reason, number);
  if (outcome == Outcome::kDraw && draw_counts_for_black_) {
    // Armageddon: the draw stands as the ruleset rules it, and the event's rule makes it Black's.
    outcome_ = Outcome::kBlackWins;
    draw_counted_for_black_ = true;
    LogEntry armageddon = line(Happening::kDrawCountsForBlack, chess::Color::Black);
    armageddon.rule = std::string(kArmageddonRule);
    note_number(index, t, std::move(armageddon), {});
  }
}

void Arbiter::decide(Reason reason, std::string_view number) {
  reason_ = reason;
  rule_ = std::string(number);
  decided_by_ = log_.empty() ? std::nullopt : std::optional<std::size_t>(log_.size() - 1);
}

void Arbiter::stop_clock(std::int64_t t) {
  if (clock_.phase(t) == clock::Phase::Running) clock_.pause(t, us_at(t));
}

void Arbiter::restart_clock(std::int64_t t) {
  if (clock_.phase(t) != clock::Phase::Paused) return;
  if (stop_not_given_) {
    stood_not_given_[chess::index_of(stop_not_given_->running)] += t - stop_not_given_->since;
    stop_not_given_.reset();
  }
  clock_.resume(t, us_at(t));
}

void Arbiter::stop_not_given(std::int64_t t) {
  const std::optional<clock::Side> running = clock_.running_side(t);
  stop_clock(t);
  if (running) stop_not_given_ = StopNotGiven{*running, t};
}

std::int64_t Arbiter::stood_not_given(chess::Color side, std::int64_t t) const {
  std::int64_t stood = stood_not_given_[chess::index_of(side)];
  if (stop_not_given_ && stop_not_given_->running == side) stood += t - stop_not_given_->since;
  return stood;
}

void Arbiter::add_time(chess::Color side, std::int64_t amount, std::int64_t t) {
  const std::int64_t now = clock_.remaining(side, t);
  const std::int64_t target = std::clamp<std::int64_t>(now + amount, 0, clock::kMaxClockTime);
  clock_.set_time(side, target, t, us_at(t));
}

bool Arbiter::flag_down(chess::Color side, std::int64_t t) const {
  return clock_.flag_at(side, t).has_value();
}

chess::Answer Arbiter::mate_answer(const chess::Position& board, chess::Color side,
                                   chess::MatingMaterialRule rule) {
  return mating_material(board, side, rule, kRulingSearchBudget).answer;
}

chess::MatingMaterialResult Arbiter::mating_material(const chess::Position& board,
                                                     chess::Color side,
                                                     chess::MatingMaterialRule rule,
                                                     chess::SearchBudget budget) {
  const bool fide = rule == chess::MatingMaterialRule::FideDeadPosition;
  return chess::has_mating_material(board, side, rule, fide ? claim_budget(budget) : budget);
}

chess::MatingMaterialResult Arbiter::mating_material(chess::Color side, bool on_time) const {
  return mating_material(physical_, side,
                         on_time ? ruleset_.mating_material_on_time : ruleset_.mating_material,
                         budget_);
}

void Arbiter::ask_mate(LogEntry& l, chess::Color side, const chess::Position& board) const {
  note_mate(l, side, mating_material(board, side, ruleset_.mating_material, budget_));
}

void note_mate(LogEntry& l, chess::Color side, const chess::MatingMaterialResult& result) {
  l.mate = result.answer;
  if (result.answer != chess::Answer::No) return;
  l.cannot_mate[chess::index_of(side)] = result.reason;
  l.mate_men[chess::index_of(side)] = result.men;
}

bool Arbiter::kings_adjacent() const {
  const chess::Square w = physical_.king_square(chess::Color::White);
  const chess::Square b = physical_.king_square(chess::Color::Black);
  return w != chess::NoSquare && b != chess::NoSquare && chess::square_distance(w, b) == 1;
}

bool Arbiter::pawn_on_last_rank(chess::Color side) const {
  const chess::Bitboard last = chess::rank_bb(side == chess::Color::White ? 7 : 0);
  return (physical_.pieces(side, chess::PieceType::Pawn) & last) != 0;
}

int Arbiter::completed_moves(chess::Color side) const {
  return setup_moves_ + clock_.moves(side);
}

void Arbiter::apply_instant(const std::vector<ScenarioEvent>& events, std::size_t first_index) {
  if (events.empty()) return;
  const std::int64_t t = events.front().t;
  if (t > last_t_ || (t == last_t_ && events.front().us > instant_us_)) {
    last_t_ = t;
    instant_us_ = events.front().us;
    // Queries take whole milliseconds: the clock is brought to the finer instant first.
    clock_.advance_to(t, instant_us_);
  }
  std::vector<Claim> claims;
  std::vector<std::size_t> td_events;
  for (std::size_t i = 0; i < events.size(); ++i) {
    const ScenarioEvent& e = events[i];
    const std::size_t index = first_index + i;
    if (e.by == Actor::kTd) {
      td_events.push_back(i);
      continue;
    }
    const chess::Color by = side_of(e.by);
    if (e.kind == EventKind::kClaim) {
      claims.push_back({by, e.claim, index, false, chess::Move(), e.stated});
      continue;
    }
    if (e.kind == EventKind::kMove && ruleset_.king_capture_claims &&
        physical_.piece_at(e.move.to()) == chess::make_piece(~by, chess::PieceType::King)) {
      claims.push_back({by, ClaimKind::kIllegalMove, index, true, e.move, std::nullopt});
      continue;
    }
    if (game_over()) {
      LogEntry ignored = line(Happening::kIgnoredGameOver, by);
      ignored.ignored = e.kind;
      note(index, t, ignored);
      continue;
    }
    apply_player_event(e, index);
  }
  resolve_claims(claims, t);
  for (std::size_t i : td_events) {
    if (game_over()) {
      LogEntry ignored = line(Happening::kIgnoredGameOver, chess::Color::White);
      ignored.by = Actor::kTd;
      ignored.ignored = events[i].kind;
      note(first_index + i, t, ignored);
      continue;
    }
    apply_td_event(events[i], first_index + i);
  }
}

void Arbiter::apply_player_event(const ScenarioEvent& e, std::size_t index) {
  const chess::Color by = side_of(e.by);
  switch (e.kind) {
    case EventKind::kMove:
      on_move(e, index);
      break;
    case EventKind::kTouch:
      on_touch(e, index);
      break;
    case EventKind::kPromote:
      on_promote(e, index);
      break;
    case EventKind::kPress:
      on_press(e, index);
      break;
    case EventKind::kPause:
      on_pause(e, index);
      break;
    case EventKind::kResume:
      on_resume(e, index);
      break;
    case EventKind::kResign:
      on_resign(e, index);
      break;
    case EventKind::kOfferDraw:
      draw_offer_by_ = by;
      note(index, e.t, line(Happening::kDrawOffered, by));
      break;
    case EventKind::kAcceptDraw:
      on_draw_agreement(e, index);
      break;
    default:
      break;
  }
}

void Arbiter::on_draw_agreement(const ScenarioEvent& e, std::size_t index) {
  const chess::Color by = side_of(e.by);
  if (draw_offer_by_ != ~by) {
    note(index, e.t, line(Happening::kAcceptWithoutOffer, by));
    return;
  }
  const auto made_a_move = [&](chess::Color side) {
    return completed_moves(side) > 0 || (!pending_moves_.empty() && pending_by_ == side);
  };
  if (ruleset_.agreement_needs_a_move_each &&
      !(made_a_move(chess::Color::White) && made_a_move(chess::Color::Black))) {
    draw_offer_by_.reset();
    note(index, e.t, line(Happening::kDrawAgreementTooEarly, by), Topic::kDrawAgreement);
    return;
  }
  end(Outcome::kDraw, Reason::kAgreement, Topic::kDrawAgreement, index, e.t,
      line(Happening::kDrawAgreed, by));
}

void Arbiter::on_resign(const ScenarioEvent& e, std::size_t index) {
  const chess::Color by = side_of(e.by);
  const Outcome win = win_for(~by);
  if (!ruleset_.resignation_drawn_if_opponent_cannot_mate) {
    end(win, Reason::kResignation, Topic::kResignation, index, e.t, line(Happening::kResigns, by));
    return;
  }
  // FIDE 5.1.2: only a definite "cannot mate" draws; an unsettled search leaves the loss.
  LogEntry resigns = line(Happening::kResignsMateAsked, by);
  ask_mate(resigns, ~by);
  if (resigns.mate == chess::Answer::No) {
    end(Outcome::kDraw, Reason::kResignationInsufficientMaterial, Topic::kResignation, index, e.t,
        resigns);
  } else {
    end(win, Reason::kResignation, Topic::kResignation, index, e.t, resigns);
  }
}

void Arbiter::apply_td_event(const ScenarioEvent& e, std::size_t index) {
  if (e.kind == EventKind::kFlagSeen) on_flag_seen(e, index);
  if (flags_come_to_light(Actor::kTd, LineCode::kNone, index, e.t)) return;
  LogEntry td = line(Happening::kTdStopsClock, chess::Color::White);
  td.by = Actor::kTd;
  switch (e.kind) {
    case EventKind::kPenalty:
      on_penalty(e, index);
      break;
    case EventKind::kSetTime:
      on_set_time(e, index);
      break;
    case EventKind::kSetMoves:
      on_set_moves(e, index);
      break;
    case EventKind::kPause:
      stop_clock(e.t);
      if (e.reason == PauseReason::kPlayers) td.what = Happening::kPlayersPause;
      note(index, e.t, td);
      break;
    case EventKind::kResume:
      restart_clock(e.t);
      td.what = e.reason == PauseReason::kPlayers ? Happening::kPlayersResume
                                                  : Happening::kTdRestartsClock;
      note(index, e.t, td);
      break;
    default:
      break;
  }
}

void Arbiter::on_pause(const ScenarioEvent& e, std::size_t index) {
  const chess::Color by = side_of(e.by);
  const std::int64_t t = e.t;
  if (flags_come_to_light(e.by, LineCode::kPause, index, t)) return;
  if (clock_.phase(t) != clock::Phase::Running) {
    note(index, t, line(Happening::kPauseWhileStopped, by));
    return;
  }
  if (e.reason == PauseReason::kDispute) {
    stop_clock(t);
    note(index, t, line(Happening::kDisputePause, by), Topic::kDisputePause);
    return;
  }
  if (e.reason == PauseReason::kNoClaim) {
    // A stop the rulebooks do not allow, but a real stop: the clock stands still until restarted,
    // and only the TD may penalise it.
    stop_not_given(t);
    note(index, t, line(Happening::kStopWithoutClaim, by), Topic::kStopWithoutClaim);
    return;
  }
  const chess::Color promoter =
      ruleset_.promotion_pause_by == PromotionPauseBy::kPromoter ? by : ~by;
  if (pawn_on_last_rank(promoter)) {
    stop_clock(t);
    note(index, t, line(Happening::kPromotionPause, by), Topic::kPromotionPause);
    return;
  }
  // Not this player's stop to make (or no pawn waits), but the clocks stand still all the same:
  // no rule charges the time they stand to anyone, so whether to is the director's call.
  stop_not_given(t);
  const bool other_may = pawn_on_last_rank(~promoter) || pawn_on_last_rank(by);
  LogEntry refused = line(Happening::kPromotionPauseNotGiven, by);
  refused.code = !other_may ? LineCode::kNoPawn
                 : ruleset_.promotion_pause_by == PromotionPauseBy::kPromoter
                     ? LineCode::kPromoterOnly
                     : LineCode::kOpponentOnly;
  refused.directors_call = true;
  note(index, t, refused, Topic::kPromotionPause);
}

void Arbiter::on_flag_seen(const ScenarioEvent& e, std::size_t index) {
  const std::optional<std::int64_t> fell = clock_.flag_at(e.side, e.t);
  LogEntry seen = line(fell ? Happening::kFlagSeen : Happening::kFlagNotSeen, e.side);
  if (fell) {
    seen.ms = *fell;
    if (!flag_seen_at_[chess::index_of(e.side)]) flag_seen_at_[chess::index_of(e.side)] = e.t;
  }
  note(index, e.t, seen);
}

void Arbiter::on_resume(const ScenarioEvent& e, std::size_t index) {
  const chess::Color by = side_of(e.by);
  if (clock_.phase(e.t) != clock::Phase::Paused) {
    note(index, e.t, line(Happening::kResumeNotPaused, by));
    return;
  }
  restart_clock(e.t);
  note(index, e.t, line(Happening::kResumes, by));
}

}  // namespace flagfall::rules
