#include "ui/clock_screen.h"

#include <algorithm>
#include <cfloat>
#include <vector>

#include <imgui_internal.h>  // ImGuiButtonFlags_PressedOnClick: a clock press counts on touch-down

#include "chess/board_setup.h"
#include "clock/notation.h"
#include "ui/fonts.h"
#include "ui/live_text.h"
#include "ui/rotation.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {
namespace {

using chess::Color;
using clock::Side;

constexpr float kBarHeight = 64.0f;

Side to_side(Color c) {
  return c == Color::White ? Side::White : Side::Black;
}
Color to_color(Side s) {
  return s == Side::White ? Color::White : Color::Black;
}

ImU32 face_colour(bool flag_down, bool running, bool paused_turn) {
  if (flag_down) return ImGui::GetColorU32(colors::kFlag);
  if (running) return ImGui::GetColorU32(colors::kAccent);
  if (paused_turn) return ImGui::GetColorU32(colors::kPausedTurn);
  return ImGui::GetColorU32(colors::kPanel);
}

// Draws `text` in `font`, centred on `centre`, as large as fits in `box`, but no larger than
// "0:00" would be, so the digits keep their size when the display switches to tenths.
void fit_text(ImDrawList* draw, ImFont* font, const char* text, ImVec2 centre, ImVec2 box,
              ImU32 colour) {
  const ImVec2 natural = font->CalcTextSizeA(font->FontSize, FLT_MAX, 0, text);
  const float reference_width = font->CalcTextSizeA(font->FontSize, FLT_MAX, 0, "0:00").x;
  if (natural.x <= 0 || natural.y <= 0) return;
  const float scale = std::min(box.x / std::max(natural.x, reference_width), box.y / natural.y);
  const float size = font->FontSize * scale;
  const ImVec2 drawn(natural.x * scale, natural.y * scale);
  draw->AddText(font, size, ImVec2(centre.x - drawn.x / 2, centre.y - drawn.y / 2), colour, text);
}

// One line of text centred on `centre`, shrunk if needed to fit `max_width`.
void centred_line(ImDrawList* draw, ImFont* font, float size, const char* text, ImVec2 centre,
                  float max_width, ImU32 colour) {
  ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0, text);
  if (extent.x > max_width) {
    size *= max_width / extent.x;
    extent = font->CalcTextSizeA(size, FLT_MAX, 0, text);
  }
  draw->AddText(font, size, ImVec2(centre.x - extent.x / 2, centre.y - extent.y / 2), colour, text);
}

// Where the sheets are centred, and what a turned sheet turns about.
ImVec2 work_area_centre() {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  return ImVec2(viewport->WorkPos.x + viewport->WorkSize.x / 2,
                viewport->WorkPos.y + viewport->WorkSize.y / 2);
}

bool bar_button(const char* label, const char* target_id, float width) {
  const bool pressed = ImGui::Button(label, ImVec2(width, touch_target()));
  tap_targets().add_last_item(target_id);
  return pressed;
}

// A button drawn inside a clock half: its hit area is where it appears on screen (turned with the
// half), its look is drawn with the half and turned with it.
struct HalfButton {
  std::string label;
  std::string target;
  ImVec2 min;  // in the half's own frame (before turning)
  ImVec2 size;
  ImVec4 colour;
  bool pressed = false;
  bool held = false;
};

void submit(HalfButton& b, bool upside_down, ImVec2 centre) {
  const ImVec2 screen =
      upside_down ? ImVec2(2 * centre.x - b.min.x - b.size.x, 2 * centre.y - b.min.y - b.size.y)
                  : b.min;
  ImGui::SetCursorScreenPos(screen);
  b.pressed = ImGui::InvisibleButton(b.target.c_str(), b.size);
  b.held = ImGui::IsItemActive();
  tap_targets().add_last_item(b.target.c_str());
}

