// The clock screen's own intents: the halves, the bar (pause, resume) and what every sheet shares
// (showing a sheet, a notice, recording entries, a text field's answer); each sheet's own are in
// its model (sheets/).
#include "session/clock/clock_session.h"

#include <algorithm>
#include <charconv>

#include "clock/notation.h"
#include "session/clock/live_text.h"
#include "session/packed_link.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using chess::Color;

// A game under `settings`, which fall back to the defaults if they cannot make one.
game::LiveGame fresh_game(ClockSettings& settings) {
  auto game = game::LiveGame::make({settings.ruleset, settings.control, "",
                                    settings.draw_counts_for_black, settings.black_control});
  if (!game) {
    settings = ClockSettings{};
    game = game::LiveGame::make({settings.ruleset, settings.control, ""});
  }
  return std::move(game).value();
}

}  // namespace

ClockSession::ClockSession() {
  note_change();  // a new game is saved (which makes it: live())
}

const game::LiveGame& ClockSession::live() const {
  if (!game_) {
    ClockSettings settings = settings_;
    game_ = fresh_game(settings);
  }
  return *game_;
}

game::LiveGame& ClockSession::live() {
  std::as_const(*this).live();
  return *game_;
}

const std::string& ClockSession::notice() const {
  if (claim_ && claim_->step == ClaimStep::kBoard) return claim_->board.notice();
  return notice_;
}

void ClockSession::say(std::string notice) {
  if (claim_ && claim_->step == ClaimStep::kBoard) {
    claim_->board.set_notice(std::move(notice));
  } else {
    notice_ = std::move(notice);
  }
}

void ClockSession::show(ClockSheet next) {
  // A player's claim (once he has chosen it), his promotion, the ending he confirms and the
  // ruling on any of them face him; everything else faces the phone's holder.
  const bool from_players = last_shown_ == ClockSheet::kClaim ||
                            last_shown_ == ClockSheet::kPromote ||
                            (last_shown_ == ClockSheet::kConfirmEnd && claim_.has_value());
  // An ending asked about from the claim sheet keeps the claim to go back to.
  if (next != ClockSheet::kClaim && next != ClockSheet::kConfirmEnd) claim_.reset();
  if (next != ClockSheet::kConfirmEnd) ending_.reset();
  if (next != ClockSheet::kConfirmReset) reset_.pending_settings.reset();
  if (next != ClockSheet::kPicker)
    picker_.saved_selected.reset();  // the saved list is the picker's
  // A set-up link that came while a sheet of the game's own was open is taken up once it closes.
  if (next == ClockSheet::kNone && link_waits()) {
    settle_link();
    return;
  }
  if (next == sheet_) return;
  sheet_ = next;
  hold_.reset();         // its control went with the sheet
  export_said_.clear();  // said on the sheet that asked
  opened();
  if (next == ClockSheet::kNone) return;
  std::optional<Color> faces;
  if (next == ClockSheet::kClaim && claim_ && claim_->step != ClaimStep::kChoose)
    faces = claim_->draft.claimant;
  if (next == ClockSheet::kPromote) faces = promotion_.promoter;
  if ((next == ClockSheet::kRuling && from_players) ||
      (next == ClockSheet::kConfirmEnd && claim_.has_value())) {
    faces = faces_;
  }
  faces_ = faces;
  last_shown_ = next;
}

bool ClockSession::sheet_turned() const {
  // The first step of a claim is drawn on both halves, each facing its player.
  if (sheet_ == ClockSheet::kClaim && claim_ && claim_->step == ClaimStep::kChoose) return false;
  return sheet_ != ClockSheet::kNone &&
         faces_ == (settings_.far_side == clock::Side::White ? std::optional(Color::White)
                                                             : std::optional(Color::Black));
}

clock::DisplayFormat ClockSession::display_format() const {
  clock::DisplayFormat format;
  format.tenths_below = settings_.tenths ? 20 * clock::kSecond : 0;
  return format;
}

EpochMillis ClockSession::view_time(EpochMillis now) const {
  if (claim_) return claim_->draft.at;  // the clocks stand still from the stop
  return now;
}

clock::Millis ClockSession::remaining(Color side, EpochMillis now) const {
  return live().game_clock().remaining(side, live().game_time(now));
}

void ClockSession::start_new_game() {
  game_ = fresh_game(settings_);
  claim_.reset();
  ending_.reset();
  ruling_.undo.reset();
  flag_announced_ = {};
  low_time_said_ = {};
  stage_said_ = {1, 1};
  stage_marked_until_ = {};
  both_flags_said_ = over_said_ = false;
  note_change();
}

