#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace flagfall::session {

// What Home, its About sheet and the storage notice (which shows on every screen) offer: what a
// drawn control or a mirror button hands AppSession::apply. Its id (the tap target's name, the
// mirror's data-intent) is in app_intent.cpp.
enum class AppAction : std::uint8_t {
  kNone,
  // Home.
  kOpenClock,
  kBackToClock,  // "Game in progress": the clock, as Clock does
  kOpenTrainer,
  kOpenAbout,
  kApplyUpdate,     // the update notice's Reload
  kChooseLanguage,  // arg: the language's index in words::kLanguages
  // The About sheet and its saved data.
  kExport,
  kImport,
  kCloseAbout,
  kAskDelete,  // arg: the StoredKind
  kDelete,     // the question's answer: delete it
  kKeep,       // ... keep it
  // The director's event (event_book.h): Home's entry, then its sheet.
  kOpenEvent,
  kCloseEvent,
  kEventBoard,  // arg: the board's index in the table
  kEventBack,
  kEventCsv,
  kEventPgn,
  kEventAskClear,
  kEventClear,  // the question's answer: clear the event
  kEventKeep,   // ... keep it
  // A storage notice's actions, on any screen.
  kMakeRoom,
  kTakeOver,
  kStorageHome,
  kStorageOk,
};

// An intent of the app's own screens: the action and a small argument.
struct AppIntent {
  constexpr AppIntent(AppAction a = AppAction::kNone, std::int32_t n = 0) : action(a), arg(n) {}
  AppAction action = AppAction::kNone;
  std::int32_t arg = 0;
  friend bool operator==(const AppIntent&, const AppIntent&) = default;
};

// A control as Home, About or a storage notice offers it: its words and its intent, composed in
// the session for the drawn control and the mirror.
struct AppControl {
  std::string label;
  AppIntent intent;
  bool on = false;
  friend bool operator==(const AppControl&, const AppControl&) = default;
};
using AppControls = std::vector<AppControl>;

// A storage notice's action, which the app takes on any screen.
constexpr bool is_storage_action(AppAction action) {
  return action >= AppAction::kMakeRoom;
}

// The id of an intent at the edges, and back (one table).
std::string intent_id(const AppIntent& intent);
std::optional<AppIntent> app_intent(std::string_view id);

}  // namespace flagfall::session
