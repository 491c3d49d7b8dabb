// The live clock's sheets: the claim sheet, the ruling, the game record, the director's panel and
// the promotion piece. They gather what the players say; the arbiter rules.
#include <algorithm>

#include "chess/board_setup.h"
#include "chess/fen.h"
#include "chess/material.h"
#include "clock/display.h"
#include "clock/notation.h"
#include "ui/board_view.h"
#include "ui/clock_screen.h"
#include "ui/fonts.h"
#include "ui/live_text.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {
namespace {

using chess::Color;
using game::Entry;
using game::Fact;
using game::FactKind;
using rules::Permission;

bool wide_button(const char* label, const char* target, float height = 0) {
  const bool pressed = ImGui::Button(
      label, ImVec2(ImGui::GetContentRegionAvail().x, height > 0 ? height : touch_target()));
  tap_targets().add_last_item(target);
  return pressed;
}

bool toggle(const char* label, const char* target, bool& value) {
  const std::string text = std::string(value ? "\xE2\x9C\x93 " : "+ ") + label;
  if (value) ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
  const bool pressed =
      ImGui::Button(text.c_str(), ImVec2(ImGui::GetContentRegionAvail().x, touch_target()));
  if (value) ImGui::PopStyleColor();
  tap_targets().add_last_item(target);
  if (pressed) value = !value;
  return pressed;
}

void wrapped(const std::string& text, const ImVec4* colour = nullptr) {
  if (colour) ImGui::PushStyleColor(ImGuiCol_Text, *colour);
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  if (colour) ImGui::PopStyleColor();
}

const char* short_pick_label(std::string_view id) {
  if (id == "more") return "More";
  if (id == "king") return "K";
  if (id == "bishop") return "K+B";
  if (id == "knight") return "K+N";
  if (id == "two-knights") return "K+2N";
  if (id == "pawn") return "K+P";
  return "?";
}

std::string side_times(const game::LiveGame& game, EpochMillis at) {
  const game::Millis t = game.game_time(at);
  clock::DisplayFormat format;
  format.tenths_below = 20 * clock::kSecond;
  return "White " +
         clock::format_remaining(game.game_clock().remaining(clock::Side::White, t), format) +
         "  \xC2\xB7  Black " +
         clock::format_remaining(game.game_clock().remaining(clock::Side::Black, t), format);
}

}  // namespace

void ClockScreen::open_claim(Color claimant, EpochMillis at) {
  ClaimDraft draft;
  draft.claimant = claimant;
  draft.at = game_.wall_time(game_.game_time(at));
  for (const Color side : {Color::White, Color::Black}) {
    const auto named = game_.named_material(side);
    const game::MaterialPick* pick = named ? game::pick_for(*named) : nullptr;
    draft.material[chess::index_of(side)] = pick ? std::string(pick->id) : "more";
  }
  claim_ = draft;
  notice_.clear();
  popup_ = Popup::Claim;
}

void ClockScreen::draw_claim_sheet(const FrameInput& input, bool& close) {
  (void)input;
  if (!claim_) {
    close = true;
    return;
  }
  if (claim_->step != ClaimStep::Board) {  // the board needs the room
    ImGui::PushFont(Fonts::title());
    ImGui::Text("%s claims", color_label(claim_->claimant));
    ImGui::PopFont();
    ImGui::TextDisabled("Clock stopped: %s", side_times(game_, claim_->at).c_str());
  }
  switch (claim_->step) {
    case ClaimStep::Choose:
      draw_claim_choices(close);
      break;
    case ClaimStep::Details:
      draw_claim_details(close);
      break;
    case ClaimStep::Draw:
      draw_draw_info(close);
      break;
    case ClaimStep::Result:
      draw_result_choices(close);
      break;
    case ClaimStep::Board:
      draw_board_setup();
      break;
  }
  if (close || popup_ != Popup::Claim) claim_.reset();
}

