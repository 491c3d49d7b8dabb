#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/arbiter.h"
#include "rules/ruleset.h"
#include "rules/scenario.h"
#include "trainer/replay.h"

namespace flagfall::trainer {

// What a question asks: the ruling at the end of the scenario (outcome and time adjustments), or
// what a player may do at the moment before his decision.
enum class QuestionKind : std::uint8_t { kRuling, kMay };
std::string_view kind_name(QuestionKind kind);  // "ruling", "may"
bool parse_kind(std::string_view text, QuestionKind& kind);

// An answer as a choice shows it: `key` identifies it (equal keys are the same answer).
struct Answer {
  std::string key;
  std::string text;
};

// "Play on; one minute to Black", "White wins", ... Adjustments count only while play goes on.
Answer ruling_answer(rules::Outcome outcome, const Adjustments& adjustments);
// The time changes alone: "one minute to White and 58 s off Black"; "" for none.
std::string adjustments_text(const Adjustments& adjustments);
// "Claim the illegal move or take the king"; the permissions every player always has (resign,
// offer a draw, stop the clock for a dispute) are left out.
Answer may_answer(chess::Color actor, std::vector<rules::Permission> may);
// The permissions that depend on the situation (not resign, offer a draw, dispute).
std::vector<rules::Permission> specific_permissions(const std::vector<rules::Permission>& may);
std::string permission_text(rules::Permission permission);  // "take the king"

// The ruleset's one short name (Ruleset::short_name: "USCF 2020", "Scholastic", ...).
std::string_view short_name(std::string_view ruleset_id);

// The moment a "what may a player do now" question stops at: the last instant with a player's
// claim, pause, restart or king capture, and that player.
struct MayMoment {
  std::int64_t t = 0;
  chess::Color actor = chess::Color::White;
};
std::optional<MayMoment> may_moment(const rules::Scenario& scenario);

struct Choice {
  Answer answer;
  bool right = false;
  std::vector<std::string> given_by;  // the rulesets (meant for the scenario) that rule so
};

// One ruleset's ruling on the scenario, for the side-by-side view after answering.
struct RulesetAnswer {
  std::string ruleset;    // id
  std::string name;       // short name
  bool meant_for = true;  // false: the rulebook leaves the case open (the arbiter's guess)
  Answer answer;
  rules::Reason reason = rules::Reason::kInProgress;  // the arbiter's reason
  std::string rule;                                   // "USCF 11-7d", or ""
  std::string rule_number;                            // "7d", or ""
  std::string rule_says;                              // the rule's paraphrase
  std::string explanation;  // the sentences the answer rests on, in the product's words
  bool differs = false;     // from the asked ruleset's answer
  // The rulebook leaves the outcome to the director's judgement (rules::Ruling::directors_call):
  // the arbiter's answer is its default, so this ruleset is not asked as a single answer.
  bool directors_call = false;
};

// How a fresh variant was made from its bank scenario (trainer/variants.h).
struct Transform {
  bool swap_colours = false;
  bool mirror_files = false;
  int files = 0;  // shift right (+) or left (-)
  int ranks = 0;  // shift up (+) or down (-), after mirroring
};

struct Question {
  rules::Scenario scenario;  // the bank's scenario, or a fresh variant of it
  std::string ruleset;       // id of the ruleset asked
  QuestionKind kind = QuestionKind::kRuling;
  std::optional<MayMoment> moment;  // for kMay
  // The scenario's texts in the words on show (trainer/bank_words.h, say_texts()).
  std::string title;
  std::string notes;
  std::string situation;  // what happened (the scenario's question, or its moment for kMay)
  std::string prompt;     // "What is the ruling under USCF 2020?"
  std::vector<Choice> choices;
  std::size_t right = 0;                  // index of the right choice
  Replay replay;                          // under the asked ruleset: the board, clocks and timeline
  std::vector<RulesetAnswer> comparison;  // every ruleset, in rules::all_rulesets() order
  // A fresh variant of the bank's scenario (trainer/variants.h): what was varied and what its
  // template keeps; variant_text() says it in the words on show.
  struct Fresh {
    Transform transform;
    // The bank scenario's own texts (by trainer::ScenarioText), whose words on show the variant's
    // are, moved by `transform`.
    std::array<std::string, 5> english;
  };
  std::optional<Fresh> fresh;  // nullopt for the bank's own position
  // make_question's seed: the same question is made again from it in other words (reworded()).
  std::uint64_t seed = 0;

  const RulesetAnswer& asked() const;
  // "scenario|ruleset|kind": what progress and spaced repetition count.
  std::string card() const;
};

// The kinds of question `scenario` supports under `ruleset` (kRuling always when meant for it;
// kMay when some ruleset gives the deciding player a right of his own at that moment).
std::vector<QuestionKind> question_kinds(const rules::Scenario& scenario,
                                         const rules::Ruleset& ruleset);

// Builds a question: the right answer is the arbiter's ruling under `ruleset`; the wrong ones are
// other rulesets' rulings, then common misreadings; every choice is distinct; order by `seed`.
// nullopt when `scenario` is not meant for `ruleset` or the kind does not apply.
std::optional<Question> make_question(const rules::Scenario& scenario,
                                      const rules::Ruleset& ruleset, QuestionKind kind,
                                      std::uint64_t seed);

inline constexpr std::size_t kMaxChoices = 4;

// "Fresh position (colours swapped, mirrored): the claimant has exactly a knight.", or "" for the
// bank's own position, in the words on show.
std::string variant_text(const Question& question);

// `question` made again in the words on show (words::app_words(): its texts are made once, in the
// words of their moment): the same scenario, ruleset, kind and seed, so the same choices in the
// same order.
Question reworded(const Question& question);

}  // namespace flagfall::trainer
