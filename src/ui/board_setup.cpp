#include "ui/board_setup.h"

#include <algorithm>
#include <optional>
#include <string>

#include <imgui.h>

#include "ui/board_view.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {
namespace {

using chess::Color;

constexpr chess::PieceType kTypes[] = {chess::PieceType::King,   chess::PieceType::Queen,
                                       chess::PieceType::Rook,   chess::PieceType::Bishop,
                                       chess::PieceType::Knight, chess::PieceType::Pawn};
constexpr const char* kTypeIds[] = {"king", "queen", "rook", "bishop", "knight", "pawn"};

// A brush to pick: on the board's light square colour, so both colours of men read; the chosen
// one framed. True when tapped.
bool brush_button(chess::Piece piece, const std::string& id, bool current, float cell) {
  const ImVec4 light(0.91f, 0.86f, 0.77f, 1.0f);
  ImGui::PushStyleColor(ImGuiCol_Button, current ? colors::kAccent : light);
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, current ? colors::kAccent : light);
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.1f, 0.1f, 0.1f, 1.0f));
  const char* label = piece == chess::Piece::None ? "\xE2\x9C\x97" : "";
  const bool tapped =
      ImGui::Button((std::string(label) + "##" + id).c_str(), ImVec2(cell, touch_target()));
  ImGui::PopStyleColor(3);
  tap_targets().add_last_item(id.c_str());
  if (piece != chess::Piece::None) {
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    draw_man(ImGui::GetWindowDrawList(), piece, ImVec2((min.x + max.x) / 2, (min.y + max.y) / 2),
             std::min(max.y - min.y, cell) * 0.9f);
  }
  return tapped;
}

bool g_column_open = false;  // the right-hand column of a side-by-side layout is open

void instruction_line(const char* instruction, float wrap_at) {
  if (instruction == nullptr) return;
  ImGui::PushTextWrapPos(wrap_at);
  ImGui::TextDisabled("%s", instruction);
  ImGui::PopTextWrapPos();
}

}  // namespace

BoardSetupTaps begin_board_setup_taps(const session::BoardEntry& entry, const char* instruction,
                                      float below) {
  BoardSetupTaps taps;
  const float spacing_x = ImGui::GetStyle().ItemSpacing.x;
  const ImGuiStyle& style = ImGui::GetStyle();
  const ImVec2 screen = ImGui::GetMainViewport()->WorkSize;
  const float row = touch_target() + style.ItemSpacing.y;
  float inner = ImGui::GetContentRegionAvail().x;
  if (screen.x > screen.y) {
    // A phone on its side: the board as tall as the sheet can be, the rest beside it.
    const float room =
        screen.y - 24 - ImGui::GetCursorPosY() - style.WindowPadding.y - style.ItemSpacing.y;
    const float board_size = std::max(160.0f, std::min(room, inner * 0.45f));
    ImGui::BeginGroup();  // so what follows starts beside the board's top, not its last square
    taps.square = draw_tappable_board(entry.board(), board_size);
    ImGui::EndGroup();
    ImGui::SameLine(0, 2 * spacing_x);
    ImGui::BeginGroup();
    g_column_open = true;
    inner -= board_size + 2 * spacing_x;
    instruction_line(instruction, ImGui::GetCursorPosX() + inner);
  } else {
    instruction_line(instruction, 0);
    // The board takes what the rest leaves: three rows of men and tools, a line or two of notice,
    // and what the caller puts below.
    const float reserved =
        3 * row + below + 2 * ImGui::GetTextLineHeightWithSpacing() + style.WindowPadding.y + 24;
    const float room = screen.y - ImGui::GetCursorPosY() - reserved;
    const float board_size = std::max(160.0f, std::min({inner, 400.0f, room}));
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (inner - board_size) / 2);
    taps.square = draw_tappable_board(entry.board(), board_size);
  }

  // The men to put down, a row per side, then the empty square.
  const float cell = (inner - spacing_x * 5) / 6;
  for (const Color side : {Color::White, Color::Black}) {
    for (int i = 0; i < 6; ++i) {
      if (i > 0) ImGui::SameLine();
      const chess::Piece piece = chess::make_piece(side, kTypes[i]);
      if (brush_button(
              piece,
              "brush." + std::string(side == Color::White ? "white" : "black") + "-" + kTypeIds[i],
              entry.brush() == piece, cell)) {
        taps.brush = piece;
      }
    }
  }
  if (brush_button(chess::Piece::None, "brush.empty", entry.brush() == chess::Piece::None, cell))
    taps.brush = chess::Piece::None;
  const float rest = (inner - cell - spacing_x * 3) / 3;
  for (const session::Control& c : session::board_tools()) {
    ImGui::SameLine();
    if (ImGui::Button(c.label.c_str(), ImVec2(rest, touch_target()))) {
      taps.kings = c.intent == "board.kings-only";
      taps.start = c.intent == "board.start";
      taps.paste = c.intent == "board.paste";
    }
    tap_targets().add_last_item(c.intent.c_str());
  }

  if (entry.notice().empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner);
    ImGui::TextUnformatted(entry.men_line().c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  } else {
    ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner);
    ImGui::TextUnformatted(entry.notice().c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  }

  return taps;
}

void end_board_setup() {
  if (g_column_open) ImGui::EndGroup();
  g_column_open = false;
}

}  // namespace flagfall::ui
