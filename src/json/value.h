#pragma once

#include <compare>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace flagfall::json {

// A JSON value the app reads (saves, scenario files, links) or builds to write: null, a boolean, a
// number, a string, an array, or an object. parse() reads text with cJSON (Debian's cjson, built
// from its source package: cmake/cjson.cmake) and keeps nothing of cJSON's; dump() writes it back.
// An object keeps its keys sorted, a key given twice keeps its last value, and dump() writes keys
// in that order, compact or indented ("{\n  \"a\": 1\n}"), strings in UTF-8 as they are (a byte
// that is not valid UTF-8 as U+FFFD), so text written here is the same as nlohmann/json's, which
// the app used before. A number keeps the text it was read as: an integer is exact to 64 bits,
// signed or not, and anything else (a fraction, an exponent, an integer past 64 bits) is a
// "float", written back as it was read. No floating-point text code is linked: the app's own
// numbers are integers. Where it differs from nlohmann/json: a float is written as it was read
// ("60e00", not "60.0"), a text nested more than 1,000 deep is refused, and a "\u0000" in an
// object's key ends the key (cJSON's keys are C strings; in a string value it is kept).
class Value {
 public:
  enum class Kind : unsigned char {
    kNull,
    kBoolean,
    kSigned,
    kUnsigned,
    kFloat,
    kString,
    kArray,
    kObject
  };
  using Member = std::pair<std::string, Value>;

  Value() = default;
  Value(std::nullptr_t) {}
  Value(bool flag) : kind_(Kind::kBoolean), integer_(flag ? 1 : 0) {}
  template <std::integral T>
  requires(!std::same_as<T, bool>) Value(T number) {
    if constexpr (std::signed_integral<T>) {
      kind_ = Kind::kSigned;
      integer_ = static_cast<std::int64_t>(number);
    } else {
      kind_ = Kind::kUnsigned;
      integer_ = static_cast<std::int64_t>(static_cast<std::uint64_t>(number));
    }
  }
  Value(const char* text) : kind_(Kind::kString), text_(text) {}
  Value(std::string text) : kind_(Kind::kString), text_(std::move(text)) {}
  Value(std::string_view text) : kind_(Kind::kString), text_(text) {}
  template <class T>
  Value(const std::vector<T>& list) : kind_(Kind::kArray) {
    for (const T& item : list) items_.emplace_back(item);
  }
  template <class T>
  Value(const std::optional<T>& maybe) {
    if (maybe) *this = Value(*maybe);
  }

  // An object of these members, in any order ({{"t", 5}, {"side", "white"}}); a key given twice
  // keeps the later value.
  Value(std::initializer_list<Member> members);
  static Value object(std::initializer_list<Member> members) { return Value(members); }
  static Value array() { return Value(Kind::kArray); }
  static Value object() { return Value(Kind::kObject); }

  // The value `text` holds, or nothing if it is not JSON (RFC 8259: one value, whitespace around
  // it, well-formed UTF-8, no control character in a string, no number past a double's range).
  // As nlohmann/json did, a NUL outside a string ends the text. A text nested more than 1,000
  // deep (cJSON's limit) is refused too.
  static std::optional<Value> parse(std::string_view text);

  // How far parse() reads a text: for a text it refuses, where and in what it stops, for the
  // messages of a reader that says so (clock::clock_from_json).
  struct Scan {
    bool valid = false;       // parse() takes the text
    std::size_t byte = 1;     // the first byte that cannot be read, from 1 (past the end: size + 1)
    std::size_t line = 1;     // its line, from 1
    std::size_t column = 1;   // its column on that line, in bytes, from 1
    bool at_end = false;      // the text ended before its value did
    char inside = 0;          // '{' or '[': the innermost object or array open there, or 0
    std::size_t deepest = 0;  // the most objects and arrays open at once before it
  };
  static Scan scan(std::string_view text);

