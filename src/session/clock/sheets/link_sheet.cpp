// The clock's set-up links (docs/offline.md): one opened from the page's address, and the link for
// the current settings shown as text and as a QR code; a shared case or class set arriving while a
// game is in progress asks first; and a finished game's result for the director on the same sheet,
// with its round, board and players' names typed when the link did not give them.
#include "session/clock/sheets/link_sheet.h"

#include <algorithm>
#include <charconv>
#include <utility>

#include "game/board_result_json.h"
#include "json/utf8.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets_internal.h"
#include "session/clock/live_text.h"
#include "session/packed_link.h"
#include "words/words.h"

namespace flagfall::session {

using chess::Color;
using sheet_words::fixed;
using words::Msg;

std::string link_question(const ClockSession& s, EpochMillis now) {
  std::string clock_words;
  if (s.bar_view(now) == BarView::kPause) {
    const auto running = s.game().game_clock().running_side(s.game().game_time(now));
    clock_words = " " + capitalised(words::format<Msg::kClockSheetLinkRunning>(
                            side_of_words(running.value_or(Color::White))));
  } else if (in_progress(s)) {
    clock_words = " " + std::string(words::text(Msg::kClockSheetLinkStopped));
  }
  if (!s.arrived_link().trainer.empty()) {
    const bool set = s.arrived_link().trainer.starts_with("#set=");
    return std::string(words::text(set ? Msg::kClockSheetLinkClassSet : Msg::kClockSheetLinkCase)) +
           clock_words;
  }
  const auto& link = s.arrived_link().setup;
  if (!link) return "";
  const rules::Ruleset* ruleset = rules::find_ruleset(link->ruleset);
  return words::format<Msg::kClockSheetLinkSetup>(
             ruleset ? std::string(words::text(ruleset->name)) : link->ruleset,
             control_label(link->control, link->black, link->draw_counts_for_black)) +
         clock_words;
}

ClockControls link_choices(const ClockSession& s, EpochMillis now) {
  if (!s.arrived_link().trainer.empty()) {
    return fixed({{s.bar_view(now) == BarView::kPause ? Msg::kClockSheetLinkPauseOpen
                                                      : Msg::kClockSheetLinkOpen,
                   A::kLinkAccept},
                  {Msg::kClockSheetLinkKeepPlaying, A::kLinkKeep}});
  }
  return fixed(
      {{Msg::kClockSheetLinkReplace, A::kLinkAccept}, {Msg::kClockSheetKeepGame, A::kLinkKeep}});
}

std::string link_explanation(const ClockSession& s) {
  const SetupLinkSheet& sheet = s.setup_link_sheet();
  if (sheet.result.empty()) return std::string(words::text(Msg::kClockSheetSetupLinkExplanation));
  const game::EventPlace& at = s.place();
  std::string place = at.round > 0 && at.board > 0
                          ? words::format<Msg::kClockSheetResultRoundBoard>(
                                std::to_string(at.round), std::to_string(at.board))
                          : std::string(words::text(Msg::kClockSheetResultNoPlace));
  if (!at.event.empty()) place = at.event + " \xC2\xB7 " + place;
  const rules::Ruling ruling = s.game().ruling(0);
  std::string result(rules::score_text(ruling.outcome, rules::ScoreStyle::kScreen));
  if (!ruling.rule.empty()) result += " (" + s.game().ruleset().cite_number(ruling.rule) + ")";
  return words::format<Msg::kClockSheetResultExplanation>(place, result) + " " +
         std::string(
             words::text(sheet.qr ? Msg::kClockSheetResultScan : Msg::kClockSheetResultNoCode));
}

ClockControls link_sheet_controls(const ClockSession& s) {
  if (s.setup_link_sheet().result.empty()) {
    return fixed(
        {{Msg::kClockSheetSetupLinkShare, A::kLinkShare}, {Msg::kClockSheetClose, A::kLinkClose}});
  }
  return fixed({{Msg::kClockSheetSetupLinkShare, A::kLinkShare},
                {Msg::kClockSheetResultFile, A::kResultFile}});
}

void ClockSession::open_setup_link(std::string_view fragment) {
  if (!is_setup_link(fragment)) return;
  auto link = parse_setup_link(fragment);
  link_.arrived.trainer.clear();
  if (link) {
    link_.arrived.setup = std::move(link).value();
    link_.problem.clear();
  } else {
    link_.arrived.setup.reset();
    link_.problem = link.error().message();
    refused_link_ = std::string(fragment);
  }
  settle_link_unless_busy();
}

void ClockSession::words_changed() {
  // A refused save is read again: its problem is the same, in the words now on show.
  if (!refused_save_.empty()) restore_problem_ = restore_save(refused_save_).value_or("");
  if (sheet_ != ClockSheet::kNotice || notice_ != notice_made_) return;
  if (!refused_link_.empty()) {
    if (auto link = parse_setup_link(refused_link_); !link)
      notice_ = words::format<Msg::kClockNoticeLinkRefused>(link.error().message());
  } else if (!restore_problem_.empty()) {
    notice_ = words::format<Msg::kClockNoticeRestoreFailed>(restore_problem_);
  }
  notice_made_ = notice_;
}

void ClockSession::offer_trainer_link(std::string_view fragment) {
  link_.arrived.trainer = std::string(fragment);
  link_.arrived.setup.reset();
  link_.problem.clear();
  settle_link_unless_busy();
}

void ClockSession::settle_link_unless_busy() {
  // A claim, a ruling, a promotion, an ending or the director's panel is the game's own business:
  // the link waits until it closes (show() takes it up then).
  switch (sheet_) {
    case ClockSheet::kClaim:
    case ClockSheet::kRuling:
    case ClockSheet::kPromote:
    case ClockSheet::kDirector:
    case ClockSheet::kConfirmEnd:
      return;
    default:
      settle_link();
  }
}

void ClockSession::open_link(EpochMillis at) {
  intent_at_ = at;
  if (link_.arrived.trainer.empty()) return;
  // The game waits for the players: a running clock is paused first, as the question said.
  if (bar_view(at) == BarView::kPause && record(at, game::players_pause_entries(), false))
    announce(std::string(words::text(Msg::kClockNoticePaused)));
  link_.open_trainer_link = std::exchange(link_.arrived.trainer, std::string());
  show(ClockSheet::kNone);
}

bool ClockSession::link_waits() const {
  return link_.arrived.setup.has_value() || !link_.problem.empty() ||
         !link_.arrived.trainer.empty();
}

void ClockSession::settle_link() {
  if (!link_.problem.empty()) {
    notice_ = notice_made_ =
        words::format<Msg::kClockNoticeLinkRefused>(std::exchange(link_.problem, std::string()));
    show(ClockSheet::kNotice);
    return;
  }
  if (!link_.arrived.trainer.empty()) {
    notice_.clear();
    show(ClockSheet::kConfirmLink);
    return;
  }
  if (!link_.arrived.setup) return;
  if (started()) {
    notice_.clear();
    show(ClockSheet::kConfirmLink);
    return;
  }
  accept_setup_link();
}

void ClockSession::accept_setup_link() {
  if (!link_.arrived.setup) return;
  const SetupLink link = *std::exchange(link_.arrived.setup, std::nullopt);
  settings_.ruleset = link.ruleset;
  settings_.control = link.control;
  settings_.black_control = link.black;
  settings_.draw_counts_for_black = link.draw_counts_for_black;
  notice_.clear();
  start_new_game();
  link_.place = {link.event, link.round, link.board, "", ""};
  show(ClockSheet::kNone);
}

void ClockSession::keep_game() {
  link_.arrived.setup.reset();
  link_.arrived.trainer.clear();
  show(ClockSheet::kNone);
}

void ClockSession::open_setup_link_sheet() {
  link_.sheet.text = setup_link_address(
      link_.page_address, {settings_.ruleset, settings_.control, settings_.black_control,
                           settings_.draw_counts_for_black});
  link_.sheet.qr = qr_matrix(link_.sheet.text);
  link_.sheet.qr_text.clear();
  link_.sheet.result.clear();
  link_.sheet.problem.clear();
  show(ClockSheet::kSetupLink);
}

bool ClockSession::open_result_sheet() {
  if (sheet_ != ClockSheet::kRecord || !live().over()) return false;
  link_.sheet.problem.clear();
  make_result_link();
  show(ClockSheet::kSetupLink);
  return true;
}

void ClockSession::make_result_link() {
  link_.sheet.result = game::board_result_json(game::board_result_of(live(), link_.place));
  link_.sheet.text = board_result_address(link_.page_address, link_.sheet.result);
  link_.sheet.qr = qr_matrix(link_.sheet.text);
  link_.sheet.qr_text.clear();
  link_.sheet.pack_asked = false;
}

void ClockSession::link_packed(std::string_view link, std::string_view packed) {
  take_packed_link(link_.sheet.text, link, packed, link_.sheet.qr, link_.sheet.qr_text);
}

bool ClockSession::ask_place(int field) {
  if (sheet_ != ClockSheet::kSetupLink || link_.sheet.result.empty() || field < 0 || field > 3)
    return false;
  const game::EventPlace& at = link_.place;
  const int number = field == 0 ? at.round : at.board;
  const std::string initial = field < 2    ? (number > 0 ? std::to_string(number) : std::string())
                              : field == 2 ? at.white
                                           : at.black;
  constexpr Msg kPrompts[] = {Msg::kClockSheetResultAskRound, Msg::kClockSheetResultAskBoard,
                              Msg::kClockSheetResultAskWhite, Msg::kClockSheetResultAskBlack};
  ask_text_ = TextRequest{std::string("place.") + kPlaceFields[field],
                          std::string(words::text(kPrompts[field])), initial};
  return true;
}

void ClockSession::set_place(int field, std::string_view typed) {
  if (sheet_ != ClockSheet::kSetupLink || link_.sheet.result.empty()) return;
  const std::string_view text = trimmed(typed);
  game::EventPlace place = link_.place;
  if (field < 2) {
    const int most = field == 0 ? 99 : 999;
    int number = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (!text.empty() &&
        (error != std::errc() || end != text.data() + text.size() || number < 1 || number > most)) {
      link_.sheet.problem = words::format<Msg::kClockSheetResultNotNumber>(
          text, std::to_string(most),
          words::text(field == 0 ? Msg::kClockSheetResultTheRound
                                 : Msg::kClockSheetResultTheBoard));
      return;
    }
    (field == 0 ? place.round : place.board) = text.empty() ? 0 : number;
  } else {
    if (text.size() > game::kMaxNameBytes || !json::one_line(text)) {
      link_.sheet.problem =
          words::format<Msg::kClockSheetResultLongName>(std::to_string(game::kMaxNameBytes));
      return;
    }
    (field == 2 ? place.white : place.black) = std::string(text);
  }
  link_.sheet.problem.clear();
  link_.place = std::move(place);
  note_change();
  make_result_link();
}

ClockControls result_place_controls(const ClockSession& s) {
  const game::EventPlace& at = s.place();
  const auto number = [](int n) { return n > 0 ? std::to_string(n) : std::string("?"); };
  const auto name = [](const std::string& n) { return n.empty() ? std::string("?") : n; };
  const std::string labels[] = {words::format<Msg::kClockSheetResultRound>(number(at.round)),
                                words::format<Msg::kClockSheetResultBoard>(number(at.board)),
                                words::format<Msg::kClockSheetResultWhite>(name(at.white)),
                                words::format<Msg::kClockSheetResultBlack>(name(at.black))};
  ClockControls out;
  for (int i = 0; i < 4; ++i) {
    out.push_back({labels[i], ClockIntent{A::kResultPlace, std::nullopt, i}});
  }
  out.push_back(control(Msg::kClockSheetClose, {A::kLinkClose}));
  return out;
}

bool ClockSession::save_result_file() {
  if (sheet_ != ClockSheet::kSetupLink || link_.sheet.result.empty()) return false;
  std::string name = "flagfall-result";
  if (link_.place.round > 0) name += "-round-" + std::to_string(link_.place.round);
  if (link_.place.board > 0) name += "-board-" + std::to_string(link_.place.board);
  export_ = ExportRequest{"download", name + ".json", "application/json", link_.sheet.result};
  return true;
}

void ClockSession::export_done(std::string said) {
  if (said.empty()) return;
  export_said_ = said;
  announce(std::move(said));
}

void ClockSession::share_setup_link() {
  if (sheet_ != ClockSheet::kSetupLink) return;
  export_ = ExportRequest{"share", "flagfall-setup-link.txt", "text/plain", link_.sheet.text};
}

}  // namespace flagfall::session
