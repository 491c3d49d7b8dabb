#pragma once

#include <variant>

#include "session/intent_table.h"

// Every action of the home screen and its About / storage sheet as a value: what a drawn control
// and a mirror button carry, applied by HomeSession::apply. Their ids live only at the edges.
namespace flagfall::session::home_intent {

struct OpenClock {};
struct BackToClock {};  // "Game in progress: back to the clock"
struct OpenTrainer {};
struct ApplyUpdate {};
struct OpenAbout {};
struct ExportData {};
struct ImportData {};
struct CloseAbout {};

}  // namespace flagfall::session::home_intent

namespace flagfall::session {

using HomeIntent =
    std::variant<home_intent::OpenClock, home_intent::BackToClock, home_intent::OpenTrainer,
                 home_intent::ApplyUpdate, home_intent::OpenAbout, home_intent::ExportData,
                 home_intent::ImportData, home_intent::CloseAbout>;

// The home screen's one table of intents and their ids.
const IntentTable<HomeIntent>& home_intents();

}  // namespace flagfall::session
