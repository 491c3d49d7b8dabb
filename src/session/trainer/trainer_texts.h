#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "chess/types.h"
#include "session/trainer/trainer_intent.h"
#include "trainer/rule_index.h"
#include "trainer/trainer.h"

namespace flagfall::session {

// What the trainer's views say where the words depend on the bank, the selection, a ruleset, a
// position or the progress: composed here (and tested natively) so the UI only lays them out.

// "67%" rounded to the nearest; "-" when nothing was answered.
std::string percent(int right, int answered);

// The menu.
std::string bank_summary(const trainer::Trainer& t);       // "48 scenarios, 7 rulesets"
std::string selection_summary(const trainer::Trainer& t);  // "all rulesets · 2 categories"
std::string review_hint(const trainer::Trainer& t);        // "3 due; missed questions ..."
std::string progress_hint(const trainer::Progress& p);     // "5 answered, 80% right"
// The menu's entries, for the drawn menu (a title over what it does) and the mirror (one label):
// the selection's ("Questions from all rulesets · 2 categories."), then practice, exam, review,
// progress, the rules browser and My scenarios (with how many cases it holds).
struct MenuEntry {
  std::string title;
  std::string detail;
  TrainerIntent intent;
};
std::vector<MenuEntry> menu_entries(const trainer::Trainer& t, std::size_t my_cases);

// The selection: "12 scenarios match."
std::string matching_text(std::size_t matching);

// The question: a clock face's title ("♚ Black · to move"), the timeline's caption at a step
// ("At 0:59.5 · step 2 of 3"), and whether the board shows the step's last move as illegal.
std::string face_title(chess::Color side, chess::Color to_move);
std::string timeline_caption(const trainer::Question& q, std::size_t step);
bool shows_illegal_move(const trainer::Scene& scene, bool reveal);
// The timeline's lines at a step: open, each event ("• ...") and, once revealed, the arbiter's
// ("Arbiter: ..."); collapsed (each new question, so it fits one screen), the last event only, as
// it is. The toggle's label ("All 4 lines ↓", "Fewer ↑"), "" when nothing is hidden.
std::vector<std::string> timeline_lines(const trainer::Step& step, bool reveal, bool open);
std::string timeline_toggle_text(const trainer::Step& step, bool reveal, bool open);

// The feedback: what the ruling did at the moment asked about, where the question did not show it
// ("Black's clock: 0:59 → 1:59, one minute to Black. The board: compare Before and After the
// ruling."), "" when it changed neither clock nor board or the question asks what a player may do.
std::string ruling_effect_text(const trainer::Question& q);

// The feedback: one line per ruleset, side by side with the asked one.
struct ComparisonRow {
  std::string ruleset;
  std::string rule_number;  // where its rule opens in the rules browser
  std::string text;         // "▶ USCF 2020: Black wins\nUSCF 11-7d"
  bool asked = false;
  bool differs = false;
  bool meant_for = true;
};
std::vector<ComparisonRow> comparison_rows(const trainer::Question& q);
// What a row says instead of an answer where the rulebook leaves the outcome to the director.
inline constexpr const char* kDirectorsCall = "the director's call";

// The exam: the clock in the bottom bar, the score, and one line per question.
std::string exam_clock_text(std::int64_t left_ms);  // "4:59 left"
bool exam_time_short(std::int64_t left_ms);         // under a minute: the clock warns
// When the exam clock's text next changes (the seconds, tenths under 20 s), from `now`.
std::int64_t exam_clock_changes_at(std::int64_t now, std::int64_t left_ms);
std::string exam_score_text(const trainer::Exam& exam);  // "4 of 5 right (80%); 80% passes"
struct ExamLine {
  std::string text;  // "✓ 1. Title (USCF 2020)\nYour answer: ..."
  bool right = false;
};
std::vector<ExamLine> exam_lines(const trainer::Exam& exam);

// Progress: the totals, a bar per category against the pass mark, the last exams.
std::string progress_header(const trainer::Trainer& t);  // "5 answered · 80% right · 2 due"
enum class Standing : std::uint8_t { kNotTried, kBehind, kHalfway, kPassing };
struct CategoryBar {
  std::string category;  // its id
  std::string title;     // its name
  std::string figures;   // "4/5 · 1 learned", or "not tried"
  float share = 0;       // answered right
  Standing standing = Standing::kNotTried;
};
std::vector<CategoryBar> category_bars(const trainer::Trainer& t);
float pass_mark();                                                  // 0.8: where the chart ticks
std::vector<std::string> recent_exams(const trainer::Progress& p);  // the last five

// My scenarios: the menu's hint ("3 cases: make, practise, share"), one case's line
// ("king-adjacent · for USCF 2020, FIDE 2023 · 23 steps"), the saved cases that could not be read
// ("" for none), the empty list, and a class set's count ("6 cases: 2 of yours, 4 from the bank").
std::string mine_hint(std::size_t cases);
std::string case_summary(const rules::Scenario& scenario);
std::string kept_aside_text(std::size_t kept);
inline constexpr const char* kNoCasesText =
    "No cases yet. Make one, or open a link or a file someone shared with you.";
std::string set_count_text(std::size_t own, std::size_t bank);

// The rules browser: one rule with the other rulesets on its topic.
struct RuleCard {
  std::string heading;  // "USCF 11-7d · Illegal-move claims"
  std::string says;
  std::string here;                    // "Here: ..." or ""
  std::vector<std::string> differing;  // "FIDE 2023 (FIDE A.5.2): ..." one per ruleset
  std::string same_in;                 // "Same in: ..." or ""
};
RuleCard rule_card(const trainer::RuleEntry& entry);

}  // namespace flagfall::session
