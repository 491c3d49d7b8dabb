#include "session/trainer/trainer_texts.h"

namespace flagfall::session {

std::string percent(int right, int answered) {
  if (answered == 0) return "-";
  return std::to_string((right * 100 + answered / 2) / answered) + "%";
}

}  // namespace flagfall::session
