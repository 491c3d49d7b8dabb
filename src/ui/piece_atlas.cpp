#include "ui/piece_atlas.h"

namespace flagfall::ui {
namespace {

std::optional<ImTextureID> g_atlas;

int column_of(chess::PieceType type) {
  switch (type) {
    case chess::PieceType::King:
      return 0;
    case chess::PieceType::Queen:
      return 1;
    case chess::PieceType::Rook:
      return 2;
    case chess::PieceType::Bishop:
      return 3;
    case chess::PieceType::Knight:
      return 4;
    default:
      return 5;
  }
}

}  // namespace

void set_piece_atlas(ImTextureID texture) {
  g_atlas = texture;
}

std::optional<ImTextureID> piece_atlas() {
  return g_atlas;
}

AtlasCell atlas_cell(chess::Piece piece) {
  const float column = static_cast<float>(column_of(chess::type_of(piece)));
  const float row = chess::color_of(piece) == chess::Color::White ? 0.0f : 1.0f;
  return {ImVec2(column / 6, row / 2), ImVec2((column + 1) / 6, (row + 1) / 2)};
}

}  // namespace flagfall::ui
