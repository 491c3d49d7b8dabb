#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "chess/color.h"

namespace flagfall::session {

// A screen's intents are typed (an enum of actions and a small payload, e.g. clock_intent.h);
// their string ids live only at the edges: a drawn control's tap-target name, the mirror's
// data-intent, the test hook. Each screen converts with one constant table of IdRows, read and
// written here, so no screen takes ids apart by their prefixes itself.

// How an id carries its intent's argument after its row's text.
enum class IdArg : std::uint8_t {
  kNone,       // the id is the row's text ("clock.home")
  kSide,       // the text, then "white" or "black" ("clock." -> "clock.white")
  kMaybeSide,  // the text, alone or with ".white" or ".black" ("claim.time", "claim.time.black")
  kIndex,      // the text, a decimal number, then the row's `after` ("saved." -> "saved.2";
               // "editor.step." and ".later" -> "editor.step.2.later")
  kName,       // the text, then one of the screen's names ("preset." -> "preset.3+2")
  kSideName,   // the text, a side, a dot and a name ("material." -> "material.white.king")
};

// One row of a screen's table: the action (the screen's enum, as a number) its ids stand for.
struct IdRow {
  const char* text = "";
  std::uint8_t action = 0;
  IdArg arg = IdArg::kNone;
  const char* after = "";  // what follows a kIndex row's number
};
// A row for `action` of any screen's action enum (its tables are written with this).
template <class Action>
constexpr IdRow row(const char* text, Action action, IdArg arg = IdArg::kNone,
                    const char* after = "") {
  return {text, static_cast<std::uint8_t>(action), arg, after};
}

// An id read against a table: its row, the side it names, and its number or name.
struct IdParts {
  const IdRow* row = nullptr;
  std::optional<chess::Color> side;
  std::size_t index = 0;
  std::string_view name;
};

// The row `id` is written by, with its parts; nothing for an id no row writes. A row of exact
// text wins over one that takes an argument ("clock.home" is not a side).
std::optional<IdParts> read_id(std::span<const IdRow> rows, std::string_view id);
// The id `row` writes for these parts (the side, the number or the name its arg takes).
std::string write_id(const IdRow& row, std::optional<chess::Color> side, std::size_t index = 0,
                     std::string_view name = {});
// The row for `action`, or nullptr.
const IdRow* row_of(std::span<const IdRow> rows, std::uint8_t action);

// A screen's names for the argument of an action whose ids end in a name (IdArg::kName,
// kSideName): the `i`-th name of `action`, "" past the last.
using NamesOf = std::string_view (*)(std::uint8_t action, std::size_t i);
// An intent's id by a screen's table: "" for an action no row writes, or an argument that names
// nothing (a negative one, a name past the last).
std::string write_intent(std::span<const IdRow> rows, std::uint8_t action,
                         std::optional<chess::Color> side, std::int32_t arg, NamesOf names);
// An id read back by the same table, its name (if its row takes one) as the name's index among
// `names`; nothing for an id no row writes, a name not among them or a number past INT32_MAX.
std::optional<IdParts> read_intent(std::span<const IdRow> rows, std::string_view id, NamesOf names);
// The index of `name` among `action`'s names, or -1.
std::int32_t name_index(NamesOf names, std::uint8_t action, std::string_view name);

}  // namespace flagfall::session
