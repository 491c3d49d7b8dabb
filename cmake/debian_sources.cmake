# Third-party sources come from Debian's source packages, fetched at configure time into
# .deps/ (ignored by git, reused by every later build). scripts/setup.sh makes sure the
# deb-src entry and dpkg-dev exist.
# First: it sets FLAGFALL_DEPS_DIR, which the paths below are in (a build folder configured before
# has it in its cache; a fresh one does not).
include(${CMAKE_CURRENT_LIST_DIR}/fetch_debian_source.cmake)

set(FLAGFALL_SDL2_SOURCE ${FLAGFALL_DEPS_DIR}/src/SDL2-2.26.5)
set(FLAGFALL_IMGUI_SOURCE ${FLAGFALL_DEPS_DIR}/src/imgui-1.86)
set(FLAGFALL_QRCODEGEN_SOURCE ${FLAGFALL_DEPS_DIR}/src/qr-code-generator-1.8.0)

flagfall_fetch_debian_source(libsdl2 "libsdl2_2.26.5*.orig.tar.gz" ${FLAGFALL_SDL2_SOURCE} CMakeLists.txt)
flagfall_fetch_debian_source(imgui "imgui_1.86*.orig.tar.xz" ${FLAGFALL_IMGUI_SOURCE} imgui.cpp)
flagfall_fetch_debian_source(qr-code-generator "qr-code-generator_1.8.0*.orig.tar.gz"
                             ${FLAGFALL_QRCODEGEN_SOURCE} c/qrcodegen.c)

include(${CMAKE_CURRENT_LIST_DIR}/changed_copy.cmake)

# ImGui puts its own font (ProggyClean, about 9 KB gzip of base85 data) into any font atlas built
# without one. The app always adds its fonts first, so the copy's Build() asserts that instead;
# nothing then reaches the default font.
# Text drawn straight into a draw list in a font of another atlas (the app's titles and digits
# have their own) came out garbled: ImGui drew it from the current texture and only asserted, in
# debug builds, that it was the font's. In the copy, AddText draws such text from its font's own
# atlas, so no caller can get this wrong.
flagfall_changed_copy(${FLAGFALL_IMGUI_SOURCE} imgui_draw.cpp
  "if (ConfigData.Size == 0)\n        AddFontDefault();"
  "IM_ASSERT(ConfigData.Size > 0 && \"the app adds its fonts before building\");"
  "the default-font fallback in ImFontAtlas::Build()"
  "    IM_ASSERT(font->ContainerAtlas->TexID == _CmdHeader.TextureId);  // Use high-level ImGui::PushFont() or low-level ImDrawList::PushTextureId() to change font."
  "    if (font->ContainerAtlas->TexID != _CmdHeader.TextureId)  // Flagfall: a font of another atlas\n    {\n        PushTextureID(font->ContainerAtlas->TexID);\n        AddText(font, font_size, pos, col, text_begin, text_end, wrap_width, cpu_fine_clip_rect);\n        PopTextureID();\n        return;\n    }"
  "the texture check in ImDrawList::AddText()")
# ImGui's copy of stb_truetype reads CFF (PostScript-outline) fonts as well as TrueType ones. The
# app's fonts are DejaVu subsets with TrueType outlines, compiled in, so the copy refuses a font
# without them (ImGui would then stop at its own assert) and never reaches the CFF charstring
# interpreter, which the linker cannot see is unused (about 2 KB gzip). The copy of
# imgui_draw.cpp includes this copy of the header, which sits beside it.
flagfall_changed_copy(${FLAGFALL_IMGUI_SOURCE} imstb_truetype.h
  "   if (info->glyf) {\n      // required for truetype\n      if (!info->loca) return 0;\n   } else {"
  "   if (!info->glyf || !info->loca) return 0;  // Flagfall: TrueType outlines only\n   if (0) {"
  "the CFF branch of stbtt_InitFont_internal()"
  "   if (info->cff.size) {\n      stbtt__GetGlyphInfoT2(info, glyph_index, x0, y0, x1, y1);\n   } else {"
  "   {  // Flagfall: TrueType outlines only"
  "the CFF branch of stbtt_GetGlyphBox()"
  "   if (info->cff.size)\n      return stbtt__GetGlyphInfoT2(info, glyph_index, NULL, NULL, NULL, NULL) == 0;\n"
  ""
  "the CFF branch of stbtt_IsGlyphEmpty()"
  "   if (!info->cff.size)\n      return stbtt__GetGlyphShapeTT(info, glyph_index, pvertices);\n   else\n      return stbtt__GetGlyphShapeT2(info, glyph_index, pvertices);"
  "   return stbtt__GetGlyphShapeTT(info, glyph_index, pvertices);  // Flagfall: TrueType outlines only"
  "the CFF branch of stbtt_GetGlyphShape()")
