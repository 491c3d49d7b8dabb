#include "clock/notation.h"

#include <cctype>
#include <optional>
#include <vector>

#include "words/words.h"

namespace flagfall::clock {

std::string ParseError::message() const {
  return words::format<words::Msg::kNotationAt>(std::to_string(position), reason);
}

namespace {

using words::Msg;

// What a count counts, for its errors.
enum class Counted : std::uint8_t { kMoves, kByoyomiPeriods };

constexpr int kMaxIntegerDigits = 9;
constexpr int kMaxFractionDigits = 3;

char lower(char c) {
  return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}
bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

// A period as written, before the bonus of periods that name none is settled.
struct WrittenPeriod {
  Period period;
  bool bonus_written = false;
  std::size_t position = 0;
};

class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) {}

  std::size_t position() const { return pos_; }

  void skip_spaces() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
  }

  bool at_end() {
    skip_spaces();
    return pos_ == text_.size();
  }

  // Consumes `word` (lower case, compared case-insensitively) after optional spaces.
  bool accept(std::string_view word) {
    skip_spaces();
    if (text_.size() - pos_ < word.size()) return false;
    for (std::size_t i = 0; i < word.size(); ++i) {
      if (lower(text_[pos_ + i]) != word[i]) return false;
    }
    pos_ += word.size();
    return true;
  }

  bool next_is_digit() {
    skip_spaces();
    return pos_ < text_.size() && is_digit(text_[pos_]);
  }

  // Exceptions are off in the WebAssembly build, so a failed parser keeps its first error and
  // turns inert: it sits at the end, accepts nothing, and the callers unwind normally.
  void fail(Msg reason) { fail_at(pos_, reason); }
  void fail_at(std::size_t position, Msg reason) {
    fail_at(position, std::string(words::text(reason)));
  }
  void fail_at(std::size_t position, std::string reason) {
    if (!error_) error_ = ParseError{position, std::move(reason)};
    pos_ = text_.size();
  }
  bool failed() const { return error_.has_value(); }
  const ParseError& error() const { return *error_; }

  void expect(std::string_view word, Msg missing) {
    if (!accept(word)) fail(missing);
  }

  void expect_end() {
    if (!at_end())
      fail_at(pos_, words::format<Msg::kNotationUnexpected>(std::string(1, text_[pos_])));
  }

  // A whole number of moves or byo-yomi periods.
  int count(Counted what) {
    const bool moves = what == Counted::kMoves;
    skip_spaces();
    const std::size_t start = pos_;
    int value = 0;
    while (pos_ < text_.size() && is_digit(text_[pos_])) {
      if (pos_ - start >= 4) {
        fail_at(start, moves ? Msg::kNotationAbsurdMoves : Msg::kNotationAbsurdPeriods);
        return 0;
      }
      value = value * 10 + (text_[pos_] - '0');
      ++pos_;
    }
    if (pos_ == start) fail(moves ? Msg::kNotationExpectedMoves : Msg::kNotationExpectedPeriods);
    if (pos_ < text_.size() && text_[pos_] == '.')
      fail(moves ? Msg::kNotationFractionalMoves : Msg::kNotationFractionalPeriods);
    return value;
  }

  // A decimal number of `unit` milliseconds (a whole number of seconds or minutes), exact to the
  // millisecond since at most three decimals are read.
  Millis amount(Millis unit) { return thousandths() * (unit / kSecond); }

  Millis thousandths() {
    skip_spaces();
    const std::size_t start = pos_;
    if (pos_ < text_.size() && text_[pos_] == '-') fail(Msg::kNotationNegativeTime);
    Millis thousandths = 0;
    int digits = 0;
    while (pos_ < text_.size() && is_digit(text_[pos_])) {
      if (++digits > kMaxIntegerDigits) {
        fail_at(start, Msg::kNotationAbsurdTime);
        return 0;
      }
      thousandths = thousandths * 10 + (text_[pos_] - '0');
      ++pos_;
    }
    if (digits == 0) fail(Msg::kNotationExpectedNumber);
    thousandths *= 1000;
    if (pos_ < text_.size() && text_[pos_] == '.') {
      ++pos_;
      Millis scale = 100;
      int fraction_digits = 0;
      while (pos_ < text_.size() && is_digit(text_[pos_])) {
        if (++fraction_digits > kMaxFractionDigits) {
          fail(Msg::kNotationDecimals);
          return 0;
        }
        thousandths += (text_[pos_] - '0') * scale;
        scale /= 10;
        ++pos_;
      }
      if (fraction_digits == 0) fail(Msg::kNotationExpectedDigit);
    }
    return thousandths;
  }

  // Minutes unless followed by 's' (seconds).
  Millis minutes_or_seconds() {
    const Millis value = thousandths();
    if (pos_ < text_.size() && lower(text_[pos_]) == 's') {
      ++pos_;
      return value;
    }
    return value * (kMinute / kSecond);
  }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  std::optional<ParseError> error_;
};

