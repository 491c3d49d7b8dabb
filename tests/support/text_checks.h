#pragma once
// Small checks on the texts the sessions write (mirror labels, announcements).
#include <string>

namespace flagfall::testing_support {

inline bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace flagfall::testing_support
