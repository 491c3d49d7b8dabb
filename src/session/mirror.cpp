#include "session/mirror.h"

#include <utility>

#include "json/value.h"

#include "words/words.h"

namespace flagfall::session {

Mirror& Mirror::heading(std::string_view text, int level) {
  MirrorPart part;
  part.role = MirrorRole::kHeading;
  part.text = std::string(text);
  part.level = level;
  parts_.push_back(std::move(part));
  return *this;
}

Mirror& Mirror::text(std::string_view text) {
  if (text.empty()) return *this;
  MirrorPart part;
  part.text = std::string(text);
  parts_.push_back(std::move(part));
  return *this;
}

Mirror& Mirror::button(std::string_view label, std::string_view intent, bool pressed) {
  MirrorPart part;
  part.role = MirrorRole::kButton;
  part.text = std::string(label);
  part.intent = std::string(intent);
  part.pressed = pressed;
  parts_.push_back(std::move(part));
  return *this;
}

Mirror& Mirror::buttons(const Controls& controls) {
  for (const Control& c : controls) control_button(c.label, c.intent, c.on);
  return *this;
}

Mirror& Mirror::control_button(std::string_view label, std::string_view intent, bool pressed) {
  std::string words(label);
  for (std::size_t at = words.find('\n'); at != std::string::npos; at = words.find('\n', at))
    words.replace(at, 1, ", ");
  return button(words, intent, pressed);
}

Mirror& Mirror::list(std::string caption, std::vector<std::string> items) {
  MirrorPart part;
  part.role = MirrorRole::kList;
  part.text = std::move(caption);
  part.items = std::move(items);
  parts_.push_back(std::move(part));
  return *this;
}

Mirror& Mirror::table(std::string caption, std::vector<std::vector<std::string>> rows) {
  MirrorPart part;
  part.role = MirrorRole::kTable;
  part.text = std::move(caption);
  part.rows = std::move(rows);
  parts_.push_back(std::move(part));
  return *this;
}

Mirror& Mirror::without_buttons() {
  std::erase_if(parts_, [](const MirrorPart& part) { return part.role == MirrorRole::kButton; });
  return *this;
}

std::vector<std::string> Mirror::intents() const {
  std::vector<std::string> out;
  for (const MirrorPart& part : parts_) {
    if (part.role == MirrorRole::kButton) out.push_back(part.intent);
  }
  return out;
}

std::string Mirror::all_text() const {
  std::string out;
  const auto add = [&out](const std::string& line) {
    out += line;
    out += '\n';
  };
  for (const MirrorPart& part : parts_) {
    add(part.text);
    for (const std::string& item : part.items) add(item);
    for (const auto& row : part.rows) {
      for (const std::string& cell : row) add(cell);
    }
  }
  return out;
}

namespace {

const char* role_id(MirrorRole role) {
  switch (role) {
    case MirrorRole::kHeading:
      return "heading";
    case MirrorRole::kText:
      return "text";
    case MirrorRole::kButton:
      return "button";
    case MirrorRole::kList:
      return "list";
    case MirrorRole::kTable:
      return "table";
  }
  return "text";
}

}  // namespace

json::Value Mirror::to_json() const {
  json::Value out = json::Value::array();
  for (const MirrorPart& part : parts_) {
    json::Value p = {{"role", role_id(part.role)}, {"text", part.text}};
    if (part.role == MirrorRole::kHeading) p["level"] = part.level;
    if (part.role == MirrorRole::kButton) {
      p["intent"] = part.intent;
      if (part.pressed) p["pressed"] = true;
    }
    if (part.role == MirrorRole::kList) p["items"] = part.items;
    if (part.role == MirrorRole::kTable) p["rows"] = part.rows;
    out.push_back(std::move(p));
  }
  return out;
}

std::string pieces_in_words(const chess::Position& position) {
  using chess::PieceType;
  using words::Msg;
  constexpr PieceType kOrder[] = {PieceType::King,   PieceType::Queen,  PieceType::Rook,
                                  PieceType::Bishop, PieceType::Knight, PieceType::Pawn};
  constexpr Msg kNames[] = {Msg::kBoardWordsKing,   Msg::kBoardWordsQueen,  Msg::kBoardWordsRook,
                            Msg::kBoardWordsBishop, Msg::kBoardWordsKnight, Msg::kBoardWordsPawn};
  std::string out;
  for (const chess::Color side : {chess::Color::White, chess::Color::Black}) {
    std::string line;
    for (std::size_t i = 0; i < std::size(kOrder); ++i) {
      std::string squares;
      int count = 0;
      for (int s = 0; s < 64; ++s) {
        const auto square = static_cast<chess::Square>(s);
        if (position.piece_at(square) != chess::make_piece(side, kOrder[i])) continue;
        if (count++ > 0) squares += ", ";
        squares += chess::square_name(square);
      }
      if (count == 0) continue;
      if (!line.empty()) line += ", ";
      const std::string number = std::to_string(count);
      line += words::app_words().format(kNames[i], {number, squares}, count);
    }
    if (line.empty()) line = words::text(Msg::kBoardWordsNone);
    if (!out.empty()) out += " ";
    out += side == chess::Color::White ? words::format<Msg::kBoardWordsWhite>(line)
                                       : words::format<Msg::kBoardWordsBlack>(line);
  }
  return out;
}

}  // namespace flagfall::session
