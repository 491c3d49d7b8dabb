// Fresh variants from templates: valid positions that satisfy the template and keep the rulings.
#include <cstdio>
#include <ctime>
#include <set>

#include <gtest/gtest.h>

#include "chess/fen.h"
#include "chess/material.h"
#include "chess/validity.h"
#include "trainer/bank.h"
#include "trainer/variants.h"

namespace flagfall::trainer {
namespace {

rules::Outcome swapped(rules::Outcome o) {
  if (o == rules::Outcome::kWhiteWins) return rules::Outcome::kBlackWins;
  if (o == rules::Outcome::kBlackWins) return rules::Outcome::kWhiteWins;
  return o;
}

TEST(TrainerVariants, EveryTemplateMakesValidVariantsThatKeepTheRulings) {
  int templates = 0;
  for (const rules::Scenario& scenario : Bank::builtin().scenarios()) {
    if (!scenario.variant_template) continue;
    ++templates;
    SCOPED_TRACE(scenario.id);
    const rules::Scenario* s = &scenario;
    const rules::VariantTemplate& tmpl = *scenario.variant_template;
    const VariantIntent intent = intent_of(*s);
    Rng rng(11);
    std::set<std::string> fens;
    int made = 0;
    for (int attempt = 0; attempt < 300 && made < 40; ++attempt) {
      Transform t;
      const std::optional<rules::Scenario> v = generate_variant(*s, tmpl, intent, rng, &t);
      if (!v) continue;
      ++made;
      fens.insert(v->setup.fen);
      // A legal position, read back from its FEN.
      const auto parsed = chess::parse_fen(v->setup.fen);
      ASSERT_TRUE(parsed) << v->setup.fen;
      EXPECT_TRUE(chess::is_valid(*parsed.position)) << v->setup.fen;
      EXPECT_EQ(v->events.size(), s->events.size());
      // The template's material conditions (colours mapped).
      const chess::Position original = *chess::parse_fen(s->setup.fen).position;
      for (const rules::VariantCondition c : tmpl.conditions) {
        if (c != rules::VariantCondition::kSameMaterial) continue;
        for (const chess::Color side : {chess::Color::White, chess::Color::Black}) {
          const chess::Color mapped = t.swap_colours ? ~side : side;
          const chess::Material a = chess::material_of(original, side);
          const chess::Material b = chess::material_of(*parsed.position, mapped);
          EXPECT_EQ(a.pawns, b.pawns);
          EXPECT_EQ(a.knights, b.knights);
          EXPECT_EQ(a.bishops, b.bishops);
          EXPECT_EQ(a.rooks, b.rooks);
          EXPECT_EQ(a.queens, b.queens);
        }
      }
      // The arbiter rules the variant as the original, under every ruleset it is meant for.
      for (const rules::Ruleset* r : rules::rulesets_for(*s)) {
        const Verdict a = rule_on(*s, *r);
        const Verdict b = rule_on(*v, *r);
        EXPECT_EQ(t.swap_colours ? swapped(a.ruling.outcome) : a.ruling.outcome, b.ruling.outcome)
            << r->id;
        EXPECT_EQ(a.ruling.reason, b.ruling.reason) << r->id;
      }
    }
    EXPECT_GE(made, 5) << "too few variants survive";
    // A mate in the corner only survives mirroring and swapping colours: four boards at most.
    EXPECT_GE(fens.size(), 3u) << "variants should not repeat one board";
  }
  EXPECT_GE(templates, 36);
}

TEST(TrainerVariants, KingAdjacentVariantsLetTheMoversKingStepNextToTheOtherKing) {
  const rules::Scenario* s = Bank::builtin().find("king-adjacent-claim");
  ASSERT_NE(s, nullptr);
  const VariantIntent intent = intent_of(*s);
  Rng rng(5);
  int checked = 0;
  for (int attempt = 0; attempt < 200; ++attempt) {
    const std::optional<rules::Scenario> v =
        generate_variant(*s, *s->variant_template, intent, rng);
    if (!v) continue;
    chess::Position p = *chess::parse_fen(v->setup.fen).position;
    const chess::Color mover = p.side_to_move();
    const chess::Move first = v->events[0].move;
    EXPECT_EQ(chess::type_of(p.piece_at(first.from())), chess::PieceType::King);
    EXPECT_EQ(chess::square_distance(first.to(), p.king_square(~mover)), 1);
    ++checked;
  }
  EXPECT_GT(checked, 20);
}

TEST(TrainerVariants, AVariantWhoseRulingChangesIsDiscarded) {
  const rules::Scenario* s = Bank::builtin().find("king-adjacent-claim");
  ASSERT_NE(s, nullptr);
  VariantIntent wrong = intent_of(*s);
  for (auto& r : wrong.rulings) r.outcome = rules::Outcome::kDraw;  // an intent no variant keeps
  Rng rng(1);
  for (int attempt = 0; attempt < 100; ++attempt)
    EXPECT_FALSE(generate_variant(*s, *s->variant_template, wrong, rng));
}

// Also the variants benchmark (docs/benchmarks.md): it prints the rate and asserts no time, since
// a timed assertion fails on a busy machine for reasons that are not the code's.
TEST(TrainerVariants, AThousandVariantsCanBeMade) {
  std::vector<std::pair<const rules::Scenario*, VariantIntent>> sources;
  for (const rules::Scenario& s : Bank::builtin().scenarios()) {
    if (s.variant_template) sources.emplace_back(&s, intent_of(s));
  }
  Rng rng(2024);
  int made = 0, attempts = 0;
  // Processor time, not wall time: tests run side by side on shared cores.
  const std::clock_t start = std::clock();
  while (made < 1000 && attempts < 20000) {
    const auto& [s, intent] = sources[static_cast<std::size_t>(attempts++) % sources.size()];
    if (generate_variant(*s, *s->variant_template, intent, rng)) ++made;
  }
  const double seconds = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
  EXPECT_EQ(made, 1000) << attempts << " attempts";
  std::printf(
      "[ variants ] %d variants (%zu templates) from %d attempts in %.3f s: %.0f variants/s\n",
      made, sources.size(), attempts, seconds, made / seconds);
}

TEST(TrainerVariants, TextsFollowTheTransform) {
  Transform t;
  t.swap_colours = true;
  t.mirror_files = true;
  EXPECT_EQ(transform_text("White's knight jumps b1-b3; Nf7 is mate. G/5;d3", t),
            "Black's knight jumps g8-g6; Nc2 is mate. G/5;d3");
  Transform shift;
  shift.files = 1;
  EXPECT_EQ(transform_text("King e4 to e5, a8 stays", shift), "King f4 to f5, b8 stays");
  // A translation says a colour as an adjective: its stem swaps, its ending stays.
  EXPECT_EQ(
      transform_text("Las blancas juegan Cb1-b3; el rey negro, la dama Blanca. Negras: nada", t),
      "Las negras juegan Cg8-g6; el rey blanco, la dama Negra. Blancas: nada");
  EXPECT_EQ(transform_text("emblanco negrita", t), "emblanco negrita");
}

TEST(TrainerVariants, VariantQuestionsHaveOneRightAnswerFromTheArbiter) {
  const rules::Scenario* s = Bank::builtin().find("king-adjacent-claim");
  ASSERT_NE(s, nullptr);
  std::set<std::string> fens;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const std::optional<Question> q =
        variant_question(*s, rules::uscf_2020(), QuestionKind::kRuling, seed);
    ASSERT_TRUE(q.has_value());
    EXPECT_TRUE(q->fresh.has_value());
    int right = 0;
    for (const Choice& c : q->choices) right += c.right ? 1 : 0;
    EXPECT_EQ(right, 1);
    const Verdict v = rule_on(q->scenario, rules::uscf_2020());
    EXPECT_EQ(q->choices[q->right].answer.key, ruling_answer(v.ruling.outcome, v.adjustments).key);
    fens.insert(q->scenario.setup.fen);
  }
  EXPECT_GE(fens.size(), 8u);
  EXPECT_EQ(variant_question(*Bank::builtin().find("setup-swapped-king-castles"),
                             rules::uscf_2020(), QuestionKind::kRuling, 1),
            std::nullopt);
}

}  // namespace
}  // namespace flagfall::trainer
