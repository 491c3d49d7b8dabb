#pragma once

#include <string_view>

namespace flagfall::session {

// Who made what the app shows and under which licence, for the About sheet and docs/guide.md.
// The piece set on every board (cmake/debian_sources.cmake fetches it from Debian's pychess).
inline constexpr std::string_view kPieceSetCredit =
    "Chess pieces: the \"cburnett\" set by Colin M.L. Burnett, as on Wikipedia and lichess. He "
    "released it under the GPL (version 2 or later), the GFDL and a BSD licence; Flagfall takes "
    "it from Debian's pychess package, which ships it under the GPL, version 3 or later.";

}  // namespace flagfall::session
