#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/mating_material.h"
#include "words/msg.h"

namespace flagfall::rules {

// What a rule is about. A ruling looks up the rule for its topic to cite it.
enum class Topic : std::uint8_t {
  kBlitzDefinition,
  kStandardTimeControl,
  kAllowedTimeControls,
  kFlagBehaviour,
  kSetupStands,
  kTimeReduction,
  kSwappedKingQueenCastling,
  kUnclaimedIllegalMoveStands,
  kOneHand,
  kKnockedClock,
  kRestartOpponentClock,
  kCheckmate,
  kResignation,
  kTimeClaim,
  kMatingMaterial,
  kIllegalMoveClaim,
  kKingAdjacentMoverClaims,
  kKingAdjacentMove,
  kSimultaneousClaims,
  kDrawClaimsCarryOver,
  kStalemate,
  kDrawAgreement,
  kBothFlags,
  kInsufficientMaterialDraw,
  kMaterialToWinOnTime,  // where the rule on time differs from the one on illegal moves
  kRepetitionClaim,
  kPerpetualCheckClaim,
  kFiftyMoveClaim,
  kInsufficientLosingChances,
  kDeniedDrawClaim,
  kDisplacedPieces,
  kTouchMove,
  kDisputePause,
  kStopWithoutClaim,  // a player stops the clock and then claims nothing
  kIllegalMoveCompletion,
  kLegalMoveCompletion,
  kPromotionPause,
  kUnpromotedPawnPress,
  kPressWithoutMove,
  kStandardPenalty,
  kBanging,
  kIllegalMoveMinute,
  kDeadPositionOnFlag,
  kDeadPosition,              // FIDE 5.2.2: a dead position ends the game after any move
  kDrawClaimIsOffer,          // FIDE 9.1.2.3
  kDrawAppeal,                // appealing to the director for a draw (Scholastic 17, Sacramento 11)
  kDrawByDirectorsJudgement,  // Sacramento 10j: positions not listed, the director's judgement
  kArbiterCallsFlag,
  kAutomaticDraw,
  kDiscretionaryPenalties,
  kGapsFilledByOfficialRules,
  kDrawOfferStands,  // FIDE 9.1.2.1: what ends a standing draw offer
};

// Whether a ruling can ever rest on a rule. A ruleset states a few rules no game is ruled on;
// they do not count in the bank's coverage (rule_coverage.h), and docs/rules-audit.md says why.
enum class RuleUse : std::uint8_t {
  kRuling,      // a ruling on some game may rest on it
  kDefinition,  // defines blitz for the event (its time limits), not a game's outcome
  kEquipment,   // what the clock itself must do, or what to do when it fails: the product's
                // clock does it and never fails that way
  kScope,       // says which set of rules governs the event: the ruleset as a whole
};

// One rule of a rulebook: its own number and what it says, in the product's words (a message of
// the catalogs, docs/words.md: words::text(rule.says)). Numbers are never translated.
struct Rule {
  Topic topic;
  std::string_view number;  // as the rulebook numbers it: "7d", "11a4", "A.5.2", "Variation"
  words::Msg says;
  RuleUse use = RuleUse::kRuling;
};

enum class IllegalMoveEffect : std::uint8_t {
  kLosesOnClaim,      // the claimant wins (draw if the claimant lacks mating material)
  kMinuteToOpponent,  // USCF summary Variation: never loses, the claimant gets one minute
  kMinuteThenLoss,    // FIDE 7.5.5: one minute the first time, loss the second
};

// What ends the right to claim an opponent's completed illegal move.
enum class ClaimLapse : std::uint8_t {
  kDeterminedMove,  // USCF 11-7d/3b: the claimant has determined (made) a move of his own
  kReleasedPiece,   // Scholastic 6b: the claimant has released a piece on its destination
  kTouchedPiece,    // Sacramento 17: the claimant has touched any piece except to take the king
  kMadeMove,        // FIDE A.5.2: the claimant has made his next move
  kCompletedMove,   // USCF summary 2: the claimant has completed his next move
};

// How a player who set up the king-next-to-king position and later claims is treated.
enum class KingAdjacentMoverClaim : std::uint8_t {
  kMoverLoses,     // USCF 11-7d, summary 2b (and Scholastic through rule 24)
  kJudgedAsClaim,  // no special rule: judged like any other claim
  // Summary Variation: 2b makes the mover's claim lose when it claims a win, and there no illegal
  // move wins; the claim is judged like any other, and the log says why (what 2b's purpose asks
  // for instead is open).
  kOnlyAWinClaimLoses,
};

enum class BothFlags : std::uint8_t {
  kDraw,            // USCF 11-8c, Scholastic 11a3, Sacramento 10c
  kFirstFlagLoses,  // no special rule: the claim on the flag that fell first is judged as usual
};

enum class PromotionPauseBy : std::uint8_t { kPromoter, kOpponent };

enum class SwappedSetupCastling : std::uint8_t {
  kMirrored,   // castle short on the queenside, long on the kingside
  kForbidden,  // USCF summary 3; FIDE A.5.1.2 (and before ten moves each 7.2.1 voids the game)
};

enum class TimeReduction : std::uint8_t {
  kNotOnceBothMoved,  // the clock stays as set once each side has moved
  kExcessTimeOnly,    // the TD may reduce a time that exceeds the control, at any time
  kNotAfterTenMoves,  // FIDE A.5.1.1
};

// Which insufficient-losing-chances positions a ruleset lists.
enum class LosingChancesConditions : std::uint8_t { kNone, kScholastic, kSacramento };

// What a denied claim costs the claimant.
enum class DeniedClaimCost : std::uint8_t {
  kNothing,
  kMinuteOffClaimantOrHalf,  // Scholastic 17b
  kMinuteToOpponent,         // Sacramento 11b, FIDE 9.5.3 with A.3
};

enum class Offence : std::uint8_t {
  kTwoHands,
  kKnockedClock,
  kDisplacedPieces,
  kTouchMove,
  kBanging,
  kOther
};

enum class PenaltyStep : std::uint8_t {
  kWarning,
  kMinuteToOpponent,
  kMinuteOffOffender,
  kForfeit,
  kAsIllegalMove,  // FIDE 7.5.4: counted and penalised as a completed illegal move
};

// The ladder for one offence: the n-th offence gets steps[min(n, size) - 1].
struct PenaltyLadder {
  // The step of the `nth` offence (from 1); none when the ladder has no step.
  std::optional<PenaltyStep> step(int nth) const;

