// The controls of My scenarios, the case editor, the class set and the share sheet by intent id:
// the same intents a tap calls, for the accessible mirror's buttons (session/mirror.h).
#include <charconv>

#include "session/trainer_session.h"

namespace flagfall::session {
namespace {

// The number after `prefix` in `intent` ("mine.edit.2" -> 2), if `intent` starts so.
std::optional<std::size_t> number_after(std::string_view intent, std::string_view prefix) {
  if (intent.size() <= prefix.size() || intent.substr(0, prefix.size()) != prefix)
    return std::nullopt;
  const std::string_view digits = intent.substr(prefix.size());
  std::size_t n = 0;
  const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
  if (error != std::errc() || end != digits.data() + digits.size()) return std::nullopt;
  return n;
}

}  // namespace

bool TrainerSession::activate_mine(std::string_view intent, EpochMillis at) {
  using Action = void (TrainerSession::*)();
  using TimedAction = void (TrainerSession::*)(EpochMillis);
  static const struct {
    std::string_view id;
    Action action;
    TimedAction timed;
  } kIntents[] = {
      {"trainer.mine", &TrainerSession::open_mine, nullptr},
      {"mine.back", &TrainerSession::mine_back, nullptr},
      {"mine.new", &TrainerSession::open_editor, nullptr},
      {"mine.set", &TrainerSession::open_set_builder, nullptr},
      {"mine.open-file", &TrainerSession::choose_file, nullptr},
      {"mine.delete.confirm", &TrainerSession::confirm_delete_mine, nullptr},
      {"mine.delete.cancel", &TrainerSession::cancel_delete_mine, nullptr},
      {"mine.replace", &TrainerSession::confirm_replace_mine, nullptr},
      {"mine.keep-both", &TrainerSession::keep_both_mine, nullptr},
      {"mine.cancel-replace", &TrainerSession::cancel_replace_mine, nullptr},
      {"editor.save", &TrainerSession::save_editor, nullptr},
      {"editor.back", &TrainerSession::close_editor, nullptr},
      {"share.link", &TrainerSession::share_link, nullptr},
      {"share.file", &TrainerSession::share_file, nullptr},
      {"share.back", &TrainerSession::close_share, nullptr},
      {"set.title", &TrainerSession::ask_set_title, nullptr},
      {"set.bank.pick", nullptr, &TrainerSession::pick_bank_cases},
      {"set.share", &TrainerSession::share_set, nullptr},
      {"set.back", &TrainerSession::set_back, nullptr},
      {"trainer.shared.save", &TrainerSession::save_shared_to_mine, nullptr},
      {"trainer.set.again", nullptr, &TrainerSession::retry_set},
      {"study.edit", &TrainerSession::edit_studied, nullptr},
      {"study.mine", &TrainerSession::open_mine, nullptr},
  };
  for (const auto& entry : kIntents) {
    if (entry.id != intent) continue;
    if (entry.action != nullptr) (this->*entry.action)();
    if (entry.timed != nullptr) (this->*entry.timed)(at);
    return true;
  }
  if (const auto i = number_after(intent, "mine.study.")) {
    study_mine_at(*i, at);
  } else if (const auto j = number_after(intent, "mine.edit.")) {
    edit_mine(*j);
  } else if (const auto k = number_after(intent, "mine.share.")) {
    share_mine(*k);
  } else if (const auto l = number_after(intent, "mine.delete.")) {
    ask_delete_mine(*l);
  } else if (const auto m = number_after(intent, "set.case.")) {
    toggle_set_case(*m);
  } else if (const auto n = number_after(intent, "set.bank.remove.")) {
    remove_set_bank(*n);
  } else if ((intent.substr(0, 7) == "editor." || intent.substr(0, 6) == "board.") && editor_ &&
             view_ == TrainerView::kEditor) {
    return editor_->activate(intent);
  } else {
    return false;
  }
  return true;
}

}  // namespace flagfall::session
