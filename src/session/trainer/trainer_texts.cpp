#include "session/trainer/trainer_texts.h"

#include <algorithm>

#include "chess/fen.h"
#include "rules/ruleset.h"
#include "rules/scenario_category.h"
#include "trainer/replay.h"

namespace flagfall::session {
namespace {

constexpr const char* kDot = " \xC2\xB7 ";

// "Scholastic 10a4", "FIDE 2023 (FIDE A.5.2)": the citation, with the ruleset's name when the
// citation alone does not say which ruleset it is.
std::string label(const trainer::RuleElsewhere& o) {
  if (o.cite.empty()) return o.name;
  if (o.cite.compare(0, o.name.size(), o.name) == 0) return o.cite;
  return o.name + " (" + o.cite + ")";
}

}  // namespace

std::string percent(int right, int answered) {
  if (answered == 0) return "-";
  return std::to_string((right * 100 + answered / 2) / answered) + "%";
}

std::string bank_summary(const trainer::Trainer& t) {
  return std::to_string(t.bank().scenarios().size()) + " scenarios, " +
         std::to_string(rules::all_rulesets().size()) + " rulesets";
}

std::string selection_summary(const trainer::Trainer& t) {
  const trainer::Selection& s = t.selection();
  std::string rulesets = s.rulesets.size() == rules::all_rulesets().size() ? "all rulesets"
                         : s.rulesets.size() == 1 ? std::string(trainer::short_name(s.rulesets[0]))
                                                  : std::to_string(s.rulesets.size()) + " rulesets";
  std::string categories = s.categories.size() == t.bank().categories().size() ? "all categories"
                           : s.categories.size() == 1
                               ? std::string(rules::category_title(s.categories[0]))
                               : std::to_string(s.categories.size()) + " categories";
  if (s.rulesets.empty()) rulesets = "no ruleset";
  if (s.categories.empty()) categories = "no category";
  return rulesets + kDot + categories;
}

std::string review_hint(const trainer::Trainer& t) {
  const int due = t.due_count();
  return due > 0 ? std::to_string(due) + " due; missed questions come back sooner"
                 : "Missed questions come back sooner";
}

std::string progress_hint(const trainer::Progress& p) {
  return std::to_string(p.answered()) + " answered, " + percent(p.right(), p.answered()) + " right";
}

std::vector<MenuEntry> menu_entries(const trainer::Trainer& t, std::size_t my_cases) {
  using A = TrainerAction;
  return {{"Questions from " + selection_summary(t) + ".", "", A::kSelection},
          {"Practice", "Answer, then see why, ruleset by ruleset", A::kPractise},
          {"Exam", "5 questions, 5 minutes, 80% to pass", A::kExam},
          {"Review", review_hint(t), A::kReview},
          {"Progress", progress_hint(t.progress()), A::kProgress},
          {"Rules", "Every rule; where rulesets differ", A::kRules},
          {"My scenarios", mine_hint(my_cases), A::kMine}};
}

std::string matching_text(std::size_t matching) {
  return std::to_string(matching) + (matching == 1 ? " scenario matches." : " scenarios match.");
}

std::string face_title(chess::Color side, chess::Color to_move) {
  const std::string name =
      side == chess::Color::White ? "\xE2\x99\x94 White" : "\xE2\x99\x9A Black";
  return side == to_move ? name + kDot + "to move" : name;
}

std::string timeline_caption(const trainer::Question& q, std::size_t step) {
  const std::size_t count = q.replay.steps.size();
  step = std::min(step, count - 1);
  const std::int64_t t = q.replay.steps[step].t;
  const std::string when =
      step == 0 ? std::string("Set-up") : "At " + trainer::clock_text(t) + (t < 20'000 ? " s" : "");
  return when + kDot + "step " + std::to_string(step + 1) + " of " + std::to_string(count);
}

bool shows_illegal_move(const trainer::Scene& scene, bool reveal) {
  return reveal && scene.last_move && !scene.last_move->illegal.empty();
}

std::vector<std::string> timeline_lines(const trainer::Step& step, bool reveal, bool open) {
  std::vector<std::string> lines;
  if (!open) {
    if (!step.happened.empty()) lines.push_back(step.happened.back());
    return lines;
  }
  for (const std::string& line : step.happened) lines.push_back("\xE2\x80\xA2 " + line);
  if (reveal) {
    for (const std::string& line : step.rulings) lines.push_back("Arbiter: " + line);
  }
  return lines;
}

std::string timeline_toggle_text(const trainer::Step& step, bool reveal, bool open) {
  const std::size_t all = timeline_lines(step, reveal, true).size();
  if (all <= timeline_lines(step, reveal, false).size()) return "";
  if (open) return "Fewer \xE2\x86\x91";
  return "All " + std::to_string(all) + " lines \xE2\x86\x93";
}

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
      text += (text.empty() ? "" : " ") + chess::side_title(s.side) +
              "'s clock: " + trainer::clock_text(s.after.remaining_ms - s.change) +
              " \xE2\x86\x92 " + trainer::clock_text(s.after.remaining_ms) + ", " +
              trainer::adjustments_text(one) + ".";
    }
  }
  if (chess::to_fen(last.asked.position) != chess::to_fen(last.ruled.position))
    text += (text.empty() ? "" : " ") + std::string("The ruling changes the board: compare ") +
            "Before and After the ruling.";
  return text;
}

