// The clock screen's intent ids: one table, read and written by session/intent_id.h.
#include "session/clock/clock_intent.h"

#include <algorithm>
#include <cstdint>

#include "game/board_standin.h"
#include "rules/ruleset.h"
#include "session/clock/clock_sheets.h"
#include "session/intent_id.h"

namespace flagfall::session {

// The clock's actions, short (as in clock_sheets_internal.h).
using A = ClockAction;

namespace {

constexpr IdArg kSide = IdArg::kSide;
constexpr IdArg kClaim = IdArg::kMaybeSide;  // a claim control on a player's half takes his side

constexpr IdRow kClockIds[] = {
    row("clock.", A::kHalf, kSide),
    row("clock.home", A::kHome),
    row("clock.control", A::kOpenPicker),
    row("clock.more", A::kOpenMenu),
    row("clock.stop", A::kStop),
    row("clock.undo", A::kUndo),
    row("clock.pause", A::kPauseButton),
    row("clock.say-times", A::kSayTimes),
    row("ruleset.", A::kRuleset, IdArg::kName),
    row("preset.", A::kPreset, IdArg::kName),
    row("picker.armageddon", A::kArmageddon),
    row("picker.custom", A::kAskCustom),
    row("picker.black", A::kAskBlack),
    row("picker.save", A::kAskSave),
    row("picker.saved", A::kEditSaved),
    row("picker.close", A::kPickerClose),
    row("saved.", A::kSaved, IdArg::kIndex),
    row("saved.up", A::kSavedUp),
    row("saved.down", A::kSavedDown),
    row("saved.rename", A::kRenameSaved),
    row("saved.delete", A::kDeleteSaved),
    row("menu.light", A::kLight),
    row("menu.record", A::kMenuRecord),
    row("menu.link", A::kLinkSheet),
    row("menu.swap", A::kSwap),
    row("menu.sound", A::kSound),
    row("menu.tenths", A::kTenths),
    row("menu.turn", A::kTurnHalves),
    row("menu.low-time", A::kLowTime),
    row("menu.press", A::kPressFeedback),
    row("menu.keys", A::kKeys),
    row("menu.language", A::kLanguage),
    row("menu.reset", A::kAskNewGame),
    row("menu.director", A::kDirector),
    row("menu.close", A::kMenuClose),
    row("keys.shift", A::kShiftKeys),
    row("keys.pedals", A::kPedalKeys),
    row("keys.choose", A::kChooseKeys),
    row("keys.done", A::kCloseSheet),
    row("reset.confirm", A::kNewGame),
    row("reset.cancel", A::kResetCancel),
    row("claim.time", A::kClaimTime, kClaim),
    row("claim.illegal", A::kClaimIllegal, kClaim),
    row("claim.unpromoted", A::kClaimUnpromoted, kClaim),
    row("claim.promotion-pause", A::kPromotionPause, kClaim),
    row("claim.promotion-stop", A::kPromotionStop, kClaim),
    row("claim.draw", A::kOpenDraw, kClaim),
    row("claim.result", A::kOpenResults, kClaim),
    row("claim.dispute", A::kDispute, kClaim),
    row("claim.none", A::kNoClaim, kClaim),
    row("claim.both", A::kSimultaneous, kClaim),
    row("claim.take-king", A::kTakeKing, kClaim),
    row("claim.board", A::kOpenBoard, kClaim),
    row("claim.board-clear", A::kQuickPicks, kClaim),
    row("claim.back", A::kClaimBack, kClaim),
    row("claim.confirm", A::kConfirmClaim, kClaim),
    row("kind.", A::kKind, IdArg::kName),
    row("material.", A::kMaterial, IdArg::kSideName),
    row("board.back", A::kBoardBack),
    row("board.use", A::kUseBoard),
    row("board.kings-only", A::kBoardKingsOnly),
    row("board.start", A::kBoardStart),
    row("board.paste", A::kBoardPaste),
    row("draw.losing-chances", A::kLosingChances),
    row("draw.agreed", A::kDrawAgreed),
    row("draw.director", A::kDrawDirector),
    row("result.agreed", A::kResultAgreed),
    row("result.mate.", A::kMate, kSide),
    row("result.stalemate.", A::kStalemate, kSide),
    row("result.resign.", A::kResign, kSide),
    row("end.confirm", A::kConfirmEnding),
    row("end.back", A::kEndingBack),
    row("ruling.play-on", A::kPlayOn),
    row("ruling.undo", A::kRulingUndo),
    row("ruling.record", A::kRulingRecord),
    row("ruling.ok", A::kRulingOk),
    row("record.export", A::kExportScenario),
    row("record.times", A::kRecordTimes),
    row("record.csv", A::kExportCsv),
    row("record.pgn", A::kExportPgn),
    row("record.share", A::kShareRecord),
    row("record.study", A::kStudy),
    row("record.share-case", A::kShareCase),
    row("record.send-result", A::kSendResult),
    row("record.close", A::kRecordClose),
    row("director.against.", A::kAgainst, kSide),
    row("director.penalty.", A::kPenalty, IdArg::kName),
    row("director.set.", A::kSetTime, kSide),
    row("director.moves.", A::kSetMoves, kSide),
    row("director.reduce.", A::kReduce, kSide),
    row("director.stop", A::kDirectorStop),
    row("director.close", A::kDirectorClose),
    row("promote.", A::kPromote, IdArg::kName),
    row("link.accept", A::kLinkAccept),
    row("link.keep", A::kLinkKeep),
    row("link.share", A::kLinkShare),
    row("link.result-file", A::kResultFile),
    row("link.place.", A::kResultPlace, IdArg::kName),
    row("link.close", A::kLinkClose),
    row("notice.ok", A::kNoticeOk),
};

constexpr std::string_view kIllegalKindNames[] = {"press-without-move", "king-next-to-king",
                                                  "king-in-check", "other"};
constexpr std::string_view kPieceNames[] = {"q", "r", "b", "n"};

// The name an action's id ends in for its arg `i` ("" past the last).
std::string_view name_of(std::uint8_t action, std::size_t i) {
  const auto at = [i](const auto& names) -> std::string_view {
    return i < std::size(names) ? std::string_view(names[i]) : std::string_view();
  };
  switch (static_cast<ClockAction>(action)) {
    case A::kRuleset:
      return i < rules::all_rulesets().size() ? rules::all_rulesets()[i]->id : "";
    case A::kPreset:
      return at(all_presets());
    case A::kKind:
      return at(kIllegalKindNames);
    case A::kMaterial:
      return i < game::material_picks().size() ? game::material_picks()[i].id : "";
    case A::kPenalty:
      return i <= static_cast<std::size_t>(rules::Offence::kOther)
                 ? rules::offence_name(static_cast<rules::Offence>(i))
                 : "";
    case A::kPromote:
      return at(kPieceNames);
    case A::kResultPlace:
      return at(kPlaceFields);
    default:
      return "";
  }
}

}  // namespace

const std::vector<std::string>& all_presets() {
  static const std::vector<std::string> presets = [] {
    std::vector<std::string> out;
    for (const rules::Ruleset* r : rules::all_rulesets()) {
      for (std::string& preset : picker_presets(r->id)) {
        if (std::find(out.begin(), out.end(), preset) == out.end())
          out.push_back(std::move(preset));
      }
    }
    return out;
  }();
  return presets;
}

std::string intent_id(const ClockIntent& intent) {
  return write_intent(kClockIds, static_cast<std::uint8_t>(intent.action), intent.side, intent.arg,
                      name_of);
}

std::optional<ClockIntent> clock_intent(std::string_view id) {
  const auto parts = read_intent(kClockIds, id, name_of);
  if (!parts) return std::nullopt;
  return ClockIntent{static_cast<ClockAction>(parts->row->action), parts->side,
                     static_cast<std::int32_t>(parts->index)};
}

}  // namespace flagfall::session
