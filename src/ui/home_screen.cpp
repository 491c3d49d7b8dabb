#include "ui/home_screen.h"

#include <algorithm>
#include <string>

#include <imgui.h>

#include "ui/about_sheet.h"
#include "ui/event_sheet.h"
#include "ui/fonts.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "words/words.h"

namespace flagfall::ui {
namespace {

using AA = session::AppAction;
using words::Msg;

// The chess pieces either side of the tagline: a picture, not words.
constexpr const char* kTaglineLeft = "\xE2\x99\x94 \xE2\x99\x9B  ";
constexpr const char* kTaglineRight = "  \xE2\x99\x9E \xE2\x99\x9F";

// The label of a message, for ImGui (words::text's views end with a NUL).
const char* label(Msg id) {
  return words::text(id).data();
}

// The last item as the tap target of `action`'s control.
void add_target(AA action) {
  tap_targets().add_last_item(session::intent_id(action).c_str());
}

void draw_update_notice(session::HomeSession& home, float width) {
  ImGui::PushStyleColor(ImGuiCol_ChildBg, colors::kPanel);
  ImGui::BeginChild("update", ImVec2(width, touch_target() + 24), false,
                    ImGuiWindowFlags_NoScrollbar);
  ImGui::SetCursorPos(ImVec2(12, 12 + (touch_target() - ImGui::GetTextLineHeight()) / 2));
  ImGui::TextUnformatted(label(Msg::kHomeUpdateReady));
  ImGui::SetCursorPos(ImVec2(width - 132, 12));
  ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, colors::kAccentHover);
  if (ImGui::Button(label(Msg::kHomeReload), ImVec2(120, touch_target())))
    home.apply(AA::kApplyUpdate);
  ImGui::PopStyleColor(2);
  add_target(AA::kApplyUpdate);
  ImGui::EndChild();
  ImGui::PopStyleColor();
}

// Whether the app is kept for offline use, once the page knows (after the first frame, whose
// body font may hold only the home screen's own characters: the line waits for the whole font).
// A phone on its side showing the update notice has no room left for it (About says it too).
void draw_offline_line(const session::HomeSession& home) {
  const std::string_view line = home.offline_line();
  if (line.empty() || Fonts::body_is_partial()) return;
  if (ImGui::GetContentRegionAvail().y < spacing() / 2 + ImGui::GetTextLineHeight()) return;
  ImGui::Dummy(ImVec2(0, spacing() / 2));
  ImGui::PushStyleColor(ImGuiCol_Text, colors::kTextDim);
  centered_text(Fonts::body(), line.data());
  ImGui::PopStyleColor();
  tap_targets().add_last_item("home.offline");
}

// A word catalog that could not be read: said above the title, in the warning colour.
void draw_words_notice(const session::HomeSession& home, float width) {
  const std::string notice = home.words_notice();
  if (notice.empty()) return;
  ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  ImGui::TextUnformatted(notice.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  tap_targets().add_last_item("home.words-notice");
}

}  // namespace

std::string home_screen_characters() {
  std::string characters = std::string(kTaglineLeft).append(kTaglineRight).append(words::kAppName);
  for (int i = 0; i < words::kHomeMessages; ++i) {
    characters.append(words::text(static_cast<Msg>(i)));
  }
  for (const words::Language& language : words::kLanguages) characters.append(language.name);
  return characters;
}

std::string home_screen_titles() {
  return std::string(words::kAppName)
      .append(words::text(Msg::kHomeClock))
      .append(words::text(Msg::kHomeTrainer));
}

void draw_home_screen(session::HomeSession& home) {
  const float width = ImGui::GetContentRegionAvail().x;
  float button_width = width > 520 ? 520 : width;
  if (home.update_notice()) {
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (width - button_width) / 2);
    draw_update_notice(home, button_width);
  } else {
    ImGui::Dummy(ImVec2(0, spacing() * 2));
  }
  if (home.game_in_progress()) {
    // A game started on the clock and not over: the way back comes first.
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (width - button_width) / 2);
    ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
    ImGui::PushStyleColor(ImGuiCol_Border, colors::kText);
    ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 2.0f);
    if (ImGui::Button(label(Msg::kHomeBackToClock), ImVec2(button_width, touch_target())))
      home.apply(AA::kBackToClock);
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(2);
    add_target(AA::kBackToClock);
    ImGui::Dummy(ImVec2(0, spacing()));
  }
  draw_words_notice(home, button_width);
  centered_text(Fonts::title_for(words::kAppName.data()), words::kAppName.data());
  // The pieces either side of the tagline only where it fits whole with them (Spanish's is longer).
  const std::string_view words_of_tagline = words::text(Msg::kHomeTagline);
  std::string tagline = std::string(kTaglineLeft).append(words_of_tagline).append(kTaglineRight);
  ImGui::PushFont(Fonts::body());
  if (ImGui::CalcTextSize(tagline.c_str()).x > width) tagline = words_of_tagline;
  ImGui::PopFont();
  centered_text(Fonts::body(), tagline.c_str());
  ImGui::Dummy(ImVec2(0, spacing() * 2));

  // On a short screen (a phone on its side) Clock and Trainer share a row, so About fits too.
  const bool one_row = ImGui::GetMainViewport()->WorkSize.y < 480;
  const float pair_width = std::min(button_width, (width - spacing()) / 2);
  if (one_row)
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (width - 2 * pair_width - spacing()) / 2);
  if (big_button(label(Msg::kHomeClock), label(Msg::kHomeClockWhat),
                 one_row ? pair_width : button_width, 0, !one_row))
    home.apply(AA::kOpenClock);
  add_target(AA::kOpenClock);
  if (one_row) {
    ImGui::SameLine(0, spacing());
  } else {
    ImGui::Dummy(ImVec2(0, spacing()));
  }
  if (big_button(label(Msg::kHomeTrainer), label(Msg::kHomeTrainerWhat),
                 one_row ? pair_width : button_width, 0, !one_row))
    home.apply(AA::kOpenTrainer);
  add_target(AA::kOpenTrainer);
  ImGui::Dummy(ImVec2(0, spacing()));
  if (one_row) button_width = 2 * pair_width + spacing();
  // The language switch, named in the language it turns the app to: beside About on a short
  // screen, under it otherwise.
  const session::AppControl language = home.language_control();
  const float language_width =
      std::max(touch_target() * 3, ImGui::CalcTextSize(language.label.c_str()).x +
                                       2 * ImGui::GetStyle().FramePadding.x);
  const float about_width = one_row ? button_width - language_width - spacing() : button_width;
  // A director's device holding an event: its results, before About (its words come with the
  // catalog, after the first frame).
  if (!home.event().empty() && words::app_words().complete()) {
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (width - about_width) / 2);
    if (fitted_button(label(Msg::kEventOpen), ImVec2(about_width, touch_target())))
      home.apply(AA::kOpenEvent);
    add_target(AA::kOpenEvent);
  }
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (width - button_width) / 2);
  if (fitted_button(label(Msg::kHomeAbout), ImVec2(about_width, touch_target())))
    home.apply(AA::kOpenAbout);
  add_target(AA::kOpenAbout);
  if (one_row) {
    ImGui::SameLine(0, spacing());
  } else {
    ImGui::Dummy(ImVec2(0, spacing() / 2));
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (width - language_width) / 2);
  }
  if (fitted_button(language.label.c_str(), ImVec2(language_width, touch_target())))
    home.apply(language.intent);
  tap_targets().add_last_item(session::intent_id(language.intent).c_str());
  draw_offline_line(home);
  if (home.about_open()) draw_about_sheet(home);
  if (home.event().open()) draw_event_sheet(home);
}

}  // namespace flagfall::ui
