#include "session/clock/live_text.h"

#include <algorithm>
#include "words/words.h"

namespace flagfall::session {
namespace {

// A press that moved nothing, which the record shows as a plain press.
bool is_plain_press(const rules::LogEntry& line) {
  return line.what == rules::Happening::kPressWithoutMove ||
         line.what == rules::Happening::kPressWithoutMoveIllegal;
}

std::string fact_line(const game::Fact& fact) {
  const std::string side = color_label(fact.side);
  switch (fact.kind) {
    case game::FactKind::kMaterial:
      return "Reported: " + side + " has " + game::describe(fact.material);
    case game::FactKind::kIllegalMove: {
      const char* what = fact.illegal == game::IllegalKind::kKingNextToKing
                             ? "the king went next to the other king"
                         : fact.illegal == game::IllegalKind::kKingInCheck
                             ? "the king was left in check"
                             : "a man moved the wrong way";
      return "Reported: " + side + "'s last move was illegal: " + what;
    }
    case game::FactKind::kPawnOnLastRank:
      return fact.before
                 ? "Reported: " + side + " pressed with a pawn left unpromoted on the last rank"
                 : "Reported: " + side + "'s pawn reached the last rank; no piece at hand";
    case game::FactKind::kTakeKing:
      return side + " takes the king";
    case game::FactKind::kCheckmate:
      return "Reported: " + side + " gave checkmate";
    case game::FactKind::kStalemate:
      return "Reported: " + side + " gave stalemate";
    case game::FactKind::kBoard:
      return "Reported by " + side + ": the board " + fact.fen;
  }
  return "";
}

}  // namespace

const char* color_label(chess::Color side) {
  return side == chess::Color::White ? "White" : "Black";
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
    return ruling_headline(drawn) + ": Black wins (Armageddon)";
  }
  if (r.outcome == rules::Outcome::kWhiteWins || r.outcome == rules::Outcome::kBlackWins) {
    const bool white = r.outcome == rules::Outcome::kWhiteWins;
    const std::string winner = white ? "White" : "Black";
    const std::string loser = white ? "Black" : "White";
    switch (r.reason) {
      case Reason::kCheckmate:
        return winner + " wins by checkmate";
      case Reason::kResignation:
        return winner + " wins: " + loser + " resigned";
      case Reason::kFlagFall:
        return winner + " wins on time";
      case Reason::kIllegalMove:
        return winner + " wins: " + loser + "'s illegal move";
      case Reason::kKingAdjacentClaim:
        return winner + " wins: " + loser + " claimed after putting his king next to " + winner +
               "'s";
      case Reason::kSimultaneousClaims:
        return winner + " wins: " + loser + "'s illegal move came first";
      case Reason::kForfeit:
        return winner + " wins: " + loser + " forfeits";
      default:
        return winner + " wins";
    }
  }
  if (r.outcome == rules::Outcome::kDraw) {
    switch (r.reason) {
      case Reason::kStalemate:
        return "Draw: stalemate";
      case Reason::kAgreement:
        return "Draw agreed";
      case Reason::kResignationInsufficientMaterial:
        return "Draw: a resignation, but no mate was possible";
      case Reason::kFlagFallInsufficientMaterial:
        return "Draw: the flag fell, but no mating material";
      case Reason::kBothFlags:
        return "Draw: both flags are down";
      case Reason::kIllegalMoveInsufficientMaterial:
        return "Draw: illegal move, but no mating material";
      case Reason::kRepetition:
        return "Draw by repetition";
      case Reason::kFiftyMoves:
        return "Draw by the fifty-move rule";
      case Reason::kFivefoldRepetition:
        return "Draw: fivefold repetition";
      case Reason::kSeventyFiveMoves:
        return "Draw: seventy-five moves";
      case Reason::kInsufficientLosingChances:
        return "Draw: insufficient losing chances";
      case Reason::kDeadPosition:
        return "Draw: neither side can mate";
      default:
        return "Draw";
    }
  }
  switch (r.reason) {
    case Reason::kClaimDenied:
      return "Claim denied: play on";
    case Reason::kClaimReferred:
      return "The director judges the claim";
    case Reason::kIllegalMovePenalty:
      return "Play on: the illegal move is taken back";
    case Reason::kPenalty:
      return "Penalty given: play on";
    case Reason::kTimeSet:
      return "Time set: play on";
    default:
      return "Play on";
  }
}

std::string stage_text(const clock::Stage& stage) {
  if (!stage.staged) return "";
  std::string text = "stage " + std::to_string(stage.number) + " \xC2\xB7 ";
  if (stage.moves_to_go == 0) return text + "sudden death";
  return text + std::to_string(stage.moves_to_go) +
         (stage.moves_to_go == 1 ? " move to go" : " moves to go");
}

std::string byoyomi_text(const clock::SideView& side) {
  if (!side.in_byoyomi) return "";
  const std::string text = "byo-yomi \xC2\xB7 ";
  // Canadian byo-yomi counts the moves its period still needs; byo-yomi counts its periods.
  if (side.byoyomi_moves_left > 0) {
    return text + std::to_string(side.byoyomi_moves_left) +
           (side.byoyomi_moves_left == 1 ? " more move in this period"
                                         : " more moves in this period");
  }
  return text + std::to_string(side.byoyomi_periods_left) +
         (side.byoyomi_periods_left == 1 ? " period left" : " periods left");
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
        if (standin_move && own_line && compiled.notes[k].find("quiet move") != std::string::npos)
          continue;
        if (e.kind == rules::EventKind::kPress && own_line && is_plain_press(line)) {
          out.push_back(
              {line.t,
               std::string(color_label(e.by == rules::Actor::kWhite ? chess::Color::White
                                                                    : chess::Color::Black)) +
                   " pressed the clock",
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
  std::string text = "Flagfall live game: " + std::string(words::text(game.ruleset().name)) + ", " +
                     game.time_control() + "\n";
  if (r.outcome != rules::Outcome::kPlayOn) {
    text += "Result: " + result_score(r.outcome) + " (" + ruling_headline(r) + ")\n";
  }
  text += "\n";
  for (const RecordLine& line : game_record(game)) {
    text += elapsed_label(line.t) + "  " + line.text + "\n";
  }
  return text;
}

}  // namespace flagfall::session
