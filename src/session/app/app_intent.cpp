// The intent ids of Home, About and the storage notice: one table, read and written by
// session/intent_id.h.
#include "session/app/app_intent.h"

#include <iterator>

#include "session/intent_id.h"
#include "words/msg.h"

namespace flagfall::session {
namespace {

using AA = AppAction;

constexpr IdRow kAppIds[] = {
    row("home.clock", AA::kOpenClock),
    row("home.back-to-clock", AA::kBackToClock),
    row("home.trainer", AA::kOpenTrainer),
    row("home.about", AA::kOpenAbout),
    row("home.update", AA::kApplyUpdate),
    row("home.language.", AA::kChooseLanguage, IdArg::kName),
    row("about.export", AA::kExport),
    row("about.import", AA::kImport),
    row("about.close", AA::kCloseAbout),
    row("saved.delete.", AA::kAskDelete, IdArg::kName),
    row("saved.delete", AA::kDelete),
    row("saved.keep", AA::kKeep),
    row("home.event", AA::kOpenEvent),
    row("event.close", AA::kCloseEvent),
    row("event.board.", AA::kEventBoard, IdArg::kIndex),
    row("event.back", AA::kEventBack),
    row("event.csv", AA::kEventCsv),
    row("event.pgn", AA::kEventPgn),
    row("event.clear", AA::kEventAskClear),
    row("event.clear.yes", AA::kEventClear),
    row("event.clear.no", AA::kEventKeep),
    row("storage.make-room", AA::kMakeRoom),
    row("storage.take-over", AA::kTakeOver),
    row("storage.home", AA::kStorageHome),
    row("storage.ok", AA::kStorageOk),
};

// The kinds of saved data by StoredKind, as a Delete's id ends (the game and others' data have
// none: their names are never offered).
constexpr std::string_view kKindNames[] = {"game", "trainer", "cases", "event", "aside", "other"};

// A language by its code ("home.language.es").
std::string_view app_name_of(std::uint8_t action, std::size_t i) {
  if (static_cast<AppAction>(action) == AA::kChooseLanguage) {
    return i < words::kLanguages.size() ? words::kLanguages[i].code : "";
  }
  if (static_cast<AppAction>(action) != AA::kAskDelete || i >= std::size(kKindNames)) return "";
  return kKindNames[i];
}

}  // namespace

std::string intent_id(const AppIntent& intent) {
  return write_intent(kAppIds, static_cast<std::uint8_t>(intent.action), std::nullopt, intent.arg,
                      app_name_of);
}

std::optional<AppIntent> app_intent(std::string_view id) {
  const auto parts = read_intent(kAppIds, id, app_name_of);
  if (!parts) return std::nullopt;
  return AppIntent{static_cast<AppAction>(parts->row->action),
                   static_cast<std::int32_t>(parts->index)};
}

}  // namespace flagfall::session
