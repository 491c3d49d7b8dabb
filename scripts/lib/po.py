"""A small reader of gettext PO catalogs (docs/words.md), enough for Flagfall's own: entries with
a message context, a message, plural forms, flags and comments. Standard library only. Used by
scripts/compile-words.py (the build step) and scripts/check-font-coverage.py."""
import dataclasses
import re


class PoError(Exception):
    """A catalog that does not parse: the message names the file and the line."""


@dataclasses.dataclass
class Entry:
    line: int                      # where the entry starts, 1-based
    context: str | None = None     # msgctxt: Flagfall's message id
    message: str | None = None     # msgid: the English text
    plural: str | None = None      # msgid_plural, for a message with plural forms
    translations: list = dataclasses.field(default_factory=list)  # msgstr, or msgstr[0..n]
    flags: set = dataclasses.field(default_factory=set)           # "#, " flags
    notes: list = dataclasses.field(default_factory=list)         # "#." comments, for translators
    obsolete: bool = False         # "#~" entries, which translators' tools keep and msgfmt skips


ESCAPES = {"n": "\n", "t": "\t", "\\": "\\", '"': '"', "r": "\r", "a": "\a", "b": "\b",
           "f": "\f", "v": "\v"}


def unquote(text, where):
    """The contents of one quoted PO string, C escapes decoded."""
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise PoError(f"{where}: a string must be in double quotes")
    out = []
    body = text[1:-1]
    i = 0
    while i < len(body):
        c = body[i]
        if c == '"':
            raise PoError(f"{where}: an unescaped double quote inside a string")
        if c == "\\":
            if i + 1 >= len(body) or body[i + 1] not in ESCAPES:
                raise PoError(f"{where}: an unknown escape '\\{body[i + 1:i + 2]}'")
            out.append(ESCAPES[body[i + 1]])
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


KEYWORD = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")\s*$')


def read(path):
    """Every entry of the PO file at `path`, the header (msgid "") among them, in file order."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError as error:
        raise PoError(f"{path}: not UTF-8 ({error})") from None
    entries = []
    entry = None
    field = None  # where the next continuation string goes

    def finish():
        nonlocal entry, field
        if entry is not None and (entry.context is not None or entry.translations or field):
            if entry.message is None:
                raise PoError(f"{path}:{entry.line}: an entry without msgid")
            if not entry.translations:
                raise PoError(f"{path}:{entry.line}: an entry without msgstr")
            entries.append(entry)
        entry, field = None, None

    for number, raw in enumerate(lines, 1):
        where = f"{path}:{number}"
        line = raw.strip()
        obsolete = line.startswith("#~")
        if obsolete:
            line = line[2:].strip()
        if not line:
            finish()
            continue
        # A comment, or a msgctxt or msgid after the last entry's msgstr, starts a new entry.
        starts = (line.startswith("#") and not obsolete) or line.startswith(("msgctxt", "msgid "))
        if entry is not None and entry.translations and starts:
            finish()
        if entry is None:
            entry = Entry(line=number, message=None)
        entry.obsolete = entry.obsolete or obsolete
        if line.startswith("#") and not obsolete:
            if line.startswith("#,"):
                entry.flags |= {f.strip() for f in line[2:].split(",") if f.strip()}
            elif line.startswith("#."):
                entry.notes.append(line[2:].strip())
            continue
        if line.startswith('"'):
            if field is None:
                raise PoError(f"{where}: a string with no keyword before it")
            append(entry, field, unquote(line, where))
            continue
        match = KEYWORD.match(line)
        if not match:
            raise PoError(f"{where}: not a PO line: {line[:40]}")
        keyword, index, text = match.groups()
        value = unquote(text, where)
        if keyword == "msgctxt":
            if entry.context is not None or entry.message is not None:
                raise PoError(f"{where}: msgctxt must come first in its entry, once")
            entry.context = value
            field = ("context",)
        elif keyword == "msgid":
            if entry.message is not None:
                raise PoError(f"{where}: a second msgid in one entry")
            entry.message = value
            field = ("message",)
        elif keyword == "msgid_plural":
            if entry.message is None or entry.plural is not None or entry.translations:
                raise PoError(f"{where}: msgid_plural must follow its msgid, once")
            entry.plural = value
            field = ("plural",)
        else:
            if entry.message is None:
                raise PoError(f"{where}: msgstr before msgid")
            position = int(index) if index is not None else None
            expected = len(entry.translations)
            if position is None and entry.plural is not None:
                raise PoError(f"{where}: a plural message needs msgstr[0], msgstr[1]...")
            if position is not None and entry.plural is None:
                raise PoError(f"{where}: msgstr[{position}] on a message without msgid_plural")
            if position is not None and position != expected:
                raise PoError(f"{where}: msgstr[{position}] where msgstr[{expected}] was due")
            if position is None and entry.translations:
                raise PoError(f"{where}: a second msgstr in one entry")
            entry.translations.append(value)
            field = ("translations", len(entry.translations) - 1)
    finish()
    return entries


def append(entry, field, text):
    if field[0] == "translations":
        entry.translations[field[1]] += text
    else:
        setattr(entry, field[0], getattr(entry, field[0]) + text)


def header_fields(entry):
    """The header entry's "Name: value" lines as a dict."""
    fields = {}
    for line in entry.translations[0].split("\n"):
        if ":" in line:
            name, value = line.split(":", 1)
            fields[name.strip()] = value.strip()
    return fields
