#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include <imgui.h>
#include <nlohmann/json.hpp>

#include "clock/clock.h"
#include "clock/display.h"
#include "game/live_game.h"
#include "session/frame_io.h"
#include "ui/clock_settings.h"
#include "ui/screen.h"

namespace flagfall::ui {

using session::EpochMillis;
using session::FrameInput;
using session::FrameOutput;
using session::Sound;
using session::TextRequest;

// A file for the page to hand to the player: "download" saves it, "share" offers the text to
// the phone's share sheet (or the clipboard).
struct ExportRequest {
  std::string kind;
  std::string filename;
  std::string mime;
  std::string text;
};

// The two-player clock on a live game (src/game): two large halves (the far one upside down), a
// claim control on each, a slim control bar, the rules and time-control picker, the claim sheet,
// the ruling, the game record and the director's panel. It turns taps into the game's events,
// timed by the input's own timestamp; the clock, every ruling and every permission are the
// arbiter's.
class ClockScreen {
 public:
  ClockScreen();

  Screen draw(const FrameInput& input, FrameOutput& output);
  nlohmann::json state(EpochMillis now) const;

  // What survives a reload: the settings and the game's log.
  std::string saved() const;
  // Restores saved(); on bad input (or a save from an older version) keeps a new game and
  // returns what was wrong.
  std::optional<std::string> restore(std::string_view text);
  // True once after every change that must be saved.
  bool take_unsaved_change();

  void text_entered(std::string_view id, std::string_view text, bool confirmed);
  // The game as a scenario file, once, when the players asked to study it in the trainer.
  std::optional<std::string> take_study() {
    auto out = std::move(study_);
    study_.reset();
    return out;
  }
  std::optional<ExportRequest> take_export() {
    auto out = std::move(export_);
    export_.reset();
    return out;
  }

 private:
  enum class Popup {
    None,
    Picker,
    Menu,
    ConfirmReset,
    Claim,
    Ruling,
    Record,
    Director,
    Promote,
    Notice
  };
  enum class ClaimStep { Choose, Details, Draw, Result, Board };

  // A claim being put together: the tap stopped the clock at `at` (nothing is recorded until the
  // players confirm; cancelling lets the clock run on as if never stopped).
  struct ClaimDraft {
    chess::Color claimant = chess::Color::White;
    EpochMillis at = 0;
    ClaimStep step = ClaimStep::Choose;
    std::optional<chess::Color> time_claim_by;
    std::optional<chess::Color> illegal_claim_by;
    game::IllegalKind kind = game::IllegalKind::kKingNextToKing;
    bool press_without_move = false;  // FIDE 7.5.3: the claim needs no reported move
    bool take_king = false;
    bool unpromoted = false;      // the claim is on a press with a pawn left unpromoted
    bool losing_chances = false;  // an insufficient-losing-chances claim (needs the board)
    std::string board_fen;        // the board as entered, in place of the material picks
    // The board being set up by hand (ClaimStep::Board), the man the taps put down, and the
    // step to go back to.
    chess::Position setup_board;
    chess::Piece brush = chess::Piece::WhiteQueen;
    ClaimStep board_from = ClaimStep::Details;
    std::array<std::string, 2> material{"more", "more"};  // material pick ids
    std::string problem;
  };

  std::optional<std::string> restore_save(std::string_view text);
  clock::DisplayFormat display_format() const;
  // The instant the screen shows: the claim tap while a claim sheet is open, else now.
  EpochMillis view_time(EpochMillis now) const;
  game::Millis game_t(EpochMillis at) const { return game_.game_time(at); }
  bool started() const { return game_.started(); }
  void new_game();
  bool choose_control(std::string_view text);
  void choose_ruleset(std::string_view id);
  void on_half_tapped(chess::Color side, EpochMillis t, FrameOutput& output);
  void note_change() { unsaved_change_ = true; }
  // Records entries at `at`; shows the ruling from that instant on when `show_ruling`.
  bool record(EpochMillis at, std::vector<game::Entry> entries, bool show_ruling);

  void draw_half(chess::Color side, ImVec2 top_left, ImVec2 size, bool upside_down,
                 const FrameInput& input, FrameOutput& output);
  Screen draw_control_bar(ImVec2 top_left, ImVec2 size, const FrameInput& input);
  void draw_popups(const FrameInput& input, FrameOutput& output);
  void draw_sheet(const char* name, const FrameInput& input, FrameOutput& output);
  std::optional<chess::Color> player_the_sheet_faces() const;
  void draw_picker(FrameOutput& output, bool& close);
  void draw_menu(const FrameInput& input, FrameOutput& output, bool& close);

  // The claim sheet, the ruling, the record, the director's panel (live_claim_sheet.cpp).
  void open_claim(chess::Color claimant, EpochMillis at);
  void draw_claim_sheet(const FrameInput& input, bool& close);
  void draw_claim_choices(bool& close);
  void draw_claim_details(bool& close);
  void draw_result_choices(bool& close);
  void draw_draw_info(bool& close);
  void open_board_setup(ClaimStep from);
  void draw_board_setup();
  void confirm_claim();
  std::vector<game::Entry> claim_entries(const ClaimDraft& draft) const;
  void draw_ruling(const FrameInput& input, bool& close);
  void draw_record(FrameOutput& output, bool& close);
  void draw_director(const FrameInput& input, FrameOutput& output, bool& close);
  void draw_promote(const FrameInput& input, bool& close);
  nlohmann::json claim_state() const;

  ClockSettings settings_;
  game::LiveGame game_;
  Popup popup_ = Popup::None;
  // The sheet ImGui opened last, the player it faces (none: the phone's holder or the director),
  // and whether it is turned to the far player this frame.
  Popup sheet_shown_ = Popup::None;
  std::optional<chess::Color> sheet_faces_;
  bool sheet_turned_ = false;
  std::optional<ClaimDraft> claim_;
  // The ruling on show: the game t it starts at, and whether play goes on when it closes.
  game::Millis ruling_from_ = 0;
  bool ruling_holds_clock_ = false;
  chess::Color promoter_ = chess::Color::White;      // whose piece the promotion sheet puts down
  std::optional<chess::Color> promotion_resume_by_;  // who stopped the clock for the piece
  std::string notice_;
  std::array<bool, 2> flag_announced_{};
  bool unsaved_change_ = false;
  std::optional<EpochMillis> director_hold_since_;    // the director's button is being held
  chess::Color director_side_ = chess::Color::White;  // whom the director's penalty is against
  std::optional<ExportRequest> export_;
  std::optional<std::string> study_;
  EpochMillis last_input_at_ = 0;  // the latest frame's instant (text answers come between frames)
  int record_scroll_pending_ = 0;  // frames left to scroll the record to its newest line
  std::optional<TextRequest> ask_text_;  // a text field a sheet wants shown
};

}  // namespace flagfall::ui
