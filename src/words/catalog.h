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

 private:
  friend struct CatalogReader;
  std::string language_;
  PluralRule plural_rule_ = PluralRule::kOneOther;
  std::string texts_;                  // every message's forms, each followed by a NUL
  std::vector<std::uint32_t> starts_;  // where each message's first form starts in texts_
};

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