void ClockScreen::draw_claim_choices(bool& close) {
  ClaimDraft& d = *claim_;
  const Color me = d.claimant;
  const Color other = ~me;
  const EpochMillis at = d.at;
  if (game_.may_do(me, Permission::kClaimTime, at)) {
    const std::string label = game_.may_do(other, Permission::kClaimTime, at)
                                  ? std::string("Both flags are down: claim")
                                  : std::string(color_label(other)) + "'s flag fell: claim the win";
    if (wide_button(label.c_str(), "claim.time")) {
      d.time_claim_by = me;
      d.step = ClaimStep::Details;
    }
  }
  const auto illegal = game_.illegal_move_fact(me, game::IllegalKind::kKingNextToKing);
  if (illegal && game_.would_permit(me, Permission::kClaimIllegalMove, at, {Entry::of(*illegal)})) {
    const std::string label = std::string(color_label(other)) + "'s last move was illegal";
    if (wide_button(label.c_str(), "claim.illegal")) {
      d.illegal_claim_by = me;
      d.step = ClaimStep::Details;
    }
  }
  // A press with a pawn left unpromoted: the ruleset says what follows (restart, pause, claim).
  const Fact pawn = game_.pawn_fact(other);
  if (pawn.before) {
    const std::vector<Entry> with_pawn = {Entry::of(pawn)};
    rules::ScenarioEvent pause = game::make_event(game::actor_of(me), rules::EventKind::kPause);
    pause.reason = rules::PauseReason::kPromotion;
    const bool restart = game_.would_permit(me, Permission::kRestartOpponentClock, at, with_pawn);
    const bool may_pause = game_.would_permit(me, Permission::kPausePromotion, at, with_pawn);
    const bool claim = game_.would_permit(me, Permission::kClaimIllegalMove, at, with_pawn);
    if (restart || may_pause || claim) {
      const std::string label = std::string(color_label(other)) + " pressed, pawn not promoted";
      if (wide_button(label.c_str(), "claim.unpromoted")) {
        if (claim && !restart) {
          d.illegal_claim_by = me;
          d.step = ClaimStep::Details;
          d.kind = game::IllegalKind::kOther;
          d.press_without_move = false;
          d.unpromoted = true;
        } else if (restart) {
          record(at, with_pawn, true);
        } else if (record(at, {Entry::of(pawn), Entry::of(pause)}, false)) {
          promoter_ = other;
          promotion_resume_by_ = me;
          claim_.reset();
          popup_ = Popup::Promote;
          return;
        }
      }
    }
  }
  const rules::DrawClaimPolicy& draws = game_.ruleset().draw_claims;
  if (draws.repetition || draws.fifty_moves || draws.insufficient_losing_chances) {
    if (wide_button("Claim a draw\xE2\x80\xA6", "claim.draw")) d.step = ClaimStep::Draw;
  }
  if (wide_button("Game over: mate, resign, draw\xE2\x80\xA6", "claim.result"))
    d.step = ClaimStep::Result;
  if (game_.may_do(me, Permission::kStopClockDispute, at)) {
    if (wide_button("Stop the clock for the director", "claim.dispute")) {
      rules::ScenarioEvent pause = game::make_event(game::actor_of(me), rules::EventKind::kPause);
      pause.reason = rules::PauseReason::kDispute;
      record(at, {Entry::of(pause)}, true);
    }
  }
  ImGui::PushStyleColor(ImGuiCol_Text, colors::kTextDim);
  if (wide_button("Cancel: the clock runs on", "claim.cancel")) close = true;
  ImGui::PopStyleColor();
}

std::vector<Entry> ClockScreen::claim_entries(const ClaimDraft& d) const {
  std::vector<Entry> entries;
  if (!d.board_fen.empty()) {
    Fact f;
    f.kind = FactKind::kBoard;
    f.side = d.claimant;
    f.fen = d.board_fen;
    entries.push_back(Entry::of(f));
  }
  for (const Color side : {Color::White, Color::Black}) {
    if (!d.board_fen.empty()) break;
    const game::MaterialPick* pick = game::find_material_pick(d.material[chess::index_of(side)]);
    if (pick == nullptr) continue;
    const auto named = game_.named_material(side);
    const game::Material known = named ? *named : game::material_picks().front().material;
    if (pick->material == known) continue;
    Fact f;
    f.kind = FactKind::kMaterial;
    f.side = side;
    f.material = pick->material;
    entries.push_back(Entry::of(f));
  }
  if (d.illegal_claim_by) {
    const Color claimant = *d.illegal_claim_by;
    if (d.unpromoted) {
      entries.push_back(Entry::of(game_.pawn_fact(~claimant)));
    } else if (!d.press_without_move) {
      if (const auto fact = game_.illegal_move_fact(claimant, d.kind))
        entries.push_back(Entry::of(*fact));
    }
  }
  if (d.losing_chances) {
    entries.push_back(
        Entry::of(game::make_claim(d.claimant, rules::ClaimKind::kInsufficientLosingChances)));
  }
  if (d.time_claim_by)
    entries.push_back(Entry::of(game::make_claim(*d.time_claim_by, rules::ClaimKind::kTime)));
  if (d.illegal_claim_by) {
    if (d.take_king) {
      Fact f;
      f.kind = FactKind::kTakeKing;
      f.side = *d.illegal_claim_by;
      entries.push_back(Entry::of(f));
    } else {
      entries.push_back(
          Entry::of(game::make_claim(*d.illegal_claim_by, rules::ClaimKind::kIllegalMove)));
    }
  }
  return entries;
}