std::vector<ComparisonRow> comparison_rows(const trainer::Question& q) {
  const trainer::RulesetAnswer& asked = q.asked();
  std::vector<ComparisonRow> rows;
  for (const trainer::RulesetAnswer& r : q.comparison) {
    ComparisonRow row{r.ruleset, r.rule_number, "", r.ruleset == asked.ruleset,
                      r.differs, r.meant_for};
    row.text = std::string(row.asked ? "\xE2\x96\xB6 " : "") + r.name + ": " +
               (r.directors_call ? std::string(kDirectorsCall) : r.answer.text) +
               (r.differs ? "  \xC2\xB7 differs" : "");
    if (!r.rule.empty()) row.text += "\n" + r.rule;
    if (!r.meant_for)
      row.text +=
          (r.rule.empty() ? "\n" : kDot) + std::string("rulebook silent: the arbiter's reading");
    rows.push_back(std::move(row));
  }
  return rows;
}

std::string exam_clock_text(std::int64_t left_ms) {
  return trainer::clock_text(left_ms) + " left";
}

bool exam_time_short(std::int64_t left_ms) {
  return left_ms < 60'000;
}

std::int64_t exam_clock_changes_at(std::int64_t now, std::int64_t left_ms) {
  const std::int64_t unit = left_ms >= 20'000 ? 1000 : 100;
  return now + std::max<std::int64_t>(1, left_ms % unit == 0 ? unit : left_ms % unit);
}

std::string exam_score_text(const trainer::Exam& exam) {
  const int score = exam.score();
  const int of = static_cast<int>(exam.size());
  return std::to_string(score) + " of " + std::to_string(of) + " right (" + percent(score, of) +
         "); " + std::to_string(trainer::Exam::kPassPercent) + "% passes";
}

std::vector<ExamLine> exam_lines(const trainer::Exam& exam) {
  std::vector<ExamLine> lines;
  for (std::size_t i = 0; i < exam.size(); ++i) {
    const trainer::Question& q = exam.question(i);
    const bool right = exam.right(i);
    const std::optional<std::size_t> chosen = exam.chosen(i);
    lines.push_back(
        {std::string(right ? "\xE2\x9C\x93 " : "\xE2\x9C\x97 ") + std::to_string(i + 1) + ". " +
             q.scenario.title + " (" + std::string(trainer::short_name(q.ruleset)) +
             ")\nYour answer: " + (chosen ? q.choices[*chosen].answer.text : std::string("none")) +
             (right ? "" : "\nRight: " + q.choices[q.right].answer.text),
         right});
  }
  return lines;
}

std::string progress_header(const trainer::Trainer& t) {
  const trainer::Progress& p = t.progress();
  return std::to_string(p.answered()) + " answered" + kDot + percent(p.right(), p.answered()) +
         " right" + kDot + std::to_string(t.due_count()) + " due";
}

std::vector<CategoryBar> category_bars(const trainer::Trainer& t) {
  std::vector<CategoryBar> bars;
  for (const trainer::CategoryStats& s : t.progress().by_category(t.bank().categories())) {
    CategoryBar bar;
    bar.category = s.category;
    bar.title = std::string(rules::category_title(s.category));
    bar.figures = "not tried";
    if (s.answered > 0) {
      bar.figures = std::to_string(s.right) + "/" + std::to_string(s.answered) + kDot +
                    std::to_string(s.learned) + " learned";
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
    lines.push_back(std::string(e.passed ? "\xE2\x9C\x93 passed" : "\xE2\x9C\x97 not passed") +
                    " " + std::to_string(e.score) + " of " + std::to_string(e.of) + " (" +
                    percent(e.score, e.of) + ")");
  }
  return lines;
}

RuleCard rule_card(const trainer::RuleEntry& entry) {
  RuleCard card;
  card.heading = entry.cite + "  \xC2\xB7  " + entry.topic;
  card.says = entry.says;
  if (!entry.policy.empty()) card.here = "Here: " + entry.policy;
  std::string same;
  for (const trainer::RuleElsewhere& o : entry.elsewhere) {
    if (!o.differs) {
      same += (same.empty() ? "" : ", ") + label(o);
      continue;
    }
    card.differing.push_back(label(o) + (o.cite.empty()     ? ": no rule on this"
                                         : o.policy.empty() ? ""
                                                            : ": " + o.policy));
  }
  if (!same.empty()) card.same_in = "Same in: " + same;
  return card;
}

std::string mine_hint(std::size_t cases) {
  if (cases == 0) return "Make a case; share it as a link or a quiz";
  return std::to_string(cases) + (cases == 1 ? " case" : " cases") + ": practise, edit, share";
}

std::string case_summary(const rules::Scenario& scenario) {
  std::string rulesets;
  for (const std::string& r : scenario.rulesets) {
    rulesets += (rulesets.empty() ? "" : ", ") + std::string(trainer::short_name(r));
  }
  const std::size_t steps = scenario.events.size();
  return std::string(rules::category_title(scenario.category)) + " \xC2\xB7 for " +
         (rulesets.empty() ? "every ruleset" : rulesets) + " \xC2\xB7 " + std::to_string(steps) +
         (steps == 1 ? " step" : " steps");
}

std::string kept_aside_text(std::size_t kept) {
  if (kept == 0) return "";
  return std::to_string(kept) + (kept == 1 ? " saved case" : " saved cases") +
         " could not be read; kept aside, never deleted.";
}

std::string set_count_text(std::size_t own, std::size_t bank) {
  const std::size_t all = own + bank;
  if (all == 0) return "No cases yet: choose some of yours, or add some from the bank.";
  return std::to_string(all) + (all == 1 ? " case" : " cases") + ": " + std::to_string(own) +
         " of yours, " + std::to_string(bank) + " from the bank, asked in this order.";
}

}  // namespace flagfall::session
