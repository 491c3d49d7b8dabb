// The answers a question offers, in words: a ruling with its clock changes, what a player may do.
#include <algorithm>

#include "clock/time_control.h"
#include "trainer/question.h"

namespace flagfall::trainer {
namespace {

using rules::Outcome;
using rules::Permission;

using clock::kMinute;

std::string amount_text(std::int64_t ms) {
  if (ms % kMinute == 0) {
    const std::int64_t minutes = ms / kMinute;
    const char* words[] = {
        "", "one minute", "two minutes", "three minutes", "four minutes", "five minutes"};
    if (minutes >= 1 && minutes <= 5) return words[minutes];
    return std::to_string(minutes) + " minutes";
  }
  std::string text = std::to_string(ms / 1000);
  if (ms % 1000 != 0) text.append(".").append(std::to_string((ms % 1000) / 100));
  return text + " s";
}

std::string adjustment_text(chess::Color side, std::int64_t delta) {
  if (delta > 0) return amount_text(delta) + " to " + chess::side_title(side);
  return amount_text(-delta) + " off " + chess::side_title(side);
}

}  // namespace

std::string_view kind_name(QuestionKind kind) {
  return kind == QuestionKind::kMay ? "may" : "ruling";
}

bool parse_kind(std::string_view text, QuestionKind& kind) {
  if (text == "ruling")
    kind = QuestionKind::kRuling;
  else if (text == "may")
    kind = QuestionKind::kMay;
  else
    return false;
  return true;
}

Answer ruling_answer(Outcome outcome, const Adjustments& adjustments) {
  Answer a;
  switch (outcome) {
    case Outcome::kWhiteWins:
      a = {"white-wins", "White wins"};
      break;
    case Outcome::kBlackWins:
      a = {"black-wins", "Black wins"};
      break;
    case Outcome::kDraw:
      a = {"draw", "Draw"};
      break;
    case Outcome::kPlayOn:
      a = {"play-on", "Play on"};
      break;
  }
  if (outcome != Outcome::kPlayOn) return a;
  const std::pair<char, std::int64_t> sides[] = {{'w', adjustments.white_ms},
                                                 {'b', adjustments.black_ms}};
  for (const auto& [side, delta] : sides) {
    if (delta != 0)
      a.key += std::string("|") + side + (delta > 0 ? "+" : "") + std::to_string(delta);
  }
  if (adjustments.any()) a.text += "; " + adjustments_text(adjustments);
  return a;
}

std::string adjustments_text(const Adjustments& adjustments) {
  const std::pair<chess::Color, std::int64_t> sides[] = {
      {chess::Color::White, adjustments.white_ms}, {chess::Color::Black, adjustments.black_ms}};
  std::string text;
  for (const auto& [side, delta] : sides) {
    if (delta == 0) continue;
    text += (text.empty() ? "" : " and ") + adjustment_text(side, delta);
  }
  return text;
}

std::vector<Permission> specific_permissions(const std::vector<Permission>& may) {
  std::vector<Permission> out;
  for (const Permission p : may) {
    if (p == Permission::kResign || p == Permission::kOfferDraw ||
        p == Permission::kStopClockDispute)
      continue;
    if (std::find(out.begin(), out.end(), p) == out.end()) out.push_back(p);
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string permission_text(Permission p) {
  switch (p) {
    case Permission::kClaimTime:
      return "claim on time";
    case Permission::kClaimIllegalMove:
      return "claim the illegal move";
    case Permission::kTakeKing:
      return "take the king";
    case Permission::kClaimRepetition:
      return "claim a draw by repetition";
    case Permission::kClaimFiftyMoves:
      return "claim a draw by the fifty-move rule";
    case Permission::kClaimInsufficientLosingChances:
      return "claim a draw (insufficient losing chances)";
    case Permission::kPausePromotion:
      return "stop the clocks to get a promotion piece";
    case Permission::kRestartOpponentClock:
      return "restart the opponent's clock";
    case Permission::kStopClockDispute:
      return "stop the clocks to call the TD";
    case Permission::kResign:
      return "resign";
    case Permission::kOfferDraw:
      return "offer a draw";
  }
  return "resign";
}

Answer may_answer(chess::Color actor, std::vector<Permission> may) {
  may = specific_permissions(may);
  Answer a;
  a.key = std::string("may-") + (actor == chess::Color::White ? "w" : "b");
  if (may.empty()) {
    a.text = "Nothing to claim: " + chess::side_title(actor) + " plays on";
    return a;
  }
  for (std::size_t i = 0; i < may.size(); ++i) {
    a.key.append("|").append(rules::permission_name(may[i]));
    std::string part = permission_text(may[i]);
    if (i == 0) part[0] = static_cast<char>(part[0] - 'a' + 'A');
    a.text += (i == 0 ? "" : i + 1 == may.size() ? " or " : ", ") + part;
  }
  return a;
}

std::string_view short_name(std::string_view id) {
  const rules::Ruleset* ruleset = rules::find_ruleset(id);
  return ruleset != nullptr ? ruleset->short_name : id;
}

}  // namespace flagfall::trainer
