#include "rules/ruling.h"

#include <array>
#include <utility>

namespace flagfall::rules {
namespace {

constexpr std::array<std::pair<LineCode, std::string_view>, 13> kLineCodes{{
    {LineCode::kNone, ""},
    {LineCode::kPressWithoutMove, "press-without-move"},
    {LineCode::kSecondMove, "second-move"},
    {LineCode::kTouchedPiece, "touched-piece"},
    {LineCode::kMadeMove, "made-move"},
    {LineCode::kCompletedMove, "completed-move"},
    {LineCode::kNoPawn, "no-pawn"},
    {LineCode::kPromoterOnly, "promoter-only"},
    {LineCode::kOpponentOnly, "opponent-only"},
    {LineCode::kClaim, "claim"},
    {LineCode::kPause, "pause"},
    {LineCode::kBeforeEachMoved, "before-each-moved"},
    {LineCode::kRegularRules, "regular-rules"},
}};

}  // namespace

std::string_view line_code_name(LineCode code) {
  for (const auto& [c, name] : kLineCodes) {
    if (c == code) return name;
  }
  return "";
}

bool parse_line_code(std::string_view text, LineCode& code) {
  for (const auto& [c, name] : kLineCodes) {
    if (name == text) {
      code = c;
      return true;
    }
  }
  return false;
}

std::string_view outcome_name(Outcome outcome) {
  switch (outcome) {
    case Outcome::kWhiteWins:
      return "white-wins";
    case Outcome::kBlackWins:
      return "black-wins";
    case Outcome::kDraw:
      return "draw";
    case Outcome::kPlayOn:
      return "play-on";
  }
  return "play-on";
}

std::string_view score_text(Outcome outcome, ScoreStyle style) {
  const bool pgn = style == ScoreStyle::kPgn;
  switch (outcome) {
    case Outcome::kWhiteWins:
      return "1-0";
    case Outcome::kBlackWins:
      return "0-1";
    case Outcome::kDraw:
      return pgn ? "1/2-1/2" : "\xC2\xBD-\xC2\xBD";
    case Outcome::kPlayOn:
      break;
  }
  return pgn ? "*" : "";
}

std::string_view permission_name(Permission permission) {
  switch (permission) {
    case Permission::kClaimTime:
      return "claim-time";
    case Permission::kClaimIllegalMove:
      return "claim-illegal-move";
    case Permission::kTakeKing:
      return "take-king";
    case Permission::kClaimRepetition:
      return "claim-repetition";
    case Permission::kClaimFiftyMoves:
      return "claim-fifty-moves";
    case Permission::kClaimInsufficientLosingChances:
      return "claim-insufficient-losing-chances";
    case Permission::kPausePromotion:
      return "pause-promotion";
    case Permission::kRestartOpponentClock:
      return "restart-opponent-clock";
    case Permission::kStopClockDispute:
      return "stop-clock-dispute";
    case Permission::kResign:
      return "resign";
    case Permission::kOfferDraw:
      return "offer-draw";
  }
  return "resign";
}

std::string_view reason_name(Reason reason) {
  switch (reason) {
    case Reason::kInProgress:
      return "in-progress";
    case Reason::kCheckmate:
      return "checkmate";
    case Reason::kStalemate:
      return "stalemate";
    case Reason::kResignation:
      return "resignation";
    case Reason::kResignationInsufficientMaterial:
      return "resignation-insufficient-material";
    case Reason::kAgreement:
      return "agreement";
    case Reason::kFlagFall:
      return "flag-fall";
    case Reason::kFlagFallInsufficientMaterial:
      return "flag-fall-insufficient-material";
    case Reason::kBothFlags:
      return "both-flags";
    case Reason::kIllegalMove:
      return "illegal-move";
    case Reason::kIllegalMoveInsufficientMaterial:
      return "illegal-move-insufficient-material";
    case Reason::kKingAdjacentClaim:
      return "king-adjacent-claim";
    case Reason::kSimultaneousClaims:
      return "simultaneous-claims";
    case Reason::kRepetition:
      return "repetition";
    case Reason::kFiftyMoves:
      return "fifty-moves";
    case Reason::kFivefoldRepetition:
      return "fivefold-repetition";
    case Reason::kSeventyFiveMoves:
      return "seventy-five-moves";
    case Reason::kInsufficientLosingChances:
      return "insufficient-losing-chances";
    case Reason::kForfeit:
      return "forfeit";
    case Reason::kDeadPosition:
      return "dead-position";
    case Reason::kClaimDenied:
      return "claim-denied";
    case Reason::kClaimReferred:
      return "claim-referred";
    case Reason::kIllegalMovePenalty:
      return "illegal-move-penalty";
    case Reason::kPenalty:
      return "penalty";
    case Reason::kTimeSet:
      return "time-set";
  }
  return "in-progress";
}

}  // namespace flagfall::rules
