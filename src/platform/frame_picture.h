#pragma once

#include <cstdint>
#include <optional>

struct ImDrawData;

// What the canvas shows: a fingerprint of the last frame rendered to it. A frame that would draw
// exactly the same picture is not rendered again. Most frames drawn while ImGui settles after a
// tap repeat the one before; under software WebGL (SwiftShader, the test browser) rendering is
// nearly all of a frame's cost, and on a phone each one is GPU work for nothing. A canvas left
// unrendered in an animation frame keeps showing its last picture.
namespace flagfall::platform {

class FramePicture {
 public:
  // Whether `frame` draws something other than what the canvas shows; if it does, it is taken
  // as what the canvas shows from now on (the caller renders it).
  bool differs(const ImDrawData& frame);
  // Forgets the picture: the next frame is rendered whatever it holds.
  void forget() { shown_.reset(); }

 private:
  // The last rendered frame's fingerprint: a 64-bit hash of all the renderer reads, so two
  // different pictures are taken for one about once in 2^64 frames.
  std::optional<std::uint64_t> shown_;
};

// A texture's pixels were uploaded or replaced: a frame with the same draw data may show other
// pixels (a texture name can come back after its texture was deleted), so it is rendered.
void note_texture_upload();

}  // namespace flagfall::platform
