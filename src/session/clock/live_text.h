#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "chess/types.h"
#include "clock/clock.h"
#include "clock/stage.h"
#include "game/live_game.h"
#include "rules/arbiter.h"

namespace flagfall::session {

// Words for the live clock: what the arbiter's codes mean to players at a board.

const char* color_id(chess::Color side);  // "white"
// A side in a sentence, from the catalogs (the rulings' side.* messages): "White" ("las
// blancas"), and its possessive: "White's" ("de las blancas", after the noun in Spanish).
std::string side_words(chess::Color side);
// A side's name on its own, as the clock's halves show it: "White" ("Blancas").
std::string_view side_name(chess::Color side);
std::string side_of_words(chess::Color side);
// `text` with its first letter a capital (a sentence that begins with a side's words).
std::string capitalised(std::string text);
// The ruleset's one short name (Ruleset::short_name: "USCF 2020", "FIDE 2023", ...).
std::string_view ruleset_short_name(std::string_view id);
// "Black wins on time", "Draw: both flags are down", "Play on: claim denied".
std::string ruling_headline(const rules::Ruling& ruling);
// "1-0", "0-1", "½-½" or "".
std::string result_score(rules::Outcome outcome);
// "0:12" from the start (game milliseconds), "1:02:03" past an hour.
std::string elapsed_label(std::int64_t ms);

// A staged control's half: "stage 1 · 12 moves to go", "stage 2 · sudden death"; "" without
// stages. The half, its mirror and the stage change's announcement all say it so.
std::string stage_text(const clock::Stage& stage);

// A half in byo-yomi: "byo-yomi · 3 periods left", or under Canadian byo-yomi the moves still
// owed in the period, "byo-yomi · 5 more moves in this period"; "" before byo-yomi. The half and
// its mirror both say it so.
std::string byoyomi_text(const clock::SideView& side);

// One line of the game record: when, and what happened or was ruled.
struct RecordLine {
  std::int64_t t = 0;  // ms from the start
  std::string text;
  std::string rule;     // "USCF 11-7d", or ""
  bool ruling = false;  // the arbiter's ruling rather than a plain event
};
// The record: every event of the log with the arbiter's rulings, presses kept short and
// stand-in moves shown as what the players reported.
std::vector<RecordLine> game_record(const game::LiveGame& game);
// The record as plain text to share.
std::string record_text(const game::LiveGame& game);

}  // namespace flagfall::session
