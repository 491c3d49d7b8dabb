// Reading a compiled catalog (words/catalog.h; the format: docs/words.md).
#include "words/catalog.h"

#include <algorithm>
#include <string>

namespace flagfall::words {

namespace {
// A bound on a catalog's keyed texts (the bank has some 500): a corrupt count is refused before
// anything is reserved for it.
constexpr std::uint32_t kMaxKeyed = 20000;
}  // namespace

// Reads one compiled catalog line by line. The first problem is said as the line (and column) and
// a fixed phrase: the page carries one short sentence each, not a sentence builder.
struct CatalogReader {
  std::string_view rest;
  int line = 0;
  std::string problem;

  bool fail(const char* what, std::size_t column = 0) {
    problem = "line " + std::to_string(line);
    if (column > 0) problem += ", column " + std::to_string(column);
    problem.append(": ").append(what);
    return false;
  }

  // The next line, without its line end.
  bool next(std::string_view& out) {
    ++line;
    if (rest.empty()) return fail("the file ends before its last message");
    const std::size_t end = rest.find('\n');
    if (end == std::string_view::npos) {
      return fail("the file is cut short: its last line has no line end");
    }
    out = rest.substr(0, end);
    rest.remove_prefix(end + 1);
    return true;
  }

  // A header line, "keyword value": its value.
  bool header(std::string_view keyword, std::string_view& value) {
    std::string_view text;
    if (!next(text)) return false;
    if (text.size() <= keyword.size() || text.substr(0, keyword.size()) != keyword ||
        text[keyword.size()] != ' ') {
      return fail("not the header line due here");
    }
    value = text.substr(keyword.size() + 1);
    return true;
  }

  // A number in `base` (10 or 16) of 1 to 8 digits (it fits 32 bits).
  bool number(std::string_view keyword, int base, std::uint32_t& out) {
    std::string_view text;
    if (!header(keyword, text)) return false;
    if (text.empty() || text.size() > 8) return fail("not a number");
    out = 0;
    for (const char c : text) {
      int digit = -1;
      if (c >= '0' && c <= '9') digit = c - '0';
      if (base == 16 && c >= 'a' && c <= 'f') digit = c - 'a' + 10;
      if (digit < 0) return fail("not a number");
      out = out * base + digit;
    }
    return true;
  }

  // Where `text` stops being UTF-8, or npos.
  static std::size_t utf8_error(std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
      const auto byte = static_cast<unsigned char>(text[i]);
      int follow = 0;
      std::uint32_t least = 0;
      std::uint32_t code = 0;
      if (byte < 0x80) {
        ++i;
        continue;
      } else if ((byte & 0xE0) == 0xC0) {
        follow = 1, least = 0x80, code = byte & 0x1F;
      } else if ((byte & 0xF0) == 0xE0) {
        follow = 2, least = 0x800, code = byte & 0x0F;
      } else if ((byte & 0xF8) == 0xF0) {
        follow = 3, least = 0x10000, code = byte & 0x07;
      } else {
        return i;
      }
      if (text.size() - i <= static_cast<std::size_t>(follow)) return i;
      for (int k = 1; k <= follow; ++k) {
        const auto next = static_cast<unsigned char>(text[i + k]);
        if ((next & 0xC0) != 0x80) return i;
        code = (code << 6) | (next & 0x3F);
      }
      if (code < least || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return i;
      i += follow + 1;
    }
    return std::string_view::npos;
  }

  // Forms apart by tabs, with \\, \n and \t escaped, from `text` (which starts at column
  // `column`), each put into the catalog's texts followed by a NUL; `forms` counts them.
  bool forms(Catalog& catalog, std::string_view text, std::size_t column, int& forms) {
    if (const std::size_t bad = utf8_error(text); bad != std::string_view::npos) {
      return fail("not UTF-8", column + bad);
    }
    forms = 0;
    std::size_t form_start = catalog.texts_.size();
    for (std::size_t i = 0; i <= text.size(); ++i) {
      const char c = i < text.size() ? text[i] : '\t';  // the line's end ends its last form
      if (c == '\t') {
        if (catalog.texts_.size() == form_start) return fail("an empty text", column + i);
        catalog.texts_.push_back('\0');
        form_start = catalog.texts_.size();
        ++forms;
      } else if (c == '\\') {
        const std::size_t at = column + i;
        const char escaped = i + 1 < text.size() ? text[++i] : '\0';
        if (escaped != 'n' && escaped != 't' && escaped != '\\') {
          return fail("an unknown escape (only \\\\, \\n and \\t are known)", at);
        }
        catalog.texts_.push_back(escaped == 'n' ? '\n' : escaped == 't' ? '\t' : '\\');
      } else if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) {
        return fail("a control character", column + i);
      } else {
        catalog.texts_.push_back(c);
      }
    }
    return true;
  }

