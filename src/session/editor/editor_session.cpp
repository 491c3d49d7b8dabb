#include "session/editor/editor_session.h"

#include <algorithm>
#include <utility>

#include "chess/fen.h"
#include "clock/clock.h"
#include "clock/notation.h"
#include "rules/scenario_writer.h"
#include "trainer/question.h"
#include "trainer/replay.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using words::Msg;

rules::Actor actor(chess::Color side) {
  return side == chess::Color::White ? rules::Actor::kWhite : rules::Actor::kBlack;
}

rules::ScenarioEvent event(rules::Actor by, rules::EventKind kind, std::int64_t t) {
  rules::ScenarioEvent e;
  e.by = by;
  e.kind = kind;
  e.t = t;
  return e;
}

// "my-" and the title's letters and digits: an id the scenario format takes.
std::string id_from(std::string_view title) {
  std::string out = "my-";
  for (char c : title) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
      out += c;
    else if (out.back() != '-')
      out += '-';
    if (out.size() >= 60) break;
  }
  while (out.back() == '-') out.pop_back();
  if (out.starts_with("my-my-")) out.erase(0, 3);  // "My case" is my-case, not my-my-case
  return out == "my" ? "my-case" : out;
}

// "2 s", "2.5 s": a step's time from the start.
std::string seconds_text(std::int64_t ms) {
  std::string out = std::to_string(ms / 1000);
  if (ms % 1000 != 0) {
    std::string fraction = std::to_string(1000 + ms % 1000).substr(1);
    while (fraction.back() == '0') fraction.pop_back();
    out += "." + fraction;
  }
  return words::format<Msg::kEditorSeconds>(out);
}

}  // namespace

EditorSession::EditorSession()
    : board_(*chess::parse_fen(chess::kStartingFen).position),
      title_(words::text(Msg::kEditorDefaultTitle)) {
  changed();
}

EditorSession::EditorSession(const rules::Scenario& scenario)
    : board_(*chess::parse_fen(scenario.setup.fen).position),
      time_control_(scenario.setup.time_control.value_or("")),
      white_ms_(scenario.setup.white_ms),
      black_ms_(scenario.setup.black_ms),
      steps_(scenario.events),
      id_(scenario.id),
      title_(scenario.title),
      question_(scenario.question),
      moment_(scenario.moment),
      notes_(scenario.notes),
      category_(scenario.category),
      meant_for_(scenario.rulesets) {
  changed();
}

std::optional<std::int64_t> EditorSession::clock_ms(chess::Color side) const {
  return side == chess::Color::White ? white_ms_ : black_ms_;
}

std::vector<std::string> EditorSession::step_texts() const {
  std::vector<std::string> out;
  chess::Position board = board_.board();
  for (const rules::ScenarioEvent& e : steps_) {
    out.push_back(trainer::describe_event(e, board));
    if (e.kind == rules::EventKind::kMove) board.apply(e.move);
  }
  return out;
}

chess::Position EditorSession::board_now() const {
  chess::Position board = board_.board();
  for (const rules::ScenarioEvent& e : steps_) {
    if (e.kind == rules::EventKind::kMove) board.apply(e.move);
  }
  return board;
}

std::int64_t EditorSession::next_time() const {
  return steps_.empty() ? kStepGapMs : steps_.back().t + kStepGapMs;
}

void EditorSession::place(chess::Square square) {
  board_.place(square);
  notice_ = board_.notice();
  changed();
}

void EditorSession::choose_brush(chess::Piece piece) {
  board_.choose_brush(piece);
}

void EditorSession::kings_only() {
  board_.kings_only();
  changed();
}

void EditorSession::start_position() {
  paste_fen(chess::kStartingFen);
}

void EditorSession::paste_fen(std::string_view text) {
  // A whole FEN keeps its castling rights and move counters (a set-up case needs them); a
  // placement alone goes through the board entry, which completes it.
  if (const auto whole = chess::parse_fen(text); whole) {
    const chess::Piece brush = board_.brush();
    board_ = BoardEntry(*whole.position);
    board_.choose_brush(brush);
    notice_.clear();
  } else {
    board_.paste_fen(text);
    notice_ = board_.notice();
  }
  changed();
}

void EditorSession::set_side_to_move(chess::Color side) {
  chess::Position board = board_.board();
  board.set_side_to_move(side);
  const chess::Piece brush = board_.brush();
  board_ = BoardEntry(board);
  board_.choose_brush(brush);
  changed();
}

void EditorSession::set_time_control(std::string_view text) {
  if (!text.empty()) {
    const auto parsed = clock::parse_time_control(text);
    if (!parsed) {
      notice_ = words::format<Msg::kEditorNoticeNotControl>(parsed.error().message());
      return;
    }
  }
  time_control_ = std::string(text);
  notice_.clear();
  changed();
}

