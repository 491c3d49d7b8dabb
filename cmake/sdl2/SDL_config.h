/* SDL2 as the browser build compiles it (cmake/sdl2_wasm.cmake): SDL's own configuration for
   Emscripten, less every subsystem the app does not use. The app needs video (WebGL2 through
   EGL), events and timers; audio, joysticks, sensors, shared objects, the 2D renderer, power,
   the file system, locale and URLs are compiled as SDL's "disabled" stubs. This file stands in
   for SDL_config.h, which every SDL source and header includes. */
#ifndef FLAGFALL_SDL_CONFIG_H
#define FLAGFALL_SDL_CONFIG_H

#include "SDL_config_emscripten.h"

/* What Emscripten's C library has beyond SDL's Emscripten list (SDL uses it, not its own copy). */
#define HAVE_FLOAT_H 1
#define HAVE_STDDEF_H 1
#define HAVE_INDEX 1
#define HAVE_RINDEX 1
#define HAVE_STRCASESTR 1
#define HAVE_FOPEN64 1
#define HAVE_POLL 1
#define HAVE__EXIT 1
#define HAVE_O_CLOEXEC 1

/* SDL's own small number parsing instead of the C library's: its strtod carries the C library's
   whole floating-point parsing (with 128-bit long double arithmetic on WebAssembly), which
   nothing else in the page uses. (SDL's own vsnprintf would bring iconv and its tables.) */
#undef HAVE_STRTOD
#undef HAVE_ATOF

#undef SDL_AUDIO_DRIVER_DISK
#undef SDL_AUDIO_DRIVER_EMSCRIPTEN
#undef SDL_JOYSTICK_EMSCRIPTEN
#undef SDL_LOADSO_DLOPEN
#undef SDL_POWER_EMSCRIPTEN
#undef SDL_FILESYSTEM_EMSCRIPTEN

#define SDL_ATOMIC_DISABLED 1
#define SDL_AUDIO_DISABLED 1
#define SDL_JOYSTICK_DISABLED 1
#define SDL_SENSOR_DISABLED 1
#define SDL_LOADSO_DISABLED 1
#define SDL_RENDER_DISABLED 1
#define SDL_POWER_DISABLED 1
#define SDL_FILESYSTEM_DISABLED 1
#define SDL_LOCALE_DISABLED 1
#define SDL_MISC_DISABLED 1

#define SDL_JOYSTICK_DUMMY 1
#define SDL_HAPTIC_DUMMY 1
#define SDL_LOADSO_DUMMY 1
#define SDL_FILESYSTEM_DUMMY 1
#define SDL_MISC_DUMMY 1
#define SDL_LOCALE_DUMMY 1

#endif