# The SDL2 backend polls a game controller for ImGui's gamepad navigation, which the app never
# turns on; in the copy there is never a controller, so SDL's game controller code and its
# mapping database (about 5 KB gzip) are left out.
flagfall_changed_copy(${FLAGFALL_IMGUI_SOURCE} backends/imgui_impl_sdl.cpp
  "SDL_GameController* game_controller = SDL_GameControllerOpen(0);"
  "SDL_GameController* game_controller = NULL;  // Flagfall: no gamepad navigation"
  "the game controller in ImGui_ImplSDL2_UpdateGamepads()")
# The OpenGL3 backend saves every piece of GL state it changes before drawing and puts it back
# after: about twenty glGetIntegerv/glIsEnabled calls a frame, each a round trip to the browser's
# GPU process that also waits for all the drawing before it (the first frame's font upload, too).
# The app owns its WebGL context and sets what it needs itself, so the copy reads nothing back; it
# only turns the scissor test off again after drawing, which the next frame's glClear relies on.
flagfall_changed_copy(${FLAGFALL_IMGUI_SOURCE} backends/imgui_impl_opengl3.cpp
  [==[
    // Backup GL state
    GLenum last_active_texture; glGetIntegerv(GL_ACTIVE_TEXTURE, (GLint*)&last_active_texture);
    glActiveTexture(GL_TEXTURE0);
    GLuint last_program; glGetIntegerv(GL_CURRENT_PROGRAM, (GLint*)&last_program);
    GLuint last_texture; glGetIntegerv(GL_TEXTURE_BINDING_2D, (GLint*)&last_texture);
#ifdef IMGUI_IMPL_OPENGL_MAY_HAVE_BIND_SAMPLER
    GLuint last_sampler; if (bd->GlVersion >= 330) { glGetIntegerv(GL_SAMPLER_BINDING, (GLint*)&last_sampler); } else { last_sampler = 0; }
#endif
    GLuint last_array_buffer; glGetIntegerv(GL_ARRAY_BUFFER_BINDING, (GLint*)&last_array_buffer);
#ifdef IMGUI_IMPL_OPENGL_USE_VERTEX_ARRAY
    GLuint last_vertex_array_object; glGetIntegerv(GL_VERTEX_ARRAY_BINDING, (GLint*)&last_vertex_array_object);
#endif
#ifdef IMGUI_IMPL_HAS_POLYGON_MODE
    GLint last_polygon_mode[2]; glGetIntegerv(GL_POLYGON_MODE, last_polygon_mode);
#endif
    GLint last_viewport[4]; glGetIntegerv(GL_VIEWPORT, last_viewport);
    GLint last_scissor_box[4]; glGetIntegerv(GL_SCISSOR_BOX, last_scissor_box);
    GLenum last_blend_src_rgb; glGetIntegerv(GL_BLEND_SRC_RGB, (GLint*)&last_blend_src_rgb);
    GLenum last_blend_dst_rgb; glGetIntegerv(GL_BLEND_DST_RGB, (GLint*)&last_blend_dst_rgb);
    GLenum last_blend_src_alpha; glGetIntegerv(GL_BLEND_SRC_ALPHA, (GLint*)&last_blend_src_alpha);
    GLenum last_blend_dst_alpha; glGetIntegerv(GL_BLEND_DST_ALPHA, (GLint*)&last_blend_dst_alpha);
    GLenum last_blend_equation_rgb; glGetIntegerv(GL_BLEND_EQUATION_RGB, (GLint*)&last_blend_equation_rgb);
    GLenum last_blend_equation_alpha; glGetIntegerv(GL_BLEND_EQUATION_ALPHA, (GLint*)&last_blend_equation_alpha);
    GLboolean last_enable_blend = glIsEnabled(GL_BLEND);
    GLboolean last_enable_cull_face = glIsEnabled(GL_CULL_FACE);
    GLboolean last_enable_depth_test = glIsEnabled(GL_DEPTH_TEST);
    GLboolean last_enable_stencil_test = glIsEnabled(GL_STENCIL_TEST);
    GLboolean last_enable_scissor_test = glIsEnabled(GL_SCISSOR_TEST);
#ifdef IMGUI_IMPL_OPENGL_MAY_HAVE_PRIMITIVE_RESTART
    GLboolean last_enable_primitive_restart = (bd->GlVersion >= 310) ? glIsEnabled(GL_PRIMITIVE_RESTART) : GL_FALSE;
#endif
]==]
  [==[
    // Flagfall: no GL state read back (the app sets what it needs itself)
    glActiveTexture(GL_TEXTURE0);
]==]
  "the GL state backup in ImGui_ImplOpenGL3_RenderDrawData()"
  [==[
    // Restore modified GL state
    glUseProgram(last_program);
    glBindTexture(GL_TEXTURE_2D, last_texture);
#ifdef IMGUI_IMPL_OPENGL_MAY_HAVE_BIND_SAMPLER
    if (bd->GlVersion >= 330)
        glBindSampler(0, last_sampler);
#endif
    glActiveTexture(last_active_texture);
#ifdef IMGUI_IMPL_OPENGL_USE_VERTEX_ARRAY
    glBindVertexArray(last_vertex_array_object);
#endif
    glBindBuffer(GL_ARRAY_BUFFER, last_array_buffer);
    glBlendEquationSeparate(last_blend_equation_rgb, last_blend_equation_alpha);
    glBlendFuncSeparate(last_blend_src_rgb, last_blend_dst_rgb, last_blend_src_alpha, last_blend_dst_alpha);
    if (last_enable_blend) glEnable(GL_BLEND); else glDisable(GL_BLEND);
    if (last_enable_cull_face) glEnable(GL_CULL_FACE); else glDisable(GL_CULL_FACE);
    if (last_enable_depth_test) glEnable(GL_DEPTH_TEST); else glDisable(GL_DEPTH_TEST);
    if (last_enable_stencil_test) glEnable(GL_STENCIL_TEST); else glDisable(GL_STENCIL_TEST);
    if (last_enable_scissor_test) glEnable(GL_SCISSOR_TEST); else glDisable(GL_SCISSOR_TEST);
#ifdef IMGUI_IMPL_OPENGL_MAY_HAVE_PRIMITIVE_RESTART
    if (bd->GlVersion >= 310) { if (last_enable_primitive_restart) glEnable(GL_PRIMITIVE_RESTART); else glDisable(GL_PRIMITIVE_RESTART); }
#endif

#ifdef IMGUI_IMPL_HAS_POLYGON_MODE
    glPolygonMode(GL_FRONT_AND_BACK, (GLenum)last_polygon_mode[0]);
#endif
    glViewport(last_viewport[0], last_viewport[1], (GLsizei)last_viewport[2], (GLsizei)last_viewport[3]);
    glScissor(last_scissor_box[0], last_scissor_box[1], (GLsizei)last_scissor_box[2], (GLsizei)last_scissor_box[3]);
]==]
  [==[
    // Flagfall: the next frame's glClear must not be clipped
    glDisable(GL_SCISSOR_TEST);
]==]
  "the GL state restore in ImGui_ImplOpenGL3_RenderDrawData()"
  # The two version numbers are read without sscanf (see the settings handlers below).
  "#include \"imgui_impl_opengl3.h\"\n#include <stdio.h>"
  "#include \"imgui_impl_opengl3.h\"\n#include <stdio.h>\n#include <stdlib.h>  // Flagfall: atoi"
  "the backend's includes"
  "sscanf(gl_version, \"%d.%d\", &major, &minor);"
  "major = atoi(gl_version);  // Flagfall: not reached, WebGL2 answers GL_MAJOR_VERSION"
  "the GL version string's parse in ImGui_ImplOpenGL3_Init()"
  "sscanf(bd->GlslVersionString, \"#version %d\", &glsl_version);"
  "glsl_version = atoi(bd->GlslVersionString + 9);  // Flagfall: \"#version 300 es\""
  "the GLSL version's parse in ImGui_ImplOpenGL3_CreateDeviceObjects()")
