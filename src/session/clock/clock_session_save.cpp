// What the clock screen saves across reloads: its settings, the game's log and where the game is
// played, the saved controls, and a stop for a claim; read back field by field, a problem named.
#include <algorithm>
#include <cctype>

#include "json/value.h"

#include "game/board_result_json.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_state_names.h"
#include "session/clock/saved_controls.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using state_names::kPressFeedbackNames;
using state_names::side_id;

constexpr int kSaveVersion = 2;

json::Value low_time_setting_json(int seconds) {
  if (seconds == kLowTimeAuto) return "auto";
  if (seconds == kLowTimeOff) return "off";
  return seconds;
}

// The low-time setting as saved: "auto", "off" or one of the offered numbers of seconds.
std::optional<int> low_time_setting_from(const json::Value& value) {
  if (value == "auto") return kLowTimeAuto;
  if (value == "off") return kLowTimeOff;
  if (!value.is_number_integer()) return std::nullopt;
  const int seconds = value.get<int>();
  for (const int choice : kLowTimeChoices) {
    if (choice > 0 && choice == seconds) return seconds;
  }
  return std::nullopt;
}

std::optional<clock::Side> side_from_id(const std::string& id) {
  if (id == "white") return clock::Side::White;
  if (id == "black") return clock::Side::Black;
  return std::nullopt;
}

}  // namespace

std::string ClockSession::saved() const {
  const json::Value settings = {
      {"ruleset", settings_.ruleset},
      {"control", settings_.control},
      {"tenths", settings_.tenths},
      {"sound", settings_.sound},
      {"light", settings_.light},
      {"far_side", side_id(settings_.far_side)},
      {"turn_halves", settings_.turn_halves},
      {"low_time", low_time_setting_json(settings_.low_time_s)},
      {"press_feedback", kPressFeedbackNames[static_cast<int>(settings_.press_feedback)]},
      {"keys", std::vector<std::string>{settings_.white_key, settings_.black_key}},
  };
  json::Value out = {{"format", "flagfall-clock-screen"},
                     {"version", kSaveVersion},
                     {"settings", settings},
                     {"game", *json::Value::parse(std::string_view(live().save_json()))}};
  // Added later within version 2, left out when empty: time odds, Armageddon, saved controls.
  if (!settings_.black_control.empty()) out["settings"]["black_control"] = settings_.black_control;
  if (settings_.draw_counts_for_black) out["settings"]["draw"] = "black";
  if (!saved_controls_.empty()) out["saved_controls"] = saved_controls_json(saved_controls_);
  // Added within version 2 (issue 41): where the game is played, from its set-up link.
  if (link_.place != game::EventPlace{}) {
    json::Value place = json::Value::object();
    game::write_place(place, link_.place);
    out["place"] = std::move(place);
  }
  // A reload while the clocks stand for a claim comes back to the stop, not to a running clock.
  if (claim_) out["stopped_for_claim"] = claim_->draft.at;
  return out.dump();
}

std::optional<std::string> ClockSession::restore(std::string_view text) {
  auto problem = restore_save(text);
  if (problem) {
    // Said on the screen, once: the old save is kept aside by the page, never lost.
    notice_ = notice_made_ = words::format<words::Msg::kClockNoticeRestoreFailed>(*problem);
    restore_problem_ = *problem;
    refused_save_ = std::string(text);
    refused_link_.clear();
    show(ClockSheet::kNotice);
  }
  return problem;
}

