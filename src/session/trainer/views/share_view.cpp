// Sharing: the share sheet of a case or a class set (the link, its QR code when short enough, the
// file), what became of it, and the class set being built from one's own cases and the bank's.
#include "session/trainer/views/share_view.h"

#include <algorithm>

#include "game/pgn_export.h"
#include "json/writer.h"
#include "rules/scenario_category.h"
#include "rules/scenario_writer.h"
#include "session/link_language.h"
#include "session/packed_link.h"
#include "session/trainer/trainer_session.h"
#include "session/trainer/trainer_texts.h"
#include "trainer/bank_words.h"
#include "trainer/class_result_json.h"
#include "trainer/question.h"
#include "trainer/random.h"
#include "words/words.h"

namespace flagfall::session {

using words::Msg;

namespace {

constexpr std::size_t kPreviewChars = 72;

// The link, in the language on show (words::app_words()): it opens in it on the other phone.
std::string address_of(std::string_view page_address, const std::string& fragment) {
  return std::string(page_address.substr(0, page_address.find('#'))) +
         with_link_language(fragment, words::app_words().language());
}

// The link as the sheet shows it: whole when short, else its start and its length.
std::string preview(const std::string& link) {
  if (link.size() <= kPreviewChars) return link;
  return words::format<Msg::kTrainerShareCharacters>(link.substr(0, kPreviewChars - 8),
                                                     std::to_string(link.size()));
}

void add_link(ShareSheet& sheet, const clock::Result<trainer::ShareLink, std::string>& link,
              std::string_view page_address) {
  if (!link) {
    sheet.link_problem = link.error();
    sheet.qr_note = words::text(Msg::kTrainerShareNoQr);
    return;
  }
  sheet.link = address_of(page_address, link->fragment);
  sheet.link_preview = preview(sheet.link);
  sheet.qr = qr_matrix(sheet.link);
  sheet.qr_note = sheet.qr ? std::string(words::text(Msg::kTrainerShareScan))
                           : words::format<Msg::kTrainerShareQrTooLong>(
                                 std::to_string(sheet.link.size()), std::to_string(kMaxQrText));
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
  if (rulesets.empty()) return std::string(words::text(Msg::kTrainerMineEveryRuleset));
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
  sheet.title = trainer::said(scenario, trainer::ScenarioText::kTitle);
  sheet.what = words::format<Msg::kTrainerShareOneCase>(rules::category_title(scenario.category),
                                                        rulesets_text(scenario.rulesets));
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
  sheet.what = words::plural<Msg::kTrainerShareSet>(static_cast<std::int64_t>(set.cases.size()),
                                                    std::to_string(own),
                                                    std::to_string(set.cases.size() - own));
  add_link(sheet, trainer::set_link(set), page_address);
  add_file(sheet, trainer::set_file(set));
  return sheet;
}

ShareSheet share_result_sheet(const trainer::StudentResult& result, std::string_view page_address) {
  ShareSheet sheet;
  sheet.title = result.set_title;
  sheet.what = words::format<Msg::kTrainerResultWhat>(std::to_string(result.score()),
                                                      std::to_string(result.answers.size()));
  sheet.student = result.student;
  if (result.student.empty()) {
    sheet.link_problem = words::text(Msg::kTrainerResultNameFirst);
    return sheet;
  }
  add_link(sheet, trainer::class_result_link(result), page_address);
  if (sheet.qr) sheet.qr_note = words::text(Msg::kTrainerResultScan);
  add_file(sheet, trainer::class_result_file(result));
  return sheet;
}

std::string set_ruleset_label(const ClassSetDraft& set) {
  return words::format<Msg::kTrainerSetRuleset>(set.ruleset.empty()
                                                    ? words::text(Msg::kTrainerSetEachCase)
                                                    : trainer::short_name(set.ruleset));
}

namespace {

// The ruleset after `ruleset` in rules::all_rulesets() order (from the first when `ruleset` is
// none) that `scenario` is meant for (any, without one); "" past the last.
std::string next_ruleset(std::string_view ruleset, const rules::Scenario* scenario) {
  const auto& all = rules::all_rulesets();
  auto at = std::find_if(all.begin(), all.end(),
                         [&](const rules::Ruleset* r) { return r->id == ruleset; });
  for (at = at == all.end() ? all.begin() : at + 1; at != all.end(); ++at) {
    if (scenario == nullptr || trainer::meant_for(*scenario, (*at)->id))
      return std::string((*at)->id);
  }
  return {};
}

}  // namespace

std::string next_set_ruleset(std::string_view ruleset) {
  if (!ruleset.empty() && rules::find_ruleset(ruleset) == nullptr) return {};
  return next_ruleset(ruleset, nullptr);
}

const std::string& set_case_ruleset(const ClassSetDraft& set, std::size_t i) {
  static const std::string kNone;
  return i < set.bank_rulesets.size() ? set.bank_rulesets[i] : kNone;
}

std::string set_case_ruleset_label(const ClassSetDraft& set, std::size_t i) {
  const std::string& ruleset = set_case_ruleset(set, i);
  return std::string(ruleset.empty() ? words::text(Msg::kTrainerSetAsSet)
                                     : trainer::short_name(ruleset));
}

std::string next_case_ruleset(const rules::Scenario& scenario, std::string_view ruleset) {
  return next_ruleset(ruleset, &scenario);
}

std::string student_name_label(const ShareSheet& sheet) {
  const std::string& name = sheet.student.value_or("");
  return words::format<Msg::kTrainerResultName>(
      name.empty() ? words::text(Msg::kTrainerResultNoName) : std::string_view(name));
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
      .field("qr_link", sheet.qr_link)
      .field("qr_note", sheet.qr_note)
      .field("result", sheet.student.has_value())
      .field("student", sheet.student.value_or(""))
      .field("title", sheet.title)
      .field("what", sheet.what);
}

void TrainerSession::share_mine(std::size_t index) {
  if (index >= mine_.cases().size()) return;
  share_view_.sheet.emplace(share_case_sheet(mine_.cases()[index], page_address_));
  share_view_.back = view_;
  share_view_.from_clock = false;
  show(TrainerView::kShare);
}

void TrainerSession::share_game(std::string_view scenario_json) {
  auto scenario = rules::parse_scenario(scenario_json);
  if (!scenario) {
    notice_ = words::format<Msg::kTrainerShareCannotShare>(scenario.error().message());
    show(TrainerView::kMenu);
    return;
  }
  share_view_.sheet.emplace(share_case_sheet(*scenario, page_address_));
  share_view_.back = TrainerView::kMenu;
  share_view_.from_clock = true;
  show(TrainerView::kShare);
}

void TrainerSession::share_link() {
  if (!share_view_.sheet || share_view_.sheet->link.empty()) return;
  share_view_.sheet->outcome.clear();
  export_ = ExportRequest{"share", share_view_.sheet->title, "text/plain", share_view_.sheet->link};
}

std::optional<ExportRequest> TrainerSession::take_export() {
  if (export_) return std::exchange(export_, std::nullopt);
  ShareSheet* sheet = share_view_.sheet ? &*share_view_.sheet : nullptr;
  if (sheet == nullptr) return std::nullopt;
  return pack_request(sheet->link, sheet->qr, sheet->pack_asked);
}

void TrainerSession::link_packed(std::string_view link, std::string_view packed) {
  ShareSheet* sheet = share_view_.sheet ? &*share_view_.sheet : nullptr;
  if (sheet == nullptr || !take_packed_link(sheet->link, link, packed, sheet->qr, sheet->qr_link))
    return;
  if (!sheet->qr) {
    sheet->qr_note = words::format<Msg::kTrainerSharePackedTooLong>(std::to_string(packed.size()),
                                                                    std::to_string(kMaxQrText));
    return;
  }
  sheet->qr_note = words::format<Msg::kTrainerSharePackedScan>(std::to_string(packed.size()));
}

void TrainerSession::link_shared(std::string_view outcome, std::string_view file) {
  const std::string said = export_outcome_text(outcome, file);
  if (said.empty()) return;
  if (share_view_.sheet && view_ == TrainerView::kShare) share_view_.sheet->outcome = said;
  announcements_.push_back({said, false});
}

void TrainerSession::close_share() {
  if (view_ != TrainerView::kShare) return;
  show(share_view_.back);
  if (share_view_.from_clock) {
    view_ = TrainerView::kMenu;
    leave_ = TrainerExit::kClock;
  }
  share_view_.sheet.reset();
}

void TrainerSession::open_set_builder() {
  // A set nobody named yet is called so in the words on show.
  if (share_view_.set.title.empty())
    share_view_.set.title = words::text(Msg::kTrainerMirrorClassSet);
  // Cases deleted meanwhile leave the set.
  std::erase_if(share_view_.set.own,
                [&](const std::string& id) { return mine_.find(id) == nullptr; });
  show(TrainerView::kSetBuilder);
}

void TrainerSession::toggle_set_case(std::size_t mine_index) {
  if (mine_index >= mine_.cases().size()) return;
  const std::string& id = mine_.cases()[mine_index].id;
  const auto it = std::find(share_view_.set.own.begin(), share_view_.set.own.end(), id);
  if (it != share_view_.set.own.end()) {
    share_view_.set.own.erase(it);
  } else if (share_view_.set.own.size() + share_view_.set.bank.size() < trainer::kMaxSetCases) {
    share_view_.set.own.push_back(id);
  }
}

void TrainerSession::pick_bank_cases(EpochMillis now, std::string_view topic) {
  std::vector<const rules::Scenario*> candidates;
  if (topic.empty()) {
    candidates = trainer_.candidate_scenarios();
  } else {
    const std::string& ruleset = share_view_.set.ruleset;
    for (const rules::Scenario& s : trainer_.bank().scenarios()) {
      if (s.category == topic && (ruleset.empty() || trainer::meant_for(s, ruleset)))
        candidates.push_back(&s);
    }
  }
  std::erase_if(candidates, [&](const rules::Scenario* s) {
    return std::find(share_view_.set.bank.begin(), share_view_.set.bank.end(), s->id) !=
           share_view_.set.bank.end();
  });
  trainer::Rng rng(next_seed(now));
  for (int n = 0; n < 5 && !candidates.empty() &&
                  share_view_.set.own.size() + share_view_.set.bank.size() < trainer::kMaxSetCases;
       ++n) {
    const std::size_t i = rng.below(candidates.size());
    share_view_.set.bank.push_back(candidates[i]->id);
    share_view_.set.bank_rulesets.emplace_back();
    candidates.erase(candidates.begin() + static_cast<std::ptrdiff_t>(i));
  }
}

trainer::ClassSet TrainerSession::built_set() const {
  // Your cases first, then the bank's, as the set view lists them.
  trainer::ClassSet set{share_view_.set.title, {}};
  for (const std::string& id : share_view_.set.own) {
    if (const rules::Scenario* s = mine_.find(id)) set.cases.push_back({"", *s});
  }
  for (std::size_t i = 0; i < share_view_.set.bank.size(); ++i) {
    const std::string& id = share_view_.set.bank[i];
    if (const rules::Scenario* s = trainer_.bank().find(id))
      set.cases.push_back({id, *s, set_case_ruleset(share_view_.set, i)});
  }
  set.ruleset = share_view_.set.ruleset;
  return set;
}

void TrainerSession::share_set() {
  if (view_ != TrainerView::kSetBuilder ||
      share_view_.set.own.size() + share_view_.set.bank.size() == 0)
    return;
  const trainer::ClassSet set = built_set();
  share_view_.sheet.emplace(share_set_sheet(set, page_address_));
  // The coach's class for it, which its students' results come back to.
  if (!share_view_.sheet->link.empty() || !share_view_.sheet->file_name.empty())
    mine_.classes().add_set(trainer::set_hash(set), set.title, trainer::class_cases(set));
  share_view_.back = TrainerView::kSetBuilder;
  share_view_.from_clock = false;
  show(TrainerView::kShare);
}

}  // namespace flagfall::session