void ClockScreen::draw_claim_details(bool& close) {
  (void)close;
  ClaimDraft& d = *claim_;
  const EpochMillis at = d.at;
  const float inner = ImGui::GetContentRegionAvail().x;
  const float spacing_x = ImGui::GetStyle().ItemSpacing.x;

  // The other player's claim at the same instant.
  const Color other = ~d.claimant;
  if (d.time_claim_by == d.claimant) {
    const auto fact = game_.illegal_move_fact(other, game::IllegalKind::kKingNextToKing);
    if (fact && game_.would_permit(other, Permission::kClaimIllegalMove, at, {Entry::of(*fact)})) {
      bool both = d.illegal_claim_by.has_value();
      const std::string label = std::string(color_label(other)) + " claims an illegal move at once";
      if (toggle(label.c_str(), "claim.both", both)) {
        if (both) {
          d.illegal_claim_by = other;
        } else {
          d.illegal_claim_by.reset();
        }
      }
    }
  } else if (d.illegal_claim_by == d.claimant && game_.may_do(other, Permission::kClaimTime, at)) {
    bool both = d.time_claim_by.has_value();
    const std::string label = std::string(color_label(other)) + " claims on time at once";
    if (toggle(label.c_str(), "claim.both", both)) {
      if (both) {
        d.time_claim_by = other;
      } else {
        d.time_claim_by.reset();
      }
    }
  }

  if (d.illegal_claim_by && !d.unpromoted) {
    const Color offender = ~*d.illegal_claim_by;
    ImGui::TextDisabled("What did %s do?", color_label(offender));
    const float half = (inner - spacing_x) / 2;
    struct Kind {
      const char* label;
      const char* target;
      game::IllegalKind kind;
      bool no_move;
    };
    std::vector<Kind> kinds = {
        {"King next to king", "kind.king-next-to-king", game::IllegalKind::kKingNextToKing, false},
        {"King in check", "kind.king-in-check", game::IllegalKind::kKingInCheck, false},
        {"Wrong move", "kind.other", game::IllegalKind::kOther, false}};
    if (game_.ruleset().press_without_move_is_illegal &&
        game_.may_do(*d.illegal_claim_by, Permission::kClaimIllegalMove, at)) {
      kinds.push_back(
          {"Pressed, no move", "kind.press-without-move", game::IllegalKind::kOther, true});
    }
    int column = 0;
    for (const Kind& k : kinds) {
      if (column++ % 2) ImGui::SameLine();
      const bool current = d.press_without_move == k.no_move && (k.no_move || d.kind == k.kind);
      if (current) ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
      if (ImGui::Button(k.label, ImVec2(half, touch_target()))) {
        d.kind = k.kind;
        d.press_without_move = k.no_move;
      }
      if (current) ImGui::PopStyleColor();
      tap_targets().add_last_item(k.target);
    }
  }

  if (!d.board_fen.empty()) {
    ImGui::TextDisabled("The arbiter rules on this board:");
    if (const auto board = chess::parse_fen(d.board_fen)) {
      const float preview = std::min(inner * 0.5f, 200.0f);
      ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (inner - preview) / 2);
      draw_board(*board.position, std::nullopt, preview);
    }
    const float half_width = (inner - spacing_x) / 2;
    if (ImGui::Button("Change board", ImVec2(half_width, touch_target()))) {
      open_board_setup(ClaimStep::Details);
    }
    tap_targets().add_last_item("claim.board");
    ImGui::SameLine();
    if (ImGui::Button("Quick picks", ImVec2(half_width, touch_target()))) d.board_fen.clear();
    tap_targets().add_last_item("claim.board-clear");
  } else {
    ImGui::PushTextWrapPos(0);
    ImGui::TextDisabled(
        "Who has what? Mating material decides. More = a pawn, rook, queen or two pieces.");
    ImGui::PopTextWrapPos();
    const auto& picks = game::material_picks();
    const float count = static_cast<float>(picks.size());
    const float pick_width = (inner - spacing_x * (count - 1)) / count;
    for (const Color side : {Color::White, Color::Black}) {
      ImGui::TextUnformatted(color_label(side));
      std::string& chosen = d.material[chess::index_of(side)];
      ImGui::SetWindowFontScale(0.85f);
      for (std::size_t i = 0; i < picks.size(); ++i) {
        if (i > 0) ImGui::SameLine();
        const bool current = chosen == picks[i].id;
        if (current) ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
        ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(1, 10));
        const std::string label =
            std::string(short_pick_label(picks[i].id)) + "##" + color_id(side);
        if (ImGui::Button(label.c_str(), ImVec2(pick_width, touch_target())))
          chosen = std::string(picks[i].id);
        ImGui::PopStyleVar();
        if (current) ImGui::PopStyleColor();
        tap_targets().add_last_item(
            ("material." + std::string(color_id(side)) + "." + std::string(picks[i].id)).c_str());
      }
      ImGui::SetWindowFontScale(1.0f);
    }
    if (wide_button("Or set up the board\xE2\x80\xA6", "claim.board"))
      open_board_setup(ClaimStep::Details);
  }

  if (d.illegal_claim_by && game_.ruleset().king_capture_claims && !d.press_without_move) {
    ClaimDraft probe = d;
    probe.take_king = false;
    std::vector<Entry> facts = claim_entries(probe);
    facts.pop_back();  // without the claim itself
    if (game_.would_permit(*d.illegal_claim_by, Permission::kTakeKing, at, facts)) {
      const std::string label = std::string(color_label(*d.illegal_claim_by)) + " took the king";
      toggle(label.c_str(), "claim.take-king", d.take_king);
    } else {
      d.take_king = false;
    }
  }

  if (!notice_.empty()) {
    const ImVec4 warning = colors::kWarning;
    wrapped(notice_, &warning);
  }
  const float half = (inner - spacing_x) / 2;
  if (ImGui::Button("Back", ImVec2(half, touch_target()))) {
    const Color claimant = d.claimant;
    const EpochMillis tap = d.at;
    const auto material = d.material;
    claim_ = ClaimDraft{};
    claim_->claimant = claimant;
    claim_->at = tap;
    claim_->material = material;
    notice_.clear();
  }
  tap_targets().add_last_item("claim.back");
  ImGui::SameLine();
  ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
  if (ImGui::Button("Rule on it", ImVec2(half, touch_target()))) confirm_claim();
  ImGui::PopStyleColor();
  tap_targets().add_last_item("claim.confirm");
}

