// What the browser does with Flagfall's data, and the words that tell the player.
#include "session/app/storage_status.h"

#include "session/app/saved_data.h"

namespace flagfall::session {
namespace {

constexpr const char* kNoRoom = "Not saved: this browser has no room left for Flagfall.";
constexpr const char* kBlocked =
    "Nothing will be kept in this browser: it does not let Flagfall store data (site data is "
    "off, or a private window). Allow site data for this site to keep games, cases and results.";
constexpr const char* kViewerWords =
    "Flagfall is open in another tab, which runs the game. This tab only shows it: it neither "
    "presses nor saves.";
constexpr const char* kTakenOverWords =
    "Another tab took the game over. This tab only shows it now: it neither presses nor saves.";

}  // namespace

std::string_view save_key(Save save) {
  switch (save) {
    case Save::kGame:
      return kClockKey;
    case Save::kTrainer:
      return kTrainerKey;
    case Save::kCases:
      return kMyScenariosKey;
    case Save::kSettings:
      return kSettingsKey;
  }
  return {};
}

void StorageStatus::set_blocked() {
  if (blocked_) return;
  blocked_ = true;
  said_.push_back({kBlocked, false});
}

bool StorageStatus::failing_any() const {
  for (const bool f : failing_) {
    if (f) return true;
  }
  return false;
}

void StorageStatus::written(Save save, bool ok, bool game) {
  const int i = index(save);
  retry_[i] = !ok;
  failing_[i] = !ok;
  if (save == Save::kGame && !ok) game_at_risk_ = game;
  // A storage switched off fails every write: its own notice says so, once.
  if (blocked_) return;
  const std::string risk = at_risk();
  if (risk == said_at_risk_) return;
  if (risk.empty()) {
    said_.push_back({"Saved again: nothing is at risk.", false});
  } else {
    said_.push_back({std::string(kNoRoom) + " " + risk, true});
  }
  said_at_risk_ = risk;
}

bool StorageStatus::take_retry(Save save) {
  const bool retry = retry_[index(save)];
  retry_[index(save)] = false;
  return retry;
}

void StorageStatus::set_role(TabRole role) {
  if (role == role_) return;
  const bool was_viewer = viewer();
  role_ = role;
  if (viewer()) {
    said_.push_back({role == TabRole::kTakenOver ? kTakenOverWords : kViewerWords, false});
  } else if (was_viewer && role == TabRole::kWriter) {
    said_.push_back({"This tab runs the game now, and saves it.", false});
  }
}

std::string StorageStatus::at_risk() const {
  std::string words;
  const auto add = [&](const char* sentence) {
    if (!words.empty()) words += ' ';
    words += sentence;
  };
  if (failing(Save::kGame)) {
    add(game_at_risk_ ? "This game will not survive a reload."
                      : "The clock's settings are not saved.");
  }
  if (failing(Save::kCases)) add("This case is not saved.");
  if (failing(Save::kTrainer)) add("This result is not kept.");
  if (failing(Save::kSettings)) add("The language chosen is not kept.");
  return words;
}

std::optional<StorageNotice> StorageStatus::notice(bool on_clock) const {
  if (viewer()) {
    StorageNotice n{role_ == TabRole::kTakenOver ? kTakenOverWords : kViewerWords,
                    {{"Take over here", AppAction::kTakeOver}}};
    if (on_clock) n.actions.push_back({"Home", AppAction::kStorageHome});
    return n;
  }
  if (blocked_) {
    if (dismissed_) return std::nullopt;
    return StorageNotice{kBlocked, {{"OK", AppAction::kStorageOk}}};
  }
  if (failing_any()) {
    return StorageNotice{std::string(kNoRoom) + " " + at_risk(),
                         {{"Make room", AppAction::kMakeRoom}}};
  }
  return std::nullopt;
}

void StorageStatus::write_state(JsonWriter& out) const {
  static constexpr const char* kRoles[] = {"writer", "pending", "viewer", "taken-over"};
  const auto notice_now = notice(false);
  out.field("blocked", blocked_).key("failing").begin_array();
  for (const Save save : kSaves) {
    if (failing(save)) out.value(save_key(save));
  }
  out.end_array()
      .field("notice", notice_now ? std::optional(notice_now->text) : std::nullopt)
      .field("role", kRoles[static_cast<int>(role_)]);
}

}  // namespace flagfall::session
