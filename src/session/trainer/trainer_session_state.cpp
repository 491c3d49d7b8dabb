// The trainer's part of the test hook: what is on screen, in words and ids, so browser tests can
// check it and tap by name (the UI adds the scroll position and the tap targets).
#include "chess/fen.h"
#include "json/writer.h"
#include "rules/ruleset.h"
#include "session/trainer/trainer_session.h"
#include "session/trainer/trainer_views.h"
#include "trainer/replay.h"
#include "trainer/rule_index.h"

namespace flagfall::session {
namespace {

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

void write_face(JsonWriter& out, const trainer::ClockFace& f) {
  out.begin_object()
      .field("display", trainer::clock_text(f.remaining_ms))
      .field("flag", f.flag_at.has_value())
      .field("remaining_ms", f.remaining_ms)
      .field("running", f.running)
      .end_object();
}

void write_feedback(JsonWriter& out, const QuestionOnShow& shown) {
  const trainer::Question& q = *shown.question;
  const trainer::RulesetAnswer& asked = q.asked();
  out.begin_object().key("comparison").begin_array();
  for (const trainer::RulesetAnswer& r : q.comparison) {
    out.begin_object()
        .field("answer", r.answer.text)
        .field("differs", r.differs)
        .field("directors_call", r.directors_call)
        .field("meant_for", r.meant_for)
        .field("name", r.name)
        .field("rule", r.rule)
        .field("ruleset", r.ruleset)
        .field("target", intent_id({TrainerAction::kCompare, ruleset_index(r.ruleset)}))
        .end_object();
  }
  out.end_array();
  out.field("effect", ruling_effect_text(q))
      .field("explanation", asked.explanation)
      .field("right", shown.chosen && *shown.chosen == q.right)
      .field("rule", asked.rule)
      .field("rule_says", asked.rule_says)
      .field("ruling", asked.answer.text)
      .end_object();
}

// A question as shown: once revealed, which choice is marked right or wrong, and the feedback.
void write_question(JsonWriter& out, const QuestionOnShow& shown, std::size_t step, bool open) {
  const trainer::Question& q = *shown.question;
  const trainer::Step& s = q.replay.steps[std::min(step, q.replay.steps.size() - 1)];
  const trainer::Scene& scene = shown.scene(step);
  out.begin_object();
  out.field("after_ruling", shown.after_ruling).field("answered", shown.chosen.has_value());
  out.key("board").begin_object().field("fen", chess::to_fen(scene.position)).key("last_move");
  if (scene.last_move) {
    out.begin_object()
        .field("from", chess::square_name(scene.last_move->from))
        .field("illegal_shown", shows_illegal_move(scene, shown.reveal))
        .field("to", chess::square_name(scene.last_move->to))
        .end_object();
  } else {
    out.null();
  }
  out.end_object();
  out.field("card", q.card()).field("category", q.scenario.category);
  out.key("choices").begin_array();
  for (std::size_t i = 0; i < q.choices.size(); ++i) {
    const trainer::Choice& c = q.choices[i];
    out.begin_object()
        .field("given_by", c.given_by)
        .field("key", c.answer.key)
        .field("mark", mark_name(shown.mark(i)))
        .field("target", intent_id({TrainerAction::kChoice, static_cast<std::int32_t>(i)}))
        .field("text", c.answer.text)
        .end_object();
  }
  out.end_array();
  out.key("clocks").begin_object().key("black");
  write_face(out, scene.black);
  out.key("white");
  write_face(out, scene.white);
  out.end_object();
  if (shown.feedback) {
    out.key("feedback");
    write_feedback(out, shown);
  }
  out.field("kind", trainer::kind_name(q.kind))
      .field("prompt", q.prompt)
      .field("right_target",
             intent_id({TrainerAction::kChoice, static_cast<std::int32_t>(q.right)}))
      .field("ruleset", q.ruleset)
      .field("scenario", q.scenario.id)
      .field("situation", q.situation);
  out.key("timeline")
      .begin_object()
      .field("happened", s.happened)
      .field("open", open)
      .field("step", step)
      .field("steps", q.replay.steps.size())
      .end_object();
  out.field("title", q.title).field("variant", trainer::variant_text(q)).end_object();
}

void write_rules(JsonWriter& out, const std::string& ruleset_id, const std::string& focus) {
  out.begin_object().field("focus", focus).key("rules").begin_array();
  if (const rules::Ruleset* ruleset = rules::find_ruleset(ruleset_id)) {
    for (const trainer::RuleEntry& e : trainer::rule_index(*ruleset)) {
      out.begin_object().field("cite", e.cite).key("differs").begin_array();
      for (const trainer::RuleElsewhere& o : e.elsewhere) {
        if (o.differs) out.value(o.ruleset);
      }
      out.end_array();
      out.field("number", e.number).field("says", e.says).field("topic", e.topic).end_object();
    }
  }
  out.end_array().field("ruleset", ruleset_id).end_object();
}

void write_exam(JsonWriter& out, const trainer::Exam& exam, std::optional<std::size_t> review,
                EpochMillis now) {
  out.begin_object().key("answers").begin_array();
  for (std::size_t i = 0; i < exam.size(); ++i) {
    out.begin_object()
        .field("answered", exam.chosen(i).has_value())
        .field("right", exam.right(i))
        .field("scenario", exam.question(i).scenario.id)
        .end_object();
  }
  out.end_array();
  out.field("current", exam.current())
      .field("finished", exam.finished())
      .field("passed", exam.passed())
      .field("review", review)
      .field("score", exam.score())
      .field("size", exam.size())
      .field("time_left_ms", exam.time_left(now))
      .end_object();
}

void write_progress(JsonWriter& out, const trainer::Trainer& trainer) {
  const trainer::Progress& p = trainer.progress();
  out.begin_object().field("answered", p.answered()).key("categories").begin_array();
  for (const trainer::CategoryStats& c : p.by_category(trainer.bank().categories())) {
    out.begin_object()
        .field("answered", c.answered)
        .field("cards", c.cards)
        .field("category", c.category)
        .field("learned", c.learned)
        .field("right", c.right)
        .end_object();
  }
  out.end_array().key("exams").begin_array();
  for (const trainer::ExamRecord& e : p.exams()) {
    out.begin_object()
        .field("of", e.of)
        .field("passed", e.passed)
        .field("score", e.score)
        .end_object();
  }
  out.end_array().field("right", p.right()).field("step", p.step()).end_object();
}

}  // namespace

void TrainerSession::write_state(JsonWriter& out, EpochMillis now) const {
  out.key("bank").begin_array();
  for (const rules::Scenario& s : trainer_.bank().scenarios()) out.value(s.id);
  out.end_array();
  out.field("bank_problems", trainer_.bank().problems()).field("bank_ready", bank_ready());
  out.key("editor");
  if (editor_) {
    out.begin_object();
    editor_->write_state(out);
    out.end_object();
  } else {
    out.null();
  }
  out.key("exam");
  if (const trainer::Exam* exam = trainer_.exam()) {
    write_exam(out, *exam, exam_view_.review, now);
  } else {
    out.null();
  }
  out.field("matching", trainer_.candidate_scenarios().size());
  out.key("mine").begin_object().key("cases").begin_array();
  for (const rules::Scenario& s : mine_.cases()) {
    out.begin_object()
        .field("id", s.id)
        .field("steps", s.events.size())
        .field("title", s.title)
        .end_object();
  }
  out.end_array();
  out.field("confirm_delete", mine_view_.confirm_delete)
      .field("kept_aside", mine_.kept_aside().size())
      .field("replace_question", mine_.replace_question().value_or(""))
      .end_object();
  out.field("mode", trainer::mode_name(trainer_.mode())).field("notice", notice());
  out.key("progress");
  write_progress(out, trainer_);
  out.key("question");
  const QuestionOnShow shown = on_show();
  if (shown.question != nullptr) {
    write_question(out, shown, question_view_.step, question_view_.timeline_open);
  } else {
    out.null();
  }
  if (view_ == TrainerView::kRules) {
    out.key("rules");
    write_rules(out, rules_view_.ruleset, rules_view_.focus);
  }
  const ClassBook& book = mine_.classes();
  out.key("classes").begin_object().key("list").begin_array();
  for (const CoachClass& c : book.classes()) {
    out.begin_object().field("cases", c.cases.size()).field("missed", c.results.most_missed());
    out.key("rules").begin_array();
    for (const trainer::ClassCase& k : c.cases) out.value(k.rule_number);
    out.end_array();
    out.field("set", c.results.set()).key("students").begin_array();
    for (const trainer::StudentResult& s : c.results.students())
      out.begin_object().field("name", s.student).field("score", s.score()).end_object();
    out.end_array().field("title", c.title).end_object();
  }
  out.end_array()
      .field("notice", book.notice())
      .field("notice_is_problem", book.notice_is_problem());
  out.field("on_show", mine_view_.class_on_show)
      .field("waiting", book.waiting() != nullptr)
      .end_object();
  if (view_ == TrainerView::kClassroom) {
    out.key("classroom")
        .begin_object()
        .field("count", classroom_view_.questions.size())
        .field("current", classroom_view_.current)
        .field("revealed", classroom_view_.revealed)
        .end_object();
  }
  const trainer::Selection& sel = trainer_.selection();
  out.key("selection")
      .begin_object()
      .field("categories", sel.categories)
      .field("rulesets", sel.rulesets)
      .field("variants", sel.variants)
      .end_object();
  out.key("set").begin_object().field("bank", share_view_.set.bank);
  out.key("bank_rulesets").begin_array();
  for (std::size_t i = 0; i < share_view_.set.bank.size(); ++i)
    out.value(set_case_ruleset(share_view_.set, i));
  out.end_array()
      .field("own", share_view_.set.own)
      .field("ruleset", share_view_.set.ruleset)
      .field("title", share_view_.set.title)
      .end_object();
  out.key("share");
  if (share_view_.sheet) {
    out.begin_object();
    write_share_sheet_state(out, *share_view_.sheet);
    out.end_object();
  } else {
    out.null();
  }
  out.key("shared")
      .begin_object()
      .field("cases", shared_.cases.size())
      .field("set_quiz", set_quiz())
      .field("title", shared_.title)
      .end_object();
  out.field("study_from", study_from_ == StudyFrom::kClock  ? "clock"
                          : study_from_ == StudyFrom::kLink ? "link"
                                                            : "mine");
  out.field("view", view_id(view_));
}

}  // namespace flagfall::session
