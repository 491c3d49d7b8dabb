#include "platform/small_format.h"

#include <cstdint>

namespace flagfall::platform {
namespace {

// Appends to the output, counting what does not fit.
struct Sink {
  char* out;
  std::size_t size;
  std::size_t length = 0;

  void put(char c) {
    if (length + 1 < size) out[length] = c;
    ++length;
  }
  void repeat(char c, int n) {
    for (; n > 0; --n) put(c);
  }
};

struct Spec {
  bool left = false;  // '-'
  bool zero = false;  // '0'
  bool alternate = false;
  char sign = 0;  // '+' or ' ', or nothing
  int width = 0;
  int precision = -1;
};

// `digits` (most significant first, `count` of them) with `prefix` ("-", "0x"...), padded to the
// width: zeros after the prefix when asked for and no precision was given, else spaces.
void put_number(Sink& sink, const Spec& spec, const char* prefix, const char* digits, int count,
                int precision_zeros) {
  int prefix_length = 0;
  while (prefix[prefix_length] != '\0') ++prefix_length;
  const int body = prefix_length + precision_zeros + count;
  const int pad = spec.width > body ? spec.width - body : 0;
  if (!spec.left && !spec.zero) sink.repeat(' ', pad);
  for (int i = 0; i < prefix_length; ++i) sink.put(prefix[i]);
  if (!spec.left && spec.zero) sink.repeat('0', pad);
  sink.repeat('0', precision_zeros);
  for (int i = 0; i < count; ++i) sink.put(digits[i]);
  if (spec.left) sink.repeat(' ', pad);
}

void put_integer(Sink& sink, Spec spec, std::uint64_t magnitude, bool negative, unsigned base,
                 bool upper, bool pointer) {
  char digits[24];
  int count = 0;
  const char* const symbols = upper ? "0123456789ABCDEF" : "0123456789abcdef";
  char reversed[24];
  for (std::uint64_t v = magnitude; v != 0; v /= base) reversed[count++] = symbols[v % base];
  // Precision 0 prints nothing for zero (but "%#o" still prints its "0").
  if (count == 0 && spec.precision != 0) reversed[count++] = '0';
  for (int i = 0; i < count; ++i) digits[i] = reversed[count - 1 - i];
  char prefix[3] = {0, 0, 0};
  if (negative) {
    prefix[0] = '-';
  } else if (spec.sign != 0 && base == 10) {
    prefix[0] = spec.sign;
  } else if ((spec.alternate || pointer) && base == 16 && magnitude != 0) {
    prefix[0] = '0';
    prefix[1] = upper ? 'X' : 'x';
  }
  int zeros = spec.precision > count ? spec.precision - count : 0;
  if (spec.alternate && base == 8 && zeros == 0 && (count == 0 || digits[0] != '0')) zeros = 1;
  if (spec.precision >= 0) spec.zero = false;
  put_number(sink, spec, prefix, digits, count, zeros);
}

// Fixed-point, rounded half away from zero at `precision` digits (6 when none was given).
void put_fixed(Sink& sink, Spec spec, double value) {
  const bool negative = value < 0 || (value == 0 && 1 / value < 0);
  if (negative) value = -value;
  char prefix[2] = {negative ? '-' : spec.sign, 0};
  if (value != value || value > 1.8e19) {  // NaN, infinity, or more than 64 bits hold
    spec.zero = false;
    put_number(sink, spec, prefix, value != value ? "nan" : "inf", 3, 0);
    return;
  }
  const int precision = spec.precision < 0 ? 6 : (spec.precision > 9 ? 9 : spec.precision);
  std::uint64_t scale = 1;
  for (int i = 0; i < precision; ++i) scale *= 10;
  std::uint64_t whole = static_cast<std::uint64_t>(value);
  // The part after the point is exact (value - whole loses nothing), so only its own scaling
  // rounds: 2.675, a little under 2.675 in binary, stays under at two decimals.
  const double rest = value - static_cast<double>(whole);
  std::uint64_t fraction = static_cast<std::uint64_t>(rest * static_cast<double>(scale) + 0.5);
  if (fraction >= scale) {
    fraction -= scale;
    ++whole;
  }
  char digits[32];
  int count = 0;
  char reversed[24];
  int whole_count = 0;
  for (std::uint64_t v = whole; v != 0 || whole_count == 0; v /= 10) {
    reversed[whole_count++] = static_cast<char>('0' + v % 10);
  }
  for (int i = whole_count; i-- > 0;) digits[count++] = reversed[i];
  if (precision > 0 || spec.alternate) digits[count++] = '.';
  for (std::uint64_t unit = scale / 10; unit != 0; unit /= 10) {
    digits[count++] = static_cast<char>('0' + fraction / unit % 10);
  }
  put_number(sink, spec, prefix[0] != 0 ? prefix : "", digits, count, 0);
}

void put_text(Sink& sink, const Spec& spec, const char* text) {
  if (text == nullptr) text = "(null)";
  int length = 0;
  while (text[length] != '\0' && (spec.precision < 0 || length < spec.precision)) ++length;
  const int pad = spec.width > length ? spec.width - length : 0;
  if (!spec.left) sink.repeat(' ', pad);
  for (int i = 0; i < length; ++i) sink.put(text[i]);
  if (spec.left) sink.repeat(' ', pad);
}

int read_count(const char*& at) {
  int n = 0;
  while (*at >= '0' && *at <= '9') n = n * 10 + (*at++ - '0');
  return n;
}

}  // namespace

int small_vsnprintf(char* out, std::size_t size, const char* format, std::va_list args) {
  Sink sink{out, size};
  for (const char* at = format; *at != '\0'; ++at) {
    if (*at != '%') {
      sink.put(*at);
      continue;
    }
    ++at;
    Spec spec;
    for (;; ++at) {
      if (*at == '-') {
        spec.left = true;
      } else if (*at == '0') {
        spec.zero = true;
      } else if (*at == '#') {
        spec.alternate = true;
      } else if (*at == '+') {
        spec.sign = '+';
      } else if (*at == ' ') {
        if (spec.sign == 0) spec.sign = ' ';
      } else {
        break;
      }
    }
    if (*at == '*') {
      spec.width = va_arg(args, int);
      if (spec.width < 0) {
        spec.left = true;
        spec.width = -spec.width;
      }
      ++at;
    } else {
      spec.width = read_count(at);
    }
    if (*at == '.') {
      ++at;
      if (*at == '*') {
        spec.precision = va_arg(args, int);
        ++at;
      } else {
        spec.precision = read_count(at);
      }
    }
    if (spec.left) spec.zero = false;
    int longs = 0;   // 0: int, 1: long, 2: long long (and every 64-bit type)
    int shorts = 0;  // 1: short, 2: char
    for (;; ++at) {
      if (*at == 'l') {
        ++longs;
      } else if (*at == 'j' || *at == 'q') {
        longs = 2;
      } else if (*at == 'z' || *at == 't') {
        longs = sizeof(std::size_t) == 8 ? 2 : 1;
      } else if (*at == 'h') {
        ++shorts;
      } else if (*at != 'L') {  // no long double: %Lf reads a double
        break;
      }
    }
    const char conversion = *at;
    if (conversion == '\0') break;
    switch (conversion) {
      case 'd':
      case 'i': {
        long long v = longs == 2   ? va_arg(args, long long)
                      : longs == 1 ? va_arg(args, long)
                                   : va_arg(args, int);
        if (shorts == 1) v = static_cast<short>(v);
        if (shorts >= 2) v = static_cast<signed char>(v);
        const std::uint64_t magnitude =
            v < 0 ? 0 - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
        put_integer(sink, spec, magnitude, v < 0, 10, false, false);
        break;
      }
      case 'u':
      case 'x':
      case 'X':
      case 'o': {
        std::uint64_t v = longs == 2   ? va_arg(args, unsigned long long)
                          : longs == 1 ? va_arg(args, unsigned long)
                                       : va_arg(args, unsigned);
        if (shorts == 1) v = static_cast<unsigned short>(v);
        if (shorts >= 2) v = static_cast<unsigned char>(v);
        const unsigned base = conversion == 'u' ? 10 : conversion == 'o' ? 8 : 16;
        spec.sign = 0;
        put_integer(sink, spec, v, false, base, conversion == 'X', false);
        break;
      }
      case 'p':
        spec.sign = 0;
        put_integer(sink, spec, reinterpret_cast<std::uintptr_t>(va_arg(args, void*)), false, 16,
                    false, true);
        break;
      case 'c': {
        const char c[2] = {static_cast<char>(va_arg(args, int)), 0};
        spec.precision = 1;
        put_text(sink, spec, c);
        break;
      }
      case 's':
        put_text(sink, spec, va_arg(args, const char*));
        break;
      case 'f':
      case 'F':
      case 'e':
      case 'E':
      case 'g':
      case 'G':
      case 'a':
      case 'A':
        put_fixed(sink, spec, va_arg(args, double));
        break;
      case 'n':
        *va_arg(args, int*) = static_cast<int>(sink.length);
        break;
      default:  // "%%", and what is not a conversion prints as it stands
        sink.put(conversion);
        break;
    }
  }
  if (size > 0) out[sink.length < size ? sink.length : size - 1] = '\0';
  return static_cast<int>(sink.length);
}

}  // namespace flagfall::platform