void ClockScreen::confirm_claim() {
  const ClaimDraft d = *claim_;
  std::vector<Entry> entries = claim_entries(d);
  // Play that goes on waits for the players to read the ruling: the clock is held (a TD stop)
  // until they tap "Play on".
  game::LiveGame probe = game_;
  const std::string problem = probe.record(d.at, entries);
  if (!problem.empty()) {
    notice_ = "The arbiter cannot take this: " + problem + ".";
    return;
  }
  const game::Millis t = game_.game_time(d.at);
  const bool runs_on = !probe.over() && probe.game_clock().phase(t) == clock::Phase::Running;
  if (runs_on)
    entries.push_back(Entry::of(game::make_event(rules::Actor::kTd, rules::EventKind::kPause)));
  if (record(d.at, entries, true)) {
    ruling_holds_clock_ = runs_on;
    claim_.reset();
  }
}

void ClockScreen::draw_draw_info(bool& close) {
  (void)close;
  ClaimDraft& d = *claim_;
  const rules::Ruleset& ruleset = game_.ruleset();
  const rules::DrawClaimPolicy& draws = ruleset.draw_claims;
  const std::string name(ruleset_short_name(ruleset.id));
  if (draws.repetition || draws.fifty_moves) {
    const std::string by = draws.repetition && draws.fifty_moves
                               ? "threefold repetition or fifty moves"
                           : draws.repetition ? "threefold repetition"
                                              : "fifty moves";
    wrapped(name + " allows a draw claim by " + by +
            ". The clock cannot see the moves to check it: agree the draw, or stop the clock for "
            "the director.");
  }
  if (draws.insufficient_losing_chances) {
    wrapped(
        "Insufficient losing chances: set up the board and the arbiter checks it against the "
        "positions " +
        name + " lists.");
    if (wide_button("Losing chances: set up the board\xE2\x80\xA6", "draw.losing-chances")) {
      d.losing_chances = true;
      open_board_setup(ClaimStep::Draw);
    }
  }
  if (!notice_.empty()) {
    const ImVec4 warning = colors::kWarning;
    wrapped(notice_, &warning);
  }
  if (wide_button("Draw agreed", "draw.agreed")) {
    if (record(
            d.at,
            {Entry::of(game::make_event(game::actor_of(d.claimant), rules::EventKind::kOfferDraw)),
             Entry::of(
                 game::make_event(game::actor_of(~d.claimant), rules::EventKind::kAcceptDraw))},
            true)) {
      return;
    }
  }
  if (game_.may_do(d.claimant, Permission::kStopClockDispute, d.at)) {
    if (wide_button("Stop the clock for the director", "draw.director")) {
      rules::ScenarioEvent pause =
          game::make_event(game::actor_of(d.claimant), rules::EventKind::kPause);
      pause.reason = rules::PauseReason::kDispute;
      if (record(d.at, {Entry::of(pause)}, true)) return;
    }
  }
  if (wide_button("Back", "claim.back")) d.step = ClaimStep::Choose;
}

void ClockScreen::draw_result_choices(bool& close) {
  (void)close;
  ClaimDraft& d = *claim_;
  const float inner = ImGui::GetContentRegionAvail().x;
  const float half = (inner - ImGui::GetStyle().ItemSpacing.x) / 2;
  std::vector<Entry> entries;
  for (const Color side : {Color::White, Color::Black}) {
    if (side == Color::Black) ImGui::SameLine();
    const std::string label = std::string(color_label(side)) + " mates";
    if (ImGui::Button(label.c_str(), ImVec2(half, touch_target()))) {
      entries = {Entry::of(game_.final_fact(FactKind::kCheckmate, side))};
    }
    tap_targets().add_last_item((std::string("result.mate.") + color_id(side)).c_str());
  }
  for (const Color side : {Color::White, Color::Black}) {
    if (side == Color::Black) ImGui::SameLine();
    const std::string label = std::string(color_label(side)) + " stalemates";
    if (ImGui::Button(label.c_str(), ImVec2(half, touch_target()))) {
      entries = {Entry::of(game_.final_fact(FactKind::kStalemate, side))};
    }
    tap_targets().add_last_item((std::string("result.stalemate.") + color_id(side)).c_str());
  }
  for (const Color side : {Color::White, Color::Black}) {
    if (side == Color::Black) ImGui::SameLine();
    const std::string label = std::string(color_label(side)) + " resigns";
    if (ImGui::Button(label.c_str(), ImVec2(half, touch_target()))) {
      entries = {Entry::of(game::make_event(game::actor_of(side), rules::EventKind::kResign))};
    }
    tap_targets().add_last_item((std::string("result.resign.") + color_id(side)).c_str());
  }
  if (wide_button("Draw agreed", "result.agreed")) {
    entries = {
        Entry::of(game::make_event(game::actor_of(d.claimant), rules::EventKind::kOfferDraw)),
        Entry::of(game::make_event(game::actor_of(~d.claimant), rules::EventKind::kAcceptDraw))};
  }
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("\"White mates\": White's move gave checkmate (or stalemate).");
  ImGui::PopTextWrapPos();
  if (!notice_.empty()) {
    const ImVec4 warning = colors::kWarning;
    wrapped(notice_, &warning);
  }
  if (wide_button("Back", "claim.back")) d.step = ClaimStep::Choose;
  if (!entries.empty()) record(d.at, entries, true);
}

