// CLDR's plural rules for whole numbers (words/plural.h). scripts/compile-words.py holds the same
// rules as gettext's Plural-Forms, which it requires of each catalog.
#include "words/plural.h"

namespace flagfall::words {

std::optional<PluralRule> plural_rule_for(std::string_view language) {
  if (language == "en") return PluralRule::kOneOther;
  if (language == "es") return PluralRule::kOneManyOther;
  return std::nullopt;
}

int plural_form_count(PluralRule rule) {
  return rule == PluralRule::kOneOther ? 2 : 3;
}

PluralCategory plural_category(PluralRule rule, std::int64_t count) {
  // The size, without overflowing at the most negative count.
  const std::uint64_t n = count < 0 ? 0 - static_cast<std::uint64_t>(count) : count;
  if (n == 1) return PluralCategory::kOne;
  if (rule == PluralRule::kOneManyOther && n != 0 && n % 1000000 == 0) return PluralCategory::kMany;
  return PluralCategory::kOther;
}

int plural_form(PluralRule rule, std::int64_t count) {
  switch (plural_category(rule, count)) {
    case PluralCategory::kOne:
      return 0;
    case PluralCategory::kMany:
      return 1;
    default:
      return plural_form_count(rule) - 1;
  }
}

}  // namespace flagfall::words
