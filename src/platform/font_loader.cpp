#include "platform/font_loader.h"

#include <SDL_opengles2.h>

#include <cstdint>
#include <string>

#include "platform/font_data.h"
#include "platform/frame_picture.h"
#include "ui/fonts.h"
#include "ui/home_screen.h"

namespace flagfall::platform {
namespace {

// A font atlas of the UI's own (the titles' or the digits'), as a texture ImGui draws with.
ImTextureID upload_atlas(const unsigned char* rgba, int width, int height, ImTextureID replaced) {
  if (replaced != nullptr) {
    const auto old = static_cast<GLuint>(reinterpret_cast<std::intptr_t>(replaced));
    glDeleteTextures(1, &old);
  }
  GLuint texture = 0;
  glGenTextures(1, &texture);
  glBindTexture(GL_TEXTURE_2D, texture);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
  glBindTexture(GL_TEXTURE_2D, 0);
  note_texture_upload();
  return reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(texture));
}

}  // namespace

bool load_fonts(float pixel_ratio, const char* only_characters) {
  const ui::FontFile body{kUiFont, kUiFont_size};
  const ui::FontFile digits{kDigitsFont, kDigitsFont_size};
  const std::string titles = ui::home_screen_titles();
  return ui::Fonts::load(body, digits, pixel_ratio, upload_atlas, titles.c_str(), only_characters);
}

}  // namespace flagfall::platform
