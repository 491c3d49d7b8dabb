#pragma once
// The scenario format's words for its enums (docs/rules.md, "Scenario format"), both ways: the
// tables the reader checks a file against, and the names the writer and the tools use.
#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "rules/scenario.h"

namespace flagfall::rules::scenario_names {

template <class E>
struct Named {
  E value;
  std::string_view name;
};

inline constexpr std::array<Named<Actor>, 3> kActors = {
    {{Actor::kWhite, "white"}, {Actor::kBlack, "black"}, {Actor::kTd, "td"}}};

inline constexpr std::array<Named<EventKind>, 14> kEventKinds = {{
    {EventKind::kMove, "move"},
    {EventKind::kTouch, "touch"},
    {EventKind::kPress, "press"},
    {EventKind::kPromote, "promote"},
    {EventKind::kClaim, "claim"},
    {EventKind::kPause, "pause"},
    {EventKind::kResume, "resume"},
    {EventKind::kResign, "resign"},
    {EventKind::kOfferDraw, "offer-draw"},
    {EventKind::kAcceptDraw, "accept-draw"},
    {EventKind::kPenalty, "penalty"},
    {EventKind::kSetTime, "set-time"},
    {EventKind::kSetMoves, "set-moves"},
    {EventKind::kFlagSeen, "flag-seen"},
}};

inline constexpr std::array<Named<ClaimKind>, 5> kClaimKinds = {{
    {ClaimKind::kTime, "time"},
    {ClaimKind::kIllegalMove, "illegal-move"},
    {ClaimKind::kRepetition, "repetition"},
    {ClaimKind::kFiftyMoves, "fifty-moves"},
    {ClaimKind::kInsufficientLosingChances, "insufficient-losing-chances"},
}};

inline constexpr std::array<Named<PauseReason>, 4> kPauseReasons = {
    {{PauseReason::kPromotion, "promotion"},
     {PauseReason::kDispute, "dispute"},
     {PauseReason::kNoClaim, "no-claim"},
     {PauseReason::kPlayers, "players"}}};

template <class E, std::size_t N>
std::string_view name_of(const std::array<Named<E>, N>& table, E value) {
  for (const auto& entry : table) {
    if (entry.value == value) return entry.name;
  }
  return "?";
}

template <class E, std::size_t N>
std::optional<E> value_of(const std::array<Named<E>, N>& table, std::string_view name) {
  for (const auto& entry : table) {
    if (entry.name == name) return entry.value;
  }
  return std::nullopt;
}

template <class E, std::size_t N>
std::string choices(const std::array<Named<E>, N>& table) {
  std::string out;
  for (const auto& entry : table) {
    if (!out.empty()) out += ", ";
    out += entry.name;
  }
  return out;
}

}  // namespace flagfall::rules::scenario_names
