#include "ui/board_view.h"

#include <algorithm>
#include <cfloat>
#include <string>

#include "ui/fonts.h"
#include "ui/piece_atlas.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {
namespace {

const ImU32 kLight = IM_COL32(232, 220, 196, 255);
const ImU32 kDark = IM_COL32(176, 136, 100, 255);
const ImU32 kLastMove = IM_COL32(246, 226, 90, 150);
const ImU32 kIllegal = IM_COL32(222, 40, 40, 170);

// The filled glyph (U+265A..265F) for either colour; White draws it white with the outline
// glyph (U+2654..2659) in black over it, so both colours read on light and dark squares.
const char* filled_glyph(chess::PieceType type) {
  switch (type) {
    case chess::PieceType::King:
      return "\xE2\x99\x9A";
    case chess::PieceType::Queen:
      return "\xE2\x99\x9B";
    case chess::PieceType::Rook:
      return "\xE2\x99\x9C";
    case chess::PieceType::Bishop:
      return "\xE2\x99\x9D";
    case chess::PieceType::Knight:
      return "\xE2\x99\x9E";
    default:
      return "\xE2\x99\x9F";
  }
}

const char* outline_glyph(chess::PieceType type) {
  switch (type) {
    case chess::PieceType::King:
      return "\xE2\x99\x94";
    case chess::PieceType::Queen:
      return "\xE2\x99\x95";
    case chess::PieceType::Rook:
      return "\xE2\x99\x96";
    case chess::PieceType::Bishop:
      return "\xE2\x99\x97";
    case chess::PieceType::Knight:
      return "\xE2\x99\x98";
    default:
      return "\xE2\x99\x99";
  }
}

void centred_glyph(ImDrawList* draw, ImFont* font, float size, const char* glyph, ImVec2 centre,
                   ImU32 colour) {
  const ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0, glyph);
  draw->AddText(font, size, ImVec2(centre.x - extent.x / 2, centre.y - extent.y / 2), colour,
                glyph);
}

}  // namespace

void draw_board(const chess::Position& position, const std::optional<BoardMark>& mark, float size) {
  const float square = size / 8;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImFont* body = Fonts::body();
  const float piece_size = square * 0.92f;
  const float label_size = std::max(11.0f, square * 0.26f);

  for (int rank = 7; rank >= 0; --rank) {
    for (int file = 0; file < 8; ++file) {
      const chess::Square sq = chess::make_square(file, rank);
      const ImVec2 top_left(origin.x + file * square, origin.y + (7 - rank) * square);
      const ImVec2 bottom_right(top_left.x + square, top_left.y + square);
      const bool light = ((file + rank) & 1) == 1;
      draw->AddRectFilled(top_left, bottom_right, light ? kLight : kDark);
      if (mark && (sq == mark->from || sq == mark->to)) {
        draw->AddRectFilled(top_left, bottom_right, mark->illegal ? kIllegal : kLastMove);
      }
      const ImU32 label = light ? kDark : kLight;
      if (file == 0) {
        const char text[2] = {static_cast<char>('1' + rank), 0};
        draw->AddText(body, label_size, ImVec2(top_left.x + 2, top_left.y + 1), label, text);
      }
      if (rank == 0) {
        const char text[2] = {static_cast<char>('a' + file), 0};
        const ImVec2 extent = body->CalcTextSizeA(label_size, FLT_MAX, 0, text);
        draw->AddText(body, label_size,
                      ImVec2(bottom_right.x - extent.x - 2, bottom_right.y - extent.y), label,
                      text);
      }
      const chess::Piece piece = position.piece_at(sq);
      if (piece == chess::Piece::None) continue;
      draw_man(draw, piece,
               ImVec2(top_left.x + square / 2, top_left.y + square / 2 + square * 0.02f),
               piece_size);
    }
  }
  if (mark && mark->illegal && mark->to != chess::NoSquare) {
    const int file = chess::file_of(mark->to);
    const int rank = chess::rank_of(mark->to);
    const ImVec2 corner(origin.x + (file + 1) * square - square * 0.3f,
                        origin.y + (7 - rank) * square);
    draw->AddCircleFilled(ImVec2(corner.x + square * 0.15f, corner.y + square * 0.15f),
                          square * 0.15f, kIllegal);
    centred_glyph(draw, body, square * 0.28f, "\xE2\x9C\x97",
                  ImVec2(corner.x + square * 0.15f, corner.y + square * 0.15f),
                  IM_COL32(255, 255, 255, 255));
  }
  draw->AddRect(origin, ImVec2(origin.x + size, origin.y + size),
                ImGui::GetColorU32(colors::kPanel), 0, 0, 2);
  ImGui::Dummy(ImVec2(size, size));
}

void draw_man(ImDrawList* draw, chess::Piece piece, ImVec2 centre, float size) {
  if (const std::optional<ImTextureID> atlas = piece_atlas()) {
    // The set's pieces fill about nine tenths of their cell, as the glyphs do.
    const float half = size / 2 / 0.92f * 0.98f;
    const AtlasCell cell = atlas_cell(piece);
    draw->AddImage(*atlas, ImVec2(centre.x - half, centre.y - half),
                   ImVec2(centre.x + half, centre.y + half), cell.uv_min, cell.uv_max);
    return;
  }
  ImFont* pieces = Fonts::pieces();
  const chess::PieceType type = chess::type_of(piece);
  if (chess::color_of(piece) == chess::Color::White) {
    centred_glyph(draw, pieces, size, filled_glyph(type), centre, IM_COL32(255, 255, 255, 255));
    centred_glyph(draw, pieces, size, outline_glyph(type), centre, IM_COL32(20, 20, 20, 255));
  } else {
    centred_glyph(draw, pieces, size, filled_glyph(type), centre, IM_COL32(20, 20, 20, 255));
  }
}

std::optional<chess::Square> draw_tappable_board(const chess::Position& position, float size,
                                                 const std::optional<BoardMark>& mark) {
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  draw_board(position, mark, size);
  const ImVec2 after = ImGui::GetCursorScreenPos();
  const float square = size / 8;
  std::optional<chess::Square> tapped;
  for (int rank = 7; rank >= 0; --rank) {
    for (int file = 0; file < 8; ++file) {
      const chess::Square sq = chess::make_square(file, rank);
      ImGui::SetCursorScreenPos(ImVec2(origin.x + file * square, origin.y + (7 - rank) * square));
      ImGui::PushID(sq);
      if (ImGui::InvisibleButton("square", ImVec2(square, square))) tapped = sq;
      ImGui::PopID();
      tap_targets().add_last_item(("square." + std::string(chess::square_name(sq))).c_str());
    }
  }
  ImGui::SetCursorScreenPos(after);
  return tapped;
}

}  // namespace flagfall::ui
