#include "chess/movegen.h"

namespace flagfall::chess {

namespace {

bool attacked_by(const Position& pos, Color by, Square s, Bitboard occupied) {
  return (pawn_attacks(~by, s) & pos.pieces(by, PieceType::Pawn)) ||
         (knight_attacks(s) & pos.pieces(by, PieceType::Knight)) ||
         (king_attacks(s) & pos.pieces(by, PieceType::King)) ||
         (bishop_attacks(s, occupied) &
          (pos.pieces(by, PieceType::Bishop) | pos.pieces(by, PieceType::Queen))) ||
         (rook_attacks(s, occupied) &
          (pos.pieces(by, PieceType::Rook) | pos.pieces(by, PieceType::Queen)));
}

void add_promotions(MoveList& list, Square from, Square to) {
  list.push_back(Move(from, to, PieceType::Queen));
  list.push_back(Move(from, to, PieceType::Rook));
  list.push_back(Move(from, to, PieceType::Bishop));
  list.push_back(Move(from, to, PieceType::Knight));
}

// Generates moves for one position. With `king` == NoSquare there are no pins or checks to
// respect (the side has no king, or several and the caller filters the moves afterwards).
class Generator {
 public:
  Generator(const Position& pos, MoveList& list, Square king, bool pseudo_legal)
      : pos_(pos),
        list_(list),
        us_(pos.side_to_move()),
        them_(~us_),
        king_(king),
        pseudo_legal_(pseudo_legal),
        occupied_(pos.occupied()) {}

  void run() {
    const Bitboard ours = pos_.pieces(us_);
    Bitboard target = ~ours & ~pos_.pieces(them_, PieceType::King);
    if (king_ != NoSquare) {
      checkers_ = pos_.attackers_to(king_, occupied_) & pos_.pieces(them_);
      find_pins();
      king_moves(king_, true);
      if (more_than_one(checkers_)) return;
      if (checkers_) {
        const Square checker = lsb(checkers_);
        target &= between_bb(king_, checker) | square_bb(checker);
      }
    } else if (pseudo_legal_) {
      Bitboard kings = pos_.pieces(us_, PieceType::King);
      while (kings) king_moves(pop_lsb(kings), false);
    }
    pawn_moves(target);
    piece_moves(target);
    if (king_ != NoSquare && !checkers_) castling_moves();
  }

 private:
  void find_pins() {
    const Bitboard their_queens = pos_.pieces(them_, PieceType::Queen);
    Bitboard snipers =
        (rook_attacks(king_, 0) & (pos_.pieces(them_, PieceType::Rook) | their_queens)) |
        (bishop_attacks(king_, 0) & (pos_.pieces(them_, PieceType::Bishop) | their_queens));
    while (snipers) {
      const Bitboard blockers = between_bb(king_, pop_lsb(snipers)) & occupied_;
      if (blockers && !more_than_one(blockers)) pinned_ |= blockers & pos_.pieces(us_);
    }
  }

  void add(Square from, Square to) {
    if ((pinned_ & square_bb(from)) && !aligned(king_, from, to)) return;
    list_.push_back(Move(from, to));
  }

  void king_moves(Square from, bool check_safety) {
    Bitboard targets =
        king_attacks(from) & ~pos_.pieces(us_) & ~pos_.pieces(them_, PieceType::King);
    const Bitboard without_king = occupied_ ^ square_bb(from);
    while (targets) {
      const Square to = pop_lsb(targets);
      if (!check_safety || !attacked_by(pos_, them_, to, without_king))
        list_.push_back(Move(from, to));
    }
  }

  void piece_moves(Bitboard target) {
    const Bitboard queens = pos_.pieces(us_, PieceType::Queen);
    Bitboard knights = pos_.pieces(us_, PieceType::Knight) & ~pinned_;
    while (knights) {
      const Square from = pop_lsb(knights);
      Bitboard to = knight_attacks(from) & target;
      while (to) list_.push_back(Move(from, pop_lsb(to)));
    }
    Bitboard diagonal = pos_.pieces(us_, PieceType::Bishop) | queens;
    while (diagonal) {
      const Square from = pop_lsb(diagonal);
      Bitboard to = bishop_attacks(from, occupied_) & target;
      if (pinned_ & square_bb(from)) to &= line_bb(king_, from);
      while (to) list_.push_back(Move(from, pop_lsb(to)));
    }
    Bitboard straight = pos_.pieces(us_, PieceType::Rook) | queens;
    while (straight) {
      const Square from = pop_lsb(straight);
      Bitboard to = rook_attacks(from, occupied_) & target;
      if (pinned_ & square_bb(from)) to &= line_bb(king_, from);
      while (to) list_.push_back(Move(from, pop_lsb(to)));
    }
  }