void paint(ImDrawList* draw, const HalfButton& b) {
  const ImVec2 max(b.min.x + b.size.x, b.min.y + b.size.y);
  ImVec4 fill = b.colour;
  if (b.held) fill = colors::kAccentHover;
  draw->AddRectFilled(b.min, max, ImGui::GetColorU32(fill), 10.0f);
  draw->AddRect(b.min, max, ImGui::GetColorU32(colors::kText), 10.0f, 0, 1.5f);
  centred_line(draw, Fonts::body(), Fonts::body()->FontSize * ImGui::GetIO().FontGlobalScale,
               b.label.c_str(), ImVec2(b.min.x + b.size.x / 2, b.min.y + b.size.y / 2),
               b.size.x - 12, ImGui::GetColorU32(colors::kText));
}

}  // namespace

ClockScreen::ClockScreen() {
  new_game();
}

clock::DisplayFormat ClockScreen::display_format() const {
  clock::DisplayFormat format;
  format.tenths_below = settings_.tenths ? 20 * clock::kSecond : 0;
  return format;
}

EpochMillis ClockScreen::view_time(EpochMillis now) const {
  if (claim_ && (popup_ == Popup::Claim)) return claim_->at;
  return now;
}

void ClockScreen::new_game() {
  auto game = game::LiveGame::make({settings_.ruleset, settings_.control, ""});
  if (!game) {
    settings_ = ClockSettings{};
    game = game::LiveGame::make({settings_.ruleset, settings_.control, ""});
  }
  game_ = std::move(game).value();
  claim_.reset();
  flag_announced_ = {};
  note_change();
}

bool ClockScreen::choose_control(std::string_view text) {
  auto made = game::LiveGame::make({settings_.ruleset, std::string(text), ""});
  if (!made) {
    const auto control = clock::parse_time_control(text);
    notice_ = control ? made.error() + "."
                      : "\"" + std::string(text) + "\" is not a time control (" +
                            control.error().message() + ").";
    return false;
  }
  settings_.control = std::string(text);
  notice_.clear();
  new_game();
  return true;
}

void ClockScreen::choose_ruleset(std::string_view id) {
  const rules::Ruleset* ruleset = rules::find_ruleset(id);
  if (ruleset == nullptr) return;
  settings_.ruleset = std::string(id);
  settings_.control = std::string(ruleset->standard_time_control);
  notice_.clear();
  new_game();
}

bool ClockScreen::record(EpochMillis at, std::vector<game::Entry> entries, bool show_ruling) {
  game::Millis t = game_.game_time(at);
  const std::size_t before = game_.entries().size();
  const std::string problem = game_.record(at, std::move(entries));
  if (!problem.empty()) {
    notice_ = "Not recorded: " + problem + ".";
    return false;
  }
  note_change();
  if (show_ruling) {
    // The ruling starts where the new entries reach back to (a reported move goes with an
    // earlier press).
    const game::Compiled& compiled = game_.compiled();
    for (std::size_t i = 0; i < compiled.source.size(); ++i) {
      if (compiled.source[i] && *compiled.source[i] >= before)
        t = std::min(t, compiled.scenario.events[i].t);
    }
    ruling_from_ = t;
    popup_ = Popup::Ruling;
  }
  return true;
}

void ClockScreen::on_half_tapped(Color side, EpochMillis t, FrameOutput& output) {
  if (!started()) {
    // The player who does not move first starts the opponent's clock, as at a board.
    if (side != ~game_.first_to_move()) return;
    if (game_.start(t).empty()) note_change();
    return;
  }
  if (game_.press(side, t).empty()) {
    note_change();
    if (settings_.sound) output.sounds.push_back(Sound::Press);
  }
}

