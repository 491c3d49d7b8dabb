#include "session/intent_id.h"

#include <climits>

namespace flagfall::session {
namespace {

std::optional<chess::Color> side_named(std::string_view text) {
  if (text == "white") return chess::Color::White;
  if (text == "black") return chess::Color::Black;
  return std::nullopt;
}

// A plain decimal number of at most nine digits (an id's index is far smaller).
std::optional<std::size_t> decimal(std::string_view digits) {
  if (digits.empty() || digits.size() > 9) return std::nullopt;
  std::size_t n = 0;
  for (const char c : digits) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + static_cast<std::size_t>(c - '0');
  }
  return n;
}

// The parts of `id` as `row` writes it, if it does.
std::optional<IdParts> read_row(const IdRow& row, std::string_view id) {
  const std::string_view text(row.text);
  if (!id.starts_with(text)) return std::nullopt;
  const std::string_view rest = id.substr(text.size());
  IdParts parts;
  parts.row = &row;
  switch (row.arg) {
    case IdArg::kNone:
      return rest.empty() ? std::optional(parts) : std::nullopt;
    case IdArg::kSide:
      parts.side = side_named(rest);
      return parts.side ? std::optional(parts) : std::nullopt;
    case IdArg::kMaybeSide:
      if (rest.empty()) return parts;
      parts.side = rest.starts_with('.') ? side_named(rest.substr(1)) : std::nullopt;
      return parts.side ? std::optional(parts) : std::nullopt;
    case IdArg::kIndex: {
      const std::string_view after = row.after;
      if (!rest.ends_with(after)) return std::nullopt;
      if (const auto n = decimal(rest.substr(0, rest.size() - after.size()))) {
        parts.index = *n;
        return parts;
      }
      return std::nullopt;
    }
    case IdArg::kName:
      parts.name = rest;
      return rest.empty() ? std::nullopt : std::optional(parts);
    case IdArg::kSideName: {
      const std::size_t dot = rest.find('.');
      if (dot == std::string_view::npos) return std::nullopt;
      parts.side = side_named(rest.substr(0, dot));
      parts.name = rest.substr(dot + 1);
      return parts.side && !parts.name.empty() ? std::optional(parts) : std::nullopt;
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<IdParts> read_id(std::span<const IdRow> rows, std::string_view id) {
  std::optional<IdParts> found;
  for (const IdRow& row : rows) {
    if (auto parts = read_row(row, id)) {
      if (row.arg == IdArg::kNone) return parts;
      if (!found) found = parts;
    }
  }
  return found;
}

std::string write_id(const IdRow& row, std::optional<chess::Color> side, std::size_t index,
                     std::string_view name) {
  std::string id(row.text);
  const char* side_name = side == chess::Color::Black ? "black" : "white";
  switch (row.arg) {
    case IdArg::kNone:
      break;
    case IdArg::kSide:
      id += side_name;
      break;
    case IdArg::kMaybeSide:
      if (side) id.append(".").append(side_name);
      break;
    case IdArg::kIndex:
      id.append(std::to_string(index)).append(row.after);
      break;
    case IdArg::kName:
      id += name;
      break;
    case IdArg::kSideName:
      id.append(side_name).append(".").append(name);
      break;
  }
  return id;
}

const IdRow* row_of(std::span<const IdRow> rows, std::uint8_t action) {
  for (const IdRow& row : rows) {
    if (row.action == action) return &row;
  }
  return nullptr;
}

std::int32_t name_index(NamesOf names, std::uint8_t action, std::string_view name) {
  for (std::size_t i = 0; !names(action, i).empty(); ++i) {
    if (names(action, i) == name) return static_cast<std::int32_t>(i);
  }
  return -1;
}

std::string write_intent(std::span<const IdRow> rows, std::uint8_t action,
                         std::optional<chess::Color> side, std::int32_t arg, NamesOf names) {
  const IdRow* r = row_of(rows, action);
  if (r == nullptr || arg < 0) return "";
  const auto n = static_cast<std::size_t>(arg);
  if (r->arg != IdArg::kName && r->arg != IdArg::kSideName) return write_id(*r, side, n);
  const std::string_view name = names(action, n);
  return name.empty() ? "" : write_id(*r, side, 0, name);
}

std::optional<IdParts> read_intent(std::span<const IdRow> rows, std::string_view id,
                                   NamesOf names) {
  std::optional<IdParts> parts = read_id(rows, id);
  if (!parts || parts->index > static_cast<std::size_t>(INT32_MAX)) return std::nullopt;
  if (parts->row->arg == IdArg::kName || parts->row->arg == IdArg::kSideName) {
    const std::int32_t i = name_index(names, parts->row->action, parts->name);
    if (i < 0) return std::nullopt;
    parts->index = static_cast<std::size_t>(i);
  }
  return parts;
}

}  // namespace flagfall::session
