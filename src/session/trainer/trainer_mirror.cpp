// The trainer screen for a screen reader (session/mirror.h): one part list per view, with the
// same intent ids as the drawn controls.
#include <algorithm>
#include <string>

#include "rules/ruleset.h"
#include "rules/ruling_words.h"
#include "rules/scenario_category.h"
#include "session/mirror.h"
#include "session/trainer/trainer_labels.h"
#include "session/trainer/trainer_mirror_parts.h"
#include "session/trainer/trainer_session.h"
#include "session/trainer/trainer_views.h"
#include "trainer/rule_index.h"
#include "words/words.h"

namespace flagfall::session {

// The mirror's buttons for the trainer's typed intents (session/mirror.h).
Mirror& Mirror::button(std::string_view label, TrainerIntent intent, bool pressed) {
  return button(label, intent_id(intent), pressed);
}

namespace {

using words::Msg;

std::string face_words(chess::Color side, const trainer::ClockFace& face) {
  std::string out = words::format<Msg::kTrainerMirrorFace>(
      words::text(side == chess::Color::White ? Msg::kClockScreenWhite : Msg::kClockScreenBlack),
      trainer::clock_text(face.remaining_ms));
  if (face.flag_at) out = words::format<Msg::kTrainerMirrorFlagFallen>(out);
  if (face.running) out = words::format<Msg::kTrainerMirrorRunning>(out);
  return out;
}

// The question: what it shows, the timeline, the prompt and the choices, then the feedback.
void question_parts(const TrainerSession& session, const QuestionOnShow& shown, Mirror& m) {
  const trainer::Question& q = *shown.question;
  const trainer::Scene& scene = shown.scene(session.step());
  m.heading(words::said(Msg::kTrainerMirrorQuestion), 1);
  m.text(shown.header);
  if (shown.reveal) {
    m.button(words::said(Msg::kTrainerMirrorBeforeRuling), TrainerAction::kBeforeRuling,
             !shown.after_ruling);
    m.button(words::said(Msg::kTrainerMirrorAfterRuling), TrainerAction::kAfterRuling,
             shown.after_ruling);
  }
  m.text(words::format<Msg::kTrainerMirrorClocks>(face_words(chess::Color::White, scene.white),
                                                  face_words(chess::Color::Black, scene.black)));
  m.text(words::format<Msg::kTrainerMirrorPosition>(
      pieces_in_words(scene.position), rules::side_words(scene.position.side_to_move())));
  if (scene.last_move) {
    const std::string from = chess::square_name(scene.last_move->from);
    const std::string to = chess::square_name(scene.last_move->to);
    m.text(shows_illegal_move(scene, shown.reveal)
               ? words::format<Msg::kTrainerMirrorLastMoveIllegal>(
                     from, to, trainer::illegal_move_words(scene.last_move->illegal))
               : words::format<Msg::kTrainerMirrorLastMove>(from, to));
  }
  std::vector<std::string> events;
  for (std::size_t i = 0; i < q.replay.steps.size(); ++i) {
    const trainer::Step& s = q.replay.steps[i];
    for (const std::string& line : s.happened) {
      events.push_back(words::format<Msg::kTrainerMirrorEvent>(trainer::instant_text(s.t), line));
    }
    if (shown.reveal) {
      for (const std::string& line : s.rulings) {
        events.push_back(words::format<Msg::kTrainerTimelineArbiter>(line));
      }
    }
  }
  m.list(words::said(Msg::kTrainerMirrorWhatHappened), std::move(events));
  m.text(q.situation);
  m.text(trainer::variant_text(q));
  m.heading(q.prompt, 2);
  for (std::size_t i = 0; i < q.choices.size(); ++i) {
    std::string label = std::to_string(i + 1) + ". " + q.choices[i].answer.text;
    switch (shown.mark(i)) {
      case ChoiceMark::kRight:
        label = words::format<Msg::kTrainerMirrorRightAnswer>(label);
        break;
      case ChoiceMark::kWrong:
        label = words::format<Msg::kTrainerMirrorWrongAnswer>(label);
        break;
      case ChoiceMark::kNone:
        break;
    }
    m.button(label, TrainerIntent{TrainerAction::kChoice, static_cast<std::int32_t>(i)},
             shown.chosen && *shown.chosen == i);
  }
  if (!shown.feedback) return;
  const trainer::RulesetAnswer& asked = q.asked();
  if (const std::optional<bool> right = shown.verdict()) {
    m.heading(text(*right ? Msg::kTrainerMirrorRight : Msg::kTrainerMirrorNotQuite), 2);
  }
  m.text(words::format<Msg::kTrainerMirrorRulingUnder>(asked.name, asked.answer.text));
  m.text(asked.explanation);
  m.text(ruling_effect_text(q));
  if (!asked.rule.empty()) {
    m.text(asked.rule_says.empty()
               ? words::format<Msg::kTrainerMirrorRule>(asked.rule)
               : words::format<Msg::kTrainerMirrorRuleSays>(asked.rule, asked.rule_says));
    m.button(words::format<Msg::kTrainerMirrorReadRule>(asked.rule), TrainerAction::kRuleLink);
  }
  std::vector<std::vector<std::string>> rows = {
      {words::said(Msg::kTrainerMirrorColumnRuleset), words::said(Msg::kTrainerMirrorColumnRuling),
       words::said(Msg::kTrainerMirrorColumnRule), words::said(Msg::kTrainerMirrorColumnDiffers)}};
  for (const trainer::RulesetAnswer& a : q.comparison) {
    std::string ruling = a.directors_call ? words::said(Msg::kTrainerDirectorsCall) : a.answer.text;
    if (!a.meant_for) ruling = words::format<Msg::kTrainerMirrorLeftOpen>(ruling);
    rows.push_back(
        {a.ruleset == asked.ruleset ? words::format<Msg::kTrainerMirrorAsked>(a.name) : a.name,
         ruling, a.rule.empty() ? std::string("-") : a.rule,
         words::said(a.differs ? Msg::kTrainerMirrorYes : Msg::kTrainerMirrorNo)});
  }
  m.table(words::said(Msg::kTrainerMirrorComparison), std::move(rows));
  for (const trainer::RulesetAnswer& a : q.comparison) {
    if (!a.rule_number.empty())
      m.button(words::format<Msg::kTrainerMirrorReadRuleOf>(a.name),
               TrainerIntent{TrainerAction::kCompare, ruleset_index(a.ruleset)});
  }
  if (!q.notes.empty()) m.text(words::format<Msg::kTrainerMirrorNote>(q.notes));
}

void menu_parts(const TrainerSession& session, Mirror& m) {
  const trainer::Trainer& t = session.trainer();
  m.heading(words::said(Msg::kTrainerMirrorTitle), 1);
  m.text(bank_summary(t));
  m.text(session.notice());
  for (const MenuEntry& e : menu_entries(t, session.mine().cases().size()))
    m.button(e.detail.empty() ? words::format<Msg::kTrainerMirrorChoose>(e.title)
                              : words::format<Msg::kTrainerMirrorEntry>(e.title, e.detail),
             e.intent);
  m.button(trainer_label(TrainerAction::kHome), TrainerAction::kHome);
}

void selection_parts(const TrainerSession& session, Mirror& m) {
  const trainer::Trainer& t = session.trainer();
  const trainer::Selection& sel = t.selection();
  const auto has = [](const std::vector<std::string>& list, std::string_view id) {
    return std::find(list.begin(), list.end(), id) != list.end();
  };
  m.heading(words::said(Msg::kTrainerMirrorChooseQuestions), 1);
  m.heading(words::said(Msg::kTrainerMirrorRulesets), 2);
  m.button(trainer_label(TrainerAction::kAllRulesets), TrainerAction::kAllRulesets)
      .button(trainer_label(TrainerAction::kNoRulesets), TrainerAction::kNoRulesets);
  std::int32_t i = 0;
  for (const rules::Ruleset* r : rules::all_rulesets()) {
    m.button(std::string(trainer::short_name(r->id)), TrainerIntent{TrainerAction::kRuleset, i++},
             has(sel.rulesets, r->id));
  }
  m.heading(words::said(Msg::kTrainerMirrorCategories), 2);
  m.button(trainer_label(TrainerAction::kAllCategories), TrainerAction::kAllCategories)
      .button(trainer_label(TrainerAction::kNoCategories), TrainerAction::kNoCategories);
  for (const std::string& c : t.bank().categories()) {
    m.button(std::string(rules::category_title(c)),
             TrainerIntent{TrainerAction::kCategory, category_index(c)}, has(sel.categories, c));
  }
  m.button(trainer_label(TrainerAction::kVariants), TrainerAction::kVariants, sel.variants);
  m.text(matching_text(t.candidate_scenarios().size()));
  m.button(trainer_label(TrainerAction::kSelectionBack), TrainerAction::kSelectionBack);
  if (session.can_practise()) m.button(trainer_label(TrainerAction::kStart), TrainerAction::kStart);
}

void exam_result_parts(const TrainerSession& session, Mirror& m) {
  const trainer::Exam* exam = session.trainer().exam();
  if (exam == nullptr) return;
  m.heading(text(exam->passed() ? Msg::kTrainerMirrorPassed : Msg::kTrainerMirrorNotPassed), 1);
  m.text(session.set_quiz() ? session.shared().title : "");
  m.text(exam_score_text(*exam));
  const std::vector<ExamLine> lines = exam_lines(*exam);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    m.button(lines[i].text,
             TrainerIntent{TrainerAction::kExamReview, static_cast<std::int32_t>(i)});
  }
  m.button(trainer_label(TrainerAction::kExamMenu), TrainerAction::kExamMenu);
  if (session.set_quiz()) {
    if (exam->finished())
      m.button(trainer_label(TrainerAction::kSendResult), TrainerAction::kSendResult);
    m.button(trainer_label(TrainerAction::kSetAgain), TrainerAction::kSetAgain);
    if (!session.shared().own.empty())
      m.button(words::said(Msg::kTrainerButtonSaveSetCases), TrainerAction::kSaveShared);
  } else {
    m.button(trainer_label(TrainerAction::kExamAgain), TrainerAction::kExamAgain);
  }
}

void progress_parts(const TrainerSession& session, Mirror& m) {
  const trainer::Trainer& t = session.trainer();
  m.heading(words::said(Msg::kTrainerMenuProgressEntry), 1);
  m.text(progress_header(t));
  std::vector<std::string> bars;
  for (const CategoryBar& bar : category_bars(t)) bars.push_back(bar.title + ": " + bar.figures);
  m.list(words::said(Msg::kTrainerMirrorByCategory), std::move(bars));
  m.list(words::said(Msg::kTrainerMirrorLastExams), recent_exams(t.progress()));
  if (!t.progress().sets().empty())
    m.list(words::said(Msg::kTrainerUiSets), recent_sets(t.progress()));
  if (session.confirming_reset()) {
    m.text(words::said(Msg::kTrainerMirrorResetQuestion));
    m.button(trainer_label(TrainerAction::kConfirmReset), TrainerAction::kConfirmReset)
        .button(trainer_label(TrainerAction::kCancelReset), TrainerAction::kCancelReset);
  } else {
    m.button(trainer_label(TrainerAction::kAskReset), TrainerAction::kAskReset);
  }
  m.button(trainer_label(TrainerAction::kProgressBack), TrainerAction::kProgressBack);
}

void rules_parts(const TrainerSession& session, Mirror& m) {
  const rules::Ruleset* ruleset = rules::find_ruleset(session.rules_ruleset());
  m.heading(words::said(Msg::kTrainerMenuRules), 1);
  std::int32_t i = 0;
  for (const rules::Ruleset* r : rules::all_rulesets()) {
    m.button(std::string(trainer::short_name(r->id)),
             TrainerIntent{TrainerAction::kRulesRuleset, i++}, r == ruleset);
  }
  m.button(trainer_label(TrainerAction::kRulesBack), TrainerAction::kRulesBack);
  if (ruleset == nullptr) return;
  m.text(std::string(words::text(ruleset->name)));
  m.text(std::string(words::text(ruleset->source)));
  for (const trainer::RuleEntry& e : trainer::rule_index(*ruleset)) {
    const RuleCard card = rule_card(e);
    m.heading(card.heading, 2);
    m.text(card.says);
    m.text(card.here);
    for (const std::string& line : card.differing) {
      m.text(words::format<Msg::kTrainerMirrorDiffers>(line));
    }
    m.text(card.same_in);
  }
}

}  // namespace

