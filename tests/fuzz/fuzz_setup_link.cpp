// Fuzzes the set-up link reader (a page address's fragment, untrusted: anyone can hand a player
// a link) and the QR code made for a link. A bad link is refused naming a part and a reason,
// never a crash; a good one builds back to a link that reads the same, and its code is made.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "cpu_budget.h"
#include "session/clock/setup_link.h"
#include "session/qr_matrix.h"

namespace {

using namespace flagfall::session;

void require(bool condition) {
  if (!condition) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const flagfall::fuzz::CpuBudget budget;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  require(percent_decode(percent_encode(text)) == std::string(text));
  const auto link = parse_setup_link(text);
  if (!link) {
    require(!link.error().part.empty() && !link.error().reason.empty());
    require(!link.error().message().empty());
    return 0;
  }
  const std::string fragment = setup_link_fragment(link.value());
  const auto again = parse_setup_link(fragment);
  require(again.ok() && again.value() == link.value());
  const std::string address = setup_link_address("https://example.org/#old", link.value());
  const auto code = qr_matrix(address);
  require(code.has_value() && code->size >= 21 && code->size <= 177);
  require(code->modules.size() == static_cast<std::size_t>(code->size * code->size));
  return 0;
}
