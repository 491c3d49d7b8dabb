// The words for why a side could not checkmate under FIDE (5.1.2, 5.2.2, 6.9, 7.5.5): what the
// chess core's answer rests on (chess::NoMateReason), said for the men on the board.
#include "rules/ruling_text_internal.h"

namespace flagfall::rules::text {

namespace {

bool has(std::uint8_t men, chess::PieceType t) {
  return (men & (1u << chess::index_of(t))) != 0;
}

// What the side's men a blockade leaves it are, as one noun that fits one or many ("bishop",
// "bishop or pawn", "man"), from their kinds: the kinds say nothing of how many there are.
std::string men_noun(std::uint8_t men) {
  using chess::PieceType;
  const std::uint8_t pieces =
      men & static_cast<std::uint8_t>(~(1u << chess::index_of(PieceType::Pawn)));
  if (!pieces) return "pawn";
  for (const PieceType t :
       {PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen}) {
    if (pieces == (1u << chess::index_of(t))) {
      return piece(t) + (has(men, PieceType::Pawn) ? " or pawn" : "");
    }
  }
  return "man";
}

}  // namespace

std::string no_mate_words(chess::NoMateReason reason, std::uint8_t men, const std::string& side,
                          const std::string& opponent) {
  using R = chess::NoMateReason;
  switch (reason) {
    case R::None:
      break;
    case R::GameOver:
      return "the game was already over on the board";
    case R::NoKingToMate:
      return opponent + " has no king on the board";
    case R::LoneKing:
      return side + " has only a king, which never gives check";
    case R::KnightOnly:
      return "a king and a knight cannot mate a lone king";
    case R::BishopsOneColour:
      return "only bishops are left, all on squares of one colour, and they can never cover the "
             "squares of the other colour around a king";
    case R::MinorAgainstPieces:
      return "with only " +
             std::string(has(men, chess::PieceType::Knight) ? "a knight"
                                                            : "bishops on squares of one colour") +
             " against " + opponent +
             "'s pieces no mate can ever be set up: whichever of them could shut in their king "
             "could also take or block the checking piece";
    case R::LockedOnlyKing:
      return side + "'s pawns can never move again and " + side +
             " has nothing else but the king, which never gives check";
    case R::LockedNoCheck:
      return "the blocked pawns can never move again, and no " + men_noun(men) + " of " + side +
             "'s could ever reach a square from which to attack " + opponent + "'s king";
    case R::LockedNoCorner:
      return "the blocked pawns can never move again, and though a " + men_noun(men) + " of " +
             side + "'s could check " + opponent + "'s king, " + side +
             " could never take every square around it";
    case R::EveryLine:
      return "every position that legal moves can reach was looked at, and in none is " + opponent +
             " mated by " + side;
    case R::EveryLineToLock:
      return "every series of legal moves was followed until it ends or the pawns lock for good, "
             "and none ends with " +
             side + " mating";
  }
  return "";
}

std::string cannot_mate(const LogEntry& l, const std::string& side, const std::string& opponent) {
  const int i = l.cannot_mate[0] != chess::NoMateReason::None ? 0 : 1;
  const std::string why = no_mate_words(l.cannot_mate[i], l.mate_men[i], side, opponent);
  return " could not checkmate by any series of legal moves" +
         (why.empty() ? "" : " (" + why + ")") + ": the game is drawn";
}

std::string dead_position_why(const LogEntry& l) {
  const std::string white = who(Actor::kWhite);
  const std::string black = who(Actor::kBlack);
  const chess::NoMateReason w = l.cannot_mate[0];
  const chess::NoMateReason b = l.cannot_mate[1];
  if (w == chess::NoMateReason::None || b == chess::NoMateReason::None) return "";
  using R = chess::NoMateReason;
  if (w == b) {
    switch (w) {
      case R::LoneKing:
        return "only the kings are left";
      case R::LockedOnlyKing:
        return "only the kings are left besides pawns that can never move again";
      case R::BishopsOneColour:
      case R::GameOver:
        return no_mate_words(w, 0, white, black);
      case R::LockedNoCheck:
        return "the blocked pawns can never move again, and neither side's men could ever reach "
               "a square from which to attack the other king";
      case R::EveryLine:
        return "every position that legal moves can reach was looked at, and none is a checkmate";
      case R::EveryLineToLock:
        return "every series of legal moves was followed until it ends or the pawns lock for "
               "good, and none ends in checkmate";
      default:
        break;
    }
  }
  return "for White, " + no_mate_words(w, l.mate_men[0], white, black) + "; for Black, " +
         no_mate_words(b, l.mate_men[1], black, white);
}

}  // namespace flagfall::rules::text