Screen ClockScreen::draw(const FrameInput& input, FrameOutput& output) {
  last_input_at_ = input.now;
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const ImVec2 origin = viewport->WorkPos;
  const ImVec2 size = viewport->WorkSize;
  const float half_height = (size.y - kBarHeight) / 2;

  const Color far_side = to_color(settings_.far_side);
  draw_half(far_side, origin, ImVec2(size.x, half_height), true, input, output);
  const Screen next =
      draw_control_bar(ImVec2(origin.x, origin.y + half_height), ImVec2(size.x, kBarHeight), input);
  draw_half(~far_side, ImVec2(origin.x, origin.y + half_height + kBarHeight),
            ImVec2(size.x, half_height), false, input, output);
  draw_popups(input, output);
  if (ask_text_) {
    output.ask_text = std::move(ask_text_);
    ask_text_.reset();
  }

  const clock::Clock& clock = game_.game_clock();
  const game::Millis t = started() ? game_t(input.now) : 0;
  for (const Side side : {Side::White, Side::Black}) {
    const bool fallen = started() && clock.flag_at(side, t).has_value();
    if (fallen && !flag_announced_[clock::index(side)]) {
      flag_announced_[clock::index(side)] = true;
      if (settings_.sound) output.sounds.push_back(Sound::Flag);
    }
  }
  if (started() && popup_ != Popup::Claim) {
    const auto change =
        clock::next_display_change(clock, std::max(t, clock.last_event_time()), display_format());
    if (change) {
      const EpochMillis at = game_.wall_time(*change);
      output.redraw_by(at);
    }
  }
  output.keep_awake = started() && !game_.over() && clock.phase(t) == clock::Phase::Running;
  if (study_) return Screen::Trainer;
  return next;
}

