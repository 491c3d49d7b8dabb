#include "session/trainer/share_sheet.h"

#include "game/pgn_export.h"
#include "json/writer.h"
#include "rules/scenario_category.h"
#include "trainer/question.h"

namespace flagfall::session {
namespace {

constexpr std::size_t kPreviewChars = 72;

std::string address_of(std::string_view page_address, const std::string& fragment) {
  return std::string(page_address.substr(0, page_address.find('#'))) + fragment;
}

// The link as the sheet shows it: whole when short, else its start and its length.
std::string preview(const std::string& link) {
  if (link.size() <= kPreviewChars) return link;
  return link.substr(0, kPreviewChars - 8) + "\xE2\x80\xA6 (" + std::to_string(link.size()) +
         " characters)";
}

void add_link(ShareSheet& sheet, const clock::Result<trainer::ShareLink, std::string>& link,
              std::string_view page_address) {
  if (!link) {
    sheet.link_problem = link.error();
    sheet.qr_note = "No QR code without a link: share the file.";
    return;
  }
  sheet.link = address_of(page_address, link->fragment);
  sheet.link_preview = preview(sheet.link);
  sheet.qr = qr_matrix(sheet.link);
  sheet.qr_note = sheet.qr ? "Scan it with a phone's camera to open it there."
                           : "Too long for a QR code (" + std::to_string(sheet.link.size()) +
                                 " characters, at most " + std::to_string(kMaxQrText) +
                                 "): send the link or the file.";
}

void add_file(ShareSheet& sheet, const clock::Result<trainer::ShareFile, std::string>& file) {
  if (!file) {
    sheet.file_problem = file.error();
    return;
  }
  sheet.file_name = file->filename;
  sheet.file_text = file->text;
}

std::string rulesets_text(const std::vector<std::string>& rulesets) {
  if (rulesets.empty()) return "every ruleset";
  std::string out;
  for (const std::string& r : rulesets) {
    if (!out.empty()) out += ", ";
    out += std::string(trainer::short_name(r));
  }
  return out;
}

}  // namespace

ShareSheet share_case_sheet(const rules::Scenario& scenario, std::string_view page_address) {
  ShareSheet sheet;
  sheet.title = scenario.title;
  sheet.what = "One case \xC2\xB7 " + std::string(rules::category_title(scenario.category)) +
               " \xC2\xB7 for " + rulesets_text(scenario.rulesets);
  add_link(sheet, trainer::case_link(scenario), page_address);
  add_file(sheet, trainer::case_file(scenario));
  const rules::Ruleset* ruleset =
      rules::find_ruleset(scenario.rulesets.empty() ? rules::ruleset_id_name(rules::kDefaultRuleset)
                                                    : std::string_view(scenario.rulesets[0]));
  if (ruleset) sheet.pgn = game::pgn_with_clocks(scenario, *ruleset).value_or("");
  return sheet;
}

ShareSheet share_set_sheet(const trainer::ClassSet& set, std::string_view page_address) {
  ShareSheet sheet;
  sheet.title = set.title;
  std::size_t own = 0;
  for (const trainer::SetCase& c : set.cases) own += c.bank_id.empty() ? 1 : 0;
  sheet.what = "A class set of " + std::to_string(set.cases.size()) +
               (set.cases.size() == 1 ? " case" : " cases") + " (" + std::to_string(own) +
               " of yours, " + std::to_string(set.cases.size() - own) +
               " from the bank), asked as a quiz";
  add_link(sheet, trainer::set_link(set), page_address);
  add_file(sheet, trainer::set_file(set));
  return sheet;
}

void write_share_sheet_state(JsonWriter& out, const ShareSheet& sheet) {
  out.field("file", sheet.file_name)
      .field("file_problem", sheet.file_problem)
      .field("link", sheet.link)
      .field("link_preview", sheet.link_preview)
      .field("link_problem", sheet.link_problem)
      .field("outcome", sheet.outcome)
      .field("pgn", !sheet.pgn.empty())
      .field("qr", sheet.qr ? sheet.qr->size : 0)
      .field("qr_note", sheet.qr_note)
      .field("title", sheet.title)
      .field("what", sheet.what);
}

}  // namespace flagfall::session
