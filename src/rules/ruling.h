#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/move.h"
#include "chess/move_check.h"
#include "chess/types.h"
#include "rules/ruleset.h"
#include "rules/scenario.h"

namespace flagfall::rules {

enum class Outcome : std::uint8_t { kWhiteWins, kBlackWins, kDraw, kPlayOn };

// What a player may do at a given moment (the live clock offers these buttons).
enum class Permission : std::uint8_t {
  kClaimTime,
  kClaimIllegalMove,
  kTakeKing,
  kClaimRepetition,
  kClaimFiftyMoves,
  kClaimInsufficientLosingChances,
  kPausePromotion,
  kRestartOpponentClock,
  kStopClockDispute,
  kResign,
  kOfferDraw,
};

// Why the game ended, or for play on, what the last ruling was. reason_name() gives the stable
// codes of docs/rules.md ("flag-fall", "claim-denied", ...).
enum class Reason : std::uint8_t {
  kInProgress,
  kCheckmate,
  kStalemate,
  kResignation,
  kResignationInsufficientMaterial,
  kAgreement,
  kFlagFall,
  kFlagFallInsufficientMaterial,
  kBothFlags,
  kIllegalMove,
  kIllegalMoveInsufficientMaterial,
  kKingAdjacentClaim,
  kSimultaneousClaims,
  kRepetition,
  kFiftyMoves,
  kFivefoldRepetition,
  kSeventyFiveMoves,
  kInsufficientLosingChances,
  kForfeit,
  kDeadPosition,  // FIDE 5.2.2
  // Play goes on:
  kClaimDenied,
  // The director judges: the search cannot settle a forced win (two minutes), or the rulebook
  // leaves the claim to his judgement (Sacramento 10j).
  kClaimReferred,
  kIllegalMovePenalty,
  kPenalty,
  kTimeSet,
};

// Why a claim was denied.
enum class Denial : std::uint8_t {
  kFlagNotFallen,
  kOwnFlagFirst,
  kNoIllegalMove,
  kIllegalMoveStands,
  kDrawClaimNotInRulebook,
  kDrawNotReached,
  kLosingChancesNotAllowed,
  kLosingChancesNotListed,
  kForcedWinShown,
  kNotHavingTheMove,           // a repetition or fifty-move claim by the player who just moved
  kSwappedSetupCastlingLegal,  // the "illegal move" was castling after king and queen swapped
  kNotClearlyDrawn,            // Sacramento 11: a forced win can be shown in a position not listed
};

// The detail a line adds to what happened, from a fixed vocabulary (LogEntry::code).
// line_code_name() gives each its id and parse_line_code() reads one back: one table (ruling.cpp).
enum class LineCode : std::uint8_t {
  kNone,
  kPressWithoutMove,  // the illegal move was a press without a move (FIDE 7.5.3)
  kSecondMove,        // the illegal move was a second move before one press
  // kIllegalMoveStands: what the claimant did that let it stand; kDrawOfferLapses: the touch
  // that rejected the offer (FIDE 9.1.2.1).
  kTouchedPiece,
  kMadeMove,
  kCompletedMove,
  // kPromotionPauseNotGiven: why the stop was not the player's to make.
  kNoPawn,
  kPromoterOnly,
  kOpponentOnly,
  // kBothFlagsNoticed: what brought both flags to light.
  kClaim,
  kPause,
  // kSetTime: the clock setting does not stand yet, since a side has still to move.
  kBeforeEachMoved,
  // A time claim under a rulebook with no rule of its own on it, resting on its opening.
  kRegularRules,
};

// What one line of the log reports. Each is data; render_line() (ruling_text.cpp) is the one
// place that turns it into a sentence.
enum class Happening : std::uint8_t {
  // The set-up.
  kSetUp,                 // control; custom: named by the scenario; ms, ms2: times
  kControlOutsideLimits,  // the control is outside the ruleset's blitz limits
  // Players' events. `by` acts; the opponent is ~by.
  kIgnoredGameOver,  // ignored: the event's kind
  kDrawOffered,
  kDrawAgreed,             // ends the game
  kDrawAgreementTooEarly,  // FIDE 5.2.3: not both have moved yet
  kAcceptWithoutOffer,
  kDrawOfferLapses,
  kResigns,           // ends: the opponent wins
  kResignsMateAsked,  // FIDE 5.1.2, on `mate` (could the opponent still mate?): he wins, or
                      // (No) the game is drawn
  kTouchesEmpty,      // square
  kTouches,           // piece on square
  kMoves,             // move (uci); out_of_turn
  kMovesAgain,        // move: a second move before pressing (the press judges the turn)
  kTakesBack,         // move: the turn's move taken back before the press, every man back
  kMovesPawnUnpromoted,
  kMovesIllegally,  // illegal: the chess core's reason
  kCheckmates,      // ends
  kStalemates,      // ends: `by` stalemated the opponent
  kNoPawnToPromote,
  kPromotes,            // piece on square
  kPromotionCompleted,  // piece on square, after an improper press
  kPressWhileStopped,
  kPressNotRunning,
  kPressAfterPromotion,
  kPressWithoutMoveIllegal,  // FIDE 7.5.3
  kRestartsAfterUnpromotedPress,
  kRestartNotInRulebook,
  kRestartsForTouchMove,
  kPressWithoutMove,
  kTouchMoveBroken,                       // square: the piece touched
  kUnpromotedPressIllegal,                // square; FIDE 7.5.2
  kUnpromotedPressRestart,                // square; the opponent may restart the clock
  kUnpromotedPressOpponentMayStop,        // square
  kUnpromotedPressNoRemedy,               // square
  kIllegalMoveCompleted,                  // move, illegal (or code kPressWithoutMove)
  kIllegalMoveCompletedMoverMayNotClaim,  // move, illegal or code; also: the mover's rule
  kMoveCompleted,                         // move
  kFivefoldRepetition,                    // ends
  kSeventyFiveMoves,                      // ends
  // The same positions where the ruleset draws only on a claim: the line cites that rule.
  kFivefoldRepetitionUnclaimed,
  kSeventyFiveMovesUnclaimed,
  kDeadPosition,       // ends (FIDE 5.2.2): `by` made the move
  kIllegalMoveStands,  // `by` let it stand; code: kTouchedPiece, kMadeMove, kCompletedMove
  kPauseWhileStopped,
  kDisputePause,
  kStopWithoutClaim,  // the clock stood still, charged to no one
  kPromotionPause,
  // A promotion stop the ruleset does not give this player (code: kNoPawn, kPromoterOnly or
  // kOpponentOnly): the clocks stand all the same, charged to no one; the director's call.
  kPromotionPauseNotGiven,
  kResumeNotPaused,
  kResumes,
  kTdStopsClock,
  kTdRestartsClock,
  kPlayersPause,  // the players' own pause (PauseReason::kPlayers), and their restart
  kPlayersResume,
  // Flags.
  kFlagSeen,          // a director or witness sees `by`'s flag down (ms: when it fell)
  kFlagNotSeen,       // ... but `by`'s flag has not fallen
  kBothFlagsNoticed,  // ends (8c): ms, ms2: White's and Black's flag; code: kClaim, kPause
  kArbiterCallsFlag,  // FIDE A.5.5: `by`'s flag is down; the arbiter calls it
  // ends (FIDE 6.9), on `mate` (could `by` mate?): `by` wins on the opponent's flag the arbiter
  // called, or (No) the game is drawn
  kCalledFlagMateAsked,
  // ends, on `mate` (has `by` mating material, or could he mate?): `by` wins on time (the
  // opponent's flag fell first), or (No, FIDE) the game is drawn
  kFlagFallMateAsked,
  kFlagFallWinsForcedWin,      // ends: ... with less material, by a forced win
  kFlagFallDrawNoMaterial,     // ends
  kFlagFallReferred,           // the search cannot settle a forced win: the director judges
  kFlagFallDrawClaimableDraw,  // ends (USCF 11-7c): claim, a draw rule 8 lets a player claim
  kTimeClaimBothFlags,         // ends (8c): ms, ms2 as kBothFlagsNoticed
  kTimeClaimWitnessed,         // USCF 11-7c (2020): stated in time, the flag seen: the claim stands
  kTimeClaimVoid,              // the claim stated in time but stopped late is void (7c)
  // Claims.
  kClaimIgnoredGameOver,
  kClaimIgnoredStalemateFirst,
  kClaimIgnoredMateFirst,
  // denial, cost, ms (what it cost), claim; clock_restarts; also: the cost's rule; a time claim
  // whose flag is up only through a stop the rules do not give: directors_call, ms2 (the stop)
  kClaimDenied,
  kSimultaneousMoverClaimLoses,    // ends: `by` claimed on time; the opponent's claim loses
  kSimultaneousIllegalMoverLoses,  // ends: `by` claimed on time, the opponent the illegal move
  kSimultaneousNoMatingMaterial,   // ends
  kTakesKing,                      // square
  kTakesKingWithoutClaim,
  kMoverClaimLoses,             // ends: `by` put his king alongside and claims
  kMoverClaimOnlyAWin,          // summary Variation
  kIllegalMoveClaimWins,        // ends; illegal (or code): the illegal move's reason
  kIllegalMoveClaimNoMaterial,  // ends
  kIllegalMoveClaimMinute,      // Variation
  kSecondIllegalMoveMateAsked,  // ends (FIDE 7.5.5), on `mate` (could `by` mate?): he wins or draws
  kFirstIllegalMoveMinute,
  kIllegalMoveClaimReferred,       // the search cannot settle a forced win: the director judges
  kIllegalMoveClaimClaimableDraw,  // ends (USCF 11-7c), as kFlagFallDrawClaimableDraw
  kCastlingFromWrongSetup,         // `by` castled with a king or rook set up wrongly: illegal
  kPawnBecomesQueen,               // `by`: the claimant
  kPositionRestored,               // `by`: the offender
  kDrawClaimUpheld,                // ends; claim
  kLosingChancesUpheld,            // ends
  kLosingChancesReferred,          // the search cannot settle a forced win: the director judges
  kLosingChancesToDirector,  // not a listed position: the director's judgement (Sacramento 10j)
  kClaimStandsAsOffer,       // FIDE 9.1.2.3: `by`'s incorrect draw claim stands as an offer
  // The director.
  kNoPenaltyInRulebook,
  kNoPenaltyTouchMoveRemedy,  // Sacramento 12: restart and move the touched piece
  kPenaltyWarning,            // `by`: the offender; count, offence; more_to_td
  kPenaltyWarningAndMinute,
  kPenaltyMinuteToOpponent,
  kPenaltyMinuteOff,
  kPenaltyForfeit,                 // ends
  kPenaltySecondIllegalMateAsked,  // ends (FIDE 7.5.4), on `mate` (could the victim mate?)
  kPenaltyFirstIllegalMove,        // also: 7.5.5
  kSetTimeRefused,                 // ms: asked, ms2: kept
  kSetTime,                        // ms; code: kBeforeEachMoved
  // The event's own rule (Armageddon), not a rulebook's: the game just drawn counts as a win for
  // Black. Follows the line that drew it; rule: kArmageddonRule.
  kDrawCountsForBlack,
  kSetMoves,  // the TD corrects `by`'s move counter: ms, the count; ms2, the count before
};

// How a log line cites the event's own Armageddon rule: no rulebook has it, so no ruleset's
// prefix or number.
inline constexpr std::string_view kArmageddonRule = "the event's own rule: Armageddon";

// One line of the log: what happened or was ruled, to whom, the rule, the numbers.
struct LogEntry {
  std::optional<std::size_t> event_index;  // none for the set-up
  std::int64_t t = 0;
  Happening what = Happening::kSetUp;
  Actor by = Actor::kWhite;  // who acted (the TD for the director)
  std::string rule;          // the rule the sentence cites ("USCF 11-7d"), or ""
  std::string also;          // a second rule it cites (a cost, a mover's rule), or ""
  // What the cited rule is about, when it was cited for a topic.
  std::optional<Topic> topic;
  std::int64_t ms = 0;
  std::int64_t ms2 = 0;
  chess::Move move;
  chess::Square square = chess::NoSquare;
  chess::PieceType piece = chess::PieceType::None;
  LineCode code = LineCode::kNone;
  chess::IllegalReason illegal = chess::IllegalReason::None;  // an illegal move's reason
  EventKind ignored = EventKind::kMove;                       // kIgnoredGameOver: the event
  std::string control;                                        // kSetUp: the time control
  int count = 0;
  Offence offence = Offence::kOther;
  ClaimKind claim = ClaimKind::kTime;
  Denial denial = Denial::kFlagNotFallen;
  DeniedClaimCost cost = DeniedClaimCost::kNothing;
  // The *MateAsked lines: whether the side they name could checkmate (Unknown: the search could
  // not settle it, and the ruling stands as if he could).
  chess::Answer mate = chess::Answer::Unknown;
  // With `mate` No under FIDE, by colour (chess::index_of): what shows that side could not
  // checkmate, and the kinds of its men the words name (chess::MatingMaterialResult::men). Both
  // sides on a kDeadPosition line.
  chess::NoMateReason cannot_mate[2] = {chess::NoMateReason::None, chess::NoMateReason::None};
  std::uint8_t mate_men[2] = {0, 0};
  bool out_of_turn = false;     // a move made when it was the opponent's turn
  bool custom = false;          // set-up: the scenario names the control
  bool clock_restarts = false;  // a denied claim: the clock had been running
  bool more_to_td = false;      // a penalty: repeats beyond the ladder are left to the TD
  // What the line rules rests on the director's judgement, not on a rule the arbiter can apply:
  // a claim referred to him, a penalty whose size the rulebook leaves to him.
  bool directors_call = false;
  std::string text;  // the sentence: render_line() of the above

