#pragma once

#include <imgui.h>

#include <algorithm>

#include "session/clock/clock_views.h"

namespace flagfall::ui {

// Turns everything drawn into `draw_list` since `first_vertex` by 180 degrees about `centre`, so
// the far player reads their half of the clock the right way up.
inline void turn_upside_down(ImDrawList* draw_list, int first_vertex, ImVec2 centre) {
  for (int i = first_vertex; i < draw_list->VtxBuffer.Size; ++i) {
    ImVec2& position = draw_list->VtxBuffer[i].pos;
    position = ImVec2(2 * centre.x - position.x, 2 * centre.y - position.y);
  }
}

// Turns a whole window's drawing by 180 degrees about `centre`, its clip rectangles with it. For a
// sheet centred on `centre`, which then lands on itself, facing the far player.
inline void turn_window_upside_down(ImDrawList* draw_list, ImVec2 centre) {
  turn_upside_down(draw_list, 0, centre);
  for (ImDrawCmd& command : draw_list->CmdBuffer) {
    const ImVec4 clip = command.ClipRect;
    command.ClipRect = ImVec4(2 * centre.x - clip.z, 2 * centre.y - clip.w, 2 * centre.x - clip.x,
                              2 * centre.y - clip.y);
  }
}

// A point as seen from the other side of the table: turned by 180 degrees about `centre`.
inline ImVec2 turned_point(ImVec2 point, ImVec2 centre) {
  return ImVec2(2 * centre.x - point.x, 2 * centre.y - point.y);
}

// A point of a half drawn upright about `centre`, where it shows once the half is turned.
inline ImVec2 turned_point(ImVec2 point, ImVec2 centre, session::HalfTurn turn) {
  const float dx = point.x - centre.x;
  const float dy = point.y - centre.y;
  switch (turn) {
    case session::HalfTurn::kUpsideDown:
      return ImVec2(centre.x - dx, centre.y - dy);
    case session::HalfTurn::kFromLeft:  // its bottom edge to the left, its text running down
      return ImVec2(centre.x - dy, centre.y + dx);
    case session::HalfTurn::kFromRight:  // its bottom edge to the right, its text running up
      return ImVec2(centre.x + dy, centre.y - dx);
    case session::HalfTurn::kNone:
      break;
  }
  return point;
}

// Turns everything drawn into `draw_list` since `first_vertex` about `centre` as `turn` says.
inline void turn_drawing(ImDrawList* draw_list, int first_vertex, ImVec2 centre,
                         session::HalfTurn turn) {
  for (int i = first_vertex; i < draw_list->VtxBuffer.Size; ++i) {
    ImVec2& position = draw_list->VtxBuffer[i].pos;
    position = turned_point(position, centre, turn);
  }
}

// Where the rectangle `min`..`min + size` of an upright half shows once the half is turned: its
// top-left corner and size on the screen.
inline void turned_rect(ImVec2 min, ImVec2 size, ImVec2 centre, session::HalfTurn turn,
                        ImVec2& screen_min, ImVec2& screen_size) {
  const ImVec2 a = turned_point(min, centre, turn);
  const ImVec2 b = turned_point(ImVec2(min.x + size.x, min.y + size.y), centre, turn);
  screen_min = ImVec2(std::min(a.x, b.x), std::min(a.y, b.y));
  screen_size = ImVec2(std::max(a.x, b.x) - screen_min.x, std::max(a.y, b.y) - screen_min.y);
}

}  // namespace flagfall::ui
