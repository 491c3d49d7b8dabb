#pragma once
// A question on show, in practice or in an exam: the clock faces, the timeline of what happened
// and its steps, the board, and the answer.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "chess/types.h"
#include "session/frame_io.h"
#include "trainer/trainer.h"

namespace flagfall::session {

// A question on show: the timeline's step and whether it is open, when a replay shows its next
// step, whether the moment before the ruling shows, and the question whose timeline is shown.
struct QuestionViewState {
  std::size_t step = 0;
  std::optional<EpochMillis> next_step_at;
  bool timeline_open = false;
  bool before_ruling = false;
  std::string shown_card;
};

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

}  // namespace flagfall::session