void set_bonus(Period& period, Bonus bonus, Millis amount) {
  if (amount == 0) bonus = Bonus::None;
  period.bonus = bonus;
  period.bonus_amount = amount;
}

// Parses "N x S" (byo-yomi: N periods of S seconds) or "N / S" (Canadian byo-yomi: N moves in
// each period of S seconds) into `control`; the count N is already read.
void read_byoyomi(Parser& parser, TimeControl& control, int count) {
  if (parser.accept("/")) {
    control.method = Method::Canadian;
    control.canadian_moves = count;
  } else {
    parser.expect("x", Msg::kNotationExpectedX);
    control.method = Method::ByoYomi;
    control.byoyomi_periods = count;
  }
  control.byoyomi_time = parser.amount(kSecond);
}

// "cap T" after an increment: the time it never lifts a side above (T in `time_unit`, or minutes
// or seconds when the unit is minutes).
void read_cap(Parser& parser, Period& period, Millis time_unit) {
  if (!parser.accept("cap")) return;
  period.cap = time_unit == kMinute ? parser.minutes_or_seconds() : parser.amount(time_unit);
  if (period.cap == 0) parser.fail(Msg::kNotationZeroCap);
}

// "+S", "+Sd", "+Sb", "+ScapT", "+NxS" or "+N/S" after a FIDE or PGN period; returns whether a
// bonus was written.
bool read_plus_bonus(Parser& parser, WrittenPeriod& written, TimeControl& control,
                     Millis time_unit) {
  if (!parser.accept("+")) return false;
  const std::size_t start = parser.position();
  const Millis seconds = parser.amount(kSecond);
  const bool byoyomi = parser.accept("x");
  if (byoyomi || parser.accept("/")) {
    // Re-read as byo-yomi: the number before 'x' or '/' is a count of periods or moves.
    if (seconds % kSecond != 0 || seconds / kSecond > 9999) {
      parser.fail_at(start,
                     byoyomi ? Msg::kNotationByoyomiCountWhole : Msg::kNotationCanadianCountWhole);
    }
    control.method = byoyomi ? Method::ByoYomi : Method::Canadian;
    (byoyomi ? control.byoyomi_periods : control.canadian_moves) =
        static_cast<int>(seconds / kSecond);
    control.byoyomi_time = parser.amount(kSecond);
    return true;
  }
  Bonus bonus = Bonus::Increment;
  if (parser.accept("d")) {
    bonus = Bonus::SimpleDelay;
  } else if (parser.accept("b")) {
    bonus = Bonus::BronsteinDelay;
  }
  set_bonus(written.period, bonus, seconds);
  if (bonus == Bonus::Increment) read_cap(parser, written.period, time_unit);
  return true;
}

// Turns the written periods into a control and checks it; `start` locates whole-control errors.
TimeControl finish(Parser& parser, TimeControl control, const std::vector<WrittenPeriod>& written) {
  if (parser.failed()) return control;
  for (const WrittenPeriod& w : written) {
    control.periods.push_back(w.period);
    if (control.method != Method::Standard) continue;
    TimeControl single{Method::Standard, {w.period}, 0, 0};
    if (auto error = validate(single)) {
      parser.fail_at(w.position, *error);
      return control;
    }
  }
  if (control.method != Method::Standard && written.size() > 1) {
    parser.fail_at(written[1].position, Msg::kNotationSinglePeriod);
    return control;
  }
  if (auto error = validate(control)) {
    parser.fail_at(written.empty() ? 0 : written.back().position, *error);
  }
  return control;
}

TimeControl parse_us_chess(Parser& parser) {
  TimeControl control;
  std::vector<WrittenPeriod> written;
  if (parser.accept("hg/")) {
    control.method = Method::Hourglass;
    WrittenPeriod w;
    w.position = parser.position();
    w.period.time = parser.minutes_or_seconds();
    written.push_back(w);
    parser.expect_end();
    return finish(parser, control, written);
  }
  bool sudden_death_seen = false;
  do {
    if (sudden_death_seen) parser.fail(Msg::kNotationAfterSuddenDeath);
    parser.skip_spaces();
    WrittenPeriod w;
    w.position = parser.position();
    if (parser.accept("g/") || parser.accept("sd/")) {
      sudden_death_seen = true;
    } else {
      w.period.moves = parser.count(Counted::kMoves);
      if (w.period.moves == 0) parser.fail_at(w.position, Msg::kNotationZeroMoves);
      parser.expect("/", Msg::kNotationExpectedSlashAfterMoves);
    }
    w.period.time = parser.minutes_or_seconds();
    const bool separator = parser.accept(";");
    if (parser.accept("byo")) {
      read_byoyomi(parser, control, parser.count(Counted::kByoyomiPeriods));
      w.bonus_written = true;
    } else if (parser.accept("inc") || parser.accept("+")) {
      set_bonus(w.period, Bonus::Increment, parser.amount(kSecond));
      read_cap(parser, w.period, kMinute);
      w.bonus_written = true;
    } else if (parser.accept("d")) {
      set_bonus(w.period, Bonus::SimpleDelay, parser.amount(kSecond));
      w.bonus_written = true;
    } else if (parser.accept("b")) {
      set_bonus(w.period, Bonus::BronsteinDelay, parser.amount(kSecond));
      w.bonus_written = true;
    } else if (separator) {
      parser.fail(Msg::kNotationExpectedBonus);
    }
    written.push_back(w);
  } while (parser.accept(","));
  parser.expect_end();
  // US Chess writes the delay or increment once, for the whole game: "40/90,SD/30;d5".
  for (WrittenPeriod& w : written) {
    if (!w.bonus_written) {
      w.period.bonus = written.back().period.bonus;
      w.period.bonus_amount = written.back().period.bonus_amount;
      w.period.cap = written.back().period.cap;
    }
  }
  return finish(parser, control, written);
}

