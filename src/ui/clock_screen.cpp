#include "ui/clock_screen.h"

#include <algorithm>
#include <cfloat>

#include <imgui_internal.h>  // ImGuiButtonFlags_PressedOnClick: a clock press counts on touch-down

#include "clock/notation.h"
#include "ui/fonts.h"
#include "ui/rotation.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {
namespace {

using clock::Side;

constexpr float kBarHeight = 64.0f;

clock::Clock fresh_clock(std::string_view control_text) {
  auto control = clock::parse_time_control(control_text);
  if (!control || control->method == clock::Method::Untimed) {
    control = clock::parse_time_control(kClockPresets[0]);
  }
  return clock::Clock(clock::ClockConfig::same_for_both(*control));
}

const char* side_name(Side side) { return side == Side::White ? "White" : "Black"; }
const char* side_id(Side side) { return side == Side::White ? "white" : "black"; }

ImU32 face_colour(bool flag_down, bool running, bool paused_turn) {
  if (flag_down) return ImGui::GetColorU32(colors::kFlag);
  if (running) return ImGui::GetColorU32(colors::kAccent);
  if (paused_turn) return ImGui::GetColorU32(colors::kPausedTurn);
  return ImGui::GetColorU32(colors::kPanel);
}

// Draws `text` in `font`, centred on `centre`, as large as fits in `box`, but no larger than
// "0:00" would be, so the digits keep their size when the display switches to tenths.
void fit_text(ImDrawList* draw, ImFont* font, const char* text, ImVec2 centre, ImVec2 box, ImU32 colour) {
  const ImVec2 natural = font->CalcTextSizeA(font->FontSize, FLT_MAX, 0, text);
  const float reference_width = font->CalcTextSizeA(font->FontSize, FLT_MAX, 0, "0:00").x;
  if (natural.x <= 0 || natural.y <= 0) return;
  const float scale = std::min(box.x / std::max(natural.x, reference_width), box.y / natural.y);
  const float size = font->FontSize * scale;
  const ImVec2 drawn(natural.x * scale, natural.y * scale);
  draw->AddText(font, size, ImVec2(centre.x - drawn.x / 2, centre.y - drawn.y / 2), colour, text);
}

// One line of text centred on `centre`, shrunk if needed to fit `max_width`.
void centred_line(ImDrawList* draw, ImFont* font, float size, const char* text, ImVec2 centre, float max_width,
                  ImU32 colour) {
  ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0, text);
  if (extent.x > max_width) {
    size *= max_width / extent.x;
    extent = font->CalcTextSizeA(size, FLT_MAX, 0, text);
  }
  draw->AddText(font, size, ImVec2(centre.x - extent.x / 2, centre.y - extent.y / 2), colour, text);
}

bool bar_button(const char* label, const char* target_id, float width) {
  const bool pressed = ImGui::Button(label, ImVec2(width, touch_target()));
  tap_targets().add_last_item(target_id);
  return pressed;
}

}  // namespace

ClockScreen::ClockScreen() : clock_(fresh_clock(settings_.control)) {}

clock::DisplayFormat ClockScreen::display_format() const {
  clock::DisplayFormat format;
  format.tenths_below = settings_.tenths ? 20 * clock::kSecond : 0;
  return format;
}

void ClockScreen::reset_clock() {
  clock_ = fresh_clock(settings_.control);
  flag_announced_ = {};
  note_clock_change();
}

bool ClockScreen::choose_control(std::string_view text) {
  auto control = clock::parse_time_control(text);
  if (!control) {
    notice_ = "\"" + std::string(text) + "\" is not a time control (" + control.error().message() + ").";
    return false;
  }
  if (control->method == clock::Method::Untimed) {
    notice_ = "\"-\" means no time control: there is nothing for a clock to count.";
    return false;
  }
  settings_.control = std::string(text);
  notice_.clear();
  reset_clock();
  return true;
}

