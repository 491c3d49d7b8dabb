// What the browser does with Flagfall's data, and the words that tell the player.
#include "session/app/storage_status.h"

#include <utility>

#include "session/app/saved_data.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using words::Msg;

// What a failing save risks (StorageStatus::risks), in the order the notice names them.
constexpr unsigned kStorageRiskGame = 1;       // the clock's game
constexpr unsigned kStorageRiskClock = 2;      // the clock's settings (no game under way)
constexpr unsigned kStorageRiskCases = 4;      // a case of My scenarios
constexpr unsigned kStorageRiskTrainer = 8;    // the trainer's result
constexpr unsigned kStorageRiskSettings = 16;  // the language chosen
constexpr unsigned kStorageRiskEvent = 32;     // the director's event

// Whether the storage's words are here: in the page, before the catalog arrives after the first
// frame, every message but the first screens' reads "…" (words/words.cpp), and all arrive at once.
bool storage_words_here() {
  return words::text(Msg::kStorageSavedAgain) != "\xE2\x80\xA6";
}

std::string storage_viewer_words(TabRole role) {
  return words::said(role == TabRole::kTakenOver ? Msg::kStorageTakenOver : Msg::kStorageViewer);
}

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
    case Save::kEvent:
      return kEventKey;
  }
  return {};
}

void StorageStatus::set_blocked() {
  if (blocked_) return;
  blocked_ = true;
  said_.push_back({Said::kBlocked});
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
  const unsigned risk = risks();
  if (risk == said_risks_) return;
  said_.push_back({risk == 0 ? Said::kSavedAgain : Said::kAtRisk, risk});
  said_risks_ = risk;
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
    said_.push_back({role == TabRole::kTakenOver ? Said::kTakenOver : Said::kViewer});
  } else if (was_viewer && role == TabRole::kWriter) {
    said_.push_back({Said::kRunsHere});
  }
}

unsigned StorageStatus::risks() const {
  unsigned risk = 0;
  if (failing(Save::kGame)) risk |= game_at_risk_ ? kStorageRiskGame : kStorageRiskClock;
  if (failing(Save::kCases)) risk |= kStorageRiskCases;
  if (failing(Save::kTrainer)) risk |= kStorageRiskTrainer;
  if (failing(Save::kSettings)) risk |= kStorageRiskSettings;
  if (failing(Save::kEvent)) risk |= kStorageRiskEvent;
  return risk;
}

std::string StorageStatus::risk_words(unsigned risks) {
  static constexpr std::pair<unsigned, Msg> kRisks[] = {
      {kStorageRiskGame, Msg::kStorageRiskGame},
      {kStorageRiskClock, Msg::kStorageRiskClock},
      {kStorageRiskCases, Msg::kStorageRiskCase},
      {kStorageRiskTrainer, Msg::kStorageRiskResult},
      {kStorageRiskSettings, Msg::kStorageRiskLanguage},
      {kStorageRiskEvent, Msg::kStorageRiskEvent},
  };
  std::string sentences;
  for (const auto& [risk, id] : kRisks) {
    if (!(risks & risk)) continue;
    if (!sentences.empty()) sentences += ' ';
    sentences += words::text(id);
  }
  return words::format<Msg::kStorageNoRoom>(sentences);
}

std::optional<StorageNotice> StorageStatus::notice(bool on_clock) const {
  if (viewer()) {
    StorageNotice n{storage_viewer_words(role_),
                    {{words::said(Msg::kStorageTakeOver), AppAction::kTakeOver}}};
    if (on_clock) n.actions.push_back({words::said(Msg::kStorageHome), AppAction::kStorageHome});
    return n;
  }
  if (blocked_) {
    if (dismissed_) return std::nullopt;
    return StorageNotice{words::said(Msg::kStorageBlocked),
                         {{words::said(Msg::kStorageOk), AppAction::kStorageOk}}};
  }
  if (failing_any()) {
    return StorageNotice{risk_words(risks()),
                         {{words::said(Msg::kStorageMakeRoom), AppAction::kMakeRoom}}};
  }
  return std::nullopt;
}

std::vector<Announcement> StorageStatus::take_announcements() {
  std::vector<Announcement> said;
  if (!storage_words_here()) return said;
  for (const Saying& saying : std::exchange(said_, {})) {
    switch (saying.what) {
      case Said::kBlocked:
        said.push_back({words::said(Msg::kStorageBlocked), false});
        break;
      case Said::kViewer:
        said.push_back({storage_viewer_words(TabRole::kViewer), false});
        break;
      case Said::kTakenOver:
        said.push_back({storage_viewer_words(TabRole::kTakenOver), false});
        break;
      case Said::kRunsHere:
        said.push_back({words::said(Msg::kStorageRunsHere), false});
        break;
      case Said::kSavedAgain:
        said.push_back({words::said(Msg::kStorageSavedAgain), false});
        break;
      case Said::kAtRisk:
        said.push_back({risk_words(saying.risks), true});
        break;
    }
  }
  return said;
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
