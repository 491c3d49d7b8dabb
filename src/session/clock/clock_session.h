#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "clock/clock.h"
#include "clock/display.h"
#include "game/claim_choices.h"
#include "game/claim_draft.h"
#include "game/director.h"
#include "game/half_controls.h"
#include "game/live_game.h"
#include "json/writer.h"
#include "session/clock/clock_intent.h"
#include "session/clock/clock_session_memory.h"
#include "session/clock/clock_settings.h"
#include "session/clock/clock_sheet_state.h"
#include "session/clock/clock_views.h"
#include "session/clock/setup_link.h"
#include "session/clock/sheets/claim_sheet.h"
#include "session/clock/sheets/director_sheet.h"
#include "session/clock/sheets/ending_sheet.h"
#include "session/clock/sheets/keys_sheet.h"
#include "session/clock/sheets/link_sheet.h"
#include "session/clock/sheets/picker_sheet.h"
#include "session/clock/sheets/promotion_sheet.h"
#include "session/clock/sheets/record_sheet.h"
#include "session/clock/sheets/reset_sheet.h"
#include "session/clock/sheets/ruling_sheet.h"
#include "session/editor/board_entry.h"
#include "session/frame_io.h"
#include "session/mirror.h"

namespace flagfall::session {

// The two-player clock on a live game (src/game), as state and intents: what the clock screen
// shows and every action that changes it. An intent that depends on time takes the input's own
// timestamp. What an intent asks of the platform (a sound, a text field, a file, the trainer)
// is collected here and handed out once.
class ClockSession {
 public:
  ClockSession();

  // What the screen shows.
  const ClockSettings& settings() const { return settings_; }
  const game::LiveGame& game() const { return live(); }
  bool started() const { return game_ && game_->started(); }
  ClockSheet sheet() const { return sheet_; }
  const ClaimSheet* claim() const { return claim_ ? &*claim_ : nullptr; }
  // The sheet's notice (a board step's own while the board is set up), or "".
  const std::string& notice() const;
  // Whether the sheet on show faces the far player (turned to him).
  bool sheet_turned() const;
  chess::Color promoter() const { return promotion_.promoter; }
  chess::Color director_side() const { return director_.side; }
  clock::DisplayFormat display_format() const;
  // The instant the clock shows: the stop while a claim is being made, else `now`.
  EpochMillis view_time(EpochMillis now) const;
  HalfView half_view(chess::Color side, EpochMillis now) const;
  BarView bar_view(EpochMillis at) const;
  StopView stop_view(EpochMillis now) const;
  RulingView ruling_view(EpochMillis now) const;
  // What the claim sheet offers for the draft, or at the first step what `side` may claim from
  // the stop (nullopt without a claim sheet): one query per frame.
  std::optional<game::ClaimOffer> claim_offer(std::optional<chess::Color> side = {}) const;
  // The low-time warning's threshold for this game (0: off): the setting, or by default an eighth
  // of the base time, at least 10 s and at most a minute.
  clock::Millis low_time_threshold() const;
  game::DirectorOffer director_offer(EpochMillis now) const;
  // A clock's time left at `now` on the game's clock.
  clock::Millis remaining(chess::Color side, EpochMillis now) const;

