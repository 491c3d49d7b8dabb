# What the browser build needs: configure with `emcmake cmake -S . -B build/wasm` (scripts/build-wasm.sh
# does it). Fetches SDL2 and Dear ImGui from Debian's source packages, builds SDL2 for WebAssembly
# once into .deps/sdl2-wasm, subsets the UI font, and links the app as app.js + app.wasm.
include(${CMAKE_CURRENT_LIST_DIR}/cmake/debian_sources.cmake)

# The page's budget is 450 KB gzip: the browser build optimises all code for size (with the live
# clock and the trainer, -O3 made the page ~496 KB; -Oz ~435 KB, and nothing in the page is
# compute-bound). Link-time optimisation, no RTTI (nothing uses it) and emmalloc take it from
# ~454 KB to ~438 KB once the board set-up and study mode came in. Native builds and the perft
# benchmark keep -O3.
set(CMAKE_CXX_FLAGS_RELEASE "-Oz -DNDEBUG -fno-rtti -flto")
set(CMAKE_C_FLAGS_RELEASE "-Oz -DNDEBUG -flto")

# Emscripten's sysroot must not see /usr/include: header-only Debian libraries get a folder of links.
set(FLAGFALL_WASM_INCLUDE ${FLAGFALL_DEPS_DIR}/wasm-include)
file(MAKE_DIRECTORY ${FLAGFALL_WASM_INCLUDE})
if(NOT EXISTS ${FLAGFALL_WASM_INCLUDE}/nlohmann)
  file(CREATE_LINK /usr/include/nlohmann ${FLAGFALL_WASM_INCLUDE}/nlohmann SYMBOLIC)
endif()

# SDL2 for WebAssembly (Debian's Emscripten has a frozen port cache, so -sUSE_SDL=2 cannot download).
set(FLAGFALL_SDL2_WASM ${FLAGFALL_DEPS_DIR}/sdl2-wasm)
if(NOT EXISTS ${FLAGFALL_SDL2_WASM}/lib/libSDL2.a)
  # Builds sharing one .deps take turns: the first builds SDL2, the others then find it built.
  file(LOCK ${FLAGFALL_DEPS_DIR}/sdl2-wasm.lock TIMEOUT 1800)
endif()
if(NOT EXISTS ${FLAGFALL_SDL2_WASM}/lib/libSDL2.a)
  message(STATUS "Building SDL2 for WebAssembly into ${FLAGFALL_SDL2_WASM} (about a minute, once)")
  set(sdl_build ${FLAGFALL_DEPS_DIR}/build-sdl2-wasm)
  file(REMOVE_RECURSE ${sdl_build})
  execute_process(
    COMMAND emcmake cmake -S ${FLAGFALL_SDL2_SOURCE} -B ${sdl_build} -DSDL_SHARED=OFF -DSDL_STATIC=ON
            -DSDL_TEST=OFF -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=${FLAGFALL_SDL2_WASM}
    COMMAND_ERROR_IS_FATAL ANY OUTPUT_QUIET)
  include(ProcessorCount)
  ProcessorCount(cores)
  execute_process(COMMAND ${CMAKE_COMMAND} --build ${sdl_build} -j${cores} COMMAND_ERROR_IS_FATAL ANY OUTPUT_QUIET)
  execute_process(COMMAND ${CMAKE_COMMAND} --install ${sdl_build} COMMAND_ERROR_IS_FATAL ANY OUTPUT_QUIET)
endif()
file(LOCK ${FLAGFALL_DEPS_DIR}/sdl2-wasm.lock RELEASE)
add_library(sdl2_wasm INTERFACE)
# Not SYSTEM: -I puts it ahead of Emscripten's own SDL 1 headers in its sysroot.
target_include_directories(sdl2_wasm INTERFACE ${FLAGFALL_SDL2_WASM}/include/SDL2)
target_link_libraries(sdl2_wasm INTERFACE ${FLAGFALL_SDL2_WASM}/lib/libSDL2.a)
target_link_libraries(imgui PUBLIC sdl2_wasm)
target_compile_definitions(imgui PUBLIC IMGUI_IMPL_OPENGL_ES3)

# The UI font: DejaVu Sans (Debian fonts-dejavu-core) cut down to the glyphs the app draws.
# Keep in step with the glyph ranges in src/app/fonts.cpp.
set(FLAGFALL_FONT_UNICODES
  "U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201D,U+2022,U+2026,U+2190-2193,U+2212,U+2654-265F,U+25B2-25BC,U+2691,U+2713,U+2717")
set(FLAGFALL_UI_FONT ${CMAKE_BINARY_DIR}/assets/ui-font.ttf)
add_custom_command(
  OUTPUT ${FLAGFALL_UI_FONT}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/assets
  COMMAND pyftsubset /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf --unicodes=${FLAGFALL_FONT_UNICODES}
          --layout-features= --no-hinting --desubroutinize --output-file=${FLAGFALL_UI_FONT}
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
          --layout-features= --no-hinting --desubroutinize --output-file=${FLAGFALL_DIGITS_FONT}
  DEPENDS ${CMAKE_CURRENT_LIST_DIR}/emscripten.cmake
  COMMENT "Subsetting DejaVu Sans Bold digits for the clock")
add_custom_target(ui_font DEPENDS ${FLAGFALL_UI_FONT} ${FLAGFALL_DIGITS_FONT})

set(FLAGFALL_WASM_LINK_OPTIONS
  -Oz -flto -sUSE_WEBGL2=1 -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2
  -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=web -sEXIT_RUNTIME=0 -sMALLOC=emmalloc
  -sDYNAMIC_EXECUTION=0  # no eval or new Function: the page's Content-Security-Policy forbids them
  -sEXPORTED_FUNCTIONS=_main,_flagfall_state_json,_flagfall_text_entered,_malloc,_free
  -sEXPORTED_RUNTIME_METHODS=UTF8ToString,stringToUTF8,lengthBytesUTF8
  "SHELL:--embed-file ${FLAGFALL_UI_FONT}@/assets/ui-font.ttf"
  "SHELL:--embed-file ${FLAGFALL_DIGITS_FONT}@/assets/digits-font.ttf")
