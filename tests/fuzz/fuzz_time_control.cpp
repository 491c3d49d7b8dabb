// Fuzzes the readers of untrusted clock text: the time-control parser (every notation), the JSON
// clock loader, and the time the director types on the live clock (game/director.h). Besides
// crashes and UB, it checks that what is accepted is valid, round trips, and can be queried.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "clock/clock_json.h"
#include "clock/display.h"
#include "clock/notation.h"
#include "cpu_budget.h"
#include "game/director.h"

namespace {

using namespace flagfall::clock;

void require(bool condition, const char* what, const std::string& detail) {
  if (condition) return;
  std::fprintf(stderr, "fuzz_time_control: %s: %s\n", what, detail.c_str());
  std::abort();
}

void check_time_control(std::string_view text) {
  for (Notation notation : {Notation::Auto, Notation::UsChess, Notation::Fide, Notation::Pgn}) {
    const auto parsed = parse_time_control(text, notation);
    if (!parsed.ok()) {
      require(!parsed.error().reason.empty(), "error without a reason", std::string(text));
      require(parsed.error().position <= text.size() || text.size() > 200, "error beyond the text",
              parsed.error().message());
      continue;
    }
    const TimeControl& control = parsed.value();
    require(!validate(control), "parser accepted an invalid control", std::string(text));
    for (Notation out : {Notation::UsChess, Notation::Fide, Notation::Pgn}) {
      const std::string written = format_time_control(control, out);
      const auto again = parse_time_control(written, out);
      require(again.ok() && again.value() == control, "round trip", written);
    }
  }
}

void check_clock_json(std::string_view text) {
  const auto loaded = clock_from_json(text);
  if (!loaded.ok()) {
    require(!loaded.error().reason.empty(), "load error without a reason", loaded.error().where);
    return;
  }
  const Clock& clock = loaded.value();
  const std::string saved = clock_to_json(clock);
  const auto again = clock_from_json(saved);
  require(again.ok() && again.value() == clock, "JSON round trip", saved);
  const Millis last = clock.last_event_time();
  for (Millis t : {last, last + 1, last + 999, last + kHour, kMaxTimestamp}) {
    for (Side side : {Side::White, Side::Black}) {
      const SideView view = clock.view(side, t);
      require(view.remaining >= 0 && view.delay_left >= 0 && view.used >= 0, "negative time",
              saved);
      require(clock.time_until_flag(side, t) >= 0, "negative time until flag", saved);
      (void)format_remaining(view.remaining);
    }
    const auto change = next_display_change(clock, t);
    require(!change || *change > t, "display change in the past", saved);
  }
}

void check_typed_time(std::string_view text) {
  const auto ms = flagfall::game::parse_clock_time(text);
  require(!ms || (*ms >= 0 && *ms <= 24 * 3'600'000), "typed time out of range", std::string(text));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const flagfall::fuzz::CpuBudget budget;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check_time_control(text);
  check_clock_json(text);
  check_typed_time(text);
  return 0;
}
