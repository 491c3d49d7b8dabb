// The clock screen's state for the test hook, and what it saves across reloads.
#include <algorithm>
#include <cctype>

#include "json/value.h"

#include "chess/fen.h"
#include "clock/notation.h"
#include "clock/stage.h"
#include "json/writer.h"
#include "rules/ruling_json.h"
#include "session/clock/clock_session.h"
#include "session/clock/live_text.h"
#include "session/clock/saved_controls.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

constexpr int kSaveVersion = 2;

constexpr const char* kPressFeedbackNames[] = {"off", "click", "buzz", "both"};
constexpr const char* kStopViews[] = {"disabled", "stop", "undo", "undo-new-game"};

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

const char* side_id(clock::Side side) {
  return side == clock::Side::White ? "white" : "black";
}

const char* side_id_or_null(std::optional<clock::Side> side) {
  return side ? side_id(*side) : nullptr;
}

std::optional<clock::Side> side_from_id(const std::string& id) {
  if (id == "white") return clock::Side::White;
  if (id == "black") return clock::Side::Black;
  return std::nullopt;
}

void write_claim(JsonWriter& out, const ClaimSheet* claim) {
  if (!claim) {
    out.null();
    return;
  }
  const game::ClaimDraft& d = claim->draft;
  const char* steps[] = {"choose", "details", "draw", "result", "board"};
  const chess::Piece brush = claim->board.brush();
  out.begin_object();
  out.field("at", d.at).field("board_fen", d.board_fen);
  out.key("brush");
  if (brush == chess::Piece::None) {
    out.value("empty");
  } else {
    out.value(std::string(1, chess::piece_symbol(brush)));
  }
  out.field("claimant", claim->claimant_chosen ? color_id(d.claimant) : nullptr)
      .field("illegal_claim_by", side_id_or_null(d.illegal_claim_by));
  out.field("kind", d.press_without_move ? std::string_view("press-without-move")
                                         : game::illegal_kind_name(d.kind));
  out.key("material").begin_object();
  out.field("black", d.material[1]).field("white", d.material[0]).end_object();
  out.field("setup_board",
            claim->step == ClaimStep::kBoard ? std::optional(claim->board.fen()) : std::nullopt);
  out.field("step", steps[static_cast<int>(claim->step)]).field("take_king", d.take_king);
  out.field("time_claim_by", side_id_or_null(d.time_claim_by)).end_object();
}

void write_permissions(JsonWriter& out, bool started, const std::vector<rules::Permission>& list) {
  out.begin_array();
  if (started) {
    for (const rules::Permission p : list) out.value(rules::permission_name(p));
  }
  out.end_array();
}

void write_log_line(JsonWriter& out, std::int64_t t, const std::string& text,
                    const std::string& rule) {
  out.begin_object().field("rule", rule).field("t", t).field("text", text).end_object();
}

}  // namespace

void ClockSession::write_live(JsonWriter& out, EpochMillis view) const {
  const rules::Ruling ruling = live().ruling(view);
  out.begin_object();
  out.key("claim");
  write_claim(out, claim());
  out.field("entries", live().entries().size())
      .field("headline", ruling_headline(ruling))
      .field("holding_clock", ruling_.holds_clock);
  out.key("may").begin_object().key("black");
  write_permissions(out, started(), ruling.may_black);
  out.key("white");
  write_permissions(out, started(), ruling.may_white);
  out.end_object();
  out.field("outcome", rules::outcome_name(ruling.outcome))
      .field("reason", rules::reason_name(ruling.reason));
  out.key("record").begin_array();
  for (const RecordLine& line : game_record(live()))
    write_log_line(out, line.t, line.text, line.rule);
  out.end_array();
  out.field("rule",
            ruling.rule.empty() ? std::string() : live().ruleset().cite_number(ruling.rule));
  // The ruling as `flagfall-arbiter adjudicate` prints it for the exported scenario.
  const auto& events = live().compiled().scenario.events;
  out.field("ruling_json",
            rules::ruling_to_json(live().arbiter().ruling(events.empty() ? 0 : events.back().t)));
  out.key("ruling_lines").begin_array();
  for (const rules::LogEntry& e : ruling.log) {
    if (sheet_ == ClockSheet::kRuling && e.t >= ruling_.from &&
        e.what != rules::Happening::kTdStopsClock) {
      write_log_line(out, e.t, e.text, e.rule);
    }
  }
  out.end_array();
  out.field("score", result_score(ruling.outcome))
      .field("setup_fen", live().compiled().scenario.setup.fen)
      .field("standin", live().compiled().standin);
  out.end_object();
}

