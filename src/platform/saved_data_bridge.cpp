#include "platform/saved_data_bridge.h"

#include <emscripten.h>

#include <cstdlib>

#include "session/app/saved_data.h"

namespace flagfall::platform {
namespace {

session::SavedData current_data(const std::string& app_version, std::int64_t now) {
  session::SavedData data;
  data.app_version = app_version;
  data.exported_at = now;
  for (const std::string_view key : session::saved_keys()) {
    if (auto text = local_storage().load(key)) data.entries[std::string(key)] = std::move(*text);
  }
  return data;
}

}  // namespace

LocalStorage& local_storage() {
  static LocalStorage storage;
  return storage;
}

// The EM_ASM bodies are JavaScript, which clang-format breaks (it turns === into == =).
// clang-format off
std::optional<std::string> LocalStorage::load(std::string_view key) {
  const std::string owned_key(key);
  // wasm32: a pointer fits an int.
  char* text = reinterpret_cast<char*>(static_cast<std::intptr_t>(EM_ASM_INT({
    const text = window.flagfall.load(UTF8ToString($0));
    if (text === null) return 0;
    const bytes = lengthBytesUTF8(text) + 1;
    const pointer = _malloc(bytes);
    stringToUTF8(text, pointer, bytes);
    return pointer;
  }, owned_key.c_str())));
  if (text == nullptr) return std::nullopt;
  std::string result(text);
  free(text);
  return result;
}

bool LocalStorage::store(std::string_view key, const std::string& text) {
  const std::string owned_key(key);
  return EM_ASM_INT({ return window.flagfall.save(UTF8ToString($0), UTF8ToString($1)) ? 1 : 0; },
                    owned_key.c_str(), text.c_str()) != 0;
}

void LocalStorage::remove(std::string_view key) {
  const std::string owned_key(key);
  EM_ASM({ window.flagfall.remove(UTF8ToString($0)); }, owned_key.c_str());
}

std::array<std::int64_t, session::kStoredKinds> measure_storage() {
  std::array<std::int64_t, session::kStoredKinds> sizes{};
  std::int64_t ours = 0;
  for (const std::string_view key : {session::kClockKey, session::kTrainerKey, session::kMyScenariosKey, session::kSettingsKey,
                                     session::kEventKey, session::kClockKeptAsideKey, session::kTrainerKeptAsideKey,
                                     session::kEventKeptAsideKey, session::kBeforeImportKey}) {
    const std::string owned_key(key);
    const double size = EM_ASM_DOUBLE({ const f = window.flagfall; return f.storedSize ? f.storedSize(UTF8ToString($0)) : 0; }, owned_key.c_str());
    sizes[static_cast<int>(session::stored_kind(key))] += static_cast<std::int64_t>(size);
    ours += static_cast<std::int64_t>(size);
  }
  const auto all = static_cast<std::int64_t>(EM_ASM_DOUBLE({ const f = window.flagfall; return f.storedSize ? f.storedSize() : 0; }));
  sizes[static_cast<int>(session::StoredKind::kOther)] = all > ours ? all - ours : 0;
  return sizes;
}
// clang-format on

std::string export_saved_data(const std::string& app_version, std::int64_t now) {
  return session::write_saved_data(current_data(app_version, now));
}

std::string import_saved_data(session::AppSession& app, std::string_view file,
                              const std::string& app_version, std::int64_t now) {
  const auto imported = session::read_saved_data(file);
  if (!imported) return imported.error();
  return session::import_saved_data(app, local_storage(), imported.value(),
                                    current_data(app_version, now));
}

}  // namespace flagfall::platform