  friend bool operator==(const LogEntry&, const LogEntry&) = default;
};

// The sentence for a line, citing its rules.
std::string render_line(const LogEntry& line);

struct Ruling {
  std::string ruleset;
  Outcome outcome = Outcome::kPlayOn;
  Reason reason = Reason::kInProgress;
  std::string rule;                       // rule number of the deciding ruling, e.g. "7d"
  std::optional<std::size_t> decided_by;  // the log line of the deciding ruling
  // The deciding ruling is the director's call (its line's `directors_call`): the outcome shown
  // is the arbiter's default or a referral, and the director may rule otherwise.
  bool directors_call = false;
  // Armageddon (ScenarioSetup::draw_counts_for_black): the game was drawn (`reason` and `rule`
  // say how, under the ruleset, and `decided_by` is that line) and counts as a win for Black
  // under the event's own rule, so `outcome` is kBlackWins; the log's next line says so.
  bool draw_counted_for_black = false;
  std::int64_t at = 0;
  std::int64_t white_ms = 0;
  std::int64_t black_ms = 0;
  std::vector<Permission> may_white;
  std::vector<Permission> may_black;
  std::vector<LogEntry> log;
};

std::string_view outcome_name(Outcome outcome);  // "white-wins", "play-on", ...
// A result as written on the screen ("1-0", "0-1", "½-½"; nothing while play goes on) or in
// PGN ("1/2-1/2" for a draw, "*" for a game not over).
enum class ScoreStyle : std::uint8_t { kScreen, kPgn };
std::string_view score_text(Outcome outcome, ScoreStyle style);
std::string_view permission_name(Permission permission);  // "claim-time", ...
std::string_view reason_name(Reason reason);              // "flag-fall", "in-progress", ...
std::string_view line_code_name(LineCode code);           // "touched-piece", "" for kNone
bool parse_line_code(std::string_view text, LineCode& code);

}  // namespace flagfall::rules
