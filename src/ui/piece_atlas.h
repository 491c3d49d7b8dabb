#pragma once

#include <optional>

#include <imgui.h>

#include "chess/types.h"

namespace flagfall::ui {

// The piece set drawn on every board: one texture holding the twelve men in two rows (White's
// king, queen, rook, bishop, knight, pawn; Black's below), laid out by cmake/piece_atlas.cmake.
// The platform loads it after the first frame; until then (or if it cannot) the boards draw the
// font's chess glyphs.
void set_piece_atlas(ImTextureID texture);
std::optional<ImTextureID> piece_atlas();

// Where `piece` sits in the atlas, as texture coordinates.
struct AtlasCell {
  ImVec2 uv_min;
  ImVec2 uv_max;
};
AtlasCell atlas_cell(chess::Piece piece);

}  // namespace flagfall::ui