void ClockScreen::draw_ruling(const FrameInput& input, bool& close) {
  const rules::Ruling r = game_.ruling(input.now);
  ImGui::PushFont(Fonts::title());
  wrapped(ruling_headline(r));
  ImGui::PopFont();
  const std::string score = result_score(r.outcome);
  if (!r.rule.empty()) {
    const ImVec4 accent = colors::kWarning;
    wrapped("Rule: " + game_.ruleset().cite_number(r.rule), &accent);
  }
  for (const rules::LogEntry& e : r.log) {
    if (e.t < ruling_from_ || e.what == rules::Happening::kTdStopsClock) continue;
    wrapped(e.text);
  }
  ImGui::Separator();
  if (game_.over()) {
    wrapped("The game is over" + (score.empty() ? std::string(".") : ": " + score + "."));
    if (wide_button("Game record", "ruling.record")) popup_ = Popup::Record;
    if (wide_button("OK", "ruling.ok")) close = true;
    return;
  }
  const auto running = game_.game_clock().running_side(game_.game_time(input.now));
  if (ruling_holds_clock_) {
    const clock::Side next = game_.game_clock().side_to_move();
    wrapped(std::string("Play goes on: ") + (next == clock::Side::White ? "White" : "Black") +
            "'s clock starts when you tap Play on.");
    ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
    if (wide_button("Play on", "ruling.play-on")) {
      const EpochMillis at = input.pointer_down_at.value_or(input.now);
      ruling_holds_clock_ = false;
      record(at, {Entry::of(game::make_event(rules::Actor::kTd, rules::EventKind::kResume))},
             false);
      close = true;
    }
    ImGui::PopStyleColor();
    return;
  }
  wrapped(running
              ? std::string("Play goes on: ") +
                    (*running == clock::Side::White ? "White" : "Black") + "'s clock is running."
              : std::string("Play goes on when the clock is restarted (Resume)."));
  if (wide_button("OK", "ruling.ok")) close = true;
}

void ClockScreen::draw_record(FrameOutput& output, bool& close) {
  const std::vector<RecordLine> lines = game_record(game_);
  ImGui::TextDisabled("%s, %s", std::string(ruleset_short_name(game_.ruleset().id)).c_str(),
                      game_.time_control().c_str());
  const float height = std::min(440.0f, ImGui::GetMainViewport()->WorkSize.y - 320.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_ScrollbarSize, 30.0f);  // a thumb-sized scrollbar
  ImGui::BeginChild("record-lines", ImVec2(0, height), true);
  for (const RecordLine& line : lines) {
    ImGui::TextDisabled("%s", elapsed_label(line.t).c_str());
    ImGui::SameLine(66);
    const ImVec4 colour = line.ruling ? colors::kText : colors::kTextDim;
    wrapped(line.text, &colour);
  }
  // Opens on the newest lines; the scrollbar goes back in time.
  if (record_scroll_pending_ > 0) {
    --record_scroll_pending_;
    ImGui::SetScrollY(ImGui::GetScrollMaxY() + 1000.0f);
    output.redraw_at = last_input_at_;  // draw again until the scroll has settled
  }
  ImGui::EndChild();
  ImGui::PopStyleVar();
  const float inner = ImGui::GetContentRegionAvail().x;
  const float half = (inner - ImGui::GetStyle().ItemSpacing.x) / 2;
  if (ImGui::Button("Scenario file", ImVec2(half, touch_target()))) {
    export_ =
        ExportRequest{"download", "flagfall-game.json", "application/json", game_.scenario_json()};
  }
  tap_targets().add_last_item("record.export");
  ImGui::SameLine();
  if (ImGui::Button("Share as text", ImVec2(half, touch_target()))) {
    export_ = ExportRequest{"share", "flagfall-game.txt", "text/plain", record_text(game_)};
  }
  tap_targets().add_last_item("record.share");
  if (game_.over() && wide_button("Study it in the trainer", "record.study")) {
    study_ = game_.scenario_json();
    close = true;
  }
  if (wide_button("Close", "record.close")) close = true;
}

