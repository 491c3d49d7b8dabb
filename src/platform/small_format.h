#pragma once
// A small vsnprintf for the browser build: what Dear ImGui and SDL format (their window names
// and error strings: %s, %d, %08X and the like) without the C library's whole printf, whose
// floating-point formatting alone is 3 KB of the page (docs/benchmarks.md, "First load").
// Integers, characters, strings and pointers as the C standard has them, with flags, width,
// precision and length modifiers; %f, %e, %g and %a print a fixed-point decimal (%e and %g as %f),
// which only a debugging format would ask for: rounded half away from zero, at most 9 decimals,
// and no long double (%Lf). Pure: it builds natively for its tests.
#include <cstdarg>
#include <cstddef>

namespace flagfall::platform {

// As std::vsnprintf: writes at most `size` bytes with the terminating zero (none when `size` is
// 0) and returns the length the whole text would have.
int small_vsnprintf(char* out, std::size_t size, const char* format, std::va_list args);

}  // namespace flagfall::platform
