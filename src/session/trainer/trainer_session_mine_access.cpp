// The controls of My scenarios, the case editor, the class set and the share sheet by intent id:
// the same intents a tap calls, for the accessible mirror's buttons (session/mirror.h).

#include "session/intent_id.h"
#include "session/trainer/trainer_session.h"

namespace flagfall::session {

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
      {"share.pgn", &TrainerSession::share_pgn, nullptr},
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
  if (const auto i = index_between(intent, "mine.study.")) {
    study_mine_at(*i, at);
  } else if (const auto j = index_between(intent, "mine.edit.")) {
    edit_mine(*j);
  } else if (const auto k = index_between(intent, "mine.share.")) {
    share_mine(*k);
  } else if (const auto l = index_between(intent, "mine.delete.")) {
    ask_delete_mine(*l);
  } else if (const auto m = index_between(intent, "set.case.")) {
    toggle_set_case(*m);
  } else if (const auto n = index_between(intent, "set.bank.remove.")) {
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
