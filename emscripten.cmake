# What the browser build needs: configure with `emcmake cmake -S . -B build/wasm` (scripts/build-wasm.sh
# does it). Fetches SDL2 and Dear ImGui from Debian's source packages, compiles SDL2 with the app
# (cmake/sdl2_wasm.cmake), subsets the UI fonts and compiles them in, and links the app as
# app.js + app.wasm.
include(${CMAKE_CURRENT_LIST_DIR}/cmake/debian_sources.cmake)

# The page's budget is 400 KB gzip: the browser build optimises all code for size (with the live
# clock and the trainer, -O3 made the page ~496 KB; -Oz ~435 KB, and nothing in the page is
# compute-bound). Link-time optimisation, no RTTI (nothing uses it) and emmalloc took it from
# ~454 KB to ~438 KB once the board set-up and study mode came in; at 439.9 KB, SDL2 cut to what
# the app uses (-53.3 KB), the fonts compiled in without a file system and cut to the characters
# drawn (-19.0 KB) and a leaner runtime (-1.7 KB) brought it to 365.9 KB. Later steps, each
# measured with scripts/bench-size.sh: the scenario bank fetched after the first frame, ImGui's
# own font left out and app.js minified by terser (382.5 KB); issue 13's and 14's screens
# (+34 KB); no game controller, no software framebuffer or picture cursors, no exceptions and no
# GL lookups by name (cmake/debian_sources.cmake, cmake/sdl2_wasm.cmake): 388.2 KB (app.wasm
# 363.0, app.js 15.5). scripts/size-report.sh shows what is largest. Native builds and the perft
# benchmark keep -O3.
set(CMAKE_CXX_FLAGS_RELEASE "-Oz -DNDEBUG -fno-rtti -fno-exceptions -flto")
set(CMAKE_C_FLAGS_RELEASE "-Oz -DNDEBUG -flto")

# Emscripten's sysroot must not see /usr/include: header-only Debian libraries get a folder of links.
set(FLAGFALL_WASM_INCLUDE ${FLAGFALL_DEPS_DIR}/wasm-include)
file(MAKE_DIRECTORY ${FLAGFALL_WASM_INCLUDE})

include(${CMAKE_CURRENT_LIST_DIR}/cmake/sdl2_wasm.cmake)
target_link_libraries(imgui PUBLIC sdl2_wasm)
target_compile_definitions(imgui PUBLIC IMGUI_IMPL_OPENGL_ES3)

# The UI font: DejaVu Sans (Debian fonts-dejavu-core) cut down to the glyphs the app draws (ASCII,
# the few other characters its texts use, typographic dashes and quotes for scenario texts),
# without hinting or layout tables, which ImGui does not read. Keep in step with kGlyphRanges in
# src/ui/fonts.cpp: the ctest font_coverage (scripts/check-font-coverage.py) fails when a text in
# src/ or assets/ uses a character outside either list.
set(FLAGFALL_FONT_UNICODES
  "U+0020-007E,U+00A1,U+00AA,U+00AB,U+00B7,U+00BA,U+00BB,U+00BD,U+00BF,U+00C1,U+00C9,U+00CD,U+00D1,U+00D3,U+00DA,U+00DC,U+00E1,U+00E9,U+00ED,U+00F1,U+00F3,U+00FA,U+00FC,U+2013-2014,U+2018-201D,U+2022,U+2026,U+2190-2193,U+2212,U+25B6,U+2654-265F,U+2691,U+2713,U+2717")
set(FLAGFALL_UI_FONT ${CMAKE_BINARY_DIR}/assets/ui-font.ttf)
add_custom_command(
  OUTPUT ${FLAGFALL_UI_FONT}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/assets
  COMMAND pyftsubset /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf --unicodes=${FLAGFALL_FONT_UNICODES}
          --layout-features= --no-hinting --desubroutinize --drop-tables+=GDEF,GPOS,GSUB,MATH --name-IDs=
          --output-file=${FLAGFALL_UI_FONT}
  DEPENDS ${CMAKE_CURRENT_LIST_DIR}/emscripten.cmake
  COMMENT "Subsetting DejaVu Sans for the UI")
