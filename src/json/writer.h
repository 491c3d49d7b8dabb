#pragma once

#include <concepts>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace flagfall {

// A small streaming JSON writer, for JSON the app only writes (the test hook's state, a ruling's
// JSON): values are appended as they are written, commas placed by a stack of "first item" flags.
// It builds no document, so each call site stays a small call (the page's code size counts; an
// nlohmann document built for the same text costs several times the code). Strings are escaped
// per JSON; well-formed UTF-8 passes through and each byte that is not is written as U+FFFD, so
// the text is always valid JSON. A double is written to the nearest thousandth ("195.333", "3.0"),
// which is all the hook's screen coordinates and scales need, by integer arithmetic: printf's and
// strtod's floating-point code stays out of the page; a non-finite one, or one of 1e12 or more
// either way (past which thousandths are not exact in a double), as null.
class JsonWriter {
 public:
  JsonWriter& begin_object();
  JsonWriter& end_object();
  JsonWriter& begin_array();
  JsonWriter& end_array();
  // An object's key: the next value written is its value.
  JsonWriter& key(std::string_view name);

  JsonWriter& value(std::string_view text);
  JsonWriter& value(const char* text);  // null for nullptr
  // A string's own overload: a call site passes one pointer, not an inlined string_view.
  JsonWriter& value(const std::string& text);
  JsonWriter& value(bool flag);
  JsonWriter& value(double number);  // to a thousandth, see above
  static constexpr double kLargestDouble = 1e12;
  JsonWriter& value(std::nullptr_t) { return null(); }
  template <std::integral T>
  requires(!std::same_as<T, bool>) JsonWriter& value(T number) {
    if constexpr (std::signed_integral<T>) {
      return signed_value(static_cast<long long>(number));
    } else {
      return unsigned_value(static_cast<unsigned long long>(number));
    }
  }
  // Nothing is null.
  template <class T>
  JsonWriter& value(const std::optional<T>& maybe) {
    return maybe ? value(*maybe) : null();
  }
  template <class T>
  JsonWriter& value(const std::vector<T>& list) {
    begin_array();
    for (const T& item : list) value(item);
    return end_array();
  }
  JsonWriter& null();

  template <class T>
  JsonWriter& field(std::string_view name, const T& v) {
    key(name);
    return value(v);
  }

  // The text written so far; the writer is empty afterwards.
  std::string take();

 private:
  JsonWriter& signed_value(long long number);
  JsonWriter& unsigned_value(unsigned long long number);
  // Before a key or a value: a comma unless it is the first item of its object or array, or the
  // value of the key just written.
  void separate();
  JsonWriter& open(char bracket);
  JsonWriter& close(char bracket);

  std::string text_;
  std::vector<bool> first_;  // per open object or array: nothing written in it yet
  bool after_key_ = false;
};

}  // namespace flagfall
