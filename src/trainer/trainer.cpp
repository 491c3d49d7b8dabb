#include "trainer/trainer.h"

#include <algorithm>
#include <tuple>

#include "json/value.h"

#include "trainer/student_result.h"
#include "trainer/variants.h"
#include "words/words.h"

namespace flagfall::trainer {
namespace {

using json = ::flagfall::json::Value;
using words::Msg;

bool contains(const std::vector<std::string>& list, std::string_view item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// Adds or removes `item`, keeping the order of `canonical`.
void toggle(std::vector<std::string>& list, std::string_view item,
            const std::vector<std::string>& canonical) {
  if (contains(list, item)) {
    std::erase(list, std::string(item));
    return;
  }
  if (!contains(canonical, item)) return;
  std::vector<std::string> out;
  for (const std::string& c : canonical) {
    if (c == item || contains(list, c)) out.push_back(c);
  }
  list = std::move(out);
}

// The ruleset a case from outside the bank is asked under: `named` (the first it names), or when
// that leaves the outcome to the director's judgement, the next named ruleset that does not.
const rules::Ruleset* ruling_ruleset(const rules::Scenario& scenario, const rules::Ruleset* named) {
  const auto asks = [&](const rules::Ruleset& r) {
    const std::vector<QuestionKind> kinds = question_kinds(scenario, r);
    return std::find(kinds.begin(), kinds.end(), QuestionKind::kRuling) != kinds.end();
  };
  if (asks(*named)) return named;
  for (const std::string& id : scenario.rulesets) {
    const rules::Ruleset* r = rules::find_ruleset(id);
    if (r != nullptr && asks(*r)) return r;
  }
  return named;
}

std::vector<std::string> all_ruleset_ids() {
  std::vector<std::string> ids;
  for (const rules::Ruleset* r : rules::all_rulesets()) ids.emplace_back(r->id);
  return ids;
}

}  // namespace

std::string_view mode_name(Mode mode) {
  switch (mode) {
    case Mode::kPractice:
      return "practice";
    case Mode::kExam:
      return "exam";
    case Mode::kReview:
      return "review";
    case Mode::kStudy:
      return "study";
  }
  return "practice";
}

Trainer::Trainer(const Bank& bank) : bank_(&bank), words_version_(words::app_words().version()) {
  select_all();
}

void Trainer::select_all() {
  selection_.rulesets = all_ruleset_ids();
  selection_.categories = bank_->categories();
  deck_.clear();
}

void Trainer::toggle_ruleset(std::string_view id) {
  toggle(selection_.rulesets, id, all_ruleset_ids());
  selection_chosen_ = true;
  deck_.clear();
}

void Trainer::toggle_category(std::string_view category) {
  toggle(selection_.categories, category, bank_->categories());
  selection_chosen_ = true;
  deck_.clear();
}

const std::vector<QuestionKind>& Trainer::kinds(const rules::Scenario& scenario,
                                                const rules::Ruleset& ruleset) const {
  const std::string key = scenario.id + "|" + std::string(ruleset.id);
  auto it = kinds_cache_.find(key);
  if (it == kinds_cache_.end())
    it = kinds_cache_.emplace(key, question_kinds(scenario, ruleset)).first;
  return it->second;
}

std::vector<const rules::Scenario*> Trainer::candidate_scenarios() const {
  std::vector<const rules::Scenario*> out;
  for (const rules::Scenario& s : bank_->scenarios()) {
    if (!contains(selection_.categories, s.category)) continue;
    for (const std::string& r : selection_.rulesets) {
      if (meant_for(s, r)) {
        out.push_back(&s);
        break;
      }
    }
  }
  return out;
}

std::vector<std::string> Trainer::candidate_cards() const {
  std::vector<std::string> out;
  for (const rules::Scenario* s : candidate_scenarios()) {
    for (const std::string& id : selection_.rulesets) {
      const rules::Ruleset* r = rules::find_ruleset(id);
      if (r == nullptr || !meant_for(*s, r->key)) continue;
      for (const QuestionKind k : kinds(*s, *r))
        out.push_back(s->id + "|" + id + "|" + std::string(kind_name(k)));
    }
  }
  return out;
}

int Trainer::due_count() const {
  int n = 0;
  for (const auto& entry : progress_.cards()) {
    if (entry.second.due > progress_.step()) continue;
    std::string scenario_id, ruleset_id, kind;
    if (!split_card(entry.first, scenario_id, ruleset_id, kind)) continue;
    const rules::Scenario* s = bank_->find(scenario_id);
    if (s != nullptr && contains(selection_.categories, s->category) &&
        contains(selection_.rulesets, ruleset_id) && meant_for(*s, ruleset_id)) {
      ++n;
    }
  }
  return n;
}

std::optional<Question> Trainer::build(const rules::Scenario& scenario,
                                       const rules::Ruleset& ruleset, QuestionKind kind,
                                       Rng& rng) const {
  const std::uint64_t seed = rng.next();
  if (selection_.variants) {
    if (std::optional<Question> q = variant_question(scenario, ruleset, kind, seed)) return q;
  }
  return make_question(scenario, ruleset, kind, seed);
}

std::optional<Question> Trainer::draw(Rng& rng, std::vector<std::size_t>& deck,
                                      const std::string& avoid) {
  if (deck.empty()) {
    const std::vector<const rules::Scenario*> scenarios = candidate_scenarios();
    for (const rules::Scenario* s : scenarios) {
      deck.push_back(static_cast<std::size_t>(s - bank_->scenarios().data()));
    }
    rng.shuffle(deck);
    // Do not ask the same scenario twice in a row across a reshuffle.
    if (deck.size() > 1 && bank_->scenarios()[deck.back()].id == avoid)
      std::swap(deck.front(), deck.back());
  }
  while (!deck.empty()) {
    const rules::Scenario& s = bank_->scenarios()[deck.back()];
    deck.pop_back();
    // The selected rulesets that ask something of it (none where the outcome is the director's
    // call and there is no moment to ask about).
    std::vector<const rules::Ruleset*> rulesets;
    for (const std::string& id : selection_.rulesets) {
      const rules::Ruleset* r = rules::find_ruleset(id);
      if (r != nullptr && meant_for(s, r->key) && !kinds(s, *r).empty()) rulesets.push_back(r);
    }
    if (rulesets.empty()) continue;
    const rules::Ruleset& r = *rulesets[rng.below(rulesets.size())];
    const std::vector<QuestionKind>& k = kinds(s, r);
    if (std::optional<Question> q = build(s, r, k[rng.below(k.size())], rng)) return q;
  }
  return std::nullopt;
}

bool Trainer::next_question(Mode mode, std::uint64_t seed) {
  Rng rng(seed);
  mode_ = mode;
  chosen_.reset();
  const std::string avoid = question_ ? question_->scenario.id : std::string();
  if (mode == Mode::kReview) {
    std::vector<std::string> cards = candidate_cards();
    rng.shuffle(cards);
    const std::optional<std::string> card = progress_.next_review(cards);
    question_ = card ? question_for(*card, rng.next()) : std::nullopt;
  } else {
    question_ = draw(rng, deck_, avoid);
  }
  return question_.has_value();
}

std::optional<std::string> Trainer::study(std::string_view scenario_json, std::uint64_t seed) {
  auto parsed = rules::parse_scenario(scenario_json);
  if (!parsed) return words::format<Msg::kTrainerStudyUnreadable>(parsed.error().message());
  const rules::Scenario& scenario = parsed.value();
  const std::string id = first_ruleset_id(scenario);
  const rules::Ruleset* ruleset = rules::find_ruleset(id);
  if (ruleset == nullptr) return words::format<Msg::kTrainerStudyUnknownRuleset>(id);
  ruleset = ruling_ruleset(scenario, ruleset);
  std::optional<Question> q = make_question(scenario, *ruleset, QuestionKind::kRuling, seed);
  if (!q) {
    return words::format<Msg::kTrainerStudyDirectorsCall>(words::text(ruleset->name));
  }
  mode_ = Mode::kStudy;
  question_ = std::move(q);
  chosen_.reset();
  return std::nullopt;
}

std::optional<bool> Trainer::answer(std::size_t choice) {
  if (!question_ || chosen_ || choice >= question_->choices.size()) return std::nullopt;
  chosen_ = choice;
  const bool right = choice == question_->right;
  if (mode_ != Mode::kStudy) record(*question_, right);
  return right;
}

void Trainer::refresh_words() const {
  const std::uint32_t version = words::app_words().version();
  if (version == words_version_) return;
  if (question_) question_ = reworded(*question_);
  if (exam_) exam_->reword();
  words_version_ = version;
}

void Trainer::record(const Question& q, bool right) {
  progress_.record(q.card(), q.scenario.category, right);
}

bool Trainer::start_exam(std::size_t count, std::int64_t now, std::uint64_t seed) {
  Rng rng(seed);
  std::vector<std::size_t> deck;
  std::vector<Question> questions;
  std::string last;
  while (questions.size() < count) {
    std::optional<Question> q = draw(rng, deck, last);
    if (!q) break;
    last = q->scenario.id;
    questions.push_back(std::move(*q));
  }
  if (questions.size() < count) return false;
  question_.reset();
  chosen_.reset();
  mode_ = Mode::kExam;
  exam_.emplace(std::move(questions), now,
                static_cast<std::int64_t>(count) * Exam::kTimePerQuestionMs);
  exam_counts_ = true;
  return true;
}

std::optional<std::string> Trainer::start_set_exam(const std::vector<rules::Scenario>& cases,
                                                   std::int64_t now, std::uint64_t seed,
                                                   std::string set_hash, std::string title,
                                                   const std::vector<std::string>& rulesets) {
  if (cases.empty()) return std::string(words::text(Msg::kTrainerSetNoCases));
  std::vector<Question> questions;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    std::optional<Question> q =
        set_question(cases[i], seed + i, i < rulesets.size() ? rulesets[i] : std::string());
    if (!q) return words::format<Msg::kTrainerSetCaseNoQuestion>(std::to_string(i + 1));
    questions.push_back(std::move(*q));
  }
  question_.reset();
  chosen_.reset();
  mode_ = Mode::kExam;
  exam_.emplace(std::move(questions), now,
                static_cast<std::int64_t>(cases.size()) * Exam::kTimePerQuestionMs);
  exam_counts_ = false;
  set_hash_ = std::move(set_hash);
  set_title_ = std::move(title);
  return std::nullopt;
}

std::optional<Question> set_question(const rules::Scenario& scenario, std::uint64_t seed,
                                     std::string_view set_ruleset) {
  if (const rules::Ruleset* chosen = rules::find_ruleset(set_ruleset)) {
    if (meant_for(scenario, chosen->id)) {
      if (auto q = make_question(scenario, *chosen, QuestionKind::kRuling, seed)) return q;
    }
  }
  const rules::Ruleset* ruleset = rules::find_ruleset(first_ruleset_id(scenario));
  if (ruleset == nullptr) return std::nullopt;
  return make_question(scenario, *ruling_ruleset(scenario, ruleset), QuestionKind::kRuling, seed);
}

std::vector<ClassCase> class_cases(const ClassSet& set) {
  std::vector<ClassCase> out;
  for (const SetCase& c : set.cases) {
    const std::optional<Question> q = set_question(c.scenario, 0, asked_ruleset(set, c));
    const RulesetAnswer* asked = q ? &q->asked() : nullptr;
    out.push_back({c.bank_id, c.scenario.title, q ? q->ruleset : first_ruleset_id(c.scenario),
                   asked ? asked->rule : "", asked ? asked->rule_number : ""});
  }
  return out;
}

void Trainer::keep_set_result(std::int64_t now) {
  StudentResult result = set_result(*exam_, set_hash_, set_title_, now);
  result.student = progress_.student();
  progress_.record_set(std::move(result));
}

std::optional<bool> Trainer::answer_exam(std::size_t choice, std::int64_t now) {
  if (!exam_ || exam_->finished()) return std::nullopt;
  const std::size_t index = exam_->current();
  const bool right = exam_->answer(choice, now);
  if (!exam_counts_) {
    if (exam_->finished()) keep_set_result(now);
    return exam_->chosen(index) ? std::optional<bool>(right) : std::nullopt;
  }
  if (!exam_->chosen(index)) {
    if (exam_->finished())
      progress_.record_exam(exam_->score(), static_cast<int>(exam_->size()), exam_->passed());
    return std::nullopt;
  }
  record(exam_->question(index), right);
  if (exam_->finished())
    progress_.record_exam(exam_->score(), static_cast<int>(exam_->size()), exam_->passed());
  return right;
}

bool Trainer::check_exam_time(std::int64_t now) {
  if (!exam_ || !exam_->check_time(now)) return false;
  if (exam_counts_)
    progress_.record_exam(exam_->score(), static_cast<int>(exam_->size()), exam_->passed());
  else
    keep_set_result(now);
  return true;
}

std::optional<Question> Trainer::question_for(const std::string& card, std::uint64_t seed) const {
  std::string scenario_id, ruleset_id, kind_text;
  QuestionKind kind;
  if (!split_card(card, scenario_id, ruleset_id, kind_text) || !parse_kind(kind_text, kind))
    return std::nullopt;
  const rules::Scenario* s = bank_->find(scenario_id);
  const rules::Ruleset* r = rules::find_ruleset(ruleset_id);
  if (s == nullptr || r == nullptr) return std::nullopt;
  const std::vector<QuestionKind>& k = kinds(*s, *r);
  if (std::find(k.begin(), k.end(), kind) == k.end()) return std::nullopt;
  Rng rng(seed);
  return build(*s, *r, kind, rng);
}

std::string Trainer::save() const {
  const json selection = {{"rulesets", selection_.rulesets},
                          {"categories", selection_.categories},
                          {"variants", selection_.variants}};
  return "{\"version\":1,\"selection\":" + selection.dump() +
         ",\"progress\":" + progress_.to_json() + "}";
}

std::optional<std::string> Trainer::restore(std::string_view text) {
  const auto parsed_root = json::parse(text);
  if (!parsed_root || !parsed_root->is_object())
    return std::string(words::text(Msg::kTrainerSaveNotJsonObject));
  const json& root = *parsed_root;
  const auto version = root.find("version");
  if (!version || !version->is_number_integer() || version->get<std::int64_t>() != 1) {
    return std::string(words::text(Msg::kTrainerSaveUnknownVersion));
  }
  const auto sel = root.find("selection");
  if (!sel || !sel->is_object()) return words::format<Msg::kTrainerSaveNoObject>("selection");
  Selection s;
  const std::vector<std::string> ruleset_ids = all_ruleset_ids();
  // Every category there is, not only the bank's: the browser restores the save before its bank
  // has arrived, and a category the bank lacks today is kept for a bank that has it.
  const std::vector<std::string> categories(rules::scenario_categories().begin(),
                                            rules::scenario_categories().end());
  for (const auto& [key, canonical, out] : {std::tuple{"rulesets", &ruleset_ids, &s.rulesets},
                                            std::tuple{"categories", &categories, &s.categories}}) {
    const auto list = sel->find(key);
    if (!list || !list->is_array()) {
      return words::format<Msg::kTrainerSaveNotArray>(words::text(Msg::kTrainerSaveSelection), key);
    }
    for (const json& item : *list) {
      if (!item.is_string()) {
        return words::format<Msg::kTrainerSaveNotStrings>(words::text(Msg::kTrainerSaveSelection),
                                                          key);
      }
    }
    // Keep the known ids, in canonical order; unknown ones (a bank that changed) are dropped.
    for (const std::string& c : *canonical) {
      for (const json& item : *list) {
        if (item.get<std::string>() == c) {
          out->push_back(c);
          break;
        }
      }
    }
  }
  const auto variants = sel->find("variants");
  if (variants) {
    if (!variants->is_boolean())
      return words::format<Msg::kTrainerSaveNotBoolean>(words::text(Msg::kTrainerSaveSelection),
                                                        "variants");
    s.variants = variants->get<bool>();
  }
  const auto prog = root.find("progress");
  if (!prog || !prog->is_object()) return words::format<Msg::kTrainerSaveNoObject>("progress");
  auto progress = Progress::from_json(prog->dump());
  if (!progress) return progress.error();
  selection_ = std::move(s);
  selection_chosen_ = true;
  progress_ = std::move(*progress);
  deck_.clear();
  return std::nullopt;
}

void Trainer::bank_changed() {
  if (!selection_chosen_) selection_.categories = bank_->categories();
  deck_.clear();
}

}  // namespace flagfall::trainer
