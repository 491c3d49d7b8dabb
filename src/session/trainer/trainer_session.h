#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "json/writer.h"
#include "session/editor/case_editor.h"
#include "session/frame_io.h"
#include "session/mirror.h"
#include "session/trainer/my_scenarios.h"
#include "session/trainer/trainer_intent.h"
#include "session/trainer/trainer_view.h"
#include "session/trainer/trainer_views.h"
#include "trainer/trainer.h"
#include "words/words.h"

namespace flagfall::session {

// Where a case studied on its own came from: the live clock's game, a shared link or file, or
// My scenarios. The question's bottom bar offers the way back, keeping it, or editing it.
enum class StudyFrom : std::uint8_t { kClock, kLink, kMine };

// Where the trainer screen asks the app to go: home, or back to the clock (the app maps it to
// its own screens).
enum class TrainerExit : std::uint8_t { kHome, kClock };

// How the content should be shown after an intent. The UI owns the scrolling; the session only
// says when the content is new (from the top), when the feedback appeared, or when a rule was
// opened in the rules browser (from the top, then to that rule).
enum class ShowFrom : std::uint8_t { kWhereItWas, kTop, kFeedback, kRule };

// A choice as the question view marks it: once revealed, the right one, and the wrong one given.
enum class ChoiceMark : std::uint8_t { kNone, kRight, kWrong };

// The question on screen, as the question view draws it.
struct QuestionOnShow {
  const trainer::Question* question = nullptr;  // null: none (see the notice)
  std::optional<std::size_t> chosen;            // the answer given
  bool reveal = false;    // right and wrong, the illegal move and the rulings are shown
  bool feedback = false;  // the ruling, its rule and every ruleset side by side follow
  // The board and the clocks as the ruling left them (after an answer, unless "Before the
  // ruling" is chosen), else as the question asks about them (trainer::Step::asked).
  bool after_ruling = false;
  std::string header;  // "Practice · USCF 2020 · king-adjacent · fresh position"
  ChoiceMark mark(std::size_t choice) const;
  // The scene at timeline step `step` (the last one past the end).
  const trainer::Scene& scene(std::size_t step) const;
  // Right or wrong under the choices; nullopt for an exam question not answered in time.
  std::optional<bool> verdict() const;
};

// The rules trainer screen as state and intents (docs/trainer.md): the trainer core, which view
// is open, the timeline step, the exam review, the notice. The UI draws what this holds and
// hands every action to apply() as a TrainerIntent, so a tap, a key and an accessible button
// all go the same way. Intents that depend on time take the input's own timestamp.
class TrainerSession {
 public:
  static constexpr std::size_t kExamQuestions = 5;
  static constexpr EpochMillis kReplayStepMs = 900;

  explicit TrainerSession(const trainer::Bank& bank = trainer::Bank::builtin());

  // An action (trainer_intent.h): a drawn control, a mirror button and a key all give one. Time
  // is the input's own instant. False for one that does nothing here (an argument out of range).
  bool apply(const TrainerIntent& intent, EpochMillis at);
  // A control by its intent id (the drawn control's tap target, the accessible mirror's button):
  // the intent it stands for, as if tapped at `at`; on the case editor, its own controls too.
  // False for an id this screen does not know.
  bool activate(std::string_view id, EpochMillis at);
  // A key pressed at `at` (the key event's own timestamp): the number keys pick a choice.
  bool key(Key key, EpochMillis at);

