#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

// Plural forms as CLDR's rules choose them for whole numbers (docs/words.md, "Plurals"). A
// catalog names its language's rule; a plural message holds one form a category, in gettext's
// order (the catalog's Plural-Forms header).
namespace flagfall::words {

enum class PluralCategory : std::uint8_t { kZero, kOne, kTwo, kFew, kMany, kOther };

// The rules the catalogs use, by their categories.
enum class PluralRule : std::uint8_t {
  kOneOther,      // one: 1; other: the rest (English)
  kOneManyOther,  // one: 1; many: a non-zero multiple of a million; other: the rest (Spanish)
};

// The rule CLDR gives a language ("en", "es"); nullopt for one the app does not know.
std::optional<PluralRule> plural_rule_for(std::string_view language);
// How many forms a plural message has under the rule.
int plural_form_count(PluralRule rule);
// The category of `count` (a negative count is taken as its size).
PluralCategory plural_category(PluralRule rule, std::int64_t count);
// The form a plural message uses for `count`: its category's place in the rule's order.
int plural_form(PluralRule rule, std::int64_t count);

}  // namespace flagfall::words
