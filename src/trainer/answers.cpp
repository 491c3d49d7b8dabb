// The answers a question offers, in words: a ruling with its clock changes, what a player may do.
#include <algorithm>

#include "clock/time_control.h"
#include "rules/ruling_words.h"
#include "trainer/bank_words.h"
#include "trainer/question.h"
#include "trainer/variants.h"
#include "words/words.h"

namespace flagfall::trainer {
namespace {

using rules::Outcome;
using rules::Permission;

using clock::kMinute;
using words::Msg;

std::string amount_text(std::int64_t ms) {
  if (ms % kMinute == 0) {
    const std::int64_t minutes = ms / kMinute;
    constexpr Msg kWords[] = {Msg::kTrainerAmountOneMinute, Msg::kTrainerAmountTwoMinutes,
                              Msg::kTrainerAmountThreeMinutes, Msg::kTrainerAmountFourMinutes,
                              Msg::kTrainerAmountFiveMinutes};
    if (minutes >= 1 && minutes <= 5) return std::string(words::text(kWords[minutes - 1]));
    return words::plural<Msg::kTrainerAmountMinutes>(minutes);
  }
  if (ms % 1000 == 0)
    return words::format<Msg::kTrainerAmountWholeSeconds>(std::to_string(ms / 1000));
  return words::format<Msg::kRulingSeconds>(std::to_string(ms / 1000),
                                            std::to_string((ms % 1000) / 100));
}

std::string adjustment_text(chess::Color side, std::int64_t delta) {
  if (delta > 0)
    return words::format<Msg::kTrainerAnswerTimeTo>(amount_text(delta), rules::side_words(side));
  return words::format<Msg::kTrainerAnswerTimeOff>(amount_text(-delta), rules::side_words(side));
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
      a = {"white-wins", std::string(words::text(Msg::kTrainerAnswerWhiteWins))};
      break;
    case Outcome::kBlackWins:
      a = {"black-wins", std::string(words::text(Msg::kTrainerAnswerBlackWins))};
      break;
    case Outcome::kDraw:
      a = {"draw", std::string(words::text(Msg::kTrainerAnswerDraw))};
      break;
    case Outcome::kPlayOn:
      a = {"play-on", std::string(words::text(Msg::kTrainerAnswerPlayOn))};
      break;
  }
  if (outcome != Outcome::kPlayOn) return a;
  const std::pair<char, std::int64_t> sides[] = {{'w', adjustments.white_ms},
                                                 {'b', adjustments.black_ms}};
  for (const auto& [side, delta] : sides) {
    if (delta != 0)
      a.key += std::string("|") + side + (delta > 0 ? "+" : "") + std::to_string(delta);
  }
  if (adjustments.any())
    a.text = words::format<Msg::kTrainerAnswerPlayOnWith>(adjustments_text(adjustments));
  return a;
}

std::string adjustments_text(const Adjustments& adjustments) {
  const std::pair<chess::Color, std::int64_t> sides[] = {
      {chess::Color::White, adjustments.white_ms}, {chess::Color::Black, adjustments.black_ms}};
  std::string text;
  for (const auto& [side, delta] : sides) {
    if (delta == 0) continue;
    text = text.empty()
               ? adjustment_text(side, delta)
               : words::format<Msg::kTrainerAnswerBothTimes>(text, adjustment_text(side, delta));
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
  // In Permission's order.
  constexpr Msg kTexts[] = {
      Msg::kTrainerMayClaimTime,        Msg::kTrainerMayClaimIllegalMove,
      Msg::kTrainerMayTakeKing,         Msg::kTrainerMayClaimRepetition,
      Msg::kTrainerMayClaimFiftyMoves,  Msg::kTrainerMayClaimInsufficientLosingChances,
      Msg::kTrainerMayPausePromotion,   Msg::kTrainerMayRestartOpponentClock,
      Msg::kTrainerMayStopClockDispute, Msg::kTrainerMayResign,
      Msg::kTrainerMayOfferDraw,
  };
  static_assert(static_cast<int>(Permission::kOfferDraw) + 1 == std::size(kTexts));
  return std::string(words::text(kTexts[static_cast<int>(p)]));
}

Answer may_answer(chess::Color actor, std::vector<Permission> may) {
  may = specific_permissions(may);
  Answer a;
  a.key = std::string("may-") + (actor == chess::Color::White ? "w" : "b");
  if (may.empty()) {
    a.text = words::format<Msg::kTrainerAnswerNothingToClaim>(rules::side_words(actor));
    return a;
  }
  for (std::size_t i = 0; i < may.size(); ++i) {
    a.key.append("|").append(rules::permission_name(may[i]));
    const std::string part = permission_text(may[i]);
    if (i == 0) {
      a.text = part;
      rules::capitalise(a.text);
    } else if (i + 1 == may.size()) {
      a.text = words::format<Msg::kTrainerAnswerOr>(a.text, part);
    } else {
      a.text = words::format<Msg::kTrainerAnswerList>(a.text, part);
    }
  }
  return a;
}

std::string_view short_name(std::string_view id) {
  const rules::Ruleset* ruleset = rules::find_ruleset(id);
  return ruleset != nullptr ? ruleset->short_name : id;
}

}  // namespace flagfall::trainer

namespace flagfall::trainer {

std::string variant_text(const Question& question) {
  if (!question.fresh) return "";
  const Question::Fresh& fresh = *question.fresh;
  std::string varied;
  const auto add = [&](Msg what) {
    const std::string_view text = words::text(what);
    varied =
        varied.empty() ? std::string(text) : words::format<Msg::kTrainerVariantList>(varied, text);
  };
  const Transform& t = fresh.transform;
  if (t.swap_colours) add(Msg::kTrainerVariantColoursSwapped);
  if (t.mirror_files) add(Msg::kTrainerVariantMirrored);
  if (t.files != 0 || t.ranks != 0) add(Msg::kTrainerVariantShifted);
  if (varied.empty()) add(Msg::kTrainerVariantAsInBank);
  const std::string holds = said(question.scenario.id, ScenarioText::kHolds,
                                 fresh.english[static_cast<std::size_t>(ScenarioText::kHolds)]);
  return words::format<Msg::kTrainerVariant>(varied, transform_text(holds, fresh.transform));
}

}  // namespace flagfall::trainer
