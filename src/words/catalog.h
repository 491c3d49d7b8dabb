#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "words/msg.h"
#include "words/plural.h"

// One language's messages, read from a compiled catalog (docs/words.md, "The compiled catalog"),
// which scripts/compile-words.py writes from assets/words/<language>.po.
namespace flagfall::words {

class Catalog {
 public:
  const std::string& language() const { return language_; }
  PluralRule plural_rule() const { return plural_rule_; }
  // Messages [0, holds()) are here: all of them, but in the part of English compiled into the
  // page (the first screen's).
  int holds() const { return static_cast<int>(starts_.size()); }
  bool complete() const { return holds() == kMessageCount; }
  bool has(Msg id) const { return static_cast<int>(id) < holds(); }
  // The message's text; for a plural message, the form the catalog's language uses for `count`.
  // The view ends with a NUL (it may be handed to C functions). Precondition: has(id).
  std::string_view text(Msg id, std::int64_t count = 1) const;
  // A text held by key (the scenario bank's: bank.<id>.<field>) that translates the English whose
  // fnv1a() is `english_hash`; nullopt when the catalog holds none, or one made for other English
  // (a person's case with a bank case's id, or a bank text changed since). Ends with a NUL.
  std::optional<std::string_view> keyed(std::string_view key, std::uint32_t english_hash) const;
  std::size_t keyed_count() const { return keyed_.size(); }

 private:
  friend struct CatalogReader;
  struct Keyed {
    std::uint32_t key;  // where in texts_
    std::uint32_t english_hash;
    std::uint32_t text;  // where in texts_
  };
  std::string_view key(const Keyed& entry) const { return texts_.data() + entry.key; }
  std::vector<Keyed> keyed_;  // by key, ascending
  std::string language_;
  PluralRule plural_rule_ = PluralRule::kOneOther;
  std::string texts_;                  // every message's forms, each followed by a NUL
  std::vector<std::uint32_t> starts_;  // where each message's first form starts in texts_
};

// FNV-1a (32 bits) of `text`'s bytes: how a keyed text names the English it translates.
std::uint32_t fnv1a(std::string_view text);

// What reading a compiled catalog gave: the catalog, or what stopped it and where ("line 12: an
// unknown escape \q").
struct CatalogReading {
  std::optional<Catalog> catalog;
  std::string problem;
};

// Reads a compiled catalog. It is outside input: anything wrong in it is a problem named with
// its line, never a crash; a catalog made for other messages than this program's (another
// version's) is refused.
CatalogReading read_catalog(std::string_view compiled);

}  // namespace flagfall::words