std::optional<std::string> ClockSession::restore_save(std::string_view text) {
  const auto parsed_save = json::Value::parse(text);
  if (!parsed_save || !parsed_save->is_object())
    return words::said(words::Msg::kReaderClockNotJson);
  const json::Value& saved = *parsed_save;
  if (saved.string_or("format", "") != "flagfall-clock-screen")
    return words::said(words::Msg::kReaderClockOtherFormat);
  const auto version = saved.find("version");
  if (!version || !version->is_number_integer())
    return words::said(words::Msg::kReaderClockNoVersion);
  if (*version != kSaveVersion) {
    return *version < kSaveVersion ? words::format<words::Msg::kReaderClockOlder>(version->dump())
                                   : words::format<words::Msg::kReaderClockNewer>(version->dump());
  }
  const auto settings_it = saved.find("settings");
  const auto game_it = saved.find("game");
  if (!settings_it || !settings_it->is_object() || !game_it) {
    return words::said(words::Msg::kReaderClockNoSettings);
  }
  ClockSettings settings;
  const json::Value& s = *settings_it;
  if (!s.contains("ruleset") || !s["ruleset"].is_string() ||
      !rules::find_ruleset(s["ruleset"].get<std::string>())) {
    return words::format<words::Msg::kReaderClockNotRuleset>("/settings/ruleset");
  }
  settings.ruleset = s["ruleset"].get<std::string>();
  if (!s.contains("control") || !s["control"].is_string() ||
      !clock::parse_time_control(s["control"].get<std::string>())) {
    return words::format<words::Msg::kReaderClockNotControl>("/settings/control");
  }
  settings.control = s["control"].get<std::string>();
  if (!s.contains("tenths") || !s["tenths"].is_boolean())
    return words::format<words::Msg::kReaderTrueOrFalse>("/settings/tenths");
  settings.tenths = s["tenths"].get<bool>();
  if (!s.contains("sound") || !s["sound"].is_boolean())
    return words::format<words::Msg::kReaderTrueOrFalse>("/settings/sound");
  settings.sound = s["sound"].get<bool>();
  if (s.contains("light")) {  // saves from before the light theme have none
    if (!s["light"].is_boolean())
      return words::format<words::Msg::kReaderTrueOrFalse>("/settings/light");
    settings.light = s["light"].get<bool>();
  }
  const auto far_side = s.contains("far_side") && s["far_side"].is_string()
                            ? side_from_id(s["far_side"].get<std::string>())
                            : std::nullopt;
  if (!far_side) return words::format<words::Msg::kReaderWhiteOrBlack>("/settings/far_side");
  settings.far_side = *far_side;
  // Added later within version 2: a save without it keeps the halves read from the side.
  if (s.contains("turn_halves")) {
    if (!s["turn_halves"].is_boolean())
      return words::format<words::Msg::kReaderTrueOrFalse>("/settings/turn_halves");
    settings.turn_halves = s["turn_halves"].get<bool>();
  }

  // Added later within version 2: saves without them keep the defaults.
  if (s.contains("low_time")) {
    const auto low = low_time_setting_from(s["low_time"]);
    if (!low) return words::format<words::Msg::kReaderClockLowTime>("/settings/low_time");
    settings.low_time_s = *low;
  }
  if (s.contains("press_feedback")) {
    const auto* name = std::find(
        std::begin(kPressFeedbackNames), std::end(kPressFeedbackNames),
        s["press_feedback"].is_string() ? s["press_feedback"].get<std::string>() : std::string());
    if (name == std::end(kPressFeedbackNames))
      return words::format<words::Msg::kReaderClockPressFeedback>("/settings/press_feedback");
    settings.press_feedback = static_cast<PressFeedback>(name - std::begin(kPressFeedbackNames));
  }
  if (s.contains("keys")) {  // added later within version 2
    const json::Value& keys = s["keys"];
    const auto code = [](const json::Value& k) {
      if (!k.is_string() || k.get<std::string>().empty() || k.get<std::string>().size() > 32)
        return false;
      for (const char c : k.get<std::string>()) {
        if (!std::isalnum(static_cast<unsigned char>(c))) return false;
      }
      return true;
    };
    if (!keys.is_array() || keys.size() != 2 || !code(keys[0]) || !code(keys[1]) ||
        keys[0] == keys[1]) {
      return words::format<words::Msg::kReaderClockKeys>("/settings/keys");
    }
    settings.white_key = keys[0].get<std::string>();
    settings.black_key = keys[1].get<std::string>();
  }
  if (s.contains("black_control")) {
    if (!s["black_control"].is_string())
      return words::format<words::Msg::kReaderMustBeString>("/settings/black_control");
    settings.black_control = s["black_control"].get<std::string>();
  }
  if (s.contains("draw")) {
    if (s["draw"] != "black") return words::format<words::Msg::kReaderOnlyBlack>("/settings/draw");
    settings.draw_counts_for_black = true;
  }
  std::vector<NamedControl> saved_controls;
  if (saved.contains("saved_controls")) {
    if (auto problem = read_saved_controls(saved["saved_controls"], saved_controls)) return problem;
  }
  game::EventPlace place;
  if (saved.contains("place")) {
    if (!saved["place"].is_object())
      return words::format<words::Msg::kReaderMustBeObject>("/place");
    if (auto problem = game::read_place(saved["place"], place)) return "/place: " + *problem;
  }
  std::optional<EpochMillis> stopped;
  if (saved.contains("stopped_for_claim")) {
    if (!saved["stopped_for_claim"].is_number_integer())
      return words::format<words::Msg::kReaderInstant>("/stopped_for_claim");
    stopped = saved["stopped_for_claim"].get<EpochMillis>();
  }

  auto game = game::LiveGame::load_json(game_it->dump());
  if (!game) {
    // A problem inside the game names where in it ("/format: ..."); one with the whole of it
    // ("not a JSON object") is the game's own.
    const std::string& problem = game.error();
    return (problem.rfind('/', 0) == 0 ? "/game" : "/game: ") + problem;
  }
  // A stop is an instant of this game: after its start, and within a (very long) day's play.
  constexpr EpochMillis kLongestGame = 7LL * 24 * 3600 * 1000;
  const auto start = game.value().start_time();
  if (stopped && (!start || *stopped < *start || *stopped - *start > kLongestGame))
    return words::format<words::Msg::kReaderClockNotInstant>("/stopped_for_claim");
  if (game.value().setup().ruleset != settings.ruleset ||
      game.value().setup().time_control != settings.control ||
      game.value().setup().black_time_control != settings.black_control ||
      game.value().setup().draw_counts_for_black != settings.draw_counts_for_black) {
    return words::format<words::Msg::kReaderClockGameDiffers>("/game");
  }
  settings_ = settings;
  saved_controls_ = std::move(saved_controls);
  link_.place = std::move(place);
  game_ = std::move(game).value();
  show(ClockSheet::kNone);
  // Flags that fell before the reload were announced then.
  const clock::Clock& clock = live().game_clock();
  const game::Millis t = clock.last_event_time();
  for (const clock::Side side : {clock::Side::White, clock::Side::Black}) {
    flag_announced_[clock::index(side)] = live().started() && clock.flag_at(side, t).has_value();
  }
  both_flags_said_ = flag_announced_[0] && flag_announced_[1];
  over_said_ = live().over();
  for (const clock::Side side : {clock::Side::White, clock::Side::Black})
    stage_said_[clock::index(side)] = clock::stage(clock, side).number;  // said before the reload
  // A side already under the low-time threshold was warned before the reload.
  const clock::Millis low = low_time_threshold();
  for (const clock::Side side : {clock::Side::White, clock::Side::Black}) {
    low_time_said_[clock::index(side)] = low > 0 && clock.remaining(side, t) < low;
  }
  if (stopped && in_progress(*this)) {
    stop_for_claim(std::max(*stopped, live().wall_time(t)));
    announcements_.clear();  // said before the reload
    vibrations_.clear();
  }
  return std::nullopt;
}

}  // namespace flagfall::session
