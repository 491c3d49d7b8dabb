// The arbiter's rulings on what the director does: penalties and setting a clock.
#include <algorithm>

#include "rules/arbiter.h"
#include "rules/arbiter_internal.h"

namespace flagfall::rules {

using detail::kMinute;
using detail::win_for;

namespace {

// The clause a penalty rests on: where a rulebook number holds several clauses (US Chess summary
// 5 names the offences, the standard penalty and the stop without a claim), the one for this
// offence, else its penalty clause.
std::optional<Topic> penalty_topic(const Ruleset& ruleset, const PenaltyLadder& ladder) {
  const Topic own = offence_topic(ladder.offence);
  for (const Topic topic : {own, Topic::kStandardPenalty, Topic::kDiscretionaryPenalties}) {
    for (const Rule& r : ruleset.rules) {
      if (r.number == ladder.rule && r.topic == topic) return topic;
    }
  }
  return std::nullopt;
}

}  // namespace

void Arbiter::on_penalty(const ScenarioEvent& e, std::size_t index) {
  const chess::Color offender = e.side;
  const PenaltyLadder* ladder = ruleset_.ladder(e.offence);
  if (ladder == nullptr || ladder->steps.empty()) {
    if (e.offence == Offence::kTouchMove && ruleset_.rule(Topic::kTouchMove)) {
      // Sacramento 12: the remedy is the opponent's restart and the touched piece moved.
      note(index, e.t, line(Happening::kNoPenaltyTouchMoveRemedy, offender), Topic::kTouchMove);
    } else {
      note(index, e.t, line(Happening::kNoPenaltyInRulebook, offender));
    }
    return;
  }
  const int count = ++offences_[chess::index_of(offender)][static_cast<int>(e.offence)];
  apply_penalty_step(*ladder->step(count), offender, *ladder, count, index, e.t);
}

std::optional<PenaltyStep> Arbiter::next_penalty(Offence offence, chess::Color against) const {
  const PenaltyLadder* ladder = ruleset_.ladder(offence);
  if (ladder == nullptr) return std::nullopt;
  return ladder->step(offences_[chess::index_of(against)][static_cast<int>(offence)] + 1);
}

void Arbiter::apply_penalty_step(PenaltyStep step, chess::Color offender,
                                 const PenaltyLadder& ladder, int count, std::size_t index,
                                 std::int64_t t) {
  const chess::Color victim = ~offender;
  LogEntry penalty = line(Happening::kPenaltyWarning, offender);
  penalty.count = count;
  penalty.offence = ladder.offence;
  penalty.more_to_td = ladder.discretionary && count > static_cast<int>(ladder.steps.size());
  // The size of the penalty is the director's where the rulebook sets none, or where this
  // offence is beyond the ladder and the rulebook leaves repeats to him.
  penalty.directors_call = ladder.amount_by_director || penalty.more_to_td;
  penalty.topic = penalty_topic(ruleset_, ladder);
  const std::string amount_rule =
      ladder.amount_rule.empty() ? std::string() : ruleset_.cite_number(ladder.amount_rule);
  switch (step) {
    case PenaltyStep::kWarning:
      if (ladder.offence == Offence::kDisplacedPieces && flag_down(victim, t)) {
        add_time(victim, kMinute, t);
        penalty.what = Happening::kPenaltyWarningAndMinute;
      }
      break;
    case PenaltyStep::kMinuteToOpponent:
      add_time(victim, kMinute, t);
      penalty.what = Happening::kPenaltyMinuteToOpponent;
      penalty.also = amount_rule;
      break;
    case PenaltyStep::kMinuteOffOffender:
      add_time(offender, -kMinute, t);
      penalty.what = Happening::kPenaltyMinuteOff;
      penalty.also = amount_rule;
      break;
    case PenaltyStep::kForfeit:
      penalty.what = Happening::kPenaltyForfeit;
      end_with_rule(win_for(victim), Reason::kForfeit, ladder.rule, index, t, penalty);
      return;
    case PenaltyStep::kAsIllegalMove: {
      const int illegal = ++illegal_moves_[chess::index_of(offender)];
      if (illegal >= 2) {
        penalty.what = Happening::kPenaltySecondIllegalMateAsked;
        ask_mate(penalty, victim);
        const bool drawn = penalty.mate == chess::Answer::No;
        end_with_rule(drawn ? Outcome::kDraw : win_for(victim),
                      drawn ? Reason::kIllegalMoveInsufficientMaterial : Reason::kIllegalMove,
                      ladder.rule, index, t, penalty);
        return;
      }
      add_time(victim, kMinute, t);
      penalty.what = Happening::kPenaltyFirstIllegalMove;
      penalty.also = ruleset_.cite(Topic::kIllegalMoveMinute);
      note_number(index, t, penalty, ladder.rule);
      decide(Reason::kIllegalMovePenalty, ladder.rule);
      return;
    }
  }
  note_number(index, t, penalty, ladder.rule);
  decide(Reason::kPenalty, ladder.rule);
}

// A DGT-style correction of the move counter: the stage and the moves to the next control follow
// the count; no time changes (a set-time does that). No rulebook's rule: the director's own call.
void Arbiter::on_set_moves(const ScenarioEvent& e, std::size_t index) {
  LogEntry set = line(Happening::kSetMoves, e.side);
  set.ms = e.moves;
  set.ms2 = clock_.view(e.side, e.t).moves;
  if (clock_.set_moves(e.side, e.moves, e.t, us_at(e.t)) == clock::EventStatus::Applied)
    note(index, e.t, set);
}

void Arbiter::on_set_time(const ScenarioEvent& e, std::size_t index) {
  const std::int64_t t = e.t;
  const clock::Side side = e.side;
  const std::int64_t now = clock_.remaining(side, t);
  const bool both_moved =
      completed_moves(chess::Color::White) >= 1 && completed_moves(chess::Color::Black) >= 1;
  bool allowed = true;
  switch (ruleset_.time_reduction) {
    case TimeReduction::kNotOnceBothMoved:
      allowed = !both_moved;
      break;
    case TimeReduction::kExcessTimeOnly:
      allowed = !both_moved || e.ms < now;
      break;
    case TimeReduction::kNotAfterTenMoves:
      allowed =
          completed_moves(chess::Color::White) < 10 || completed_moves(chess::Color::Black) < 10;
      break;
  }
  LogEntry set = line(Happening::kSetTimeRefused, e.side);
  set.ms = e.ms;
  set.ms2 = now;
  if (!allowed) {
    note(index, t, set, Topic::kTimeReduction);
    return;
  }
  clock_.set_time(side, std::min<std::int64_t>(e.ms, clock::kMaxClockTime), t, us_at(t));
  set.what = Happening::kSetTime;
  // Before each side has moved, the rule that makes the setting stand only from then on is the
  // one that names the case (USCF 11-3, summary 3, Scholastic 6, Sacramento 3); FIDE's window of
  // ten moves each is A.5.1.1's own.
  Topic topic = Topic::kTimeReduction;
  if (!both_moved && ruleset_.time_reduction != TimeReduction::kNotAfterTenMoves &&
      ruleset_.rule(Topic::kSetupStands)) {
    topic = Topic::kSetupStands;
    set.code = LineCode::kBeforeEachMoved;
  }
  note(index, t, set, topic);
  decide(Reason::kTimeSet, number(topic));
}

}  // namespace flagfall::rules
