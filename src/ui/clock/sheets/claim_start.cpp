// Stop / Claim's first step (sheets.h): the clocks stand still, each player's half offers what he
// may claim, turned to him as his half is, and the bar between them shows only the stopped times,
// so the tap that stopped the clocks finds nothing there if it comes again.
#include <imgui_internal.h>  // NavDisableHighlight: a focus ring only for the keyboard

#include <algorithm>
#include <cfloat>
#include <string>

#include "session/clock/clock_sheets.h"
#include "session/clock/live_text.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/fonts.h"
#include "ui/rotation.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {
namespace {

using chess::Color;

// One player's choices on his half, laid out upright in the half's own frame and turned with it;
// a tapped one's intent goes to `tapped`.
void draw_panel(ClockSession& session, const HalfPlace& place, session::ClockIntent& tapped) {
  const session::ClockControls controls = session::claim_panel(session, place.side);
  const HalfFrame frame = half_frame(place);
  const ImVec2 min = frame.min();
  const ImVec2 max = frame.max();
  const float margin = 14.0f;
  const float gap = 8.0f;
  const float title = 40.0f;
  const int count = static_cast<int>(controls.size());
  const float room = frame.size.y - title - 2 * margin;
  // One column while its buttons can stay at least 44 px high (a thumb's), else two.
  float height = std::min(touch_target(), room / static_cast<float>(count) - gap);
  const int columns = height < 44.0f ? 2 : 1;
  if (columns == 2) height = std::min(touch_target(), room / ((count + 1) / 2) - gap);
  const int rows = (count + columns - 1) / columns;
  const float width = std::min(columns == 1 ? 380.0f : 1000.0f,
                               (frame.size.x - 2 * margin - gap * (columns - 1)) / columns);
  const float grid_width = columns * width + (columns - 1) * gap;
  const float grid_height = rows * height + (rows - 1) * gap;
  // The grid sits under the title, at the player's end of the half.
  const float grid_top = std::max(min.y + title + margin, max.y - margin - grid_height);
  const float grid_left = frame.centre.x - grid_width / 2;

  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int first_vertex = draw->VtxBuffer.Size;
  draw->AddRectFilled(ImVec2(min.x + 6, min.y + 6), ImVec2(max.x - 6, max.y - 6),
                      ImGui::GetColorU32(colors::kBackground), 18.0f);
  draw->AddRect(ImVec2(min.x + 6, min.y + 6), ImVec2(max.x - 6, max.y - 6),
                ImGui::GetColorU32(colors::kTextDim), 18.0f, 0, 1.5f);
  const std::string_view heading =
      words::text(place.side == chess::Color::White ? words::Msg::kClockSheetClaimWhiteClaims
                                                    : words::Msg::kClockSheetClaimBlackClaims);
  // One text size for all the panel's labels: the largest at which each fits its button.
  ImFont* body = Fonts::body();
  float text_size = body->FontSize * ImGui::GetIO().FontGlobalScale;
  for (const session::ClockControl& c : controls) {
    const float natural = body->CalcTextSizeA(text_size, FLT_MAX, 0, c.label.c_str()).x;
    if (natural > width - 16) text_size *= (width - 16) / natural;
  }
  const bool nav_visible = !ImGui::GetCurrentContext()->NavDisableHighlight;
  centred_line(draw, Fonts::title(), 26.0f, heading.data(),
               ImVec2(frame.centre.x, min.y + margin + title / 2), frame.size.x - 2 * margin,
               ImGui::GetColorU32(colors::kText));

  ImGui::PushID(session::color_id(place.side));
  for (int i = 0; i < count; ++i) {
    const session::ClockControl& c = controls[static_cast<std::size_t>(i)];
    const ImVec2 b_min(grid_left + (i % columns) * (width + gap),
                       grid_top + static_cast<float>(i / columns) * (height + gap));
    const ImVec2 b_max(b_min.x + width, b_min.y + height);
    ImVec2 screen_min;
    ImVec2 screen_size;
    turned_rect(b_min, ImVec2(width, height), frame.centre, place.turn, screen_min, screen_size);
    ImGui::SetCursorScreenPos(screen_min);
    const std::string id = session::intent_id(c.intent);
    if (ImGui::InvisibleButton(id.c_str(), screen_size)) tapped = c.intent;
    const bool held = ImGui::IsItemActive();
    const bool focused = nav_visible && ImGui::IsItemFocused();  // shown to keyboard users
    tap_targets().add_last_item(id.c_str());
    const bool none = i == count - 1;  // No claim: set apart by its look
    draw->AddRectFilled(b_min, b_max,
                        ImGui::GetColorU32(held ? colors::kAccentHover : colors::kPanel), 10.0f);
    draw->AddRect(b_min, b_max,
                  ImGui::GetColorU32(focused ? ImGui::GetStyleColorVec4(ImGuiCol_NavHighlight)
                                             : colors::kText),
                  10.0f, 0, focused ? 4.0f : 1.5f);
    centred_line(draw, body, text_size, c.label.c_str(),
                 ImVec2((b_min.x + b_max.x) / 2, (b_min.y + b_max.y) / 2), width - 16,
                 ImGui::GetColorU32(none ? colors::kTextDim : colors::kText));
  }
  ImGui::PopID();
  turn_drawing(draw, first_vertex, frame.centre, place.turn);
}

}  // namespace

void draw_claim_start(ClockSession& session, const FrameInput& input,
                      const ClaimStartPlace& place) {
  constexpr const char* kName = "Stop / Claim";
  if (!ImGui::IsPopupOpen(kName)) ImGui::OpenPopup(kName);
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->WorkPos);
  ImGui::SetNextWindowSize(viewport->WorkSize);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::PushStyleColor(ImGuiCol_ModalWindowDimBg, ImVec4(0, 0, 0, 0));
  constexpr ImGuiWindowFlags kLayer = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                      ImGuiWindowFlags_NoSavedSettings |
                                      ImGuiWindowFlags_NoBackground;
  const bool open = ImGui::BeginPopupModal(kName, nullptr, kLayer);
  ImGui::PopStyleColor();
  ImGui::PopStyleVar();
  if (!open) return;
  session::ClockIntent tapped;
  for (const HalfPlace& half : place.halves) draw_panel(session, half, tapped);
  // Where the bar was: the stopped times, and nothing to tap.
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 bar_max(place.bar_min.x + place.bar_size.x, place.bar_min.y + place.bar_size.y);
  draw->AddRectFilled(place.bar_min, bar_max, ImGui::GetColorU32(colors::kBackground));
  const std::string summary = session::claim_stop_summary(session, input.now);
  centred_line(
      draw, Fonts::body(), 20.0f, summary.c_str(),
      ImVec2(place.bar_min.x + place.bar_size.x / 2, place.bar_min.y + place.bar_size.y / 2),
      place.bar_size.x - 16, ImGui::GetColorU32(colors::kText));
  send(session, tapped, input);
  const session::ClaimSheet* claim = session.claim();
  if (claim == nullptr || claim->step != session::ClaimStep::kChoose) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

}  // namespace flagfall::ui
