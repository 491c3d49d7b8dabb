#pragma once

#include <string>

#include "session/trainer/trainer_intent.h"

namespace flagfall::session {

// A control a trainer sheet offers: its words and the intent a tap on it applies. The drawn sheet
// lays the controls out and the mirror lists them as buttons, so both say and do the same.
struct TrainerControl {
  std::string label;
  TrainerIntent intent;
};

}  // namespace flagfall::session
