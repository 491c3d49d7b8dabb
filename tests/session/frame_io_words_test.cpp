// What the page did with a link or a file to share, as the clock and the trainer say it, in the
// words on show (issue 40): the file's name as it was saved.
#include "session/frame_io.h"

#include <gtest/gtest.h>

#include "../words/catalog_files.h"

namespace flagfall::session {
namespace frame_io_words {

TEST(ExportOutcomeWords, EveryOutcomeIsSaidInEnglishAndSpanish) {
  const auto said = [](const char* outcome, const char* file) {
    return words::test::english_and_spanish([&] { return export_outcome_text(outcome, file); });
  };
  EXPECT_EQ(said("shared", ""), std::make_pair(std::string("Shared."), std::string("Compartido.")));
  EXPECT_EQ(said("copied", "").second, "Enlace copiado.");
  EXPECT_EQ(said("cancelled", "").second, "No se ha compartido.");
  EXPECT_EQ(said("shown", "").first.rfind("This page can neither share nor copy", 0), 0u);
  EXPECT_EQ(said("shown", "").second.rfind("Esta página no puede compartir ni copiar", 0), 0u);
  EXPECT_EQ(said("saved", "game.pgn"), std::make_pair(std::string("Downloaded game.pgn."),
                                                      std::string("Descargado game.pgn.")));
  EXPECT_EQ(said("not-saved", "game.pgn").second,
            "No se ha guardado: este navegador no ha querido descargar game.pgn.");
  // A file's outcome without its file, or a word the page never sends, says nothing.
  EXPECT_EQ(said("saved", ""), std::make_pair(std::string(), std::string()));
  EXPECT_EQ(said("lost", "x").second, "");
}

}  // namespace frame_io_words
}  // namespace flagfall::session