  // One message's line: its forms.
  bool message(Catalog& catalog, int index) {
    std::string_view text;
    if (!next(text)) return false;
    catalog.starts_.push_back(static_cast<std::uint32_t>(catalog.texts_.size()));
    int count = 0;
    if (!forms(catalog, text, 1, count)) return false;
    const int wanted =
        is_plural(static_cast<Msg>(index)) ? plural_form_count(catalog.plural_rule_) : 1;
    return count == wanted || fail("not as many forms as its message has");
  }

  // One keyed text's line: its key (after the last one), a tab, the FNV-1a of the English it
  // translates in 8 hex digits, a tab, and its text.
  bool keyed(Catalog& catalog) {
    std::string_view text;
    if (!next(text)) return false;
    const std::size_t key_end = text.find('\t');
    if (key_end == 0 || key_end == std::string_view::npos || text.size() < key_end + 11 ||
        text[key_end + 9] != '\t') {
      return fail("not a keyed text (its key, a tab, 8 hex digits, a tab, its text)");
    }
    const std::string_view key = text.substr(0, key_end);
    for (std::size_t i = 0; i < key.size(); ++i) {
      const char c = key[i];
      const bool fits =
          (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '_';
      if (!fits) return fail("a key may hold only a-z, 0-9, '.', '-' and '_'", i + 1);
    }
    if (!catalog.keyed_.empty() && !(catalog.key(catalog.keyed_.back()) < key)) {
      return fail("a key not after the one before it");
    }
    std::uint32_t hash = 0;
    for (const char c : text.substr(key_end + 1, 8)) {
      const int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
      if (digit < 0) return fail("not 8 hex digits", key_end + 2);
      hash = hash << 4 | static_cast<std::uint32_t>(digit);
    }
    Catalog::Keyed entry{static_cast<std::uint32_t>(catalog.texts_.size()), hash, 0};
    catalog.texts_.append(key).push_back('\0');
    entry.text = static_cast<std::uint32_t>(catalog.texts_.size());
    int count = 0;
    if (!forms(catalog, text.substr(key_end + 10), key_end + 11, count)) return false;
    if (count != 1) return fail("a keyed text has one form");
    catalog.keyed_.push_back(entry);
    return true;
  }

  bool read(Catalog& catalog) {
    std::string_view text;
    if (!header("flagfall-words", text)) return false;
    if (text != "1") return fail("an unknown format version");
    if (!header("language", text)) return false;
    if (text.empty() || text.size() > 35) return fail("not a language tag");
    catalog.language_ = text;
    if (!header("plural", text)) return false;
    const std::optional<PluralRule> rule = plural_rule_for(text);
    if (!rule) return fail("an unknown plural rule");
    catalog.plural_rule_ = *rule;
    std::uint32_t messages = 0, signature = 0, holds = 0;
    if (!number("messages", 10, messages)) return false;
    if (messages != kMessageCount) return fail("made for another version of the app's messages");
    if (!number("signature", 16, signature)) return false;
    if (signature != kMessagesSignature) {
      return fail("made for another version of the app's messages");
    }
    if (!number("holds", 10, holds)) return false;
    if (holds > messages) return fail("holds more messages than there are");
    catalog.starts_.reserve(holds);
    catalog.texts_.reserve(rest.size());
    for (int i = 0; i < static_cast<int>(holds); ++i) {
      if (!message(catalog, i)) return false;
    }
    if (rest.empty()) return true;
    // Then, where the catalog has them, texts by key: the scenario bank's (docs/words.md).
    std::uint32_t count = 0;
    if (!number("keyed", 10, count)) return false;
    if (count > kMaxKeyed) return fail("more keyed texts than a catalog may hold");
    catalog.keyed_.reserve(count);
    for (std::uint32_t i = 0; i < count; ++i) {
      if (!keyed(catalog)) return false;
    }
    ++line;
    return rest.empty() || fail("more lines than the texts it holds");
  }
};

std::string_view Catalog::text(Msg id, std::int64_t count) const {
  const char* at = texts_.data() + starts_[static_cast<std::uint16_t>(id)];
  if (is_plural(id)) {
    for (int form = plural_form(plural_rule_, count); form > 0; --form) {
      at += std::char_traits<char>::length(at) + 1;
    }
  }
  return at;
}

std::optional<std::string_view> Catalog::keyed(std::string_view key,
                                               std::uint32_t english_hash) const {
  const auto found = std::lower_bound(
      keyed_.begin(), keyed_.end(), key,
      [this](const Keyed& entry, std::string_view wanted) { return this->key(entry) < wanted; });
  if (found == keyed_.end() || this->key(*found) != key || found->english_hash != english_hash) {
    return std::nullopt;
  }
  return std::string_view(texts_.data() + found->text);
}

std::uint32_t fnv1a(std::string_view text) {
  std::uint32_t value = 0x811C9DC5u;
  for (const char c : text) value = (value ^ static_cast<unsigned char>(c)) * 0x01000193u;
  return value;
}

CatalogReading read_catalog(std::string_view compiled) {
  CatalogReader reader;
  reader.rest = compiled;
  Catalog catalog;
  if (!reader.read(catalog)) return {std::nullopt, std::move(reader.problem)};
  return {std::move(catalog), {}};
}

}  // namespace flagfall::words