void ClockSession::write_side(JsonWriter& out, clock::Side side, EpochMillis now) const {
  const game::Millis t = started() ? live().game_time(view_time(now)) : 0;
  const clock::SideView v = live().game_clock().view(side, t);
  const HalfView half = half_view(side, now);
  out.begin_object();
  out.field("delay_left_ms", v.delay_left)
      .field("display", clock::format_remaining(v.remaining, display_format()));
  out.field("flag_at",
            started() && v.flag_at ? std::optional(live().wall_time(*v.flag_at)) : std::nullopt)
      .field("low_time", half.low_time)
      .field("moves", v.moves)
      .field("opponent_display", half.opponent_digits)
      .field("period", v.period)
      .field("remaining_ms", v.remaining)
      .field("stage", half.stage)
      .field("stage_new", half.stage_new)
      .field("stage_marked_until", stage_marked_until_[clock::index(side)] > 0
                                       ? std::optional(stage_marked_until_[clock::index(side)])
                                       : std::nullopt)
      .field("used_ms", v.used);
  out.end_object();
}

void ClockSession::write_state(JsonWriter& out, EpochMillis now) const {
  const EpochMillis view = view_time(now);
  const game::Millis t = started() ? live().game_time(view) : 0;
  const clock::Clock& clock = live().game_clock();
  const auto fallen = [&](clock::Side side) {
    return started() && clock.view(side, t).flag_at.has_value();
  };
  const char* phase = "not-started";
  if (live().over()) {
    phase = "over";
  } else if (started()) {
    phase = clock.phase(t) == clock::Phase::Paused ? "paused" : "running";
  }
  const auto running = started() && !live().over() ? clock.running_side(t) : std::nullopt;
  const auto first_flag = started() ? clock.first_flag(t) : std::nullopt;
  const char* popups[] = {"none",         "picker",     "menu",        "confirm-reset", "claim",
                          "ruling",       "record",     "director",    "promote",       "notice",
                          "confirm-link", "setup-link", "confirm-end", "keys"};
  out.field("armageddon", settings_.draw_counts_for_black).key("black");
  write_side(out, clock::Side::Black, now);
  out.field("black_control", settings_.black_control)
      .field("both_flags_down", fallen(clock::Side::White) && fallen(clock::Side::Black))
      .field("choosing_keys", keys_.choosing)
      .field("control", settings_.control);
  out.key("ending");
  if (ending_) {
    out.begin_object()
        .field("result", ending_result(*ending_))
        .field("score", ending_score(*ending_))
        .field("what", ending_title(*ending_))
        .end_object();
  } else {
    out.null();
  }
  out.field("export_said", export_said_);
  out.field("far_side", side_id(settings_.far_side));
  out.field("first_flag", side_id_or_null(first_flag));
  out.key("keys").begin_array().value(settings_.white_key).value(settings_.black_key).end_array();
  out.field("light", settings_.light).key("live");
  write_live(out, view);
  out.key("low_time_setting");
  if (settings_.low_time_s == kLowTimeAuto) {
    out.value("auto");
  } else if (settings_.low_time_s == kLowTimeOff) {
    out.value("off");
  } else {
    out.value(settings_.low_time_s);
  }
  out.field("low_time_threshold_ms", low_time_threshold())
      .field("notice", notice())
      .field("now", view);
  out.key("pending_link");
  if (link_.arrived.setup) {
    out.begin_object()
        .field("control", link_.arrived.setup->control)
        .field("ruleset", link_.arrived.setup->ruleset)
        .end_object();
  } else {
    out.null();
  }
  out.field("pending_trainer_link", link_.arrived.trainer)
      .field("phase", phase)
      .field("popup", popups[static_cast<int>(sheet_)])
      .field("popup_turned", sheet_turned())
      .field("press_feedback", kPressFeedbackNames[static_cast<int>(settings_.press_feedback)])
      .field("record_times", record_.times)
      .field("ruleset", settings_.ruleset)
      .field("ruleset_name", words::text(live().ruleset().name));
  out.field("running", side_id_or_null(running));
  out.key("saved_controls").begin_array();
  for (const NamedControl& c : saved_controls_) out.value(saved_control_entry(c));
  out.end_array();
  out.field("setup_link", link_.sheet.text)
      .field("setup_link_qr_size", link_.sheet.qr ? link_.sheet.qr->size : 0)
      .field("sound", settings_.sound)
      .field("started_at", live().start_time())
      .field("stop", kStopViews[static_cast<int>(stop_view(now))])
      .field("taps_count_from", sheet_ == ClockSheet::kNone ? 0 : taps_count_from())
      .field("tenths", settings_.tenths)
      .field("to_move", side_id(clock.side_to_move()))
      .field("turn_halves", settings_.turn_halves);
  out.field("undo_until", undo_offered(now)            ? std::optional(ruling_.undo->until)
                          : new_game_undo_offered(now) ? std::optional(reset_.replaced->until)
                                                       : std::nullopt);
  out.field("warning", live().control_warning()).key("white");
  write_side(out, clock::Side::White, now);
}

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
