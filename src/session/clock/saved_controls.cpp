// The controls saved by name: their names as typed, and their part of the clock's save.
#include "session/clock/saved_controls.h"

#include "json/value.h"

#include "game/live_game.h"
#include "words/words.h"

namespace flagfall::session {

std::string tidy_control_name(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  text = text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
  std::size_t cut = std::min(text.size(), kMaxControlNameLength);
  while (cut < text.size() && cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
    --cut;
  return std::string(text.substr(0, cut));
}

std::vector<std::string> saved_control_entry(const NamedControl& c) {
  std::vector<std::string> entry = {c.name, c.control};
  if (!c.black.empty() || c.draw_counts_for_black) entry.push_back(c.black);
  if (c.draw_counts_for_black) entry.push_back("black");
  return entry;
}

json::Value saved_controls_json(const std::vector<NamedControl>& controls) {
  json::Value list = json::Value::array();
  for (const NamedControl& c : controls) list.push_back(saved_control_entry(c));
  return list;
}

std::optional<std::string> read_saved_controls(const json::Value& list,
                                               std::vector<NamedControl>& out) {
  if (!list.is_array() || list.size() > kMaxSavedControls)
    return words::format<words::Msg::kReaderClockControlsList>("/saved_controls",
                                                               std::to_string(kMaxSavedControls));
  std::vector<NamedControl> read(list.size());
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string at = "/saved_controls/" + std::to_string(i);
    const json::Value& e = list[i];
    std::string fields[4];
    if (!e.is_array() || e.size() < 2 || e.size() > 4)
      return words::format<words::Msg::kReaderClockControlEntry>(at);
    for (std::size_t f = 0; f < e.size(); ++f) {
      if (!e[f].is_string())
        return words::format<words::Msg::kReaderMustBeText>(at + "/" + std::to_string(f));
      fields[f] = e[f].get<std::string>();
    }
    NamedControl& c = read[i];
    c = {fields[0], fields[1], fields[2], fields[3] == "black"};
    if (c.name.empty() || c.name != tidy_control_name(c.name))
      return words::format<words::Msg::kReaderClockControlName>(
          at + "/0", std::to_string(kMaxControlNameLength));
    if (c.control.empty()) return words::format<words::Msg::kReaderClockNoControl>(at + "/1");
    if (e.size() == 4 && !c.draw_counts_for_black)
      return words::format<words::Msg::kReaderOnlyBlack>(at + "/3");
    // The controls as the clock takes them (both read, one clock for the two).
    game::GameSetup setup;
    setup.time_control = c.control;
    setup.black_time_control = c.black;
    if (auto made = game::LiveGame::make(setup); !made) return at + ": " + made.error();
  }
  out = std::move(read);
  return std::nullopt;
}

}  // namespace flagfall::session
