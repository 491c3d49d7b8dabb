// The clock for the ear and the keyboard: intents by id (the drawn sheets' taps and the accessible
// mirror's buttons), keys and live announcements. The mirror itself is in clock_mirror.cpp.
#include <algorithm>
#include <string>
#include <utility>

#include "rules/ruleset.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets.h"
#include "session/clock/live_text.h"
#include "session/intent_id.h"

namespace flagfall::session {
namespace {

using chess::Color;

// The side named at the end of an intent id ("claim.white" -> White), if `intent` is
// `prefix` + a side.
std::optional<Color> side_after(std::string_view intent, std::string_view prefix) {
  if (intent.substr(0, prefix.size()) != prefix) return std::nullopt;
  const std::string_view side = intent.substr(prefix.size());
  if (side == "white") return Color::White;
  if (side == "black") return Color::Black;
  return std::nullopt;
}

// A claim's first-step control on a player's half: "claim.time.black" is Black's "claim.time".
// The base id and the side, if `intent` ends in one.
std::pair<std::string_view, std::optional<Color>> split_side(std::string_view intent) {
  const std::size_t dot = intent.rfind('.');
  if (dot == std::string_view::npos) return {intent, std::nullopt};
  const auto side = side_after(intent.substr(dot), ".");
  return side ? std::pair(intent.substr(0, dot), side) : std::pair(intent, std::nullopt);
}

}  // namespace

void ClockSession::announce(std::string text, bool assertive) {
  announcements_.push_back({std::move(text), assertive});
}

void ClockSession::announce_clock_news(EpochMillis now) {
  if (!both_flags_said_ && flag_announced_[0] && flag_announced_[1]) {
    both_flags_said_ = true;
    announce("Both flags down.", true);
  }
  // A new stage (a press into the next control, or the director's correction): said, and marked
  // on the half for a moment. A count taken back is followed silently.
  for (const Color side : chess::kBothColors) {
    const clock::Stage stage = clock::stage(live().game_clock(), side);
    int& said = stage_said_[chess::index_of(side)];
    if (stage.number > said && started()) {
      stage_marked_until_[chess::index_of(side)] = now + kStageMarkMs;
      announce(std::string(color_label(side)) + ": " + stage_text(stage) + ".");
    }
    said = stage.number;
  }
  if (!over_said_ && live().over()) {
    over_said_ = true;
    announce("Game over: " + ruling_headline(live().ruling(now)) + ".", true);
  }
}

void ClockSession::say_times(EpochMillis at) {
  std::string said;
  for (const Color side : chess::kBothColors) {
    const HalfView v = half_view(side, at);
    said += std::string(color_label(side)) + " " +
            clock::format_remaining(v.clock.remaining, display_format()) +
            (v.running ? ", running" : "") + (v.clock.flag_at ? ", flag fallen" : "") + ". ";
  }
  said.pop_back();
  announce(said);
}

bool ClockSession::activate(std::string_view intent, EpochMillis at, int us) {
  intent_at_ = at;
  // At a claim's first step each half has its player's choices: the side makes him the claimant.
  if (claim_ && claim_->step == ClaimStep::kChoose) {
    const auto [base, side] = split_side(intent);
    if (side && base == "claim.none") {
      no_claim(*side, at);
      return true;
    }
    if (side && base.substr(0, 6) == "claim.") {
      choose_claimant(*side);
      return activate(base, at);
    }
  }
  // The controls that take nothing but the tap.
  using Action = void (ClockSession::*)();
  static const struct {
    std::string_view id;
    Action action;
  } kActions[] = {
      {"clock.home", &ClockSession::leave},
      {"clock.control", &ClockSession::open_picker},
      {"clock.more", &ClockSession::open_menu},
      {"picker.custom", &ClockSession::ask_custom_control},
      {"picker.black", &ClockSession::ask_black_control},
      {"picker.armageddon", &ClockSession::choose_armageddon},
      {"picker.save", &ClockSession::ask_save_control},
      {"picker.saved", &ClockSession::edit_saved},
      {"saved.rename", &ClockSession::ask_rename_saved},
      {"saved.delete", &ClockSession::delete_saved},
      {"menu.light", &ClockSession::toggle_light},
      {"menu.record", &ClockSession::open_record},
      {"menu.link", &ClockSession::open_setup_link_sheet},
      {"menu.swap", &ClockSession::swap_sides},
      {"menu.sound", &ClockSession::toggle_sound},
      {"menu.tenths", &ClockSession::toggle_tenths},
      {"menu.turn", &ClockSession::toggle_turn_halves},
      {"menu.low-time", &ClockSession::cycle_low_time},
      {"menu.press", &ClockSession::cycle_press_feedback},
      {"menu.keys", &ClockSession::open_keys},
      {"keys.shift", &ClockSession::use_shift_keys},
      {"keys.pedals", &ClockSession::use_pedal_keys},
      {"keys.choose", &ClockSession::choose_keys},
      {"keys.done", &ClockSession::close_sheet},
      {"menu.reset", &ClockSession::ask_new_game},
      {"reset.confirm", &ClockSession::new_game},
      {"claim.time", &ClockSession::claim_time},
      {"claim.illegal", &ClockSession::claim_illegal},
      {"claim.unpromoted", &ClockSession::claim_unpromoted},
      {"claim.promotion-pause", &ClockSession::claim_promotion_pause},
      {"claim.promotion-stop", &ClockSession::claim_promotion_stop},
      {"claim.draw", &ClockSession::open_draw_claims},
      {"claim.result", &ClockSession::open_results},
      {"claim.dispute", &ClockSession::stop_for_dispute},
      {"claim.both", &ClockSession::toggle_simultaneous_claim},
      {"claim.take-king", &ClockSession::toggle_take_king},
      {"claim.board", &ClockSession::open_board_setup},
      {"claim.board-clear", &ClockSession::use_quick_picks},
      {"claim.back", &ClockSession::claim_back},
      {"claim.confirm", &ClockSession::confirm_claim},
      {"board.back", &ClockSession::board_back},
      {"board.use", &ClockSession::use_board},
      {"draw.losing-chances", &ClockSession::claim_losing_chances},
      {"draw.agreed", &ClockSession::draw_agreed},
      {"draw.director", &ClockSession::stop_for_dispute},
      {"result.agreed", &ClockSession::draw_agreed},
      {"ruling.record", &ClockSession::open_record},
      {"record.export", &ClockSession::export_scenario},
      {"record.times", &ClockSession::toggle_record_times},
      {"record.csv", &ClockSession::export_move_times},
      {"record.pgn", &ClockSession::export_pgn},
      {"record.share", &ClockSession::share_record},
      {"record.study", &ClockSession::study_game},
      {"record.share-case", &ClockSession::share_game},
      {"end.back", &ClockSession::ending_back},
      {"link.keep", &ClockSession::keep_game},
      {"link.share", &ClockSession::share_setup_link},
  };
  for (const auto& entry : kActions) {
    if (entry.id != intent) continue;
    (this->*entry.action)();
    return true;
  }
  if (const auto side = side_after(intent, "clock.")) {
    tap_half(*side, at, us);
  } else if (intent == "clock.stop") {
    stop_for_claim(at);
  } else if (intent == "clock.undo" && new_game_undo_offered(at)) {
    undo_new_game(at);
  } else if (intent == "clock.undo" || intent == "ruling.undo") {
    undo_ending(at);
  } else if (intent == "end.confirm") {
    confirm_ending(at);
  } else if (intent == "link.accept") {
    if (pending_trainer_link_.empty()) {
      accept_setup_link();
    } else {
      open_link(at);
    }
  } else if (intent == "clock.pause") {
    switch (bar_view(at)) {
      case BarView::kRecord:
        open_record();
        break;
      case BarView::kResume:
        resume(at, us);
        break;
      case BarView::kPause:
        pause(at, us);
        break;
      case BarView::kPauseDisabled:
        break;
    }
  } else if (intent == "clock.say-times") {
    say_times(at);
  } else if (intent == "menu.director") {
    open_director(at, at);  // a press, not a hold: the second within 3 s opens the panel
  } else if (intent.substr(0, 8) == "ruleset.") {
    choose_ruleset(intent.substr(8));
  } else if (intent.substr(0, 7) == "preset.") {
    choose_preset(intent.substr(7));
  } else if (intent == "saved.up" || intent == "saved.down") {
    move_saved(intent == "saved.up" ? -1 : 1);
  } else if (const auto saved = index_between(intent, "saved.")) {
    choose_saved(*saved);
  } else if (intent.substr(0, 5) == "kind.") {
    const std::optional<game::ClaimOffer> offer = claim_offer();
    if (!offer) return false;
    for (const game::IllegalChoice& choice : offer->kinds) {
      if (illegal_kind_intent(choice) == intent) choose_illegal_kind(choice);
    }
  } else if (intent.substr(0, 9) == "material.") {
    const std::size_t dot = intent.find('.', 9);
    const auto side = dot == std::string_view::npos
                          ? std::nullopt
                          : side_after(intent.substr(0, dot), "material.");
    if (!side) return false;
    pick_material(*side, intent.substr(dot + 1));
  } else if (intent.substr(0, 6) == "board.") {
    BoardEntry* board = claim_board();
    if (board == nullptr) return false;
    if (intent == "board.kings-only") {
      board->kings_only();
    } else if (intent == "board.start") {
      board->start();
    } else if (intent == "board.paste") {
      board->ask_fen();
    } else {
      return false;
    }
  } else if (const auto mated = side_after(intent, "result.mate.")) {
    record_checkmate(*mated);
  } else if (const auto stalemated = side_after(intent, "result.stalemate.")) {
    record_stalemate(*stalemated);
  } else if (const auto resigner = side_after(intent, "result.resign.")) {
    record_resignation(*resigner);
  } else if (intent == "ruling.play-on") {
    play_on(at);
  } else if (const auto against = side_after(intent, "director.against.")) {
    director_against(*against);
  } else if (intent.substr(0, 17) == "director.penalty.") {
    rules::Offence offence{};
    if (!rules::parse_offence(intent.substr(17), offence)) return false;
    give_penalty(offence, at);
  } else if (const auto set = side_after(intent, "director.set.")) {
    ask_set_time(*set, at);
  } else if (const auto moves = side_after(intent, "director.moves.")) {
    ask_set_moves(*moves);
  } else if (const auto reduced = side_after(intent, "director.reduce.")) {
    reduce_excess_time(*reduced, at);
  } else if (intent == "director.stop") {
    director_stop(at);
  } else if (intent.substr(0, 8) == "promote.") {
    using chess::PieceType;
    constexpr std::pair<std::string_view, PieceType> kPieces[] = {{"promote.q", PieceType::Queen},
                                                                  {"promote.r", PieceType::Rook},
                                                                  {"promote.b", PieceType::Bishop},
                                                                  {"promote.n", PieceType::Knight}};
    const auto* found = std::find_if(std::begin(kPieces), std::end(kPieces),
                                     [&](const auto& p) { return p.first == intent; });
    if (found == std::end(kPieces)) return false;
    promote(found->second, at);
  } else if (intent == "ruling.ok" || intent == "picker.close" || intent == "menu.close" ||
             intent == "reset.cancel" || intent == "record.close" || intent == "director.close" ||
             intent == "link.close" || intent == "notice.ok") {
    return key(Key::kEscape, at);
  } else {
    return false;
  }
  return true;
}

bool ClockSession::key(Key key, EpochMillis at, int us) {
  intent_at_ = at;
  if (key == Key::kEscape) {
    switch (sheet_) {
      case ClockSheet::kNone:
        return false;
      case ClockSheet::kClaim:
        // A step back; at the first step the player who stopped says No claim (it is his stop).
        if (claim_ && claim_->step == ClaimStep::kBoard) {
          board_back();
        } else {
          claim_back();
        }
        return true;
      case ClockSheet::kConfirmEnd:
        ending_back();
        return true;
      case ClockSheet::kRuling:
        // Else only Play on restarts the clock.
        if (!ruling_holds_clock_ || live().over()) close_sheet();
        return true;
      case ClockSheet::kPromote:
        return true;  // the piece must be chosen: the clock waits for it
      case ClockSheet::kNotice:
        dismiss_notice();
        return true;
      case ClockSheet::kConfirmLink:
        keep_game();  // closing the question keeps the game (the link would only ask again)
        return true;
      case ClockSheet::kConfirmReset:
        keep_game_in_question();
        return true;
      default:
        close_sheet();
        return true;
    }
  }
  // The other keys are the clock's own; a sheet on show keeps them for its controls.
  if (sheet_ != ClockSheet::kNone) return false;
  switch (key) {
    case Key::kSpace:
      if (!started()) {
        tap_half(~live().first_to_move(), at, us);
      } else if (const auto running = live().game_clock().running_side(live().game_time(at))) {
        tap_half(*running == clock::Side::White ? Color::White : Color::Black, at, us);
      }
      return true;
    case Key::kP:
      if (bar_view(at) == BarView::kPause) {
        pause(at, us);
      } else if (bar_view(at) == BarView::kResume) {
        resume(at, us);
      }
      return true;
    case Key::kT:
      say_times(at);
      return true;
    case Key::kC:
      stop_for_claim(at);
      return true;
    default:
      return false;
  }
}

}  // namespace flagfall::session
