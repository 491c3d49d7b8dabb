// The clock screen's state for the test hook (what it saves across reloads:
// clock_session_save.cpp).
#include <algorithm>
#include <cctype>

#include "json/value.h"

#include "chess/fen.h"
#include "clock/notation.h"
#include "clock/stage.h"
#include "json/writer.h"
#include "rules/ruling_json.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_state_names.h"
#include "session/clock/live_text.h"
#include "session/clock/saved_controls.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using state_names::kPressFeedbackNames;
using state_names::side_id;

constexpr const char* kStopViews[] = {"disabled", "stop", "undo", "undo-new-game"};

const char* side_id_or_null(std::optional<clock::Side> side) {
  return side ? side_id(*side) : nullptr;
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
  out.field("pending_trainer_link", link_.arrived.trainer).field("phase", phase);
  out.key("place")
      .begin_object()
      .field("board", link_.place.board)
      .field("event", link_.place.event)
      .field("round", link_.place.round)
      .end_object();
  out.field("result_link", link_.sheet.result.empty() ? std::string() : link_.sheet.text)
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
      .field("setup_link_qr_text", link_.sheet.qr_text)
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

}  // namespace flagfall::session
