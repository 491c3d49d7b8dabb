#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "json/writer.h"
#include "session/qr_matrix.h"
#include "session/trainer/trainer_view.h"
#include "trainer/share.h"
#include "trainer/student_result.h"

namespace flagfall::session {

// The class set being built: its title, the ids of my cases in it, then the bank's.
struct ClassSetDraft {
  std::string title;  // named "Class set" in the words on show when the builder opens
  std::vector<std::string> own;
  std::vector<std::string> bank;
  std::string ruleset;  // asked under it where a case is meant for it; "" for each case's own
  // Each bank case's own ruleset, chosen for it alone ("" for the set's), beside `bank`.
  std::vector<std::string> bank_rulesets;
};

// The share sheet (docs/trainer.md, "Sharing a case"): one case or a class set as the page's
// address with a #case= or #set= fragment, as a QR code when the link is short enough to scan,
// and as a .json file. Made once when the sheet opens; the screen only draws it.
struct ShareSheet {
  std::string title;         // the case's or the set's title
  std::string what;          // "One case · USCF 2020, FIDE 2023" / "A class set of 5 cases ..."
  std::string link;          // the whole address; "" when too long for a link
  std::string link_preview;  // the link shortened for the screen ("http://...#case=eyJp… (812)")
  std::string link_problem;  // why there is no link ("too long for a link (27 KB ...)")
  std::optional<QrMatrix> qr;
  std::string qr_note;  // what the code is for, or why there is none
  // The link packed small when it is too long for a code as it is (#z=, the page's deflate-raw):
  // what the code holds then. Asked of the page once (`pack_asked`).
  std::string qr_link;
  bool pack_asked = false;
  std::string file_name;  // "" when the file cannot be made (file_problem says why)
  std::string file_text;
  std::string file_problem;
  // A case whose moves are known (every press completes a move it gives, as the editor makes
  // them): the game as PGN with each move's clock (game::pgn_with_clocks), else "".
  std::string pgn;
  // What became of "Share or copy the link" ("Link copied.", "Shared."), once the page says.
  std::string outcome;
  // A student's result for the coach (issue 41): the name it is sent under ("" until typed: no
  // link, code or file until then), asked for by the sheet's "Your name" button.
  std::optional<std::string> student;
};

ShareSheet share_case_sheet(const rules::Scenario& scenario, std::string_view page_address);
ShareSheet share_set_sheet(const trainer::ClassSet& set, std::string_view page_address);
ShareSheet share_result_sheet(const trainer::StudentResult& result, std::string_view page_address);

// The set builder's "Asked under: Scholastic" button, and the ruleset after `ruleset` in its
// steps (each case's own, then every ruleset in turn).
std::string set_ruleset_label(const ClassSetDraft& set);
std::string next_set_ruleset(std::string_view ruleset);
// A bank case's own ruleset in the set (`i`: its place among the bank cases; "" for the set's),
// its button's label ("Scholastic", "As the set"), and the next one its button chooses: each
// ruleset the case is meant for in turn, then the set's again.
const std::string& set_case_ruleset(const ClassSetDraft& set, std::size_t i);
std::string set_case_ruleset_label(const ClassSetDraft& set, std::size_t i);
std::string next_case_ruleset(const rules::Scenario& scenario, std::string_view ruleset);

// A result's "Your name: Ana" button.
std::string student_name_label(const ShareSheet& sheet);

// The test hook's "share" object.
// The sheet in the test hook's state: its members, into the object the caller opened.
void write_share_sheet_state(JsonWriter& out, const ShareSheet& sheet);

// Sharing: the share sheet on show, the view it goes back to, whether it came from the clock,
// and the class set being built.
struct ShareViewState {
  std::optional<ShareSheet> sheet;
  TrainerView back = TrainerView::kMenu;
  bool from_clock = false;
  ClassSetDraft set;
};

}  // namespace flagfall::session
