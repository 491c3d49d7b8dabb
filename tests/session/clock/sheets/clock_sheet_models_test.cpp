// The clock's sheet models (session/clock/sheets/): each owns its state, its words and its
// controls (typed intents), which the drawn sheet and the mirror both take.
#include <gtest/gtest.h>

#include "session/clock/clock_intent.h"
#include "session/clock/sheets/confirm_reset_sheet.h"
#include "session/clock/sheets/promotion_sheet.h"
#include "session/clock/sheets/setup_link_sheet.h"

namespace flagfall::session {
namespace {

using chess::Color;

std::vector<std::string> ids(const ClockControls& controls) {
  std::vector<std::string> out;
  for (const ClockControl& c : controls) out.push_back(clock_intent_id(c.intent));
  return out;
}

TEST(ClockSheetModels, TheResetSheetSaysWhatTheNewGameStartsWith) {
  ClockSettings current;
  const ConfirmResetSheet again;
  EXPECT_EQ(again.question(current),
            "A new game: both clocks go back to G/5;d0. This game's times and record are lost.");
  EXPECT_EQ(again.confirmed(current).control, "G/5;d0");
  ClockSettings next = current;
  next.ruleset = "fide-2023";
  next.control = "3+2";
  const ConfirmResetSheet picked(next);
  EXPECT_EQ(picked.question(current),
            "A new game: both clocks go back to FIDE 2023, 3+2. This game's times and record are "
            "lost.");
  EXPECT_EQ(picked.confirmed(current).ruleset, "fide-2023");
  EXPECT_EQ(ids(ConfirmResetSheet::controls()),
            (std::vector<std::string>{"reset.confirm", "reset.cancel"}));
}

TEST(ClockSheetModels, ThePromotionSheetRecordsThePieceForItsPromoter) {
  const PromotionSheet sheet(Color::Black, Color::White);
  EXPECT_EQ(sheet.title(), "Black promotes");
  EXPECT_EQ(ids(PromotionSheet::controls()),
            (std::vector<std::string>{"promote.q", "promote.r", "promote.b", "promote.n"}));
  EXPECT_FALSE(sheet.entries(chess::PieceType::Knight).empty());
}

TEST(ClockSheetModels, TheSetUpLinkSheetHoldsTheLinkItsCodeAndWhatSharingSends) {
  const SetupLinkSheet sheet("https://clock.example/#clock?ruleset=uscf-2020&tc=G/5;d0");
  ASSERT_TRUE(sheet.qr());
  EXPECT_GE(sheet.qr()->size, 21);
  const ExportRequest shared = sheet.share();
  EXPECT_EQ(shared.kind, "share");
  EXPECT_EQ(shared.text, sheet.link());
  EXPECT_EQ(ids(SetupLinkSheet::controls()),
            (std::vector<std::string>{"link.share", "link.close"}));
}

}  // namespace
}  // namespace flagfall::session
