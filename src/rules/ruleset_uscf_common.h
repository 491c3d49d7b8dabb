#pragma once

#include "rules/ruleset.h"

namespace flagfall::rules {

// What uscf-2020 and uscf-earlier share: Chapter 11 outside rules 7c and 8 reads the same in both.
Ruleset uscf_chapter11_common();

}  // namespace flagfall::rules
