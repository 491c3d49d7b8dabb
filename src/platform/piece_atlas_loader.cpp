#include "platform/piece_atlas_loader.h"

#include <SDL_opengles2.h>
#include <emscripten.h>
#include <imgui.h>

#include <cstdint>

#include "platform/frame_picture.h"
#include "session/app/piece_atlas_density.h"
#include "ui/piece_atlas.h"

// The EM_JS body is JavaScript, which clang-format breaks (it turns === into == =).
// clang-format off

// Loads pieces-<density>x.png and hands it to WebGL as a texture, then to the app
// (flagfall_pieces_loaded in web_main.cpp, which calls piece_atlas_arrived).
EM_JS(void, js_load_piece_atlas, (int density), {
  const image = new Image();
  image.onload = () => {
    const texture = GLctx.createTexture();
    GLctx.bindTexture(GLctx.TEXTURE_2D, texture);
    GLctx.texParameteri(GLctx.TEXTURE_2D, GLctx.TEXTURE_MIN_FILTER, GLctx.LINEAR);
    GLctx.texParameteri(GLctx.TEXTURE_2D, GLctx.TEXTURE_MAG_FILTER, GLctx.LINEAR);
    GLctx.texParameteri(GLctx.TEXTURE_2D, GLctx.TEXTURE_WRAP_S, GLctx.CLAMP_TO_EDGE);
    GLctx.texParameteri(GLctx.TEXTURE_2D, GLctx.TEXTURE_WRAP_T, GLctx.CLAMP_TO_EDGE);
    GLctx.texImage2D(GLctx.TEXTURE_2D, 0, GLctx.RGBA, GLctx.RGBA, GLctx.UNSIGNED_BYTE, image);
    GLctx.bindTexture(GLctx.TEXTURE_2D, null);
    const id = GL.getNewId(GL.textures);
    texture.name = id;
    GL.textures[id] = texture;
    if (_flagfall_pieces_loaded(id, density)) window.flagfall.pieceAtlas = image.src.split('/').pop();
  };
  image.onerror = () => console.warn('Flagfall: the piece set could not be loaded; drawing glyphs');
  image.src = 'pieces-' + density + 'x.png';
});

// clang-format on

namespace flagfall::platform {
namespace {

int g_wanted = 0;  // the density asked for last (0: none yet)
int g_drawn = 0;   // the density the boards draw with (0: the font's glyphs)
GLuint g_texture = 0;

}  // namespace

void want_piece_atlas(float pixel_ratio) {
  const int density = session::piece_atlas_density(pixel_ratio);
  if (density == g_wanted) return;
  g_wanted = density;
  if (density != g_drawn) js_load_piece_atlas(density);
}

bool piece_atlas_arrived(unsigned texture, int density) {
  GLuint arrived = texture;
  if (density != g_wanted || density == g_drawn) {
    glDeleteTextures(1, &arrived);
    return false;
  }
  // The frame that drew with the old texture is on screen; the next one draws with the new.
  if (g_texture != 0) glDeleteTextures(1, &g_texture);
  g_texture = arrived;
  g_drawn = density;
  note_texture_upload();
  ui::set_piece_atlas(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(arrived)));
  return true;
}

}  // namespace flagfall::platform