  // Views the clock's sheets read (clock_sheets.h, the UI), each for one part of the screen.
  const std::vector<NamedControl>& saved_controls() const { return saved_controls_; }
  // The saved list is being edited, this one selected.
  const std::optional<std::size_t>& saved_selected() const { return picker_.saved_selected; }
  // The players' keys being chosen: 1 waits for White's, 2 for Black's; 0 not choosing.
  int choosing_keys() const { return keys_.choosing; }
  // While a clock runs the bar's control opens nothing (sheets/reset_sheet.cpp).
  bool control_locked(EpochMillis now) const;
  // How far a touch on `held` (kHoldNewGame or kDirector) is through its hold, 0 to 1: the
  // control's fill. 0 when no touch holds it.
  float hold_progress(ClockAction held, EpochMillis now) const;
  // The picker's choice that waits for "Reset" (a game had started), if any.
  const std::optional<ClockSettings>& pending_settings() const { return reset_.pending_settings; }
  // The ending asked about (kConfirmEnd).
  const std::optional<PendingEnding>& pending_ending() const { return ending_; }
  // The board set up by hand at the claim's board step, or nullptr.
  const BoardEntry* claim_board() const;
  // The game record shows each move's time; the moves are known for PGN; a finished game can be
  // studied.
  bool record_times() const { return record_.times; }
  bool pgn_offered() const;
  // A link that came during a game, waiting for its question's answer (kConfirmLink).
  const ArrivedLink& arrived_link() const { return link_.arrived; }
  const SetupLinkSheet& setup_link_sheet() const { return link_.sheet; }
  // Where the game is played, from its set-up link (game::EventPlace; nothing known: all empty).
  const game::EventPlace& place() const { return link_.place; }
  // What the page did with the link or file this screen handed it, in words.
  const std::string& export_said() const { return export_said_; }

  // Every action on the screen (docs/architecture.md, "How an action flows"): a drawn control's,
  // a mirror button's or a key's intent, at its input's own instant (`us`: the microseconds past
  // `at` of a press, a pause or a resume). False for one not known here.
  bool apply(const ClockIntent& intent, EpochMillis at, int us = 0);
  // The same by the intent's id (clock_intent.h): the mirror's buttons and the test hook.
  bool activate(std::string_view id, EpochMillis at, int us = 0);
  // A touch on a sheet's control, at its pointer-down: as apply(), but a touch that began before
  // the sheet (or its step) opened, or within kSheetTapGuardMs of it, is ignored, and New game is
  // only held: a touch's letting go of New game or the director's button counts only after its
  // kHoldStart (the session times the hold: New game acts once held for kHoldToReplaceMs, at
  // end_frame(), even before the finger lifts).
  bool tap(const ClockIntent& intent, EpochMillis at);
  // The first instant a touch on the sheet on show counts.
  EpochMillis taps_count_from() const { return opened_at_ + kSheetTapGuardMs; }
  // The instant of the input last handled.
  EpochMillis input_at() const { return intent_at_; }
  // A key pressed at `at` (its event's own timestamp): Space presses for the side that runs (or
  // starts the game), left and right Shift are White's and Black's presses, P pauses and
  // resumes, C is Stop / Claim, T says the times, Escape closes a sheet or goes a step back (not
  // at the claim's first step: a player says No claim). False for a key the screen leaves to the
  // sheet on show (its keyboard navigation).
  bool key(Key key, EpochMillis at, int us = 0);
  // Any key pressed at `at`, by its DOM code (sheets/keys_sheet.cpp): while keys are being chosen,
  // the next one; on the clock with no sheet on show, a player's key presses his clock. False for a
  // key that is neither (the fixed keys, key(), come next).
  bool player_key(std::string_view code, EpochMillis at, int us = 0);
  // The keys player_key() takes even with the focus in the mirror: any ("*") while keys are
  // chosen; with no sheet on show, the players' keys that are not the mirror's own (Tab, Enter,
  // Space, the arrows, the modifiers: the Shift keys too); else none.
  std::vector<std::string> keys_past_mirror() const;
  // A text field's answer (ids from the TextRequests this session made), at the instant of the
  // latest frame.
  void text_entered(std::string_view id, std::string_view text, bool confirmed);
  // What the app hands the clock. A director's set-up link (docs/offline.md), from the page's
  // address: sets the clock to its ruleset and control, after asking when a game has started
  // (kConfirmLink); a bad link shows what is wrong and changes nothing. While a claim, a ruling, a
  // promotion or the director's panel is open, the link waits until it closes. Not a set-up link
  // at all: ignored.
  void open_setup_link(std::string_view fragment);
  // A shared case or class set (the trainer's link) that came while a game is in progress: asks
  // first (kConfirmLink), saying whether the clock runs meanwhile; "Open" pauses a running clock
  // and hands the link over once (take_trainer_link()).
  void offer_trainer_link(std::string_view fragment);
  // The page's own address: the set-up link's sheet shows it with the link as its fragment.
  void set_page_address(std::string_view address) { link_.page_address = address; }
  // What the page did with the link or file this screen handed it (export_outcome_text()):
  // shown on the sheet that asked (the set-up link, the record) and announced.
  void export_done(std::string said);
  // After each frame drawn at `now`: what the frame asks of the platform (sounds, a text field,
  // the next redraw, the wake lock).
  void end_frame(EpochMillis now, FrameOutput& output);

