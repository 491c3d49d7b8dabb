// The browser's platform glue: SDL2 window + WebGL2 context, the main loop, and the JS bridge.
// Everything the app knows about the platform passes through here.
#include <SDL.h>
#include <SDL_opengles2.h>
#include <emscripten.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>

#include "platform/app_storage.h"
#include "platform/bank_loader.h"
#include "platform/font_loader.h"
#include "platform/frame_pacer.h"
#include "platform/frame_picture.h"
#include "platform/keys.h"
#include "platform/piece_atlas_loader.h"
#include "platform/words_loader.h"
#include "ui/app.h"
#include "ui/fonts.h"
#include "ui/home_screen.h"
#include "ui/theme.h"

// The EM_ASM bodies below are JavaScript, which clang-format breaks (it turns === into == =).
// clang-format off

namespace {

struct Platform {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  flagfall::ui::App app;
  flagfall::ui::PlatformFacts facts;
  flagfall::platform::FramePacer pacer;
  flagfall::platform::FramePicture picture;  // what the canvas shows
  std::optional<flagfall::platform::InputTime> pointer_down_at;
  bool pointer_press = true;  // the latest press was a pointer's, not a key's
  bool keep_awake = false;
  // Touch leaves no pointer behind: once a finger is lifted (and ImGui has seen the release),
  // nothing is under it, so no control shows as hovered where the last tap was.
  bool last_input_was_touch = false;
  bool pointer_was_down = false;
  std::string state_json;
  std::string mirror_json;  // the accessible mirror last handed to the page
  bool desktop = false;     // a fine pointer that hovers: the clock shows its keys
  float seen_pixel_ratio = 0;  // the device pixel ratio the main loop last saw
  std::string asked_text_id = "control";  // what the page's text field is answering
  // Offline and installed use (web/offline.js, docs/offline.md); what the page reports goes to
  // the home session, for the About sheet and the update notice.
  bool persistence_requested = false;      // asked once a game or progress exists
  flagfall::platform::Keyboard keyboard;   // the app's keys, and ImGui's for the rest
};

Platform g_platform;

// The page's time line: performance.timeOrigin + performance.now(), the epoch in ms; input
// events are stamped on the same line by web/bootstrap.js.
flagfall::ui::EpochMillis now_ms() {
  return std::llround(EM_ASM_DOUBLE({ return window.flagfall.now(); }));
}

// The pointer-down's own timestamp, to the microsecond (web/bootstrap.js).
std::optional<flagfall::platform::InputTime> take_pointer_down_time() {
  const double t = EM_ASM_DOUBLE({ return window.flagfall.takePointerDown(); });
  if (t < 0) return std::nullopt;
  return flagfall::platform::input_time_from_micros(t);
}

// Once a save holds something a player would miss (a started game, an answer, a case), asks the
// browser to keep the storage for good rather than clear it when space runs short. Once per start.
void keep_if_worth_it(bool holds_user_data) {
  if (!g_platform.persistence_requested && holds_user_data) {
    g_platform.persistence_requested = true;
    EM_ASM({ window.flagfall.requestPersistence && window.flagfall.requestPersistence(); });
  }
}

void export_file(const std::optional<flagfall::session::ExportRequest>& file) {
  if (!file) return;
  EM_ASM({ window.flagfall.exportFile(UTF8ToString($0), UTF8ToString($1), UTF8ToString($2), UTF8ToString($3)); },
         file->kind.c_str(), file->filename.c_str(), file->mime.c_str(), file->text.c_str());
}

void carry_out(const flagfall::ui::FrameOutput& output) {
  g_platform.pacer.set_due(output.redraw_at, output.tick_at);
  for (const flagfall::ui::Sound sound : output.sounds) {
    EM_ASM({ window.flagfall.playSound(['press', 'flag', 'low-time'][$0]); }, static_cast<int>(sound));
  }
  for (const flagfall::session::Vibration vibration : output.vibrations) {
    EM_ASM({ window.flagfall.vibrate(['flag', 'claim', 'low-time', 'press'][$0]); }, static_cast<int>(vibration));
  }
  if (output.page_request) {
    switch (*output.page_request) {
      case flagfall::session::PageRequest::kExportSavedData:
        EM_ASM({ window.flagfall.exportSavedData && window.flagfall.exportSavedData(); });
        break;
      case flagfall::session::PageRequest::kImportSavedData:
        EM_ASM({ window.flagfall.chooseSavedDataFile && window.flagfall.chooseSavedDataFile(); });
        break;
      case flagfall::session::PageRequest::kApplyUpdate:
        EM_ASM({ window.flagfall.applyUpdate && window.flagfall.applyUpdate(); });
        break;
      case flagfall::session::PageRequest::kOpenSharedFile:
        EM_ASM({ window.flagfall.chooseSharedFile && window.flagfall.chooseSharedFile(); });
        break;
      case flagfall::session::PageRequest::kTakeOver:
        EM_ASM({ window.flagfall.takeOver && window.flagfall.takeOver(); });
        break;
    }
  }
  if (output.keep_awake != g_platform.keep_awake) {
    g_platform.keep_awake = output.keep_awake;
    EM_ASM({ window.flagfall.setWakeLock(!!$0); }, output.keep_awake);
  }
  if (output.ask_text) {
    g_platform.asked_text_id = output.ask_text->id;
    EM_ASM({ window.flagfall.askText(UTF8ToString($0), UTF8ToString($1), UTF8ToString($2), !!$3); },
           output.ask_text->id.c_str(), output.ask_text->label.c_str(), output.ask_text->initial.c_str(),
           output.ask_text->turned);
  }
  export_file(g_platform.app.session().take_clock_export());
  export_file(g_platform.app.session().take_trainer_export());
  export_file(g_platform.app.session().take_event_export());
  // Not in the first frame's task: the browser shows that frame once the task ends, and the saves
  // (a new game's, at least) wait for the next of the kFramesToSettle frames.
  if (g_platform.facts.frames_drawn > 1) {
    keep_if_worth_it(flagfall::platform::save_changes(g_platform.app.session()));
  }
}

// The accessible mirror, handed to the page only when it changed (the page rebuilds its hidden
// HTML from it), and what is to be said aloud, once.
void publish_mirror(flagfall::ui::EpochMillis now) {
  std::string mirror = g_platform.app.session().mirror_json(now);
  if (mirror != g_platform.mirror_json) {
    g_platform.mirror_json = std::move(mirror);
    EM_ASM({ window.flagfall.mirror(UTF8ToString($0)); }, g_platform.mirror_json.c_str());
  }
  for (const flagfall::session::Announcement& said : g_platform.app.session().take_announcements()) {
    EM_ASM({ window.flagfall.announce(UTF8ToString($0), !!$1); }, said.text.c_str(), said.assertive);
  }
}

// `words`: one of the page's own messages ("page." in the catalogs, web/bootstrap.js has them).
void show_page_error(const char* words) {
  EM_ASM({ window.flagfall && window.flagfall.fail(window.flagfall.pageWords[UTF8ToString($0)]); },
         words);
}

void load_fonts_for(float pixel_ratio, const char* only_characters = nullptr) {
  if (!flagfall::platform::load_fonts(pixel_ratio, only_characters)) {
    show_page_error("fonts_failed");
  }
  g_platform.facts.pixel_ratio = pixel_ratio;
}

void update_viewport_facts() {
  int width = 0, height = 0;
  SDL_GetWindowSize(g_platform.window, &width, &height);
  g_platform.facts.viewport_width = static_cast<float>(width);
  g_platform.facts.viewport_height = static_cast<float>(height);
  const float pixel_ratio = static_cast<float>(emscripten_get_device_pixel_ratio());
  // The first frame's body font may hold only the home screen's characters: any other screen, or
  // any later frame, may draw others.
  const bool whole_body_needed = flagfall::ui::Fonts::body_is_partial() &&
                                 (g_platform.facts.frames_drawn > 0 || !g_platform.app.session().shows_bare_home());
  const bool new_ratio = pixel_ratio != g_platform.facts.pixel_ratio;
  if (new_ratio || whole_body_needed) {
    load_fonts_for(pixel_ratio);
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
    flagfall::platform::note_texture_upload();
  }
  if (new_ratio && g_platform.facts.frames_drawn > 0) flagfall::platform::want_piece_atlas(pixel_ratio);
}

// `pointer_released`: the button was let go since the last frame, whatever SDL's state says now
// (a new press is already down).
void draw_frame(bool pointer_released = false) {
  update_viewport_facts();
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGuiIO& io = ImGui::GetIO();
  if (pointer_released) io.MouseDown[0] = false;
  const bool pointer_down = io.MouseDown[0];
  if (g_platform.last_input_was_touch && !pointer_down && !g_platform.pointer_was_down) {
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
  }
  g_platform.pointer_was_down = pointer_down;
  ImGui::NewFrame();
  g_platform.keyboard.after_new_frame();
  flagfall::ui::FrameInput input;
  input.now = now_ms();
  if (g_platform.pointer_down_at) {
    input.pointer_down_at = g_platform.pointer_down_at->ms;
    input.pointer_down_us = g_platform.pointer_down_at->us;
  }
  input.pointer_press = g_platform.pointer_press;
  input.desktop = g_platform.desktop;
  input.reduced_motion = EM_ASM_INT({ return matchMedia('(prefers-reduced-motion: reduce)').matches ? 1 : 0; }) != 0;
  const flagfall::ui::FrameOutput output = g_platform.app.draw(input);
  g_platform.keyboard.before_render();
  ImGui::Render();

  g_platform.facts.pointer_shown = ImGui::IsMousePosValid();
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
    ++g_platform.facts.clicks;
    g_platform.facts.last_click_x = io.MouseClickedPos[0].x;
    g_platform.facts.last_click_y = io.MouseClickedPos[0].y;
  }
  if (g_platform.picture.differs(*ImGui::GetDrawData())) {
    glViewport(0, 0, static_cast<int>(io.DisplaySize.x * io.DisplayFramebufferScale.x),
               static_cast<int>(io.DisplaySize.y * io.DisplayFramebufferScale.y));
    const ImVec4 background = flagfall::ui::colors::kBackground;
    glClearColor(background.x, background.y, background.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    SDL_GL_SwapWindow(g_platform.window);
    ++g_platform.facts.frames_rendered;
  }

  if (++g_platform.facts.frames_drawn == 1) {
    EM_ASM({ window.flagfall && window.flagfall.firstFrame(); });
    // After the first frame, so the piece set and the scenario bank are not part of the first
    // load.
    flagfall::platform::want_piece_atlas(g_platform.facts.pixel_ratio);
    flagfall::platform::load_bank([] {
      g_platform.app.session().bank_installed(now_ms());
      g_platform.pacer.want_frames();
    });
  }
  // After the first frame: the words beyond the first screen's, in the language on show.
  flagfall::platform::load_words_on_show([](const char* compiled) {
    g_platform.app.session().words_arrived(compiled);
    g_platform.pacer.want_frames();
  });
  carry_out(output);
  publish_mirror(input.now);
}

bool is_pointer_down(const SDL_Event& event) {
  return event.type == SDL_FINGERDOWN ||
         (event.type == SDL_MOUSEBUTTONDOWN && event.button.which != SDL_TOUCH_MOUSEID);
}

// Runs on animation frames but draws only when something may have changed: after input (until
// ImGui settles) or at the instant the UI asked for (the next change of a clock's digits). With
// nothing to draw it stops until woken (platform/frame_pacer.h).
void main_loop() {
  g_platform.keyboard.replay_held_back();
  // A new pixel ratio may come with no resize event (a window moved to another screen, or the
  // DevTools protocol's emulation): SDL is told as on a resize, so it sizes the canvas for it.
  const float ratio = static_cast<float>(emscripten_get_device_pixel_ratio());
  if (ratio != g_platform.seen_pixel_ratio) {
    if (g_platform.seen_pixel_ratio != 0) EM_ASM({ window.dispatchEvent(new Event('resize')); });
    g_platform.seen_pixel_ratio = ratio;
  }
  SDL_Event event;
  bool pointer_down_this_frame = false;
  while (SDL_PollEvent(&event)) {
    if (event.type == SDL_FINGERDOWN || event.type == SDL_FINGERUP) {
      g_platform.last_input_was_touch = true;
    } else if ((event.type == SDL_MOUSEMOTION && event.motion.which != SDL_TOUCH_MOUSEID) ||
               (event.type == SDL_MOUSEBUTTONDOWN && event.button.which != SDL_TOUCH_MOUSEID)) {
      g_platform.last_input_was_touch = false;
    }
    // ImGui 1.86 sees a click only where the button was up in the frame before. A tap whose
    // touch-down arrives in the frame after the last tap's (its touch-up coming a frame later),
    // as when the opponent answers a press at once, would be lost: ImGui would see the button
    // held throughout. A frame with the button up is drawn first. (A slam's taps within one
    // frame stay one click: after that frame, the button is seen up.)
    if ((event.type == SDL_MOUSEBUTTONDOWN || event.type == SDL_FINGERDOWN) && g_platform.pointer_was_down)
      draw_frame(/*pointer_released=*/true);
    if (is_pointer_down(event)) {
      ++g_platform.facts.pointer_downs;
      g_platform.pointer_press = true;
      std::optional<flagfall::platform::InputTime> at = take_pointer_down_time();
      // Without the page's own timestamp (no pointer events), SDL's stamp on the event is the
      // next best: its age on SDL's clock, taken from now.
      if (!at) {
        at = flagfall::platform::InputTime{
            now_ms() - static_cast<flagfall::ui::EpochMillis>(SDL_GetTicks() - event.common.timestamp), 0};
      }
      // Touches that come within one frame (a slam's double or triple tap) reach ImGui as one
      // click: it is timed by the first of them, the one that pressed.
      if (!pointer_down_this_frame) g_platform.pointer_down_at = at;
      pointer_down_this_frame = true;
    }
    g_platform.pacer.want_frames();
    const auto pressed_before = g_platform.pointer_down_at;
    if (g_platform.keyboard.take(event, g_platform.app.session(), now_ms(), g_platform.pointer_down_at)) continue;
    // Space or Enter on a focused control: the press is a key's.
    if (g_platform.pointer_down_at != pressed_before) g_platform.pointer_press = false;
    ImGui_ImplSDL2_ProcessEvent(&event);
  }
  EM_ASM({ window.flagfall.dropPointerDowns(); window.flagfall.dropKeyDowns(); });
  const flagfall::ui::EpochMillis now = now_ms();
  using Frame = flagfall::platform::FramePacer::Frame;
  const Frame frame = g_platform.pacer.next(now);
  if (frame == Frame::kNone) {
    // Idle after the first frame: the titles' and the clock's digits' atlases are made now, one
    // at a time, not while a screen waits, and the screen is drawn again with them (a frame that
    // draws the same picture is not rendered); once they are, the loop stops until woken.
    if (g_platform.facts.frames_drawn > 0 && flagfall::ui::Fonts::prepare_one()) {
      g_platform.pacer.want_frames();
    } else if (g_platform.facts.frames_drawn > 0) {
      g_platform.pacer.stop_until_due(now);
    }
    return;
  }
  if (frame == Frame::kTick) ++g_platform.facts.tick_frames;
  draw_frame();
}

}  // namespace

