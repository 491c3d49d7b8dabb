#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/color.h"

namespace flagfall::session {

// Everything a player, the director or the phone's holder can do on the clock screen: what a
// drawn control, a mirror button or a key hands ClockSession::apply. Grouped by the sheet that
// offers it; its id (the tap target's name, the mirror's data-intent) is in clock_intent.cpp.
enum class ClockAction : std::uint8_t {
  kNone,
  // The halves and the bar.
  kHalf,  // a press on `side`'s half (its microseconds in apply's `us`)
  kHome,
  kOpenPicker,
  kOpenMenu,
  kStop,         // Stop / Claim
  kUndo,         // a new game's Undo while offered, else a finished game's
  kPauseButton,  // the bar's: pause, resume, or the record once the game is over
  kPause,
  kResume,
  kSayTimes,
  // The picker.
  kRuleset,  // arg: the index in rules::all_rulesets()
  kPreset,   // arg: the index in all_presets()
  kArmageddon,
  kAskCustom,
  kAskBlack,
  kAskSave,
  kEditSaved,
  kPickerClose,
  kSaved,  // arg: the saved control's index
  kSavedUp,
  kSavedDown,
  kRenameSaved,
  kDeleteSaved,
  // The menu, the keys and a new game.
  kLight,
  kMenuRecord,
  kLinkSheet,
  kSwap,
  kSound,
  kTenths,
  kTurnHalves,
  kLowTime,
  kPressFeedback,
  kKeys,
  kLanguage,  // the next language the app speaks (AppSession chooses it, as on Home)
  kAskNewGame,
  kDirector,  // let go (a touch: timed from its kHoldStart), or a key's or the mirror's press
  kMenuClose,
  kShiftKeys,
  kPedalKeys,
  kChooseKeys,
  kCloseSheet,   // the keys' Done
  kNewGame,      // confirmed by a key or the mirror (a touch holds it: kHoldNewGame)
  kHoldNewGame,  // a touch let go of New game (timed from its kHoldStart)
  // A touch went down on a control that must be held (arg: its action, kHoldNewGame or
  // kDirector), or left it without letting go on it. The session times the hold.
  kHoldStart,
  kHoldCancel,
  kResetCancel,
  // The claim: its first step (each with the side of the half it is on, which makes him the
  // claimant; "No claim" needs it), its details, the board set up by hand.
  kOpenClaim,  // Stop / Claim with `side` the claimant at once
  kClaimTime,
  kClaimIllegal,
  kClaimUnpromoted,
  kPromotionPause,
  kPromotionStop,
  kOpenDraw,
  kOpenResults,
  kDispute,
  kNoClaim,
  kSimultaneous,
  kTakeKing,
  kOpenBoard,
  kQuickPicks,
  kClaimBack,
  kConfirmClaim,
  kKind,      // arg: kIllegalKinds' index
  kMaterial,  // `side` has game::material_picks()[arg]
  kBoardBack,
  kUseBoard,
  kBoardKingsOnly,
  kBoardStart,
  kBoardPaste,
  kBoardSquare,  // arg: the chess::Square tapped on the board being set up (drawn only: no id)
  kBoardBrush,   // arg: the chess::Piece to place (drawn only)
  // Draw claims, the game's end, an ending to confirm.
  kLosingChances,
  kDrawAgreed,
  kDrawDirector,
  kResultAgreed,
  kMate,       // `side` mates
  kStalemate,  // `side` stalemates
  kResign,     // `side` resigns
  kConfirmEnding,
  kEndingBack,
  // The ruling and the record.
  kPlayOn,
  kRulingUndo,
  kRulingRecord,
  kRulingOk,
  kExportScenario,
  kRecordTimes,
  kExportCsv,
  kExportPgn,
  kShareRecord,
  kStudy,
  kShareCase,
  kSendResult,  // a finished game's result, as a link for the director (the link's sheet)
  kRecordClose,
  // The director's panel (`side`: whom it is about) and the promotion piece.
  kAgainst,
  kPenalty,  // arg: the rules::Offence
  kSetTime,
  kSetMoves,
  kReduce,
  kDirectorStop,
  kDirectorClose,
  kPromote,  // arg: kPromotionPieces' index
  // A link's question and the set-up link's sheet, the notice.
  kLinkAccept,
  kLinkKeep,
  kLinkShare,
  kResultFile,   // the result's sheet: the result as a file
  kResultPlace,  // ... the round, the board or a player's name typed (arg: kPlaceFields' index)
  kLinkClose,
  kNoticeOk,
  kEscape,  // the key: a step back, or the sheet closed (as the sheets' Close, OK and Cancel)
};

// What a board's phone may type on the result's sheet, by kResultPlace's arg (also the text
// field's id after "place.").
inline constexpr const char* kPlaceFields[] = {"round", "board", "white", "black"};

// An intent on the clock: the action and its small payload (no strings, nothing on the heap).
struct ClockIntent {
  constexpr ClockIntent(ClockAction a = ClockAction::kNone, std::optional<chess::Color> s = {},
                        std::int32_t n = 0)
      : action(a), side(s), arg(n) {}
  ClockAction action = ClockAction::kNone;
  std::optional<chess::Color> side;
  std::int32_t arg = 0;
  friend bool operator==(const ClockIntent&, const ClockIntent&) = default;
};

// A control as the clock screen offers it: its words, its intent and whether it shows as chosen.
// Composed once in the session (clock_sheets.h) for the drawn sheet and for the mirror.
struct ClockControl {
  std::string label;
  ClockIntent intent;
  bool on = false;
  friend bool operator==(const ClockControl&, const ClockControl&) = default;
};
using ClockControls = std::vector<ClockControl>;

// Every ruleset's presets (clock_sheets.h, picker_presets), each once, so a preset's intent and
// id name the same control whatever ruleset is set.
const std::vector<std::string>& all_presets();

// The id of an intent at the edges, and back (clock_intent.cpp, one table): "" for an intent
// that has none (a held button, a claim named at once); nothing for an id that names none.
std::string intent_id(const ClockIntent& intent);
std::optional<ClockIntent> clock_intent(std::string_view id);

}  // namespace flagfall::session
