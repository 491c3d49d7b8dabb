// The live game's log turned into a scenario the arbiter replays: the events, and a stand-in
// board with stand-in moves for what the players reported (docs/game.md).
#include "game/live_game.h"

#include <algorithm>

#include "chess/fen.h"
#include "clock/notation.h"

namespace flagfall::game {
namespace {

using chess::Color;
using rules::Actor;
using rules::EventKind;
using rules::ScenarioEvent;

// One scenario event being built, with where it came from.
struct Item {
  ScenarioEvent event;
  std::string note;
  std::optional<std::size_t> source;
};

rules::Scenario scenario_of(const rules::Scenario& shell, const std::vector<Item>& items,
                            std::size_t count) {
  rules::Scenario s = shell;
  s.events.clear();
  for (std::size_t i = 0; i < count && i < items.size(); ++i) s.events.push_back(items[i].event);
  return s;
}

ScenarioEvent move_event(Color by, chess::Move move, Millis t) {
  ScenarioEvent e = make_event(actor_of(by), EventKind::kMove);
  e.move = move;
  e.t = t;
  return e;
}

std::optional<std::size_t> item_of_entry(const std::vector<Item>& items, std::size_t entry) {
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (items[i].source == entry && items[i].event.kind == EventKind::kPress) return i;
  }
  return std::nullopt;
}

// The last press by `side` among the first `count` items.
std::optional<std::size_t> last_press_item(const std::vector<Item>& items, std::size_t count,
                                           Color side) {
  for (std::size_t i = std::min(count, items.size()); i-- > 0;) {
    if (items[i].event.kind == EventKind::kPress && items[i].event.by == actor_of(side)) return i;
  }
  return std::nullopt;
}

std::string side_name(Color c) {
  return c == Color::White ? "White" : "Black";
}

// The board the arbiter holds after the first `count` items.
chess::Position board_after(const rules::Scenario& shell, const rules::Ruleset& ruleset,
                            const std::vector<Item>& items, std::size_t count) {
  return replay(scenario_of(shell, items, count), ruleset)->position();
}

std::optional<chess::Move> promotion_move(const chess::Position& board, Color side, bool standin) {
  if (standin) {
    const chess::Move m = standin_promotion_move(side);
    if (board.piece_at(m.from()) == chess::make_piece(side, chess::PieceType::Pawn) &&
        board.piece_at(m.to()) == chess::Piece::None) {
      return m;
    }
  }
  chess::Bitboard pawns = board.pieces(side, chess::PieceType::Pawn);
  while (pawns) {
    const chess::Square s = chess::lsb(pawns);
    pawns &= pawns - 1;
    if (chess::relative_rank(side, s) != 6) continue;
    const chess::Square ahead = chess::make_square(chess::file_of(s), chess::back_rank(~side));
    if (board.piece_at(ahead) == chess::Piece::None) return chess::Move(s, ahead);
  }
  return std::nullopt;
}

}  // namespace

std::string_view fact_kind_name(FactKind kind) {
  switch (kind) {
    case FactKind::kMaterial:
      return "material";
    case FactKind::kIllegalMove:
      return "illegal-move";
    case FactKind::kPawnOnLastRank:
      return "pawn-on-last-rank";
    case FactKind::kTakeKing:
      return "take-king";
    case FactKind::kCheckmate:
      return "checkmate";
    case FactKind::kStalemate:
      return "stalemate";
    case FactKind::kBoard:
      return "board";
  }
  return "material";
}

Entry Entry::of(ScenarioEvent event) {
  Entry e;
  e.t = event.t;
  e.event = event;
  return e;
}

Entry Entry::of(Fact fact) {
  Entry e;
  e.fact = fact;
  return e;
}

Actor actor_of(Color side) {
  return side == Color::White ? Actor::kWhite : Actor::kBlack;
}

ScenarioEvent make_event(Actor by, EventKind kind) {
  ScenarioEvent e;
  e.by = by;
  e.kind = kind;
  if (kind == EventKind::kPause) e.reason = rules::PauseReason::kDispute;
  return e;
}

ScenarioEvent make_claim(Color by, rules::ClaimKind claim) {
  ScenarioEvent e = make_event(actor_of(by), EventKind::kClaim);
  e.claim = claim;
  return e;
}

