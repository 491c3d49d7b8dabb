#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "chess/types.h"
#include "game/live_game.h"

namespace flagfall::game {

// A claim being put together on the claim sheet: what the players say happened, before anything
// is recorded. The tap that opened the sheet stopped the clock at `at`; cancelling the draft
// lets the clock run on as if it never stopped. claim_entries() turns a draft into the game's
// facts and claims; the arbiter rules on them (docs/game.md).
struct ClaimDraft {
  chess::Color claimant = chess::Color::White;
  Millis at = 0;                              // the instant of the tap, on the caller's time line
  std::optional<chess::Color> time_claim_by;  // who claims the opponent's flag
  std::optional<chess::Color> illegal_claim_by;  // who claims the opponent's last move
  IllegalKind kind = IllegalKind::kKingNextToKing;
  bool press_without_move = false;  // the illegal move is a press without a move (FIDE 7.5.3)
  bool take_king = false;           // the illegal-move claimant takes the king to claim
  bool unpromoted = false;          // the illegal move is a press with a pawn left unpromoted
  bool losing_chances = false;      // an insufficient-losing-chances claim (on a board)
  std::string board_fen;            // the board as entered, in place of the material picks
  std::array<std::string, 2> material{"more", "more"};  // material pick ids, White's and Black's

  friend bool operator==(const ClaimDraft&, const ClaimDraft&) = default;
};

// A new draft for `claimant`'s tap at `at` (the game's instant for it), each side's material
// pick preset to what the players named earlier in the game.
ClaimDraft new_claim_draft(const LiveGame& game, chess::Color claimant, Millis at);

// The facts and claims the draft stands for, in the order they are recorded: the board or the
// material picks that differ from what the game knows, the illegal move (or the unpromoted
// pawn), the losing-chances claim, the time claim, then the illegal-move claim or the king taken.
std::vector<Entry> claim_entries(const LiveGame& game, const ClaimDraft& draft);

// What confirming a draft records. Play that goes on after the ruling waits for the players to
// read it: the clock is held by a TD stop (`holds_clock`) until they tap Play on.
struct ClaimSubmission {
  std::vector<Entry> entries;
  bool holds_clock = false;
  std::string problem;  // why the arbiter cannot take the draft; nothing is to be recorded
};
ClaimSubmission submit_claim(const LiveGame& game, const ClaimDraft& draft);

// `claimant`'s opponent pressed with a pawn left on the last rank: the fact, and with it a pause
// by `claimant` for the promotion piece (where the ruleset lets him pause).
std::vector<Entry> unpromoted_press_entries(const LiveGame& game, chess::Color claimant);
std::vector<Entry> unpromoted_pause_entries(const LiveGame& game, chess::Color claimant);

// The players end the game on the board or by agreement, said on `claimant`'s sheet.
std::vector<Entry> checkmate_entries(const LiveGame& game, chess::Color mover);
std::vector<Entry> stalemate_entries(const LiveGame& game, chess::Color mover);
std::vector<Entry> resignation_entries(chess::Color side);
std::vector<Entry> draw_agreed_entries(chess::Color offered_by);
// `side` stops the clock for the director (a dispute).
std::vector<Entry> dispute_entries(chess::Color side);

}  // namespace flagfall::game
