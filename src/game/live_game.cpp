#include "game/live_game.h"

#include <algorithm>

#include "chess/fen.h"
#include "clock/notation.h"
#include "words/words.h"

namespace flagfall::game {

using chess::Color;
using rules::EventKind;
using rules::ScenarioEvent;
using words::Msg;

namespace {}  // namespace

LiveGame::LiveGame() : LiveGame(GameSetup{}, rules::uscf_2020()) {}

LiveGame::LiveGame(const GameSetup& setup, const rules::Ruleset& ruleset)
    : setup_(setup), ruleset_(&ruleset) {
  compiled_ = compile(setup_, *ruleset_, entries_);
  arbiter_ = replay(compiled_.scenario, *ruleset_);
}

clock::Result<LiveGame, std::string> LiveGame::make(const GameSetup& setup) {
  const rules::Ruleset* ruleset = rules::find_ruleset(setup.ruleset);
  if (ruleset == nullptr) return words::format<Msg::kGameSetupUnknownRuleset>(setup.ruleset);
  if (!setup.time_control.empty()) {
    const auto control = clock::parse_time_control(setup.time_control);
    if (!control) {
      return words::format<Msg::kGameSetupNotControl>(setup.time_control,
                                                      control.error().message());
    }
    if (control->method == clock::Method::Untimed) {
      return std::string(words::text(Msg::kGameSetupUntimed));
    }
  }
  if (!setup.black_time_control.empty()) {
    const auto black = clock::parse_time_control(setup.black_time_control);
    if (!black) {
      return words::format<Msg::kGameSetupBlackNotControl>(setup.black_time_control,
                                                           black.error().message());
    }
    const auto white = clock::parse_time_control(setup.time_control.empty()
                                                     ? std::string(ruleset->standard_time_control)
                                                     : setup.time_control);
    const auto problem = white ? clock::validate({{*white, *black}}) : std::nullopt;
    if (problem)
      return words::format<Msg::kGameSetupBlackWithWhite>(setup.black_time_control, *problem);
  }
  if (!setup.fen.empty()) {
    const auto fen = chess::parse_fen(setup.fen);
    if (!fen) return fen.error.message();
  }
  return LiveGame(setup, *ruleset);
}

std::string LiveGame::time_control() const {
  return setup_.time_control.empty() ? std::string(ruleset_->standard_time_control)
                                     : setup_.time_control;
}

std::string LiveGame::control_warning() const {
  // The arbiter notes a control outside the ruleset's blitz limits when it sets up the game.
  const std::string cite = ruleset_->cite(rules::Topic::kAllowedTimeControls);
  bool outside = false;
  for (const rules::LogEntry& entry : arbiter_->log()) {
    if (entry.event_index) break;
    if (entry.what == rules::Happening::kControlOutsideLimits) outside = true;
  }
  if (!outside) return "";
  const rules::TimeControlLimits& limits = ruleset_->time_control_limits;
  const auto amount = [](std::int64_t ms) {
    const std::int64_t whole = ms / 60'000;
    return ms % 60'000 == 0 ? words::plural<Msg::kGameLimitsMinutes>(whole)
                            : words::format<Msg::kGameLimitsSeconds>(std::to_string(ms / 1000));
  };
  std::string allowed;
  if (limits.min_base_ms == limits.max_base_ms) {
    allowed = words::format<Msg::kGameLimitsExactly>(amount(limits.max_base_ms));
  } else if (limits.min_base_ms > 0 && limits.min_base_ms % 60'000 == 0 &&
             limits.max_base_ms % 60'000 == 0) {
    allowed = words::plural<Msg::kGameLimitsBetweenMinutes>(
        limits.max_base_ms / 60'000, std::to_string(limits.min_base_ms / 60'000));
  } else if (limits.min_base_ms > 0) {
    allowed = words::format<Msg::kGameLimitsBetween>(amount(limits.min_base_ms),
                                                     amount(limits.max_base_ms));
  } else {
    allowed = words::format<Msg::kGameLimitsAtMost>(amount(limits.max_base_ms));
  }
  if (limits.max_total_ms > limits.max_base_ms) {
    allowed += " " + words::format<Msg::kGameLimitsTotalWithDelay>(amount(limits.max_total_ms));
  } else if (limits.delay_allowed || limits.increment_allowed) {
    allowed += words::text(Msg::kGameLimitsCountingBonus);
  }
  if (!limits.delay_allowed && !limits.increment_allowed) {
    allowed += words::text(Msg::kGameLimitsNoBonus);
  } else if (!limits.increment_allowed) {
    allowed += words::text(Msg::kGameLimitsDelayOnly);
  }
  std::string name(words::text(ruleset_->name));
  const auto comma = name.find(',');
  if (comma != std::string::npos) name = name.substr(0, comma);
  return words::format<Msg::kGameLimitsOutside>(time_control(), name, allowed, cite);
}

