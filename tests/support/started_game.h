#pragma once

#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "game/live_game.h"

namespace flagfall::game {

inline constexpr Millis kStart = 1'700'000'000'000;

// A live game under `ruleset` and `control`, started at kStart.
inline LiveGame started_game(const std::string& ruleset, const std::string& control = "1+0") {
  auto made = LiveGame::make({ruleset, control, ""});
  EXPECT_TRUE(made) << made.error();
  LiveGame game = std::move(made).value();
  EXPECT_EQ(game.start(kStart), "");
  return game;
}

}  // namespace flagfall::game