# ImGui reads its windows' and tables' positions from an .ini text with sscanf, which pulls the
# whole scanf family into the page (about 2 KB gzip). The app keeps no .ini (io.IniFilename is
# null, so ImGui never reads one): the copies register their settings handlers without the
# functions that read a line, and nothing calls sscanf any more.
# Every window the app opens is one that cannot be resized by hand (NoDecoration or NoResize, and
# child windows always), so ImGui::Begin's manual resize (grips, borders, the gamepad's resize)
# returns at its first line; the copy does not call it, and its 2 KB of code leave the page.
flagfall_changed_copy(${FLAGFALL_IMGUI_SOURCE} imgui.cpp
  "ini_handler.ReadLineFn = WindowSettingsHandler_ReadLine;"
  "ini_handler.ReadLineFn = NULL;  // Flagfall: no .ini is ever read"
  "the window settings handler's line reader in ImGui::Initialize()"
  "            if (UpdateWindowManualResize(window, size_auto_fit, &border_held, resize_grip_count, &resize_grip_col[0], visibility_rect))"
  "            if (false)  // Flagfall: no window of the app can be resized by hand"
  "the manual resize in ImGui::Begin()"
  # Nor does the app ask ImGui to draw a mouse cursor of its own, or draw in the old columns API.
  "        if (g.IO.MouseDrawCursor && first_render_of_frame)\n            RenderMouseCursor("
  "        if (false)  // Flagfall: the browser draws the cursor\n            RenderMouseCursor("
  "the software mouse cursor in ImGui::Render()"
  "    if (window->DC.CurrentColumns)\n        EndColumns();"
  "    // Flagfall: the app draws no columns"
  "the columns' end in ImGui::End()"
  # ImGui's window list on Ctrl+Tab and its Alt key to the menu layer: a browser keeps Ctrl+Tab
  # for its own tabs, and the app has one window with no menu bar, where Alt would only take the
  # keyboard focus somewhere with nothing to focus.
  "    // Update CTRL+TAB and Windowing features (hold Square to move/resize/etc.)\n    NavUpdateWindowing();"
  "    // Flagfall: no Ctrl+Tab window list and no Alt to a menu layer"
  "the windowing keys in ImGui::NavUpdate()"
  "    if (g.NavWindowingTarget != NULL)\n        NavUpdateWindowingOverlay();"
  "    // Flagfall: no Ctrl+Tab window list"
  "the window list's overlay in ImGui::NavEndFrame()")
