// Why a FEN cannot be read, in the words on show (issue 40): each field and reason in Spanish,
// never English words in it.
#include <string>

#include <gtest/gtest.h>

#include "../words/catalog_files.h"
#include "chess/fen.h"
#include "words/words.h"

namespace flagfall::chess {
namespace {

TEST(FenWords, EveryKindOfBadFenIsSaidInSpanish) {
  const char* bad[] = {
      "8/8/8/8/8/8/8/4K2k\tw - - 0 1",  "8/8/8/8/8/8/8/8 w",
      "8/8/8/8/8/8/8/4K2 w - - 0 1",    "8/8/8/8/8/8/8/8/8 w - - 0 1",
      "44/8/8/8/8/8/8/8 w - - 0 1",     "9/8/8/8/8/8/8/8 w - - 0 1",
      "x7/8/8/8/8/8/8/8 w - - 0 1",     "8/8/8/8/8/8/8 w - - 0 1",
      "8/8/8/8/8/8/8/8 w - - 0 1",      "4k3/8/8/8/8/8/8/8 w - - 0 1",
      "4k3/8/8/8/8/8/8/4K3 x - - 0 1",  "4k3/8/8/8/8/8/4K3/8 w K - 0 1",
      "4k3/8/8/8/8/8/8/4K3 w K - 0 1",  "4k3/8/8/8/8/8/8/4K3 w q - 0 1",
      "4k3/8/8/8/8/8/8/4K3 w B - 0 1",  "4k3/8/8/8/8/8/8/R3K3 w QA - 0 1",
      "4k3/8/8/8/8/8/8/R3K3 w x - 0 1", "4k3/8/8/8/8/8/8/4K3 w - z9 0 1",
      "4k3/8/8/8/8/8/8/4K3 w - e4 0 1", "4k3/8/8/8/8/8/8/4K3 w - - x 1",
      "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
  };
  for (const char* fen : bad) {
    const auto [english, spanish] = words::test::english_and_spanish([&] {
      const FenResult parsed = parse_fen(fen);
      return parsed ? std::string() : parsed.error.message();
    });
    ASSERT_FALSE(english.empty()) << fen;
    EXPECT_NE(spanish, english) << fen;
    EXPECT_EQ(spanish.rfind("FEN no válido, ", 0), 0u) << spanish;
    for (const char* word : {"expected", "found", " rank", " has ", " the ", " but ", "king",
                             "rook", "white", "black", "move", "placement"})
      EXPECT_EQ(spanish.find(word), std::string::npos) << "'" << word << "' in " << spanish;
  }
}

}  // namespace
}  // namespace flagfall::chess