Color LiveGame::first_to_move() const {
  auto parsed =
      chess::parse_fen(setup_.fen.empty() ? std::string(chess::kStartingFen) : setup_.fen);
  return parsed ? parsed.position->side_to_move() : Color::White;
}

Millis LiveGame::game_time(Millis at) const {
  if (!start_) return 0;
  const Millis last = entries_.empty() ? 0 : entries_.back().t;
  return std::max(at - *start_, last);
}

std::string LiveGame::start(Millis at, int us) {
  if (start_) return words::said(Msg::kGameRefusedStarted);
  start_ = at;
  start_us_ = std::clamp(us, 0, 999);
  return "";
}

std::string LiveGame::press(Color side, Millis at, int us) {
  if (!start_) return words::said(Msg::kGameRefusedNotStarted);
  if (over()) return words::said(Msg::kGameRefusedOver);
  const Millis t = game_time(at);
  const clock::Clock& clock = game_clock();
  if (clock.phase(t) != clock::Phase::Running) return words::said(Msg::kGameRefusedStopped);
  if (clock.running_side(t) != side) return words::said(Msg::kGameRefusedNotRunning);
  ScenarioEvent e = make_event(actor_of(side), EventKind::kPress);
  return record(at, {Entry::of(e)}, us);
}

std::string LiveGame::rebuild(std::vector<Entry> entries, std::optional<Millis> keep_before) {
  Compiled compiled = compile(setup_, *ruleset_, entries);
  if (!compiled.problem.empty()) return compiled.problem;
  std::shared_ptr<const rules::Arbiter> arbiter = replay(compiled.scenario, *ruleset_);
  if (keep_before) {
    // The new entries reach back as far as the earliest scenario event made from them (a
    // stand-in move goes with an earlier press).
    for (std::size_t i = 0; i < compiled.source.size(); ++i) {
      if (compiled.source[i] && *compiled.source[i] >= entries_.size()) {
        keep_before = std::min(*keep_before, compiled.scenario.events[i].t);
      }
    }
    // Nothing ruled before the instant the new entries reach back to may change.
    const auto before = [&](const rules::Arbiter& a) {
      std::vector<rules::LogEntry> out;
      for (const rules::LogEntry& entry : a.log()) {
        if (entry.t < *keep_before) out.push_back(entry);
      }
      return out;
    };
    if (before(*arbiter) != before(*arbiter_)) {
      return words::said(Msg::kGameRefusedEarlierBoard);
    }
  }
  entries_ = std::move(entries);
  compiled_ = std::move(compiled);
  arbiter_ = std::move(arbiter);
  return "";
}

std::string LiveGame::record(Millis at, std::vector<Entry> entries, int us) {
  if (!start_) return words::said(Msg::kGameRefusedNotStarted);
  if (entries.empty()) return "";
  // The instant on the game's time line, to the microsecond, never before the last entry.
  const Millis since_start = (at - *start_) * 1000 + (std::clamp(us, 0, 999) - start_us_);
  Millis t = std::max<Millis>(since_start, 0) / 1000;
  int t_us = static_cast<int>(std::max<Millis>(since_start, 0) % 1000);
  if (!entries_.empty() &&
      (t < entries_.back().t || (t == entries_.back().t && t_us < entries_.back().us))) {
    t = entries_.back().t;
    t_us = entries_.back().us;
  }
  Millis reach = t;
  std::vector<Entry> all = entries_;
  for (Entry& e : entries) {
    if (e.event && e.event->kind == EventKind::kSetMoves &&
        (e.event->moves < 0 || e.event->moves > clock::kMaxMoveCount)) {
      return words::format<Msg::kGameRefusedMoveCount>(std::to_string(clock::kMaxMoveCount));
    }
    e.t = t;
    e.us = t_us;
    if (e.event) {
      e.event->t = t;
      e.event->us = t_us;
    }
    if (e.fact && e.fact->before) {
      if (*e.fact->before >= entries_.size()) return words::said(Msg::kGameRefusedFactPress);
      reach = std::min(reach, entries_[*e.fact->before].t);
    }
    all.push_back(e);
  }
  // The live clock shows both flags down to whoever looks: under USCF 11-8c (Scholastic 11a3,
  // Sacramento 10c) that brings the draw to light. The entries at this instant are ruled first,
  // so a claim made now is ruled as such, and a mate reported now still stands.
  const clock::Clock& clock = game_clock();
  const auto white_fell = clock.flag_at(clock::Side::White, t);
  const auto black_fell = clock.flag_at(clock::Side::Black, t);
  if (ruleset_->both_flags == rules::BothFlags::kDraw && !over() && white_fell && black_fell) {
    ScenarioEvent seen = make_event(rules::Actor::kTd, EventKind::kFlagSeen);
    seen.side = *white_fell > *black_fell ? Color::White : Color::Black;
    seen.t = t;
    seen.us = t_us;
    all.push_back(Entry::of(seen));
  }
  return rebuild(std::move(all), reach);
}

