#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/move.h"
#include "chess/types.h"
#include "clock/result.h"
#include "rules/ruleset.h"
#include "rules/variant_template.h"

namespace flagfall::rules {

// A scenario file (docs/rules.md): a set-up and a timestamped log of what the players and the TD
// did. It is untrusted input; parse_scenario() checks every field.

enum class Actor : std::uint8_t { kWhite, kBlack, kTd };

enum class EventKind : std::uint8_t {
  kMove,
  kTouch,
  kPress,
  kPromote,
  kClaim,
  kPause,
  kResume,
  kResign,
  kOfferDraw,
  kAcceptDraw,
  kPenalty,
  kSetTime,
  kFlagSeen,  // the TD (a director or an independent witness) sees `side`'s flag down
  kSetMoves,  // the TD corrects `side`'s move counter to `moves` (a staged control's count)
};

enum class ClaimKind : std::uint8_t {
  kTime,
  kIllegalMove,
  kRepetition,
  kFiftyMoves,
  kInsufficientLosingChances,
};

// Why a player stops the clocks: for a promotion piece, to summon the TD, or for nothing he
// goes on to claim (a stop the players take back; the rulebooks allow no such stop).
// kPlayers: the players' own pause between moves (the clock's Pause), neither a claim nor a call
// for the TD; the event is the TD's (shared by both sides), and a resume may carry it too.
enum class PauseReason : std::uint8_t { kPromotion, kDispute, kNoClaim, kPlayers };

struct ScenarioEvent {
  std::int64_t t = 0;
  // Microseconds past t (0..999), as a live game's input events carry (their own timestamps are
  // finer than a millisecond); 0 in files written by hand. Instants order by t, then us.
  int us = 0;
  Actor by = Actor::kWhite;
  EventKind kind = EventKind::kPress;
  chess::Move move;                                 // kMove
  chess::Square square = chess::NoSquare;           // kTouch
  chess::PieceType piece = chess::PieceType::None;  // kPromote
  ClaimKind claim = ClaimKind::kTime;               // kClaim
  // kClaim: when the claim was stated aloud, if before `t` (the clock stopped only at `t`).
  std::optional<std::int64_t> stated;
  PauseReason reason = PauseReason::kDispute;  // kPause
  chess::Color side = chess::Color::White;     // kPenalty: against; kSetTime, kSetMoves: whose
                                               // clock; kFlagSeen
  Offence offence = Offence::kOther;           // kPenalty
  std::int64_t ms = 0;                         // kSetTime
  int moves = 0;  // kSetMoves: the side's completed moves, 0..clock::kMaxMoveCount
};

struct ScenarioSetup {
  std::string fen;                          // the start position when the file gives none
  std::optional<std::string> time_control;  // the ruleset's standard control when absent
  // Time odds: Black's own control (the file's "black_time_control"); absent: time_control.
  std::optional<std::string> black_time_control;
  std::optional<std::int64_t> white_ms;  // remaining time at t = 0, else the control's
  std::optional<std::int64_t> black_ms;
  // Armageddon, the event's own rule (no rulebook has it): a drawn game counts as a win for
  // Black. The file's setup says "draw": "black".
  bool draw_counts_for_black = false;
};

struct Scenario {
  std::string id;
  std::string title;
  std::string category;
  std::vector<std::string> rulesets;  // empty: every ruleset
  ScenarioSetup setup;
  std::vector<ScenarioEvent> events;
  std::string question;
  // What a "what may he do now" question says of the moment it stops at (the last claim, pause
  // or restart), without the decision it asks about; without it, no such question is asked.
  std::string moment;
  std::string notes;
  std::optional<VariantTemplate> variant_template;  // the "template" key
};

struct ScenarioError {
  std::optional<std::size_t> event_index;  // the event at fault, if the problem is in one
  std::string problem;
  std::string message() const;  // "event 3: t decreases (900 after 1000)"
};

inline constexpr std::int64_t kMaxScenarioTime = std::int64_t{1} << 40;
inline constexpr std::size_t kMaxScenarioEvents = 10'000;

clock::Result<Scenario, ScenarioError> parse_scenario(std::string_view json_text);

// The categories a scenario may name.
const std::vector<std::string_view>& scenario_categories();

// Whether `scenario` is meant for the ruleset: it names it, or names none.
bool meant_for(const Scenario& scenario, RulesetId ruleset);

std::string_view actor_name(Actor actor);
std::string_view event_kind_name(EventKind kind);
std::string_view claim_kind_name(ClaimKind claim);
std::string_view pause_reason_name(PauseReason reason);

}  // namespace flagfall::rules
