#pragma once
// The words the rulings' sentences take as arguments (assets/words: side.*, piece.*,
// ruling.illegal.*, ruling.offence.*), for other sentences that speak of the same things in the
// same words: the trainer's timeline and its answers (docs/words.md, "The trainer's words").
#include <string>

#include "chess/move_check.h"
#include "chess/types.h"
#include "rules/scenario.h"

namespace flagfall::rules {

std::string side_words(chess::Color c);     // "White", "las blancas": a subject or object
std::string side_of_words(chess::Color c);  // "White's", "de las blancas": a possessive
std::string the_piece(chess::PieceType t);  // "the knight", "el caballo"
std::string a_piece(chess::PieceType t);    // "a queen", "una dama"
// Why a move is illegal, in a few words: "the piece cannot move that way".
std::string illegal_reason_words(chess::IllegalReason reason);
std::string offence_words(Offence offence);  // "using two hands"
// A sentence that begins with an argument ("las blancas ofrecen tablas") begins with a capital.
void capitalise(std::string& sentence);

}  // namespace flagfall::rules