bool ClockSession::record(EpochMillis at, std::vector<game::Entry> entries, bool show_ruling,
                          int us) {
  game::Millis t = live().game_time(at);
  const std::size_t before = live().entries().size();
  const bool was_over = live().over();
  const std::string problem = live().record(at, std::move(entries), us);
  if (!problem.empty()) {
    say(words::format<words::Msg::kClockNoticeNotRecorded>(problem));
    return false;
  }
  note_change();
  if (!was_over && live().over()) {
    // An ending may be taken back for a while (undo_ending()).
    ruling_.undo = UndoOffer{before, at, std::max(intent_at_, last_frame_at_) + kUndoWindowMs};
  }
  if (show_ruling) {
    const rules::Ruling ruling = live().ruling(at);
    announce(ruling.rule.empty()
                 ? words::format<words::Msg::kClockNoticeRuling>(ruling_headline(ruling))
                 : words::format<words::Msg::kClockNoticeRulingRule>(
                       ruling_headline(ruling), live().ruleset().cite_number(ruling.rule)),
             true);
    over_said_ = live().over();
    // The ruling starts where the new entries reach back to (a reported move goes with an
    // earlier press).
    const game::Compiled& compiled = live().compiled();
    for (std::size_t i = 0; i < compiled.source.size(); ++i) {
      if (compiled.source[i] && *compiled.source[i] >= before)
        t = std::min(t, compiled.scenario.events[i].t);
    }
    ruling_.from = t;
    show(ClockSheet::kRuling);
  }
  return true;
}

void ClockSession::tap_half(Color side, EpochMillis at, int us) {
  intent_at_ = at;
  ruling_.undo.reset();  // the next tap on a half ends an ending's Undo, and a new game's
  reset_.replaced.reset();
  // While the clocks stand for a claim, a press would change the game under it.
  if (claim_ || sheet_ == ClockSheet::kConfirmEnd) return;
  if (!started()) {
    // The player who does not move first starts the opponent's clock, as at a board.
    if (side != ~live().first_to_move()) return;
    if (live().start(at, us).empty()) note_change();
    return;
  }
  if (live().press(side, at, us).empty()) {
    note_change();
    give_press_feedback();
  }
}

void ClockSession::pause(EpochMillis at, int us) {
  intent_at_ = at;
  if (bar_view(at) == BarView::kPause && record(at, game::players_pause_entries(), false, us))
    announce(std::string(words::text(words::Msg::kClockNoticePaused)));
}

void ClockSession::resume(EpochMillis at, int us) {
  intent_at_ = at;
  if (bar_view(at) == BarView::kResume && record(at, game::players_resume_entries(), false, us))
    announce(std::string(words::text(words::Msg::kClockNoticeRunning)));
}

void ClockSession::dismiss_notice() {
  notice_.clear();
  show(ClockSheet::kNone);
}

void ClockSession::text_entered(std::string_view id, std::string_view text, bool confirmed) {
  if (!confirmed) return;
  if (id == "control") {
    custom_control(text);
  } else if (id == "black-control") {
    black_control(text);
  } else if (id == "control-name") {
    save_control(text);
  } else if (id == "control-rename") {
    rename_saved(text);
  } else if (id.starts_with("place.")) {
    for (int f = 0; f < static_cast<int>(std::size(kPlaceFields)); ++f) {
      if (id.substr(6) == kPlaceFields[f]) set_place(f, text);
    }
  } else if (id == "board-fen") {
    if (claim_ && claim_->step == ClaimStep::kBoard) claim_->board.paste_fen(text);
  } else if (id == "set-moves.white" || id == "set-moves.black") {
    set_moves(id == "set-moves.white" ? Color::White : Color::Black, text, last_frame_at_);
  } else if (id == "set-time.white" || id == "set-time.black") {
    // The time is set at the instant the director confirms it.
    set_time(id == "set-time.white" ? Color::White : Color::Black, text, last_frame_at_);
  }
}

std::optional<std::string> ClockSession::take_study() {
  auto out = std::move(record_.study);
  record_.study.reset();
  return out;
}

std::optional<ExportRequest> ClockSession::take_export() {
  // A result's link too long for a code: the page is asked once to pack it (link_packed()).
  if (!export_ && sheet_ == ClockSheet::kSetupLink)
    return pack_request(link_.sheet.text, link_.sheet.qr, link_.sheet.pack_asked);
  auto out = std::move(export_);
  export_.reset();
  if (out) export_said_.clear();  // nothing said of it until the page answers
  return out;
}

bool ClockSession::take_unsaved_change() {
  const bool change = unsaved_change_;
  unsaved_change_ = false;
  return change;
}

}  // namespace flagfall::session