  void pawn_moves(Bitboard target) {
    const bool white = us_ == Color::White;
    const int up = white ? 8 : -8;
    const Bitboard seventh = rank_bb(white ? 6 : 1);
    const Bitboard third = rank_bb(white ? 2 : 5);
    const Bitboard pawns = pos_.pieces(us_, PieceType::Pawn);
    const Bitboard empty = ~occupied_;
    const Bitboard enemies = pos_.pieces(them_) & target;

    for (const bool promoting : {false, true}) {
      const Bitboard movers = pawns & (promoting ? seventh : ~seventh);
      if (!movers) continue;
      Bitboard single = shift_forward(us_, movers) & empty;
      Bitboard twice = promoting ? 0 : shift_forward(us_, single & third) & empty & target;
      single &= target;
      const Bitboard forward = shift_forward(us_, movers);
      Bitboard east = shift_east(forward) & enemies;
      Bitboard west = shift_west(forward) & enemies;
      auto emit = [&](Bitboard destinations, int delta) {
        while (destinations) {
          const Square to = pop_lsb(destinations);
          const Square from = static_cast<Square>(to - delta);
          if ((pinned_ & square_bb(from)) && !aligned(king_, from, to)) continue;
          if (promoting) {
            add_promotions(list_, from, to);
          } else {
            list_.push_back(Move(from, to));
          }
        }
      };
      emit(single, up);
      emit(twice, 2 * up);
      emit(east, up + 1);
      emit(west, up - 1);
    }

    const Square ep = pos_.en_passant_square();
    if (ep == NoSquare || pos_.piece_at(ep) != Piece::None) return;
    const Square passed = static_cast<Square>(ep - up);
    if (!is_valid_square(passed) || pos_.piece_at(passed) != make_piece(them_, PieceType::Pawn))
      return;
    Bitboard capturers = pawn_attacks(them_, ep) & pawns;
    while (capturers) {
      const Square from = pop_lsb(capturers);
      if (king_ != NoSquare) {
        const Bitboard after = (occupied_ ^ square_bb(from) ^ square_bb(passed)) | square_bb(ep);
        const Bitboard attackers =
            pos_.attackers_to(king_, after) & pos_.pieces(them_) & ~square_bb(passed);
        if (attackers) continue;
      }
      list_.push_back(Move(from, ep));
    }
  }

  void castling_moves() {
    const int home_rank = back_rank(us_);
    if (rank_of(king_) != home_rank) return;
    for (const CastlingSide side : {CastlingSide::HSide, CastlingSide::ASide}) {
      const Square rook = pos_.castling_rook(us_, side);
      if (rook == NoSquare) continue;
      const int distance = file_of(rook) > file_of(king_) ? file_of(rook) - file_of(king_)
                                                          : file_of(king_) - file_of(rook);
      if (pos_.castling_rule() == CastlingRule::StandardSetupOnly) {
        if (file_of(king_) != 4 || (file_of(rook) != 0 && file_of(rook) != 7)) continue;
      } else if (distance < 3) {
        continue;
      }
      if (between_bb(king_, rook) & occupied_) continue;
      const int direction = side == CastlingSide::HSide ? 1 : -1;
      const Square crossed = static_cast<Square>(king_ + direction);
      const Square to = static_cast<Square>(king_ + 2 * direction);
      const Bitboard after =
          (occupied_ ^ square_bb(king_) ^ square_bb(rook)) | square_bb(crossed) | square_bb(to);
      if (attacked_by(pos_, them_, crossed, occupied_ ^ square_bb(king_)) ||
          attacked_by(pos_, them_, to, after)) {
        continue;
      }
      list_.push_back(Move(king_, to));
    }
  }

  const Position& pos_;
  MoveList& list_;
  const Color us_, them_;
  const Square king_;
  const bool pseudo_legal_;
  const Bitboard occupied_;
  Bitboard checkers_ = 0;
  Bitboard pinned_ = 0;
};

}  // namespace

void generate_legal_moves(const Position& position, MoveList& list) {
  const Bitboard kings = position.pieces(position.side_to_move(), PieceType::King);
  if (!more_than_one(kings)) {
    Generator(position, list, kings ? lsb(kings) : NoSquare, false).run();
    return;
  }
  MoveList pseudo;
  Generator(position, pseudo, NoSquare, true).run();
  for (Move m : pseudo) {
    if (!position.after(m).is_king_attacked(position.side_to_move())) list.push_back(m);
  }
}

MoveList Position::legal_moves() const {
  MoveList list;
  generate_legal_moves(*this, list);
  return list;
}

bool Position::is_legal(Move m) const {
  return legal_moves().contains(m);
}

bool Position::is_checkmate() const {
  return is_check() && legal_moves().empty();
}

bool Position::is_stalemate() const {
  return !is_check() && legal_moves().empty();
}

bool Position::has_legal_en_passant() const {
  if (en_passant_ == NoSquare) return false;
  for (Move m : legal_moves()) {
    if (m.to() == en_passant_ && type_of(board_[m.from()]) == PieceType::Pawn &&
        file_of(m.from()) != file_of(m.to())) {
      return true;
    }
  }
  return false;
}

bool Position::gives_check(Move m) const {
  const Piece moved = board_[m.from()];
  if (moved == Piece::None) return false;
  return after(m).is_king_attacked(~color_of(moved));
}

std::uint64_t Position::repetition_key() const {
  if (en_passant_ != NoSquare && !has_legal_en_passant()) {
    return hash_ ^ zobrist::en_passant_file(file_of(en_passant_));
  }
  return hash_;
}

}  // namespace flagfall::chess
