#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "json/value.h"

#include "session/clock/clock_settings.h"

namespace flagfall::session {

// A typed name without the spaces around it, cut to kMaxControlNameLength bytes (never inside a
// UTF-8 character).
std::string tidy_control_name(std::string_view text);

// The saved controls in the clock's save (saved_controls.cpp): a list of [name, control], then
// Black's own control ("" for the same) and "black" for Armageddon when they are set.
// One saved control as its save's list: [name, control], then Black's control and "black" when
// they are set.
std::vector<std::string> saved_control_entry(const NamedControl& control);
::flagfall::json::Value saved_controls_json(const std::vector<NamedControl>& controls);
// Untrusted: every entry is checked (a name, controls that make one clock); on the first problem
// `out` is left as it was and the problem says where ("/saved_controls/2: ...").
std::optional<std::string> read_saved_controls(const ::flagfall::json::Value& list,
                                               std::vector<NamedControl>& out);

}  // namespace flagfall::session
