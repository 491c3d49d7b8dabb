#include "json/writer.h"
#include "ui/app.h"
#include "ui/clock/clock_screen.h"
#include "ui/fonts.h"
#include "ui/tap_targets.h"
#include "words/words.h"

namespace flagfall::ui {
namespace {

// Each target by its id, in the order of the ids; of two with one id, the later (as the map the
// state was once built in did). A few dozen targets: an insertion sort is the least code.
void write_targets(JsonWriter& out, const std::vector<TapTarget>& all) {
  std::vector<const TapTarget*> order;
  for (const TapTarget& target : all) {
    auto at = order.begin();
    while (at != order.end() && (*at)->id <= target.id) ++at;
    order.insert(at, &target);
  }
  out.begin_object();
  for (std::size_t i = 0; i < order.size(); ++i) {
    const TapTarget& target = *order[i];
    if (i + 1 < order.size() && order[i + 1]->id == target.id) continue;
    out.key(target.id).begin_array();
    out.value(target.x).value(target.y).value(target.width).value(target.height).end_array();
  }
  out.end_object();
}

}  // namespace

std::string App::state_json(const PlatformFacts& facts, EpochMillis now) const {
  JsonWriter out;
  out.begin_object()
      .field("body_font_partial", Fonts::body_is_partial())
      .key("clock")
      .begin_object();
  clock_screen_.write_state(out, now);
  out.end_object();
  out.field("frame", facts.frames_drawn).key("home").begin_object();
  session_.home().write_state(out);
  out.end_object();
  out.key("input")
      .begin_object()
      .field("clicks", facts.clicks)
      .key("last_click")
      .begin_array()
      .value(facts.last_click_x)
      .value(facts.last_click_y)
      .end_array()
      .field("pointer_downs", facts.pointer_downs)
      .field("pointer_shown", facts.pointer_shown)
      .field("settling", facts.frames_to_settle)
      .end_object();
  out.key("loop")
      .begin_object()
      .field("stopped", facts.loop_stopped)
      .field("rendered", facts.frames_rendered)
      .field("stops", facts.loop_stops)
      .end_object();
  out.key("cut_labels").begin_array();
  for (const std::string& label : tap_targets().cut_labels()) out.value(label);
  out.end_array();
  out.field("restore_problem", session_.restore_problem())
      .field("screen", session::screen_id(session_.screen()))
      .key("storage")
      .begin_object();
  session_.storage().write_state(out);
  out.end_object().key("targets");
  write_targets(out, tap_targets().all());
  out.field("tick_frames", facts.tick_frames).key("trainer").begin_object();
  trainer_screen_.write_state(out, now);
  out.end_object();
  out.key("viewport")
      .begin_object()
      .field("height", facts.viewport_height)
      .field("pixel_ratio", facts.pixel_ratio)
      .field("width", facts.viewport_width)
      .end_object();
  const words::Words& words = words::app_words();
  out.key("words")
      .begin_object()
      .field("complete", words.complete())
      .field("language", words.language())
      .field("problem", words.problem())
      .end_object();
  out.end_object();
  return out.take();
}

void ClockScreen::write_state(JsonWriter& out, EpochMillis now) const {
  session_.write_state(out, now);
}

}  // namespace flagfall::ui
