#include "trainer/question.h"

#include <algorithm>

#include "clock/time_control.h"
#include "rules/ruling_words.h"
#include "trainer/bank.h"
#include "trainer/bank_words.h"
#include "trainer/explanation.h"
#include "trainer/random.h"
#include "words/words.h"

namespace flagfall::trainer {
namespace {

using rules::Outcome;
using rules::Permission;

using clock::kMinute;

bool is_win(Outcome o) {
  return o == Outcome::kWhiteWins || o == Outcome::kBlackWins;
}
Outcome win_for(chess::Color c) {
  return c == chess::Color::White ? Outcome::kWhiteWins : Outcome::kBlackWins;
}

// The player whose action the scenario turns on: the last one to claim, pause, restart or move.
chess::Color last_actor(const rules::Scenario& scenario) {
  for (auto it = scenario.events.rbegin(); it != scenario.events.rend(); ++it) {
    if (it->by == rules::Actor::kWhite) return chess::Color::White;
    if (it->by == rules::Actor::kBlack) return chess::Color::Black;
  }
  return chess::Color::White;
}

struct Ruled {
  Answer answer;
  rules::Ruling ruling;
  Adjustments adjustments;
};

Ruled rule(const rules::Scenario& scenario, const rules::Ruleset& ruleset, QuestionKind kind,
           const std::optional<MayMoment>& moment) {
  if (kind == QuestionKind::kMay) {
    Verdict v = rule_on(scenario, ruleset, moment->t);
    const std::vector<Permission>& may =
        moment->actor == chess::Color::White ? v.ruling.may_white : v.ruling.may_black;
    return Ruled{may_answer(moment->actor, may), std::move(v.ruling), v.adjustments};
  }
  Verdict v = rule_on(scenario, ruleset);
  return Ruled{ruling_answer(v.ruling.outcome, v.adjustments), std::move(v.ruling), v.adjustments};
}

void add_candidate(std::vector<Choice>& choices, Answer answer, const std::string& given_by) {
  for (Choice& c : choices) {
    if (c.answer.key == answer.key) {
      if (!given_by.empty()) c.given_by.push_back(given_by);
      return;
    }
  }
  Choice c;
  c.answer = std::move(answer);
  if (!given_by.empty()) c.given_by.push_back(given_by);
  choices.push_back(std::move(c));
}

// Misreadings of a ruling: the other side wins, a draw, play on with or without a minute.
std::vector<Answer> ruling_misreadings(const Answer& right, Outcome outcome, const Adjustments& adj,
                                       chess::Color actor) {
  std::vector<Answer> out;
  const Adjustments none;
  Adjustments minute_to_actor;
  (actor == chess::Color::White ? minute_to_actor.white_ms : minute_to_actor.black_ms) = kMinute;
  Adjustments minute_to_other;
  (actor == chess::Color::White ? minute_to_other.black_ms : minute_to_other.white_ms) = kMinute;
  if (is_win(outcome)) {
    const Outcome other =
        outcome == Outcome::kWhiteWins ? Outcome::kBlackWins : Outcome::kWhiteWins;
    out.push_back(ruling_answer(Outcome::kDraw, none));
    out.push_back(ruling_answer(Outcome::kPlayOn, none));
    out.push_back(ruling_answer(other, none));
    out.push_back(ruling_answer(Outcome::kPlayOn,
                                outcome == win_for(actor) ? minute_to_actor : minute_to_other));
  } else if (outcome == Outcome::kDraw) {
    out.push_back(ruling_answer(win_for(actor), none));
    out.push_back(ruling_answer(Outcome::kPlayOn, none));
    out.push_back(ruling_answer(win_for(~actor), none));
  } else if (adj.any()) {
    // Play on with time: the strict reading (the side given time wins), none, or the other side.
    const chess::Color gainer = adj.white_ms > 0   ? chess::Color::White
                                : adj.black_ms > 0 ? chess::Color::Black
                                                   : ~actor;
    out.push_back(ruling_answer(win_for(gainer), none));
    out.push_back(ruling_answer(Outcome::kPlayOn, none));
    out.push_back(ruling_answer(Outcome::kPlayOn, Adjustments{adj.black_ms, adj.white_ms}));
    out.push_back(ruling_answer(Outcome::kDraw, none));
  } else {
    out.push_back(ruling_answer(win_for(actor), none));
    out.push_back(ruling_answer(Outcome::kPlayOn, minute_to_actor));
    out.push_back(ruling_answer(Outcome::kDraw, none));
    out.push_back(ruling_answer(win_for(~actor), none));
  }
  std::erase_if(out, [&](const Answer& a) { return a.key == right.key; });
  return out;
}

// Misreadings of what a player may do: one right too many or too few, or nothing at all.
std::vector<Answer> may_misreadings(const Answer& right, chess::Color actor,
                                    const std::vector<Permission>& given,
                                    const std::vector<Permission>& pool) {
  std::vector<Answer> out;
  for (const Permission p : pool) {
    if (std::find(given.begin(), given.end(), p) != given.end()) continue;
    std::vector<Permission> more = given;
    more.push_back(p);
    out.push_back(may_answer(actor, more));
  }
  for (std::size_t i = 0; i < given.size(); ++i) {
    std::vector<Permission> fewer = given;
    fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
    out.push_back(may_answer(actor, fewer));
  }
  out.push_back(may_answer(actor, {}));
  std::erase_if(out, [&](const Answer& a) { return a.key == right.key; });
  return out;
}

}  // namespace

std::optional<MayMoment> may_moment(const rules::Scenario& scenario) {
  for (auto it = scenario.events.rbegin(); it != scenario.events.rend(); ++it) {
    if (it->by == rules::Actor::kTd || it->t <= 0) continue;
    const bool decision = it->kind == rules::EventKind::kClaim ||
                          it->kind == rules::EventKind::kPause ||
                          it->kind == rules::EventKind::kResume;
    if (decision) {
      return MayMoment{it->t,
                       it->by == rules::Actor::kWhite ? chess::Color::White : chess::Color::Black};
    }
  }
  return std::nullopt;
}

const RulesetAnswer& Question::asked() const {
  for (const RulesetAnswer& r : comparison) {
    if (r.ruleset == ruleset) return r;
  }
  return comparison.front();
}

std::string Question::card() const {
  return scenario.id + "|" + ruleset + "|" + std::string(kind_name(kind));
}

std::vector<QuestionKind> question_kinds(const rules::Scenario& scenario,
                                         const rules::Ruleset& ruleset) {
  std::vector<QuestionKind> kinds;
  const std::vector<const rules::Ruleset*> meant = rules::rulesets_for(scenario);
  if (std::find(meant.begin(), meant.end(), &ruleset) == meant.end()) return kinds;
  // Where the rulebook leaves the outcome to the director's judgement, the arbiter's ruling is
  // only its default: not one answer to ask for.
  if (!rule_on(scenario, ruleset).ruling.directors_call) kinds.push_back(QuestionKind::kRuling);
  const std::optional<MayMoment> moment = may_moment(scenario);
  if (!moment || scenario.moment.empty()) return kinds;
  // Worth asking when the rulesets disagree on what the player may do, or when he may do more
  // than one thing.
  const Verdict asked = rule_on(scenario, ruleset, moment->t);
  if (asked.ruling.outcome != Outcome::kPlayOn) return kinds;
  const auto may_of = [&](const Verdict& v) {
    return specific_permissions(moment->actor == chess::Color::White ? v.ruling.may_white
                                                                     : v.ruling.may_black);
  };
  const std::vector<Permission> asked_may = may_of(asked);
  bool worth = asked_may.size() >= 2;
  for (const rules::Ruleset* r : meant) {
    if (worth) break;
    const Verdict v = rule_on(scenario, *r, moment->t);
    worth = v.ruling.outcome == Outcome::kPlayOn && may_of(v) != asked_may;
  }
  if (worth) kinds.push_back(QuestionKind::kMay);
  return kinds;
}

std::optional<Question> make_question(const rules::Scenario& scenario,
                                      const rules::Ruleset& ruleset, QuestionKind kind,
                                      std::uint64_t seed) {
  const std::vector<QuestionKind> kinds = question_kinds(scenario, ruleset);
  if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) return std::nullopt;

