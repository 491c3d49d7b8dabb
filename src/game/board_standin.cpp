#include "game/board_standin.h"

#include <algorithm>

#include "chess/fen.h"
#include "chess/move_check.h"
#include "words/words.h"

namespace flagfall::game {
namespace {

using chess::Color;
using chess::Move;
using chess::Piece;
using chess::PieceType;
using chess::Position;
using chess::Square;

constexpr Square kWhiteKing = chess::E4;
constexpr Square kBlackKing = chess::E6;

Square king_home(Color side) {
  return side == Color::White ? kWhiteKing : kBlackKing;
}

// Squares a stand-in move uses, kept free of parked men.
bool reserved(Square s) {
  switch (s) {
    case chess::B7:
    case chess::B8:  // White's promotion pawn and its square
    case chess::G2:
    case chess::G1:  // Black's
    case chess::C4:
    case chess::C6:  // where a king "moves the wrong way" to
      return true;
    default:
      return false;
  }
}

bool near_a_king(Square s) {
  return chess::square_distance(s, kWhiteKing) <= 1 || chess::square_distance(s, kBlackKing) <= 1;
}

// Parking squares for `side`, back rank first, moving toward the middle.
std::vector<Square> parking(Color side, bool pawns) {
  std::vector<Square> out;
  const std::vector<int> ranks = pawns ? std::vector<int>{1, 2} : std::vector<int>{0, 1, 2};
  for (int r : ranks) {
    const int rank = side == Color::White ? r : 7 - r;
    for (int file = 0; file < 8; ++file) out.push_back(chess::make_square(file, rank));
  }
  return out;
}

bool kings_safe(const Position& p) {
  return !p.is_king_attacked(Color::White) && !p.is_king_attacked(Color::Black);
}

bool place(Position& p, Color side, PieceType type, const std::vector<Square>& squares,
           std::optional<bool> light) {
  for (Square s : squares) {
    if (p.piece_at(s) != Piece::None || reserved(s) || near_a_king(s)) continue;
    if (light && chess::is_light_square(s) != *light) continue;
    p.set_piece(s, chess::make_piece(side, type));
    if (kings_safe(p)) return true;
    p.set_piece(s, Piece::None);
  }
  return false;
}

// Squares beside `side`'s king that are not beside the other king: a king step there is judged
// on check, not on the kings' distance.
std::vector<Square> check_targets(const Position& p, Color side) {
  std::vector<Square> out;
  const Square king = p.king_square(side);
  const Square other = p.king_square(~side);
  for (int s = 0; s < 64; ++s) {
    const Square sq = static_cast<Square>(s);
    if (chess::square_distance(sq, king) == 1 && chess::square_distance(sq, other) > 1 &&
        p.piece_at(sq) == Piece::None) {
      out.push_back(sq);
    }
  }
  return out;
}

bool attacks_a_target(const Position& p, Color attacker, const std::vector<Square>& targets) {
  for (Square t : targets) {
    if (p.is_attacked_by(attacker, t)) return true;
  }
  return false;
}

// Moves one man of `attacker` so that it attacks a square beside the other king without giving
// check; leaves the board as it was if no man can.
void place_checker(Position& p, Color attacker) {
  const std::vector<Square> targets = check_targets(p, ~attacker);
  if (attacks_a_target(p, attacker, targets)) return;
  for (PieceType type :
       {PieceType::Rook, PieceType::Queen, PieceType::Bishop, PieceType::Knight, PieceType::Pawn}) {
    chess::Bitboard men = p.pieces(attacker, type);
    while (men) {
      const Square from = chess::lsb(men);
      men &= men - 1;
      if (from == chess::B7 || from == chess::G2) continue;  // the promotion pawn stays
      const Piece piece = p.piece_at(from);
      p.set_piece(from, Piece::None);
      for (int s = 0; s < 64; ++s) {
        const Square to = static_cast<Square>(s);
        if (p.piece_at(to) != Piece::None || reserved(to) || near_a_king(to)) continue;
        if (type == PieceType::Bishop && chess::is_light_square(to) != chess::is_light_square(from))
          continue;
        if (type == PieceType::Pawn && (chess::rank_of(to) == 0 || chess::rank_of(to) == 7))
          continue;
        p.set_piece(to, piece);
        if (kings_safe(p) && attacks_a_target(p, attacker, targets)) return;
        p.set_piece(to, Piece::None);
      }
      p.set_piece(from, piece);
    }
  }
}

bool fill(Position& p, Color side, const Material& m) {
  const std::vector<Square> pieces = parking(side, false);
  const std::vector<Square> pawns = parking(side, true);
  for (int i = 0; i < m.queens; ++i) {
    if (!place(p, side, PieceType::Queen, pieces, std::nullopt)) return false;
  }
  for (int i = 0; i < m.rooks; ++i) {
    if (!place(p, side, PieceType::Rook, pieces, std::nullopt)) return false;
  }
  for (int i = 0; i < m.light_bishops; ++i) {
    if (!place(p, side, PieceType::Bishop, pieces, true)) return false;
  }
  for (int i = 0; i < m.dark_bishops; ++i) {
    if (!place(p, side, PieceType::Bishop, pieces, false)) return false;
  }
  for (int i = 0; i < m.knights; ++i) {
    if (!place(p, side, PieceType::Knight, pieces, std::nullopt)) return false;
  }
  for (int i = 0; i < m.pawns; ++i) {
    if (!place(p, side, PieceType::Pawn, pawns, std::nullopt)) return false;
  }
  return true;
}

Position from_fen(std::string_view fen) {
  auto parsed = chess::parse_fen(fen);
  return parsed ? *parsed.position : Position();
}

}  // namespace

bool Material::valid() const {
  return queens >= 0 && queens <= 9 && rooks >= 0 && rooks <= 10 && light_bishops >= 0 &&
         light_bishops <= 10 && dark_bishops >= 0 && dark_bishops <= 10 && knights >= 0 &&
         knights <= 10 && pawns >= 0 && pawns <= 8 &&
         queens + rooks + light_bishops + dark_bishops + knights + pawns <= 15;
}

const std::vector<MaterialPick>& material_picks() {
  using words::Msg;
  static const std::vector<MaterialPick> picks = {
      {"more", Msg::kGamePickMore, Material{.queens = 1, .rooks = 1}, Msg::kGamePickMoreShort},
      {"king", Msg::kGamePickKing, Material{}, Msg::kGamePickKingShort},
      {"bishop", Msg::kGamePickBishop, Material{.light_bishops = 1}, Msg::kGamePickBishopShort},
      {"knight", Msg::kGamePickKnight, Material{.knights = 1}, Msg::kGamePickKnightShort},
      {"two-knights", Msg::kGamePickTwoKnights, Material{.knights = 2},
       Msg::kGamePickTwoKnightsShort},
      {"pawn", Msg::kGamePickPawn, Material{.pawns = 1}, Msg::kGamePickPawnShort},
  };
  return picks;
}

const MaterialPick* find_material_pick(std::string_view id) {
  for (const MaterialPick& p : material_picks()) {
    if (p.id == id) return &p;
  }
  return nullptr;
}

const MaterialPick* pick_for(const Material& material) {
  for (const MaterialPick& p : material_picks()) {
    if (p.material == material) return &p;
  }
  return nullptr;
}

std::string describe(const Material& m) {
  using words::Msg;
  if (m.lone_king()) return std::string(words::text(Msg::kGameMaterialLoneKing));
  std::string out;
  const auto add = [&](int n, Msg id) {
    if (n == 0) return;
    if (!out.empty()) out += ", ";
    out += words::app_words().format(id, {std::to_string(n)}, n);
  };
  add(m.queens, Msg::kGameMaterialQueen);
  add(m.rooks, Msg::kGameMaterialRook);
  add(m.light_bishops + m.dark_bishops, Msg::kGameMaterialBishop);
  add(m.knights, Msg::kGameMaterialKnight);
  add(m.pawns, Msg::kGameMaterialPawn);
  return words::format<Msg::kGameMaterialList>(out);
}

std::string_view illegal_kind_name(IllegalKind kind) {
  switch (kind) {
    case IllegalKind::kKingNextToKing:
      return "king-next-to-king";
    case IllegalKind::kKingInCheck:
      return "king-in-check";
    case IllegalKind::kOther:
      return "other";
  }
  return "other";
}

bool parse_illegal_kind(std::string_view text, IllegalKind& kind) {
  for (IllegalKind k :
       {IllegalKind::kKingNextToKing, IllegalKind::kKingInCheck, IllegalKind::kOther}) {
    if (illegal_kind_name(k) == text) {
      kind = k;
      return true;
    }
  }
  return false;
}

std::optional<Position> build_standin(const Material& white, const Material& black,
                                      bool white_promotes, bool black_promotes) {
  if (!white.valid() || !black.valid()) return std::nullopt;
  Position p = Position::empty();
  p.set_piece(kWhiteKing, Piece::WhiteKing);
  p.set_piece(kBlackKing, Piece::BlackKing);
  if (white_promotes) p.set_piece(chess::B7, Piece::WhitePawn);
  if (black_promotes) p.set_piece(chess::G2, Piece::BlackPawn);
  if (!fill(p, Color::White, white) || !fill(p, Color::Black, black)) return std::nullopt;
  place_checker(p, Color::White);
  place_checker(p, Color::Black);
  p.set_side_to_move(Color::White);
  if (!kings_safe(p)) return std::nullopt;
  return p;
}

Move standin_promotion_move(Color side) {
  return side == Color::White ? Move(chess::B7, chess::B8) : Move(chess::G2, chess::G1);
}

std::optional<Move> find_illegal_move(const Position& board, Color offender, IllegalKind kind) {
  Position before = board;
  before.set_side_to_move(offender);
  const Square king = before.king_square(offender);
  if (king == chess::NoSquare) return std::nullopt;
  const chess::IllegalReason wanted =
      kind == IllegalKind::kKingNextToKing ? chess::IllegalReason::KingNextToKing
      : kind == IllegalKind::kKingInCheck  ? chess::IllegalReason::PutsKingInCheck
                                           : chess::IllegalReason::CannotMoveThatWay;
  const int distance = kind == IllegalKind::kOther ? 2 : 1;
  // Prefer the stand-in's own squares (onto the 5th rank, to the c-file), then any square.
  std::vector<Square> order;
  const Square home = king_home(offender);
  if (king == home) {
    order.push_back(chess::E5);
    order.push_back(offender == Color::White ? chess::C4 : chess::C6);
  }
  for (int s = 0; s < 64; ++s) order.push_back(static_cast<Square>(s));
  for (Square to : order) {
    if (chess::square_distance(king, to) != distance || before.piece_at(to) != Piece::None)
      continue;
    const Move move(king, to);
    if (before.is_castling_attempt(move)) continue;
    const chess::IllegalReason reason = chess::check_move(before, move).reason;
    if (reason == wanted ||
        (kind == IllegalKind::kKingInCheck && reason == chess::IllegalReason::LeavesKingInCheck)) {
      return move;
    }
  }
  return std::nullopt;
}

std::optional<Move> find_king_capture(const Position& board, Color claimant) {
  const Square king = board.king_square(~claimant);
  if (king == chess::NoSquare) return std::nullopt;
  chess::Bitboard attackers = board.attackers_to(king, board.occupied()) & board.pieces(claimant);
  if (!attackers) return std::nullopt;
  // The king itself last: taking with another man is the usual way.
  const Square own_king = board.king_square(claimant);
  Square from = chess::lsb(attackers);
  chess::Bitboard rest = attackers;
  while (rest) {
    const Square s = chess::lsb(rest);
    rest &= rest - 1;
    if (s != own_king) {
      from = s;
      break;
    }
  }
  return Move(from, king);
}

FinalStandIn standin_checkmate(Color mover) {
  if (mover == Color::White) {
    // Ra1-a8 mates the king on g8 behind its pawns; h2-h3 and c6-c5 are quiet.
    return {from_fen("6k1/5ppp/2p5/8/8/8/7P/R5K1 w - - 0 1"),
            Move(chess::A1, chess::A8),
            {Move(chess::H2, chess::H3), Move(chess::C6, chess::C5)}};
  }
  // Rb8-b1 mates the king on g1 behind its pawns; a4-a5 and h7-h6 are quiet.
  return {from_fen("1r4k1/7p/8/8/P7/8/5PPP/6K1 w - - 0 1"),
          Move(chess::B8, chess::B1),
          {Move(chess::A4, chess::A5), Move(chess::H7, chess::H6)}};
}

FinalStandIn standin_stalemate(Color mover) {
  if (mover == Color::White) {
    // Qc1-c7 leaves the king on a8 no move; the h-pawns are blocked. No quiet move for Black.
    return {from_fen("k7/8/1K6/8/7p/7P/8/2Q5 w - - 0 1"),
            Move(chess::C1, chess::C7),
            {std::nullopt, std::nullopt}};
  }
  // Qc8-c2 leaves the king on a1 no move once White's h-pawn is blocked (h2-h3 is the quiet move).
  return {from_fen("2q5/8/8/8/7p/1k6/7P/K7 w - - 0 1"),
          Move(chess::C8, chess::C2),
          {Move(chess::H2, chess::H3), std::nullopt}};
}

}  // namespace flagfall::game
