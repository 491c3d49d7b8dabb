#pragma once

#include <utility>
#include <variant>

namespace flagfall::clock {

// A value or the reason there is none (std::expected is not available in Emscripten's libc++ 14).
template <class T, class E>
class Result {
 public:
  Result(T value) : content_(std::in_place_index<0>, std::move(value)) {}
  Result(E error) : content_(std::in_place_index<1>, std::move(error)) {}

  bool ok() const { return content_.index() == 0; }
  explicit operator bool() const { return ok(); }

  // Precondition: ok().
  const T& value() const& { return std::get<0>(content_); }
  T&& value() && { return std::get<0>(std::move(content_)); }
  const T& operator*() const& { return value(); }
  const T* operator->() const { return &value(); }

  // Precondition: !ok().
  const E& error() const { return std::get<1>(content_); }

 private:
  std::variant<T, E> content_;
};

}  // namespace flagfall::clock