std::string LiveGame::take_back(std::size_t count) {
  if (count > entries_.size()) return words::said(Msg::kGameRefusedNothingBack);
  return rebuild(std::vector<Entry>(entries_.begin(), entries_.begin() + count), std::nullopt);
}

bool LiveGame::may_do(Color side, rules::Permission permission, Millis at) const {
  return permits(may(side, at), permission);
}

bool permits(const std::vector<rules::Permission>& may, rules::Permission permission) {
  return std::find(may.begin(), may.end(), permission) != may.end();
}

std::optional<rules::Ruling> LiveGame::preview(Millis at, std::vector<Entry> entries) const {
  LiveGame copy = *this;
  if (!copy.record(at, std::move(entries)).empty()) return std::nullopt;
  return copy.ruling(at);
}

std::vector<rules::Permission> LiveGame::may_after(Color side, Millis at,
                                                   std::vector<Entry> entries) const {
  LiveGame copy = *this;
  if (!copy.record(at, std::move(entries)).empty()) return {};
  return copy.may(side, at);
}

std::optional<std::size_t> LiveGame::last_press() const {
  for (std::size_t i = entries_.size(); i-- > 0;) {
    if (entries_[i].event && entries_[i].event->kind == EventKind::kPress) return i;
  }
  return std::nullopt;
}

std::optional<std::size_t> LiveGame::last_press_by(Color side) const {
  for (std::size_t i = entries_.size(); i-- > 0;) {
    if (entries_[i].event && entries_[i].event->kind == EventKind::kPress &&
        entries_[i].event->by == actor_of(side)) {
      return i;
    }
  }
  return std::nullopt;
}

std::optional<Material> LiveGame::named_material(Color side) const {
  for (std::size_t i = entries_.size(); i-- > 0;) {
    const auto& f = entries_[i].fact;
    if (f && f->kind == FactKind::kMaterial && f->side == side) return f->material;
  }
  return std::nullopt;
}

std::optional<std::string> LiveGame::entered_board() const {
  for (std::size_t i = entries_.size(); i-- > 0;) {
    const auto& f = entries_[i].fact;
    if (f && f->kind == FactKind::kBoard) return f->fen;
  }
  return std::nullopt;
}

std::optional<Fact> LiveGame::illegal_move_fact(Color claimant, IllegalKind kind) const {
  const auto last = last_press();
  if (!last || entries_[*last].event->by != actor_of(~claimant)) return std::nullopt;
  Fact f;
  f.kind = FactKind::kIllegalMove;
  f.side = ~claimant;
  f.illegal = kind;
  f.before = *last;
  return f;
}

Color LiveGame::promoter_when_paused_by(Color pauser) const {
  return ruleset_->promotion_pause_by == rules::PromotionPauseBy::kPromoter ? pauser : ~pauser;
}

Fact LiveGame::pawn_fact(Color promoter) const {
  Fact f;
  f.kind = FactKind::kPawnOnLastRank;
  f.side = promoter;
  const auto last = last_press();
  if (last && entries_[*last].event->by == actor_of(promoter)) f.before = *last;
  return f;
}

Fact LiveGame::final_fact(FactKind kind, Color mover) const {
  Fact f = pawn_fact(mover);
  f.kind = kind;
  return f;
}

bool LiveGame::has_fact(FactKind kind, Color side) const {
  for (const Entry& e : entries_) {
    if (e.fact && e.fact->kind == kind && e.fact->side == side) return true;
  }
  return false;
}

}  // namespace flagfall::game