  // What the screen shows.
  const trainer::Trainer& trainer() const { return trainer_; }
  TrainerView view() const { return view_; }
  // The notice on show. One about a save, link or file that could not be read is made again in
  // the words on show when they change: saves and links are read at start-up, before the page has
  // the catalog.
  const std::string& notice() const {
    refresh_save_notice();
    return notice_;
  }
  QuestionOnShow on_show() const;
  std::size_t step() const { return question_view_.step; }  // the timeline step shown
  bool replaying() const { return question_view_.next_step_at.has_value(); }
  // The timeline shows all of the step's events, or (collapsed, each new question) its last.
  bool timeline_open() const { return question_view_.timeline_open; }
  // Once answered: the board and the clocks before the ruling (as the question showed them) or
  // after it (the default).
  bool before_ruling() const { return question_view_.before_ruling; }
  std::optional<std::size_t> exam_review() const { return exam_view_.review; }
  bool confirming_reset() const { return progress_view_.confirm_reset; }
  bool can_practise() const { return !trainer_.candidate_scenarios().empty(); }
  bool can_go_on() const { return trainer_.question() != nullptr; }  // next / skip
  bool studying() const { return trainer_.mode() == trainer::Mode::kStudy; }
  const std::string& rules_ruleset() const { return rules_view_.ruleset; }
  const std::string& rules_focus() const { return rules_view_.focus; }
  // The next instant the screen changes without input (the replay's next step, the exam clock's
  // next change on the display), if any.
  std::optional<EpochMillis> redraw_at(EpochMillis now) const;

  // Time passing: the replay's next step, and the exam's end when its time is up.
  void tick(EpochMillis now);
  void reduce_motion(bool reduce) { reduced_motion_ = reduce; }

  // The rules browser opened on a rule (`number`, or from the top when empty) of `ruleset`.
  void open_rules(const std::string& ruleset, const std::string& number);
  // Study: a scenario from outside the bank (the clock's game); one that cannot be asked leaves
  // the menu with a notice saying why.
  void study(std::string_view scenario_json, EpochMillis now);
  // A shared link's fragment (#case=..., #set=...): one case opens for study, a class set as an
  // exam of its cases; a link that cannot be opened leaves the menu with a notice saying why.
  // A link (or a file) opened before the bank arrived waits for it (bank_installed).
  void open_link(std::string_view fragment, EpochMillis now);
  // The browser loads the bank after its first frame (trainer::Bank::install_builtin): until then
  // the menu says it is loading; once it is in, the selection takes its categories and a link
  // or file that waited opens.
  // "Loading the scenarios…" as the notice, until the bank is installed (bank_installed() clears
  // it then if no other notice came since; before the catalog arrives every message reads "…"
  // alike, so another notice says so by clearing loading_said_).
  void show_bank_loading() {
    notice_ = words::text(words::Msg::kTrainerLoading);
    loading_said_ = notice_;
  }
  bool bank_ready() const { return !trainer_.bank().empty(); }
  void bank_installed(EpochMillis now);
  // The case or set a link opened, while it is on show ("Save to my scenarios"): its cases, those
  // of them that are not the bank's, and its title.
  struct Shared {
    std::vector<rules::Scenario> cases;
    std::vector<rules::Scenario> own;
    std::string title;
    std::string set_hash;  // a class set's (trainer::set_hash), which its results carry
    // A class set's ruleset each case is asked under (trainer::asked_ruleset; "" for its own).
    std::vector<std::string> rulesets;
  };
  const Shared& shared() const { return shared_; }

  // My scenarios (views/mine_view.cpp): the user's own cases, kept and practised.
  const MyScenarios& mine() const { return mine_; }
  // A case from the editor (or any), added to My scenarios; a case whose id is taken waits for
  // the store's replace question.
  void add_to_mine(rules::Scenario scenario);
  // Restores the store's own save (mine().save(), a separate entry from saved()); says what was
  // wrong on the menu.
  std::optional<std::string> restore_mine(std::string_view text);
  bool take_unsaved_mine() { return mine_.take_unsaved_change(); }
  // "Make a case": the draft, or the case being edited. A draft left with Back stays until saved
  // or cleared.
  CaseEditor* case_editor() { return editor_ ? &*editor_ : nullptr; }
  const CaseEditor* case_editor() const { return editor_ ? &*editor_ : nullptr; }
  void delete_all_mine();  // from the About sheet's saved data, which asked first
  std::optional<std::size_t> confirming_delete() const { return mine_view_.confirm_delete; }
  // The coach's class whose table is on show (none: the list of classes).
  const CoachClass* class_on_show() const;
  StudyFrom study_from() const { return study_from_; }
  // Classroom mode: how many questions the set shows, and which one is on show.
  std::size_t classroom_size() const { return classroom_view_.questions.size(); }
  std::size_t classroom_at() const { return classroom_view_.current; }