  Offence offence;
  std::vector<PenaltyStep> steps;
  std::string_view rule;  // the rule on the offence
  bool discretionary;     // the rulebook leaves offences beyond the ladder to the TD
  // The rule that sets the time a step costs, where it is not `rule` itself (USCF 11-17, the
  // standard penalty for a rule that only says a penalty may be assessed); "" otherwise.
  std::string_view amount_rule = {};
  // The rulebook names the offence but sets no penalty for it: the steps are the product's
  // default and the director's call (Scholastic 22, Sacramento 22, FIDE 12.9).
  bool amount_by_director = false;
};

struct TimeControlLimits {
  std::int64_t min_base_ms;
  std::int64_t max_base_ms;
  std::int64_t max_total_ms;  // base + 60 x increment or delay
  bool delay_allowed;
  bool increment_allowed;
};

// Who may claim a draw by repetition or by the fifty-move rule.
enum class DrawClaimant : std::uint8_t {
  kPlayerHavingTheMove,  // FIDE 9.2/9.3; US Chess through its regular rules
  kEitherPlayer,         // Sacramento 10d, Scholastic 11b: the claimant stops the clock after it
};

struct DrawClaimPolicy {
  bool repetition;
  bool fifty_moves;
  bool insufficient_losing_chances;
  LosingChancesConditions losing_chances_conditions;
  DeniedClaimCost denied_repetition_or_fifty;
  DeniedClaimCost denied_perpetual_check;  // a repetition by perpetual check (Scholastic 11b)
  DeniedClaimCost denied_losing_chances;
  bool automatic_fivefold_and_75;  // FIDE 9.6
  DrawClaimant repetition_or_fifty_claimant;
  DrawClaimant perpetual_check_claimant;  // where perpetual check is its own claim
  bool claim_is_offer;                    // FIDE 9.1.2.3: an incorrect claim stands as an offer
};

// Which ruleset: how core code names and compares one. Its id text ("uscf-2020", the files' and
// links' word for it) comes from ruleset_id_name() and is read by parse_ruleset_id(), one table.
enum class RulesetId : std::uint8_t {
  kUscf2020,
  kUscfEarlier,
  kUscfSummary,
  kUscfSummaryVariation,
  kScholastic2018,
  kSacramento2005,
  kFide2023,
};
// The ruleset of a new game, and of a scenario that names none.
inline constexpr RulesetId kDefaultRuleset = RulesetId::kUscf2020;
std::string_view ruleset_id_name(RulesetId id);
bool parse_ruleset_id(std::string_view text, RulesetId& id);

// A ruleset: a rulebook's policies and every rule it cites. Each one starts from blitz_base()
// and states only where its rulebook differs (ruleset_<id>.cpp), then lists its rules.
struct Ruleset {
  RulesetId key = kDefaultRuleset;
  std::string_view id;           // ruleset_id_name(key)
  std::string_view short_name;   // the one name the clock, the trainer and the docs use: a name,
                                 // the same in every language
  words::Msg name{};             // the full name, from the catalogs
  words::Msg source{};           // which rulebook, from the catalogs
  std::string_view cite_prefix;  // "USCF 11-", "Scholastic ", ...
  std::string_view standard_time_control;
  TimeControlLimits time_control_limits;
  bool flag_keeps_running;                    // the clock runs on for both sides after a flag falls
  chess::MatingMaterialRule mating_material;  // on an illegal move (and by default)
  chess::MatingMaterialRule mating_material_on_time;  // on a flag
  // FIDE 5.1.2: a resignation draws when the opponent could not checkmate the resigning player
  // by any series of legal moves (judged by `mating_material`); elsewhere it always loses.
  bool resignation_drawn_if_opponent_cannot_mate;
  IllegalMoveEffect illegal_move_effect;
  ClaimLapse claim_lapse;
  bool king_capture_claims;  // taking the king is a way to claim an illegal move
  KingAdjacentMoverClaim king_adjacent_mover_claim;
  bool simultaneous_claims_illegal_mover_loses;
  BothFlags both_flags;
  bool arbiter_calls_flags;  // FIDE A.5.5: an arbiter at the board calls a flag he sees
  // US Chess 11-7c (2020): a time claim stated with the claimant's flag up but stopped after it
  // fell stands when a director or witness saw the opponent's flag fall.
  bool witness_saves_late_stop;
  bool stalemate_beats_simultaneous_flag_claim;
  bool dead_position_ends_game;  // FIDE 5.2.2: checked after every legal move
  // US Chess 11-7c: men are no mating material in a position where a draw could be claimed
  // under rule 8 (in the 2020 wording, the regular rules' repetition and fifty-move claims).
  bool claimable_draw_voids_mating_material;
  bool agreement_needs_a_move_each;  // FIDE 5.2.3
  DrawClaimPolicy draw_claims;
  PromotionPauseBy promotion_pause_by;
  bool opponent_may_restart_after_unpromoted_press;
  bool unpromoted_pawn_press_is_illegal;  // FIDE 7.5.2: the pawn becomes a queen
  bool press_without_move_is_illegal;     // FIDE 7.5.3
  SwappedSetupCastling swapped_setup_castling;
  TimeReduction time_reduction;
  std::vector<PenaltyLadder> penalties;
  std::vector<Rule> rules;