void ClockScreen::draw_half(Color side, ImVec2 top_left, ImVec2 size, bool upside_down,
                            const FrameInput& input, FrameOutput& output) {
  const EpochMillis now = view_time(input.now);
  const game::Millis t = started() ? game_t(now) : 0;
  const clock::Clock& clock = game_.game_clock();
  const clock::SideView view = clock.view(to_side(side), t);
  const clock::Phase phase = started() ? clock.phase(t) : clock::Phase::NotStarted;
  const bool over = game_.over();
  const bool running = started() && !over && view.running;
  const bool flag_down = started() && view.flag_at.has_value();
  const bool other_flag_down = started() && clock.flag_at(to_side(~side), t).has_value();
  const bool paused_turn =
      phase == clock::Phase::Paused && !over && clock.side_to_move() == to_side(side);
  const ImVec2 centre(top_left.x + size.x / 2, top_left.y + size.y / 2);
  const ImVec2 bottom_right(top_left.x + size.x, top_left.y + size.y);
  const bool idle = popup_ == Popup::None;

  // The controls of this half, in its own frame: along the player's near edge.
  std::vector<HalfButton> buttons;
  const float margin = 16.0f;
  const float button_height = touch_target();
  const float button_y = bottom_right.y - margin - button_height;
  if (started() && !over) {
    buttons.push_back({"Claim\xE2\x80\xA6", std::string("claim.") + color_id(side),
                       ImVec2(top_left.x + margin, button_y), ImVec2(132, button_height),
                       colors::kPanel});
    // One more control at most, the arbiter's permission decides: restarting the opponent's clock
    // after an improper press; stopping the clocks for a pawn already waiting on the last rank;
    // or, while the promoting player's clock runs, stopping them for a promotion (the ruleset
    // says whether the promoting player or the opponent may).
    const auto running_side = clock.running_side(t);
    const float wide = 190.0f;
    const ImVec2 context_min(bottom_right.x - margin - wide, button_y);
    if (game_.may_do(side, rules::Permission::kRestartOpponentClock, now)) {
      buttons.push_back({std::string("Restart ") + color_label(~side) + "'s clock",
                         std::string("restart.") + color_id(side), context_min,
                         ImVec2(wide, button_height), colors::kPausedTurn});
    } else if (game_.may_do(side, rules::Permission::kPausePromotion, now)) {
      buttons.push_back({"Promotion: stop", std::string("promote-stop.") + color_id(side),
                         context_min, ImVec2(wide, button_height), colors::kPausedTurn});
    } else if (running_side && phase == clock::Phase::Running && !clock.flag_at(*running_side, t) &&
               popup_ != Popup::Claim) {  // a claim being made has stopped the clock
      const Color promoter = to_color(*running_side);
      const game::Fact pawn = game_.pawn_fact(promoter);
      if (!pawn.before && game_.would_permit(side, rules::Permission::kPausePromotion, now,
                                             {game::Entry::of(pawn)})) {
        buttons.push_back({side == promoter
                               ? std::string("Promoting? Stop")
                               : std::string("Stop: ") + color_label(promoter) + " promotes",
                           std::string("promote-pause.") + color_id(side), context_min,
                           ImVec2(wide, button_height), colors::kPausedTurn});
      }
    }
  }
  ImGui::PushID(color_id(side));
  for (HalfButton& b : buttons) {
    submit(b, upside_down, centre);
  }
  ImGui::SetCursorScreenPos(top_left);
  if (ImGui::InvisibleButton("half", size, ImGuiButtonFlags_PressedOnClick) && idle) {
    on_half_tapped(side, input.pointer_down_at.value_or(input.now), output);
  }
  ImGui::PopID();
  tap_targets().add_last_item(side == Color::White ? "clock.white" : "clock.black");

  for (HalfButton& b : buttons) {
    if (!b.pressed || !idle) continue;
    const EpochMillis at = input.pointer_down_at.value_or(input.now);
    if (b.target.rfind("claim.", 0) == 0) {
      open_claim(side, at);
    } else if (b.target.rfind("promote-pause.", 0) == 0) {
      const Color promoter = to_color(*clock.running_side(t));
      rules::ScenarioEvent pause = game::make_event(game::actor_of(side), rules::EventKind::kPause);
      pause.reason = rules::PauseReason::kPromotion;
      if (record(at, {game::Entry::of(game_.pawn_fact(promoter)), game::Entry::of(pause)}, false)) {
        promoter_ = promoter;
        promotion_resume_by_ = side;
        popup_ = Popup::Promote;
      }
    } else if (b.target.rfind("promote-stop.", 0) == 0) {
      rules::ScenarioEvent pause = game::make_event(game::actor_of(side), rules::EventKind::kPause);
      pause.reason = rules::PauseReason::kPromotion;
      if (record(at, {game::Entry::of(pause)}, false)) {
        promoter_ = game_.promoter_when_paused_by(side);
        promotion_resume_by_ = side;
        popup_ = Popup::Promote;
      }
    } else if (b.target.rfind("restart.", 0) == 0) {
      if (game_.press(side, at).empty()) {
        note_change();
        promoter_ = ~side;
        promotion_resume_by_.reset();
        popup_ = Popup::Promote;
      }
    }
  }

  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int first_vertex = draw->VtxBuffer.Size;
  draw->AddRectFilled(ImVec2(top_left.x + 6, top_left.y + 6),
                      ImVec2(bottom_right.x - 6, bottom_right.y - 6),
                      face_colour(flag_down, running, paused_turn), 18.0f);

  const ImU32 text_colour = ImGui::GetColorU32(colors::kText);
  const ImU32 dim_colour = ImGui::GetColorU32(running ? colors::kText : colors::kTextDim);
  const std::string digits = clock::format_remaining(view.remaining, display_format());
  fit_text(draw, Fonts::digits(), digits.c_str(), ImVec2(centre.x, centre.y - size.y * 0.08f),
           ImVec2(size.x * 0.88f, size.y * 0.46f), text_colour);

  const float line_size = std::clamp(size.y * 0.07f, 18.0f, 30.0f);
  const ImVec2 top_line(centre.x, top_left.y + size.y * 0.09f);
  const ImVec2 status_line(centre.x, button_y - line_size * 0.9f);
  const std::string top = std::string(color_label(side)) + "  \xC2\xB7  " +
                          std::string(ruleset_short_name(game_.ruleset().id));
  centred_line(draw, Fonts::title(), line_size * 0.75f, top.c_str(), top_line, size.x * 0.9f,
               dim_colour);

  std::string status;
  const rules::BothFlags both_rule = game_.ruleset().both_flags;
  if (over) {
    const rules::Ruling r = game_.ruling(now);
    status = ruling_headline(r);
  } else if (flag_down && other_flag_down) {
    status = both_rule == rules::BothFlags::kDraw
                 ? "\xE2\x9A\x91 Both flags down: a draw unless claimed before"
                 : "\xE2\x9A\x91 Both flags down";
  } else if (flag_down) {
    status = "\xE2\x9A\x91 Flag fell";
  } else if (other_flag_down && game_.may_do(side, rules::Permission::kClaimTime, now)) {
    status = std::string(color_label(~side)) + "'s flag fell: you may claim";
  } else if (!started()) {
    status = side == ~game_.first_to_move() ? std::string("Tap here to start ") +
                                                  color_label(game_.first_to_move()) + "'s clock"
                                            : std::string(color_label(side)) + " moves first";
  } else if (view.running && view.delay_left > 0 && phase == clock::Phase::Running) {
    clock::DisplayFormat delay_format;
    delay_format.tenths_below = 60 * clock::kSecond;
    status = "delay " + clock::format_remaining(view.delay_left, delay_format);
  } else if (paused_turn || phase == clock::Phase::Paused) {
    status = "Clock stopped";
  } else {
    status = "Moves " + std::to_string(view.moves);
    if (view.moves_to_next_period > 0)
      status += "  \xC2\xB7  " + std::to_string(view.moves_to_next_period) + " to time control";
    if (view.in_byoyomi)
      status += "  \xC2\xB7  byo-yomi " + std::to_string(view.byoyomi_periods_left);
  }
  centred_line(draw, Fonts::title(), line_size, status.c_str(), status_line, size.x * 0.9f,
               text_colour);
  if (!started()) {
    const std::string warning = game_.control_warning();
    if (!warning.empty()) {
      centred_line(draw, Fonts::body(), 16.0f,
                   "\xE2\x9A\x91 Outside this ruleset's blitz limits (see the control)",
                   ImVec2(centre.x, status_line.y + line_size * 1.4f), size.x * 0.9f,
                   ImGui::GetColorU32(colors::kWarning));
    }
  }
  for (const HalfButton& b : buttons) paint(draw, b);

  if (upside_down) turn_upside_down(draw, first_vertex, centre);
}

