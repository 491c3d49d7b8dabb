#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "json/writer.h"
#include "session/app/app_intent.h"
#include "session/mirror.h"

namespace flagfall::session {

// The app's five saves (session/app/saved_data.h), in the order they are written: the running
// game first, so that when the browser's room runs short it is the game that gets it.
enum class Save : std::uint8_t { kGame, kTrainer, kCases, kSettings, kEvent };
inline constexpr std::array<Save, 5> kSaves = {Save::kGame, Save::kTrainer, Save::kCases,
                                               Save::kSettings, Save::kEvent};
std::string_view save_key(Save save);

// Which tab writes the saves. Only one does (web/bootstrap.js holds a Web Lock for it); another
// tab shows the game but neither presses nor saves it, until the player takes the game over there.
enum class TabRole : std::uint8_t {
  kWriter,     // this tab saves (also when the browser cannot tell tabs apart)
  kPending,    // not known yet (the page is asking for the lock): nothing is written meanwhile
  kViewer,     // another tab runs the game
  kTakenOver,  // a viewer because another tab took the game over from this one
};

// A line across the foot of every screen: what the player must know about this browser's
// storage, with what to do about it.
struct StorageNotice {
  std::string text;
  AppControls actions;
};

// What the browser does with Flagfall's data, as the platform reports it (storage switched off,
// each save's write, this tab's role), and what the player is told about it: said at once, on
// every screen and to the screen reader, naming what is at risk.
class StorageStatus {
 public:
  // The page's storage cannot be used at all (site data off, some private windows).
  void set_blocked();
  bool blocked() const { return blocked_; }
  // The outcome of one save's write. A failed save is tried again with the next frame (take_retry)
  // until it goes in. What is at risk is announced whenever it changes (a first failure, a game
  // started while its settings were not saved, another save failing or getting in), and so is
  // the last save that gets in.
  // `game`: the clock holds a game, which a failed clock save risks, not only its settings.
  void written(Save save, bool ok, bool game);
  bool failing(Save save) const { return failing_[index(save)]; }
  bool failing_any() const;
  bool take_retry(Save save);
  // A save that could not be restored at start and could not be kept aside either (no room):
  // `text` is kept aside before anything is written over it (its key is held meanwhile).
  void hold_aside(Save save, std::string text) { aside_[index(save)] = std::move(text); }
  const std::optional<std::string>& aside(Save save) const { return aside_[index(save)]; }
  void aside_kept(Save save) { aside_[index(save)].reset(); }

  void set_role(TabRole role);
  TabRole role() const { return role_; }
  bool writes() const { return role_ == TabRole::kWriter; }
  bool viewer() const { return role_ == TabRole::kViewer || role_ == TabRole::kTakenOver; }

  // The blocked notice's OK: it has been read, and goes for this page's life.
  void dismiss() { dismissed_ = true; }

  // The notice on show, if any. `on_clock`: the clock screen, where a viewer's notice also leads
  // Home (the clock's own bar does nothing in a viewer).
  std::optional<StorageNotice> notice(bool on_clock) const;
  // What is to be said, in the words on show. Held while its words are not here yet (in the page,
  // before the catalog has arrived, they would read "…"), then said in them.
  std::vector<Announcement> take_announcements();
  void write_state(JsonWriter& out) const;

 private:
  // What is said (an announcement kept until it is taken, its words made then).
  enum class Said : std::uint8_t { kBlocked, kViewer, kTakenOver, kRunsHere, kSavedAgain, kAtRisk };
  struct Saying {
    Said what;
    unsigned risks = 0;  // kAtRisk's: what was at risk
  };

  static int index(Save save) { return static_cast<int>(save); }
  // What the failing saves risk, one bit each (in storage_status.cpp), and in words.
  unsigned risks() const;
  static std::string risk_words(unsigned risks);

  bool blocked_ = false;
  bool dismissed_ = false;
  TabRole role_ = TabRole::kWriter;
  std::array<bool, kSaves.size()> failing_{};
  bool game_at_risk_ = false;  // the clock's save failed while it held a game
  unsigned said_risks_ = 0;    // what risks() was when last announced
  std::array<bool, kSaves.size()> retry_{};
  std::array<std::optional<std::string>, kSaves.size()> aside_;
  std::vector<Saying> said_;
};

}  // namespace flagfall::session
