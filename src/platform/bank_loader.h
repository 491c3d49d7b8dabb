#pragma once

// The scenario bank in the browser (docs/trainer.md, "The bank"): the build ships it beside the
// page as site/scenarios.txt, not inside app.wasm, so the page's first load stays small. It is
// fetched after the first frame (platform/site_text.h), put into trainer::Bank::builtin(), and
// then `on_installed` runs so the screens take it.
namespace flagfall::platform {

// Starts the fetch.
void load_bank(void (*on_installed)());

}  // namespace flagfall::platform