// FIDE/online style (minutes) and PGN (seconds) share one shape and differ in units and separator.
TimeControl parse_plus_style(Parser& parser, Millis time_unit, std::string_view separator) {
  TimeControl control;
  std::vector<WrittenPeriod> written;
  if (parser.accept("*")) {
    control.method = Method::Hourglass;
    WrittenPeriod w;
    w.position = parser.position();
    w.period.time = time_unit == kMinute ? parser.minutes_or_seconds() : parser.amount(time_unit);
    written.push_back(w);
    parser.expect_end();
    return finish(parser, control, written);
  }
  do {
    parser.skip_spaces();
    WrittenPeriod w;
    w.position = parser.position();
    // "N/" is a move count; without '/', the number read is the period's time.
    const std::size_t before = parser.position();
    Millis time = 0;
    if (parser.next_is_digit()) {
      Parser lookahead = parser;
      lookahead.count(Counted::kMoves);
      if (lookahead.accept("/")) {
        w.period.moves = parser.count(Counted::kMoves);
        if (w.period.moves == 0) parser.fail_at(before, Msg::kNotationZeroMoves);
        parser.expect("/", Msg::kNotationExpectedSlash);
      }
    }
    time = time_unit == kMinute ? parser.minutes_or_seconds() : parser.amount(time_unit);
    w.period.time = time;
    w.bonus_written = read_plus_bonus(parser, w, control, time_unit);
    written.push_back(w);
  } while (parser.accept(separator));
  parser.expect_end();
  const std::size_t last_moves_free = written.size() - 1;
  for (std::size_t i = 0; i < last_moves_free; ++i) {
    if (written[i].period.moves == 0) {
      parser.fail_at(written[i + 1].position, Msg::kNotationAfterSuddenDeath);
    }
  }
  return finish(parser, control, written);
}

bool contains_word(std::string_view text, std::string_view word) {
  if (text.size() < word.size()) return false;
  for (std::size_t i = 0; i + word.size() <= text.size(); ++i) {
    bool match = true;
    for (std::size_t j = 0; j < word.size() && match; ++j) match = lower(text[i + j]) == word[j];
    if (match) return true;
  }
  return false;
}

Notation detect(std::string_view text) {
  std::size_t first = 0;
  while (first < text.size() && (text[first] == ' ' || text[first] == '\t')) ++first;
  const std::string_view rest = text.substr(first);
  if (rest.empty() || rest[0] == '-' || rest[0] == '?' || contains_word(rest, ":")) {
    return Notation::Pgn;
  }
  for (std::string_view marker : {"g/", "sd/", "hg/", ";", "inc", "byo"}) {
    if (contains_word(rest, marker)) return Notation::UsChess;
  }
  return Notation::Fide;
}

TimeControl parse_with(Parser& parser, std::string_view text, Notation notation) {
  if (notation == Notation::Auto) notation = detect(text);
  if (parser.at_end()) parser.fail(Msg::kNotationEmpty);
  if (parser.accept("?")) {
    parser.fail_at(0, Msg::kNotationUnknown);
    return {};
  }
  if (parser.accept("-")) {
    if (parser.next_is_digit()) parser.fail(Msg::kNotationNegativeTime);
    parser.expect_end();
    return TimeControl{Method::Untimed, {}, 0, 0};
  }
  if (parser.accept("up")) {
    parser.expect_end();
    return TimeControl::upcount();
  }
  switch (notation) {
    case Notation::UsChess:
      return parse_us_chess(parser);
    case Notation::Pgn:
      return parse_plus_style(parser, kSecond, ":");
    case Notation::Auto:
    case Notation::Fide:
      break;
  }
  return parse_plus_style(parser, kMinute, ",");
}

}  // namespace

Result<TimeControl, ParseError> parse_time_control(std::string_view text, Notation notation) {
  constexpr std::size_t kMaxLength = 200;
  if (text.size() > kMaxLength)
    return ParseError{kMaxLength, std::string(words::text(Msg::kNotationTooLong))};
  Parser parser(text);
  TimeControl control = parse_with(parser, text, notation);
  if (parser.failed()) return parser.error();
  return control;
}

}  // namespace flagfall::clock
