#pragma once
// For the trainer session's tests: its intents given as the page gives them.
#include "session/trainer/trainer_session.h"

namespace flagfall::session::testing_support {

using TA = TrainerAction;

// An intent no instant matters to (a time-dependent one is given with apply and its instant).
inline bool act(TrainerSession& s, const TrainerIntent& intent) {
  return s.apply(intent, 0);
}

}  // namespace flagfall::session::testing_support
