#include "platform/frame_picture.h"

#include <imgui.h>

#include <cstring>

namespace flagfall::platform {
namespace {

std::uint64_t g_texture_uploads = 0;

// FNV-1a over 32-bit words (the buffers are arrays of floats, colours and 16-bit indices).
class Fingerprint {
 public:
  void add(const void* data, std::size_t size) {
    const auto* bytes = static_cast<const unsigned char*>(data);
    for (; size >= 4; size -= 4, bytes += 4) {
      std::uint32_t word;
      std::memcpy(&word, bytes, 4);
      mix(word);
    }
    for (; size > 0; --size, ++bytes) mix(*bytes);
  }
  template <class T>
  void add(const T& value) {
    add(&value, sizeof(T));
  }
  std::uint64_t value() const { return hash_; }

 private:
  void mix(std::uint32_t word) { hash_ = (hash_ ^ word) * 0x100000001b3ULL; }
  std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

}  // namespace

void note_texture_upload() {
  ++g_texture_uploads;
}

// Everything the renderer reads from the draw data: the display's place, size and scale, and
// each list's vertices, indices and commands (clip, texture, offsets, count, callback); and the
// textures' uploads so far.
bool FramePicture::differs(const ImDrawData& frame) {
  Fingerprint print;
  print.add(g_texture_uploads);
  print.add(frame.DisplayPos);
  print.add(frame.DisplaySize);
  print.add(frame.FramebufferScale);
  print.add(frame.CmdListsCount);
  for (int n = 0; n < frame.CmdListsCount; ++n) {
    const ImDrawList& list = *frame.CmdLists[n];
    print.add(list.VtxBuffer.Size);
    print.add(list.VtxBuffer.Data, list.VtxBuffer.size_in_bytes());
    print.add(list.IdxBuffer.Size);
    print.add(list.IdxBuffer.Data, list.IdxBuffer.size_in_bytes());
    print.add(list.CmdBuffer.Size);
    for (const ImDrawCmd& command : list.CmdBuffer) {
      print.add(command.ClipRect);
      print.add(command.TextureId);
      print.add(command.VtxOffset);
      print.add(command.IdxOffset);
      print.add(command.ElemCount);
      print.add(command.UserCallback);
      print.add(command.UserCallbackData);
    }
  }
  if (shown_ && *shown_ == print.value()) return false;
  shown_ = print.value();
  return true;
}

}  // namespace flagfall::platform