  // Sharing (views/share_view.cpp; links and files arriving: trainer_session_links.cpp): the share
  // sheet of a case or a class set, the set being built, and opening a shared file.
  void set_page_address(std::string_view address) { page_address_ = address; }
  // The live clock's finished game (its scenario file): the share sheet, Back to the clock.
  void share_game(std::string_view scenario_json);
  const ShareSheet* share_sheet() const {
    return share_view_.sheet ? &*share_view_.sheet : nullptr;
  }
  // What the page did with a link or a file it was handed (export_outcome_text(): 'shared',
  // 'copied', 'cancelled', 'shown', or the file `file` 'saved'): said on the share sheet, and to
  // a screen reader on any view.
  void link_shared(std::string_view outcome, std::string_view file = {});
  // The page's answer to a "pack" export: `link` packed small (#z=, deflate-raw; "" where the
  // browser cannot). The sheet still showing that link takes its QR code from the packed one.
  void link_packed(std::string_view link, std::string_view packed);
  // The class set being built: its title, the ids of my cases in it, then the bank's.
  using ClassSetDraft = session::ClassSetDraft;
  const ClassSetDraft& class_set() const { return share_view_.set; }
  // A shared .json file: the page is asked for one (take_page_request), then its text opens
  // like a link.
  void open_file(std::string_view text, EpochMillis now);
  bool set_quiz() const { return trainer_.exam() != nullptr && !trainer_.exam_counts(); }

  // What the screen asks of the page, once: a file to share or download, the file field, a text
  // field; and the text typed there. A share sheet whose link is too long for a QR code asks the
  // page, once, to pack it ("pack").
  std::optional<ExportRequest> take_export();
  std::optional<PageRequest> take_page_request() {
    return std::exchange(page_request_, std::nullopt);
  }
  std::optional<TextRequest> take_text_request();
  void text_entered(std::string_view id, std::string_view text, bool confirmed);

  // The verdict on a practice answer and its ruling, said once for a screen reader.
  std::vector<Announcement> take_announcements() { return std::exchange(announcements_, {}); }

  // What the screen asks of the app, once: how to show the content, and a switch of screen.
  ShowFrom take_show_from();
  std::optional<TrainerExit> take_leave();

  // What survives a reload: the selection and the progress.
  std::string saved() const { return trainer_.save(); }
  // Restores saved(); on bad input keeps the current state, says so on the menu and returns
  // what was wrong.
  std::optional<std::string> restore(std::string_view text);
  // True once after every change that must be saved.
  bool take_unsaved_change();

  // The test hook's `trainer` object: its members, into the object the caller opened (the UI
  // adds the scroll position; docs/trainer.md).
  void write_state(JsonWriter& out, EpochMillis now) const;

