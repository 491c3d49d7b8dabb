#pragma once

#include <functional>

// The scenario bank in the browser (docs/trainer.md, "The bank"): the build ships it beside the
// page as site/scenarios.txt, not inside app.wasm, so the page's first load stays small. It is
// fetched after the first frame (from the service worker's cache once the app is installed),
// put into trainer::Bank::builtin(), and then `on_installed` runs so the screens take it.
namespace flagfall::platform {

// Starts the fetch; on a failure it tries again, waiting longer each time (at most 30 s).
void load_bank(std::function<void()> on_installed);

}  // namespace flagfall::platform
