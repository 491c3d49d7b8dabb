// The C library's formatting functions the browser build's third-party code calls, given the
// small formatter (platform/small_format.h) instead of the C library's own: Dear ImGui formats
// its windows' names with vsnprintf, SDL its error strings, and ImGui's WebGL backend prints a
// shader's compile error with fprintf (which the compiler may turn into fiprintf: no floats).
// Defined here, with every other name Emscripten's C library gives the same functions (its
// members define them together, so one left out would bring the member and a clash), they are
// linked in place of the library's, and with them goes the whole printf of the C library
// (docs/benchmarks.md, "First load"). Nothing of ours formats with them.
#include <cstdarg>
#include <cstdio>

#include "platform/small_format.h"

extern "C" {

int vsnprintf(char* __restrict out, std::size_t size, const char* __restrict format,
              std::va_list args) {
  return flagfall::platform::small_vsnprintf(out, size, format, args);
}
int vsniprintf(char*, std::size_t, const char*, std::va_list) __attribute__((alias("vsnprintf")));
int __small_vsnprintf(char*, std::size_t, const char*, std::va_list)
    __attribute__((alias("vsnprintf")));

int fprintf(FILE* __restrict file, const char* __restrict format, ...) {
  char line[512];
  std::va_list args;
  va_start(args, format);
  const int length = flagfall::platform::small_vsnprintf(line, sizeof line, format, args);
  va_end(args);
  std::fputs(line, file);
  return length;
}
int fiprintf(FILE*, const char*, ...) __attribute__((alias("fprintf")));
int __small_fprintf(FILE*, const char*, ...) __attribute__((alias("fprintf")));

}  // extern "C"
