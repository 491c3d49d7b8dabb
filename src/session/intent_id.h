#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace flagfall::session {

// The number an intent's id carries between `prefix` and `suffix`: ("editor.step.3.later",
// "editor.step.", ".later") -> 3, ("trainer.choice.2", "trainer.choice.") -> 2. Nothing when
// the id does not have that shape or the part between is not a plain decimal number.
std::optional<std::size_t> index_between(std::string_view intent, std::string_view prefix,
                                         std::string_view suffix = {});

}  // namespace flagfall::session
