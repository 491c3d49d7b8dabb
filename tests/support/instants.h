#pragma once
// The instant the tests' clocks, games and sessions start at: an epoch time in milliseconds,
// as the page passes one.
#include <cstdint>

namespace flagfall::testing_support {

inline constexpr std::int64_t kStart = 1'700'000'000'000;
// The same instant, in tests where nothing starts and the code only asks what time it is.
inline constexpr std::int64_t kNow = kStart;

}  // namespace flagfall::testing_support
