#pragma once

#include "session/frame_io.h"
#include "session/trainer_session.h"

namespace flagfall::ui {

// The rules trainer's views, one file each: each draws what the session shows and calls its
// intents on taps (with the tap's own timestamp where time matters). The trainer screen
// (trainer_screen.cpp) draws the view on show inside the trainer frame (trainer_frame.h).
// A new view: a TrainerView value and its intents in the session, a draw function here, a case
// in TrainerScreen::draw.

using session::EpochMillis;
using session::FrameInput;
using session::FrameOutput;
using session::TrainerSession;

class TrainerFrame;

void draw_trainer_menu(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);
void draw_selection_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);
// Practice, review and study: the question, then the feedback once answered.
void draw_question_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);
void draw_exam_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);
// The score and every question; or one question reviewed with its feedback.
void draw_exam_result_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input);
void draw_progress_chart(TrainerSession& session, TrainerFrame& frame);
void draw_rules_browser(TrainerSession& session, TrainerFrame& frame);

// Shared by the question views (question_view.cpp, feedback_view.cpp): the question on show
// (header, clocks, board, timeline, situation, prompt, choices), and after it the verdict, the
// ruling with its rule and every ruleset side by side.
void draw_question(TrainerSession& session, const FrameInput& input);
void draw_feedback(TrainerSession& session, TrainerFrame& frame);

}  // namespace flagfall::ui