namespace {

std::string step_text(rules::PenaltyStep step, Color offender) {
  switch (step) {
    case rules::PenaltyStep::kWarning:
      return "warning";
    case rules::PenaltyStep::kMinuteToOpponent:
      return std::string("+1 min to ") + color_label(~offender);
    case rules::PenaltyStep::kMinuteOffOffender:
      return std::string("\xE2\x88\x92") + "1 min for " + color_label(offender);
    case rules::PenaltyStep::kForfeit:
      return "forfeit";
    case rules::PenaltyStep::kAsIllegalMove:
      return "as an illegal move";
  }
  return "";
}

const char* offence_label(rules::Offence offence) {
  switch (offence) {
    case rules::Offence::kTwoHands:
      return "Two hands";
    case rules::Offence::kKnockedClock:
      return "Knocked clock";
    case rules::Offence::kDisplacedPieces:
      return "Displaced pieces";
    case rules::Offence::kTouchMove:
      return "Touch move";
    case rules::Offence::kBanging:
      return "Banging";
    case rules::Offence::kOther:
      return "Other";
  }
  return "Other";
}

}  // namespace

void ClockScreen::draw_director(const FrameInput& input, FrameOutput& output, bool& close) {
  const EpochMillis at = input.pointer_down_at.value_or(input.now);
  const rules::Ruleset& ruleset = game_.ruleset();
  const float inner = ImGui::GetContentRegionAvail().x;
  const float half = (inner - ImGui::GetStyle().ItemSpacing.x) / 2;
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("%s. %s", std::string(ruleset_short_name(ruleset.id)).c_str(),
                      side_times(game_, input.now).c_str());
  ImGui::PopTextWrapPos();
  ImGui::TextUnformatted("Penalty against");
  for (const Color side : {Color::White, Color::Black}) {
    if (side == Color::Black) ImGui::SameLine();
    const bool current = director_side_ == side;
    if (current) ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
    if (ImGui::Button(color_label(side), ImVec2(half, touch_target()))) director_side_ = side;
    if (current) ImGui::PopStyleColor();
    tap_targets().add_last_item((std::string("director.against.") + color_id(side)).c_str());
  }
  // Each offence with the next step of the ruleset's own ladder and its rule.
  ImGui::SetWindowFontScale(0.85f);
  int column = 0;
  for (const rules::PenaltyLadder& ladder : ruleset.penalties) {
    int earlier = 0;
    for (const game::Entry& e : game_.entries()) {
      if (e.event && e.event->kind == rules::EventKind::kPenalty &&
          e.event->side == director_side_ && e.event->offence == ladder.offence) {
        ++earlier;
      }
    }
    const std::size_t next =
        std::min<std::size_t>(static_cast<std::size_t>(earlier) + 1, ladder.steps.size()) - 1;
    const std::string label =
        std::string(offence_label(ladder.offence)) + "\n" +
        (ladder.steps.empty() ? std::string("no penalty")
                              : step_text(ladder.steps[next], director_side_)) +
        "\n" + ruleset.cite_number(ladder.rule);
    const std::string target =
        "director.penalty." + std::string(rules::offence_name(ladder.offence));
    if (column++ % 2) ImGui::SameLine();
    if (ImGui::Button((label + "##" + target).c_str(), ImVec2(half, 0))) {
      rules::ScenarioEvent penalty =
          game::make_event(rules::Actor::kTd, rules::EventKind::kPenalty);
      penalty.side = director_side_;
      penalty.offence = ladder.offence;
      if (record(at, {Entry::of(penalty)}, true)) {
        ImGui::SetWindowFontScale(1.0f);
        return;
      }
    }
    tap_targets().add_last_item(target.c_str());
  }
  ImGui::SetWindowFontScale(1.0f);
  ImGui::TextUnformatted("Time");
  for (const Color side : {Color::White, Color::Black}) {
    if (side == Color::Black) ImGui::SameLine();
    const std::string label = std::string("Set ") + color_label(side) + "\xE2\x80\xA6";
    if (ImGui::Button(label.c_str(), ImVec2(half, touch_target()))) {
      clock::DisplayFormat format;
      format.tenths_below = 0;
      output.ask_text =
          TextRequest{std::string("set-time.") + color_id(side),
                      std::string(color_label(side)) + "'s time, as m:ss (for example 4:30)",
                      clock::format_remaining(
                          game_.game_clock().remaining(
                              side == Color::White ? clock::Side::White : clock::Side::Black,
                              game_.game_time(input.now)),
                          format)};
    }
    tap_targets().add_last_item((std::string("director.set.") + color_id(side)).c_str());
  }
  // Excess time (US Chess 11-3): back to the control's own time, if the arbiter allows it now.
  const auto control = clock::parse_time_control(game_.time_control());
  if (control && control->method == clock::Method::Standard && !control->periods.empty()) {
    const std::int64_t base = control->periods.front().time;
    for (const Color side : {Color::White, Color::Black}) {
      const clock::Side s = side == Color::White ? clock::Side::White : clock::Side::Black;
      if (game_.game_clock().remaining(s, game_.game_time(input.now)) <= base) continue;
      const std::string label = std::string("Reduce ") + color_label(side) + "'s excess time to " +
                                clock::format_remaining(base, clock::DisplayFormat{0});
      if (wide_button(label.c_str(), (std::string("director.reduce.") + color_id(side)).c_str())) {
        rules::ScenarioEvent set = game::make_event(rules::Actor::kTd, rules::EventKind::kSetTime);
        set.side = side;
        set.ms = base;
        if (record(at, {Entry::of(set)}, true)) return;
      }
    }
  }
  const game::Millis t = game_.game_time(input.now);
  const bool paused = game_.game_clock().phase(t) == clock::Phase::Paused;
  if (!game_.over()) {
    if (wide_button(paused ? "Restart the clocks" : "Stop the clocks for a dispute",
                    "director.stop")) {
      record(at,
             {Entry::of(game::make_event(rules::Actor::kTd, paused ? rules::EventKind::kResume
                                                                   : rules::EventKind::kPause))},
             false);
    }
  }
  if (!notice_.empty()) {
    const ImVec4 warning = colors::kWarning;
    wrapped(notice_, &warning);
  }
  if (wide_button("Close", "director.close")) close = true;
}