void ClockScreen::on_half_tapped(Side side, EpochMillis t, FrameOutput& output) {
  if (clock_.phase(t) == clock::Phase::NotStarted) {
    // The player who does not move first starts the opponent's clock, as at a board.
    if (side != clock::other(clock_.side_to_move())) return;
    if (clock_.start(clock_.side_to_move(), t) == clock::EventStatus::Applied) note_clock_change();
    return;
  }
  if (clock_.press(side, t) == clock::EventStatus::Applied) {
    note_clock_change();
    if (settings_.sound) output.sounds.push_back(Sound::Press);
  }
}

Screen ClockScreen::draw(const FrameInput& input, FrameOutput& output) {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const ImVec2 origin = viewport->WorkPos;
  const ImVec2 size = viewport->WorkSize;
  const float half_height = (size.y - kBarHeight) / 2;

  const Side far_side = settings_.far_side;
  draw_half(far_side, origin, ImVec2(size.x, half_height), true, input, output);
  const Screen next = draw_control_bar(ImVec2(origin.x, origin.y + half_height), ImVec2(size.x, kBarHeight), input);
  draw_half(clock::other(far_side), ImVec2(origin.x, origin.y + half_height + kBarHeight),
            ImVec2(size.x, half_height), false, input, output);
  draw_popups(input, output);

  for (const Side side : {Side::White, Side::Black}) {
    const bool fallen = clock_.flag_at(side, input.now).has_value();
    if (fallen && !flag_announced_[clock::index(side)]) {
      flag_announced_[clock::index(side)] = true;
      if (settings_.sound) output.sounds.push_back(Sound::Flag);
    }
  }
  output.redraw_at = clock::next_display_change(clock_, std::max(input.now, clock_.last_event_time()),
                                                display_format());
  output.keep_awake = clock_.phase(input.now) == clock::Phase::Running;
  return next;
}

void ClockScreen::draw_half(Side side, ImVec2 top_left, ImVec2 size, bool upside_down,
                            const FrameInput& input, FrameOutput& output) {
  const EpochMillis now = std::max(input.now, clock_.last_event_time());
  const clock::SideView view = clock_.view(side, now);
  const clock::Phase phase = clock_.phase(now);
  const bool flag_down = view.flag_at.has_value();
  const bool other_flag_down = clock_.flag_at(clock::other(side), now).has_value();
  const bool paused_turn = phase == clock::Phase::Paused && clock_.side_to_move() == side;

  ImGui::SetCursorScreenPos(top_left);
  ImGui::PushID(side_id(side));
  if (ImGui::InvisibleButton("half", size, ImGuiButtonFlags_PressedOnClick) && popup_ == Popup::None) {
    on_half_tapped(side, input.pointer_down_at.value_or(input.now), output);
  }
  ImGui::PopID();
  tap_targets().add_last_item(side == Side::White ? "clock.white" : "clock.black");

  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int first_vertex = draw->VtxBuffer.Size;
  const ImVec2 bottom_right(top_left.x + size.x, top_left.y + size.y);
  const ImVec2 centre(top_left.x + size.x / 2, top_left.y + size.y / 2);
  draw->AddRectFilled(ImVec2(top_left.x + 6, top_left.y + 6), ImVec2(bottom_right.x - 6, bottom_right.y - 6),
                      face_colour(flag_down, view.running, paused_turn), 18.0f);

  const ImU32 text_colour = ImGui::GetColorU32(colors::kText);
  const ImU32 dim_colour = ImGui::GetColorU32(view.running ? colors::kText : colors::kTextDim);
  const std::string digits = clock::format_remaining(view.remaining, display_format());
  fit_text(draw, Fonts::digits(), digits.c_str(), ImVec2(centre.x, centre.y - size.y * 0.04f),
           ImVec2(size.x * 0.88f, size.y * 0.56f), text_colour);

  const float line_size = std::clamp(size.y * 0.075f, 18.0f, 34.0f);
  const ImVec2 top_line(centre.x, top_left.y + size.y * 0.11f);
  const ImVec2 bottom_line(centre.x, top_left.y + size.y * 0.86f);
  centred_line(draw, Fonts::title(), line_size * 0.8f, side_name(side), top_line, size.x * 0.9f, dim_colour);

  std::string status;
  if (flag_down && other_flag_down) {
    status = "\xE2\x9A\x91 Both flags down";
  } else if (flag_down) {
    status = "\xE2\x9A\x91 Flag fell";
  } else if (phase == clock::Phase::NotStarted) {
    status = side == clock::other(clock_.side_to_move())
                 ? std::string("Tap here to start ") + side_name(clock_.side_to_move()) + "'s clock"
                 : std::string(side_name(side)) + " moves first";
  } else if (view.running && view.delay_left > 0) {
    clock::DisplayFormat delay_format;
    delay_format.tenths_below = 60 * clock::kSecond;
    status = "delay " + clock::format_remaining(view.delay_left, delay_format);
  } else if (paused_turn) {
    status = "Paused";
  } else {
    status = "Moves " + std::to_string(view.moves);
    if (view.moves_to_next_period > 0) status += "  \xC2\xB7  " + std::to_string(view.moves_to_next_period) + " to time control";
    if (view.in_byoyomi) status += "  \xC2\xB7  byo-yomi " + std::to_string(view.byoyomi_periods_left);
  }
  centred_line(draw, Fonts::title(), line_size, status.c_str(), bottom_line, size.x * 0.9f, text_colour);

  if (upside_down) turn_upside_down(draw, first_vertex, centre);
}

