#pragma once

#include <optional>

#include <imgui.h>

#include "chess/position.h"
#include "chess/types.h"

namespace flagfall::ui {

// A move to highlight on the board: its squares, and whether to show it as illegal.
struct BoardMark {
  chess::Square from = chess::NoSquare;
  chess::Square to = chess::NoSquare;
  bool illegal = false;
};

// Draws `position` (White at the bottom) as a square of side `size` at the cursor: pieces from
// the piece set (piece_atlas.h; the font's glyphs until it is loaded), file letters and rank
// numbers in the corner squares, the marked move tinted (red with a cross when illegal). Advances
// the cursor below the board.
void draw_board(const chess::Position& position, const std::optional<BoardMark>& mark, float size);

// draw_board (with `mark`, if any), each square a button published as tap target "square.e4";
// returns the square tapped this frame.
std::optional<chess::Square> draw_tappable_board(const chess::Position& position, float size,
                                                 const std::optional<BoardMark>& mark = {});

// One man centred on `centre`, drawn as on the board (`size`: the glyph's font size; the set's
// picture takes the square it stands in).
void draw_man(ImDrawList* draw, chess::Piece piece, ImVec2 centre, float size);

}  // namespace flagfall::ui
