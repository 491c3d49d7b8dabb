#pragma once
// The source tree, for tests that read the product's data files (the scenario bank, the rules
// texts). The test target defines FLAGFALL_SOURCE_DIR.
#include <string>

namespace flagfall::testing_support {

inline const std::string kRoot = FLAGFALL_SOURCE_DIR;

}  // namespace flagfall::testing_support
