// The About sheet's saved data: sizes by kind, and deleting the user's own data kind by kind.
#include "session/app/saved_data_section.h"

#include "session/app/saved_data.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using words::Msg;

struct KindWords {
  Msg label;
  std::optional<Msg> question;  // asked before deleting it; none for a kind never deleted here
};

constexpr KindWords kWords[kStoredKinds] = {
    {Msg::kSavedKindGame, std::nullopt},
    {Msg::kSavedKindTrainer, Msg::kSavedAskTrainer},
    {Msg::kSavedKindCases, Msg::kSavedAskCases},
    {Msg::kSavedKindEvent, Msg::kSavedAskEvent},
    {Msg::kSavedKindKeptAside, Msg::kSavedAskKeptAside},
    {Msg::kSavedKindOther, std::nullopt},
};

bool deletable(int kind) {
  return kind >= 0 && kind < kStoredKinds && kWords[kind].question.has_value();
}

}  // namespace

StoredKind stored_kind(std::string_view key) {
  // The app's settings are a few characters, counted with the clock's.
  if (key == kClockKey || key == kSettingsKey) return StoredKind::kGame;
  if (key == kTrainerKey) return StoredKind::kTrainer;
  if (key == kMyScenariosKey) return StoredKind::kCases;
  if (key == kEventKey) return StoredKind::kEvent;
  if (key == kClockKeptAsideKey || key == kTrainerKeptAsideKey || key == kEventKeptAsideKey ||
      key == kBeforeImportKey)
    return StoredKind::kKeptAside;
  return StoredKind::kOther;
}

std::string size_in_words(std::int64_t characters) {
  if (characters <= 0) return std::string(words::text(Msg::kSizeNothing));
  // Tenths of a kilobyte (1,000 characters), rounded up so that a little is never "0 KB".
  const std::int64_t tenths = (characters + 99) / 100;
  if (tenths < 100) {
    return words::format<Msg::kSizeKilobytesTenths>(std::to_string(tenths / 10),
                                                    std::to_string(tenths % 10));
  }
  if (tenths < 10000) return words::format<Msg::kSizeKilobytes>(std::to_string((tenths + 5) / 10));
  const std::int64_t mb_tenths = (tenths + 500) / 1000;
  return words::format<Msg::kSizeMegabytesTenths>(std::to_string(mb_tenths / 10),
                                                  std::to_string(mb_tenths % 10));
}

void SavedDataSection::set_sizes(const std::array<std::int64_t, kStoredKinds>& sizes) {
  sizes_ = sizes;
  sizes_wanted_ = false;
}

bool SavedDataSection::apply(const AppIntent& intent) {
  switch (intent.action) {
    case AppAction::kKeep:
      asking_.reset();
      return true;
    case AppAction::kDelete:
      if (asking_) delete_ = std::exchange(asking_, std::nullopt);
      return true;
    case AppAction::kAskDelete:
      if (!deletable(intent.arg)) return false;
      asking_ = static_cast<StoredKind>(intent.arg);
      show_ = true;
      return true;
    default:
      return false;
  }
}

std::vector<StoredRow> SavedDataSection::rows() const {
  std::vector<StoredRow> out;
  for (int k = 0; k < kStoredKinds; ++k) {
    const auto kind = static_cast<StoredKind>(k);
    // Kept-aside copies and others' data show only when there are any.
    if (sizes_[k] == 0 && (kind == StoredKind::kEvent || kind == StoredKind::kKeptAside ||
                           kind == StoredKind::kOther))
      continue;
    out.push_back({kind, words::text(kWords[k].label), size_in_words(sizes_[k]),
                   sizes_[k] > 0 && deletable(k)});
  }
  return out;
}

std::string SavedDataSection::question() const {
  if (!asking_) return {};
  std::string asked(words::text(*kWords[static_cast<int>(*asking_)].question));
  return asked.append(" ").append(words::text(Msg::kSavedExportFirst));
}

AppControls SavedDataSection::answers() {
  return {{std::string(words::text(Msg::kSavedDelete)), AppAction::kDelete},
          {std::string(words::text(Msg::kSavedKeep)), AppAction::kKeep}};
}

void SavedDataSection::mirror(Mirror& m) const {
  m.heading(words::text(Msg::kSavedTitle), 3);
  for (const StoredRow& row : rows()) {
    m.text(words::format<Msg::kSavedRowSpoken>(row.label, row.size));
    if (row.removable)
      m.button(words::format<Msg::kSavedDeleteKind>(row.label), row.delete_intent());
  }
  if (asking_) {
    m.text(question());
    for (const AppControl& c : answers()) m.button(c.label, c.intent);
  }
}

void SavedDataSection::write_state(JsonWriter& out) const {
  static constexpr const char* kNames[] = {"game",  "trainer",    "cases",
                                           "event", "kept_aside", "other"};
  out.field("asking", asking_ ? std::optional(kNames[static_cast<int>(*asking_)]) : std::nullopt)
      .key("sizes")
      .begin_object();
  for (int k = 0; k < kStoredKinds; ++k) out.field(kNames[k], sizes_[k]);
  out.end_object();
}

}  // namespace flagfall::session
