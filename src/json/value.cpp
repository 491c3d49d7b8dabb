#include "json/value.h"

#include <algorithm>
#include <limits>

#include "json/number_text.h"
#include "json/utf8.h"

namespace flagfall::json {
namespace {

const Value& null_value() {
  static const Value null;
  return null;
}

bool key_before(const Value::Member& member, std::string_view key) {
  return member.first < key;
}

// A string as nlohmann/json writes it (ensure_ascii off, bad UTF-8 replaced): the escapes JSON
// names, \u00XX for the other control characters, everything else as it is, and U+FFFD for each
// stretch of bytes that does not make well-formed UTF-8.
void dump_string(std::string& out, std::string_view text) {
  out += '"';
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (static_cast<unsigned char>(c) >= 0x80) {
      const std::size_t length = utf8_length_at(text.substr(i));
      if (length > 0) {
        out.append(text.substr(i, length));
        i += length;
      } else {
        // U+FFFD in UTF-8
        constexpr char kReplacement[] = {static_cast<char>(0xEF), static_cast<char>(0xBF),
                                         static_cast<char>(0xBD)};
        out.append(kReplacement, sizeof kReplacement);
        i += utf8_broken_length_at(text.substr(i));
      }
      continue;
    }
    ++i;
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\b':
        out += "\\b";
        break;
      case '\f':
        out += "\\f";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          out += "\\u00";
          out += "0123456789abcdef"[c >> 4];
          out += "0123456789abcdef"[c & 15];
        } else {
          out += c;
        }
    }
  }
  out += '"';
}

void new_line(std::string& out, int indent, int depth) {
  out += '\n';
  out.append(static_cast<std::size_t>(indent) * static_cast<std::size_t>(depth), ' ');
}

double number_of(const Value& v) {
  switch (v.kind()) {
    case Value::Kind::kSigned:
      return static_cast<double>(v.integer());
    case Value::Kind::kUnsigned:
      return static_cast<double>(v.unsigned_integer());
    default: {
      char* end = nullptr;
      return number_value(v.string().c_str(), &end);
    }
  }
}

}  // namespace

Value::Value(std::initializer_list<Member> members) : kind_(Kind::kObject) {
  for (const Member& member : members) (*this)[member.first] = member.second;
}

std::int64_t Value::integer() const {
  return integer_;
}

std::size_t Value::size() const {
  return kind_ == Kind::kArray ? items_.size() : kind_ == Kind::kObject ? members_.size() : 0;
}

const Value& Value::operator[](std::size_t index) const {
  return index < items_.size() ? items_[index] : null_value();
}

const Value& Value::back() const {
  return items_.empty() ? null_value() : items_.back();
}

void Value::push_back(Value item) {
  if (kind_ == Kind::kNull) kind_ = Kind::kArray;
  items_.push_back(std::move(item));
}

const Value* Value::find(std::string_view key) const {
  const auto at = std::lower_bound(members_.begin(), members_.end(), key, key_before);
  return at != members_.end() && at->first == key ? &at->second : nullptr;
}

const Value& Value::operator[](std::string_view key) const {
  const Value* found = find(key);
  return found ? *found : null_value();
}

Value& Value::operator[](std::string_view key) {
  if (kind_ == Kind::kNull) kind_ = Kind::kObject;
  const auto at = std::lower_bound(members_.begin(), members_.end(), key, key_before);
  if (at != members_.end() && at->first == key) return at->second;
  return members_.insert(at, Member(std::string(key), Value()))->second;
}

std::string Value::string_or(std::string_view key, std::string_view otherwise) const {
  const Value* found = find(key);
  return std::string(found && found->is_string() ? std::string_view(found->text_) : otherwise);
}

std::string Value::dump(int indent) const {
  std::string out;
  dump_to(out, indent, 0);
  return out;
}

void Value::dump_to(std::string& out, int indent, int depth) const {
  switch (kind_) {
    case Kind::kNull:
      out += "null";
      return;
    case Kind::kBoolean:
      out += integer_ != 0 ? "true" : "false";
      return;
    case Kind::kSigned:
      out += std::to_string(integer_);
      return;
    case Kind::kUnsigned:
      out += std::to_string(static_cast<std::uint64_t>(integer_));
      return;
    case Kind::kFloat:
      out += text_;
      return;
    case Kind::kString:
      dump_string(out, text_);
      return;
    case Kind::kArray:
    case Kind::kObject:
      break;
  }
  const bool object = kind_ == Kind::kObject;
  if (size() == 0) {
    out += object ? "{}" : "[]";
    return;
  }
  out += object ? '{' : '[';
  for (std::size_t i = 0; i < size(); ++i) {
    if (i > 0) out += ',';
    if (indent >= 0) new_line(out, indent, depth + 1);
    if (object) {
      dump_string(out, members_[i].first);
      out += indent >= 0 ? ": " : ":";
      members_[i].second.dump_to(out, indent, depth + 1);
    } else {
      items_[i].dump_to(out, indent, depth + 1);
    }
  }
  if (indent >= 0) new_line(out, indent, depth);
  out += object ? '}' : ']';
}

std::partial_ordering Value::compare(std::int64_t number, bool negative) const {
  const auto unsigned_number = static_cast<std::uint64_t>(number);
  switch (kind_) {
    case Kind::kSigned:
      if (negative) return integer_ <=> number;
      return integer_ < 0 ? std::partial_ordering::less
                          : static_cast<std::uint64_t>(integer_) <=> unsigned_number;
    case Kind::kUnsigned:
      if (negative) return std::partial_ordering::greater;
      return static_cast<std::uint64_t>(integer_) <=> unsigned_number;
    case Kind::kFloat:
      return number_of(*this) <=>
             (negative ? static_cast<double>(number) : static_cast<double>(unsigned_number));
    default:
      return std::partial_ordering::unordered;
  }
}

bool operator==(const Value& a, const Value& b) {
  if (a.is_number() && b.is_number()) {
    if (a.kind_ == Value::Kind::kFloat || b.kind_ == Value::Kind::kFloat) {
      return number_of(a) == number_of(b);
    }
    if (a.kind_ != b.kind_ && (a.integer_ < 0 || b.integer_ < 0)) return false;
    return a.integer_ == b.integer_;
  }
  if (a.kind_ != b.kind_) return false;
  switch (a.kind_) {
    case Value::Kind::kNull:
      return true;
    case Value::Kind::kBoolean:
      return a.integer_ == b.integer_;
    case Value::Kind::kString:
      return a.text_ == b.text_;
    case Value::Kind::kArray:
      return a.items_ == b.items_;
    case Value::Kind::kObject:
      return a.members_ == b.members_;
    default:
      return false;
  }
}

}  // namespace flagfall::json