# The clock faces' digits: DejaVu Sans Bold, digits, colon, point and space only.
# Keep in step with kDigitRanges in src/ui/fonts.cpp.
set(FLAGFALL_DIGITS_UNICODES "U+0020,U+002E-003A")
set(FLAGFALL_DIGITS_FONT ${CMAKE_BINARY_DIR}/assets/digits-font.ttf)
add_custom_command(
  OUTPUT ${FLAGFALL_DIGITS_FONT}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/assets
  COMMAND pyftsubset /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf --unicodes=${FLAGFALL_DIGITS_UNICODES}
          --layout-features= --no-hinting --desubroutinize --drop-tables+=GDEF,GPOS,GSUB,MATH --name-IDs=
          --output-file=${FLAGFALL_DIGITS_FONT}
  DEPENDS ${CMAKE_CURRENT_LIST_DIR}/emscripten.cmake
  COMMENT "Subsetting DejaVu Sans Bold digits for the clock")
# Both fonts are compiled into the app as byte arrays (src/platform/font_data.h): no file system,
# no package to load.
set(FLAGFALL_FONT_DATA_CPP ${CMAKE_BINARY_DIR}/generated/font_data.cpp)
add_custom_command(
  OUTPUT ${FLAGFALL_FONT_DATA_CPP}
  COMMAND ${CMAKE_COMMAND} "-DINPUTS=${FLAGFALL_UI_FONT}\;${FLAGFALL_DIGITS_FONT}"
          "-DNAMES=kUiFont\;kDigitsFont" -DNAMESPACE=flagfall::platform
          -DHEADER=platform/font_data.h -DOUT=${FLAGFALL_FONT_DATA_CPP}
          -P ${CMAKE_CURRENT_LIST_DIR}/cmake/embed_bytes.cmake
  DEPENDS ${FLAGFALL_UI_FONT} ${FLAGFALL_DIGITS_FONT} ${CMAKE_CURRENT_LIST_DIR}/cmake/embed_bytes.cmake
  COMMENT "Compiling the fonts into the app")
add_custom_target(font_data DEPENDS ${FLAGFALL_FONT_DATA_CPP})

set(FLAGFALL_WASM_LINK_OPTIONS
  # Binaryen inlines a function with one caller into it whatever its size; V8 compiles each
  # function when first called, so every screen's drawing, inlined into one 61 KB function, was
  # compiled whole for the first frame (about 55 ms at a phone's speed). Large ones stay apart:
  # the page is also 1 KB smaller (docs/offline.md, "Start-up").
  -Oz -flto -sBINARYEN_EXTRA_PASSES=--one-caller-inline-max-function-size=200 -sUSE_WEBGL2=1 -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2
  -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=web -sEXIT_RUNTIME=0 -sMALLOC=emmalloc
  # Nothing reads or writes files: fonts and the scenario bank are compiled in, saved data goes
  # to the page's localStorage and exports to a download, both through the JS bridge.
  -sFILESYSTEM=0
  # Smaller runtime, nothing the app uses: TextDecoder always (every WebGL2 browser has it), no
  # eval or new Function (also what a strict Content-Security-Policy asks), no setjmp/longjmp, no
  # GLES-style version and extension strings (ImGui asks WebGL2 for numbers), no GL error
  # tracking or WebGL1 uniform pools, no deferred fullscreen/pointer-lock requests, and only the
  # Module fields web/bootstrap.js sets.
  -sTEXTDECODER=2 -sDYNAMIC_EXECUTION=0 -sSUPPORT_LONGJMP=0
  -sGL_EMULATE_GLES_VERSION_STRING_FORMAT=0 -sGL_EXTENSIONS_IN_PREFIXED_FORMAT=0
  -sGL_TRACK_ERRORS=0 -sGL_POOL_TEMP_BUFFERS=0 -sHTML5_SUPPORT_DEFERRING_USER_SENSITIVE_REQUESTS=0
  # No WebGL extension turned on at start: ImGui needs none beyond WebGL2, and Emscripten's
  # default asks the browser for every one it offers (about 30 calls to the GPU process).
  -sGL_SUPPORT_AUTOMATIC_ENABLE_EXTENSIONS=0
  -sINCOMING_MODULE_JS_API=canvas,instantiateWasm,onRuntimeInitialized,print,printErr,onAbort
  -sEXPORTED_FUNCTIONS=_main,_flagfall_state_json,_flagfall_text_entered,_flagfall_activate,_flagfall_pieces_loaded,_malloc,_free
  -sEXPORTED_RUNTIME_METHODS=UTF8ToString,stringToUTF8,lengthBytesUTF8
  # Function names for scripts/size-report.sh, in a file beside app.wasm (moved out of the site).
  --emit-symbol-map)
