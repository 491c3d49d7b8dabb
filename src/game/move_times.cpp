#include "game/move_times.h"

#include "chess/fen.h"
#include "game/live_game.h"

namespace flagfall::game {

namespace {

clock::Millis nearest_ms(clock::Micros us) {
  return (us + clock::kMicrosPerMilli / 2) / clock::kMicrosPerMilli;
}

}  // namespace

std::vector<MoveTime> move_times(const clock::Clock& clock, int first_number) {
  std::vector<MoveTime> rows;
  clock::Clock replay(clock.config());
  clock::Micros used_at_last_press[2] = {0, 0};
  int number = first_number;
  for (const clock::Event& event : clock.events()) {
    if (event.kind != clock::EventKind::Press) {
      replay.apply(event);
      continue;
    }
    const int i = clock::index(event.side);
    replay.advance_to(event.t, event.us);
    const clock::Micros used = replay.state_at(event.t).sides[i].used;
    if (replay.apply(event) != clock::EventStatus::Applied) continue;
    MoveTime row;
    row.number = number;
    row.side = event.side;
    row.at = event.t;
    row.spent = nearest_ms(used - used_at_last_press[i]);
    row.clock_after = replay.view(event.side, event.t).remaining;
    rows.push_back(row);
    used_at_last_press[i] = used;
    if (event.side == chess::Color::Black) ++number;
  }
  return rows;
}

std::vector<MoveTime> move_times(const LiveGame& game) {
  const auto fen = chess::parse_fen(game.compiled().scenario.setup.fen);
  return move_times(game.game_clock(), fen ? fen.position->fullmove_number() : 1);
}

std::string move_times_csv(const std::vector<MoveTime>& times) {
  std::string csv = "move,side,spent_ms,clock_ms,at_ms\n";
  for (const MoveTime& row : times) {
    csv += std::to_string(row.number);
    csv += row.side == chess::Color::White ? ",white," : ",black,";
    csv += std::to_string(row.spent) + "," + std::to_string(row.clock_after) + "," +
           std::to_string(row.at) + "\n";
  }
  return csv;
}

std::string pgn_clock_text(clock::Millis ms, bool round_up) {
  if (ms < 0) ms = 0;
  const clock::Millis seconds = round_up ? (ms + clock::kSecond - 1) / clock::kSecond
                                         : (ms + clock::kSecond / 2) / clock::kSecond;
  const auto two = [](clock::Millis n) {
    std::string text = std::to_string(n);
    if (n < 10) text.insert(0, 1, '0');  // not "0" + text: GCC 12's false -Wrestrict at -O2
    return text;
  };
  return std::to_string(seconds / 3600) + ":" + two(seconds / 60 % 60) + ":" + two(seconds % 60);
}

}  // namespace flagfall::game
