#include "trainer/variants.h"

#include <algorithm>
#include <cctype>

#include "chess/fen.h"
#include "chess/material.h"
#include "chess/move_check.h"
#include "chess/validity.h"
#include "trainer/bank.h"
#include "trainer/bank_words.h"
#include "trainer/replay.h"

namespace flagfall::trainer {
namespace {

using chess::Color;
using chess::Square;
using rules::Actor;
using rules::EventKind;

constexpr int kAttempts = 60;

Square map_square(Square s, const Transform& t) {
  if (s == chess::NoSquare) return s;
  int file = chess::file_of(s);
  int rank = chess::rank_of(s);
  if (t.swap_colours) rank = 7 - rank;
  if (t.mirror_files) file = 7 - file;
  file += t.files;
  rank += t.ranks;
  if (file < 0 || file > 7 || rank < 0 || rank > 7) return chess::NoSquare;
  return chess::make_square(file, rank);
}

Color map_colour(Color c, const Transform& t) {
  return t.swap_colours ? ~c : c;
}

Actor map_actor(Actor a, const Transform& t) {
  if (!t.swap_colours || a == Actor::kTd) return a;
  return a == Actor::kWhite ? Actor::kBlack : Actor::kWhite;
}

rules::Outcome map_outcome(rules::Outcome o, const Transform& t) {
  if (!t.swap_colours) return o;
  if (o == rules::Outcome::kWhiteWins) return rules::Outcome::kBlackWins;
  if (o == rules::Outcome::kBlackWins) return rules::Outcome::kWhiteWins;
  return o;
}

chess::Material material(const chess::Position& p, Color c) {
  return chess::material_of(p, c);
}

bool same_material(const chess::Material& a, const chess::Material& b) {
  return a.pawns == b.pawns && a.knights == b.knights && a.bishops == b.bishops &&
         a.rooks == b.rooks && a.queens == b.queens && a.kings == b.kings;
}

// The side whose claim the scenario turns on (the last claimant), if any.
std::optional<Color> claimant(const rules::Scenario& s) {
  for (auto it = s.events.rbegin(); it != s.events.rend(); ++it) {
    if (it->kind != EventKind::kClaim && !(it->kind == EventKind::kMove && it == s.events.rbegin()))
      continue;
    if (it->by == Actor::kWhite) return Color::White;
    if (it->by == Actor::kBlack) return Color::Black;
  }
  return std::nullopt;
}

bool keeps_intent(const rules::Scenario& variant, const VariantIntent& intent, const Transform& t) {
  const std::optional<MayMoment> moment = may_moment(variant);
  for (const VariantIntent::Ruling& i : intent.rulings) {
    const Verdict v = rule_on(variant, *i.ruleset);
    const Adjustments expected = t.swap_colours
                                     ? Adjustments{i.adjustments.black_ms, i.adjustments.white_ms}
                                     : i.adjustments;
    if (v.ruling.outcome != map_outcome(i.outcome, t) || !(v.adjustments == expected) ||
        v.ruling.reason != i.reason) {
      return false;
    }
    if (moment) {
      const Verdict m = rule_on(variant, *i.ruleset, moment->t);
      std::vector<rules::Permission> may = specific_permissions(
          moment->actor == Color::White ? m.ruling.may_white : m.ruling.may_black);
      if (m.ruling.outcome != rules::Outcome::kPlayOn) may.push_back(rules::Permission::kResign);
      if (may != i.may) return false;
    }
  }
  return true;
}

// Every move of the variant has the same legality (the chess core's reason) as the original's.
bool same_move_legality(const rules::Scenario& original, const rules::Scenario& variant) {
  auto a = chess::parse_fen(original.setup.fen);
  auto b = chess::parse_fen(variant.setup.fen);
  if (!a || !b) return false;
  chess::Position pa = *a.position;
  chess::Position pb = *b.position;
  for (std::size_t i = 0; i < original.events.size(); ++i) {
    if (original.events[i].kind != EventKind::kMove) continue;
    if (chess::check_move(pa, original.events[i].move).code() !=
        chess::check_move(pb, variant.events[i].move).code()) {
      return false;
    }
    pa.apply(original.events[i].move);
    pb.apply(variant.events[i].move);
  }
  return true;
}

std::optional<Square> first_king_move_target(const rules::Scenario& s,
                                             const chess::Position& start) {
  chess::Position p = start;
  for (const rules::ScenarioEvent& e : s.events) {
    if (e.kind != EventKind::kMove) continue;
    if (chess::type_of(p.piece_at(e.move.from())) == chess::PieceType::King) return e.move.to();
    p.apply(e.move);
  }
  return std::nullopt;
}

}  // namespace

VariantIntent intent_of(const rules::Scenario& s) {
  VariantIntent out;
  const std::optional<MayMoment> moment = may_moment(s);
  for (const rules::Ruleset* r : rules::rulesets_for(s)) {
    Verdict v = rule_on(s, *r);
    VariantIntent::Ruling i{r, v.ruling.outcome, v.adjustments, v.ruling.reason, {}};
    if (moment) {
      const Verdict m = rule_on(s, *r, moment->t);
      i.may = specific_permissions(moment->actor == Color::White ? m.ruling.may_white
                                                                 : m.ruling.may_black);
      if (m.ruling.outcome != rules::Outcome::kPlayOn)
        i.may.push_back(rules::Permission::kResign);  // marks "over"
    }
    out.rulings.push_back(std::move(i));
  }
  return out;
}

std::string transform_text(std::string_view text, const Transform& t) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const std::string_view rest = text.substr(i);
    if (t.swap_colours) {
      const std::pair<std::string_view, std::string_view> words[] = {
          {"White", "Black"}, {"Black", "White"}, {"white", "black"}, {"black", "white"}};
      bool swapped = false;
      for (const auto& [from, to] : words) {
        if (rest.substr(0, from.size()) == from) {
          out += to;
          i += from.size();
          swapped = true;
          break;
        }
      }
      if (swapped) continue;
      // Spanish says a colour as an adjective (blancas, el rey negro): its stem swaps, its
      // ending stays.
      const std::pair<std::string_view, std::string_view> stems[] = {
          {"blanc", "negr"}, {"negr", "blanc"}, {"Blanc", "Negr"}, {"Negr", "Blanc"}};
      const bool word_start = i == 0 || !std::isalpha(static_cast<unsigned char>(text[i - 1]));
      for (const auto& [from, to] : stems) {
        const char ending = rest.size() > from.size() ? rest[from.size()] : '\0';
        if (word_start && rest.substr(0, from.size()) == from && (ending == 'o' || ending == 'a')) {
          out += to;
          i += from.size();
          swapped = true;
          break;
        }
      }
      if (swapped) continue;
    }
    const char c = text[i];
    const bool square_start =
        c >= 'a' && c <= 'h' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '8' &&
        (i == 0 || !(std::isalnum(static_cast<unsigned char>(text[i - 1])) &&
                     !std::isupper(static_cast<unsigned char>(text[i - 1])))) &&
        (i == 0 || text[i - 1] != ';') &&
        (i + 2 >= text.size() || !std::isalnum(static_cast<unsigned char>(text[i + 2])) ||
         (text[i + 2] >= 'a' && text[i + 2] <= 'h'));
    if (square_start) {
      const Square mapped = map_square(chess::make_square(c - 'a', text[i + 1] - '1'), t);
      out +=
          mapped == chess::NoSquare ? std::string(text.substr(i, 2)) : chess::square_name(mapped);
      i += 2;
      continue;
    }
    out += c;
    ++i;
  }
  return out;
}

