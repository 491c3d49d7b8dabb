#include "platform/keys.h"

#include <emscripten.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>

namespace flagfall::platform {
namespace {

using session::Key;

// The fixed keys the app answers, by SDL scancode (the number keys 1 to 9 besides).
struct KeyName {
  SDL_Scancode scancode;
  Key key;
};

constexpr KeyName kKeys[] = {
    {SDL_SCANCODE_SPACE, Key::kSpace},
    {SDL_SCANCODE_P, Key::kP},
    {SDL_SCANCODE_T, Key::kT},
    {SDL_SCANCODE_C, Key::kC},
    {SDL_SCANCODE_ESCAPE, Key::kEscape},
    {SDL_SCANCODE_LEFT, Key::kLeft},
    {SDL_SCANCODE_RIGHT, Key::kRight},
    {SDL_SCANCODE_PAGEUP, Key::kLeft},
    {SDL_SCANCODE_PAGEDOWN, Key::kRight},
};

std::optional<Key> fixed_key(SDL_Scancode scancode) {
  if (scancode >= SDL_SCANCODE_1 && scancode <= SDL_SCANCODE_9)
    return static_cast<Key>(static_cast<int>(Key::kDigit1) + (scancode - SDL_SCANCODE_1));
  for (const KeyName& k : kKeys) {
    if (k.scancode == scancode) return k.key;
  }
  return std::nullopt;
}

// The DOM code of a key a player may choose as his press key (letters, digits, F1 to F12 and the
// named keys below), which its DOM event carries too; "" for any other (Tab and Enter stay the
// keyboard navigation's).
std::string dom_code(SDL_Scancode s) {
  if (s >= SDL_SCANCODE_A && s <= SDL_SCANCODE_Z)
    return std::string("Key") + static_cast<char>('A' + (s - SDL_SCANCODE_A));
  if (s >= SDL_SCANCODE_1 && s <= SDL_SCANCODE_9)
    return std::string("Digit") + static_cast<char>('1' + (s - SDL_SCANCODE_1));
  if (s >= SDL_SCANCODE_F1 && s <= SDL_SCANCODE_F12)
    return "F" + std::to_string(s - SDL_SCANCODE_F1 + 1);
  static constexpr struct {
    SDL_Scancode scancode;
    const char* code;
  } kNamed[] = {
      {SDL_SCANCODE_0, "Digit0"},
      {SDL_SCANCODE_SPACE, "Space"},
      {SDL_SCANCODE_ESCAPE, "Escape"},
      {SDL_SCANCODE_LSHIFT, "ShiftLeft"},
      {SDL_SCANCODE_RSHIFT, "ShiftRight"},
      {SDL_SCANCODE_LCTRL, "ControlLeft"},
      {SDL_SCANCODE_RCTRL, "ControlRight"},
      {SDL_SCANCODE_LALT, "AltLeft"},
      {SDL_SCANCODE_RALT, "AltRight"},
      {SDL_SCANCODE_PAGEUP, "PageUp"},
      {SDL_SCANCODE_PAGEDOWN, "PageDown"},
      {SDL_SCANCODE_UP, "ArrowUp"},
      {SDL_SCANCODE_DOWN, "ArrowDown"},
      {SDL_SCANCODE_LEFT, "ArrowLeft"},
      {SDL_SCANCODE_RIGHT, "ArrowRight"},
      {SDL_SCANCODE_HOME, "Home"},
      {SDL_SCANCODE_END, "End"},
      {SDL_SCANCODE_INSERT, "Insert"},
      {SDL_SCANCODE_DELETE, "Delete"},
      {SDL_SCANCODE_BACKSPACE, "Backspace"},
      {SDL_SCANCODE_COMMA, "Comma"},
      {SDL_SCANCODE_PERIOD, "Period"},
      {SDL_SCANCODE_SLASH, "Slash"},
      {SDL_SCANCODE_SEMICOLON, "Semicolon"},
      {SDL_SCANCODE_MINUS, "Minus"},
      {SDL_SCANCODE_EQUALS, "Equal"},
  };
  for (const auto& k : kNamed) {
    if (k.scancode == s) return k.code;
  }
  return "";
}

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
    // A player's own key first (or the next key while the keys are chosen), then the fixed keys.
    if (const std::string code = dom_code(scancode); !code.empty()) {
      at = key_down_time(event, code.c_str(), now);
      if (app.player_key(code, at->ms, at->us)) return true;
      const std::optional<Key> key = fixed_key(scancode);
      if (key && app.key(*key, at->ms, at->us)) return true;
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
