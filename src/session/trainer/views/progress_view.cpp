// Progress: the totals, a bar per category against the pass mark, the last exams, and resetting
// it.
#include "session/trainer/views/progress_view.h"

#include <algorithm>

#include "rules/scenario_category.h"
#include "session/trainer/trainer_session.h"
#include "session/trainer/trainer_texts.h"
#include "words/words.h"

namespace flagfall::session {

using words::Msg;

std::string progress_header(const trainer::Trainer& t) {
  const trainer::Progress& p = t.progress();
  return words::format<Msg::kTrainerProgressHeader>(std::to_string(p.answered()),
                                                    percent(p.right(), p.answered()),
                                                    std::to_string(t.due_count()));
}

std::vector<CategoryBar> category_bars(const trainer::Trainer& t) {
  std::vector<CategoryBar> bars;
  for (const trainer::CategoryStats& s : t.progress().by_category(t.bank().categories())) {
    CategoryBar bar;
    bar.category = s.category;
    bar.title = std::string(rules::category_title(s.category));
    bar.figures = words::text(Msg::kTrainerProgressNotTried);
    if (s.answered > 0) {
      bar.figures = words::format<Msg::kTrainerProgressFigures>(
          std::to_string(s.right), std::to_string(s.answered), std::to_string(s.learned));
      bar.share = static_cast<float>(s.right) / static_cast<float>(s.answered);
      bar.standing = s.right * 100 >= trainer::Exam::kPassPercent * s.answered ? Standing::kPassing
                     : s.right * 2 >= s.answered                               ? Standing::kHalfway
                                                                               : Standing::kBehind;
    }
    bars.push_back(std::move(bar));
  }
  return bars;
}

float pass_mark() {
  return static_cast<float>(trainer::Exam::kPassPercent) / 100.0f;
}

std::vector<std::string> recent_exams(const trainer::Progress& p) {
  const std::vector<trainer::ExamRecord>& exams = p.exams();
  std::vector<std::string> lines;
  for (std::size_t i = exams.size() > 5 ? exams.size() - 5 : 0; i < exams.size(); ++i) {
    const trainer::ExamRecord& e = exams[i];
    const std::string score = std::to_string(e.score), of = std::to_string(e.of);
    lines.push_back(
        e.passed
            ? words::format<Msg::kTrainerProgressExamPassed>(score, of, percent(e.score, e.of))
            : words::format<Msg::kTrainerProgressExamFailed>(score, of, percent(e.score, e.of)));
  }
  return lines;
}

std::vector<std::string> recent_sets(const trainer::Progress& p) {
  const std::vector<trainer::StudentResult>& sets = p.sets();
  std::vector<std::string> lines;
  for (std::size_t i = sets.size() > 5 ? sets.size() - 5 : 0; i < sets.size(); ++i) {
    lines.push_back(words::format<Msg::kTrainerProgressSetLine>(
        sets[i].set_title, std::to_string(sets[i].score()),
        std::to_string(sets[i].answers.size())));
  }
  return lines;
}

void TrainerSession::confirm_reset() {
  if (!progress_view_.confirm_reset) return;
  trainer_.reset_progress();
  progress_view_.confirm_reset = false;
  unsaved_ = true;
}

}  // namespace flagfall::session
