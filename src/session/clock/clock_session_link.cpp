// The clock's set-up links (docs/offline.md): one opened from the page's address, and the link for
// the current settings shown as text and as a QR code; a shared case or class set arriving while a
// game is in progress; and the landscape halves' turn setting.
#include <utility>

#include "session/clock/clock_session.h"

namespace flagfall::session {

void ClockSession::open_setup_link(std::string_view fragment) {
  if (!is_setup_link(fragment)) return;
  auto link = parse_setup_link(fragment);
  arrived_.trainer.clear();
  if (link) {
    arrived_.setup = std::move(link).value();
    link_problem_.clear();
  } else {
    arrived_.setup.reset();
    link_problem_ = link.error().message();
  }
  settle_link_unless_busy();
}

void ClockSession::offer_trainer_link(std::string_view fragment) {
  arrived_.trainer = std::string(fragment);
  arrived_.setup.reset();
  link_problem_.clear();
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
  if (arrived_.trainer.empty()) return;
  // The game waits for the players: a running clock is paused first, as the question said.
  if (bar_view(at) == BarView::kPause && record(at, game::players_pause_entries(), false))
    announce("Clocks paused.");
  open_trainer_link_ = std::exchange(arrived_.trainer, std::string());
  show(ClockSheet::kNone);
}

bool ClockSession::link_waits() const {
  return arrived_.setup.has_value() || !link_problem_.empty() || !arrived_.trainer.empty();
}

void ClockSession::settle_link() {
  if (!link_problem_.empty()) {
    notice_ = std::exchange(link_problem_, std::string());
    notice_ += " The clock is unchanged.";
    show(ClockSheet::kNotice);
    return;
  }
  if (!arrived_.trainer.empty()) {
    notice_.clear();
    show(ClockSheet::kConfirmLink);
    return;
  }
  if (!arrived_.setup) return;
  if (started()) {
    notice_.clear();
    show(ClockSheet::kConfirmLink);
    return;
  }
  accept_setup_link();
}

void ClockSession::accept_setup_link() {
  if (!arrived_.setup) return;
  const SetupLink link = *std::exchange(arrived_.setup, std::nullopt);
  settings_.ruleset = link.ruleset;
  settings_.control = link.control;
  settings_.black_control = link.black;
  settings_.draw_counts_for_black = link.draw_counts_for_black;
  notice_.clear();
  start_new_game();
  show(ClockSheet::kNone);
}

void ClockSession::keep_game() {
  arrived_.setup.reset();
  arrived_.trainer.clear();
  show(ClockSheet::kNone);
}

void ClockSession::open_setup_link_sheet() {
  link_sheet_.text =
      setup_link_address(page_address_, {settings_.ruleset, settings_.control,
                                         settings_.black_control, settings_.draw_counts_for_black});
  link_sheet_.qr = qr_matrix(link_sheet_.text);
  show(ClockSheet::kSetupLink);
}

void ClockSession::export_done(std::string said) {
  if (said.empty()) return;
  export_said_ = said;
  announce(std::move(said));
}

void ClockSession::share_setup_link() {
  if (sheet_ != ClockSheet::kSetupLink) return;
  export_ = ExportRequest{"share", "flagfall-setup-link.txt", "text/plain", link_sheet_.text};
}

void ClockSession::toggle_turn_halves() {
  settings_.turn_halves = !settings_.turn_halves;
  note_change();
}

}  // namespace flagfall::session
