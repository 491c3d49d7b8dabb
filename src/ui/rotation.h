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

}  // namespace flagfall::ui
