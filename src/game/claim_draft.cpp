#include "game/claim_draft.h"

namespace flagfall::game {
namespace {

using chess::Color;

Fact side_fact(FactKind kind, Color side) {
  Fact f;
  f.kind = kind;
  f.side = side;
  return f;
}

rules::ScenarioEvent pause_by(Color side, rules::PauseReason reason) {
  rules::ScenarioEvent pause = make_event(actor_of(side), rules::EventKind::kPause);
  pause.reason = reason;
  return pause;
}

}  // namespace

ClaimDraft new_claim_draft(const LiveGame& game, Color claimant, Millis at) {
  ClaimDraft draft;
  draft.claimant = claimant;
  draft.at = game.wall_time(game.game_time(at));
  for (const Color side : {Color::White, Color::Black}) {
    const auto named = game.named_material(side);
    const MaterialPick* pick = named ? pick_for(*named) : nullptr;
    draft.material[chess::index_of(side)] = pick ? std::string(pick->id) : "more";
  }
  return draft;
}

std::vector<Entry> claim_entries(const LiveGame& game, const ClaimDraft& d) {
  std::vector<Entry> entries;
  if (!d.board_fen.empty()) {
    Fact f = side_fact(FactKind::kBoard, d.claimant);
    f.fen = d.board_fen;
    entries.push_back(Entry::of(f));
  } else {
    for (const Color side : {Color::White, Color::Black}) {
      const MaterialPick* pick = find_material_pick(d.material[chess::index_of(side)]);
      if (pick == nullptr) continue;
      const auto named = game.named_material(side);
      const Material known = named ? *named : material_picks().front().material;
      if (pick->material == known) continue;
      Fact f = side_fact(FactKind::kMaterial, side);
      f.material = pick->material;
      entries.push_back(Entry::of(f));
    }
  }
  if (d.illegal_claim_by) {
    const Color claimant = *d.illegal_claim_by;
    if (d.unpromoted) {
      entries.push_back(Entry::of(game.pawn_fact(~claimant)));
    } else if (!d.press_without_move) {
      if (const auto fact = game.illegal_move_fact(claimant, d.kind))
        entries.push_back(Entry::of(*fact));
    }
  }
  if (d.losing_chances) {
    entries.push_back(
        Entry::of(make_claim(d.claimant, rules::ClaimKind::kInsufficientLosingChances)));
  }
  if (d.time_claim_by)
    entries.push_back(Entry::of(make_claim(*d.time_claim_by, rules::ClaimKind::kTime)));
  if (d.illegal_claim_by) {
    if (d.take_king) {
      entries.push_back(Entry::of(side_fact(FactKind::kTakeKing, *d.illegal_claim_by)));
    } else {
      entries.push_back(Entry::of(make_claim(*d.illegal_claim_by, rules::ClaimKind::kIllegalMove)));
    }
  }
  return entries;
}

ClaimSubmission submit_claim(const LiveGame& game, const ClaimDraft& draft) {
  ClaimSubmission out;
  out.entries = claim_entries(game, draft);
  LiveGame probe = game;
  out.problem = probe.record(draft.at, out.entries);
  if (!out.problem.empty()) {
    out.entries.clear();
    return out;
  }
  const Millis t = game.game_time(draft.at);
  out.holds_clock = !probe.over() && probe.game_clock().phase(t) == clock::Phase::Running;
  if (out.holds_clock)
    out.entries.push_back(Entry::of(make_event(rules::Actor::kTd, rules::EventKind::kPause)));
  return out;
}

std::vector<Entry> unpromoted_press_entries(const LiveGame& game, Color claimant) {
  return {Entry::of(game.pawn_fact(~claimant))};
}

std::vector<Entry> unpromoted_pause_entries(const LiveGame& game, Color claimant) {
  return {Entry::of(game.pawn_fact(~claimant)),
          Entry::of(pause_by(claimant, rules::PauseReason::kPromotion))};
}

std::vector<Entry> checkmate_entries(const LiveGame& game, Color mover) {
  return {Entry::of(game.final_fact(FactKind::kCheckmate, mover))};
}

std::vector<Entry> stalemate_entries(const LiveGame& game, Color mover) {
  return {Entry::of(game.final_fact(FactKind::kStalemate, mover))};
}

std::vector<Entry> resignation_entries(Color side) {
  return {Entry::of(make_event(actor_of(side), rules::EventKind::kResign))};
}

std::vector<Entry> draw_agreed_entries(Color offered_by) {
  return {Entry::of(make_event(actor_of(offered_by), rules::EventKind::kOfferDraw)),
          Entry::of(make_event(actor_of(~offered_by), rules::EventKind::kAcceptDraw))};
}

std::vector<Entry> dispute_entries(Color side) {
  return {Entry::of(pause_by(side, rules::PauseReason::kDispute))};
}

}  // namespace flagfall::game