 private:
  // The commands apply's cases call (trainer_session*.cpp).
  void open_selection();
  void practise(EpochMillis now);
  void exam(EpochMillis now);
  void select_rulesets(bool all);
  void select_categories(bool all);
  void answer(std::size_t choice, EpochMillis at);
  void next_question(EpochMillis now);  // "Next question" or "Skip"
  void step_back();
  void step_forward();
  void replay(EpochMillis now);  // with reduced motion: straight to the last step
  void open_feedback_rule(std::string_view ruleset);
  void choose_rules_ruleset(std::string_view ruleset);
  void rules_back();
  void close_exam();  // "Quit exam", or "Menu" after the result
  void review_exam_question(std::size_t index);
  void confirm_reset();
  void save_shared_to_mine();
  void confirm_replace_mine();
  void keep_both_mine();
  void cancel_replace_mine();
  void open_mine();
  void open_editor();                 // the draft, or a new case
  void edit_mine(std::size_t index);  // the case in the editor; saved, it takes its place
  void edit_studied();                // "Edit this case" under a case of My scenarios studied
  // Save: into My scenarios (asking before replacing another case), then the list.
  void save_editor();
  void close_editor();  // Back; the draft stays
  void study_mine_at(std::size_t index, EpochMillis now);
  void confirm_delete_mine();
  void share_mine(std::size_t index);
  void share_link();  // the link to the phone's share sheet (or the clipboard, or shown to copy)
  void close_share();
  void open_set_builder();
  void toggle_set_case(std::size_t mine_index);
  // Up to five bank cases not yet in the set: from the practice selection, or (`topic`) of one
  // category, meant for the set's ruleset when one is chosen.
  void pick_bank_cases(EpochMillis now, std::string_view topic = {});
  void share_set();  // the share sheet of the set built
  // A class set's quiz: again from its first case.
  void retry_set(EpochMillis now);
  // The coach's classes (views/classes_view.cpp): their view, and a result that came.
  bool apply_classes(const TrainerIntent& intent);
  void open_result(std::optional<std::size_t> class_index);
  // The finished set's result for the coach: its share sheet, under the name last typed.
  void send_result();
  void take_student_name(std::string_view typed);
  // Classroom mode (views/classroom_view.cpp): the set being built, shown to a class.
  bool apply_classroom(const TrainerIntent& intent);
  bool classroom_key(Key key);
  const trainer::Question* classroom_question() const;
  void show_classroom_question();
  // The set being built, as it would be shared: your cases first, then the bank's.
  trainer::ClassSet built_set() const;

  void start_question(trainer::Mode mode, EpochMillis now);
  void open_shared(clock::Result<trainer::Shared, std::string> shared, bool file, EpochMillis now);
  void finish_editor_save();
  void show_question(const trainer::Question& q);
  void show(TrainerView view);
  std::uint64_t next_seed(EpochMillis now);
  std::string question_header(const trainer::Question& q) const;

  trainer::Trainer trainer_;
  TrainerView view_ = TrainerView::kMenu;
  // Each view's own state (its model's header in views/).
  QuestionViewState question_view_;
  ExamViewState exam_view_;
  ProgressViewState progress_view_;
  RulesViewState rules_view_;
  SelectionViewState selection_view_;
  MineViewState mine_view_;
  ShareViewState share_view_;
  ClassroomViewState classroom_view_;
  mutable std::string notice_;
  std::string loading_said_;  // the notice show_bank_loading() made, while it may be on show
  // The save, link or file a notice says could not be read (restore(), restore_mine(),
  // open_shared()), to say it again: a link opened with the page is read before its catalog.
  struct SaveNotice {
    enum class From : std::uint8_t { kProgress, kMine, kLink, kFile };
    From from = From::kProgress;
    std::string saved;
    std::string said;  // the notice made from it
    std::uint32_t words = 0;
  };
  mutable std::optional<SaveNotice> save_notice_;
  void refresh_save_notice() const;
  void remember_notice(std::string_view text, bool file);  // a link or file that did not open
  std::uint64_t seeds_ = 0;
  bool unsaved_ = false;
  ShowFrom show_from_ = ShowFrom::kWhereItWas;
  std::optional<TrainerExit> leave_;
  std::vector<Announcement> announcements_;
  bool reduced_motion_ = false;
  void add_waiting_to_mine();

  // A link or a file opened before the bank arrived.
  struct WaitingShared {
    std::string text;
    bool file = false;
  };
  std::optional<WaitingShared> waiting_shared_;
  bool wait_for_bank(std::string_view text, bool file);
  Shared shared_;
  MyScenarios mine_;

  std::optional<CaseEditor> editor_;
  StudyFrom study_from_ = StudyFrom::kClock;
  std::string page_address_;
  std::optional<ExportRequest> export_;
  std::optional<PageRequest> page_request_;
  std::optional<TextRequest> text_request_;
};

// The trainer screen for a screen reader: the view on show, with the drawn controls' intent ids.
Mirror trainer_mirror(const TrainerSession& session, EpochMillis now);

}  // namespace flagfall::session
