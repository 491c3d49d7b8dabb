#include "trainer/explanation.h"

#include <algorithm>

#include "rules/ruling_words.h"
#include "words/words.h"

namespace flagfall::trainer {
namespace {

using rules::Happening;
using rules::Permission;

// The topic whose rule grants a permission, to cite it.
rules::Topic permission_topic(Permission p) {
  switch (p) {
    case Permission::kClaimTime:
      return rules::Topic::kTimeClaim;
    case Permission::kClaimIllegalMove:
    case Permission::kTakeKing:
      return rules::Topic::kIllegalMoveClaim;
    case Permission::kClaimRepetition:
      return rules::Topic::kRepetitionClaim;
    case Permission::kClaimFiftyMoves:
      return rules::Topic::kFiftyMoveClaim;
    case Permission::kClaimInsufficientLosingChances:
      return rules::Topic::kInsufficientLosingChances;
    case Permission::kPausePromotion:
      return rules::Topic::kPromotionPause;
    case Permission::kRestartOpponentClock:
      return rules::Topic::kRestartOpponentClock;
    case Permission::kStopClockDispute:
      return rules::Topic::kDisputePause;
    case Permission::kResign:
      return rules::Topic::kResignation;
    case Permission::kOfferDraw:
      return rules::Topic::kDrawAgreement;
  }
  return rules::Topic::kResignation;
}

// "7d" from "USCF 11-7d" under `ruleset`.
std::string number_in(const rules::Ruleset& ruleset, const std::string& cite) {
  const std::string prefix(ruleset.cite_prefix);
  if (cite.compare(0, prefix.size(), prefix) == 0) return cite.substr(prefix.size());
  return cite;
}

void cite_rule(RulesetAnswer& row, const rules::Ruleset& ruleset, std::string_view number,
               std::optional<rules::Topic> topic) {
  row.rule_number = std::string(number);
  row.rule = ruleset.cite_number(number);
  const rules::Rule* r = clause(ruleset, number, topic);
  row.rule_says = r != nullptr ? std::string(words::text(r->says)) : std::string();
}

bool is_set_up(const rules::LogEntry& line) {
  return line.what == Happening::kSetUp || line.what == Happening::kControlOutsideLimits;
}

// The deciding ruling's line, else the last line that cites a rule after the set-up (which no
// ruling rests on), else none.
const rules::LogEntry* deciding_line(const rules::Ruling& ruling) {
  if (ruling.decided_by && *ruling.decided_by < ruling.log.size())
    return &ruling.log[*ruling.decided_by];
  for (std::size_t i = ruling.log.size(); i-- > 0;) {
    if (!ruling.log[i].rule.empty() && !is_set_up(ruling.log[i])) return &ruling.log[i];
  }
  return nullptr;
}

}  // namespace

const rules::Rule* clause(const rules::Ruleset& ruleset, std::string_view number,
                          std::optional<rules::Topic> topic) {
  const rules::Rule* first = nullptr;
  for (const rules::Rule& r : ruleset.rules) {
    if (r.number != number) continue;
    if (topic && r.topic == *topic) return &r;
    if (first == nullptr) first = &r;
  }
  return first;
}

bool changes_time(const rules::LogEntry& line) {
  switch (line.what) {
    case Happening::kIllegalMoveClaimMinute:
    case Happening::kFirstIllegalMoveMinute:
    case Happening::kPenaltyWarningAndMinute:
    case Happening::kPenaltyMinuteToOpponent:
    case Happening::kPenaltyMinuteOff:
    case Happening::kPenaltyFirstIllegalMove:
    case Happening::kSetTime:
      return true;
    case Happening::kClaimDenied:
      return line.cost == rules::DeniedClaimCost::kMinuteToOpponent ||
             (line.cost == rules::DeniedClaimCost::kMinuteOffClaimantOrHalf && line.ms > 0);
    default:
      return false;
  }
}

void explain_ruling(RulesetAnswer& row, const rules::Ruleset& ruleset, const rules::Ruling& ruling,
                    const Adjustments& adjustments) {
  row.reason = ruling.reason;
  row.directors_call = ruling.directors_call;
  const rules::LogEntry* deciding = deciding_line(ruling);
  if (!ruling.rule.empty()) {
    // The deciding line's topic names the clause when the ruling rests on that line's own rule
    // (a denied claim's cost rests on another).
    const bool own = deciding != nullptr && deciding->rule == ruleset.cite_number(ruling.rule);
    cite_rule(row, ruleset, ruling.rule, own ? deciding->topic : std::nullopt);
  } else if (deciding != nullptr && !deciding->rule.empty()) {
    cite_rule(row, ruleset, number_in(ruleset, deciding->rule), deciding->topic);
  }
  if (deciding != nullptr) {
    row.explanation = deciding->text;
  } else if (ruling.outcome == rules::Outcome::kPlayOn) {
    row.explanation = std::string(words::text(words::Msg::kTrainerExplainPlayOn));
  }
  if (ruling.outcome != rules::Outcome::kPlayOn || !adjustments.any()) return;
  // Every change of time the answer adds up, in order, then the sum when there is more than one.
  std::string text;
  int changes = 0;
  for (const rules::LogEntry& line : ruling.log) {
    const bool counted = changes_time(line);
    if (!counted && &line != deciding) continue;
    changes += counted ? 1 : 0;
    text += (text.empty() ? "" : " ") + line.text;
  }
  if (changes > 1) {
    text += " " + words::format<words::Msg::kTrainerExplainInAll>(adjustments_text(adjustments));
  }
  row.explanation = text;
}

void explain_may(RulesetAnswer& row, const rules::Ruleset& ruleset, const rules::Ruling& ruling,
                 const MayMoment& moment) {
  row.reason = ruling.reason;
  const auto& may = moment.actor == chess::Color::White ? ruling.may_white : ruling.may_black;
  std::string text;
  for (const Permission p : specific_permissions(may)) {
    const rules::Topic topic = permission_topic(p);
    const std::string cite = ruleset.cite(topic);
    if (row.rule.empty() && !cite.empty()) cite_rule(row, ruleset, number_in(ruleset, cite), topic);
    text += (text.empty() ? "" : "; ") + words::format<words::Msg::kTrainerExplainMay>(
                                             rules::side_words(moment.actor), permission_text(p),
                                             cite.empty() ? "" : " (" + cite + ")");
  }
  row.explanation =
      text.empty()
          ? words::format<words::Msg::kTrainerExplainNothing>(rules::side_words(moment.actor))
          : text + ".";
  rules::capitalise(row.explanation);
}

}  // namespace flagfall::trainer
