#include "game/pgn_export.h"

#include <utility>
#include <vector>

#include "chess/fen.h"
#include "chess/san.h"
#include "clock/notation.h"
#include "game/live_game.h"
#include "game/move_times.h"
#include "rules/arbiter.h"

namespace flagfall::game {

namespace {

// The SAN of each pressed move, in order, or nullopt when a press has no known legal move.
std::optional<std::vector<std::string>> pressed_moves(const rules::Scenario& scenario,
                                                      chess::Position position) {
  std::vector<std::string> sans;
  std::optional<chess::Move> pending;
  for (const rules::ScenarioEvent& e : scenario.events) {
    const bool player = e.by == rules::Actor::kWhite || e.by == rules::Actor::kBlack;
    if (!player) continue;
    const chess::Color side =
        e.by == rules::Actor::kWhite ? chess::Color::White : chess::Color::Black;
    if (e.kind == rules::EventKind::kMove) {
      if (side != position.side_to_move()) return std::nullopt;
      pending = e.move;
    } else if (e.kind == rules::EventKind::kPress) {
      if (!pending || side != position.side_to_move() || !position.is_legal(*pending)) {
        return std::nullopt;
      }
      sans.push_back(chess::to_san(position, *pending));
      position.apply(*pending);
      pending.reset();
    }
  }
  return sans;
}

std::string tag(const char* name, const std::string& value) {
  std::string line = "[";
  line += name;
  line += " \"";
  for (const char c : value) {
    if (c == '"' || c == '\\') line += '\\';
    line += c == '\n' || c == '\t' ? ' ' : c;  // a tag's value is one line
  }
  line += "\"]\n";
  return line;
}

// The tags, the result's and the position's and the control's among them, and the blank line.
std::string tag_section(const PgnTags& tags, const std::string& result, std::string_view fen,
                        std::string_view control_text) {
  std::string pgn;
  pgn += tag("Event", tags.event);
  pgn += tag("Site", tags.site);
  pgn += tag("Date", tags.date);
  pgn += tag("Round", tags.round);
  pgn += tag("White", tags.white);
  pgn += tag("Black", tags.black);
  pgn += tag("Result", result);
  if (tags.board) pgn += tag("Board", *tags.board);
  if (!fen.empty() && fen != chess::kStartingFen) {
    pgn += tag("SetUp", "1");
    pgn += tag("FEN", std::string(fen));
  }
  if (const auto control = clock::parse_time_control(control_text)) {
    pgn +=
        tag("TimeControl", control->method == clock::Method::Upcount ? std::string("-")
                                                                     : clock::format_pgn(*control));
  }
  return pgn + "\n";
}

std::string control_text(const rules::ScenarioSetup& setup, const rules::Ruleset& ruleset) {
  return setup.time_control.value_or(std::string(ruleset.standard_time_control));
}

}  // namespace

std::optional<std::string> pgn_with_clocks(const rules::Scenario& scenario,
                                           const rules::Ruleset& ruleset, const PgnTags& tags) {
  const auto fen = chess::parse_fen(scenario.setup.fen);
  if (!fen) return std::nullopt;
  const auto sans = pressed_moves(scenario, *fen.position);
  if (!sans || sans->empty()) return std::nullopt;
  const rules::Arbiter arbiter = rules::replay_scenario(scenario, ruleset);
  const std::vector<MoveTime> times =
      move_times(arbiter.game_clock(), fen.position->fullmove_number());
  if (times.size() != sans->size()) return std::nullopt;  // a press the clock refused

  const std::string result(rules::score_text(arbiter.ruling(0).outcome, rules::ScoreStyle::kPgn));
  std::string pgn =
      tag_section(tags, result, scenario.setup.fen, control_text(scenario.setup, ruleset));
  std::string line;
  for (std::size_t i = 0; i < times.size(); ++i) {
    const MoveTime& move = times[i];
    std::string token;
    // Black's number too: a comment comes between (PGN export format, 8.2.2.2).
    token = std::to_string(move.number) + (move.side == chess::Color::White ? ". " : "... ");
    token += (*sans)[i] + " {[%clk " + pgn_clock_text(move.clock_after, true) + "] [%emt " +
             pgn_clock_text(move.spent, false) + "]}";
    if (!line.empty() && line.size() + 1 + token.size() > 79) {
      pgn += line + "\n";
      line.clear();
    }
    if (!line.empty()) line += ' ';
    line += token;
  }
  if (line.size() + 1 + result.size() > 79) {
    pgn += line + "\n";
    line.clear();
  }
  if (!line.empty()) line += ' ';
  line += result;
  return pgn + line + "\n";
}

std::optional<std::string> pgn_with_clocks(const LiveGame& game, const PgnTags& tags) {
  const Compiled& compiled = game.compiled();
  if (compiled.standin) return std::nullopt;
  for (const std::string& note : compiled.notes) {
    if (!note.empty()) return std::nullopt;
  }
  return pgn_with_clocks(compiled.scenario, game.ruleset(), tags);
}

std::string pgn_of_game(const LiveGame& game, const PgnTags& tags) {
  if (auto with_moves = pgn_with_clocks(game, tags)) return std::move(*with_moves);
  const rules::Scenario& scenario = game.compiled().scenario;
  const rules::Arbiter arbiter = rules::replay_scenario(scenario, game.ruleset());
  return pgn_without_moves(tags, arbiter.ruling(0).outcome, scenario.setup.fen,
                           control_text(scenario.setup, game.ruleset()));
}

std::string pgn_without_moves(const PgnTags& tags, rules::Outcome outcome, std::string_view fen,
                              std::string_view control) {
  const std::string result(rules::score_text(outcome, rules::ScoreStyle::kPgn));
  return tag_section(tags, result, fen, control) + result + "\n";
}

}  // namespace flagfall::game
