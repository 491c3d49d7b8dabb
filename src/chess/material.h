#pragma once

#include <string>

#include "chess/position.h"

namespace flagfall::chess {

// The men of one side, by kind, with bishops split by square colour.
struct Material {
  int pawns = 0, knights = 0, bishops = 0, rooks = 0, queens = 0, kings = 0;
  int light_bishops = 0, dark_bishops = 0;
  int minor_pieces() const { return knights + bishops; }
  // Only the king (or nothing) left.
  bool is_lone_king() const { return pawns + knights + bishops + rooks + queens == 0; }
};

Material material_of(const Position& position, Color side);

// Material signature in the endgame-table style, white first: "KQPvKR", "KvK", "KBNvK".
std::string material_signature(const Position& position);

}  // namespace flagfall::chess