void ClockScreen::draw_promote(const FrameInput& input, bool& close) {
  const Color p = promoter_;
  ImGui::PushFont(Fonts::title());
  ImGui::Text("%s promotes", color_label(p));
  ImGui::PopFont();
  const rules::Ruling r = game_.ruling(input.now);
  if (!r.log.empty()) wrapped(r.log.back().text);
  ImGui::TextDisabled("When the new piece is on the board:");
  const float inner = ImGui::GetContentRegionAvail().x;
  const float half = (inner - ImGui::GetStyle().ItemSpacing.x) / 2;
  struct Choice {
    const char* label;
    const char* target;
    chess::PieceType piece;
  };
  const Choice choices[] = {{"Queen", "promote.q", chess::PieceType::Queen},
                            {"Rook", "promote.r", chess::PieceType::Rook},
                            {"Bishop", "promote.b", chess::PieceType::Bishop},
                            {"Knight", "promote.n", chess::PieceType::Knight}};
  int column = 0;
  for (const Choice& c : choices) {
    if (column++ % 2) ImGui::SameLine();
    if (ImGui::Button(c.label, ImVec2(half, touch_target()))) {
      rules::ScenarioEvent promote =
          game::make_event(game::actor_of(p), rules::EventKind::kPromote);
      promote.piece = c.piece;
      std::vector<Entry> entries = {Entry::of(promote)};
      if (promotion_resume_by_) {
        entries.push_back(Entry::of(
            game::make_event(game::actor_of(*promotion_resume_by_), rules::EventKind::kResume)));
      }
      const EpochMillis at = input.pointer_down_at.value_or(input.now);
      if (record(at, entries, false)) {
        promotion_resume_by_.reset();
        close = true;
      }
    }
    tap_targets().add_last_item(c.target);
  }
}

void ClockScreen::open_board_setup(ClaimStep from) {
  ClaimDraft& d = *claim_;
  d.board_from = from;
  d.step = ClaimStep::Board;
  d.setup_board = chess::kings_only_board();
  const auto entered =
      d.board_fen.empty() ? game_.entered_board() : std::optional<std::string>(d.board_fen);
  if (entered) {
    if (auto pasted = chess::board_from_text(*entered); pasted.board) d.setup_board = *pasted.board;
  }
  notice_.clear();
}

