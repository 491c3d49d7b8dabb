// The feedback on an answer: what the ruling did, and every ruleset's ruling side by side with
// the asked one, each rule opening in the rules browser.
#include "session/trainer/views/feedback_view.h"

#include <algorithm>

#include "chess/fen.h"
#include "rules/ruleset.h"
#include "rules/ruling_words.h"
#include "rules/scenario_writer.h"
#include "session/trainer/trainer_session.h"
#include "session/trainer/trainer_texts.h"
#include "trainer/replay.h"
#include "words/words.h"

namespace flagfall::session {

using words::Msg;

std::string ruling_effect_text(const trainer::Question& q) {
  if (q.kind != trainer::QuestionKind::kRuling || q.replay.steps.empty()) return "";
  const trainer::Step& last = q.replay.steps.back();
  const trainer::Adjustments& adj = q.replay.adjustments;
  std::string text;
  const struct {
    chess::Color side;
    std::int64_t change;
    const trainer::ClockFace& after;
  } sides[] = {{chess::Color::White, adj.white_ms, last.ruled.white},
               {chess::Color::Black, adj.black_ms, last.ruled.black}};
  if (q.asked().answer.key.find('|') != std::string::npos) {
    for (const auto& s : sides) {
      if (s.change == 0) continue;
      trainer::Adjustments one;
      (s.side == chess::Color::White ? one.white_ms : one.black_ms) = s.change;
      std::string line = words::format<Msg::kTrainerFeedbackClock>(
          rules::side_of_words(s.side), trainer::clock_text(s.after.remaining_ms - s.change),
          trainer::clock_text(s.after.remaining_ms), trainer::adjustments_text(one));
      rules::capitalise(line);
      text += (text.empty() ? "" : " ") + line;
    }
  }
  if (chess::to_fen(last.asked.position) != chess::to_fen(last.ruled.position))
    text += (text.empty() ? "" : " ") + std::string(words::text(Msg::kTrainerFeedbackBoard));
  return text;
}

std::vector<ComparisonRow> comparison_rows(const trainer::Question& q) {
  const trainer::RulesetAnswer& asked = q.asked();
  std::vector<ComparisonRow> rows;
  for (const trainer::RulesetAnswer& r : q.comparison) {
    ComparisonRow row{r.ruleset, r.rule_number, "", r.ruleset == asked.ruleset,
                      r.differs, r.meant_for};
    row.text =
        std::string(row.asked ? "\xE2\x96\xB6 " : "") + r.name + ": " +
        (r.directors_call ? std::string(words::text(words::Msg::kTrainerDirectorsCall))
                          : r.answer.text) +
        (r.differs ? "  \xC2\xB7 " + std::string(words::text(Msg::kTrainerFeedbackDiffers)) : "");
    if (!r.rule.empty()) row.text += "\n" + r.rule;
    if (!r.meant_for)
      row.text +=
          (r.rule.empty() ? "\n" : kDot) + std::string(words::text(Msg::kTrainerFeedbackSilent));
    rows.push_back(std::move(row));
  }
  return rows;
}

void TrainerSession::study(std::string_view scenario_json, EpochMillis now) {
  notice_.clear();
  study_from_ = StudyFrom::kClock;
  if (const auto problem = trainer_.study(scenario_json, next_seed(now))) {
    notice_ = words::format<Msg::kTrainerFeedbackCannotStudy>(*problem);
    view_ = TrainerView::kMenu;
    return;
  }
  view_ = TrainerView::kQuestion;
  show_question(*trainer_.question());
}

// The feedback's rule links: the asked ruleset's rule (`ruleset` empty), or the rule of
// `ruleset`'s row in the comparison.
void TrainerSession::open_feedback_rule(std::string_view ruleset) {
  const QuestionOnShow shown = on_show();
  if (!shown.feedback || shown.question == nullptr) return;
  if (ruleset.empty()) {
    const trainer::RulesetAnswer& asked = shown.question->asked();
    open_rules(asked.ruleset, asked.rule_number);
    return;
  }
  for (const ComparisonRow& row : comparison_rows(*shown.question)) {
    if (row.ruleset == ruleset) open_rules(row.ruleset, row.rule_number);
  }
}

}  // namespace flagfall::session
