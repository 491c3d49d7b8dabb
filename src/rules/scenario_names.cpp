#include "rules/scenario_names.h"

namespace flagfall::rules {

using namespace scenario_names;

std::string_view actor_name(Actor actor) {
  return name_of(kActors, actor);
}
std::string_view event_kind_name(EventKind kind) {
  return name_of(kEventKinds, kind);
}
std::string_view claim_kind_name(ClaimKind claim) {
  return name_of(kClaimKinds, claim);
}
std::string_view pause_reason_name(PauseReason reason) {
  return name_of(kPauseReasons, reason);
}

}  // namespace flagfall::rules
