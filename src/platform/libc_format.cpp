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
int vsniprintf(char* out, std::size_t size, const char* format, std::va_list args) {
  return flagfall::platform::small_vsnprintf(out, size, format, args);
}
int __small_vsnprintf(char* out, std::size_t size, const char* format, std::va_list args) {
  return flagfall::platform::small_vsnprintf(out, size, format, args);
}

static int print_to(FILE* file, const char* format, std::va_list args) {
  char line[512];
  const int length = flagfall::platform::small_vsnprintf(line, sizeof line, format, args);
  std::fputs(line, file);
  return length;
}
int fprintf(FILE* __restrict file, const char* __restrict format, ...) {
  std::va_list args;
  va_start(args, format);
  const int length = print_to(file, format, args);
  va_end(args);
  return length;
}
int fiprintf(FILE* file, const char* format, ...) {
  std::va_list args;
  va_start(args, format);
  const int length = print_to(file, format, args);
  va_end(args);
  return length;
}
int __small_fprintf(FILE* file, const char* format, ...) {
  std::va_list args;
  va_start(args, format);
  const int length = print_to(file, format, args);
  va_end(args);
  return length;
}

}  // extern "C"
