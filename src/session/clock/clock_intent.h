#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "chess/types.h"
#include "game/claim_choices.h"
#include "rules/ruleset.h"
#include "session/clock/clock_sheet_kind.h"

namespace flagfall::session {

// Every action on the clock screen, typed: what a drawn control, a key and a mirror button carry,
// applied by ClockSession::apply (clock_session_apply.cpp), the one path into the session. Its id
// (the tap target's name, the mirror's data-intent) is only at the edges, through the one table of
// clock_intent_id.cpp.
namespace clock_intent {

// Where a control that shows on two sheets (or on a sheet and the bar) is: its id differs.
enum class From : std::uint8_t { kBar, kMenu, kRuling, kDraw, kResult };

// The halves and the bar.
struct Press {  // a half: "clock.white"
  chess::Color side = chess::Color::White;
  friend bool operator==(const Press&, const Press&) = default;
};
struct StopForClaim {  // "clock.stop"
  friend bool operator==(const StopForClaim&, const StopForClaim&) = default;
};
struct PauseButton {  // "clock.pause": pauses, resumes, or (the game over) opens the record
  friend bool operator==(const PauseButton&, const PauseButton&) = default;
};
struct Undo {  // the ending's Undo: "clock.undo" on the bar, "ruling.undo" on the ruling
  From from = From::kBar;
  friend bool operator==(const Undo&, const Undo&) = default;
};
struct SayTimes {  // "clock.say-times"
  friend bool operator==(const SayTimes&, const SayTimes&) = default;
};
struct OpenPicker {  // "clock.control"
  friend bool operator==(const OpenPicker&, const OpenPicker&) = default;
};
struct OpenMenu {  // "clock.more"
  friend bool operator==(const OpenMenu&, const OpenMenu&) = default;
};
struct Home {  // "clock.home"
  friend bool operator==(const Home&, const Home&) = default;
};
// A sheet's Close, OK or Cancel, and the Escape key: closes the sheet on show, or goes a step
// back (ClockSession::key). `sheet` names whose control it is ("picker.close", "ruling.ok").
struct Close {
  ClockSheet sheet = ClockSheet::kNone;
  friend bool operator==(const Close&, const Close&) = default;
};

// The picker.
struct ChooseRuleset {  // "ruleset.fide-2023"
  std::string id;
  friend bool operator==(const ChooseRuleset&, const ChooseRuleset&) = default;
};
struct ChoosePreset {  // "preset.3+2"
  std::string control;
  friend bool operator==(const ChoosePreset&, const ChoosePreset&) = default;
};
struct AskCustomControl {  // "picker.custom"
  friend bool operator==(const AskCustomControl&, const AskCustomControl&) = default;
};

// The menu ("More").
enum class Setting : std::uint8_t {
  kSwapSides,      // "menu.swap"
  kSound,          // "menu.sound"
  kTenths,         // "menu.tenths"
  kLight,          // "menu.light"
  kTurnHalves,     // "menu.turn"
  kLowTime,        // "menu.low-time" (cycles)
  kPressFeedback,  // "menu.press" (cycles)
};
struct ChangeSetting {
  Setting setting = Setting::kSound;
  friend bool operator==(const ChangeSetting&, const ChangeSetting&) = default;
};
struct OpenRecord {  // "menu.record", "ruling.record"
  From from = From::kMenu;
  friend bool operator==(const OpenRecord&, const OpenRecord&) = default;
};
struct OpenSetupLinkSheet {  // "menu.link"
  friend bool operator==(const OpenSetupLinkSheet&, const OpenSetupLinkSheet&) = default;
};
// "menu.director": opens the panel when held for a second (`held_ms`, from the touch to its
// release), or pressed twice within 3 s. How long it was held is how, not which: every
// OpenDirector is the same control.
struct OpenDirector {
  std::int64_t held_ms = 0;
  friend bool operator==(const OpenDirector&, const OpenDirector&) { return true; }
};
struct AskNewGame {  // "menu.reset"
  friend bool operator==(const AskNewGame&, const AskNewGame&) = default;
};
struct NewGame {  // "reset.confirm"
  friend bool operator==(const NewGame&, const NewGame&) = default;
};

// Stop / Claim's first step: what a player claims from the stop, on his half ("claim.time.black"
// makes Black the claimant), or for the claimant already named ("claim.time").
enum class ClaimChoice : std::uint8_t {
  kTime,            // "claim.time"
  kIllegal,         // "claim.illegal"
  kUnpromoted,      // "claim.unpromoted"
  kPromotionPause,  // "claim.promotion-pause"
  kPromotionStop,   // "claim.promotion-stop"
  kDraw,            // "claim.draw"
  kResult,          // "claim.result"
  kDispute,         // "claim.dispute"
};
struct Claim {
  ClaimChoice choice = ClaimChoice::kTime;
  std::optional<chess::Color> side;
  friend bool operator==(const Claim&, const Claim&) = default;
};
struct NoClaim {  // "claim.none.white": the stop taken back
  chess::Color side = chess::Color::White;
  friend bool operator==(const NoClaim&, const NoClaim&) = default;
};

// A claim's details.
struct ToggleBothClaim {  // "claim.both"
  friend bool operator==(const ToggleBothClaim&, const ToggleBothClaim&) = default;
};
struct ChooseIllegalKind {  // "kind.king-next-to-king"
  game::IllegalChoice choice;
  friend bool operator==(const ChooseIllegalKind&, const ChooseIllegalKind&) = default;
};
struct PickMaterial {  // "material.white.bishop"
  chess::Color side = chess::Color::White;
  std::string pick;
  friend bool operator==(const PickMaterial&, const PickMaterial&) = default;
};
struct ToggleTakeKing {  // "claim.take-king"
  friend bool operator==(const ToggleTakeKing&, const ToggleTakeKing&) = default;
};
struct OpenBoardSetup {  // "claim.board"
  friend bool operator==(const OpenBoardSetup&, const OpenBoardSetup&) = default;
};
struct UseQuickPicks {  // "claim.board-clear"
  friend bool operator==(const UseQuickPicks&, const UseQuickPicks&) = default;
};
struct ClaimBack {  // "claim.back"
  friend bool operator==(const ClaimBack&, const ClaimBack&) = default;
};
struct ConfirmClaim {  // "claim.confirm"
  friend bool operator==(const ConfirmClaim&, const ConfirmClaim&) = default;
};

// The board set up by hand (its squares and men are the board entry's own, ui/board_setup.h).
enum class BoardTool : std::uint8_t {
  kKingsOnly,  // "board.kings-only"
  kStart,      // "board.start"
  kPaste,      // "board.paste"
};
struct UseBoardTool {
  BoardTool tool = BoardTool::kStart;
  friend bool operator==(const UseBoardTool&, const UseBoardTool&) = default;
};
struct BoardBack {  // "board.back"
  friend bool operator==(const BoardBack&, const BoardBack&) = default;
};
struct UseBoard {  // "board.use"
  friend bool operator==(const UseBoard&, const UseBoard&) = default;
};

// Draw claims and the game's end.
struct ClaimLosingChances {  // "draw.losing-chances"
  friend bool operator==(const ClaimLosingChances&, const ClaimLosingChances&) = default;
};
struct StopForDirector {  // "draw.director"
  friend bool operator==(const StopForDirector&, const StopForDirector&) = default;
};
struct DrawAgreed {  // "draw.agreed", "result.agreed"
  From from = From::kDraw;
  friend bool operator==(const DrawAgreed&, const DrawAgreed&) = default;
};
enum class Ending : std::uint8_t {
  kMate,       // "result.mate.white": White's move mated
  kStalemate,  // "result.stalemate.white"
  kResign,     // "result.resign.white": White resigns
};
struct RecordEnding {
  Ending ending = Ending::kMate;
  chess::Color side = chess::Color::White;
  friend bool operator==(const RecordEnding&, const RecordEnding&) = default;
};
struct ConfirmEnding {  // "end.confirm"
  friend bool operator==(const ConfirmEnding&, const ConfirmEnding&) = default;
};
struct EndingBack {  // "end.back"
  friend bool operator==(const EndingBack&, const EndingBack&) = default;
};

// The ruling and the record.
struct PlayOn {  // "ruling.play-on"
  friend bool operator==(const PlayOn&, const PlayOn&) = default;
};
enum class RecordAction : std::uint8_t {
  kExport,     // "record.export": the scenario file
  kShareText,  // "record.share"
  kStudy,      // "record.study"
  kShareCase,  // "record.share-case"
};
struct UseRecord {
  RecordAction action = RecordAction::kExport;
  friend bool operator==(const UseRecord&, const UseRecord&) = default;
};

// The director's panel.
struct PenaltyAgainst {  // "director.against.white"
  chess::Color side = chess::Color::White;
  friend bool operator==(const PenaltyAgainst&, const PenaltyAgainst&) = default;
};
struct GivePenalty {  // "director.penalty.two-hands"
  rules::Offence offence = rules::Offence::kOther;
  friend bool operator==(const GivePenalty&, const GivePenalty&) = default;
};
struct AskSetTime {  // "director.set.white"
  chess::Color side = chess::Color::White;
  friend bool operator==(const AskSetTime&, const AskSetTime&) = default;
};
struct ReduceExcessTime {  // "director.reduce.white"
  chess::Color side = chess::Color::White;
  friend bool operator==(const ReduceExcessTime&, const ReduceExcessTime&) = default;
};
struct DirectorStop {  // "director.stop": stops the clocks, or restarts them
  friend bool operator==(const DirectorStop&, const DirectorStop&) = default;
};

// The promotion piece.
struct Promote {  // "promote.q"
  chess::PieceType piece = chess::PieceType::Queen;
  friend bool operator==(const Promote&, const Promote&) = default;
};

// A link's question and the set-up link sheet.
struct AcceptLink {  // "link.accept": replace the game, or open the shared case
  friend bool operator==(const AcceptLink&, const AcceptLink&) = default;
};
struct KeepGame {  // "link.keep"
  friend bool operator==(const KeepGame&, const KeepGame&) = default;
};
struct ShareSetupLink {  // "link.share"
  friend bool operator==(const ShareSetupLink&, const ShareSetupLink&) = default;
};

}  // namespace clock_intent

using ClockIntent = std::variant<
    clock_intent::Press, clock_intent::StopForClaim, clock_intent::PauseButton, clock_intent::Undo,
    clock_intent::SayTimes, clock_intent::OpenPicker, clock_intent::OpenMenu, clock_intent::Home,
    clock_intent::Close, clock_intent::ChooseRuleset, clock_intent::ChoosePreset,
    clock_intent::AskCustomControl, clock_intent::ChangeSetting, clock_intent::OpenRecord,
    clock_intent::OpenSetupLinkSheet, clock_intent::OpenDirector, clock_intent::AskNewGame,
    clock_intent::NewGame, clock_intent::Claim, clock_intent::NoClaim,
    clock_intent::ToggleBothClaim, clock_intent::ChooseIllegalKind, clock_intent::PickMaterial,
    clock_intent::ToggleTakeKing, clock_intent::OpenBoardSetup, clock_intent::UseQuickPicks,
    clock_intent::ClaimBack, clock_intent::ConfirmClaim, clock_intent::UseBoardTool,
    clock_intent::BoardBack, clock_intent::UseBoard, clock_intent::ClaimLosingChances,
    clock_intent::StopForDirector, clock_intent::DrawAgreed, clock_intent::RecordEnding,
    clock_intent::ConfirmEnding, clock_intent::EndingBack, clock_intent::PlayOn,
    clock_intent::UseRecord, clock_intent::PenaltyAgainst, clock_intent::GivePenalty,
    clock_intent::AskSetTime, clock_intent::ReduceExcessTime, clock_intent::DirectorStop,
    clock_intent::Promote, clock_intent::AcceptLink, clock_intent::KeepGame,
    clock_intent::ShareSetupLink>;

// The one table between the clock's intents and their ids (clock_intent_id.cpp): every intent a
// control can carry, with its id. Tap targets, the mirror's data-intent and the test hook's taps
// are these ids.
struct ClockIntentId {
  std::string id;
  ClockIntent intent;
};
const std::vector<ClockIntentId>& clock_intent_ids();
// The id of `intent` ("" for one no control carries, such as Close of the claim sheet: Escape).
const std::string& clock_intent_id(const ClockIntent& intent);
// The intent an id names; nothing for an id not in the table.
std::optional<ClockIntent> parse_clock_intent(std::string_view id);

// A control on the clock screen: its words, its typed intent and whether it shows as chosen.
// Composed once in the session for the drawn sheet and the mirror, so both say the same and send
// the same intent.
struct ClockControl {
  std::string label;
  ClockIntent intent;
  bool on = false;
};
using ClockControls = std::vector<ClockControl>;

}  // namespace flagfall::session
