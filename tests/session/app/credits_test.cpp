#include <gtest/gtest.h>

#include <string>

#include "words/words.h"

namespace flagfall::session {
namespace {

// The About sheet shows the piece set's credit as it is: it must name the set, its author and its
// licence.
TEST(Credits, ThePieceSetNamesItsAuthorAndLicence) {
  const std::string credit(words::text(words::Msg::kAboutPieceCredit));
  EXPECT_NE(credit.find("cburnett"), std::string::npos);
  EXPECT_NE(credit.find("Colin M.L. Burnett"), std::string::npos);
  EXPECT_NE(credit.find("GPL"), std::string::npos);
  EXPECT_NE(credit.find("pychess"), std::string::npos);
}

}  // namespace
}  // namespace flagfall::session
