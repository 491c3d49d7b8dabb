#pragma once
// The words the sentence renderer shares between its files (ruling_text*.cpp).
#include <string>

#include "chess/move_check.h"
#include "rules/ruling.h"

namespace flagfall::rules::text {

inline std::string who(Actor a) {
  return std::string(actor_words(a));
}

inline std::string cite(const std::string& rule) {
  return rule.empty() ? std::string() : " (" + rule + ")";
}

// The rule a line rests on; a rulebook's opening, cited where it has no rule of its own on the
// point, is said to be that.
inline std::string cite_line(const LogEntry& l) {
  if (l.code != LineCode::kRegularRules) return cite(l.rule);
  return " (" + l.rule +
         ": the rulebook has no rule of its own on this, and its opening keeps the regular rules)";
}

// Two rules a sentence rests on together: " (USCF 11-6b; USCF 11-17)".
inline std::string cite(const std::string& rule, const std::string& also) {
  if (rule.empty() || also.empty()) return cite(rule.empty() ? also : rule);
  return " (" + rule + "; " + also + ")";
}

inline std::string seconds(std::int64_t ms) {
  const std::int64_t whole = ms / 1000;
  const std::int64_t tenths = (ms % 1000) / 100;
  return std::to_string(whole) + "." + std::to_string(tenths) + " s";
}

inline std::string square(chess::Square s) {
  return chess::square_name(s);
}

inline std::string piece(chess::PieceType t) {
  return std::string(chess::piece_type_name(t));
}

// The words for a dead-position search that ran out of budget (the win then stands).
inline std::string unsettled(const std::string& side) {
  return "it was not decided whether " + side +
         " could checkmate by some series of legal moves (the search stopped at its limit), and "
         "nothing shows that " +
         side + " could not";
}

// Why `side` could not checkmate `opponent` (ruling_text_mate.cpp); "" for no reason.
std::string no_mate_words(chess::NoMateReason reason, std::uint8_t men, const std::string& side,
                          const std::string& opponent);
// After a side's name: FIDE's "no" to the mate question (5.1.2, 6.9, 7.5.5), why, and the draw.
std::string cannot_mate(const LogEntry& l, const std::string& side, const std::string& opponent);
// Why neither side could checkmate, on a kDeadPosition line (FIDE 5.2.2); "" without reasons.
std::string dead_position_why(const LogEntry& l);

// An illegal move's reason in words: the chess core's reason, or the arbiter's own for a press
// without a move. Never the code itself.
inline std::string illegal_words(const LogEntry& l) {
  if (l.code == LineCode::kPressWithoutMove) return "a press without a move";
  if (l.code == LineCode::kSecondMove) return "a second move before pressing";
  return std::string(chess::reason_words(l.illegal));
}

inline std::string draw_claim(ClaimKind claim) {
  return claim == ClaimKind::kRepetition ? "a threefold repetition" : "the fifty-move rule";
}

// The sentence for a line of each group, or "" when the line is not of that group.
std::string play_line(const LogEntry& l, const std::string& me, const std::string& other);
std::string ruling_line(const LogEntry& l, const std::string& me, const std::string& other);
std::string director_line(const LogEntry& l, const std::string& me, const std::string& other);

}  // namespace flagfall::rules::text
