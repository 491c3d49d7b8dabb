// The one table between the clock's typed intents and their ids (clock_intent.h): the tap targets'
// names, the mirror's data-intent and the test hook's taps. Every intent a control can carry is
// listed once, with its id; both directions look it up here, and nothing else reads an id.
#include <algorithm>
#include <utility>

#include "game/board_standin.h"
#include "session/clock/clock_intent.h"
#include "session/clock/clock_settings.h"

namespace flagfall::session {
namespace {

using namespace clock_intent;
using chess::Color;

// "white", "black" (as live_text.h's color_id, which this table does not depend on).
std::string side_word(Color side) {
  return side == Color::White ? "white" : "black";
}

std::vector<ClockIntentId> make_table() {
  std::vector<ClockIntentId> t;
  const auto add = [&t](std::string id, ClockIntent intent) {
    t.push_back({std::move(id), std::move(intent)});
  };
  // The halves and the bar.
  for (const Color side : chess::kBothColors) add("clock." + side_word(side), Press{side});
  add("clock.stop", StopForClaim{});
  add("clock.pause", PauseButton{});
  add("clock.undo", Undo{From::kBar});
  add("clock.say-times", SayTimes{});
  add("clock.control", OpenPicker{});
  add("clock.more", OpenMenu{});
  add("clock.home", Home{});
  // The sheets' Close, OK and Cancel.
  add("picker.close", Close{ClockSheet::kPicker});
  add("menu.close", Close{ClockSheet::kMenu});
  add("reset.cancel", Close{ClockSheet::kConfirmReset});
  add("ruling.ok", Close{ClockSheet::kRuling});
  add("record.close", Close{ClockSheet::kRecord});
  add("director.close", Close{ClockSheet::kDirector});
  add("notice.ok", Close{ClockSheet::kNotice});
  add("link.close", Close{ClockSheet::kSetupLink});
  // The picker.
  for (const rules::Ruleset* ruleset : rules::all_rulesets())
    add("ruleset." + std::string(ruleset->id), ChooseRuleset{std::string(ruleset->id)});
  for (const char* preset : kClockPresets)
    add(std::string("preset.") + preset, ChoosePreset{preset});
  add("picker.custom", AskCustomControl{});
  // The menu.
  add("menu.swap", ChangeSetting{Setting::kSwapSides});
  add("menu.sound", ChangeSetting{Setting::kSound});
  add("menu.tenths", ChangeSetting{Setting::kTenths});
  add("menu.light", ChangeSetting{Setting::kLight});
  add("menu.turn", ChangeSetting{Setting::kTurnHalves});
  add("menu.low-time", ChangeSetting{Setting::kLowTime});
  add("menu.press", ChangeSetting{Setting::kPressFeedback});
  add("menu.record", OpenRecord{From::kMenu});
  add("menu.link", OpenSetupLinkSheet{});
  add("menu.director", OpenDirector{});
  add("menu.reset", AskNewGame{});
  add("reset.confirm", NewGame{});
  // Stop / Claim's first step, for the claimant named or on each player's half.
  constexpr std::pair<const char*, ClaimChoice> kClaims[] = {
      {"claim.time", ClaimChoice::kTime},
      {"claim.illegal", ClaimChoice::kIllegal},
      {"claim.unpromoted", ClaimChoice::kUnpromoted},
      {"claim.promotion-pause", ClaimChoice::kPromotionPause},
      {"claim.promotion-stop", ClaimChoice::kPromotionStop},
      {"claim.draw", ClaimChoice::kDraw},
      {"claim.result", ClaimChoice::kResult},
      {"claim.dispute", ClaimChoice::kDispute},
  };
  for (const auto& [id, choice] : kClaims) {
    add(id, Claim{choice, std::nullopt});
    for (const Color side : chess::kBothColors)
      add(std::string(id) + "." + side_word(side), Claim{choice, side});
  }
  for (const Color side : chess::kBothColors) add("claim.none." + side_word(side), NoClaim{side});
  // A claim's details and its board.
  add("claim.both", ToggleBothClaim{});
  add("kind.king-next-to-king", ChooseIllegalKind{{game::IllegalKind::kKingNextToKing, false}});
  add("kind.king-in-check", ChooseIllegalKind{{game::IllegalKind::kKingInCheck, false}});
  add("kind.other", ChooseIllegalKind{{game::IllegalKind::kOther, false}});
  add("kind.press-without-move", ChooseIllegalKind{{game::IllegalKind::kOther, true}});
  for (const Color side : chess::kBothColors) {
    for (const game::MaterialPick& pick : game::material_picks()) {
      add("material." + side_word(side) + "." + std::string(pick.id),
          PickMaterial{side, std::string(pick.id)});
    }
  }
  add("claim.take-king", ToggleTakeKing{});
  add("claim.board", OpenBoardSetup{});
  add("claim.board-clear", UseQuickPicks{});
  add("claim.back", ClaimBack{});
  add("claim.confirm", ConfirmClaim{});
  add("board.kings-only", UseBoardTool{BoardTool::kKingsOnly});
  add("board.start", UseBoardTool{BoardTool::kStart});
  add("board.paste", UseBoardTool{BoardTool::kPaste});
  add("board.back", BoardBack{});
  add("board.use", UseBoard{});
  // Draw claims and the game's end.
  add("draw.losing-chances", ClaimLosingChances{});
  add("draw.agreed", DrawAgreed{From::kDraw});
  add("draw.director", StopForDirector{});
  add("result.agreed", DrawAgreed{From::kResult});
  constexpr std::pair<const char*, Ending> kEndings[] = {{"result.mate.", Ending::kMate},
                                                         {"result.stalemate.", Ending::kStalemate},
                                                         {"result.resign.", Ending::kResign}};
  for (const auto& [id, ending] : kEndings) {
    for (const Color side : chess::kBothColors)
      add(id + side_word(side), RecordEnding{ending, side});
  }
  add("end.confirm", ConfirmEnding{});
  add("end.back", EndingBack{});
  // The ruling and the record.
  add("ruling.play-on", PlayOn{});
  add("ruling.undo", Undo{From::kRuling});
  add("ruling.record", OpenRecord{From::kRuling});
  add("record.export", UseRecord{RecordAction::kExport});
  add("record.share", UseRecord{RecordAction::kShareText});
  add("record.study", UseRecord{RecordAction::kStudy});
  add("record.share-case", UseRecord{RecordAction::kShareCase});
  // The director's panel.
  for (const Color side : chess::kBothColors) {
    add("director.against." + side_word(side), PenaltyAgainst{side});
    add("director.set." + side_word(side), AskSetTime{side});
    add("director.reduce." + side_word(side), ReduceExcessTime{side});
  }
  for (const rules::Offence offence :
       {rules::Offence::kTwoHands, rules::Offence::kKnockedClock, rules::Offence::kDisplacedPieces,
        rules::Offence::kTouchMove, rules::Offence::kBanging, rules::Offence::kOther}) {
    add("director.penalty." + std::string(rules::offence_name(offence)), GivePenalty{offence});
  }
  add("director.stop", DirectorStop{});
  // The promotion piece.
  add("promote.q", Promote{chess::PieceType::Queen});
  add("promote.r", Promote{chess::PieceType::Rook});
  add("promote.b", Promote{chess::PieceType::Bishop});
  add("promote.n", Promote{chess::PieceType::Knight});
  // A link's question, the set-up link.
  add("link.accept", AcceptLink{});
  add("link.keep", KeepGame{});
  add("link.share", ShareSetupLink{});
  return t;
}

}  // namespace

const std::vector<ClockIntentId>& clock_intent_ids() {
  static const std::vector<ClockIntentId> table = make_table();
  return table;
}

const std::string& clock_intent_id(const ClockIntent& intent) {
  static const std::string none;
  const auto& table = clock_intent_ids();
  const auto found = std::find_if(table.begin(), table.end(),
                                  [&](const ClockIntentId& e) { return e.intent == intent; });
  return found == table.end() ? none : found->id;
}

std::optional<ClockIntent> parse_clock_intent(std::string_view id) {
  const auto& table = clock_intent_ids();
  const auto found =
      std::find_if(table.begin(), table.end(), [&](const ClockIntentId& e) { return e.id == id; });
  if (found == table.end()) return std::nullopt;
  return found->intent;
}

}  // namespace flagfall::session
