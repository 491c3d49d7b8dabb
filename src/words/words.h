#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "words/catalog.h"
#include "words/msg.h"

// Every word the app shows, by message id (docs/words.md): words::text(Msg::kHomeClock),
// words::format<Msg::kAboutVersion>(version), words::plural<Msg::kAboutOfflineKept>(files, size).
namespace flagfall::words {

// The app's name: the same in every language, so not a message.
inline constexpr std::string_view kAppName = "Flagfall";

// The words on show: English, always there (compiled in, and made whole by its catalog when that
// arrives), and a chosen language's catalog over it: its first screen's messages compiled in, the
// whole of it once its catalog arrives. A message no catalog holds yet (in the page, before the
// catalogs have arrived) reads English's words, or "…", never blank.
class Words {
 public:
  // English as compiled into the program: every message natively, the first screen's in the page.
  Words();
  explicit Words(Catalog english) : english_(std::move(english)) {}

  // Puts in a whole compiled catalog: English's completes the English compiled in; another
  // language's is shown over English. True when it went in. A catalog with a problem changes
  // nothing (the app stays in the language it was in) and problem() says what was wrong.
  bool install(std::string_view compiled);
  // Shows `language` (a code of kLanguages): its catalog's words where it holds them (at first
  // its first screen's, compiled in), English's elsewhere. False, changing nothing, for a
  // language the app does not speak.
  bool show(std::string_view language);
  // What was wrong with the last catalog refused; "" while none was.
  const std::string& problem() const { return problem_; }
  // The language on show.
  std::string_view language() const {
    return showing_english() ? english_.language() : chosen_->language();
  }
  // Whether every message of the language on show is here.
  bool complete() const { return showing_english() ? english_.complete() : chosen_->complete(); }
  // Which words these are: a number no other state of any Words has had, changed by every
  // catalog put in, so text made from them earlier can tell it is stale.
  std::uint32_t version() const { return version_; }

  // A message's text (a plural message's form for `count`); the view ends with a NUL.
  std::string_view text(Msg id, std::int64_t count = 1) const;
  // The message with {1}, {2}... replaced by `arguments` in order; a plural message's form is
  // the one for `count`.
  std::string format(Msg id, std::initializer_list<std::string_view> arguments,
                     std::int64_t count = 1) const;
  // Data's own English (a scenario bank text) in the language on show: its catalog's text for
  // `key` where it translates this very English, else `english`.
  std::string_view translated(std::string_view key, std::string_view english) const;

 private:
  bool showing_english() const { return !chosen_ || !show_chosen_; }

  Catalog english_;
  std::optional<Catalog> chosen_;
  bool show_chosen_ = false;  // else English is on show, the chosen catalog kept for later
  std::string problem_;
  std::uint32_t version_ = next_version();

  static std::uint32_t next_version();
};

// The app's words, one for the whole program (as the scenario bank is).
Words& app_words();

// The language a language switch turns the app to: the next of kLanguages after the one on show.
std::size_t next_language();

// A message that takes no argument, in the app's words.
inline std::string_view text(Msg id) {
  return app_words().text(id);
}

// The same, as a string of its own (for a notice or a problem kept after the words change).
inline std::string said(Msg id) {
  return std::string(app_words().text(id));
}

// A message with arguments {1}, {2}..., given in order; their number is checked when compiled.
template <Msg id, class... Arguments>
[[gnu::always_inline]] inline std::string format(const Arguments&... arguments) {
  static_assert(!is_plural(id), "a message with plural forms: use words::plural");
  static_assert(sizeof...(Arguments) == argument_count(id),
                "the message takes another number of arguments (en.po)");
  return app_words().format(id, {std::string_view(arguments)...});
}

// A message with plural forms, in the form for `count`, which is its {1}; the other arguments are
// {2}, {3}..., given in order.
template <Msg id, class... Arguments>
[[gnu::always_inline]] inline std::string plural(std::int64_t count,
                                                 const Arguments&... arguments) {
  static_assert(is_plural(id), "a message without plural forms: use words::format");
  static_assert(sizeof...(Arguments) + 1 == argument_count(id),
                "the message takes another number of arguments (en.po)");
  const std::string number = std::to_string(count);
  return app_words().format(id, {number, std::string_view(arguments)...}, count);
}

// `pattern` with each {1}, {2}... replaced by that argument and {{ and }} by one brace. A {n}
// without an argument stays as it is written; a lone brace too.
std::string fill_arguments(std::string_view pattern,
                           std::initializer_list<std::string_view> arguments);

}  // namespace flagfall::words