  // The first rule on `topic`, or nullptr when the rulebook has none.
  const Rule* rule(Topic topic) const;
  // "USCF 11-7d"; "" when there is no rule on `topic`.
  std::string cite(Topic topic) const;
  std::string cite_number(std::string_view number) const;
  const PenaltyLadder* ladder(Offence offence) const;
};

// What every ruleset starts from: the policies of US Chess Chapter 11, no rules, no penalties.
Ruleset blitz_base();

// Every ruleset, in a fixed order: uscf-2020, uscf-earlier, uscf-summary, uscf-summary-variation,
// scholastic-2018, sacramento-2005, fide-2023.
const std::vector<const Ruleset*>& all_rulesets();
const Ruleset* find_ruleset(std::string_view id);  // nullptr for an unknown id
const Ruleset& ruleset_of(RulesetId id);

std::string_view offence_name(Offence offence);  // "two-hands", ...
bool parse_offence(std::string_view text, Offence& offence);
// The topic of a rulebook's rule on an offence (two hands: kOneHand, ...; kOther: the standard
// penalty's), and back: the offence a topic's own rule is about, if any. One table.
Topic offence_topic(Offence offence);
std::optional<Offence> topic_offence(Topic topic);

// Defined one per file, ruleset_<id>.cpp.
const Ruleset& uscf_2020();
const Ruleset& uscf_earlier();
const Ruleset& uscf_summary();
const Ruleset& uscf_summary_variation();
const Ruleset& scholastic_2018();
const Ruleset& sacramento_2005();
const Ruleset& fide_2023();

}  // namespace flagfall::rules