Screen ClockScreen::draw_control_bar(ImVec2 top_left, ImVec2 size, const FrameInput& input) {
  Screen next = Screen::Clock;
  const float gap = 8.0f;
  const float button_width = (size.x - gap * 5) / 4;
  ImGui::SetCursorScreenPos(ImVec2(top_left.x + gap, top_left.y + (size.y - touch_target()) / 2));
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(gap, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(4, 10));

  if (bar_button("\xE2\x86\x90 Home", "clock.home", button_width)) next = Screen::Home;
  ImGui::SameLine();
  const EpochMillis at = input.pointer_down_at.value_or(input.now);
  const game::Millis t = started() ? game_t(at) : 0;
  const clock::Phase phase = started() ? game_.game_clock().phase(t) : clock::Phase::NotStarted;
  if (game_.over()) {
    if (bar_button("Record", "clock.pause", button_width)) popup_ = Popup::Record;
  } else if (phase == clock::Phase::Paused) {
    if (bar_button("Resume", "clock.pause", button_width)) {
      record(at, {game::Entry::of(game::make_event(rules::Actor::kTd, rules::EventKind::kResume))},
             false);
    }
  } else {
    ImGui::BeginDisabled(phase != clock::Phase::Running);
    if (bar_button("Pause", "clock.pause", button_width)) {
      record(at, {game::Entry::of(game::make_event(rules::Actor::kTd, rules::EventKind::kPause))},
             false);
    }
    ImGui::EndDisabled();
  }
  ImGui::SameLine();
  if (bar_button(settings_.control.c_str(), "clock.control", button_width)) popup_ = Popup::Picker;
  ImGui::SameLine();
  if (bar_button("More", "clock.more", button_width)) popup_ = Popup::Menu;
  ImGui::PopStyleVar(2);
  return next;
}

