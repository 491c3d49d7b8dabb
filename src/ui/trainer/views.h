#pragma once

#include "session/frame_io.h"
#include "session/trainer/trainer_session.h"

namespace flagfall::ui {

// The rules trainer's views, one file each: each draws what the session shows and hands a tap's
// TrainerIntent to the session's apply (with the tap's own timestamp). The trainer screen
// (trainer_screen.cpp) draws the view on show inside the trainer frame (trainer_frame.h).
// A new view: a TrainerView value and its intents in the session, a draw function here, a case
// in TrainerScreen::draw.

using session::EpochMillis;
using session::FrameInput;
using session::FrameOutput;
using session::TrainerAction;
using session::TrainerIntent;
using session::TrainerSession;

class TrainerFrame;

void draw_trainer_menu(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);
void draw_selection_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);
// Practice, review and study: the question, then the feedback once answered.
void draw_question_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);
void draw_exam_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);
// The score and every question; or one question reviewed with its feedback.
void draw_exam_result_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);
void draw_progress_chart(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);
void draw_rules_browser(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);
// My scenarios (mine_view.cpp), "Make a case" (editor_view.cpp, its timeline in
// editor_timeline.cpp), a class set (set_builder_view.cpp), the share sheet (share_view.cpp), and
// the question before a case replaces one of My scenarios (replace_sheet.cpp), drawn in front of
// any view while it waits.
void draw_mine_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);
void draw_editor_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);
// A grid button for one of the editor's controls, its tap target named by its intent's id; true
// when tapped.
bool editor_button(const session::EditorControl& control, float width, float height);
void draw_editor_timeline(session::CaseEditor& editor, float width, const FrameInput& input);
void draw_set_builder_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);
void draw_share_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);
void draw_replace_sheet(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);
// The coach's classes (classes_view.cpp): the list, a class's table, its cases and most missed.
void draw_classes_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);
// Classroom mode (classroom_view.cpp): the question view in large type for a projector, its
// ruling only once revealed.
void draw_classroom_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);

// Shared by the question views (question_view.cpp, feedback_view.cpp): the question on show
// (header, clocks, board, timeline, situation, prompt, choices) laid out to fit the screen, and
// once answered (given the frame: not in an exam) the verdict first, the ruling with its rule
// and every ruleset side by side.
void draw_question(TrainerSession& session, TrainerFrame* feedback_frame, const FrameInput& input);
void draw_feedback(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);

}  // namespace flagfall::ui
