// "Make a case": a case built step by step from the starting position, ruled under all seven
// rulesets after every change, and saved as exactly what the bank format holds.
#include "session/editor/editor_session.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "chess/fen.h"
#include "rules/scenario_writer.h"
#include "trainer/share.h"

namespace flagfall::session {
namespace {

using chess::Color;

const EditorRuling& under(const EditorSession& editor, std::string_view ruleset) {
  for (const EditorRuling& r : editor.rulings()) {
    if (r.ruleset == ruleset) return r;
  }
  throw std::runtime_error("no ruling under " + std::string(ruleset));
}

chess::Move move(const char* uci) {
  return *chess::parse_uci(uci);
}

// 1.e4 e5 2.Ke2 Ke7 3.Ke3 Ke6 4.Kf3 Kf6 5.Kg4 Kg6 6.Kf5?? : White's king steps next to
// Black's, and White presses. Each move and press one second apart.
void king_walk(EditorSession& editor) {
  const char* moves[] = {"e2e4", "e7e5", "e1e2", "e8e7", "e2e3", "e7e6",
                         "e3f3", "e6f6", "f3g4", "f6g6", "g4f5"};
  for (std::size_t i = 0; i < std::size(moves); ++i) {
    const Color side = i % 2 == 0 ? Color::White : Color::Black;
    editor.play(side, move(moves[i]), editor.next_time());
    editor.press(side, editor.steps().back().t);
  }
}

TEST(EditorSession, AKingNextToKingCaseFromTheStartIsRuledUnderEveryRulesetAsTheClaimIsAdded) {
  EditorSession editor;
  ASSERT_EQ(editor.setup_board().fen(), chess::kStartingFen);
  ASSERT_EQ(editor.rulings().size(), rules::all_rulesets().size());
  king_walk(editor);
  ASSERT_EQ(editor.steps().size(), 22u);
  EXPECT_EQ(editor.problem(), "");
  EXPECT_EQ(editor.step_texts().back(), "White presses the clock");
  // Before the claim: nobody has claimed, play goes on under every ruleset.
  for (const EditorRuling& r : editor.rulings()) {
    SCOPED_TRACE(r.ruleset);
    EXPECT_EQ(r.outcome, rules::Outcome::kPlayOn);
    EXPECT_TRUE(r.meant);
  }
  EXPECT_EQ(under(editor, "uscf-2020").rule, "");

  const std::size_t before = editor.rulings_computed();
  editor.claim(Color::Black, rules::ClaimKind::kIllegalMove, editor.next_time());
  EXPECT_EQ(editor.rulings_computed(), before + 1) << "one computation per change";
  // US Chess 11-7d: the illegal move completed and claimed loses for the player who made it
  // (Black has mating material). FIDE blitz (7.5.5 via A.4): the first illegal move gives the
  // opponent a minute and play goes on.
  const EditorRuling& uscf = under(editor, "uscf-2020");
  EXPECT_EQ(uscf.outcome, rules::Outcome::kBlackWins);
  EXPECT_EQ(uscf.reason, "illegal-move");
  EXPECT_EQ(uscf.rule, "USCF 11-7d");
  const EditorRuling& fide = under(editor, "fide-2023");
  EXPECT_EQ(fide.outcome, rules::Outcome::kPlayOn);
  EXPECT_EQ(fide.reason, "illegal-move-penalty");
  EXPECT_EQ(fide.rule, "FIDE 7.5.5");
  EXPECT_EQ(under(editor, "scholastic-2018").outcome, rules::Outcome::kBlackWins);
  EXPECT_EQ(under(editor, "uscf-summary-variation").outcome, rules::Outcome::kPlayOn);

  // Reading the rulings again computes nothing.
  (void)editor.rulings();
  EXPECT_EQ(editor.rulings_computed(), before + 1);

  // Taking the claim away brings play-on back.
  editor.remove_step(editor.steps().size() - 1);
  EXPECT_EQ(under(editor, "uscf-2020").outcome, rules::Outcome::kPlayOn);
}

TEST(EditorSession, TheCaseIsWhatTheBankFormatHoldsAndSharesAndReopensTheSame) {
  EditorSession editor;
  king_walk(editor);
  editor.claim(Color::Black, rules::ClaimKind::kIllegalMove, editor.next_time());
  editor.set_title("Saturday, board 4");
  editor.set_question("White's king steps next to Black's. Black claims.");
  editor.set_notes("USCF 11-7d: Black wins.");
  editor.set_category("king-adjacent");
  editor.toggle_meant_for("uscf-2020");
  editor.toggle_meant_for("fide-2023");
  EXPECT_FALSE(under(editor, "scholastic-2018").meant);
  EXPECT_TRUE(under(editor, "fide-2023").meant);
  editor.set_time_control("G/3;+2");
  editor.set_clock(Color::White, 45'000);

  const rules::Scenario s = editor.to_scenario();
  EXPECT_EQ(s.id, "my-saturday-board-4");
  EXPECT_EQ(s.rulesets, (std::vector<std::string>{"uscf-2020", "fide-2023"}));
  EXPECT_EQ(s.setup.time_control, "G/3;+2");
  EXPECT_EQ(s.setup.white_ms, 45'000);
  EXPECT_EQ(s.setup.black_ms, std::nullopt);
  const auto parsed = rules::parse_scenario(rules::scenario_to_json(s, 2));
  ASSERT_TRUE(parsed) << parsed.error().message();
  EXPECT_EQ(rules::scenario_to_json(*parsed), rules::scenario_to_json(s));
  EXPECT_EQ(rules::adjudicate(*parsed, *rules::find_ruleset("uscf-2020")).outcome,
            rules::Outcome::kBlackWins);

  const auto link = trainer::case_link(s);
  ASSERT_TRUE(link) << link.error();
  const auto opened = trainer::open_link(link->fragment, trainer::Bank::builtin());
  ASSERT_TRUE(opened) << opened.error();

  // Editing it again starts from what was saved.
  EditorSession again(*opened->one);
  EXPECT_EQ(rules::scenario_to_json(again.to_scenario()), rules::scenario_to_json(s));
  EXPECT_EQ(under(again, "uscf-2020").outcome, rules::Outcome::kBlackWins);
}

TEST(EditorSession, StepsKeepTheirOrderAndEveryActionIsOneStep) {
  EditorSession editor;
  editor.kings_only();
  editor.paste_fen("8/8/3k4/8/4K3/8/P7/r6R w - - 0 40");
  EXPECT_EQ(editor.setup_board().fen(), "8/8/3k4/8/4K3/8/P7/r6R w - - 0 40");
  editor.set_side_to_move(Color::Black);
  EXPECT_EQ(editor.setup_board().fen(), "8/8/3k4/8/4K3/8/P7/r6R b - - 0 40");
  editor.set_side_to_move(Color::White);
  editor.play(Color::White, move("a2a4"), 2000);
  EXPECT_EQ(editor.notice(), "");
  editor.press(Color::White, 1000);
  EXPECT_EQ(editor.notice(), "A new step comes at 2 s or later (the last step's time).");
  EXPECT_EQ(editor.steps().size(), 1u);
  editor.press(Color::White, 2000);
  editor.touch(Color::Black, chess::Square::A1, 3000);
  editor.pause(rules::Actor::kBlack, rules::PauseReason::kDispute, 4000);
  editor.resume(rules::Actor::kTd, 5000);
  editor.offer_draw(Color::Black, 6000);
  editor.accept_draw(Color::White, 6500);
  editor.penalty(Color::White, rules::Offence::kBanging, 7000);
  editor.set_time(Color::Black, 30'000, 7000);
  editor.resign(Color::Black, 8000);
  editor.promote(Color::White, chess::PieceType::Queen, 9000);
  editor.claim(Color::White, rules::ClaimKind::kTime, 9000);
  EXPECT_EQ(editor.steps().size(), 12u);
  EXPECT_EQ(editor.problem(), "");
  EXPECT_TRUE(rules::parse_scenario(rules::scenario_to_json(editor.to_scenario())));

  editor.retime_step(1, 2500);
  EXPECT_EQ(editor.notice(), "");
  EXPECT_EQ(editor.steps()[1].t, 2500);
  editor.retime_step(1, 3500);
  EXPECT_EQ(editor.notice(), "A step stays between the steps before and after it (2 s to 3 s).");
  EXPECT_EQ(editor.steps()[1].t, 2500);
  editor.promote(Color::White, chess::PieceType::King, 9000);
  EXPECT_EQ(editor.notice(), "A pawn becomes a queen, a rook, a bishop or a knight.");
  editor.set_time_control("G/5 and a bit");
  EXPECT_TRUE(editor.notice().starts_with("Not a time control: ")) << editor.notice();
  EXPECT_EQ(editor.time_control(), "");
  EXPECT_EQ(editor.steps().size(), 12u);
}

}  // namespace
}  // namespace flagfall::session
