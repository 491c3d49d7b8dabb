#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "session/intent_id.h"

namespace flagfall::session {

// Visits a variant with one lambda per alternative: std::visit(Overloaded{...}, intent).
template <class... F>
struct Overloaded : F... {
  using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

// One screen's intents (a std::variant of small structs) and the ids they have at the edges: the
// tap targets the test hook publishes, the mirror's data-intent, the ids a key stands for. One
// row per id or per id pattern, read both ways: id(intent) names an intent, parse(id) gives the
// intent an id stands for. Rows are tried in order, so a fixed id goes before a pattern that
// could read it.
template <class Intent>
class IntentTable {
 public:
  struct Row {
    std::function<std::optional<std::string>(const Intent&)> id_of;
    std::function<std::optional<Intent>(std::string_view)> parse;
    Intent sample;  // an intent of the row, for the test that every row reads back
  };

  // `id` stands for exactly `intent`: one without fields (any of its kind), or one with a fixed
  // field (ShowTab{kWords}, compared with ==).
  template <class T>
  IntentTable& exact(std::string_view id, T intent) {
    std::function<std::optional<std::string>(const Intent&)> id_of;
    if constexpr (std::is_empty_v<T>) {
      id_of = [id](const Intent& i) -> std::optional<std::string> {
        if (!std::holds_alternative<T>(i)) return std::nullopt;
        return std::string(id);
      };
    } else {
      id_of = [id, intent](const Intent& i) -> std::optional<std::string> {
        const T* t = std::get_if<T>(&i);
        if (t == nullptr || !(*t == intent)) return std::nullopt;
        return std::string(id);
      };
    }
    rows_.push_back({std::move(id_of),
                     [id, intent](std::string_view text) -> std::optional<Intent> {
                       if (text != id) return std::nullopt;
                       return Intent(intent);
                     },
                     Intent(intent)});
    return *this;
  }

  // prefix + a decimal number + suffix stands for a T whose `field` is that number
  // ("trainer.choice.2": Answer{2}).
  template <class T>
  IntentTable& numbered(std::string_view prefix, std::size_t T::*field,
                        std::string_view suffix = {}) {
    T sample{};
    sample.*field = 3;
    rows_.push_back({[prefix, field, suffix](const Intent& i) -> std::optional<std::string> {
                       const T* t = std::get_if<T>(&i);
                       if (t == nullptr) return std::nullopt;
                       std::string out(prefix);
                       out += std::to_string(t->*field);
                       out += suffix;
                       return out;
                     },
                     [prefix, field, suffix](std::string_view text) -> std::optional<Intent> {
                       const std::optional<std::size_t> n = index_between(text, prefix, suffix);
                       if (!n) return std::nullopt;
                       T t{};
                       t.*field = *n;
                       return Intent(std::move(t));
                     },
                     Intent(std::move(sample))});
    return *this;
  }

  // prefix + a name stands for a T whose `field` is that name ("trainer.ruleset.fide": a
  // ruleset's id, a category's).
  template <class T>
  IntentTable& named(std::string_view prefix, std::string T::*field) {
    T sample{};
    sample.*field = "some-name";
    rows_.push_back({[prefix, field](const Intent& i) -> std::optional<std::string> {
                       const T* t = std::get_if<T>(&i);
                       if (t == nullptr) return std::nullopt;
                       return std::string(prefix) + t->*field;
                     },
                     [prefix, field](std::string_view text) -> std::optional<Intent> {
                       if (text.size() <= prefix.size() || !text.starts_with(prefix))
                         return std::nullopt;
                       T t{};
                       t.*field = std::string(text.substr(prefix.size()));
                       return Intent(std::move(t));
                     },
                     Intent(std::move(sample))});
    return *this;
  }

  // Another screen's table inside this one, its intents one alternative of this one's (the case
  // editor's inside the trainer's).
  template <class Inner>
  IntentTable& nested(const IntentTable<Inner>& inner) {
    const IntentTable<Inner>* in = &inner;
    rows_.push_back({[in](const Intent& i) -> std::optional<std::string> {
                       const Inner* t = std::get_if<Inner>(&i);
                       if (t == nullptr) return std::nullopt;
                       return in->find_id(*t);
                     },
                     [in](std::string_view text) -> std::optional<Intent> {
                       std::optional<Inner> t = in->parse(text);
                       if (!t) return std::nullopt;
                       return Intent(std::move(*t));
                     },
                     Intent(inner.rows().front().sample)});
    return *this;
  }

  // The intent's id; nullopt for one the table has no row for.
  std::optional<std::string> find_id(const Intent& intent) const {
    for (const Row& row : rows_) {
      if (std::optional<std::string> id = row.id_of(intent)) return id;
    }
    return std::nullopt;
  }
  std::string id(const Intent& intent) const { return find_id(intent).value_or(std::string()); }

  // The intent an id stands for; nullopt for an id this screen does not know.
  std::optional<Intent> parse(std::string_view text) const {
    for (const Row& row : rows_) {
      if (std::optional<Intent> intent = row.parse(text)) return intent;
    }
    return std::nullopt;
  }

  const std::vector<Row>& rows() const { return rows_; }

 private:
  std::vector<Row> rows_;
};

}  // namespace flagfall::session
