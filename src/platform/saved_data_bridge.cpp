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
    if (auto text = load_from_storage(key)) data.entries[std::string(key)] = std::move(*text);
  }
  return data;
}

}  // namespace

// The EM_ASM bodies are JavaScript, which clang-format breaks (it turns === into == =).
// clang-format off
std::optional<std::string> load_from_storage(std::string_view key) {
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

bool save_to_storage(std::string_view key, const std::string& text) {
  const std::string owned_key(key);
  return EM_ASM_INT({ return window.flagfall.save(UTF8ToString($0), UTF8ToString($1)) ? 1 : 0; },
                    owned_key.c_str(), text.c_str()) != 0;
}
// clang-format on

std::string export_saved_data(const std::string& app_version, std::int64_t now) {
  return session::write_saved_data(current_data(app_version, now));
}

std::string import_saved_data(
    std::string_view file, const std::string& app_version, std::int64_t now,
    const std::function<void(std::string_view, const std::string&)>& restore) {
  const auto imported = session::read_saved_data(file);
  if (!imported) return imported.error();
  for (const session::StorageWrite& write :
       session::import_writes(current_data(app_version, now), imported.value())) {
    if (save_to_storage(write.key, write.text)) {
      if (write.key != session::kBeforeImportKey) restore(write.key, write.text);
    } else if (write.key == session::kBeforeImportKey) {
      return "the browser's storage is too full to keep your current data aside, so nothing was "
             "imported";
    } else {
      return "the browser's storage filled up before " + write.key +
             " was imported; what you had is kept aside in " +
             std::string(session::kBeforeImportKey);
    }
  }
  return "";
}

}  // namespace flagfall::platform
