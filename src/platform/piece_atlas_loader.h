#pragma once

namespace flagfall::platform {

// The piece set's atlas (src/platform/CMakeLists.txt builds pieces-1x.png, -2x and -3x): the page
// loads the one for the device pixel ratio (session::piece_atlas_density) and hands it to WebGL.
// Called after the app's first frame, so the pictures are not part of the first load, and again
// whenever the ratio changes (a window moved to another screen, the page zoomed): nothing is
// loaded when that density is already drawn or on its way. Until a picture arrives (or if it
// cannot be loaded) the boards draw the font's chess glyphs.
void want_piece_atlas(float pixel_ratio);

// The page loaded the atlas for `density` into the WebGL texture `texture`: true if the boards
// draw with it from the next frame, false if the ratio changed meanwhile (the texture is deleted).
bool piece_atlas_arrived(unsigned texture, int density);

}  // namespace flagfall::platform
