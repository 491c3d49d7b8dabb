# SDL2 for WebAssembly, compiled from Debian's source as part of the browser build. Debian's
# Emscripten has a frozen port cache (-sUSE_SDL=2 cannot download), and SDL's own CMake spends
# several minutes on a fresh machine probing the compiler one check at a time; the app needs
# none of that. As Emscripten's own SDL2 port does, the sources are compiled directly with a
# fixed configuration: cmake/sdl2/SDL_config.h (SDL's Emscripten configuration less what the app
# does not use: only video through WebGL2, events and timers). SDL_LEAN_AND_MEAN drops the
# software blitters, RLE and YUV code (the app draws with WebGL only), and SDL is compiled for
# size as link-time-optimisable bitcode, so what the app never reaches is left out.
set(sdl_src ${FLAGFALL_SDL2_SOURCE}/src)

# SDL's public headers include "SDL_config.h" from their own folder, so they are staged in the
# build tree with the project's configuration in its place.
set(FLAGFALL_SDL2_INCLUDE ${CMAKE_BINARY_DIR}/sdl2/include/SDL2)
file(COPY ${FLAGFALL_SDL2_SOURCE}/include/ DESTINATION ${FLAGFALL_SDL2_INCLUDE}
     FILES_MATCHING PATTERN "*.h" PATTERN "SDL_config.h" EXCLUDE)
configure_file(${CMAKE_CURRENT_LIST_DIR}/sdl2/SDL_config.h ${FLAGFALL_SDL2_INCLUDE}/SDL_config.h COPYONLY)

set(sdl_folders atomic audio cpuinfo dynapi events file haptic hidapi joystick libm locale misc
    power render render/* sensor stdlib thread timer video video/yuv2rgb video/emscripten
    audio/dummy filesystem/dummy haptic/dummy joystick/dummy loadso/dummy locale/dummy misc/dummy
    sensor/dummy thread/generic timer/unix)
set(sdl_globs ${sdl_src}/*.c)
foreach(folder IN LISTS sdl_folders)
  list(APPEND sdl_globs ${sdl_src}/${folder}/*.c)
endforeach()
file(GLOB sdl_sources ${sdl_globs})

# The app draws with WebGL and shows only the browser's own cursors, so the Emscripten video
# driver's software framebuffer and its cursors made from pictures are never used; copies that do
# not offer them let the linker leave out SDL's surfaces and blitters (about 4 KB gzip).
set(sdl_video ${sdl_src}/video/emscripten)
flagfall_changed_copy(${FLAGFALL_SDL2_SOURCE} src/video/emscripten/SDL_emscriptenvideo.c
  "    device->CreateWindowFramebuffer = Emscripten_CreateWindowFramebuffer;
    device->UpdateWindowFramebuffer = Emscripten_UpdateWindowFramebuffer;
    device->DestroyWindowFramebuffer = Emscripten_DestroyWindowFramebuffer;"
  "    /* Flagfall: no software framebuffer */"
  "the video driver's framebuffer functions"
  # The page's style sheet sizes the canvas, and web/bootstrap.js makes its WebGL2 context at that
  # size: without the probe (the canvas set to 1x1 to see whether CSS sizes it), the window is
  # made at the size the canvas already has, and its drawing buffer is allocated once, not thrice.
  "    emscripten_set_canvas_element_size(wdata->canvas_id, 1, 1);"
  "    /* Flagfall: no 1x1 probe; page.css sizes the canvas */"
  "the window's 1x1 canvas probe")
flagfall_changed_copy(${FLAGFALL_SDL2_SOURCE} src/video/emscripten/SDL_emscriptenmouse.c
  "mouse->CreateCursor         = Emscripten_CreateCursor;"
  "/* Flagfall: no cursors from pictures */"
  "the mouse's CreateCursor")
# Nor does anything look up a GL function by name (ImGui's WebGL2 backend calls them directly):
# without eglGetProcAddress, Emscripten's table of every GL function, and the JavaScript of those
# the app never calls, are left out.
flagfall_changed_copy(${FLAGFALL_SDL2_SOURCE} src/video/emscripten/SDL_emscriptenopengles.c
  "_this->egl_data->eglGetProcAddress = (void *(EGLAPIENTRY *)(const char *)) eglGetProcAddress;"
  "_this->egl_data->eglGetProcAddress = NULL;  /* Flagfall: no GL lookups by name */"
  "the EGL loader's eglGetProcAddress")
# SDL logs each event it queues when the SDL_EVENT_LOGGING hint asks it to, which the app never
# does; the copy never logs them, so the logger (a description of every event type, about 2 KB
# gzip) is left out. Nor does the app read SDL's gestures (SDL_MULTIGESTURE, $1 gestures: it reads
# the touches themselves), so the copy feeds no event to the recogniser (about 1 KB gzip).
flagfall_changed_copy(${FLAGFALL_SDL2_SOURCE} src/events/SDL_events.c
  "    if (SDL_EventLoggingVerbosity > 0) {
        SDL_LogEvent(event);
    }"
  "    /* Flagfall: events are never logged */"
  "the event logging in SDL_AddEvent()"
  "    SDL_GestureProcessEvent(event);\n"
  "    /* Flagfall: no gestures recognised */\n"
  "the gesture recognition in SDL_PushEvent()")
set(sdl_events_copy ${CMAKE_BINARY_DIR}/changed/SDL2-2.26.5/src/events/SDL_events.c)
list(REMOVE_ITEM sdl_sources ${sdl_src}/events/SDL_events.c)
list(APPEND sdl_sources ${sdl_events_copy})
set_source_files_properties(${sdl_events_copy} PROPERTIES INCLUDE_DIRECTORIES ${sdl_src}/events)
set(sdl_changed_files SDL_emscriptenvideo.c SDL_emscriptenmouse.c SDL_emscriptenopengles.c)
foreach(file IN LISTS sdl_changed_files)
  set(copy ${CMAKE_BINARY_DIR}/changed/SDL2-2.26.5/src/video/emscripten/${file})
  list(REMOVE_ITEM sdl_sources ${sdl_video}/${file})
  list(APPEND sdl_sources ${copy})
  # Its includes are relative to the original folder.
  set_source_files_properties(${copy} PROPERTIES INCLUDE_DIRECTORIES ${sdl_video})
endforeach()

add_library(sdl2_wasm STATIC ${sdl_sources})
# Its small C files go sixteen to a batch (each batch one emcc start-up). SDL's maths library
# repeats fdlibm's file-level constants (zero, one, huge...) in every file, so it stays apart.
set_target_properties(sdl2_wasm PROPERTIES UNITY_BUILD_BATCH_SIZE 16)
file(GLOB sdl_libm ${sdl_src}/libm/*.c)
set_source_files_properties(${sdl_libm} PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
# Not SYSTEM: -I puts it ahead of Emscripten's own SDL 1 headers in its sysroot.
target_include_directories(sdl2_wasm PUBLIC ${FLAGFALL_SDL2_INCLUDE})
target_compile_definitions(sdl2_wasm PRIVATE SDL_STATIC_LIB USING_GENERATED_CONFIG_H SDL_LEAN_AND_MEAN=1)
target_compile_options(sdl2_wasm PRIVATE -idirafter ${sdl_src}/video/khronos -fno-strict-aliasing
                       -fvisibility=hidden -w)