  // What the screen hands out once. "Home" was tapped: the app switches screen.
  bool take_leave() { return std::exchange(leave_, false); }
  // The menu's language switch was pressed since the last call, once.
  bool take_language() { return std::exchange(language_asked_, false); }
  // What a player must not miss, said once (a flag, both flags, a claim and its ruling, a pause,
  // the game's end, the times asked for), since the last call.
  std::vector<Announcement> take_announcements() { return std::exchange(announcements_, {}); }
  std::optional<std::string> take_trainer_link() {
    return std::exchange(link_.open_trainer_link, std::nullopt);
  }
  // The game as a scenario file, once, when the players asked to study it in the trainer.
  bool study_requested() const { return record_.study.has_value(); }
  std::optional<std::string> take_study();
  // ... when they asked to share it ("Share this case": the trainer's sheet, then back here).
  bool share_requested() const { return record_.share.has_value(); }
  std::optional<std::string> take_share_game() { return std::exchange(record_.share, {}); }
  // A file or link for the page, once (a result's link too long for a QR code: to pack), and
  // the link packed small ("" where the page could not): the code of the sheet still showing it.
  std::optional<ExportRequest> take_export();
  void link_packed(std::string_view link, std::string_view packed);
  // True once after every change that must be saved.
  bool take_unsaved_change();

  // The test hook's state (docs/guide.md): its members, into the object the caller opened.
  void write_state(JsonWriter& out, EpochMillis now) const;
  // What survives a reload: the settings and the game's log.
  std::string saved() const;
  // Restores saved(); on bad input (or a save from an older version) keeps a new game, shows a
  // notice and returns what was wrong.
  std::optional<std::string> restore(std::string_view text);
  // Why the save restore() refused could not be read, in the words on show ("" when none was).
  const std::string& restore_problem() const { return restore_problem_; }
  // The words on show changed (a catalog arrived, another language): a notice made from a link
  // or a save before then, and why the save was refused, are said again in them.
  void words_changed();

 private:
  // The commands apply() calls, one case each (clock_session_apply.cpp).
  // The clock halves: only presses. The first tap starts; then a tap presses that side's clock
  // when it runs and does nothing else, whatever sheet is open, except while the clocks stand
  // for a claim (the claim sheet or an ending to confirm). A press, a pause and a resume take the
  // microseconds of their input's instant too (`us`, past `at`): the clock charges the time
  // between two presses exactly (FrameInput::pointer_down_us).
  void tap_half(chess::Color side, EpochMillis at, int us = 0);
  // "Stop / Claim": both clocks stand still at `at` and each player's half offers his claims.
  void stop_for_claim(EpochMillis at);
  // The same with `claimant` named: the first step's intents (claim_time(), ...) act for him.
  void open_claim(chess::Color claimant, EpochMillis at);
  void pause(EpochMillis at, int us = 0);
  void resume(EpochMillis at, int us = 0);
  void open_picker();  // not while a clock runs (control_locked())
  void open_record() {
    record_.times = false;
    show(ClockSheet::kRecord);
  }
  // "Say the times": both clocks' times at `at`, announced once.
  void say_times(EpochMillis at);

