#include "chess/material.h"

namespace flagfall::chess {

Material material_of(const Position& pos, Color side) {
  Material m;
  m.pawns = popcount(pos.pieces(side, PieceType::Pawn));
  m.knights = popcount(pos.pieces(side, PieceType::Knight));
  m.bishops = popcount(pos.pieces(side, PieceType::Bishop));
  m.rooks = popcount(pos.pieces(side, PieceType::Rook));
  m.queens = popcount(pos.pieces(side, PieceType::Queen));
  m.kings = popcount(pos.pieces(side, PieceType::King));
  m.light_bishops = popcount(pos.pieces(side, PieceType::Bishop) & kLightSquares);
  m.dark_bishops = m.bishops - m.light_bishops;
  return m;
}

std::string material_signature(const Position& pos) {
  std::string signature;
  for (const Color c : {Color::White, Color::Black}) {
    if (c == Color::Black) signature += 'v';
    for (const PieceType t : {PieceType::King, PieceType::Queen, PieceType::Rook, PieceType::Bishop,
                              PieceType::Knight, PieceType::Pawn}) {
      signature.append(popcount(pos.pieces(c, t)), piece_type_letter(t));
    }
  }
  return signature;
}

}  // namespace flagfall::chess