void ClockScreen::draw_popups(const FrameInput& input, FrameOutput& output) {
  const char* names[] = {"",
                         "Rules and time control",
                         "Clock",
                         "Reset the clock?",
                         "Claim",
                         "Ruling",
                         "Game record",
                         "Director",
                         "Promotion",
                         "Notice"};
  const char* name = names[static_cast<int>(popup_)];
  if (popup_ != Popup::None && !ImGui::IsPopupOpen(name)) {
    ImGui::OpenPopup(name);
    if (popup_ == Popup::Record)
      record_scroll_pending_ = 6;  // the layout settles over a few frames
    sheet_faces_ = player_the_sheet_faces();
    sheet_shown_ = popup_;
  }

  // A sheet for the far player (his claim, the ruling on it, his promotion) is turned to face
  // him. The sheet is centred on the screen, so it turns onto itself; taps are turned back so
  // they reach what is drawn under the finger.
  const ImVec2 screen_centre = work_area_centre();
  const bool turned = popup_ != Popup::None && sheet_faces_ == to_color(settings_.far_side);
  sheet_turned_ = turned;
  ImGuiIO& io = ImGui::GetIO();
  const ImVec2 mouse = io.MousePos;
  const ImVec2 clicked = io.MouseClickedPos[0];
  if (turned) {
    if (ImGui::IsMousePosValid(&mouse)) io.MousePos = turned_point(mouse, screen_centre);
    io.MouseClickedPos[0] = turned_point(clicked, screen_centre);
    tap_targets().turn_about(std::pair(screen_centre.x, screen_centre.y));
  }
  draw_sheet(name, input, output);
  if (turned) {
    io.MousePos = mouse;
    io.MouseClickedPos[0] = clicked;
    tap_targets().turn_about(std::nullopt);
  }
}

std::optional<Color> ClockScreen::player_the_sheet_faces() const {
  switch (popup_) {
    case Popup::Claim:
      return claim_ ? std::optional(claim_->claimant) : std::nullopt;
    case Popup::Promote:
      return promoter_;
    case Popup::Ruling:
      // The ruling on a player's claim or promotion faces him; a director's faces the phone's
      // holder.
      return sheet_shown_ == Popup::Claim || sheet_shown_ == Popup::Promote ? sheet_faces_
                                                                            : std::nullopt;
    default:
      return std::nullopt;
  }
}

void ClockScreen::draw_sheet(const char* name, const FrameInput& input, FrameOutput& output) {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const float width = std::min(viewport->WorkSize.x - 24, 440.0f);
  ImGui::SetNextWindowPos(work_area_centre(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, viewport->WorkSize.y - 24));
  constexpr ImGuiWindowFlags kPopup = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                      ImGuiWindowFlags_NoSavedSettings |
                                      ImGuiWindowFlags_AlwaysAutoResize;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(12, 12));
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(8, 8));
  ImGui::PushStyleColor(ImGuiCol_TitleBgActive, colors::kPanel);
  ImGui::PushStyleColor(ImGuiCol_TitleBg, colors::kPanel);
  const bool open = ImGui::BeginPopupModal(name, nullptr, kPopup);
  ImGui::PopStyleColor(2);
  ImGui::PopStyleVar(2);
  if (!open) return;
  bool close = false;
  const Popup shown = popup_;

  switch (popup_) {
    case Popup::Picker:
      draw_picker(output, close);
      break;
    case Popup::Menu:
      draw_menu(input, output, close);
      break;
    case Popup::ConfirmReset: {
      const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
      ImGui::PushTextWrapPos(0);
      ImGui::Text("A new game: both clocks go back to %s. This game's times and record are lost.",
                  settings_.control.c_str());
      ImGui::PopTextWrapPos();
      if (ImGui::Button("Reset", ImVec2(half, touch_target()))) {
        new_game();
        close = true;
      }
      tap_targets().add_last_item("reset.confirm");
      ImGui::SameLine();
      if (ImGui::Button("Cancel", ImVec2(half, touch_target()))) close = true;
      tap_targets().add_last_item("reset.cancel");
      break;
    }
    case Popup::Claim:
      draw_claim_sheet(input, close);
      break;
    case Popup::Ruling:
      draw_ruling(input, close);
      break;
    case Popup::Record:
      draw_record(output, close);
      break;
    case Popup::Director:
      draw_director(input, output, close);
      break;
    case Popup::Promote:
      draw_promote(input, close);
      break;
    case Popup::Notice: {
      ImGui::PushTextWrapPos(0);
      ImGui::TextUnformatted(notice_.c_str());
      ImGui::PopTextWrapPos();
      if (ImGui::Button("OK", ImVec2(ImGui::GetContentRegionAvail().x, touch_target()))) {
        notice_.clear();
        close = true;
      }
      tap_targets().add_last_item("notice.ok");
      break;
    }
    case Popup::None:
      break;
  }
  if ((close && popup_ == shown) || popup_ == Popup::None) {
    popup_ = Popup::None;
    ImGui::CloseCurrentPopup();
  } else if (popup_ != shown) {
    ImGui::CloseCurrentPopup();  // moved on to another popup: it opens on the next frame
  }
  if (sheet_turned_) turn_window_upside_down(ImGui::GetWindowDrawList(), work_area_centre());
  ImGui::EndPopup();
}

