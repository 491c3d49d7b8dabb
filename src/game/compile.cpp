// The live game's log turned into a scenario the arbiter replays (docs/game.md), in three stages:
// the shell (ruleset, control, set-up), the board (the set-up's, a stand-in built from the
// players' facts, or the board they entered), and the events with each fact's stand-in move placed
// where it belongs.
#include "game/live_game.h"

#include <algorithm>

#include "chess/fen.h"
#include "words/words.h"

namespace flagfall::game {
namespace {

using chess::Color;
using rules::Actor;
using rules::EventKind;
using rules::ScenarioEvent;
using words::Msg;

// One scenario event being built, with where it came from.
struct Item {
  ScenarioEvent event;
  std::string note;
  std::optional<std::size_t> source;
  bool quiet = false;  // a stand-in's quiet move before a reported finish
};

// What the facts of the log say about the board.
struct BoardFacts {
  Material material[2] = {material_picks()[0].material, material_picks()[0].material};
  bool promotes[2] = {false, false};
  std::optional<Fact> final_fact;  // the last checkmate or stalemate reported
  std::optional<std::string> board_fen;
  bool any = false;
};

// The board the players' facts call for, and what a stand-in finish needs.
struct Board {
  std::optional<FinalStandIn> final_standin;
  bool entered = false;  // the players entered the board itself
  std::string problem;
};

// An instant of the log: ms from the start, and microseconds past them.
struct LogInstant {
  Millis t = 0;
  int us = 0;
};

ScenarioEvent move_event(Color by, chess::Move move, LogInstant at) {
  ScenarioEvent e = make_event(actor_of(by), EventKind::kMove);
  e.move = move;
  e.t = at.t;
  e.us = at.us;
  return e;
}

rules::Scenario scenario_of(const rules::Scenario& shell, const std::vector<Item>& items,
                            std::size_t count) {
  rules::Scenario s = shell;
  s.events.clear();
  for (std::size_t i = 0; i < count && i < items.size(); ++i) s.events.push_back(items[i].event);
  return s;
}

// The board the arbiter holds after the first `count` items.
chess::Position board_after(const rules::Scenario& shell, const rules::Ruleset& ruleset,
                            const std::vector<Item>& items, std::size_t count) {
  return rules::replay_scenario(scenario_of(shell, items, count), ruleset).position();
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

// Stage 1: the scenario's shell: id, title, the ruleset, the control and the set-up's FEN.
rules::Scenario shell_for(const GameSetup& setup, const rules::Ruleset& ruleset) {
  rules::Scenario shell;
  shell.id = "live-game";
  shell.title = words::text(Msg::kGameLiveTitle);
  shell.rulesets = {std::string(ruleset.id)};
  if (!setup.time_control.empty()) shell.setup.time_control = setup.time_control;
  shell.setup.draw_counts_for_black = setup.draw_counts_for_black;
  if (!setup.black_time_control.empty()) shell.setup.black_time_control = setup.black_time_control;
  shell.setup.fen = setup.fen.empty() ? std::string(chess::kStartingFen) : setup.fen;
  return shell;
}

BoardFacts board_facts(const std::vector<Entry>& entries) {
  BoardFacts facts;
  for (const Entry& e : entries) {
    if (!e.fact) continue;
    facts.any = true;
    const int side = chess::index_of(e.fact->side);
    if (e.fact->kind == FactKind::kBoard) facts.board_fen = e.fact->fen;
    if (e.fact->kind == FactKind::kMaterial) facts.material[side] = e.fact->material;
    if (e.fact->kind == FactKind::kPawnOnLastRank) facts.promotes[side] = true;
    if (e.fact->kind == FactKind::kCheckmate || e.fact->kind == FactKind::kStalemate) {
      facts.final_fact = *e.fact;
    }
  }
  return facts;
}

// Stage 2: the set-up board: a stand-in for a reported finish, the board the players entered, a
// stand-in holding the men they named, or (without facts) the set-up's own.
Board set_up_board(Compiled& out, const BoardFacts& facts, Color first) {
  Board board;
  rules::Scenario& shell = out.scenario;
  if (facts.final_fact) {
    board.final_standin = facts.final_fact->kind == FactKind::kCheckmate
                              ? standin_checkmate(facts.final_fact->side)
                              : standin_stalemate(facts.final_fact->side);
    chess::Position base = board.final_standin->position;
    base.set_side_to_move(first);
    shell.setup.fen = chess::to_fen(base);
    out.standin = true;
  } else if (facts.board_fen) {
    auto parsed = chess::parse_fen(*facts.board_fen);
    if (!parsed) {
      board.problem = words::format<Msg::kGameRefusedBoardNotPosition>(parsed.error.message());
      return board;
    }
    chess::Position base = *parsed.position;
    base.set_side_to_move(first);
    base.set_castling_rights(0);
    base.set_en_passant_square(chess::NoSquare);
    base.set_halfmove_clock(0);
    base.set_fullmove_number(1);
    shell.setup.fen = chess::to_fen(base);
    out.standin = true;
    board.entered = true;
  } else if (facts.any) {
    auto base =
        build_standin(facts.material[0], facts.material[1], facts.promotes[0], facts.promotes[1]);
    if (!base) {
      board.problem = words::text(Msg::kGameRefusedMenDoNotFit);
      return board;
    }
    base->set_side_to_move(first);
    shell.setup.fen = chess::to_fen(*base);
    out.standin = true;
  }
  return board;
}

// The stand-in move for one fact, inserted at `at`, or what keeps it off the board.
std::string place_fact(const Fact& fact, std::size_t index, std::size_t at, LogInstant t,
                       const rules::Scenario& shell, const rules::Ruleset& ruleset,
                       const Board& board, bool standin, std::vector<Item>& items) {
  const auto insert = [&](std::size_t where, const ScenarioEvent& e, const std::string& note,
                          bool quiet = false) {
    items.insert(items.begin() + static_cast<std::ptrdiff_t>(where), Item{e, note, index, quiet});
  };
  const bool white = fact.side == chess::Color::White;
  switch (fact.kind) {
    case FactKind::kMaterial:
    case FactKind::kBoard:
      return "";
    case FactKind::kIllegalMove: {
      const chess::Position position = board_after(shell, ruleset, items, at);
      IllegalKind kind = fact.illegal;
      auto move = find_illegal_move(position, fact.side, kind);
      if (!move && kind == IllegalKind::kKingInCheck) {
        // Only a king attacks the other king: the check came from standing next to it.
        kind = IllegalKind::kKingNextToKing;
        move = find_illegal_move(position, fact.side, kind);
      }
      if (!move) return std::string(words::text(Msg::kGameRefusedNoIllegalMove));
      insert(at, move_event(fact.side, *move, t),
             white ? words::format<Msg::kGameStandinIllegalWhite>(illegal_kind_name(kind))
                   : words::format<Msg::kGameStandinIllegalBlack>(illegal_kind_name(kind)));
      return "";
    }
    case FactKind::kPawnOnLastRank: {
      const chess::Position position = board_after(shell, ruleset, items, at);
      const auto move =
          promotion_move(position, fact.side, standin && !board.final_standin && !board.entered);
      if (!move) {
        return std::string(words::text(white ? Msg::kGameRefusedNoPromotionWhite
                                             : Msg::kGameRefusedNoPromotionBlack));
      }
      insert(at, move_event(fact.side, *move, t),
             std::string(words::text(white ? Msg::kGameStandinPromotionWhite
                                           : Msg::kGameStandinPromotionBlack)));
      return "";
    }
    case FactKind::kTakeKing: {
      const chess::Position position = board_after(shell, ruleset, items, at);
      const auto move = find_king_capture(position, fact.side);
      if (!move) {
        return std::string(words::text(white ? Msg::kGameRefusedNoKingCaptureWhite
                                             : Msg::kGameRefusedNoKingCaptureBlack));
      }
      insert(at, move_event(fact.side, *move, t),
             std::string(words::text(white ? Msg::kGameStandinTakeKingWhite
                                           : Msg::kGameStandinTakeKingBlack)));
      return "";
    }
    case FactKind::kCheckmate:
    case FactKind::kStalemate: {
      if (!board.final_standin) return "";
      const chess::Position position = board_after(shell, ruleset, items, at);
      const bool mates = fact.kind == FactKind::kCheckmate;
      if (position.side_to_move() != fact.side) {
        // The board must pass to the mover: the other side's last press completes a quiet move.
        const auto waiting = board.final_standin->waiting[chess::index_of(~fact.side)];
        const auto press = last_press_item(items, at, ~fact.side);
        if (!waiting || !press) return std::string(words::text(Msg::kGameRefusedNoFinish));
        insert(*press,
               move_event(~fact.side, *waiting, {items[*press].event.t, items[*press].event.us}),
               std::string(words::text(Msg::kGameStandinQuiet)), true);
        ++at;
      }
      const Msg note =
          mates ? (white ? Msg::kGameStandinMatesWhite : Msg::kGameStandinMatesBlack)
                : (white ? Msg::kGameStandinStalematesWhite : Msg::kGameStandinStalematesBlack);
      insert(at, move_event(fact.side, board.final_standin->move, t),
             std::string(words::text(note)));
      return "";
    }
  }
  return "";
}

// Stage 3: the events in order, each fact's stand-in move placed just before the press it goes
// with, or at the fact's own instant.
std::string place_events(Compiled& out, const rules::Ruleset& ruleset,
                         const std::vector<Entry>& entries, const Board& board) {
  std::vector<Item> items;
  for (std::size_t index = 0; index < entries.size(); ++index) {
    const Entry& entry = entries[index];
    if (entry.event) {
      ScenarioEvent e = *entry.event;
      e.t = entry.t;
      e.us = entry.us;
      items.push_back({e, "", index});
      continue;
    }
    const Fact& fact = *entry.fact;
    std::size_t at = items.size();
    LogInstant t{entry.t, entry.us};
    if (fact.before) {
      const auto found = item_of_entry(items, *fact.before);
      if (!found || items[*found].event.by != actor_of(fact.side)) {
        return fact.side == Color::White
                   ? words::format<Msg::kGameRefusedFactBeforeWhite>(std::to_string(index))
                   : words::format<Msg::kGameRefusedFactBeforeBlack>(std::to_string(index));
      }
      at = *found;
      t = {items[at].event.t, items[at].event.us};
    }
    const std::string problem =
        place_fact(fact, index, at, t, out.scenario, ruleset, board, out.standin, items);
    if (!problem.empty()) return problem;
  }
  for (const Item& item : items) {
    out.scenario.events.push_back(item.event);
    out.notes.push_back(item.note);
    out.quiet.push_back(item.quiet);
    out.source.push_back(item.source);
  }
  return "";
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
  e.us = event.us;
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
  return std::make_shared<rules::Arbiter>(rules::replay_scenario(scenario, ruleset));
}

Compiled compile(const GameSetup& setup, const rules::Ruleset& ruleset,
                 const std::vector<Entry>& entries) {
  Compiled out;
  out.scenario = shell_for(setup, ruleset);
  auto parsed = chess::parse_fen(out.scenario.setup.fen);
  const Color first = parsed ? parsed.position->side_to_move() : Color::White;
  const Board board = set_up_board(out, board_facts(entries), first);
  out.problem = board.problem;
  if (out.problem.empty()) out.problem = place_events(out, ruleset, entries, board);
  return out;
}

}  // namespace flagfall::game
