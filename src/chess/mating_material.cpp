#include "chess/mating_material.h"

#include "chess/dead_position.h"
#include "chess/forced_win.h"
#include "chess/material.h"
#include "chess/mating_answer.h"

namespace flagfall::chess {

namespace {

using mating_answer::answer;
using mating_answer::who;

bool only_minor_pieces(const Material& m) {
  return m.pawns + m.rooks + m.queens == 0;
}

// Less material than a count asks for counts when a forced win can be shown.
// `short_of()` says what the side is short of.
template <class Words>
MatingMaterialResult forced_win(const Position& pos, Color side, SearchBudget budget,
                                Words&& short_of) {
  const ForcedWinResult win = find_forced_win(pos, side, kDemonstrableWinMoves, budget.max_nodes);
  MatingMaterialResult result;
  switch (win.answer) {
    case Answer::Yes:
      result =
          answer(Answer::Yes, [&] { return std::string(short_of() + ", but " + win.explanation); });
      break;
    case Answer::No:
      result =
          answer(Answer::No, [&] { return std::string(short_of() + " and " + win.explanation); });
      break;
    case Answer::Unknown:
      result =
          answer(Answer::Unknown, [&] { return std::string(short_of() + "; " + win.explanation); });
      break;
  }
  result.nodes = win.nodes;
  result.by_forced_win = true;
  return result;
}

// US Chess regular rules 14E (insufficient material to win on time).
MatingMaterialResult regular_on_time(const Position& pos, Color side, SearchBudget budget) {
  const Material own = material_of(pos, side);
  const Material other = material_of(pos, ~side);
  if (own.is_lone_king())
    return answer(Answer::No, [&] { return std::string(who(side) + " has a lone king"); });
  if (!only_minor_pieces(own) || own.minor_pieces() > 2 || own.bishops > 1 ||
      (own.minor_pieces() == 2 && (own.knights != 2 || other.pawns > 0))) {
    return answer(Answer::Yes, [&] {
      return std::string(who(side) + " has more than the material that cannot win on time");
    });
  }
  return forced_win(pos, side, budget, [&] {
    return who(side) + (own.minor_pieces() == 1
                            ? " has only a king and one minor piece"
                            : " has only a king and two knights against no pawns");
  });
}

MatingMaterialResult piece_count(const Position& pos, Color side, bool scholastic) {
  const Material own = material_of(pos, side);
  const Material other = material_of(pos, ~side);
  if (own.pawns > 0)
    return answer(Answer::Yes, [&] { return std::string(who(side) + " has a pawn"); });
  if (own.queens > 0)
    return answer(Answer::Yes, [&] { return std::string(who(side) + " has a queen"); });
  if (own.rooks > 0)
    return answer(Answer::Yes, [&] { return std::string(who(side) + " has a rook"); });
  if (own.minor_pieces() >= 2) {
    if (scholastic && own.bishops == 0 && own.knights == 2 && other.is_lone_king()) {
      return answer(Answer::No, [&] {
        return std::string("two knights against a lone king do not count as mating material");
      });
    }
    return answer(Answer::Yes, [&] { return std::string(who(side) + " has two minor pieces"); });
  }
  if (own.minor_pieces() == 1) {
    return answer(Answer::No, [&] {
      return std::string(who(side) + " has only one minor piece and no pawn, rook or queen");
    });
  }
  return answer(Answer::No, [&] { return std::string(who(side) + " has a lone king"); });
}

}  // namespace

std::uint8_t kinds_of(const Position& pos, Bitboard men) {
  std::uint8_t kinds = 0;
  while (men)
    kinds |= static_cast<std::uint8_t>(1u << index_of(type_of(pos.piece_at(pop_lsb(men)))));
  return kinds;
}

std::string_view answer_name(Answer a) {
  switch (a) {
    case Answer::Yes:
      return "yes";
    case Answer::No:
      return "no";
    case Answer::Unknown:
      break;
  }
  return "unknown";
}

MatingMaterialResult has_mating_material(const Position& pos, Color side, MatingMaterialRule rule,
                                         SearchBudget budget) {
  switch (rule) {
    case MatingMaterialRule::UscfPieceCount:
      return piece_count(pos, side, false);
    case MatingMaterialRule::ScholasticPieceCount:
      return piece_count(pos, side, true);
    case MatingMaterialRule::SacramentoCountOrForcedWin: {
      MatingMaterialResult count = piece_count(pos, side, true);
      if (count.answer == Answer::Yes) return count;
      return forced_win(pos, side, budget, [&] { return count.explanation; });
    }
    case MatingMaterialRule::UscfRegularOnTime:
      return regular_on_time(pos, side, budget);
    case MatingMaterialRule::FideDeadPosition:
      break;
  }
  return dead_position_answer(pos, side, budget);
}

MatingMaterialResult is_dead_position(const Position& pos, SearchBudget budget) {
  budget.max_nodes /= 2;
  const MatingMaterialResult white = dead_position_answer(pos, Color::White, budget);
  MatingMaterialResult result;
  if (white.answer == Answer::Yes) {
    result = answer(Answer::No, [&] { return std::string(white.explanation); });
    result.nodes = white.nodes;
    return result;
  }
  const MatingMaterialResult black = dead_position_answer(pos, Color::Black, budget);
  if (black.answer == Answer::Yes) {
    result = answer(Answer::No, [&] { return std::string(black.explanation); });
  } else if (white.answer == Answer::No && black.answer == Answer::No) {
    result = answer(Answer::Yes, [&] {
      return std::string("neither side can mate: " + white.explanation + "; " + black.explanation);
    });
  } else {
    result = answer(Answer::Unknown, [&] {
      return std::string(white.answer == Answer::Unknown ? white.explanation : black.explanation);
    });
  }
  result.nodes = white.nodes + black.nodes;
  return result;
}

}  // namespace flagfall::chess