std::optional<rules::Scenario> generate_variant(const rules::Scenario& scenario,
                                                const rules::VariantTemplate& tmpl,
                                                const VariantIntent& intent, Rng& rng,
                                                Transform* transform_out) {
  auto parsed = chess::parse_fen(scenario.setup.fen);
  if (!parsed) return std::nullopt;
  const chess::Position original = *parsed.position;
  if (original.castling_rights() != 0)
    return std::nullopt;  // castling does not survive a transform

  bool pawns = original.pieces(chess::PieceType::Pawn) != 0;
  for (const rules::ScenarioEvent& e : scenario.events) {
    if (e.kind == EventKind::kPromote || e.move.promotion() != chess::PieceType::None) pawns = true;
  }
  Transform t;
  t.swap_colours = tmpl.allows(rules::VariantTransform::kSwapColours) && rng.below(2) == 1;
  t.mirror_files = tmpl.allows(rules::VariantTransform::kMirrorFiles) && rng.below(2) == 1;
  if (tmpl.allows(rules::VariantTransform::kShift)) {
    // The shift keeps every square the scenario uses on the board.
    int min_file = 7, max_file = 0, min_rank = 7, max_rank = 0;
    const auto cover = [&](Square s) {
      if (s == chess::NoSquare) return;
      Transform base = t;
      base.files = base.ranks = 0;
      const Square m = map_square(s, base);
      min_file = std::min(min_file, chess::file_of(m));
      max_file = std::max(max_file, chess::file_of(m));
      min_rank = std::min(min_rank, chess::rank_of(m));
      max_rank = std::max(max_rank, chess::rank_of(m));
    };
    for (int sq = 0; sq < 64; ++sq) {
      if (original.piece_at(static_cast<Square>(sq)) != chess::Piece::None)
        cover(static_cast<Square>(sq));
    }
    for (const rules::ScenarioEvent& e : scenario.events) {
      if (e.kind == EventKind::kMove) {
        cover(e.move.from());
        cover(e.move.to());
      } else if (e.kind == EventKind::kTouch) {
        cover(e.square);
      }
    }
    t.files =
        static_cast<int>(rng.below(static_cast<std::size_t>(8 - (max_file - min_file)))) - min_file;
    if (!pawns)
      t.ranks = static_cast<int>(rng.below(static_cast<std::size_t>(8 - (max_rank - min_rank)))) -
                min_rank;
  }
  if (transform_out != nullptr) *transform_out = t;

  // The new set-up.
  chess::Position p = chess::Position::empty();
  for (int sq = 0; sq < 64; ++sq) {
    const chess::Piece piece = original.piece_at(static_cast<Square>(sq));
    if (piece == chess::Piece::None) continue;
    const Square to = map_square(static_cast<Square>(sq), t);
    if (to == chess::NoSquare) return std::nullopt;
    p.set_piece(to,
                chess::make_piece(map_colour(chess::color_of(piece), t), chess::type_of(piece)));
  }
  p.set_side_to_move(map_colour(original.side_to_move(), t));
  p.set_halfmove_clock(original.halfmove_clock());
  p.set_fullmove_number(original.fullmove_number());

  rules::Scenario v = scenario;
  for (rules::ScenarioEvent& e : v.events) {
    e.by = map_actor(e.by, t);
    if (e.kind == EventKind::kMove) {
      const Square from = map_square(e.move.from(), t);
      const Square to = map_square(e.move.to(), t);
      if (from == chess::NoSquare || to == chess::NoSquare) return std::nullopt;
      e.move = chess::Move(from, to, e.move.promotion());
    } else if (e.kind == EventKind::kTouch) {
      e.square = map_square(e.square, t);
      if (e.square == chess::NoSquare) return std::nullopt;
    } else if (e.kind == EventKind::kPenalty || e.kind == EventKind::kSetTime ||
               e.kind == EventKind::kSetMoves || e.kind == EventKind::kFlagSeen) {
      e.side = map_colour(e.side, t);
    }
  }
  if (t.swap_colours) std::swap(v.setup.white_ms, v.setup.black_ms);

  // Extra pawns where the conditions allow, on squares no event uses.
  const std::optional<Color> claim_by = claimant(scenario);
  const bool fixed_all = tmpl.needs(rules::VariantCondition::kSameMaterial);
  const bool fixed_claimant = tmpl.needs(rules::VariantCondition::kClaimantMaterial);
  if (!fixed_all && tmpl.extra_pawns > 0) {
    const int extra = static_cast<int>(rng.below(static_cast<std::size_t>(tmpl.extra_pawns) + 1));
    for (int n = 0; n < extra; ++n) {
      Color side = rng.below(2) == 0 ? Color::White : Color::Black;
      if (fixed_claimant && claim_by && side == map_colour(*claim_by, t)) side = ~side;
      const Square sq =
          chess::make_square(static_cast<int>(rng.below(8)), 1 + static_cast<int>(rng.below(6)));
      bool used = p.piece_at(sq) != chess::Piece::None;
      for (const rules::ScenarioEvent& e : v.events) {
        used = used || (e.kind == EventKind::kMove && (e.move.from() == sq || e.move.to() == sq)) ||
               (e.kind == EventKind::kTouch && e.square == sq);
      }
      if (!used) p.set_piece(sq, chess::make_piece(side, chess::PieceType::Pawn));
    }
  }
  if (!chess::is_valid(p)) return std::nullopt;
  v.setup.fen = chess::to_fen(p);
  if (!chess::parse_fen(v.setup.fen)) return std::nullopt;

  // The template's conditions.
  for (const rules::VariantCondition c : tmpl.conditions) {
    switch (c) {
      case rules::VariantCondition::kKingStepsNextToKing: {
        const std::optional<Square> target = first_king_move_target(v, p);
        const Color mover = p.side_to_move();
        if (!target || chess::square_distance(*target, p.king_square(~mover)) != 1)
          return std::nullopt;
        break;
      }
      case rules::VariantCondition::kSameMaterial:
        for (const Color side : {Color::White, Color::Black}) {
          if (!same_material(material(original, side), material(p, map_colour(side, t))))
            return std::nullopt;
        }
        break;
      case rules::VariantCondition::kClaimantMaterial:
        if (claim_by &&
            !same_material(material(original, *claim_by), material(p, map_colour(*claim_by, t)))) {
          return std::nullopt;
        }
        break;
    }
  }
  if (!same_move_legality(scenario, v)) return std::nullopt;
  // The template's intent: every ruleset the scenario is meant for rules as on the original.
  if (!keeps_intent(v, intent, t)) return std::nullopt;
  return v;
}

std::optional<Question> variant_question(const rules::Scenario& scenario,
                                         const rules::Ruleset& ruleset, QuestionKind kind,
                                         std::uint64_t seed) {
  if (!scenario.variant_template) return std::nullopt;
  const rules::VariantTemplate& tmpl = *scenario.variant_template;
  Rng rng(seed);
  const VariantIntent intent = intent_of(scenario);
  for (int attempt = 0; attempt < kAttempts; ++attempt) {
    Transform t;
    std::optional<rules::Scenario> v = generate_variant(scenario, tmpl, intent, rng, &t);
    if (!v) continue;
    v->question = transform_text(scenario.question, t);
    v->moment = transform_text(scenario.moment, t);
    v->title = transform_text(scenario.title, t);
    v->notes = transform_text(scenario.notes, t);
    std::optional<Question> q = make_question(*v, ruleset, kind, rng.next());
    if (!q) continue;
    Question::Fresh fresh{t, {}};
    for (std::size_t i = 0; i < fresh.english.size(); ++i)
      fresh.english[i] = own_text(scenario, static_cast<ScenarioText>(i));
    q->fresh = std::move(fresh);
    say_texts(*q);
    return q;
  }
  return std::nullopt;
}

}  // namespace flagfall::trainer