std::shared_ptr<rules::Arbiter> replay(const rules::Scenario& scenario,
                                       const rules::Ruleset& ruleset) {
  // The same grouping into instants as rules::adjudicate, so the rulings are identical.
  auto arbiter = std::make_shared<rules::Arbiter>(ruleset, scenario.setup);
  std::size_t i = 0;
  while (i < scenario.events.size()) {
    std::size_t j = i;
    std::vector<ScenarioEvent> instant;
    while (j < scenario.events.size() && scenario.events[j].t == scenario.events[i].t) {
      instant.push_back(scenario.events[j]);
      ++j;
    }
    arbiter->apply_instant(instant, i);
    i = j;
  }
  return arbiter;
}

Compiled compile(const GameSetup& setup, const rules::Ruleset& ruleset,
                 const std::vector<Entry>& entries) {
  Compiled out;
  rules::Scenario& shell = out.scenario;
  shell.id = "live-game";
  shell.title = "A game on the live clock";
  shell.category = "flag-fall";
  shell.rulesets = {std::string(ruleset.id)};
  if (!setup.time_control.empty()) shell.setup.time_control = setup.time_control;
  const std::string start_fen = setup.fen.empty() ? std::string(chess::kStartingFen) : setup.fen;
  shell.setup.fen = start_fen;
  auto parsed = chess::parse_fen(start_fen);
  const Color first = parsed ? parsed.position->side_to_move() : Color::White;

  // The board: the set-up's, or a stand-in built from what the players said.
  Material material[2] = {material_picks()[0].material, material_picks()[0].material};
  bool promotes[2] = {false, false};
  std::optional<Fact> final_fact;
  std::optional<std::string> board_fen;
  bool any_fact = false;
  for (const Entry& e : entries) {
    if (!e.fact) continue;
    any_fact = true;
    if (e.fact->kind == FactKind::kBoard) board_fen = e.fact->fen;
    const int side = chess::index_of(e.fact->side);
    if (e.fact->kind == FactKind::kMaterial) material[side] = e.fact->material;
    if (e.fact->kind == FactKind::kPawnOnLastRank) promotes[side] = true;
    if (e.fact->kind == FactKind::kCheckmate || e.fact->kind == FactKind::kStalemate)
      final_fact = *e.fact;
  }
  std::optional<FinalStandIn> final_standin;
  if (final_fact) {
    final_standin = final_fact->kind == FactKind::kCheckmate ? standin_checkmate(final_fact->side)
                                                             : standin_stalemate(final_fact->side);
    chess::Position base = final_standin->position;
    base.set_side_to_move(first);
    shell.setup.fen = chess::to_fen(base);
    out.standin = true;
  } else if (board_fen) {
    auto parsed_board = chess::parse_fen(*board_fen);
    if (!parsed_board) {
      out.problem = "the board entered is not a position (" + parsed_board.error.message() + ")";
      return out;
    }
    chess::Position base = *parsed_board.position;
    base.set_side_to_move(first);
    base.set_castling_rights(0);
    base.set_en_passant_square(chess::NoSquare);
    base.set_halfmove_clock(0);
    base.set_fullmove_number(1);
    shell.setup.fen = chess::to_fen(base);
    out.standin = true;
  } else if (any_fact) {
    auto base = build_standin(material[0], material[1], promotes[0], promotes[1]);
    if (!base) {
      out.problem = "these men do not fit on one board";
      return out;
    }
    base->set_side_to_move(first);
    shell.setup.fen = chess::to_fen(*base);
    out.standin = true;
  }

  std::vector<Item> items;
  for (std::size_t index = 0; index < entries.size(); ++index) {
    const Entry& entry = entries[index];
    if (entry.event) {
      ScenarioEvent e = *entry.event;
      e.t = entry.t;
      items.push_back({e, "", index});
      continue;
    }
    const Fact& fact = *entry.fact;
    // Where the stand-in move goes: just before the press it belongs to, or now.
    std::size_t at = items.size();
    Millis t = entry.t;
    if (fact.before) {
      const auto found = item_of_entry(items, *fact.before);
      if (!found || items[*found].event.by != actor_of(fact.side)) {
        out.problem = "entry " + std::to_string(index) + ": \"before\" is not a press by " +
                      side_name(fact.side);
        return out;
      }
      at = *found;
      t = items[at].event.t;
    }
    const auto insert = [&](std::size_t where, const ScenarioEvent& e, const std::string& note) {
      items.insert(items.begin() + static_cast<std::ptrdiff_t>(where), Item{e, note, index});
    };
    switch (fact.kind) {
      case FactKind::kMaterial:
      case FactKind::kBoard:
        break;
      case FactKind::kIllegalMove: {
        const chess::Position board = board_after(shell, ruleset, items, at);
        IllegalKind kind = fact.illegal;
        auto move = find_illegal_move(board, fact.side, kind);
        if (!move && kind == IllegalKind::kKingInCheck) {
          // Only a king attacks the other king: the check came from standing next to it.
          kind = IllegalKind::kKingNextToKing;
          move = find_illegal_move(board, fact.side, kind);
        }
        if (!move) {
          out.problem = "no illegal move of that kind fits the board";
          return out;
        }
        insert(at, move_event(fact.side, *move, t),
               "stand-in for " + side_name(fact.side) + "'s illegal move (" +
                   std::string(illegal_kind_name(kind)) + "), as the players reported it");
        break;
      }
      case FactKind::kPawnOnLastRank: {
        const chess::Position board = board_after(shell, ruleset, items, at);
        const auto move =
            promotion_move(board, fact.side, out.standin && !final_standin && !board_fen);
        if (!move) {
          out.problem =
              "no pawn of " + side_name(fact.side) + " can reach the last rank on this board";
          return out;
        }
        insert(at, move_event(fact.side, *move, t),
               "stand-in: " + side_name(fact.side) + "'s pawn reaches the last rank");
        break;
      }
      case FactKind::kTakeKing: {
        const chess::Position board = board_after(shell, ruleset, items, at);
        const auto move = find_king_capture(board, fact.side);
        if (!move) {
          out.problem = "no man of " + side_name(fact.side) + " attacks the other king";
          return out;
        }
        insert(at, move_event(fact.side, *move, t),
               "stand-in: " + side_name(fact.side) + " takes the king to claim the illegal move");
        break;
      }
      case FactKind::kCheckmate:
      case FactKind::kStalemate: {
        if (!final_standin) break;
        const chess::Position board = board_after(shell, ruleset, items, at);
        const char* what = fact.kind == FactKind::kCheckmate ? "checkmates" : "stalemates";
        if (board.side_to_move() != fact.side) {
          // The board must pass to the mover: the other side's last press completes a quiet move.
          const auto waiting = final_standin->waiting[chess::index_of(~fact.side)];
          const auto press = last_press_item(items, at, ~fact.side);
          if (!waiting || !press) {
            out.problem = "the stand-in board cannot show this finish";
            return out;
          }
          insert(*press, move_event(~fact.side, *waiting, items[*press].event.t),
                 "stand-in: a quiet move before the finish");
          ++at;
        }
        insert(at, move_event(fact.side, final_standin->move, t),
               "stand-in: " + side_name(fact.side) + " " + what + ", as the players reported it");
        break;
      }
    }
  }
  for (const Item& item : items) {
    shell.events.push_back(item.event);
    out.notes.push_back(item.note);
    out.source.push_back(item.source);
  }
  // The category a trainer would file the game under: what decided it.
  for (const Entry& e : entries) {
    if (e.fact && e.fact->kind == FactKind::kIllegalMove) {
      shell.category =
          e.fact->illegal == IllegalKind::kKingNextToKing ? "king-adjacent" : "illegal-move";
      break;
    }
    if (e.fact && e.fact->kind == FactKind::kPawnOnLastRank) shell.category = "promotion-pause";
    if (e.event && e.event->kind == EventKind::kPenalty && shell.category == "flag-fall")
      shell.category = "penalties";
  }
  for (std::size_t i = 1; i < shell.events.size(); ++i) {
    const ScenarioEvent& a = shell.events[i - 1];
    const ScenarioEvent& b = shell.events[i];
    if (a.kind == EventKind::kClaim && b.kind == EventKind::kClaim && a.t == b.t && a.by != b.by) {
      shell.category = "simultaneous-claims";
    }
  }
  return out;
}

}  // namespace flagfall::game