  Kind kind() const { return kind_; }
  bool is_null() const { return kind_ == Kind::kNull; }
  bool is_boolean() const { return kind_ == Kind::kBoolean; }
  bool is_number() const { return is_number_integer() || kind_ == Kind::kFloat; }
  // An integer, signed or not (not one with a fraction or an exponent).
  bool is_number_integer() const { return kind_ == Kind::kSigned || kind_ == Kind::kUnsigned; }
  // An integer read or made as unsigned: a number read without a minus sign.
  bool is_number_unsigned() const { return kind_ == Kind::kUnsigned; }
  bool is_string() const { return kind_ == Kind::kString; }
  bool is_array() const { return kind_ == Kind::kArray; }
  bool is_object() const { return kind_ == Kind::kObject; }

  // Only for the kind they name (a float's integer is its whole part, within 64 bits).
  bool boolean() const { return integer_ != 0; }
  std::int64_t integer() const;
  std::uint64_t unsigned_integer() const { return static_cast<std::uint64_t>(integer()); }
  const std::string& string() const { return text_; }  // a string's text, or "" for another kind
  // get<T>() as nlohmann's, for the kinds the app reads: a string, a boolean or an integer.
  template <class T>
  T get() const {
    if constexpr (std::same_as<T, std::string>) {
      return text_;
    } else if constexpr (std::same_as<T, bool>) {
      return boolean();
    } else {
      static_assert(std::integral<T>, "get<T>() reads strings, booleans and integers");
      return static_cast<T>(integer());
    }
  }

  // An array's items or an object's members (empty for another kind).
  std::size_t size() const;
  bool empty() const { return size() == 0; }
  const std::vector<Value>& items() const { return items_; }
  std::vector<Value>::const_iterator begin() const { return items_.begin(); }
  std::vector<Value>::const_iterator end() const { return items_.end(); }
  const Value& operator[](std::size_t index) const;  // null past the end
  const Value& operator[](int index) const { return (*this)[static_cast<std::size_t>(index)]; }
  // The same on a value that is not const (an item is never made here).
  const Value& operator[](std::size_t index) { return std::as_const(*this)[index]; }
  const Value& operator[](int index) { return std::as_const(*this)[index]; }
  const Value& back() const;
  Value& back() { return items_.back(); }  // an array with items only
  void push_back(Value item);              // a null becomes an array first, as nlohmann's

  const std::vector<Member>& members() const { return members_; }
  bool contains(std::string_view key) const { return find(key) != nullptr; }
  const Value* find(std::string_view key) const;        // nullptr when missing or not an object
  const Value& operator[](std::string_view key) const;  // null when missing
  const Value& operator[](const char* key) const { return (*this)[std::string_view(key)]; }
  const Value& operator[](const std::string& key) const { return (*this)[std::string_view(key)]; }
  // The member `key`, made null first if missing (a null becomes an object first).
  Value& operator[](std::string_view key);
  Value& operator[](const char* key) { return (*this)[std::string_view(key)]; }
  Value& operator[](const std::string& key) { return (*this)[std::string_view(key)]; }
  // The string member `key`, or `otherwise` when missing, not a string, or this not an object.
  std::string string_or(std::string_view key, std::string_view otherwise) const;

  // Compact (indent < 0) or one member or item a line, `indent` spaces a level.
  std::string dump(int indent = -1) const;

  // Equal kinds and values; numbers by value across kinds, as nlohmann's.
  friend bool operator==(const Value& a, const Value& b);
  // A number against an integer, by value (unordered for another kind).
  template <std::integral T>
  requires(!std::same_as<T, bool>) friend std::partial_ordering operator<=>(const Value& v, T n) {
    if constexpr (std::signed_integral<T>) {
      return v.compare(static_cast<std::int64_t>(n), n < 0);
    } else {
      return v.compare(static_cast<std::int64_t>(static_cast<std::uint64_t>(n)), false);
    }
  }

 private:
  explicit Value(Kind kind) : kind_(kind) {}
  friend class Parser;
  // This number against `number`, negative as said (its bits read as unsigned otherwise).
  std::partial_ordering compare(std::int64_t number, bool negative) const;
  void dump_to(std::string& out, int indent, int depth) const;

  Kind kind_ = Kind::kNull;
  std::int64_t integer_ = 0;  // a boolean's 0 or 1, an integer's bits
  std::string text_;          // a string's text, or a float's as read
  std::vector<Value> items_;
  std::vector<Member> members_;  // sorted by key
};

}  // namespace flagfall::json