  // The rules and time-control picker (sheets/picker_sheet.cpp). A preset or a ruleset sets
  // both sides' control without Armageddon; a typed one both sides' (Armageddon kept); Black's own
  // control (time odds) is then set apart, "" for the same as White's. A bad one is refused with
  // a notice naming what is wrong.
  void choose_ruleset(std::string_view id);
  void choose_preset(std::string_view control);  // closes the picker when taken
  void choose_armageddon();                      // kArmageddonPreset
  void ask_custom_control();
  void custom_control(std::string_view text);  // the typed answer
  void ask_black_control();
  void black_control(std::string_view text);  // the typed answer
  // Saved controls: the current settings kept by name (a taken name is refused), chosen like a
  // preset; "Saved…" turns the picker into their list (select one to move, rename or delete).
  void ask_save_control();
  void save_control(std::string_view name);  // the typed answer
  void choose_saved(std::size_t index);      // or selects it while the list is edited
  void edit_saved();        // "Saved…": the list, its first selected; again: back to the picker
  void move_saved(int by);  // the selected one, up (-1) or down (+1)
  void ask_rename_saved();
  void rename_saved(std::string_view name);  // the typed answer
  void delete_saved();

  // The menu's settings (each kept with the settings).
  void swap_sides();
  void toggle_sound();
  void toggle_tenths();
  void toggle_light();          // the light, high-contrast theme
  void toggle_turn_halves();    // landscape: each half turned toward its player
  void cycle_low_time();        // auto, 10 s, 20 s, 30 s, 60 s, off
  void cycle_press_feedback();  // off, a click, a buzz, both
  // The players' keys (sheets/keys_sheet.cpp): the sheet, a preset, or "press White's key, then
  // Black's" (choosing_keys()).
  void open_keys();
  void use_keys(const KeyPair& keys);
  void choose_keys();
  // The director's panel opens only after its button was held for a second, or pressed twice
  // within 3 s (a key or a screen reader cannot hold it).
  void open_director(EpochMillis pressed_at, EpochMillis released_at);
  // Replacing a game that has started (sheets/reset_sheet.cpp): a new game, or another
  // control or ruleset from the picker. While a clock runs the bar's control opens nothing; the
  // question (kConfirmReset) stops a running clock first and keeps its answers away from the tap
  // that asked; a touch must hold "New game" for kHoldToReplaceMs (a key or the mirror confirms
  // at once); and Undo brings the replaced game back as it stood for kUndoWindowMs, until a tap
  // on a half.
  void ask_new_game();
  void keep_game_in_question();  // "Keep this game": a clock the question stopped runs again
  void new_game();               // confirmed: both clocks back to the control
  void new_game_held(EpochMillis pressed_at, EpochMillis at);  // a touch, held from pressed_at
  void undo_new_game(EpochMillis at);
  // A new game's Undo (kUndoWindowMs, until a tap on a half), and a finished game's.
  bool new_game_undo_offered(EpochMillis now) const;
  bool undo_offered(EpochMillis now) const;
  // A touch holding New game or the director's button (kHoldStart): let go, or, for New game,
  // held long enough at `now`.
  void let_go(ClockAction held, EpochMillis at);
  void finish_hold(EpochMillis now, FrameOutput& output);
  void dismiss_notice();