void ClockScreen::draw_picker(FrameOutput& output, bool& close) {
  const float inner = ImGui::GetContentRegionAvail().x;
  const float half = (inner - ImGui::GetStyle().ItemSpacing.x) / 2;
  ImGui::TextDisabled("Rules: each starts a game with its own control");
  int column = 0;
  for (const rules::Ruleset* ruleset : rules::all_rulesets()) {
    if (column++ % 2) ImGui::SameLine();
    const bool current = settings_.ruleset == ruleset->id;
    if (current) ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
    const std::string label = std::string(ruleset_short_name(ruleset->id));
    if (ImGui::Button(label.c_str(), ImVec2(half, touch_target()))) choose_ruleset(ruleset->id);
    if (current) ImGui::PopStyleColor();
    tap_targets().add_last_item((std::string("ruleset.") + std::string(ruleset->id)).c_str());
  }
  ImGui::TextDisabled(started() ? "Time control (resets the clock)"
                                : "Time control, the same for both");
  column = 0;
  for (const char* preset : kClockPresets) {
    if (column++ % 2) ImGui::SameLine();
    const bool current = settings_.control == preset;
    if (current) ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
    if (ImGui::Button(preset, ImVec2(half, touch_target()))) close = choose_control(preset);
    if (current) ImGui::PopStyleColor();
    tap_targets().add_last_item((std::string("preset.") + preset).c_str());
  }
  if (column % 2) ImGui::SameLine();
  if (ImGui::Button("Custom\xE2\x80\xA6", ImVec2(half, touch_target()))) {
    output.ask_text =
        TextRequest{"control", "Time control, for example G/5;d3, 3+2, 40/90,SD/30;d5 or 300+2",
                    settings_.control};
  }
  tap_targets().add_last_item("picker.custom");
  const std::string warning = game_.control_warning();
  ImGui::PushTextWrapPos(0);
  if (!warning.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
    ImGui::TextUnformatted(warning.c_str());
    ImGui::PopStyleColor();
  } else {
    ImGui::TextDisabled("%s: %s", settings_.control.c_str(),
                        std::string(game_.ruleset().name).c_str());
  }
  if (!notice_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
    ImGui::TextUnformatted(notice_.c_str());
    ImGui::PopStyleColor();
  }
  ImGui::PopTextWrapPos();
  if (ImGui::Button("Close", ImVec2(inner, touch_target()))) close = true;
  tap_targets().add_last_item("picker.close");
}

