#include "session/clock/live_text.h"

#include <algorithm>

#include "rules/ruling_words.h"
#include "words/words.h"

namespace flagfall::session {

using words::Msg;

namespace {

// A press that moved nothing, which the record shows as a plain press.
bool is_plain_press(const rules::LogEntry& line) {
  return line.what == rules::Happening::kPressWithoutMove ||
         line.what == rules::Happening::kPressWithoutMoveIllegal;
}

std::string fact_line(const game::Fact& fact) {
  const std::string side = side_words(fact.side);
  const std::string sides = side_of_words(fact.side);
  switch (fact.kind) {
    case game::FactKind::kMaterial:
      return words::format<Msg::kLiveReportedMaterial>(side, game::describe(fact.material));
    case game::FactKind::kIllegalMove:
      return fact.illegal == game::IllegalKind::kKingNextToKing
                 ? words::format<Msg::kLiveReportedIllegalKingNextToKing>(sides)
             : fact.illegal == game::IllegalKind::kKingInCheck
                 ? words::format<Msg::kLiveReportedIllegalKingInCheck>(sides)
                 : words::format<Msg::kLiveReportedIllegalWrongMove>(sides);
    case game::FactKind::kPawnOnLastRank:
      return fact.before ? words::format<Msg::kLiveReportedPressedUnpromoted>(side)
                         : words::format<Msg::kLiveReportedPawnOnLastRank>(sides);
    case game::FactKind::kTakeKing:
      return capitalised(words::format<Msg::kLiveTakesKing>(side));
    case game::FactKind::kCheckmate:
      return words::format<Msg::kLiveReportedCheckmate>(side);
    case game::FactKind::kStalemate:
      return words::format<Msg::kLiveReportedStalemate>(side);
    case game::FactKind::kBoard:
      return words::format<Msg::kLiveReportedBoard>(side, fact.fen);
  }
  return "";
}

}  // namespace

std::string side_words(chess::Color side) {
  return std::string(
      words::text(side == chess::Color::White ? words::Msg::kSideWhite : words::Msg::kSideBlack));
}
std::string_view side_name(chess::Color side) {
  return words::text(side == chess::Color::White ? words::Msg::kClockScreenWhite
                                                 : words::Msg::kClockScreenBlack);
}
std::string side_of_words(chess::Color side) {
  return std::string(words::text(side == chess::Color::White ? words::Msg::kSideWhiteOf
                                                             : words::Msg::kSideBlackOf));
}
std::string capitalised(std::string text) {
  rules::capitalise(text);
  return text;
}

const char* color_id(chess::Color side) {
  return side == chess::Color::White ? "white" : "black";
}

std::string_view ruleset_short_name(std::string_view id) {
  const rules::Ruleset* ruleset = rules::find_ruleset(id);
  return ruleset != nullptr ? ruleset->short_name : id;
}

std::string result_score(rules::Outcome outcome) {
  return std::string(rules::score_text(outcome, rules::ScoreStyle::kScreen));
}

std::string ruling_headline(const rules::Ruling& r) {
  using rules::Reason;
  if (r.draw_counted_for_black) {  // the event's own rule turns the draw into Black's win
    rules::Ruling drawn;
    drawn.outcome = rules::Outcome::kDraw;
    drawn.reason = r.reason;
    return words::format<Msg::kLiveHeadlineArmageddon>(ruling_headline(drawn));
  }
  if (r.outcome == rules::Outcome::kWhiteWins || r.outcome == rules::Outcome::kBlackWins) {
    const chess::Color winner =
        r.outcome == rules::Outcome::kWhiteWins ? chess::Color::White : chess::Color::Black;
    const std::string won = side_words(winner);
    const std::string lost = side_words(~winner);
    const std::string losers = side_of_words(~winner);
    switch (r.reason) {
      case Reason::kCheckmate:
        return capitalised(words::format<Msg::kLiveHeadlineCheckmate>(won));
      case Reason::kResignation:
        return capitalised(words::format<Msg::kLiveHeadlineResignation>(won, lost));
      case Reason::kFlagFall:
        return capitalised(words::format<Msg::kLiveHeadlineFlagFall>(won));
      case Reason::kIllegalMove:
        return capitalised(words::format<Msg::kLiveHeadlineIllegalMove>(won, losers));
      case Reason::kKingAdjacentClaim:
        return capitalised(
            words::format<Msg::kLiveHeadlineKingAdjacentClaim>(won, lost, side_of_words(winner)));
      case Reason::kSimultaneousClaims:
        return capitalised(words::format<Msg::kLiveHeadlineSimultaneousClaims>(won, losers));
      case Reason::kForfeit:
        return capitalised(words::format<Msg::kLiveHeadlineForfeit>(won, lost));
      default:
        return capitalised(words::format<Msg::kLiveHeadlineWins>(won));
    }
  }
  Msg headline = Msg::kLiveHeadlinePlayOn;
  if (r.outcome == rules::Outcome::kDraw) {
    switch (r.reason) {
      case Reason::kStalemate:
        headline = Msg::kLiveHeadlineStalemate;
        break;
      case Reason::kAgreement:
        headline = Msg::kLiveHeadlineAgreed;
        break;
      case Reason::kResignationInsufficientMaterial:
        headline = Msg::kLiveHeadlineResignationNoMate;
        break;
      case Reason::kFlagFallInsufficientMaterial:
        headline = Msg::kLiveHeadlineFlagNoMaterial;
        break;
      case Reason::kBothFlags:
        headline = Msg::kLiveHeadlineBothFlags;
        break;
      case Reason::kIllegalMoveInsufficientMaterial:
        headline = Msg::kLiveHeadlineIllegalNoMaterial;
        break;
      case Reason::kRepetition:
        headline = Msg::kLiveHeadlineRepetition;
        break;
      case Reason::kFiftyMoves:
        headline = Msg::kLiveHeadlineFiftyMoves;
        break;
      case Reason::kFivefoldRepetition:
        headline = Msg::kLiveHeadlineFivefold;
        break;
      case Reason::kSeventyFiveMoves:
        headline = Msg::kLiveHeadlineSeventyFive;
        break;
      case Reason::kInsufficientLosingChances:
        headline = Msg::kLiveHeadlineLosingChances;
        break;
      case Reason::kDeadPosition:
        headline = Msg::kLiveHeadlineDead;
        break;
      default:
        headline = Msg::kLiveHeadlineDraw;
    }
    return std::string(words::text(headline));
  }
  switch (r.reason) {
    case Reason::kClaimDenied:
      headline = Msg::kLiveHeadlineClaimDenied;
      break;
    case Reason::kClaimReferred:
      headline = Msg::kLiveHeadlineClaimReferred;
      break;
    case Reason::kIllegalMovePenalty:
      headline = Msg::kLiveHeadlineIllegalTakenBack;
      break;
    case Reason::kPenalty:
      headline = Msg::kLiveHeadlinePenalty;
      break;
    case Reason::kTimeSet:
      headline = Msg::kLiveHeadlineTimeSet;
      break;
    default:
      break;
  }
  return std::string(words::text(headline));
}

std::string stage_text(const clock::Stage& stage) {
  if (!stage.staged) return "";
  const std::string number = std::to_string(stage.number);
  if (stage.moves_to_go == 0) return words::format<Msg::kClockScreenStageSuddenDeath>(number);
  return words::plural<Msg::kClockScreenStage>(stage.moves_to_go, number);
}

std::string byoyomi_text(const clock::SideView& side) {
  if (!side.in_byoyomi) return "";
  // Canadian byo-yomi counts the moves its period still needs; byo-yomi counts its periods.
  if (side.byoyomi_moves_left > 0)
    return words::plural<Msg::kClockScreenByoyomiMoves>(side.byoyomi_moves_left);
  return words::plural<Msg::kClockScreenByoyomiPeriods>(side.byoyomi_periods_left);
}

std::string elapsed_label(std::int64_t ms) {
  const std::int64_t s = std::max<std::int64_t>(ms, 0) / 1000;
  const auto two_digits = [](std::int64_t v) {
    return std::string{static_cast<char>('0' + v / 10), static_cast<char>('0' + v % 10)};
  };
  std::string text =
      s >= 3600 ? std::to_string(s / 3600) + ":" + two_digits(s / 60 % 60) : std::to_string(s / 60);
  return text + ":" + two_digits(s % 60);
}

std::vector<RecordLine> game_record(const game::LiveGame& game) {
  const game::Compiled& compiled = game.compiled();
  const rules::Ruling ruling = game.arbiter().ruling(0);
  const std::size_t count = compiled.scenario.events.size();
  std::vector<std::vector<rules::LogEntry>> per_event(count);
  std::vector<RecordLine> out;
  std::optional<std::size_t> current;
  for (const rules::LogEntry& e : ruling.log) {
    if (e.event_index && *e.event_index < count) current = *e.event_index;
    if (current) {
      per_event[*current].push_back(e);
    } else {
      out.push_back({e.t, e.text, e.rule, true});
    }
  }
  const auto& entries = game.entries();
  for (std::size_t j = 0; j < entries.size(); ++j) {
    const game::Entry& entry = entries[j];
    if (entry.fact && entry.fact->kind != game::FactKind::kTakeKing) {
      out.push_back({entry.t, fact_line(*entry.fact), "", false});
    }
    for (std::size_t k = 0; k < count; ++k) {
      if (compiled.source[k] != j) continue;
      const rules::ScenarioEvent& e = compiled.scenario.events[k];
      const bool standin_move = !compiled.notes[k].empty() && e.kind == rules::EventKind::kMove;
      const bool shows_move = entry.fact && (entry.fact->kind == game::FactKind::kTakeKing ||
                                             entry.fact->kind == game::FactKind::kCheckmate ||
                                             entry.fact->kind == game::FactKind::kStalemate);
      for (std::size_t n = 0; n < per_event[k].size(); ++n) {
        const rules::LogEntry& line = per_event[k][n];
        const bool own_line = line.event_index == k;
        if (standin_move && own_line && !shows_move) continue;
        if (standin_move && own_line && compiled.quiet[k]) continue;
        if (e.kind == rules::EventKind::kPress && own_line && is_plain_press(line)) {
          out.push_back(
              {line.t,
               capitalised(words::format<Msg::kLivePressed>(side_words(
                   e.by == rules::Actor::kWhite ? chess::Color::White : chess::Color::Black))),
               "", false});
          continue;
        }
        out.push_back({line.t, line.text, line.rule, true});
      }
    }
  }
  return out;
}

std::string record_text(const game::LiveGame& game) {
  const rules::Ruling r =
      game.arbiter().ruling(game.entries().empty() ? 0 : game.entries().back().t);
  std::string text =
      words::format<Msg::kLiveRecordTitle>(words::text(game.ruleset().name), game.time_control()) +
      "\n";
  if (r.outcome != rules::Outcome::kPlayOn) {
    text +=
        words::format<Msg::kLiveRecordResult>(result_score(r.outcome), ruling_headline(r)) + "\n";
  }
  text += "\n";
  for (const RecordLine& line : game_record(game)) {
    text += elapsed_label(line.t) + "  " + line.text + "\n";
  }
  return text;
}

}  // namespace flagfall::session
