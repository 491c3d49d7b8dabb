#include "chess/blockade.h"

namespace flagfall::chess {

namespace {

constexpr Color kSides[] = {Color::White, Color::Black};
constexpr PieceType kPieces[] = {PieceType::Knight, PieceType::Bishop, PieceType::Rook,
                                 PieceType::Queen};

Bitboard piece_attacks(PieceType t, Square s, Bitboard walls) {
  switch (t) {
    case PieceType::Knight:
      return knight_attacks(s);
    case PieceType::Bishop:
      return bishop_attacks(s, walls);
    case PieceType::Rook:
      return rook_attacks(s, walls);
    default:
      return queen_attacks(s, walls);
  }
}

// The squares next to `s` along the lines a man of type `t` moves on (all of them for a king):
// where it would step first. A man whose every such square holds a fixed man of its own side
// cannot move; those squares a fixed man attacks whatever else happens.
Bitboard first_steps(PieceType t, Square s) {
  switch (t) {
    case PieceType::Knight:
      return knight_attacks(s);
    case PieceType::Bishop:
      return bishop_attacks(s, ~Bitboard{0});
    case PieceType::Rook:
      return rook_attacks(s, ~Bitboard{0});
    default:
      return king_attacks(s);
  }
}

// Where a man of type `t` starting on `from` could ever go, moving through any square but the
// walls (other men may step aside); adds the squares it attacks on the way to `attacks`.
Bitboard flood(PieceType t, Bitboard from, Bitboard walls, Bitboard& attacks) {
  Bitboard reach = from;
  Bitboard frontier = from;
  while (frontier) {
    const Bitboard a = piece_attacks(t, pop_lsb(frontier), walls);
    attacks |= a;
    const Bitboard fresh = a & ~walls & ~reach;
    reach |= fresh;
    frontier |= fresh;
  }
  return reach;
}

// Floods for one set of walls. The squares a man of one kind reaches from a square are the same
// from any square among them, so each such part of the board is flooded once.
class Floods {
 public:
  explicit Floods(Bitboard walls) : walls_(walls) {}

  // Adds where a man of type `t` (knight to queen) starting on any of `from` could go, and what
  // it could attack, to `reach` and `attacks`.
  void add(PieceType t, Bitboard from, Bitboard& reach, Bitboard& attacks) {
    const int kind = index_of(t) - index_of(PieceType::Knight);
    while (from) {
      const Bitboard start = square_bb(lsb(from));
      Part part{0, 0};
      for (int i = 0; i < count_[kind] && !part.reach; ++i) {
        if (parts_[kind][i].reach & start) part = parts_[kind][i];
      }
      if (!part.reach) {
        part.reach = flood(t, start, walls_, part.attacks);
        if (count_[kind] < kParts) parts_[kind][count_[kind]++] = part;
      }
      reach |= part.reach;
      attacks |= part.attacks;
      from &= ~part.reach;
    }
  }

