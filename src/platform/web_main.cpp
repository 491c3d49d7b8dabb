// The browser's platform glue: SDL2 window + WebGL2 context, the main loop, and the JS bridge.
// Everything the app knows about the platform passes through here.
#include <SDL.h>
#include <SDL_opengles2.h>
#include <emscripten.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <string>

#include "ui/app.h"
#include "ui/fonts.h"
#include "ui/theme.h"

namespace {

constexpr const char* kFontPath = "/assets/ui-font.ttf";
// ImGui needs a few frames after input to settle (press, release, the next screen's layout).
constexpr int kFramesToSettle = 4;

struct Platform {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  flagfall::ui::App app;
  flagfall::ui::PlatformFacts facts;
  int frames_to_draw = kFramesToSettle;
  std::string state_json;
};

Platform g_platform;

void show_page_error(const char* message) {
  EM_ASM({ window.flagfall && window.flagfall.fail(UTF8ToString($0)); }, message);
}

void load_fonts_for(float pixel_ratio) {
  if (!flagfall::ui::Fonts::load(kFontPath, pixel_ratio)) {
    EM_ASM({ console.warn("Flagfall: UI font missing, using ImGui's built-in font"); });
  }
  g_platform.facts.pixel_ratio = pixel_ratio;
}

void update_viewport_facts() {
  int width = 0, height = 0;
  SDL_GetWindowSize(g_platform.window, &width, &height);
  g_platform.facts.viewport_width = static_cast<float>(width);
  g_platform.facts.viewport_height = static_cast<float>(height);
  const float pixel_ratio = static_cast<float>(emscripten_get_device_pixel_ratio());
  if (pixel_ratio != g_platform.facts.pixel_ratio) {
    load_fonts_for(pixel_ratio);
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
}

void draw_frame() {
  update_viewport_facts();
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  g_platform.app.draw();
  ImGui::Render();

  const ImGuiIO& io = ImGui::GetIO();
  glViewport(0, 0, static_cast<int>(io.DisplaySize.x * io.DisplayFramebufferScale.x),
             static_cast<int>(io.DisplaySize.y * io.DisplayFramebufferScale.y));
  const ImVec4 background = flagfall::ui::colors::kBackground;
  glClearColor(background.x, background.y, background.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  SDL_GL_SwapWindow(g_platform.window);

  if (++g_platform.facts.frames_drawn == 1) {
    EM_ASM({ window.flagfall && window.flagfall.firstFrame(); });
  }
}

// Runs on every animation frame but draws only when something may have changed.
void main_loop() {
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    ImGui_ImplSDL2_ProcessEvent(&event);
    g_platform.frames_to_draw = kFramesToSettle;
  }
  if (g_platform.frames_to_draw <= 0) return;
  --g_platform.frames_to_draw;
  draw_frame();
}

}  // namespace

extern "C" {

// The read-only test hook behind window.flagfall.state().
EMSCRIPTEN_KEEPALIVE const char* flagfall_state_json() {
  g_platform.state_json = g_platform.app.state_json(g_platform.facts);
  return g_platform.state_json.c_str();
}

}  // extern "C"

int main() {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    show_page_error(SDL_GetError());
    return 1;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  const auto flags = static_cast<SDL_WindowFlags>(SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE |
                                                  SDL_WINDOW_ALLOW_HIGHDPI);
  g_platform.window = SDL_CreateWindow("Flagfall", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED,
                                       390, 844, flags);
  g_platform.gl = g_platform.window ? SDL_GL_CreateContext(g_platform.window) : nullptr;
  if (g_platform.gl == nullptr) {
    show_page_error("This browser could not start WebGL2, which Flagfall needs to draw.");
    return 1;
  }

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  flagfall::ui::apply_theme();
  ImGui_ImplSDL2_InitForOpenGL(g_platform.window, g_platform.gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  load_fonts_for(static_cast<float>(emscripten_get_device_pixel_ratio()));

  emscripten_set_main_loop(main_loop, 0, false);
  return 0;
}
