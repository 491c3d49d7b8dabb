// The trainer's part of the test hook: what is on screen, in words and ids, so browser tests can
// check it and tap by name (the UI adds the scroll position and the tap targets).
#include <nlohmann/json.hpp>

#include "chess/fen.h"
#include "rules/ruleset.h"
#include "session/trainer/trainer_session.h"
#include "session/trainer/trainer_texts.h"
#include "trainer/replay.h"
#include "trainer/rule_index.h"

namespace flagfall::session {
namespace {

using nlohmann::json;

const char* mark_name(ChoiceMark mark) {
  switch (mark) {
    case ChoiceMark::kRight:
      return "right";
    case ChoiceMark::kWrong:
      return "wrong";
    case ChoiceMark::kNone:
      break;
  }
  return "";
}

json face_json(const trainer::ClockFace& f) {
  return {{"display", trainer::clock_text(f.remaining_ms)},
          {"remaining_ms", f.remaining_ms},
          {"flag", f.flag_at.has_value()},
          {"running", f.running}};
}

// A question as shown: once revealed, which choice is marked right or wrong, and the feedback.
json question_json(const QuestionOnShow& shown, std::size_t step, bool open) {
  const trainer::Question& q = *shown.question;
  const std::optional<std::size_t> chosen = shown.chosen;
  json choices = json::array();
  for (std::size_t i = 0; i < q.choices.size(); ++i) {
    const trainer::Choice& c = q.choices[i];
    choices.push_back({{"target", "trainer.choice." + std::to_string(i)},
                       {"text", c.answer.text},
                       {"key", c.answer.key},
                       {"mark", mark_name(shown.mark(i))},
                       {"given_by", c.given_by}});
  }
  const trainer::Step& s = q.replay.steps[std::min(step, q.replay.steps.size() - 1)];
  const trainer::Scene& scene = shown.scene(step);
  json last_move = nullptr;
  if (scene.last_move) {
    last_move = {{"from", chess::square_name(scene.last_move->from)},
                 {"to", chess::square_name(scene.last_move->to)},
                 {"illegal_shown", shows_illegal_move(scene, shown.reveal)}};
  }
  json out = {
      {"scenario", q.scenario.id},
      {"title", q.scenario.title},
      {"category", q.scenario.category},
      {"ruleset", q.ruleset},
      {"kind", std::string(trainer::kind_name(q.kind))},
      {"card", q.card()},
      {"situation", q.situation},
      {"prompt", q.prompt},
      {"variant", q.variant},
      {"choices", choices},
      {"right_target", "trainer.choice." + std::to_string(q.right)},
      {"answered", chosen.has_value()},
      {"timeline",
       {{"step", step},
        {"steps", q.replay.steps.size()},
        {"happened", s.happened},
        {"open", open}}},
      {"board", {{"fen", chess::to_fen(scene.position)}, {"last_move", last_move}}},
      {"clocks", {{"white", face_json(scene.white)}, {"black", face_json(scene.black)}}},
      {"after_ruling", shown.after_ruling},
  };
  if (shown.feedback) {
    const trainer::RulesetAnswer& asked = q.asked();
    json rows = json::array();
    for (const trainer::RulesetAnswer& r : q.comparison) {
      rows.push_back({{"ruleset", r.ruleset},
                      {"name", r.name},
                      {"answer", r.answer.text},
                      {"rule", r.rule},
                      {"differs", r.differs},
                      {"meant_for", r.meant_for},
                      {"directors_call", r.directors_call},
                      {"target", "trainer.compare." + r.ruleset}});
    }
    out["feedback"] = {{"right", chosen && *chosen == q.right},
                       {"ruling", asked.answer.text},
                       {"explanation", asked.explanation},
                       {"effect", ruling_effect_text(q)},
                       {"rule", asked.rule},
                       {"rule_says", asked.rule_says},
                       {"comparison", rows}};
  }
  return out;
}

json rules_json(const std::string& ruleset_id, const std::string& focus) {
  json rules_list = json::array();
  if (const rules::Ruleset* ruleset = rules::find_ruleset(ruleset_id)) {
    for (const trainer::RuleEntry& e : trainer::rule_index(*ruleset)) {
      json differs = json::array();
      for (const trainer::RuleElsewhere& o : e.elsewhere) {
        if (o.differs) differs.push_back(o.ruleset);
      }
      rules_list.push_back({{"number", e.number},
                            {"cite", e.cite},
                            {"says", e.says},
                            {"topic", e.topic},
                            {"differs", differs}});
    }
  }
  return {{"ruleset", ruleset_id}, {"focus", focus}, {"rules", rules_list}};
}

}  // namespace

json TrainerSession::state(EpochMillis now) const {
  const trainer::Selection& sel = trainer_.selection();
  json bank = json::array();
  for (const rules::Scenario& s : trainer_.bank().scenarios()) bank.push_back(s.id);
  const trainer::Progress& p = trainer_.progress();
  json categories = json::array();
  for (const trainer::CategoryStats& c : p.by_category(trainer_.bank().categories())) {
    categories.push_back({{"category", c.category},
                          {"answered", c.answered},
                          {"right", c.right},
                          {"cards", c.cards},
                          {"learned", c.learned}});
  }
  json exams = json::array();
  for (const trainer::ExamRecord& e : p.exams()) {
    exams.push_back({{"score", e.score}, {"of", e.of}, {"passed", e.passed}});
  }
  json out = {
      {"view", view_id(view_)},
      {"mode", std::string(trainer::mode_name(trainer_.mode()))},
      {"notice", notice_},
      {"selection",
       {{"rulesets", sel.rulesets}, {"categories", sel.categories}, {"variants", sel.variants}}},
      {"matching", trainer_.candidate_scenarios().size()},
      {"bank", bank},
      {"bank_problems", trainer_.bank().problems()},
      {"bank_ready", bank_ready()},
      {"progress",
       {{"answered", p.answered()},
        {"right", p.right()},
        {"step", p.step()},
        {"categories", categories},
        {"exams", exams}}},
      {"question", nullptr},
      {"exam", nullptr},
  };
  const QuestionOnShow shown = on_show();
  if (shown.question != nullptr) out["question"] = question_json(shown, step_, timeline_open_);
  if (const trainer::Exam* exam = trainer_.exam()) {
    json answers = json::array();
    for (std::size_t i = 0; i < exam->size(); ++i) {
      answers.push_back({{"scenario", exam->question(i).scenario.id},
                         {"right", exam->right(i)},
                         {"answered", exam->chosen(i).has_value()}});
    }
    out["exam"] = {{"size", exam->size()},
                   {"current", exam->current()},
                   {"finished", exam->finished()},
                   {"score", exam->score()},
                   {"passed", exam->passed()},
                   {"time_left_ms", exam->time_left(now)},
                   {"answers", answers},
                   {"review", exam_review_ ? json(*exam_review_) : json(nullptr)}};
  }
  if (view_ == TrainerView::kRules) out["rules"] = rules_json(rules_ruleset_, rules_focus_);
  json mine = json::array();
  for (const rules::Scenario& s : mine_.cases())
    mine.push_back({{"id", s.id}, {"title", s.title}, {"steps", s.events.size()}});
  out["mine"] = {{"cases", mine},
                 {"kept_aside", mine_.kept_aside().size()},
                 {"replace_question", mine_.replace_question().value_or("")},
                 {"confirm_delete", confirm_delete_ ? json(*confirm_delete_) : json(nullptr)}};
  out["study_from"] = study_from_ == StudyFrom::kClock  ? "clock"
                      : study_from_ == StudyFrom::kLink ? "link"
                                                        : "mine";
  out["shared"] = {
      {"title", shared_title_}, {"cases", shared_cases_.size()}, {"set_quiz", set_quiz()}};
  out["editor"] = editor_ ? editor_->state() : json(nullptr);
  out["share"] = share_ ? share_sheet_state(*share_) : json(nullptr);
  out["set"] = {{"title", set_title_}, {"own", set_own_}, {"bank", set_bank_}};
  return out;
}

}  // namespace flagfall::session