 private:
  struct Part {
    Bitboard reach, attacks;
  };
  static constexpr int kParts = 8;
  Bitboard walls_;
  Part parts_[4][kParts] = {};
  int count_[4] = {0, 0, 0, 0};
};

Bitboard last_rank(Color c) {
  return c == Color::White ? kRank8 : kRank1;
}

// One pawn of `c` on `from`, not fixed: it steps forward onto any square but a wall or the
// square of an enemy pawn that never leaves the file (`barriers`: it only comes closer), and,
// unless it is itself bound to its file, takes diagonally onto a square in `prey`, where an
// enemy man other than the king could ever stand. On the last rank it may become any piece.
ManReach pawn_reach(Color c, Square from, bool bound, Bitboard walls, Bitboard barriers,
                    Bitboard prey, Floods& floods) {
  ManReach m{PieceType::Pawn, from, square_bb(from), 0};
  const Bitboard last = last_rank(c);
  for (Bitboard frontier = m.reach; frontier;) {
    const Bitboard movers = frontier & ~last;
    Bitboard fresh = shift_forward(c, movers) & ~walls & ~barriers;
    if (!bound) fresh |= pawn_attacks_of(c, movers) & prey;
    fresh &= ~m.reach;
    m.reach |= fresh;
    frontier = fresh;
  }
  m.attacks = pawn_attacks_of(c, m.reach & ~last);
  if (const Bitboard promoted = m.reach & last) {
    floods.add(PieceType::Queen, promoted, m.reach, m.attacks);
    floods.add(PieceType::Knight, promoted, m.reach, m.attacks);
  }
  return m;
}

// Every man of both sides other than the kings, given the fixed men and the bound pawns. A
// fixed man keeps its square and attacks what it attacks from there past the walls. Pawns that
// are not bound may take onto squares the enemy's men could reach, which grows those squares in
// turn: the least sets closed under that, grown for both sides together.
void spread_men(const Position& pos, Blockade& b) {
  const Bitboard walls = b.fixed;
  Floods floods(walls);
  Bitboard pieces[2] = {0, 0};
  Bitboard piece_hits[2] = {0, 0};
  for (const Color c : kSides) {
    const int i = index_of(c);
    b.man_count[i] = 0;
    for (const PieceType t : kPieces) {
      Bitboard men = pos.pieces(c, t);
      while (men) {
        ManReach& m = b.men[i][static_cast<std::size_t>(b.man_count[i]++)];
        m = ManReach{t, pop_lsb(men), 0, 0};
        if (b.fixed & square_bb(m.from)) {
          m.reach = square_bb(m.from);
          m.attacks = piece_attacks(t, m.from, walls);
        } else {
          floods.add(t, square_bb(m.from), m.reach, m.attacks);
          pieces[i] |= m.reach;
        }
        piece_hits[i] |= m.attacks;
      }
    }
    Bitboard fixed_pawns = b.locked & pos.pieces(c, PieceType::Pawn);
    while (fixed_pawns) {
      const Square s = pop_lsb(fixed_pawns);
      b.men[i][static_cast<std::size_t>(b.man_count[i]++)] =
          ManReach{PieceType::Pawn, s, square_bb(s), pawn_attacks(c, s)};
      piece_hits[i] |= pawn_attacks(c, s);
    }
  }
  const int first_pawn[2] = {b.man_count[0], b.man_count[1]};
  Bitboard prey[2] = {pieces[0], pieces[1]};
  for (bool grew = true; grew;) {
    grew = false;
    for (const Color c : kSides) {
      const int i = index_of(c);
      const int them = index_of(~c);
      const Bitboard barriers = b.bound & pos.pieces(~c, PieceType::Pawn) & ~walls;
      Bitboard reach = pieces[i];
      b.man_count[i] = first_pawn[i];
      Bitboard pawns = pos.pieces(c, PieceType::Pawn) & ~walls;
      while (pawns) {
        const Square s = pop_lsb(pawns);
        const ManReach m = pawn_reach(c, s, (b.bound & square_bb(s)) != 0, walls, barriers,
                                      prey[them] & ~walls, floods);
        b.men[i][static_cast<std::size_t>(b.man_count[i]++)] = m;
        reach |= m.reach;
      }
      if (reach != prey[i]) {
        prey[i] = reach;
        grew = true;
      }
    }
  }
  for (const Color c : kSides) {
    const int i = index_of(c);
    b.reach[i] = prey[i];
    b.attacks[i] = piece_hits[i];
    for (int m = first_pawn[i]; m < b.man_count[i]; ++m) {
      b.attacks[i] |= b.men[i][static_cast<std::size_t>(m)].attacks;
    }
  }
}

// The squares the fixed men of `c` attack whatever else happens: each one's first steps (a
// fixed pawn's two diagonals).
Bitboard lasting_attacks(const Position& pos, Bitboard fixed, Color c) {
  Bitboard lasting = pawn_attacks_of(c, fixed & pos.pieces(c, PieceType::Pawn));
  Bitboard men = fixed & pos.pieces(c) & ~pos.pieces(PieceType::Pawn);
  while (men) {
    const Square s = pop_lsb(men);
    lasting |= first_steps(type_of(pos.piece_at(s)), s);
  }
  return lasting;
}

// Where the king of `c` could ever stand: never on a wall nor on a square the other side's fixed
// men attack (they stay, so the square stays attacked).
Bitboard king_region(const Position& pos, Color c, Bitboard fixed, Bitboard enemy_lasting) {
  const Square king = pos.king_square(c);
  if (fixed & square_bb(king)) return square_bb(king);
  const Bitboard allowed = ~fixed & ~enemy_lasting;
  Bitboard region = square_bb(king);
  for (;;) {
    const Bitboard grown = region | (king_spread(region) & allowed);
    if (grown == region) return region;
    region = grown;
  }
}

// The men of `c` that the reach in `b` shows are not fixed, and the pawns that are not bound:
// each could move, take, be taken (en passant too), or promote somewhere on its way.
void release(const Position& pos, const Blockade& b, Color c, const Bitboard lasting[2],
             Bitboard& unfixed, Bitboard& unbound) {
  const int i = index_of(c);
  const int them = index_of(~c);
  const Bitboard own_fixed = b.fixed & pos.pieces(c);
  const Bitboard takers = b.attacks[them] | (king_spread(b.king_reach[them]) & ~lasting[i]);
  const Bitboard prey = b.reach[them] | (b.fixed & pos.pieces(~c) & ~pos.pieces(PieceType::King));
  // Pieces and the king: a first step onto a square no fixed man of its own holds is a move
  // (for the king, unless the other side's fixed men attack it); a fixed piece may be taken.
  Bitboard men = own_fixed & ~pos.pieces(PieceType::Pawn);
  while (men) {
    const Square s = pop_lsb(men);
    const PieceType t = type_of(pos.piece_at(s));
    Bitboard free = first_steps(t, s) & ~own_fixed;
    if (t == PieceType::King) {
      free &= ~lasting[them];
    } else if (takers & square_bb(s)) {
      free = ~Bitboard{0};
    }
    if (free) unfixed |= square_bb(s);
  }
  // Squares an enemy pawn could ever attack (an en passant capture needs one beside).
  Bitboard enemy_pawn_attacks = 0;
  for (int m = 0; m < b.man_count[them]; ++m) {
    const ManReach& man = b.men[them][static_cast<std::size_t>(m)];
    if (man.type == PieceType::Pawn) enemy_pawn_attacks |= man.attacks;
  }
  const Bitboard start_rank = c == Color::White ? rank_bb(1) : rank_bb(6);
  Bitboard pawns = b.bound & pos.pieces(c, PieceType::Pawn);
  while (pawns) {
    const Square s = pop_lsb(pawns);
    const Bitboard here = square_bb(s);
    Bitboard path = here;
    for (int m = 0; m < b.man_count[i]; ++m) {
      const ManReach& man = b.men[i][static_cast<std::size_t>(m)];
      if (man.type == PieceType::Pawn && man.from == s) path = man.reach;
    }
    const Bitboard front = shift_forward(c, here);
    const bool en_passant = (path & start_rank) && (front & path) && (front & enemy_pawn_attacks);
    if ((path & last_rank(c)) || (pawn_attacks_of(c, path) & prey) || (path & takers) ||
        en_passant) {
      unbound |= here;
    } else if ((b.fixed & here) && !(b.fixed & front)) {
      unfixed |= here;  // the man in front may leave: the pawn may step, but stays on its file
    }
  }
}

// A blockade that shows nothing: every man could go and attack anywhere.
Blockade nothing_fixed() {
  Blockade b;
  for (int i = 0; i < 2; ++i) b.reach[i] = b.attacks[i] = b.king_reach[i] = ~Bitboard{0};
  return b;
}

}  // namespace

Bitboard blocked_pawns(const Position& pos) {
  return (pos.pieces(Color::White, PieceType::Pawn) & shift_south(pos.occupied())) |
         (pos.pieces(Color::Black, PieceType::Pawn) & shift_north(pos.occupied()));
}

bool has_blocked_pawns(const Position& pos) {
  return blocked_pawns(pos) != 0;
}

Blockade find_blockade(const Position& pos) {
  if (popcount(pos.pieces(Color::White, PieceType::King)) != 1 ||
      popcount(pos.pieces(Color::Black, PieceType::King)) != 1) {
    return nothing_fixed();
  }
  Blockade b;
  b.fixed = pos.occupied();
  b.bound = pos.pieces(PieceType::Pawn);
  // A pawn taken en passant now, and the pawn that takes it, are neither.
  if (pos.has_legal_en_passant()) {
    const Bitboard ep = square_bb(pos.en_passant_square());
    const Color us = pos.side_to_move();
    const Bitboard both =
        shift_forward(~us, ep) | (pawn_attacks_of(~us, ep) & pos.pieces(us, PieceType::Pawn));
    b.bound &= ~both;
    b.fixed &= ~both;
  }
  for (;;) {
    b.fixed &= b.bound | ~pos.pieces(PieceType::Pawn);
    b.locked = b.fixed & pos.pieces(PieceType::Pawn);
    // Without a fixed pawn nothing stays fixed, and with nothing to wall them in the men could go
    // almost anywhere: not worth working out.
    if (!b.locked) return nothing_fixed();
    spread_men(pos, b);
    const Bitboard lasting[2] = {lasting_attacks(pos, b.fixed, Color::White),
                                 lasting_attacks(pos, b.fixed, Color::Black)};
    for (const Color c : kSides) {
      b.king_reach[index_of(c)] = king_region(pos, c, b.fixed, lasting[index_of(~c)]);
    }
    Bitboard unfixed = 0;
    Bitboard unbound = 0;
    for (const Color c : kSides) release(pos, b, c, lasting, unfixed, unbound);
    if (!unfixed && !unbound) break;
    b.fixed &= ~unfixed & ~unbound;
    b.bound &= ~unbound;
  }
  return b;
}

}  // namespace flagfall::chess
