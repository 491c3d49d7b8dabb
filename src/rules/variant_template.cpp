#include "rules/variant_template.h"

#include <algorithm>
#include <array>
#include <utility>

#include "json/value.h"

#include "chess/fen.h"
#include "rules/variant_template_reader.h"
#include "words/words.h"

namespace flagfall::rules {
namespace {

using json = ::flagfall::json::Value;

constexpr std::array<std::pair<VariantTransform, std::string_view>, 3> kTransforms = {{
    {VariantTransform::kSwapColours, "swap-colours"},
    {VariantTransform::kMirrorFiles, "mirror-files"},
    {VariantTransform::kShift, "shift"},
}};

constexpr std::array<std::pair<VariantCondition, std::string_view>, 3> kConditions = {{
    {VariantCondition::kKingStepsNextToKing, "king-steps-next-to-king"},
    {VariantCondition::kSameMaterial, "same-material"},
    {VariantCondition::kClaimantMaterial, "claimant-material"},
}};

template <class E, std::size_t N>
std::string_view name_in(const std::array<std::pair<E, std::string_view>, N>& table, E value) {
  for (const auto& [v, name] : table) {
    if (v == value) return name;
  }
  return "?";
}

template <class E, std::size_t N>
std::string names_of(const std::array<std::pair<E, std::string_view>, N>& table) {
  std::string out;
  for (const auto& entry : table) out += (out.empty() ? "" : ", ") + std::string(entry.second);
  return out;
}

// Reads `template.<key>`, an array of distinct names from `table`, into `out`.
template <class E, std::size_t N>
std::optional<std::string> read_names(const json& value, const char* key, words::Msg not_array,
                                      words::Msg unknown,
                                      const std::array<std::pair<E, std::string_view>, N>& table,
                                      std::vector<E>& out) {
  const std::string where = std::string("template.") + key;
  if (!value.is_array()) return words::app_words().format(not_array, {where});
  for (std::size_t i = 0; i < value.size(); ++i) {
    const std::string at = where + "[" + std::to_string(i) + "]";
    if (!value[i].is_string()) return words::format<words::Msg::kReaderMustBeString>(at);
    const std::string name = value[i].get<std::string>();
    const auto found = std::find_if(table.begin(), table.end(),
                                    [&](const auto& entry) { return entry.second == name; });
    if (found == table.end()) {
      return words::app_words().format(unknown, {at, name, names_of(table)});
    }
    if (std::find(out.begin(), out.end(), found->first) != out.end())
      return words::format<words::Msg::kReaderListedTwice>(at, name);
    out.push_back(found->first);
  }
  return std::nullopt;
}

// Whether some move of the events is made by a king (the moves replayed from the set-up).
bool has_king_move(const Scenario& scenario) {
  const auto parsed = chess::parse_fen(scenario.setup.fen);
  if (!parsed) return false;
  chess::Position p = *parsed.position;
  for (const ScenarioEvent& e : scenario.events) {
    if (e.kind != EventKind::kMove) continue;
    if (chess::type_of(p.piece_at(e.move.from())) == chess::PieceType::King) return true;
    p.apply(e.move);
  }
  return false;
}

}  // namespace

bool VariantTemplate::allows(VariantTransform transform) const {
  return std::find(transforms.begin(), transforms.end(), transform) != transforms.end();
}

bool VariantTemplate::needs(VariantCondition condition) const {
  return std::find(conditions.begin(), conditions.end(), condition) != conditions.end();
}

std::string_view variant_transform_name(VariantTransform transform) {
  return name_in(kTransforms, transform);
}

std::string_view variant_condition_name(VariantCondition condition) {
  return name_in(kConditions, condition);
}

std::optional<std::string> read_variant_template(const json& value, const Scenario& scenario,
                                                 VariantTemplate& out) {
  if (!value.is_object()) return words::format<words::Msg::kReaderMustBeObject>("template");
  for (const auto& [key, item] : value.members()) {
    if (key != "holds" && key != "transforms" && key != "conditions" && key != "extra_pawns")
      return words::format<words::Msg::kReaderUnknownKeyExpected>(
          "template", key, "holds, transforms, conditions, extra_pawns");
  }
  const auto holds = value.find("holds");
  if (!holds) return words::format<words::Msg::kReaderTemplateHoldsMissing>("template.holds");
  if (!holds->is_string() || holds->get<std::string>().empty())
    return words::format<words::Msg::kReaderTemplateHoldsText>("template.holds");
  out.holds = holds->get<std::string>();

  const auto transforms = value.find("transforms");
  if (!transforms) return words::format<words::Msg::kReaderMissing>("template.transforms");
  if (auto problem =
          read_names(*transforms, "transforms", words::Msg::kReaderTemplateTransformsArray,
                     words::Msg::kReaderTemplateUnknownTransform, kTransforms, out.transforms)) {
    return problem;
  }
  if (const auto conditions = value.find("conditions"); conditions) {
    if (auto problem =
            read_names(*conditions, "conditions", words::Msg::kReaderTemplateConditionsArray,
                       words::Msg::kReaderTemplateUnknownCondition, kConditions, out.conditions)) {
      return problem;
    }
  }
  if (const auto pawns = value.find("extra_pawns"); pawns) {
    if (!pawns->is_number_integer() || pawns->get<std::int64_t>() < 0 ||
        pawns->get<std::int64_t>() > kMaxExtraPawns) {
      return words::format<words::Msg::kReaderWholeFromZero>("template.extra_pawns",
                                                             std::to_string(kMaxExtraPawns));
    }
    out.extra_pawns = static_cast<int>(pawns->get<std::int64_t>());
  }

  // What the trainer could never make anything of.
  if (out.extra_pawns > 0 && out.needs(VariantCondition::kSameMaterial))
    return words::format<words::Msg::kReaderTemplatePawnsSameMaterial>("template.extra_pawns");
  if (out.transforms.empty() && out.extra_pawns == 0)
    return words::format<words::Msg::kReaderTemplateNothingToMake>("template.transforms");
  const auto fen = chess::parse_fen(scenario.setup.fen);
  if (fen && fen.position->castling_rights() != 0)
    return words::format<words::Msg::kReaderTemplateCastling>("template");
  if (out.needs(VariantCondition::kKingStepsNextToKing) && !has_king_move(scenario)) {
    return words::format<words::Msg::kReaderTemplateNeedsKingMove>("template.conditions");
  }
  return std::nullopt;
}

}  // namespace flagfall::rules