namespace flagfall::platform {
session::AppSession& app_session() { return g_platform.app.session(); }
session::EpochMillis page_now() { return now_ms(); }
void draw_soon() { g_platform.pacer.want_frames(); }
}  // namespace flagfall::platform

extern "C" {

// The read-only test hook behind window.flagfall.state().
EMSCRIPTEN_KEEPALIVE const char* flagfall_state_json() {
  // A redraw the UI asked for at once (a sheet still finding its place) is a frame owed too: the
  // screen has not settled until it is drawn. One asked for later (a clock's next digit, Undo's
  // end) is not.
  const flagfall::ui::EpochMillis now = now_ms();
  g_platform.facts.frames_to_settle = g_platform.pacer.frames_to_settle(now);
  g_platform.facts.loop_stopped = g_platform.pacer.stopped();
  g_platform.facts.loop_stops = g_platform.pacer.stops();
  g_platform.state_json = g_platform.app.state_json(g_platform.facts, now);
  return g_platform.state_json.c_str();
}

// Renders the next frames to the canvas even where they repeat the picture it shows: a test
// compares the picture shown with one rendered afresh (tests/browser/clock.test.mjs).
EMSCRIPTEN_KEEPALIVE void flagfall_render_again() {
  g_platform.picture.forget();
  g_platform.pacer.want_frames();
}

// A button of the accessible mirror activated (web/bootstrap.js): its intent id, and the
// instant of the activating event on the page's time line, in epoch microseconds.
EMSCRIPTEN_KEEPALIVE void flagfall_activate(const char* intent, double at_micros) {
  const flagfall::platform::InputTime at = flagfall::platform::input_time_from_micros(at_micros);
  g_platform.app.session().activate(intent, at.ms, at.us);
  g_platform.pacer.want_frames();
}

// The piece set's texture for a density is ready (platform/piece_atlas_loader.h): 1 if every
// board draws with it from the next frame, 0 if it came too late (the pixel ratio changed).
EMSCRIPTEN_KEEPALIVE int flagfall_pieces_loaded(int texture, int density) {
  if (!flagfall::platform::piece_atlas_arrived(static_cast<unsigned>(texture), density)) return 0;
  g_platform.pacer.want_frames();
  return 1;
}

// The answer to a FrameOutput::ask_text request, from the page's text field.
EMSCRIPTEN_KEEPALIVE void flagfall_text_entered(const char* text, int confirmed) {
  g_platform.app.session().text_entered(g_platform.asked_text_id, text, confirmed != 0);
  g_platform.pacer.want_frames();
}

// The page's address, and the fragment it was opened with (or changed to): a director's set-up
// link opens the clock set to it.
EMSCRIPTEN_KEEPALIVE void flagfall_page_address(const char* address) {
  g_platform.app.session().set_page_address(address);
}
EMSCRIPTEN_KEEPALIVE void flagfall_open_link(const char* fragment) {
  g_platform.app.session().open_link(fragment, now_ms());
  g_platform.pacer.want_frames();
}

// What the page did with a link or file it was handed: shared, copied, shown, saved (`file`).
EMSCRIPTEN_KEEPALIVE void flagfall_share_done(const char* outcome, const char* file) {
  g_platform.app.session().share_done(outcome, file);
  g_platform.pacer.want_frames();
}

// A share sheet's link packed small for its QR code (web/offline.js, flagfall.packLink).
EMSCRIPTEN_KEEPALIVE void flagfall_link_packed(const char* link, const char* packed) {
  g_platform.app.session().link_packed(link, packed);
  g_platform.pacer.want_frames();
}

// A shared case's or class set's .json file the player chose (web/offline.js): opened in the
// trainer like a link.
EMSCRIPTEN_KEEPALIVE void flagfall_open_shared_file(const char* text) {
  g_platform.app.session().open_shared_file(text, now_ms());
  g_platform.pacer.want_frames();
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
  // ImGui draws flat triangles: no depth buffer (SDL asks for one by default). web/bootstrap.js
  // makes the canvas's context with these attributes before the app starts; SDL gets that one.
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  const auto flags = static_cast<SDL_WindowFlags>(SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE |
                                                  SDL_WINDOW_ALLOW_HIGHDPI);
  // No title: the page has its own, and setting it again is a DOM write before the first frame.
  g_platform.window = SDL_CreateWindow(nullptr, SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED,
                                       390, 844, flags);
  g_platform.gl = g_platform.window ? SDL_GL_CreateContext(g_platform.window) : nullptr;
  if (g_platform.gl == nullptr) {
    show_page_error("needs_webgl2");
    return 1;
  }

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;  // Tab, arrows, Space and Enter
  g_platform.desktop = EM_ASM_INT({ return matchMedia('(hover: hover) and (pointer: fine)').matches ? 1 : 0; }) != 0;
  flagfall::ui::apply_theme();
  ImGui_ImplSDL2_InitForOpenGL(g_platform.window, g_platform.gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  flagfall::session::AppSession& session = g_platform.app.session();
  session.set_browser_languages(flagfall::platform::browser_languages());
  keep_if_worth_it(flagfall::platform::restore_saved(session));
  session.open_game_in_progress();
  // After the restore: the screen it opens decides which of the body font's glyphs come first.
  const std::string home_characters = flagfall::ui::home_screen_characters();
  load_fonts_for(static_cast<float>(emscripten_get_device_pixel_ratio()),
                 session.shows_bare_home() ? home_characters.c_str() : nullptr);

  emscripten_set_main_loop(main_loop, 0, false);
  return 0;
}
