#include "platform/keys.h"

#include <emscripten.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace flagfall::platform {
namespace {

using session::Key;

// The keys the app answers, by SDL scancode, with the DOM code their events carry.
struct KeyName {
  SDL_Scancode scancode;
  Key key;
  const char* code;
};

constexpr Key digit(int n) {
  return static_cast<Key>(static_cast<int>(Key::kDigit1) + n - 1);
}

constexpr KeyName kKeys[] = {
    {SDL_SCANCODE_SPACE, Key::kSpace, "Space"},
    {SDL_SCANCODE_LSHIFT, Key::kLeftShift, "ShiftLeft"},
    {SDL_SCANCODE_RSHIFT, Key::kRightShift, "ShiftRight"},
    {SDL_SCANCODE_P, Key::kP, "KeyP"},
    {SDL_SCANCODE_T, Key::kT, "KeyT"},
    {SDL_SCANCODE_C, Key::kC, "KeyC"},
    {SDL_SCANCODE_ESCAPE, Key::kEscape, "Escape"},
    {SDL_SCANCODE_1, digit(1), "Digit1"},
    {SDL_SCANCODE_2, digit(2), "Digit2"},
    {SDL_SCANCODE_3, digit(3), "Digit3"},
    {SDL_SCANCODE_4, digit(4), "Digit4"},
    {SDL_SCANCODE_5, digit(5), "Digit5"},
    {SDL_SCANCODE_6, digit(6), "Digit6"},
    {SDL_SCANCODE_7, digit(7), "Digit7"},
    {SDL_SCANCODE_8, digit(8), "Digit8"},
    {SDL_SCANCODE_9, digit(9), "Digit9"},
};

// A key-down's instant: its DOM event's own timestamp, else SDL's stamp on it, aged on SDL's clock
// from `now`.
InputTime key_down_time(const SDL_Event& event, const char* code, ui::EpochMillis now) {
  // clang-format off
  const double t = EM_ASM_DOUBLE({ return window.flagfall.takeKeyDown(UTF8ToString($0)); }, code);
  // clang-format on
  if (t >= 0) return input_time_from_micros(t);
  return {now - static_cast<ui::EpochMillis>(SDL_GetTicks() - event.common.timestamp), 0};
}

bool is_enter(SDL_Scancode scancode) {
  return scancode == SDL_SCANCODE_RETURN || scancode == SDL_SCANCODE_KP_ENTER;
}

}  // namespace

InputTime input_time_from_micros(double epoch_micros) {
  const std::int64_t micros = std::llround(epoch_micros);
  return {micros / 1000, static_cast<int>(micros % 1000)};
}

void Keyboard::replay_held_back() {
  for (SDL_Event& event : held_back_) ImGui_ImplSDL2_ProcessEvent(&event);
  held_back_.clear();
  down_this_frame_.clear();
}

bool Keyboard::take(SDL_Event& event, session::AppSession& app, ui::EpochMillis now,
                    std::optional<InputTime>& pressed_at) {
  if (event.type != SDL_KEYDOWN && event.type != SDL_KEYUP) return false;
  const SDL_Scancode scancode = event.key.keysym.scancode;
  const bool down = event.type == SDL_KEYDOWN;
  std::optional<InputTime> at;
  if (down && !event.key.repeat) {
    for (const KeyName& k : kKeys) {
      if (k.scancode != scancode) continue;
      at = key_down_time(event, k.code, now);
      if (app.key(k.key, at->ms, at->us)) return true;
    }
    if (is_enter(scancode))
      at = key_down_time(event, scancode == SDL_SCANCODE_RETURN ? "Enter" : "NumpadEnter", now);
    if (at && (scancode == SDL_SCANCODE_SPACE || is_enter(scancode))) pressed_at = at;
    down_this_frame_.push_back(scancode);
  }
  if (is_enter(scancode)) {
    event.key.keysym.scancode = SDL_SCANCODE_SPACE;
    event.key.keysym.sym = SDLK_SPACE;
  }
  const bool pressed_now = std::find(down_this_frame_.begin(), down_this_frame_.end(), scancode) !=
                           down_this_frame_.end();
  if (!down && pressed_now) {
    held_back_.push_back(event);
    return true;
  }
  return false;
}

void Keyboard::after_new_frame() const {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  if (!g.NavMoveSubmitted || !(g.NavMoveFlags & ImGuiNavMoveFlags_Tabbing) ||
      (g.NavMoveFlags & ImGuiNavMoveFlags_FocusApi)) {
    return;
  }
  g.NavMoveFlags |= ImGuiNavMoveFlags_FocusApi;  // every control, not only text fields
  // On from the focused control (1.86 starts from the first unless a text field is active).
  if (g.NavTabbingDir == 0 && focus_drawn_ && !g.NavDisableHighlight) g.NavTabbingDir = +1;
}

void Keyboard::before_render() {
  focus_drawn_ = ImGui::GetCurrentContext()->NavIdIsAlive;
}

}  // namespace flagfall::platform