void EditorSession::set_clock(chess::Color side, std::optional<std::int64_t> ms) {
  if (ms && (*ms < 0 || *ms > clock::kMaxClockTime)) {
    notice_ = words::text(Msg::kEditorNoticeClockRange);
    return;
  }
  (side == chess::Color::White ? white_ms_ : black_ms_) = ms;
  notice_.clear();
  changed();
}

void EditorSession::play(chess::Color side, chess::Move move, std::int64_t t) {
  if (move.is_null() || move.from() == move.to()) {
    notice_ = words::text(Msg::kEditorNoticeMoveSquares);
    return;
  }
  rules::ScenarioEvent e = event(actor(side), rules::EventKind::kMove, t);
  e.move = move;
  append(e);
}

void EditorSession::press(chess::Color side, std::int64_t t) {
  append(event(actor(side), rules::EventKind::kPress, t));
}

void EditorSession::touch(chess::Color side, chess::Square square, std::int64_t t) {
  rules::ScenarioEvent e = event(actor(side), rules::EventKind::kTouch, t);
  e.square = square;
  append(e);
}

void EditorSession::promote(chess::Color side, chess::PieceType piece, std::int64_t t) {
  if (piece == chess::PieceType::King || piece == chess::PieceType::Pawn ||
      piece == chess::PieceType::None) {
    notice_ = words::text(Msg::kEditorNoticePromotion);
    return;
  }
  rules::ScenarioEvent e = event(actor(side), rules::EventKind::kPromote, t);
  e.piece = piece;
  append(e);
}

void EditorSession::claim(chess::Color side, rules::ClaimKind kind, std::int64_t t) {
  rules::ScenarioEvent e = event(actor(side), rules::EventKind::kClaim, t);
  e.claim = kind;
  append(e);
}

void EditorSession::pause(rules::Actor by, rules::PauseReason reason, std::int64_t t) {
  rules::ScenarioEvent e = event(by, rules::EventKind::kPause, t);
  e.reason = reason;
  append(e);
}

void EditorSession::resume(rules::Actor by, std::int64_t t) {
  append(event(by, rules::EventKind::kResume, t));
}

void EditorSession::resign(chess::Color side, std::int64_t t) {
  append(event(actor(side), rules::EventKind::kResign, t));
}

void EditorSession::offer_draw(chess::Color side, std::int64_t t) {
  append(event(actor(side), rules::EventKind::kOfferDraw, t));
}

void EditorSession::accept_draw(chess::Color side, std::int64_t t) {
  append(event(actor(side), rules::EventKind::kAcceptDraw, t));
}

void EditorSession::penalty(chess::Color against, rules::Offence offence, std::int64_t t) {
  rules::ScenarioEvent e = event(rules::Actor::kTd, rules::EventKind::kPenalty, t);
  e.side = against;
  e.offence = offence;
  append(e);
}

void EditorSession::set_time(chess::Color side, std::int64_t ms, std::int64_t t) {
  if (ms < 0 || ms > clock::kMaxClockTime) {
    notice_ = words::text(Msg::kEditorNoticeClockRange);
    return;
  }
  rules::ScenarioEvent e = event(rules::Actor::kTd, rules::EventKind::kSetTime, t);
  e.side = side;
  e.ms = ms;
  append(e);
}

void EditorSession::remove_step(std::size_t index) {
  if (index >= steps_.size()) return;
  steps_.erase(steps_.begin() + static_cast<std::ptrdiff_t>(index));
  notice_.clear();
  changed();
}

void EditorSession::retime_step(std::size_t index, std::int64_t t) {
  if (index >= steps_.size()) return;
  const std::int64_t low = index == 0 ? 0 : steps_[index - 1].t;
  const std::int64_t high =
      index + 1 < steps_.size() ? steps_[index + 1].t : rules::kMaxScenarioTime;
  if (t < low || t > high) {
    notice_ = high == rules::kMaxScenarioTime
                  ? words::format<Msg::kEditorNoticeBetweenEnd>(seconds_text(low))
                  : words::format<Msg::kEditorNoticeBetween>(seconds_text(low), seconds_text(high));
    return;
  }
  steps_[index].t = t;
  notice_.clear();
  changed();
}