void ClockScreen::draw_menu(const FrameInput& input, FrameOutput& output, bool& close) {
  const float inner = ImGui::GetContentRegionAvail().x;
  if (ImGui::Button("Game record", ImVec2(inner, touch_target()))) popup_ = Popup::Record;
  tap_targets().add_last_item("menu.record");
  if (ImGui::Button("Swap sides", ImVec2(inner, touch_target()))) {
    settings_.far_side = clock::other(settings_.far_side);
    note_change();
  }
  tap_targets().add_last_item("menu.swap");
  if (ImGui::Button(settings_.sound ? "Sound: on" : "Sound: off", ImVec2(inner, touch_target()))) {
    settings_.sound = !settings_.sound;
    note_change();
  }
  tap_targets().add_last_item("menu.sound");
  if (ImGui::Button(settings_.tenths ? "Tenths under 20 s: on" : "Tenths under 20 s: off",
                    ImVec2(inner, touch_target()))) {
    settings_.tenths = !settings_.tenths;
    note_change();
  }
  tap_targets().add_last_item("menu.tenths");
  // The director's panel opens only after the button is held for a second: the release counts,
  // timed from the touch that began it.
  ImGui::BeginDisabled(!started());
  const bool released = ImGui::Button("Director's panel (hold 1 s)", ImVec2(inner, touch_target()));
  ImGui::EndDisabled();
  tap_targets().add_last_item("menu.director");
  if (released) {
    const EpochMillis held = input.now - input.pointer_down_at.value_or(input.now);
    if (held >= 1000) {
      notice_.clear();
      popup_ = Popup::Director;
    } else {
      notice_ = "Hold the button for a second: the panel is for the tournament director.";
    }
  }
  if (!notice_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(notice_.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  }
  (void)output;
  ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
  if (ImGui::Button("New game\xE2\x80\xA6", ImVec2(inner, touch_target())))
    popup_ = Popup::ConfirmReset;
  ImGui::PopStyleColor();
  tap_targets().add_last_item("menu.reset");
  if (ImGui::Button("Close", ImVec2(inner, touch_target()))) close = true;
  tap_targets().add_last_item("menu.close");
}

namespace {

// "4:30", "1:02:03", "90" (seconds), "0:07.5": milliseconds, or nullopt.
std::optional<std::int64_t> parse_clock_time(std::string_view text) {
  std::int64_t total = 0;
  std::int64_t field = 0;
  std::int64_t fraction = 0;
  int fraction_digits = 0;
  bool in_fraction = false;
  bool any = false;
  int colons = 0;
  for (const char c : text) {
    if (c == ' ') continue;
    if (c >= '0' && c <= '9') {
      any = true;
      if (in_fraction) {
        if (fraction_digits < 3) {
          fraction = fraction * 10 + (c - '0');
          ++fraction_digits;
        }
      } else {
        field = field * 10 + (c - '0');
        if (field > 100'000) return std::nullopt;
      }
    } else if (c == ':' && !in_fraction && colons < 2) {
      total = (total + field) * 60;
      field = 0;
      ++colons;
    } else if (c == '.' && !in_fraction) {
      in_fraction = true;
    } else {
      return std::nullopt;
    }
  }
  if (!any) return std::nullopt;
  while (fraction_digits < 3) {
    fraction *= 10;
    ++fraction_digits;
  }
  const std::int64_t ms = (total + field) * 1000 + fraction;
  if (ms > 24 * 3'600'000) return std::nullopt;
  return ms;
}

}  // namespace

void ClockScreen::text_entered(std::string_view id, std::string_view text, bool confirmed) {
  if (id == "control" && confirmed) {
    if (choose_control(text)) popup_ = Popup::None;
    return;
  }
  if (id == "board-fen" && confirmed && claim_ && claim_->step == ClaimStep::Board) {
    auto pasted = chess::board_from_text(text);
    notice_ = pasted.problem;
    if (pasted.board) claim_->setup_board = *pasted.board;
    return;
  }
  if (id.rfind("set-time.", 0) == 0 && confirmed && started()) {
    const Color side = id == "set-time.white" ? Color::White : Color::Black;
    const auto ms = parse_clock_time(text);
    if (!ms) {
      notice_ = "\"" + std::string(text) + "\" is not a time: write it as m:ss, for example 4:30.";
      return;
    }
    rules::ScenarioEvent set = game::make_event(rules::Actor::kTd, rules::EventKind::kSetTime);
    set.side = side;
    set.ms = *ms;
    notice_.clear();
    // The time is set at the instant the director confirms it.
    record(game_.wall_time(game_.game_time(last_input_at_)), {game::Entry::of(set)}, true);
  }
}

}  // namespace flagfall::ui