  Question q;
  q.seed = seed;
  q.scenario = scenario;
  q.ruleset = std::string(ruleset.id);
  q.kind = kind;
  if (kind == QuestionKind::kMay) q.moment = may_moment(scenario);
  // Every ruleset's ruling: the side-by-side view, the source of the wrong choices, and the game
  // whose board the question shows (the same whichever ruleset is asked).
  std::vector<Ruled> ruled_by;
  std::vector<std::pair<const rules::Ruleset*, const rules::Ruling*>> meant_rulings;
  for (const rules::Ruleset* r : rules::all_rulesets())
    ruled_by.push_back(rule(scenario, *r, kind, q.moment));
  for (std::size_t i = 0; i < ruled_by.size(); ++i) {
    const rules::Ruleset* r = rules::all_rulesets()[i];
    if (meant_for(scenario, r->key)) meant_rulings.emplace_back(r, &ruled_by[i].ruling);
  }
  q.replay =
      replay(scenario, ruleset, q.moment ? std::optional<std::int64_t>(q.moment->t) : std::nullopt,
             board_ruleset(meant_rulings));
  const std::string name(short_name(ruleset.id));
  say_texts(q);
  if (kind == QuestionKind::kMay) {
    q.prompt =
        words::format<words::Msg::kTrainerQuestionMay>(rules::side_words(q.moment->actor), name);
  } else {
    q.prompt = words::format<words::Msg::kTrainerQuestionRuling>(name);
  }