void EditorSession::shift_steps(std::size_t index, std::int64_t delta_ms) {
  if (index >= steps_.size() || delta_ms == 0) return;
  const std::int64_t low = index == 0 ? 0 : steps_[index - 1].t;
  if (steps_[index].t + delta_ms < low) {
    notice_ = index == 0 ? words::format<Msg::kEditorNoticeBeforeStart>(std::to_string(index + 1),
                                                                        seconds_text(low))
                         : words::format<Msg::kEditorNoticeBeforeStep>(
                               std::to_string(index + 1), std::to_string(index), seconds_text(low));
    return;
  }
  if (steps_.back().t + delta_ms > rules::kMaxScenarioTime) {
    notice_ = words::text(Msg::kEditorNoticeOutside);
    return;
  }
  for (std::size_t i = index; i < steps_.size(); ++i) steps_[i].t += delta_ms;
  notice_.clear();
  changed();
}

void EditorSession::set_title(std::string_view text) {
  title_ = std::string(text);
}

void EditorSession::set_question(std::string_view text) {
  question_ = std::string(text);
}

void EditorSession::set_notes(std::string_view text) {
  notes_ = std::string(text);
}

void EditorSession::set_category(std::string_view category) {
  const auto& all = rules::scenario_categories();
  if (std::find(all.begin(), all.end(), category) != all.end()) category_ = std::string(category);
}

void EditorSession::toggle_meant_for(std::string_view ruleset) {
  if (rules::find_ruleset(ruleset) == nullptr) return;
  const auto it = std::find(meant_for_.begin(), meant_for_.end(), ruleset);
  if (it != meant_for_.end()) {
    meant_for_.erase(it);
  } else {
    meant_for_.emplace_back(ruleset);
    // Every ruleset listed is the same as none listed: the format's "every ruleset".
    if (meant_for_.size() == rules::all_rulesets().size()) meant_for_.clear();
  }
  for (EditorRuling& r : rulings_) {
    r.meant = meant_for_.empty() ||
              std::find(meant_for_.begin(), meant_for_.end(), r.ruleset) != meant_for_.end();
  }
}

rules::Scenario EditorSession::to_scenario() const {
  rules::Scenario s = draft();
  s.id = id_.empty() ? id_from(title_) : id_;
  return s;
}

void EditorSession::append(rules::ScenarioEvent e) {
  if (!steps_.empty() && e.t < steps_.back().t) {
    notice_ = words::format<Msg::kEditorNoticeAfterLast>(seconds_text(steps_.back().t));
    return;
  }
  if (e.t < 0 || e.t > rules::kMaxScenarioTime) {
    notice_ = words::text(Msg::kEditorNoticeOutside);
    return;
  }
  if (steps_.size() >= rules::kMaxScenarioEvents) {
    notice_ = words::plural<Msg::kEditorNoticeMaxSteps>(
        static_cast<std::int64_t>(rules::kMaxScenarioEvents));
    return;
  }
  steps_.push_back(e);
  notice_.clear();
  changed();
}

rules::Scenario EditorSession::draft() const {
  rules::Scenario s;
  s.id = "draft";
  s.title = title_.empty() ? std::string(words::text(Msg::kEditorDefaultTitle)) : title_;
  s.category = category_;
  s.rulesets = meant_for_;
  s.setup.fen = board_.fen();
  if (!time_control_.empty()) s.setup.time_control = time_control_;
  s.setup.white_ms = white_ms_;
  s.setup.black_ms = black_ms_;
  s.events = steps_;
  s.question = question_;
  s.moment = moment_;
  s.notes = notes_;
  return s;
}

void EditorSession::changed() {
  ++computed_;
  rulings_.clear();
  // The case goes through the scenario parser, as a shared file would: what is ruled here is
  // what the bank format holds.
  auto parsed = rules::parse_scenario(rules::scenario_to_json(draft()));
  if (!parsed) {
    problem_ = parsed.error().message();
    return;
  }
  problem_.clear();
  for (const rules::Ruleset* ruleset : rules::all_rulesets()) {
    // The trainer's own verdict: what a question on this case will take as the right answer.
    const trainer::Verdict verdict = trainer::rule_on(*parsed, *ruleset);
    const rules::Ruling& ruling = verdict.ruling;
    EditorRuling r;
    r.answer = trainer::ruling_answer(ruling.outcome, verdict.adjustments).text;
    r.ruleset = std::string(ruleset->id);
    r.ruleset_name = std::string(ruleset->short_name);
    r.outcome = ruling.outcome;
    r.reason = std::string(rules::reason_name(ruling.reason));
    if (!ruling.rule.empty()) r.rule = ruleset->cite_number(ruling.rule);
    if (!ruling.log.empty()) r.last = ruling.log.back().text;
    r.meant = meant_for_.empty() ||
              std::find(meant_for_.begin(), meant_for_.end(), ruleset->id) != meant_for_.end();
    rulings_.push_back(std::move(r));
  }
}

}  // namespace flagfall::session
