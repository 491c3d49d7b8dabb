// The reset question on the progress view: its words and controls, and what each answer does.
#include "session/trainer/sheets/reset_question.h"

#include <gtest/gtest.h>

#include "../../../support/instants.h"
#include "session/trainer/trainer_session.h"

namespace flagfall::session {
namespace {

using ::flagfall::testing_support::kNow;

TEST(ResetQuestion, OffersResetAndCancelAsIntents) {
  const std::vector<TrainerControl> controls = ResetQuestion{}.controls();
  ASSERT_EQ(controls.size(), 2u);
  EXPECT_EQ(controls[0].label, "Reset");
  EXPECT_EQ(trainer_intents().id(controls[0].intent), "trainer.reset.confirm");
  EXPECT_EQ(controls[1].label, "Cancel");
  EXPECT_EQ(trainer_intents().id(controls[1].intent), "trainer.reset.cancel");
}

TEST(ResetQuestion, ProgressOpensAndResetAsksFirst) {
  TrainerSession s;
  s.practise(kNow);
  s.answer(0, kNow);
  s.take_unsaved_change();
  s.menu();
  s.open_progress();
  EXPECT_EQ(s.view(), TrainerView::kProgress);
  EXPECT_EQ(s.take_show_from(), ShowFrom::kTop);
  s.apply(trainer_intent::ConfirmReset{}, kNow);
  EXPECT_EQ(s.trainer().progress().answered(), 1) << "not without asking";
  s.apply(trainer_intent::AskReset{}, kNow);
  EXPECT_NE(s.open_sheet<ResetQuestion>(), nullptr);
  s.apply(trainer_intent::CancelReset{}, kNow);
  EXPECT_EQ(s.open_sheet<ResetQuestion>(), nullptr);
  EXPECT_EQ(s.trainer().progress().answered(), 1);
  EXPECT_FALSE(s.take_unsaved_change());
  s.apply(trainer_intent::AskReset{}, kNow);
  s.apply(trainer_intent::ConfirmReset{}, kNow);
  EXPECT_EQ(s.open_sheet<ResetQuestion>(), nullptr);
  EXPECT_EQ(s.trainer().progress().answered(), 0);
  EXPECT_TRUE(s.take_unsaved_change());
  s.apply(trainer_intent::AskReset{}, kNow);
  s.apply(trainer_intent::ProgressBack{}, kNow);
  EXPECT_EQ(s.view(), TrainerView::kMenu);
  EXPECT_EQ(s.open_sheet<ResetQuestion>(), nullptr) << "leaving forgets the question";
}

TEST(ResetQuestion, TheMirrorSaysTheDrawnWordsAndOffersItsControls) {
  TrainerSession s;
  s.open_progress();
  s.apply(trainer_intent::AskReset{}, kNow);
  const Mirror m = trainer_mirror(s, kNow);
  bool asked = false;
  for (const MirrorPart& p : m.parts()) asked |= p.text == ResetQuestion::kQuestion;
  EXPECT_TRUE(asked);
  const std::vector<std::string> intents = m.intents();
  for (const TrainerControl& c : ResetQuestion{}.controls()) {
    EXPECT_NE(std::find(intents.begin(), intents.end(), trainer_intents().id(c.intent)),
              intents.end());
  }
}

}  // namespace
}  // namespace flagfall::session
