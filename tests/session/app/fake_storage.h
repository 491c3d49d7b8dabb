#pragma once
// The browser's localStorage as the saves see it, with room for `quota` characters of keys and
// texts: a store that does not fit fails and leaves the key as it was, as setItem does.
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "session/app/saves.h"

namespace flagfall::session::testing_support {

class FakeStorage final : public StorageArea {
 public:
  explicit FakeStorage(std::size_t quota = 1u << 20) : quota_(quota) {}

  std::optional<std::string> load(std::string_view key) override {
    const auto it = items.find(std::string(key));
    if (it == items.end()) return std::nullopt;
    return it->second;
  }
  bool store(std::string_view key, const std::string& text) override {
    const auto it = items.find(std::string(key));
    const std::size_t old = it == items.end() ? 0 : key.size() + it->second.size();
    if (used() - old + key.size() + text.size() > quota_) return false;
    items[std::string(key)] = text;
    return true;
  }
  void remove(std::string_view key) override { items.erase(std::string(key)); }

  std::size_t used() const {
    std::size_t all = 0;
    for (const auto& [key, text] : items) all += key.size() + text.size();
    return all;
  }
  // Fills what is left with a key that is not Flagfall's, to the last character.
  void fill(std::string_view key = "another.page") {
    items.erase(std::string(key));
    const std::size_t left = quota_ - used();
    if (left > key.size()) items[std::string(key)] = std::string(left - key.size(), 'x');
  }
  void set_quota(std::size_t quota) { quota_ = quota; }

  std::map<std::string, std::string> items;

 private:
  std::size_t quota_;
};

}  // namespace flagfall::session::testing_support
