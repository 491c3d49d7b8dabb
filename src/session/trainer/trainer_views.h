#pragma once
// What the trainer's views say and do: each view is one model in views/, its words and controls
// and the TrainerSession commands its actions run, beside its view in src/ui/trainer/.
#include "session/trainer/trainer_texts.h"
#include "session/trainer/views/classroom_view.h"
#include "session/trainer/views/exam_view.h"
#include "session/trainer/views/feedback_view.h"
#include "session/trainer/views/menu_view.h"
#include "session/trainer/views/mine_view.h"
#include "session/trainer/views/progress_view.h"
#include "session/trainer/views/question_view.h"
#include "session/trainer/views/rules_view.h"
#include "session/trainer/views/selection_view.h"
#include "session/trainer/views/share_view.h"
