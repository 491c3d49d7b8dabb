// Value::parse: cJSON reads the text (cmake/cjson.cmake), then its tree becomes a Value.
#include <cJSON.h>

#include <algorithm>
#include <limits>
#include <memory>

#include "json/utf8.h"
#include "json/value.h"

namespace flagfall::json {
namespace {

// The first byte of `text` that JSON never allows whatever the parser's state: a byte that is not
// well-formed UTF-8, a NUL, a control character inside a string, or one outside a string that is
// not JSON's whitespace (cJSON skips every control character as whitespace and takes a string's
// bytes as they come); text.size() if there is none.
std::size_t first_forbidden_byte(std::string_view text) {
  bool in_string = false;
  bool escaped = false;
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 0x80) {
      const std::size_t length = utf8_length_at(text.substr(i));
      if (length == 0) return i;
      i += length;
      escaped = false;
      continue;
    }
    if (in_string) {
      if (c < 0x20) return i;
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') {
      return i;
    }
    ++i;
  }
  return text.size();
}

// The text up to its first NUL outside a string: nlohmann/json's lexer, which the app used before,
// took one there as the end of the text, and the readers' tests keep that.
std::string_view before_nul(std::string_view text) {
  bool in_string = false;
  bool escaped = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '\0') {
      return text.substr(0, i);
    }
  }
  return text;
}

struct TreeDeleter {
  void operator()(cJSON* tree) const { cJSON_Delete(tree); }
};
using Tree = std::unique_ptr<cJSON, TreeDeleter>;

// cJSON with the whole text as one value; the failing byte's offset in `error_at`.
Tree parse_tree(std::string_view text, std::size_t* error_at) {
  const std::string terminated(text);  // cJSON reads up to its NUL
  const char* end = nullptr;
  Tree tree(cJSON_ParseWithLengthOpts(terminated.c_str(), terminated.size() + 1, &end, true));
  if (!tree && error_at) {
    *error_at = end ? static_cast<std::size_t>(end - terminated.c_str()) : 0;
  }
  return tree;
}

}  // namespace

class Parser {
 public:
  // The value `item` holds, or nothing if it holds a number past a double's range.
  static std::optional<Value> value_of(const cJSON& item) {
    Parser parser;
    Value value = parser.from(item);
    if (parser.overflow_) return std::nullopt;
    return value;
  }

 private:
  bool overflow_ = false;

  Value from(const cJSON& item) {
    switch (item.type & 0xFF) {
      case cJSON_False:
        return Value(false);
      case cJSON_True:
        return Value(true);
      case cJSON_Number:
        return number(item);
      case cJSON_String:
        // Its length from cJSON's copy (cmake/cjson.cmake): a "\u0000" does not end it.
        return Value(item.valuestring && item.valueint > 0
                         ? std::string(item.valuestring, static_cast<std::size_t>(item.valueint))
                         : std::string());
      case cJSON_Array: {
        Value array(Value::Kind::kArray);
        for (const cJSON* child = item.child; child; child = child->next) {
          array.items_.push_back(from(*child));
        }
        return array;
      }
      case cJSON_Object: {
        Value object(Value::Kind::kObject);
        for (const cJSON* child = item.child; child; child = child->next) {
          object[std::string_view(child->string ? child->string : "")] = from(*child);
        }
        return object;
      }
      default:
        return Value();
    }
  }

  // The number's text, which cJSON's changed copy keeps in valuestring: an integer exactly when
  // it has no fraction or exponent and fits 64 bits (unsigned unless it has a minus sign), as
  // nlohmann/json reads it; otherwise a float.
  Value number(const cJSON& item) {
    const std::string_view text = item.valuestring ? item.valuestring : "0";
    // cJSON's copy checked the grammar: a minus sign, digits, then maybe a fraction or exponent.
    const bool negative = text.front() == '-';
    std::uint64_t magnitude = 0;
    bool fits = true;
    std::size_t i = negative ? 1 : 0;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
      const auto digit = static_cast<std::uint64_t>(text[i] - '0');
      fits = fits && magnitude <= (std::numeric_limits<std::uint64_t>::max() - digit) / 10;
      magnitude = magnitude * 10 + digit;
    }
    if (i == text.size() && fits) {
      if (!negative) return Value(magnitude);
      constexpr std::uint64_t kLowest = std::uint64_t{1} << 63;  // -INT64_MIN
      if (magnitude <= kLowest) {
        return Value(magnitude == kLowest ? std::numeric_limits<std::int64_t>::min()
                                          : -static_cast<std::int64_t>(magnitude));
      }
    }
    Value number(Value::Kind::kFloat);
    number.text_ = std::string(text);
    const double value = item.valuedouble;
    if (value - value != 0) overflow_ = true;  // infinite: nlohmann/json refused it too
    constexpr double kLimit = 9.2e18;
    number.integer_ = value >= kLimit    ? std::numeric_limits<std::int64_t>::max()
                      : value <= -kLimit ? std::numeric_limits<std::int64_t>::min()
                      : value == value   ? static_cast<std::int64_t>(value)
                                         : 0;
    return number;
  }
};

std::optional<Value> Value::parse(std::string_view whole_text) {
  const std::string_view text = before_nul(whole_text);
  if (first_forbidden_byte(text) != text.size()) return std::nullopt;
  const Tree tree = parse_tree(text, nullptr);
  if (!tree) return std::nullopt;
  return Parser::value_of(*tree);
}

Value::Scan Value::scan(std::string_view whole_text) {
  const std::string_view text = before_nul(whole_text);
  std::size_t at = first_forbidden_byte(text);
  Scan scan;
  if (at == text.size()) {
    const Tree tree = parse_tree(text, &at);
    scan.valid = tree && Parser::value_of(*tree);
  }
  if (scan.valid) at = text.size();
  scan.byte = at + 1;
  scan.at_end = at >= text.size();
  bool in_string = false;
  bool escaped = false;
  std::vector<char> open;
  for (std::size_t i = 0; i < at && i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\n') {
      ++scan.line;
      scan.column = 1;
    } else {
      ++scan.column;
    }
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '{' || c == '[') {
      open.push_back(c);
      scan.deepest = std::max(scan.deepest, open.size());
    } else if ((c == '}' || c == ']') && !open.empty()) {
      open.pop_back();
    }
  }
  scan.inside = open.empty() ? 0 : open.back();
  return scan;
}

}  // namespace flagfall::json