Screen ClockScreen::draw_control_bar(ImVec2 top_left, ImVec2 size, const FrameInput& input) {
  Screen next = Screen::Clock;
  const float gap = 8.0f;
  const float button_width = (size.x - gap * 5) / 4;
  ImGui::SetCursorScreenPos(ImVec2(top_left.x + gap, top_left.y + (size.y - touch_target()) / 2));
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(gap, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(4, 10));

  if (bar_button("\xE2\x86\x90 Home", "clock.home", button_width)) next = Screen::Home;
  ImGui::SameLine();
  const EpochMillis t = std::max(input.pointer_down_at.value_or(input.now), clock_.last_event_time());
  const clock::Phase phase = clock_.phase(t);
  if (phase == clock::Phase::Paused) {
    if (bar_button("Resume", "clock.pause", button_width) && clock_.resume(t) == clock::EventStatus::Applied) {
      note_clock_change();
    }
  } else {
    ImGui::BeginDisabled(phase != clock::Phase::Running);
    if (bar_button("Pause", "clock.pause", button_width) && clock_.pause(t) == clock::EventStatus::Applied) {
      note_clock_change();
    }
    ImGui::EndDisabled();
  }
  ImGui::SameLine();
  if (bar_button(settings_.control.c_str(), "clock.control", button_width)) popup_ = Popup::Picker;
  ImGui::SameLine();
  if (bar_button("More", "clock.more", button_width)) popup_ = Popup::Menu;
  ImGui::PopStyleVar(2);
  return next;
}

