#pragma once

#include <cstddef>

// The UI's fonts, compiled into the app (emscripten.cmake subsets DejaVu Sans and generates the
// arrays with cmake/embed_bytes.cmake), so loading them needs no file system.
namespace flagfall::platform {

extern const unsigned char kUiFont[];
extern const std::size_t kUiFont_size;
extern const unsigned char kDigitsFont[];
extern const std::size_t kDigitsFont_size;

}  // namespace flagfall::platform