flagfall_changed_copy(${FLAGFALL_IMGUI_SOURCE} imgui_tables.cpp
  "ini_handler.ReadOpenFn = TableSettingsHandler_ReadOpen;\n    ini_handler.ReadLineFn = TableSettingsHandler_ReadLine;"
  "ini_handler.ReadOpenFn = NULL;  // Flagfall: no .ini is ever read\n    ini_handler.ReadLineFn = NULL;"
  "the table settings handler's readers in TableSettingsInstallHandler()"
  "ini_handler.WriteAllFn = TableSettingsHandler_WriteAll;"
  "ini_handler.WriteAllFn = NULL;  // Flagfall: no .ini is ever written"
  "the table settings handler's writer in TableSettingsInstallHandler()")
set(FLAGFALL_IMGUI_CHANGED ${CMAKE_BINARY_DIR}/changed/imgui-1.86)

# Dear ImGui with the SDL2 and OpenGL3 (WebGL2 / GLSL 300 es) backends, compiled with the app.
add_library(imgui STATIC
  ${FLAGFALL_IMGUI_CHANGED}/imgui.cpp
  ${FLAGFALL_IMGUI_CHANGED}/imgui_draw.cpp
  ${FLAGFALL_IMGUI_SOURCE}/imgui_widgets.cpp
  ${FLAGFALL_IMGUI_CHANGED}/imgui_tables.cpp
  ${FLAGFALL_IMGUI_CHANGED}/backends/imgui_impl_sdl.cpp
  ${FLAGFALL_IMGUI_CHANGED}/backends/imgui_impl_opengl3.cpp)
