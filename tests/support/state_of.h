#pragma once
// A session's part of the test hook's state (its write_state(), into an object opened here),
// parsed, so a test reads it as the page does.
#include <nlohmann/json.hpp>

#include "json/writer.h"

namespace flagfall::testing_support {

template <class Session, class... Args>
nlohmann::json state_of(const Session& session, Args... args) {
  JsonWriter out;
  out.begin_object();
  session.write_state(out, args...);
  out.end_object();
  return nlohmann::json::parse(out.take());
}

}  // namespace flagfall::testing_support