void ClockScreen::draw_board_setup() {
  ClaimDraft& d = *claim_;
  const float inner = ImGui::GetContentRegionAvail().x;
  const float spacing_x = ImGui::GetStyle().ItemSpacing.x;
  ImGui::PushTextWrapPos(0);
  // An illegal move is put on the board by the arbiter's stand-in, so the board is the one before
  // it.
  ImGui::TextDisabled(
      d.illegal_claim_by
          ? "The board before the illegal move: pick a man, tap its squares (again to take it off)."
          : "Copy the board: pick a man, tap its squares (again to take it off).");
  ImGui::PopTextWrapPos();

  // The board takes what the rest of the sheet leaves: three rows of men and tools, a line or two
  // of notice, the two buttons.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float row = touch_target() + style.ItemSpacing.y;
  const float reserved =
      4 * row + 2 * ImGui::GetTextLineHeightWithSpacing() + style.WindowPadding.y + 24;
  const float room = ImGui::GetMainViewport()->WorkSize.y - ImGui::GetCursorPosY() - reserved;
  const float board_size = std::max(160.0f, std::min({inner, 400.0f, room}));
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (inner - board_size) / 2);
  if (const auto square = draw_tappable_board(d.setup_board, board_size)) {
    notice_ = chess::place_on_board(d.setup_board, *square, d.brush);
  }

  // The men to put down, a row per side, then the empty square.
  constexpr chess::PieceType kTypes[] = {chess::PieceType::King,   chess::PieceType::Queen,
                                         chess::PieceType::Rook,   chess::PieceType::Bishop,
                                         chess::PieceType::Knight, chess::PieceType::Pawn};
  constexpr const char* kTypeIds[] = {"king", "queen", "rook", "bishop", "knight", "pawn"};
  const float cell = (inner - spacing_x * 5) / 6;
  const auto brush_button = [&](chess::Piece piece, const std::string& id) {
    // On the board's light square colour, so both colours of men read; the chosen one framed.
    const bool current = d.brush == piece;
    const ImVec4 light(0.91f, 0.86f, 0.77f, 1.0f);
    ImGui::PushStyleColor(ImGuiCol_Button, current ? colors::kAccent : light);
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, current ? colors::kAccent : light);
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.1f, 0.1f, 0.1f, 1.0f));
    const char* label = piece == chess::Piece::None ? "\xE2\x9C\x97" : "";
    if (ImGui::Button((std::string(label) + "##" + id).c_str(), ImVec2(cell, touch_target())))
      d.brush = piece;
    ImGui::PopStyleColor(3);
    tap_targets().add_last_item(id.c_str());
    if (piece != chess::Piece::None) {
      const ImVec2 min = ImGui::GetItemRectMin();
      const ImVec2 max = ImGui::GetItemRectMax();
      draw_man(ImGui::GetWindowDrawList(), piece, ImVec2((min.x + max.x) / 2, (min.y + max.y) / 2),
               std::min(max.y - min.y, cell) * 0.9f);
    }
  };
  for (const Color side : {Color::White, Color::Black}) {
    for (int i = 0; i < 6; ++i) {
      if (i > 0) ImGui::SameLine();
      brush_button(chess::make_piece(side, kTypes[i]),
                   "brush." + std::string(color_id(side)) + "-" + kTypeIds[i]);
    }
  }
  brush_button(chess::Piece::None, "brush.empty");
  ImGui::SameLine();
  const float rest = (inner - cell - spacing_x * 3) / 3;
  if (ImGui::Button("Kings", ImVec2(rest, touch_target()))) {
    d.setup_board = chess::kings_only_board();
    notice_.clear();
  }
  tap_targets().add_last_item("board.kings-only");
  ImGui::SameLine();
  if (ImGui::Button("Start", ImVec2(rest, touch_target()))) {
    d.setup_board = chess::starting_board();
    notice_.clear();
  }
  tap_targets().add_last_item("board.start");
  ImGui::SameLine();
  if (ImGui::Button("FEN\xE2\x80\xA6", ImVec2(rest, touch_target()))) {
    ask_text_ =
        TextRequest{"board-fen", "Paste the board in FEN (from a board app or a game viewer)", "",
                    sheet_turned_};
  }
  tap_targets().add_last_item("board.paste");

  if (notice_.empty()) {
    ImGui::TextDisabled("Men: %s", chess::material_signature(d.setup_board).c_str());
  } else {
    const ImVec4 warning = colors::kWarning;
    wrapped(notice_, &warning);
  }
  const float half = (inner - spacing_x) / 2;
  if (ImGui::Button("Back", ImVec2(half, touch_target()))) {
    d.step = d.board_from;
    d.losing_chances = false;
    notice_.clear();
  }
  tap_targets().add_last_item("board.back");
  ImGui::SameLine();
  ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
  const char* use_label = d.losing_chances ? "Rule on it" : "Use this board";
  if (ImGui::Button(use_label, ImVec2(half, touch_target()))) {
    d.board_fen = chess::to_fen(d.setup_board);
    notice_.clear();
    if (d.losing_chances) {
      confirm_claim();
      // Refused (the notice says why): the claim stays open on the board for another try.
    } else {
      d.step = d.board_from;
    }
  }
  ImGui::PopStyleColor();
  tap_targets().add_last_item("board.use");
}

nlohmann::json ClockScreen::claim_state() const {
  if (!claim_) return nullptr;
  const char* steps[] = {"choose", "details", "draw", "result", "board"};
  return {
      {"claimant", color_id(claim_->claimant)},
      {"at", claim_->at},
      {"step", steps[static_cast<int>(claim_->step)]},
      {"time_claim_by", claim_->time_claim_by ? nlohmann::json(color_id(*claim_->time_claim_by))
                                              : nlohmann::json(nullptr)},
      {"illegal_claim_by", claim_->illegal_claim_by
                               ? nlohmann::json(color_id(*claim_->illegal_claim_by))
                               : nlohmann::json(nullptr)},
      {"kind", claim_->press_without_move ? "press-without-move"
                                          : std::string(game::illegal_kind_name(claim_->kind))},
      {"take_king", claim_->take_king},
      {"material", {{"white", claim_->material[0]}, {"black", claim_->material[1]}}},
      {"board_fen", claim_->board_fen},
      {"setup_board", claim_->step == ClaimStep::Board
                          ? nlohmann::json(chess::to_fen(claim_->setup_board))
                          : nlohmann::json(nullptr)},
      {"brush", claim_->brush == chess::Piece::None
                    ? std::string("empty")
                    : std::string(1, chess::piece_symbol(claim_->brush))},
  };
}

}  // namespace flagfall::ui