  // The claim sheet: its first step, for the claimant.
  void claim_time();
  void claim_illegal();
  void claim_unpromoted();
  void open_draw_claims();
  void open_results();
  void stop_for_dispute();
  // The promotion pause or stop, at the stop's instant (game::ClaimOffer).
  void claim_promotion_pause();
  void claim_promotion_stop();
  // `side` took the stop back without a claim: recorded as his stop and restart, which charge
  // no one (the rulesets' kStopWithoutClaim rule); the clock runs again from `at`.
  void no_claim(chess::Color side, EpochMillis at);
  // The details of a time or illegal-move claim.
  void toggle_simultaneous_claim();
  void choose_illegal_kind(game::IllegalChoice choice);
  void pick_material(chess::Color side, std::string_view pick_id);
  void toggle_take_king();
  void open_board_setup();
  void use_quick_picks();  // drops the board entered
  void claim_back();
  void confirm_claim();
  // Draw claims and results.
  void claim_losing_chances();  // on a board set up for it
  // Each of these ends the game, so each asks first (kConfirmEnd) unless the arbiter would let
  // play go on (an agreed draw too early under FIDE 5.2.3).
  void draw_agreed();
  void record_checkmate(chess::Color mover);
  void record_stalemate(chess::Color mover);
  void record_resignation(chess::Color side);
  // The ending asked about: confirmed (recorded and ruled), or back to where it was chosen.
  void confirm_ending(EpochMillis at);
  void ending_back();
  // Leaving the board set-up.
  void board_back();
  void use_board();
  bool set_up_board(const ClockIntent& intent);  // the board step's own taps and tools

  // The ruling. A finished game's Undo: offered for kUndoWindowMs after the ending was
  // confirmed, until the next tap on a half or a new game. It takes the ending's entries back out
  // of the log and stops the clocks at the instant the ending was recorded, so they stand exactly
  // as they did then.
  void play_on(EpochMillis at);
  void undo_ending(EpochMillis at);
  // The game record. Its events, or each move's time as a chart (move_chart.h), with the times
  // as CSV and, where the moves are known (game::pgn_with_clocks), as PGN with [%clk] and [%emt].
  void export_move_times();
  void export_pgn();
  void export_scenario();  // the scenario file, with each move's time
  void share_record();
  void study_game();
  void share_game();  // "Share this case"
  // The director's panel.
  void give_penalty(rules::Offence offence, EpochMillis at);
  void ask_set_time(chess::Color side, EpochMillis now);
  void set_time(chess::Color side, std::string_view text, EpochMillis at);
  // A staged control's move counter (a game-log entry, game::set_moves_entries): the count typed
  // as a whole number; a count out of range is refused with a notice.
  void ask_set_moves(chess::Color side);
  void set_moves(chess::Color side, std::string_view text, EpochMillis at);
  void reduce_excess_time(chess::Color side, EpochMillis at);
  void director_stop(EpochMillis at);  // stops the clocks, or restarts them when stopped
  void promote(chess::PieceType piece, EpochMillis at);
  // A link's question: "Replace the game", "Keep this game" (the link is dropped), or open the
  // trainer's link (a running clock paused); the set-up link's sheet and its share.
  void accept_setup_link();
  void keep_game();
  void open_link(EpochMillis at);
  void open_setup_link_sheet();
  // The director's result: its sheet, its file, its round, board or names typed (kPlaceFields).
  bool open_result_sheet();
  bool save_result_file();
  bool ask_place(int field);
  void make_result_link();
  void set_place(int field, std::string_view text);
  void share_setup_link();

