#pragma once
// The words the sentence renderer shares between its files (ruling_text*.cpp). Every sentence is
// a message (assets/words, ids ruling.*: docs/words.md); a side, an amount, a move, a square, a
// citation or a clause that is itself a message is one of its arguments.
#include <string>

#include "chess/move_check.h"
#include "rules/ruling.h"
#include "rules/ruling_words.h"
#include "words/words.h"

namespace flagfall::rules::text {

using words::Msg;

// The sides a line speaks of: the one it is about (`me`) and the other, each as a subject or
// object ("White", "las blancas") and as a possessive ("White's", "de las blancas").
struct Sides {
  std::string me, other;
  std::string mine, theirs;
};

inline std::string side(chess::Color c) {
  return side_words(c);
}

inline std::string side_of(chess::Color c) {
  return side_of_words(c);
}

// A citation stays as the rulebook numbers it, in every language: " (FIDE 7.5.5)", or "".
inline std::string cite(const std::string& rule) {
  return rule.empty() ? std::string() : " (" + rule + ")";
}

// The rule a line rests on; a rulebook's opening, cited where it has no rule of its own on the
// point, is said to be that.
inline std::string cite_line(const LogEntry& l) {
  if (l.code != LineCode::kRegularRules) return cite(l.rule);
  return " (" + words::format<Msg::kRulingCiteRegularRules>(l.rule) + ")";
}

// Two rules a sentence rests on together: " (USCF 11-6b; USCF 11-17)".
inline std::string cite(const std::string& rule, const std::string& also) {
  if (rule.empty() || also.empty()) return cite(rule.empty() ? also : rule);
  return " (" + rule + "; " + also + ")";
}

// "12.3 s" in English, "12,3 s" in Spanish: the decimal sign and the unit are the catalog's.
inline std::string seconds(std::int64_t ms) {
  return words::format<Msg::kRulingSeconds>(std::to_string(ms / 1000),
                                            std::to_string((ms % 1000) / 100));
}

inline std::string square(chess::Square s) {
  return chess::square_name(s);
}

// The words for a dead-position search that ran out of budget (the win then stands).
inline std::string unsettled(const std::string& side) {
  return words::format<Msg::kRulingMateUnsettled>(side);
}

// After a side's name: FIDE's "no" to the mate question (5.1.2, 6.9, 7.5.5), why, and the draw,
// as one clause with the side ("Black could not checkmate ...: the game is drawn").
std::string cannot_mate(const LogEntry& l, chess::Color side);
// Why neither side could checkmate, on a kDeadPosition line (FIDE 5.2.2); "" without reasons.
std::string dead_position_why(const LogEntry& l);

// An illegal move's reason in words: the chess core's reason, or the arbiter's own for a press
// without a move. Never the code itself.
std::string illegal_words(const LogEntry& l);

inline std::string draw_claim(ClaimKind claim) {
  return std::string(words::text(claim == ClaimKind::kRepetition
                                     ? Msg::kRulingDrawClaimRepetition
                                     : Msg::kRulingDrawClaimFiftyMoves));
}

// The sentence for a line of each group, or "" when the line is not of that group.
std::string play_line(const LogEntry& l, const Sides& s);
std::string ruling_line(const LogEntry& l, const Sides& s);
std::string director_line(const LogEntry& l, const Sides& s);

}  // namespace flagfall::rules::text
