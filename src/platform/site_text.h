#pragma once

// A text file of the site fetched after the first frame (the scenario bank, a word catalog): from
// the service worker's cache once the app is installed, else from the network, trying again on a
// failure, waiting longer each time (at most 30 s). `on_text` runs with its text once it is here.
namespace flagfall::platform {

enum class SiteText : int { kBank, kWords };

void fetch_site_text(SiteText which, const char* path, void (*on_text)(const char* text));

}  // namespace flagfall::platform