Mirror trainer_mirror(const TrainerSession& session, EpochMillis now) {
  Mirror m;
  const QuestionOnShow shown = session.on_show();
  if (session.mine().waiting()) {
    replace_parts(session, m);
    return m;
  }
  switch (session.view()) {
    case TrainerView::kMenu:
      menu_parts(session, m);
      break;
    case TrainerView::kSelection:
      selection_parts(session, m);
      break;
    case TrainerView::kQuestion:
      m.text(session.notice());
      if (shown.question != nullptr) question_parts(session, shown, m);
      if (session.studying() && session.study_from() == StudyFrom::kMine) {
        m.button(words::said(Msg::kTrainerMenuMine), TrainerAction::kStudyMine)
            .button(trainer_label(TrainerAction::kStudyEdit), TrainerAction::kStudyEdit);
        break;
      }
      m.button(trainer_label(TrainerAction::kMenu), TrainerAction::kMenu);
      if (session.studying() && session.study_from() == StudyFrom::kLink) {
        m.button(trainer_label(TrainerAction::kSaveShared), TrainerAction::kSaveShared);
      } else if (session.studying()) {
        m.button(trainer_label(TrainerAction::kBackToClock), TrainerAction::kBackToClock);
      } else if (session.can_go_on()) {
        m.button(next_label(session.trainer().chosen().has_value()), TrainerAction::kNext);
      }
      break;
    case TrainerView::kExam:
      if (shown.question != nullptr) question_parts(session, shown, m);
      if (const trainer::Exam* exam = session.trainer().exam())
        m.text(exam_clock_text(exam->time_left(now)));
      m.button(trainer_label(TrainerAction::kQuitExam), TrainerAction::kQuitExam);
      break;
    case TrainerView::kExamResult:
      if (shown.question != nullptr) {
        question_parts(session, shown, m);
        m.button(trainer_label(TrainerAction::kResults), TrainerAction::kResults);
      } else {
        exam_result_parts(session, m);
      }
      break;
    case TrainerView::kProgress:
      progress_parts(session, m);
      break;
    case TrainerView::kRules:
      rules_parts(session, m);
      break;
    case TrainerView::kEditor:
      editor_parts(session, m);
      break;
    case TrainerView::kMine:
      mine_parts(session, m);
      break;
    case TrainerView::kSetBuilder:
      set_builder_parts(session, m);
      break;
    case TrainerView::kShare:
      share_parts(session, m);
      break;
    case TrainerView::kClasses:
      classes_parts(session, m);
      break;
    case TrainerView::kClassroom:
      if (shown.question == nullptr) break;
      question_parts(session, shown, m);
      if (!shown.reveal) m.text(std::string(words::text(Msg::kTrainerClassroomKeys)));
      m.button(trainer_label(TrainerAction::kClassroomPrevious), TrainerAction::kClassroomPrevious)
          .button(
              trainer_label(shown.reveal ? TrainerAction::kClassroomNext : TrainerAction::kReveal),
              shown.reveal ? TrainerAction::kClassroomNext : TrainerAction::kReveal)
          .button(trainer_label(TrainerAction::kClassroomBack), TrainerAction::kClassroomBack);
      break;
  }
  return m;
}

}  // namespace flagfall::session