# Six large files: compiled one by one, side by side.
set_target_properties(imgui PROPERTIES UNITY_BUILD OFF)
target_include_directories(imgui SYSTEM PUBLIC ${FLAGFALL_IMGUI_SOURCE} ${FLAGFALL_IMGUI_SOURCE}/backends)
target_compile_definitions(imgui PUBLIC IMGUI_DISABLE_OBSOLETE_FUNCTIONS IMGUI_DISABLE_DEMO_WINDOWS
                                        IMGUI_DISABLE_FILE_FUNCTIONS
                                        IMGUI_DISABLE_METRICS_WINDOW)

# The chess pieces: Colin M.L. Burnett's set ("cburnett", the one lichess and Wikipedia show), as
# SVG from Debian's pychess package (binary; only its pieces/cburnett folder and its copyright are
# kept). Rasterised into one atlas per display density by src/platform/CMakeLists.txt.
set(FLAGFALL_PIECES_SOURCE ${FLAGFALL_DEPS_DIR}/src/pychess-pieces)
set(FLAGFALL_PIECES_SVG_DIR ${FLAGFALL_PIECES_SOURCE}/usr/share/pychess/pieces/cburnett)
function(flagfall_fetch_piece_set)
  if(EXISTS ${FLAGFALL_PIECES_SVG_DIR}/wk.svg)
    return()
  endif()
  file(MAKE_DIRECTORY ${FLAGFALL_DEPS_DIR})
  file(LOCK ${FLAGFALL_DEPS_DIR}/fetch-pychess.lock GUARD FUNCTION TIMEOUT 1800)
  if(EXISTS ${FLAGFALL_PIECES_SVG_DIR}/wk.svg)
    return()
  endif()
  set(downloads ${FLAGFALL_DEPS_DIR}/downloads)
  file(MAKE_DIRECTORY ${downloads})
  file(GLOB deb ${downloads}/pychess_*_all.deb)
  if(NOT deb)
    message(STATUS "Fetching Debian package pychess (for its cburnett piece set)")
    execute_process(COMMAND apt-get download pychess WORKING_DIRECTORY ${downloads}
                    RESULT_VARIABLE result OUTPUT_QUIET ERROR_QUIET)
    file(GLOB deb ${downloads}/pychess_*_all.deb)
    if(NOT result EQUAL 0 OR NOT deb)
      message(FATAL_ERROR "Could not fetch the Debian package 'pychess' (apt-get download).")
    endif()
  endif()
  list(GET deb 0 deb)
  file(REMOVE_RECURSE ${FLAGFALL_PIECES_SOURCE})
  file(MAKE_DIRECTORY ${FLAGFALL_PIECES_SOURCE})
  execute_process(COMMAND dpkg-deb --fsys-tarfile ${deb}
                  COMMAND tar -x -C ${FLAGFALL_PIECES_SOURCE} ./usr/share/pychess/pieces/cburnett
                          ./usr/share/doc/pychess/copyright
                  RESULT_VARIABLE result)
  if(NOT result EQUAL 0 OR NOT EXISTS ${FLAGFALL_PIECES_SVG_DIR}/wk.svg)
    message(FATAL_ERROR "The pychess package holds no pieces/cburnett set")
  endif()
endfunction()
flagfall_fetch_piece_set()

# Nayuki's QR code generator, its C library, for the set-up link's code (src/session/qr_matrix.cpp;
# the C++ one would bring iostreams and exceptions into the page). Native builds link Debian's
# libqrcodegen-dev instead, the same code.
add_library(qrcodegen STATIC ${FLAGFALL_QRCODEGEN_SOURCE}/c/qrcodegen.c)
target_include_directories(qrcodegen SYSTEM PUBLIC ${FLAGFALL_QRCODEGEN_SOURCE}/c)
