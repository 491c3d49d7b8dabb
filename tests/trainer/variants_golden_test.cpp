// The variants the bank's templates make, seed by seed, against a record taken before the
// templates moved from src/trainer/variants.cpp into the scenario files
// (tests/trainer/variants_golden.txt). The record is made without the arbiter's intent check
// (an empty intent keeps every variant), so it pins what the template decides (the transforms
// drawn, the pawns added, the conditions and the move-legality check) and not the arbiter's
// rulings, which other work may change.
#include <fstream>
#include <set>
#include <sstream>

#include <gtest/gtest.h>

#include "../support/source_root.h"
#include "trainer/bank.h"
#include "trainer/variants.h"

namespace flagfall::trainer {
namespace {

// A namespace-scope string, not a literal concatenated in place: GCC 12 at -O1 warns
// (-Warray-bounds, a false positive) when it folds a long source path into a temporary.
using testing_support::kRoot;

constexpr std::uint64_t kSeeds[] = {1, 2, 3, 42};
constexpr int kAttemptsPerSeed = 8;

// One line per attempt: the scenario, the seed, and the variant's FEN, transform and moves, or
// "-" when the attempt was discarded.
std::string variants_record(const std::vector<const rules::Scenario*>& scenarios) {
  std::ostringstream out;
  for (const rules::Scenario* scenario : scenarios) {
    const rules::Scenario& s = *scenario;
    for (const std::uint64_t seed : kSeeds) {
      Rng rng(seed);
      for (int attempt = 0; attempt < kAttemptsPerSeed; ++attempt) {
        Transform t;
        const std::optional<rules::Scenario> v =
            generate_variant(s, *s.variant_template, VariantIntent{}, rng, &t);
        out << s.id << ' ' << seed << ' ';
        if (!v) {
          out << "-\n";
          continue;
        }
        out << v->setup.fen << " | " << t.swap_colours << t.mirror_files << ' ' << t.files << ' '
            << t.ranks << " |";
        for (const rules::ScenarioEvent& e : v->events) {
          if (e.kind == rules::EventKind::kMove) out << ' ' << chess::to_uci(e.move);
          if (e.kind == rules::EventKind::kTouch) out << " @" << chess::square_name(e.square);
        }
        out << '\n';
      }
    }
  }
  return out.str();
}

TEST(TrainerVariantsGolden, TemplatesMakeTheVariantsRecordedBeforeTheyMovedIntoTheFiles) {
  std::ifstream in(kRoot + "/tests/trainer/variants_golden.txt");
  ASSERT_TRUE(in) << "tests/trainer/variants_golden.txt is missing";
  std::stringstream recorded;
  recorded << in.rdbuf();
  // The scenarios of the record, in its order, each with variants.
  std::istringstream lines(recorded.str());
  std::vector<const rules::Scenario*> scenarios;
  std::set<std::string> with_variants;
  for (std::string line; std::getline(lines, line);) {
    const std::string id = line.substr(0, line.find(' '));
    if (scenarios.empty() || scenarios.back()->id != id) {
      const rules::Scenario* s = Bank::builtin().find(id);
      ASSERT_NE(s, nullptr) << id;
      ASSERT_TRUE(s->variant_template.has_value()) << id << " lost its template";
      scenarios.push_back(s);
    }
    if (line.back() != '-') with_variants.insert(id);
  }
  // Every template of the move (22 scenarios), each with variants.
  EXPECT_EQ(scenarios.size(), 22u);
  EXPECT_EQ(with_variants.size(), scenarios.size());
  EXPECT_EQ(variants_record(scenarios), recorded.str());
}

}  // namespace
}  // namespace flagfall::trainer
