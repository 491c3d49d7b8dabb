#pragma once

namespace flagfall::platform {

// Loads the fonts compiled into the app (font_data.h) at `pixel_ratio` into the UI's fonts, with
// the GL texture uploads their own atlases need, the body with only `only_characters` if given
// (ui::Fonts::load). False if a font could not be read.
bool load_fonts(float pixel_ratio, const char* only_characters = nullptr);

}  // namespace flagfall::platform
