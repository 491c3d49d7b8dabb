#pragma once

#include <imgui.h>

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

}  // namespace flagfall::ui
