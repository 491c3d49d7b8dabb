#pragma once
// Reading the trainer's words back, for the tests that check them against the rulings (issue 25):
// the amounts of time they state, the clause each kind of ruling rests on, and the internal ids
// that must never reach a user.
#include <cstdint>
#include <optional>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "chess/move_check.h"
#include "rules/ruleset.h"
#include "rules/ruling.h"
#include "rules/scenario.h"
#include "trainer/bank.h"

namespace flagfall::testing_words {

struct Amounts {
  std::int64_t white = 0;
  std::int64_t black = 0;
  friend bool operator==(const Amounts&, const Amounts&) = default;
  friend std::ostream& operator<<(std::ostream& out, const Amounts& a) {
    return out << "White " << a.white << " ms, Black " << a.black << " ms";
  }
};

// "one minute", "two extra minutes", "a minute", "58 s", "60.0 s" in milliseconds.
inline std::int64_t amount_ms(const std::string& count, const std::string& seconds) {
  if (!seconds.empty()) return static_cast<std::int64_t>(std::stod(seconds) * 1000 + 0.5);
  static const char* const kWords[] = {"a", "one", "two", "three", "four", "five"};
  for (int i = 0; i < 6; ++i) {
    if (count == kWords[i]) return 60'000LL * (i == 0 ? 1 : i);
  }
  return 60'000LL * std::stoll(count);
}

// An amount: group 1 the minutes' count, group 2 the seconds.
inline const std::string kAmount =
    R"((?:(a|one|two|three|four|five|\d+) (?:extra )?minutes?|(\d+(?:\.\d+)?) s))";

struct Pattern {
  std::regex re;
  int amount;  // the amount's first group (the seconds are the next)
  int side;    // the side's group
  int sign;
};

// Reads an amount's two groups (a count of minutes, or seconds) in one language's words.
using AmountReader = std::int64_t (*)(const std::string& count, const std::string& seconds);

// Adds the changes of time `patterns` find in `text`; `white` is White's name in its language.
inline void add_changes(const std::string& text, const std::vector<Pattern>& patterns, Amounts& out,
                        AmountReader read = amount_ms, const std::string& white = "White") {
  for (const Pattern& p : patterns) {
    for (auto it = std::sregex_iterator(text.begin(), text.end(), p.re);
         it != std::sregex_iterator(); ++it) {
      const std::smatch& m = *it;
      const std::int64_t ms = p.sign * read(m[p.amount].str(), m[p.amount + 1].str());
      (m[p.side].str() == white ? out.white : out.black) += ms;
    }
  }
}

// The time changes an answer states: "Play on; one minute to White and 58 s off Black".
inline Amounts changes_in_answer(const std::string& text) {
  static const std::vector<Pattern> kPatterns = {
      {std::regex(kAmount + " to (White|Black)"), 1, 3, +1},
      {std::regex(kAmount + " off (White|Black)"), 1, 3, -1},
  };
  Amounts out;
  add_changes(text, kPatterns, out);
  return out;
}

// The time changes an explanation's sentences state, each where it is ruled ("Black gets one extra
// minute", "one minute added to White", "the denied claim costs Black 60.0 s", "the TD takes
// 58.0 s off White's clock"); its "In all: ..." sum must say the same.
inline Amounts changes_in_explanation(const std::string& text) {
  static const std::vector<Pattern> kPatterns = {
      {std::regex("(White|Black) gets " + kAmount), 2, 1, +1},
      {std::regex(kAmount + " added to (White|Black)"), 1, 3, +1},
      {std::regex(kAmount + " taken off (White|Black)"), 1, 3, -1},
      {std::regex("costs (White|Black) " + kAmount), 2, 1, -1},
      {std::regex("takes " + kAmount + " off (White|Black)'s clock"), 1, 3, -1},
      {std::regex("adds " + kAmount + " to (White|Black)'s clock"), 1, 3, +1},
  };
  const std::size_t sum_at = text.find(" In all: ");
  Amounts out;
  add_changes(text.substr(0, sum_at), kPatterns, out);
  if (sum_at != std::string::npos && changes_in_answer(text.substr(sum_at)) != out) return {-1, -1};
  return out;
}

// The topics of the clauses a ruling of this kind may rest on; nullopt for a kind of ruling the
// table does not know yet.
inline std::optional<std::set<rules::Topic>> clause_topics(const rules::LogEntry& line) {
  using H = rules::Happening;
  using T = rules::Topic;
  const std::set<T> penalties = {T::kStandardPenalty,        T::kOneHand,          T::kKnockedClock,
                                 T::kDisplacedPieces,        T::kTouchMove,        T::kBanging,
                                 T::kDiscretionaryPenalties, T::kIllegalMoveMinute};
  const std::set<T> draw_claims = {T::kRepetitionClaim, T::kFiftyMoveClaim, T::kPerpetualCheckClaim,
                                   T::kDrawClaimsCarryOver};
  switch (line.what) {
    case H::kCheckmates:
      return std::set<T>{T::kCheckmate};
    case H::kStalemates:
      return std::set<T>{T::kStalemate};
    case H::kResigns:
    case H::kResignsMateAsked:
      return std::set<T>{T::kResignation};
    case H::kDrawAgreed:
    case H::kDrawAgreementTooEarly:
    case H::kDrawOffered:
    case H::kAcceptWithoutOffer:
      return std::set<T>{T::kDrawAgreement};
    case H::kDrawOfferLapses:
      return std::set<T>{T::kDrawAgreement, T::kDrawOfferStands};
    case H::kFlagFallMateAsked:
    case H::kCalledFlagMateAsked:
      if (line.mate == chess::Answer::No) {
        return std::set<T>{T::kDeadPositionOnFlag, T::kInsufficientMaterialDraw};
      }
      return std::set<T>{T::kTimeClaim, T::kArbiterCallsFlag, T::kDeadPositionOnFlag,
                         T::kSimultaneousClaims};
    case H::kTimeClaimWitnessed:
    case H::kTimeClaimVoid:
    case H::kFlagSeen:
      return std::set<T>{T::kTimeClaim, T::kArbiterCallsFlag, T::kDeadPositionOnFlag};
    case H::kArbiterCallsFlag:
      return std::set<T>{T::kArbiterCallsFlag};
    case H::kFlagFallWinsForcedWin:
    case H::kFlagFallReferred:
    case H::kIllegalMoveClaimReferred:
      return std::set<T>{T::kMatingMaterial, T::kMaterialToWinOnTime};
    case H::kFlagFallDrawNoMaterial:
    case H::kIllegalMoveClaimNoMaterial:
    case H::kSimultaneousNoMatingMaterial:
      return std::set<T>{T::kInsufficientMaterialDraw, T::kMaterialToWinOnTime};
    case H::kFlagFallDrawClaimableDraw:
    case H::kIllegalMoveClaimClaimableDraw:
      return std::set<T>{T::kMatingMaterial, T::kDrawClaimsCarryOver, T::kInsufficientMaterialDraw};
    case H::kDeadPosition:
      return std::set<T>{T::kDeadPosition};
    case H::kStopWithoutClaim:
      return std::set<T>{T::kStopWithoutClaim};
    case H::kLosingChancesToDirector:
      return std::set<T>{T::kDrawByDirectorsJudgement};
    case H::kClaimStandsAsOffer:
      return std::set<T>{T::kDrawClaimIsOffer, T::kDrawOfferStands};
    case H::kCastlingFromWrongSetup:
      return std::set<T>{T::kSwappedKingQueenCastling};
    case H::kTimeClaimBothFlags:
    case H::kBothFlagsNoticed:
      return std::set<T>{T::kBothFlags};
    case H::kClaimDenied: {
      std::set<T> topics = {T::kDeniedDrawClaim};
      switch (line.denial) {
        case rules::Denial::kFlagNotFallen:
        case rules::Denial::kOwnFlagFirst:
          topics.insert(T::kTimeClaim);
          break;
        case rules::Denial::kNoIllegalMove:
        case rules::Denial::kIllegalMoveStands:
          topics.insert({T::kIllegalMoveClaim, T::kUnclaimedIllegalMoveStands});
          break;
        case rules::Denial::kDrawClaimNotInRulebook:
        case rules::Denial::kDrawNotReached:
          topics.insert(draw_claims.begin(), draw_claims.end());
          break;
        case rules::Denial::kLosingChancesNotAllowed:
        case rules::Denial::kLosingChancesNotListed:
        case rules::Denial::kForcedWinShown:
          topics.insert(T::kInsufficientLosingChances);
          break;
        case rules::Denial::kNotHavingTheMove:
          topics.insert(draw_claims.begin(), draw_claims.end());
          topics.insert(T::kPerpetualCheckClaim);
          break;
        case rules::Denial::kSwappedSetupCastlingLegal:
          topics.insert({T::kSwappedKingQueenCastling, T::kIllegalMoveClaim});
          break;
        case rules::Denial::kNotClearlyDrawn:
          topics.insert({T::kDrawAppeal, T::kInsufficientLosingChances});
          break;
        default:
          return std::nullopt;  // a kind of denial the table does not know yet
      }
      return topics;
    }
    case H::kSimultaneousMoverClaimLoses:
    case H::kMoverClaimLoses:
    case H::kMoverClaimOnlyAWin:
      return std::set<T>{T::kKingAdjacentMoverClaims};
    case H::kSimultaneousIllegalMoverLoses:
      return std::set<T>{T::kSimultaneousClaims};
    case H::kTakesKing:
    case H::kIllegalMoveClaimWins:
      return std::set<T>{T::kIllegalMoveClaim, T::kKingAdjacentMove};
    case H::kPositionRestored:  // the rule that takes the illegal move back (FIDE 7.5.1)
      return std::set<T>{T::kIllegalMoveClaim, T::kKingAdjacentMove, T::kIllegalMoveCompletion,
                         T::kIllegalMoveMinute};
    case H::kIllegalMoveClaimMinute:
    case H::kFirstIllegalMoveMinute:
    case H::kSecondIllegalMoveMateAsked:
      return std::set<T>{T::kIllegalMoveMinute, T::kIllegalMoveClaim};
    case H::kDrawClaimUpheld:
      return draw_claims;
    case H::kLosingChancesUpheld:
    case H::kLosingChancesReferred:
      return std::set<T>{T::kInsufficientLosingChances};
    case H::kFivefoldRepetition:
    case H::kSeventyFiveMoves:
      return std::set<T>{T::kAutomaticDraw};
    case H::kFivefoldRepetitionUnclaimed:
    case H::kSeventyFiveMovesUnclaimed:
      return draw_claims;
    case H::kNoPenaltyInRulebook:
    case H::kNoPenaltyTouchMoveRemedy:
    case H::kPenaltyWarning:
    case H::kPenaltyWarningAndMinute:
    case H::kPenaltyMinuteToOpponent:
    case H::kPenaltyMinuteOff:
    case H::kPenaltyForfeit:
    case H::kPenaltySecondIllegalMateAsked:
    case H::kPenaltyFirstIllegalMove:
      return penalties;
    case H::kSetTime:
      return std::set<T>{T::kTimeReduction, T::kSetupStands};
    case H::kSetTimeRefused:
      return std::set<T>{T::kTimeReduction, T::kSetupStands};
    case H::kMovesIllegally:
    case H::kIllegalMoveCompleted:
    case H::kIllegalMoveCompletedMoverMayNotClaim:
      return std::set<T>{T::kIllegalMoveCompletion, T::kKingAdjacentMoverClaims};
    case H::kIllegalMoveStands:
      return std::set<T>{T::kUnclaimedIllegalMoveStands, T::kLegalMoveCompletion};
    case H::kPromotionPause:
    case H::kPromotionPauseNotGiven:
      return std::set<T>{T::kPromotionPause};
    case H::kUnpromotedPressIllegal:
    case H::kUnpromotedPressRestart:
    case H::kUnpromotedPressOpponentMayStop:
    case H::kRestartsAfterUnpromotedPress:
    case H::kPawnBecomesQueen:
      return std::set<T>{T::kUnpromotedPawnPress, T::kRestartOpponentClock, T::kPromotionPause};
    case H::kRestartsForTouchMove:
    case H::kTouchMoveBroken:
      return std::set<T>{T::kTouchMove, T::kRestartOpponentClock};
    case H::kPressWithoutMoveIllegal:
      return std::set<T>{T::kPressWithoutMove};
    case H::kDisputePause:
      return std::set<T>{T::kDisputePause};
    case H::kSetUp:
      return std::set<T>{T::kStandardTimeControl};
    case H::kControlOutsideLimits:
      return std::set<T>{T::kAllowedTimeControls};
    default:
      return std::nullopt;
  }
}

// The ids that are code, not words: the chess core's reasons for an illegal move, the scenario
// format's names, the rulings' codes, the rulesets', categories' and bank scenarios' ids. Only
// ids with a hyphen (a single word may be the word itself), and not the three that are also
// plain English compounds ("an illegal-move claim", "a flag-fall claim", "breaking touch-move").
inline std::vector<std::string> internal_ids(const trainer::Bank& bank) {
  std::set<std::string> ids;
  for (int r = 1; r <= static_cast<int>(chess::IllegalReason::PawnLeftOnLastRank); ++r)
    ids.emplace(chess::reason_code(static_cast<chess::IllegalReason>(r)));
  for (int o = 0; o <= static_cast<int>(rules::Offence::kOther); ++o)
    ids.emplace(rules::offence_name(static_cast<rules::Offence>(o)));
  for (int e = 0; e <= static_cast<int>(rules::EventKind::kFlagSeen); ++e)
    ids.emplace(rules::event_kind_name(static_cast<rules::EventKind>(e)));
  for (int c = 0; c <= static_cast<int>(rules::ClaimKind::kInsufficientLosingChances); ++c)
    ids.emplace(rules::claim_kind_name(static_cast<rules::ClaimKind>(c)));
  for (int r = 0; r <= static_cast<int>(rules::Reason::kTimeSet); ++r)
    ids.emplace(rules::reason_name(static_cast<rules::Reason>(r)));
  for (int p = 0; p <= static_cast<int>(rules::Permission::kOfferDraw); ++p)
    ids.emplace(rules::permission_name(static_cast<rules::Permission>(p)));
  for (int o = 0; o <= static_cast<int>(rules::Outcome::kPlayOn); ++o)
    ids.emplace(rules::outcome_name(static_cast<rules::Outcome>(o)));
  for (const rules::Ruleset* r : rules::all_rulesets()) ids.emplace(r->id);
  for (std::string_view c : rules::scenario_categories()) ids.emplace(c);
  for (const rules::Scenario& s : bank.scenarios()) ids.insert(s.id);
  std::vector<std::string> out;
  for (const std::string& id : ids) {
    if (id.find('-') == std::string::npos) continue;
    if (id == "illegal-move" || id == "flag-fall" || id == "touch-move") continue;
    out.push_back(id);
  }
  return out;
}

// The first of `ids` that stands in `text` as a whole token (not part of a longer hyphenated word).
inline std::optional<std::string> leaked_id(const std::string& text,
                                            const std::vector<std::string>& ids) {
  const auto token_char = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
  };
  for (const std::string& id : ids) {
    for (std::size_t at = text.find(id); at != std::string::npos; at = text.find(id, at + 1)) {
      const bool starts = at == 0 || !token_char(text[at - 1]);
      const std::size_t end = at + id.size();
      const bool ends = end == text.size() || !token_char(text[end]);
      if (starts && ends) return id;
    }
  }
  return std::nullopt;
}

}  // namespace flagfall::testing_words
