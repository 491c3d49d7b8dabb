// The case editor's intents and their ids, one table read both ways (intent_table.h).
#include "session/editor/editor_intent.h"

namespace flagfall::session {

const IntentTable<EditorIntent>& editor_intents() {
  namespace e = editor_intent;
  static const IntentTable<EditorIntent> table = [] {
    using chess::Color;
    IntentTable<EditorIntent> t;
    // The board set-up's own controls (ui/board_setup.h), as they publish themselves.
    t.exact("board.kings-only", e::KingsOnly{})
        .exact("board.start", e::StartPosition{})
        .exact("board.paste", e::PasteFen{})
        .exact("editor.side.white", e::SideToMove{Color::White})
        .exact("editor.side.black", e::SideToMove{Color::Black})
        .exact("editor.clear", e::AskClear{})
        .exact("editor.clear.confirm", e::ConfirmClear{})
        .exact("editor.clear.cancel", e::CancelClear{})
        .exact("editor.tab.position", e::ShowTab{EditorTab::kPosition})
        .exact("editor.tab.timeline", e::ShowTab{EditorTab::kTimeline})
        .exact("editor.tab.words", e::ShowTab{EditorTab::kWords})
        .exact("editor.actor.white", e::ChooseActor{EditorActor::kWhite})
        .exact("editor.actor.black", e::ChooseActor{EditorActor::kBlack})
        .exact("editor.actor.director", e::ChooseActor{EditorActor::kDirector})
        .exact("editor.director.white", e::DirectorSide{Color::White})
        .exact("editor.director.black", e::DirectorSide{Color::Black})
        .exact("editor.touch", e::OpenPicker{EditorPicker::kTouch})
        .exact("editor.claim", e::OpenPicker{EditorPicker::kClaim})
        .exact("editor.promote", e::OpenPicker{EditorPicker::kPromote})
        .exact("editor.pause", e::OpenPicker{EditorPicker::kPause})
        .exact("editor.penalty", e::OpenPicker{EditorPicker::kPenalty})
        .exact("editor.press-with-move", e::TogglePressWithMove{})
        .exact("editor.press", e::Press{})
        .exact("editor.resume", e::Resume{})
        .exact("editor.resign", e::Resign{})
        .exact("editor.offer-draw", e::OfferDraw{})
        .exact("editor.accept-draw", e::AcceptDraw{})
        .exact("editor.claim.time", e::Claim{rules::ClaimKind::kTime})
        .exact("editor.claim.illegal-move", e::Claim{rules::ClaimKind::kIllegalMove})
        .exact("editor.claim.repetition", e::Claim{rules::ClaimKind::kRepetition})
        .exact("editor.claim.fifty-moves", e::Claim{rules::ClaimKind::kFiftyMoves})
        .exact("editor.claim.insufficient-losing-chances",
               e::Claim{rules::ClaimKind::kInsufficientLosingChances})
        .exact("editor.penalty.two-hands", e::Penalty{rules::Offence::kTwoHands})
        .exact("editor.penalty.knocked-clock", e::Penalty{rules::Offence::kKnockedClock})
        .exact("editor.penalty.displaced-pieces", e::Penalty{rules::Offence::kDisplacedPieces})
        .exact("editor.penalty.touch-move", e::Penalty{rules::Offence::kTouchMove})
        .exact("editor.penalty.banging", e::Penalty{rules::Offence::kBanging})
        .exact("editor.penalty.other", e::Penalty{rules::Offence::kOther})
        .exact("editor.promote.queen", e::Promote{chess::PieceType::Queen})
        .exact("editor.promote.rook", e::Promote{chess::PieceType::Rook})
        .exact("editor.promote.bishop", e::Promote{chess::PieceType::Bishop})
        .exact("editor.promote.knight", e::Promote{chess::PieceType::Knight})
        .exact("editor.pause.dispute", e::Pause{rules::PauseReason::kDispute})
        .exact("editor.pause.promotion", e::Pause{rules::PauseReason::kPromotion});
    for (const char* field : {"editor.title", "editor.question", "editor.notes", "editor.control",
                              "editor.clock.white", "editor.clock.black", "editor.set-time"}) {
      t.exact(field, e::AskField{field});
    }
    t.numbered("editor.step.", &e::StepEarlier::index, ".earlier")
        .numbered("editor.step.", &e::StepLater::index, ".later")
        .numbered("editor.step.", &e::RemoveStep::index, ".remove")
        .numbered("editor.step.", &e::AskStepTime::index, ".time")
        .numbered("editor.step.", &e::SelectStep::index)
        .named("editor.category.", &e::SetCategory::category)
        .named("editor.ruleset.", &e::ToggleMeantFor::ruleset);
    return t;
  }();
  return table;
}

}  // namespace flagfall::session
