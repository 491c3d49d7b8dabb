// The words for why a side could not checkmate under FIDE (5.1.2, 5.2.2, 6.9, 7.5.5): what the
// chess core's answer rests on (chess::NoMateReason), said for the men on the board.
#include "rules/ruling_text_internal.h"

namespace flagfall::rules::text {

namespace {

bool has(std::uint8_t men, chess::PieceType t) {
  return (men & (1u << chess::index_of(t))) != 0;
}

// What the side's men a blockade leaves it are, as one noun that fits one or many ("bishop",
// "bishop or pawn", "man"), from their kinds (the kinds say nothing of how many there are), with
// "no" or with "a": Spanish's word for "no" follows the noun's gender (alfil is masculine, torre
// feminine).
std::string men_noun(std::uint8_t men, bool with_no) {
  using chess::PieceType;
  // For each piece alone, then with pawns: with "no", then with "a".
  struct Nouns {
    PieceType type;
    Msg no, a, no_or_pawn, a_or_pawn;
  };
  constexpr Nouns kNouns[] = {
      {PieceType::Knight, Msg::kRulingMateMenNoKnight, Msg::kRulingMateMenAKnight,
       Msg::kRulingMateMenNoKnightOrPawn, Msg::kRulingMateMenAKnightOrPawn},
      {PieceType::Bishop, Msg::kRulingMateMenNoBishop, Msg::kRulingMateMenABishop,
       Msg::kRulingMateMenNoBishopOrPawn, Msg::kRulingMateMenABishopOrPawn},
      {PieceType::Rook, Msg::kRulingMateMenNoRook, Msg::kRulingMateMenARook,
       Msg::kRulingMateMenNoRookOrPawn, Msg::kRulingMateMenARookOrPawn},
      {PieceType::Queen, Msg::kRulingMateMenNoQueen, Msg::kRulingMateMenAQueen,
       Msg::kRulingMateMenNoQueenOrPawn, Msg::kRulingMateMenAQueenOrPawn},
  };
  const std::uint8_t pieces =
      men & static_cast<std::uint8_t>(~(1u << chess::index_of(PieceType::Pawn)));
  Msg noun = with_no ? Msg::kRulingMateMenNoMan : Msg::kRulingMateMenAMan;
  if (!pieces) noun = with_no ? Msg::kRulingMateMenNoPawn : Msg::kRulingMateMenAPawn;
  for (const Nouns& n : kNouns) {
    if (pieces == (1u << chess::index_of(n.type))) {
      const bool pawns = has(men, PieceType::Pawn);
      noun = with_no ? (pawns ? n.no_or_pawn : n.no) : (pawns ? n.a_or_pawn : n.a);
    }
  }
  return std::string(words::text(noun));
}

// Why `side` could not checkmate the other side; "" for no reason.
std::string no_mate_words(chess::NoMateReason reason, std::uint8_t men, chess::Color side) {
  using R = chess::NoMateReason;
  const std::string me = text::side(side), mine = side_of(side);
  const std::string opponent = text::side(~side), theirs = side_of(~side);
  switch (reason) {
    case R::None:
      break;
    case R::GameOver:
      return std::string(words::text(Msg::kRulingMateWhyGameOver));
    case R::NoKingToMate:
      return words::format<Msg::kRulingMateWhyNoKing>(opponent);
    case R::LoneKing:
      return words::format<Msg::kRulingMateWhyLoneKing>(me);
    case R::KnightOnly:
      return std::string(words::text(Msg::kRulingMateWhyKnightOnly));
    case R::BishopsOneColour:
      return std::string(words::text(Msg::kRulingMateWhyBishopsOneColour));
    case R::MinorAgainstPieces:
      if (has(men, chess::PieceType::Knight)) {
        return words::format<Msg::kRulingMateWhyKnightAgainstPieces>(theirs);
      }
      return words::format<Msg::kRulingMateWhyBishopsAgainstPieces>(theirs);
    case R::LockedOnlyKing:
      return words::format<Msg::kRulingMateWhyLockedOnlyKing>(mine, me);
    case R::LockedNoCheck:
      return words::format<Msg::kRulingMateWhyLockedNoCheck>(men_noun(men, true), mine, theirs);
    case R::LockedNoCorner:
      return words::format<Msg::kRulingMateWhyLockedNoCorner>(men_noun(men, false), mine, theirs,
                                                              me);
    case R::EveryLine:
      return words::format<Msg::kRulingMateWhyEveryLine>(opponent, me);
    case R::EveryLineToLock:
      return words::format<Msg::kRulingMateWhyEveryLineToLock>(me);
  }
  return "";
}

}  // namespace

std::string cannot_mate(const LogEntry& l, chess::Color side) {
  const int i = l.cannot_mate[0] != chess::NoMateReason::None ? 0 : 1;
  const std::string why = no_mate_words(l.cannot_mate[i], l.mate_men[i], side);
  if (why.empty()) return words::format<Msg::kRulingMateCannotNoReason>(text::side(side));
  return words::format<Msg::kRulingMateCannot>(text::side(side), why);
}

std::string dead_position_why(const LogEntry& l) {
  const chess::NoMateReason w = l.cannot_mate[0];
  const chess::NoMateReason b = l.cannot_mate[1];
  if (w == chess::NoMateReason::None || b == chess::NoMateReason::None) return "";
  using R = chess::NoMateReason;
  if (w == b) {
    switch (w) {
      case R::LoneKing:
        return std::string(words::text(Msg::kRulingMateDeadKingsOnly));
      case R::LockedOnlyKing:
        return std::string(words::text(Msg::kRulingMateDeadKingsAndLockedPawns));
      case R::BishopsOneColour:
      case R::GameOver:
        return no_mate_words(w, 0, chess::Color::White);
      case R::LockedNoCheck:
        return std::string(words::text(Msg::kRulingMateDeadLockedNoCheck));
      case R::EveryLine:
        return std::string(words::text(Msg::kRulingMateDeadEveryLine));
      case R::EveryLineToLock:
        return std::string(words::text(Msg::kRulingMateDeadEveryLineToLock));
      default:
        break;
    }
  }
  return words::format<Msg::kRulingMateDeadEach>(
      no_mate_words(w, l.mate_men[0], chess::Color::White),
      no_mate_words(b, l.mate_men[1], chess::Color::Black));
}

}  // namespace flagfall::rules::text
