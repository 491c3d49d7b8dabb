#include "json/writer.h"

#include <cmath>
#include <cstdlib>

#include "json/utf8.h"

namespace flagfall {

void JsonWriter::separate() {
  if (after_key_) {
    after_key_ = false;
  } else if (!first_.empty()) {
    if (first_.back()) {
      first_.back() = false;
    } else {
      text_ += ',';
    }
  }
}

JsonWriter& JsonWriter::open(char bracket) {
  separate();
  text_ += bracket;
  first_.push_back(true);
  return *this;
}

JsonWriter& JsonWriter::close(char bracket) {
  text_ += bracket;
  first_.pop_back();
  return *this;
}

JsonWriter& JsonWriter::begin_object() {
  return open('{');
}
JsonWriter& JsonWriter::end_object() {
  return close('}');
}
JsonWriter& JsonWriter::begin_array() {
  return open('[');
}
JsonWriter& JsonWriter::end_array() {
  return close(']');
}

JsonWriter& JsonWriter::key(std::string_view name) {
  value(name);
  text_ += ':';
  after_key_ = true;
  return *this;
}

JsonWriter& JsonWriter::value(std::string_view text) {
  separate();
  text_ += '"';
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (static_cast<unsigned char>(c) >= 0x80) {
      const std::size_t length = json::utf8_length_at(text.substr(i));
      if (length == 0) {
        text_ += "\\ufffd";  // U+FFFD for a byte that is not valid UTF-8
        ++i;
      } else {
        text_.append(text.substr(i, length));
        i += length;
      }
      continue;
    }
    ++i;
    switch (c) {
      case '"':
        text_ += "\\\"";
        break;
      case '\\':
        text_ += "\\\\";
        break;
      case '\b':
        text_ += "\\b";
        break;
      case '\f':
        text_ += "\\f";
        break;
      case '\n':
        text_ += "\\n";
        break;
      case '\r':
        text_ += "\\r";
        break;
      case '\t':
        text_ += "\\t";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          text_ += "\\u00";
          text_ += "0123456789abcdef"[c >> 4];
          text_ += "0123456789abcdef"[c & 15];
        } else {
          text_ += c;
        }
    }
  }
  text_ += '"';
  return *this;
}

JsonWriter& JsonWriter::value(const char* text) {
  return text ? value(std::string_view(text)) : null();
}

JsonWriter& JsonWriter::value(const std::string& text) {
  return value(std::string_view(text));
}

JsonWriter& JsonWriter::value(bool flag) {
  separate();
  text_ += flag ? "true" : "false";
  return *this;
}

JsonWriter& JsonWriter::signed_value(long long number) {
  separate();
  text_ += std::to_string(number);
  return *this;
}

JsonWriter& JsonWriter::unsigned_value(unsigned long long number) {
  separate();
  text_ += std::to_string(number);
  return *this;
}

JsonWriter& JsonWriter::value(double number) {
  if (!std::isfinite(number) || std::fabs(number) >= kLargestDouble) return null();
  separate();
  long long thousandths = std::llround(number * 1000);
  if (thousandths < 0) {
    text_ += '-';
    thousandths = -thousandths;
  }
  text_ += std::to_string(thousandths / 1000);
  text_ += '.';
  const int fraction = static_cast<int>(thousandths % 1000);
  const char digits[3] = {static_cast<char>('0' + fraction / 100),
                          static_cast<char>('0' + fraction / 10 % 10),
                          static_cast<char>('0' + fraction % 10)};
  std::size_t length = 3;
  while (length > 1 && digits[length - 1] == '0') --length;
  text_.append(digits, length);
  return *this;
}

JsonWriter& JsonWriter::null() {
  separate();
  text_ += "null";
  return *this;
}

std::string JsonWriter::take() {
  std::string out = std::move(text_);
  text_.clear();
  first_.clear();
  after_key_ = false;
  return out;
}

}  // namespace flagfall
