#pragma once

#include <cstdint>
#include <limits>

namespace flagfall::json {

// A JSON number's text as a double, for cJSON's number reader in place of the C library's strtod
// (the build compiles cJSON from a copy that calls this: cmake/cjson.cmake). strtod
// brings the C library's whole floating-point text code into the page, and nothing the app reads
// has a fraction it relies on: every number in its files, links and saves is an integer.
// `text` has passed the reader's check of JSON's grammar (a sign, digits, a decimal point that may
// be the locale's, a fraction, an exponent); `*end` is set past the number. The result is the
// nearest double when the number has at most 19 significant digits and at most 22 digits of
// exponent either way (then one exact power of ten scales it), and otherwise within a few units in
// the last place; an exponent past a double's range gives infinity or zero, as strtod does.
inline double number_value(const char* text, char** end) noexcept {
  const char* p = text;
  const bool negative = *p == '-';
  if (negative) ++p;
  std::uint64_t digits = 0;
  int significant = 0;
  int exponent = 0;
  bool after_point = false;
  for (;; ++p) {
    if (*p >= '0' && *p <= '9') {
      if (significant < 19) {
        digits = digits * 10 + static_cast<std::uint64_t>(*p - '0');
        if (digits != 0) ++significant;
        if (after_point) --exponent;
      } else if (!after_point) {
        ++exponent;
      }
    } else if (!after_point && *p != 'e' && *p != 'E' && *p != '\0') {
      after_point = true;
    } else {
      break;
    }
  }
  if (*p == 'e' || *p == 'E') {
    ++p;
    const bool down = *p == '-';
    if (*p == '-' || *p == '+') ++p;
    int written = 0;
    for (; *p >= '0' && *p <= '9'; ++p) {
      if (written < 100000) written = written * 10 + (*p - '0');
    }
    exponent += down ? -written : written;
  }
  *end = const_cast<char*>(p);
  double value = static_cast<double>(digits);
  if (digits == 0 || exponent < -400) {
    value = 0;
  } else if (exponent > 400) {
    value = std::numeric_limits<double>::infinity();
  } else {
    for (; exponent > 22; exponent -= 22) value *= 1e22;
    for (; exponent < -22; exponent += 22) value /= 1e22;
    double power = 1;  // 10 to the remaining exponent's size: exact up to 1e22
    for (int i = 0; i < (exponent < 0 ? -exponent : exponent); ++i) power *= 10;
    value = exponent < 0 ? value / power : value * power;
  }
  return negative ? -value : value;
}

}  // namespace flagfall::json
