#include "platform/frame_pacer.h"

#include <emscripten.h>

#include <algorithm>

// clang-format off
// Input that may change the screen wakes a stopped loop: listened for on the window before any
// other listener (capture), so the mirror's and the text field's own handlers cannot hide it. A
// new pixel ratio comes with no event of its own: a media query for the current one says when
// it stops matching.
EM_JS(void, js_listen_for_wakers, (), {
  const wake = () => { if (Module.flagfallLoopStopped) _flagfall_wake(); };
  for (const type of ['pointerdown', 'pointerup', 'pointermove', 'pointercancel', 'touchstart',
                      'touchmove', 'touchend', 'touchcancel', 'mousedown', 'mouseup', 'mousemove',
                      'wheel', 'keydown', 'keyup', 'focus', 'blur', 'resize', 'orientationchange',
                      'visibilitychange', 'fullscreenchange']) {
    window.addEventListener(type, wake, { capture: true, passive: true });
  }
  const watchRatio = () => {
    matchMedia('(resolution: ' + devicePixelRatio + 'dppx)')
      .addEventListener('change', () => { wake(); watchRatio(); }, { once: true });
  };
  watchRatio();
});

// The loop stopped: wakes it after `ms` (the next instant the UI asked for), or never (ms < 0).
EM_JS(void, js_loop_stopped, (double ms), {
  Module.flagfallLoopStopped = true;
  clearTimeout(Module.flagfallWakeTimer);
  if (ms >= 0) Module.flagfallWakeTimer = setTimeout(() => _flagfall_wake(), ms);
});

EM_JS(void, js_loop_running, (), {
  Module.flagfallLoopStopped = false;
  clearTimeout(Module.flagfallWakeTimer);
});
// clang-format on

namespace flagfall::platform {

namespace {

FramePacer* g_woken = nullptr;  // the pacer web/bootstrap.js's input wakes

}  // namespace

void FramePacer::want_frames() {
  frames_to_draw_ = kFramesToSettle;
  wake();
}

void FramePacer::set_due(std::optional<session::EpochMillis> redraw_at,
                         std::optional<session::EpochMillis> tick_at) {
  redraw_at_ = redraw_at;
  tick_at_ = tick_at;
}

FramePacer::Frame FramePacer::next(session::EpochMillis now) {
  if (frames_to_draw_ > 0) {
    --frames_to_draw_;
    return Frame::kSettle;
  }
  if (redraw_at_ && now >= *redraw_at_) return Frame::kAsked;
  if (tick_at_ && now >= *tick_at_) return Frame::kTick;
  return Frame::kNone;
}

int FramePacer::frames_to_settle(session::EpochMillis now) const {
  return frames_to_draw_ + (redraw_at_ && now >= *redraw_at_ ? 1 : 0);
}

void FramePacer::stop_until_due(session::EpochMillis now) {
  if (g_woken == nullptr) {
    g_woken = this;
    js_listen_for_wakers();
  }
  std::optional<session::EpochMillis> due = redraw_at_;
  if (tick_at_ && (!due || *tick_at_ < *due)) due = tick_at_;
  stopped_ = true;
  ++stops_;
  emscripten_pause_main_loop();
  js_loop_stopped(due ? static_cast<double>(std::max<session::EpochMillis>(0, *due - now)) : -1.0);
}

void FramePacer::wake() {
  if (!stopped_) return;
  stopped_ = false;
  js_loop_running();
  emscripten_resume_main_loop();
}

}  // namespace flagfall::platform

extern "C" {

EMSCRIPTEN_KEEPALIVE void flagfall_wake() {
  if (flagfall::platform::g_woken != nullptr) flagfall::platform::g_woken->wake();
}

}  // extern "C"