  // Escape, and the sheets' Close, OK and Cancel: a step back or the sheet closed (false: none).
  bool escape();
  void write_side(JsonWriter& out, clock::Side side, EpochMillis now) const;
  void write_live(JsonWriter& out, EpochMillis view) const;
  void show(ClockSheet next);
  // The sheet on show, or its step, changed now: touches count again kSheetTapGuardMs later.
  void opened() { opened_at_ = std::max(intent_at_, last_frame_at_); }
  void set_step(ClaimStep step) {
    claim_->step = step;
    opened();
  }
  void choose_claimant(chess::Color side);
  // Once a game has started, the picker's `next` settings wait for "Reset" (kConfirmReset).
  bool ask_before_replacing(const ClockSettings& next);
  void give_press_feedback();
  // Asks before `entries` end the game (kConfirmEnd); records them if the arbiter lets play go on.
  // `what` is the sheet's title, naming `side` as its {1} when there is one.
  void ask_to_end(words::Msg what, std::optional<chess::Color> side,
                  std::vector<game::Entry> entries, EpochMillis at, ClockSheet back_to);
  // The alerts of end_frame(): flags, the low-time warning, the game's end.
  void alert_low_time(EpochMillis now, FrameOutput& output);
  void announce(std::string text, bool assertive = false);
  // The flags and the game's end, once each, as end_frame() finds them at `now`.
  void announce_clock_news(EpochMillis now);
  void say(std::string notice);  // to the sheet on show
  void note_change() { unsaved_change_ = true; }
  const game::LiveGame& live() const;
  game::LiveGame& live();
  void start_new_game();
  bool choose_control(std::string_view text);
  bool choose_controls(const NamedControl& chosen);
  // Records entries at `at` (plus `us` microseconds); shows the ruling from the instant they reach
  // back to when `show_ruling`. False (with a notice) when refused.
  bool record(EpochMillis at, std::vector<game::Entry> entries, bool show_ruling, int us = 0);
  void open_promotion(chess::Color promoter, std::optional<chess::Color> resume_by);
  void open_board_setup_from(ClaimStep from);
  void settle_take_king();
  std::optional<std::string> restore_save(std::string_view text);
  bool link_waits() const;
  void settle_link();
  void settle_link_unless_busy();

  ClockSettings settings_;
  // The game on the clock, made when first needed (live()): a first frame showing Home needs none.
  mutable std::optional<game::LiveGame> game_;
  ClockSheet sheet_ = ClockSheet::kNone;
  // The last sheet shown and the player it faces (none: the phone's holder or the director).
  ClockSheet last_shown_ = ClockSheet::kNone;
  std::optional<chess::Color> faces_;
  std::optional<ClaimSheet> claim_;
  // Each sheet's own state (its model's header in sheets/).
  PickerState picker_;
  ResetState reset_;
  RulingState ruling_;
  PromotionState promotion_;
  DirectorState director_;
  RecordState record_;
  KeysState keys_;
  LinkState link_;
  std::string notice_;
  // What the notice on show was made from, when it came from outside input, and its words then.
  std::string refused_link_, refused_save_, notice_made_;
  std::string restore_problem_;
  std::array<bool, 2> flag_announced_{};
  std::array<bool, 2> low_time_said_{};
  // Each side's stage last announced, and until when its change is marked on the half.
  std::array<int, 2> stage_said_{1, 1};
  std::array<EpochMillis, 2> stage_marked_until_{};
  std::optional<PendingEnding> ending_;
  std::vector<NamedControl> saved_controls_;
  EpochMillis intent_at_ = 0;  // the instant of the input being handled
  EpochMillis opened_at_ = 0;  // when the sheet on show (or its step) opened
  bool both_flags_said_ = false;
  bool over_said_ = false;
  bool leave_ = false;
  bool language_asked_ = false;
  std::vector<Announcement> announcements_;
  bool unsaved_change_ = false;
  std::optional<HeldControl> hold_;
  EpochMillis last_frame_at_ = 0;  // text answers come between frames
  std::vector<Sound> sounds_;
  std::vector<Vibration> vibrations_;
  std::string export_said_;
  std::optional<TextRequest> ask_text_;
  std::optional<ExportRequest> export_;
};

// A game has started and is not over: a reload opens on the clock, and Home leads back to it.
bool in_progress(const ClockSession& s);
// A finished game can be studied (and shared as a case).
bool study_offered(const ClockSession& s);

// The clock screen for a screen reader (clock_mirror.cpp): the halves and their controls, the
// bar, the sheet on show (clock_sheets.h), with the drawn controls' intent ids. The times are not
// in it (they change every second): "Say the times" announces them.
Mirror clock_mirror(const ClockSession& session, EpochMillis now);

}  // namespace flagfall::session
