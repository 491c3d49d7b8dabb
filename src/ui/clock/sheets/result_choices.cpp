// The claim sheet's end of the game: mate, stalemate, resignation or an agreed draw.
#include "session/live_text.h"
#include "ui/clock/sheets/sheet_frame.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {

void draw_result_choices(ClockSession& session) {
  using chess::Color;
  using session::color_id;
  using session::color_label;
  // Two to a row, or four on a phone on its side (where Back joins them, so all fit its height).
  const bool across = phone_on_its_side();
  const int columns = across ? 4 : 2;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float width = (ImGui::GetContentRegionAvail().x - gap * (columns - 1)) / columns;
  int index = 0;
  const auto button = [&](const std::string& label, const std::string& target) {
    if (index++ % columns) ImGui::SameLine();
    const bool pressed = ImGui::Button(label.c_str(), ImVec2(width, touch_target()));
    tap_targets().add_last_item(target.c_str());
    return pressed;
  };
  enum class Result { kNone, kMate, kStalemate, kResign, kAgreed };
  Result chosen = Result::kNone;
  Color side_chosen = Color::White;
  const auto row = [&](Result result, const char* verb, const char* id) {
    for (const Color side : {Color::White, Color::Black}) {
      if (button(std::string(color_label(side)) + verb, std::string(id) + color_id(side))) {
        chosen = result;
        side_chosen = side;
      }
    }
  };
  row(Result::kMate, " mates", "result.mate.");
  row(Result::kStalemate, " stalemates", "result.stalemate.");
  row(Result::kResign, " resigns", "result.resign.");
  if (across ? button("Draw agreed", "result.agreed") : wide_button("Draw agreed", "result.agreed"))
    chosen = Result::kAgreed;
  const bool back = across && button("Back", "claim.back");
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("\"White mates\": White's move gave checkmate (or stalemate).");
  ImGui::PopTextWrapPos();
  notice_line(session.notice());
  if (back || (!across && wide_button("Back", "claim.back"))) return session.claim_back();
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