  std::vector<Choice> candidates;
  std::vector<Permission> may_pool;
  Answer right;
  for (std::size_t i = 0; i < ruled_by.size(); ++i) {
    const rules::Ruleset* r = rules::all_rulesets()[i];
    const Ruled& ruled = ruled_by[i];
    RulesetAnswer row;
    row.ruleset = std::string(r->id);
    row.name = std::string(short_name(r->id));
    row.meant_for = meant_for(scenario, r->key);
    row.answer = ruled.answer;
    if (kind == QuestionKind::kRuling) explain_ruling(row, *r, ruled.ruling, ruled.adjustments);
    if (kind == QuestionKind::kMay) {
      explain_may(row, *r, ruled.ruling, *q.moment);
      // What the player then did, and the arbiter's ruling on it: the rule behind the answer when
      // the player had no right of his own to use.
      RulesetAnswer next;
      const Verdict then = rule_on(scenario, *r);
      explain_ruling(next, *r, then.ruling, then.adjustments);
      if (!next.explanation.empty()) {
        row.explanation =
            words::format<words::Msg::kTrainerExplainThen>(row.explanation, next.explanation);
      }
      if (row.rule.empty()) {
        row.rule = next.rule;
        row.rule_number = next.rule_number;
        row.rule_says = next.rule_says;
      }
    }
    if (r == &ruleset) right = ruled.answer;
    if (kind == QuestionKind::kMay && row.meant_for) {
      const auto& may =
          q.moment->actor == chess::Color::White ? ruled.ruling.may_white : ruled.ruling.may_black;
      for (const Permission p : specific_permissions(may)) {
        if (std::find(may_pool.begin(), may_pool.end(), p) == may_pool.end()) may_pool.push_back(p);
      }
    }
    q.comparison.push_back(std::move(row));
  }
  // A row is compared as it is shown: a ruling left to the director reads "the director's call"
  // under every ruleset, whatever outcome the arbiter put beside it.
  const auto shown = [](const RulesetAnswer& row) {
    return row.directors_call ? std::string_view("directors-call") : row.answer.key;
  };
  const auto asked_row =
      std::find_if(q.comparison.begin(), q.comparison.end(),
                   [&](const RulesetAnswer& row) { return row.ruleset == ruleset.id; });
  const std::string asked_key(asked_row != q.comparison.end() ? shown(*asked_row) : right.key);
  for (RulesetAnswer& row : q.comparison) row.differs = shown(row) != asked_key;

  // The right answer first, then other rulesets' rulings, then misreadings.
  add_candidate(candidates, right, "");
  for (const RulesetAnswer& row : q.comparison) {
    if (row.meant_for && !row.directors_call) add_candidate(candidates, row.answer, row.ruleset);
  }
  candidates.front().right = true;
  std::vector<Answer> misreadings;
  if (kind == QuestionKind::kMay) {
    if (std::find(may_pool.begin(), may_pool.end(), Permission::kClaimIllegalMove) !=
            may_pool.end() &&
        std::find(may_pool.begin(), may_pool.end(), Permission::kTakeKing) == may_pool.end()) {
      may_pool.push_back(Permission::kTakeKing);
    }
    for (const Permission p : {Permission::kClaimTime, Permission::kClaimIllegalMove}) {
      if (std::find(may_pool.begin(), may_pool.end(), p) == may_pool.end()) may_pool.push_back(p);
    }
    const auto& may = q.moment->actor == chess::Color::White ? q.replay.ruling.may_white
                                                             : q.replay.ruling.may_black;
    misreadings = may_misreadings(right, q.moment->actor, specific_permissions(may), may_pool);
  } else {
    misreadings = ruling_misreadings(right, q.replay.ruling.outcome, q.replay.adjustments,
                                     last_actor(scenario));
  }
  // Keep the right answer, up to two other rulesets' rulings, and misreadings to fill up.
  std::vector<Choice> chosen;
  std::size_t next = 0;
  while (next < candidates.size() && chosen.size() < kMaxChoices - 1)
    chosen.push_back(candidates[next++]);
  for (Answer& a : misreadings) {
    if (chosen.size() >= kMaxChoices) break;
    add_candidate(chosen, std::move(a), "");
  }
  while (next < candidates.size() && chosen.size() < kMaxChoices)
    chosen.push_back(candidates[next++]);
  Rng rng(seed);
  rng.shuffle(chosen);
  for (std::size_t i = 0; i < chosen.size(); ++i) {
    if (chosen[i].right) q.right = i;
  }
  q.choices = std::move(chosen);
  return q;
}

}  // namespace flagfall::trainer

namespace flagfall::trainer {

Question reworded(const Question& question) {
  const rules::Ruleset* ruleset = rules::find_ruleset(question.ruleset);
  std::optional<Question> again =
      ruleset == nullptr ? std::nullopt
                         : make_question(question.scenario, *ruleset, question.kind, question.seed);
  if (!again) return question;  // cannot happen: it was made from these once
  again->fresh = question.fresh;
  say_texts(*again);
  return std::move(*again);
}

}  // namespace flagfall::trainer
