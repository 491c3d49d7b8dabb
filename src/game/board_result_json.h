#pragma once
// A game's result as it travels from a board's phone to the director (issue 41, point 4), as
// JSON: {"format":"flagfall-board-result","version":1, where it was played, the result with its
// ruling and rule, the ruleset and control, when it ended, and the game as saved}. A link or a
// file carries it. What comes in is someone else's data: size-limited, read field by field, and
// refused with a message that names the field and what is wrong with it.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "clock/result.h"
#include "game/event_results.h"
#include "json/value.h"

namespace flagfall::game {

inline constexpr std::size_t kMaxBoardResultBytes = 64 * 1024;
inline constexpr std::size_t kMaxNameBytes = 80;  // an event's or a player's name

// A place's fields in a JSON object ("event", "round", "board", "white", "black"; each one not
// known left out), and read back from one: the problem names the field; `place` is then partly
// filled. The clock's save keeps its game's place this way.
void write_place(json::Value& object, const EventPlace& place);
std::optional<std::string> read_place(const json::Value& object, EventPlace& place);

// Compact JSON; parse_board_result reads it back to the same result.
std::string board_result_json(const BoardResult& result);
// Whether `text` says it is a board's result (its "format"), whatever else is wrong with it: a
// file the player opens goes to the director's event, to be read or refused there.
bool is_board_result(std::string_view text);
clock::Result<BoardResult, std::string> parse_board_result(std::string_view text);

}  // namespace flagfall::game
