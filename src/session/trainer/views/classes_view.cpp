// The coach's classes: a result that came back opens its class's table; the list of classes, a
// class's table, its cases, the most missed with their rule, its CSV.
#include <algorithm>

#include "session/trainer/trainer_session.h"
#include "trainer/share.h"
#include "words/words.h"

namespace flagfall::session {

const CoachClass* TrainerSession::class_on_show() const {
  const auto& all = mine_.classes().classes();
  const auto i = mine_view_.class_on_show;
  return i && *i < all.size() ? &all[*i] : nullptr;
}

void TrainerSession::open_result(std::optional<std::size_t> class_index) {
  notice_.clear();
  if (class_index) mine_view_.class_on_show = class_index;
  show(TrainerView::kClasses);
}

bool TrainerSession::apply_classes(const TrainerIntent& intent) {
  using A = TrainerAction;
  const auto& all = mine_.classes().classes();
  const CoachClass* on_show = class_on_show();
  switch (intent.action) {
    case A::kMineClasses:
      mine_view_.class_on_show.reset();
      if (all.size() == 1) mine_view_.class_on_show = 0;
      show(TrainerView::kClasses);
      return true;
    case A::kClassOpen:
      if (intent.arg < 0 || static_cast<std::size_t>(intent.arg) >= all.size()) return false;
      mine_view_.class_on_show = static_cast<std::size_t>(intent.arg);
      show_from_ = ShowFrom::kTop;
      return true;
    case A::kClassRule:
      if (on_show == nullptr || intent.arg < 0 ||
          static_cast<std::size_t>(intent.arg) >= on_show->cases.size())
        return false;
      open_rules(on_show->cases[static_cast<std::size_t>(intent.arg)].ruleset,
                 on_show->cases[static_cast<std::size_t>(intent.arg)].rule_number);
      return true;
    case A::kClassCsv:
    case A::kClassPrint:
      if (on_show == nullptr || on_show->results.students().empty()) return false;
      export_ = intent.action == A::kClassCsv
                    ? ExportRequest{"download",
                                    "flagfall-class-" + trainer::file_stem(on_show->title, "set") +
                                        ".csv",
                                    "text/csv", class_csv(*on_show)}
                    : ExportRequest{"print", on_show->title, "text/plain", class_print(*on_show)};
      return true;
    case A::kClassesBack:
      if (on_show != nullptr && all.size() > 1) {
        mine_view_.class_on_show.reset();
        show_from_ = ShowFrom::kTop;
      } else {
        mine_.classes().cancel();
        show(TrainerView::kMine);
      }
      return true;
    default:
      return false;
  }
}

}  // namespace flagfall::session