void ClockScreen::draw_popups(const FrameInput& input, FrameOutput& output) {
  const char* names[] = {"", "Time control", "Clock", "Reset the clock?"};
  const char* name = names[static_cast<int>(popup_)];
  if (popup_ != Popup::None && !ImGui::IsPopupOpen(name)) ImGui::OpenPopup(name);

  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const float width = std::min(viewport->WorkSize.x - 32, 420.0f);
  ImGui::SetNextWindowPos(ImVec2(viewport->WorkPos.x + viewport->WorkSize.x / 2, viewport->WorkPos.y + viewport->WorkSize.y / 2),
                          ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(width, 0));
  constexpr ImGuiWindowFlags kPopup = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoSavedSettings;
  if (!ImGui::BeginPopupModal(name, nullptr, kPopup)) return;
  const float inner = ImGui::GetContentRegionAvail().x;
  const float half = (inner - ImGui::GetStyle().ItemSpacing.x) / 2;
  bool close = false;

  switch (popup_) {
    case Popup::Picker: {
      const bool in_game = clock_.phase(input.now) != clock::Phase::NotStarted;
      ImGui::PushTextWrapPos(0);
      ImGui::TextDisabled(in_game ? "Choosing a control resets the clock." : "Both players get the same time.");
      ImGui::PopTextWrapPos();
      int column = 0;
      for (const char* preset : kClockPresets) {
        if (column++ % 2) ImGui::SameLine();
        const bool current = settings_.control == preset;
        if (current) ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
        if (ImGui::Button(preset, ImVec2(half, touch_target()))) close = choose_control(preset);
        if (current) ImGui::PopStyleColor();
        tap_targets().add_last_item((std::string("preset.") + preset).c_str());
      }
      if (column % 2) ImGui::SameLine();
      if (ImGui::Button("Custom\xE2\x80\xA6", ImVec2(half, touch_target()))) {
        output.ask_text = TextRequest{"control", "Time control, for example G/5;d3, 3+2, 40/90,SD/30;d5 or 300+2",
                                      settings_.control};
      }
      tap_targets().add_last_item("picker.custom");
      if (!notice_.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(notice_.c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopStyleColor();
      }
      if (ImGui::Button("Close", ImVec2(inner, touch_target()))) close = true;
      tap_targets().add_last_item("picker.close");
      break;
    }
    case Popup::Menu: {
      if (ImGui::Button("Swap sides", ImVec2(inner, touch_target()))) {
        settings_.far_side = clock::other(settings_.far_side);
        note_clock_change();
      }
      tap_targets().add_last_item("menu.swap");
      if (ImGui::Button(settings_.sound ? "Sound: on" : "Sound: off", ImVec2(inner, touch_target()))) {
        settings_.sound = !settings_.sound;
        note_clock_change();
      }
      tap_targets().add_last_item("menu.sound");
      if (ImGui::Button(settings_.tenths ? "Tenths under 20 s: on" : "Tenths under 20 s: off", ImVec2(inner, touch_target()))) {
        settings_.tenths = !settings_.tenths;
        note_clock_change();
      }
      tap_targets().add_last_item("menu.tenths");
      ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
      if (ImGui::Button("Reset\xE2\x80\xA6", ImVec2(inner, touch_target()))) popup_ = Popup::ConfirmReset;
      ImGui::PopStyleColor();
      tap_targets().add_last_item("menu.reset");
      if (ImGui::Button("Close", ImVec2(inner, touch_target()))) close = true;
      tap_targets().add_last_item("menu.close");
      break;
    }
    case Popup::ConfirmReset: {
      ImGui::PushTextWrapPos(0);
      ImGui::Text("Both clocks go back to %s. The times of this game are lost.", settings_.control.c_str());
      ImGui::PopTextWrapPos();
      if (ImGui::Button("Reset", ImVec2(half, touch_target()))) {
        reset_clock();
        close = true;
      }
      tap_targets().add_last_item("reset.confirm");
      ImGui::SameLine();
      if (ImGui::Button("Cancel", ImVec2(half, touch_target()))) close = true;
      tap_targets().add_last_item("reset.cancel");
      break;
    }
    case Popup::None:
      break;
  }
  if (close || popup_ == Popup::None) {
    popup_ = Popup::None;
    ImGui::CloseCurrentPopup();
  } else if (std::string_view(name) != names[static_cast<int>(popup_)]) {
    ImGui::CloseCurrentPopup();  // moved on to another popup: it opens on the next frame
  }
  ImGui::EndPopup();
}

void ClockScreen::text_entered(std::string_view id, std::string_view text, bool confirmed) {
  if (id == "control" && confirmed) {
    if (choose_control(text)) popup_ = Popup::None;
  }
}

}  // namespace flagfall::ui
