// The claim sheet's end of the game: mate, stalemate, resignation or an agreed draw.
#include "session/live_text.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {

void draw_result_choices(ClockSession& session) {
  using chess::Color;
  using session::color_id;
  using session::color_label;
  const float half = half_width();
  enum class Result { kNone, kMate, kStalemate, kResign, kAgreed };
  Result chosen = Result::kNone;
  Color side_chosen = Color::White;
  const auto row = [&](Result result, const char* verb, const char* id) {
    for (const Color side : {Color::White, Color::Black}) {
      if (side == Color::Black) ImGui::SameLine();
      const std::string label = std::string(color_label(side)) + verb;
      if (ImGui::Button(label.c_str(), ImVec2(half, touch_target()))) {
        chosen = result;
        side_chosen = side;
      }
      tap_targets().add_last_item((std::string(id) + color_id(side)).c_str());
    }
  };
  row(Result::kMate, " mates", "result.mate.");
  row(Result::kStalemate, " stalemates", "result.stalemate.");
  row(Result::kResign, " resigns", "result.resign.");
  if (wide_button("Draw agreed", "result.agreed")) chosen = Result::kAgreed;
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("\"White mates\": White's move gave checkmate (or stalemate).");
  ImGui::PopTextWrapPos();
  notice_line(session.notice());
  if (wide_button("Back", "claim.back")) return session.claim_back();
  switch (chosen) {
    case Result::kMate:
      return session.record_checkmate(side_chosen);
    case Result::kStalemate:
      return session.record_stalemate(side_chosen);
    case Result::kResign:
      return session.record_resignation(side_chosen);
    case Result::kAgreed:
      return session.draw_agreed();
    case Result::kNone:
      break;
  }
}

}  // namespace flagfall::ui
