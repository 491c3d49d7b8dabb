#!/usr/bin/env python3
"""Compiles the word catalogs (assets/words/<language>.po, docs/words.md) for the app, and fails
the build when one is wrong: a file that does not parse or that msgfmt --check refuses, a language
without an id en.po has or with one it lacks, a message whose arguments differ from English's, a
plural message with the wrong number of forms, an untranslated or fuzzy message.

It writes into OUT:
  words/msg.h         the message ids, `enum class Msg`, in en.po's order, and what the code needs
                      to know of each (its arguments, whether it has plural forms);
  <language>.txt      each language's compiled catalog, the file the app reads (docs/words.md);
  embedded_words.cpp  English compiled into the program: all of it (--embed all, the native
                      builds), or only the first screen's messages (--embed first-screen, the page).

Usage: compile-words.py --po-dir assets/words --out DIR --embed all|first-screen [--msgfmt PATH]
Run by CMake (src/words/CMakeLists.txt); standard library only."""
import argparse
import json
import pathlib
import re
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent / "lib"))
import po  # noqa: E402
from bank_texts import bank_texts, fnv1a  # noqa: E402

FORMAT_VERSION = 1
SOURCE_LANGUAGE = "en"
# The messages of the first screens: Home's, and the clock screen's own (a reload mid-game opens
# straight on the clock; its sheets are not among them). They lead en.po, Home's first, and
# English's are compiled into the page so its first frame has them; the rest of every catalog
# arrives after it.
FIRST_SCREEN_PREFIXES = ("home.", "clock.screen.")
# The page's own words (web/), before the app runs.
PAGE_PREFIX = "page."

# CLDR's plural rules for whole numbers, by the language that names them (the compiled catalog's
# `plural` line), each with its categories in gettext's form order and the Plural-Forms header a
# catalog in that language must carry. src/words/plural.cpp holds the same rules.
PLURAL_RULES = {
    "en": (["one", "other"], "nplurals=2; plural=(n != 1);"),
    "es": (["one", "many", "other"],
           "nplurals=3; plural=(n == 1 ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2);"),
}

ID = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$")
# A bank text's id: bank.<scenario id>.<field> (scripts/lib/bank_texts.py).
BANK_ID = re.compile(r"^bank\.[a-z0-9][a-z0-9-]*\.(title|question|moment|notes|holds)$")
# {1}, {2}...; {{ and }} are a brace. Anything else with a brace is a mistake.
PLACEHOLDER = re.compile(r"\{\{|\}\}|\{([1-9][0-9]?)\}|[{}]")


class WordsError(Exception):
    pass


def arguments(text, where):
    """The argument numbers a text uses."""
    found = set()
    for match in PLACEHOLDER.finditer(text):
        token = match.group(0)
        if token in ("{{", "}}"):
            continue
        if match.group(1) is None:
            raise WordsError(f"{where}: a lone '{token}' (write {{{{ or }}}} for a brace, "
                             "{1}, {2}... for an argument)")
        found.add(int(match.group(1)))
    return found


def load(path):
    """The catalog at `path`: its header fields and its messages by id, in file order."""
    try:
        entries = po.read(path)
    except po.PoError as error:
        raise WordsError(str(error)) from None
    header = None
    messages = {}
    for entry in entries:
        if entry.obsolete:
            continue
        where = f"{path}:{entry.line}"
        if entry.context is None and entry.message == "":
            header = po.header_fields(entry)
            continue
        if entry.context is None:
            raise WordsError(f"{where}: a message without msgctxt (its id)")
        if not ID.match(entry.context):
            raise WordsError(f"{where}: '{entry.context}' is not an id (lowercase words, "
                             "digits and underscores, in dotted parts: home.open_clock)")
        if entry.context in messages:
            raise WordsError(f"{where}: '{entry.context}' again (first at line "
                             f"{messages[entry.context].line})")
        if "fuzzy" in entry.flags:
            raise WordsError(f"{where}: '{entry.context}' is marked fuzzy: review its "
                             "translation, then remove the flag")
        for form, text in enumerate(entry.translations):
            if text == "":
                raise WordsError(f"{where}: '{entry.context}' is not translated"
                                 + (f" (form {form})" if entry.plural is not None else ""))
            if "\0" in text or "\r" in text:
                raise WordsError(f"{where}: '{entry.context}' holds a NUL or a carriage return")
        messages[entry.context] = entry
    if header is None:
        raise WordsError(f"{path}: no header (the entry msgid \"\")")
    return header, messages


def check_header(path, header, language):
    where = f"{path}: header"
    if header.get("Language") != language:
        raise WordsError(f"{where}: Language is '{header.get('Language')}', the file is "
                         f"{language}'s")
    if "charset=UTF-8" not in header.get("Content-Type", ""):
        raise WordsError(f"{where}: Content-Type must say charset=UTF-8")
    rule = PLURAL_RULES.get(language)
    if rule is None:
        raise WordsError(f"{where}: no CLDR plural rule known for '{language}' "
                         "(add it to PLURAL_RULES here and to src/words/plural.cpp)")
    if header.get("Plural-Forms") != rule[1]:
        raise WordsError(f"{where}: Plural-Forms must be '{rule[1]}' (CLDR's rule for "
                         f"{language}), not '{header.get('Plural-Forms')}'")
    if not header.get("X-Language-Name", "").strip():
        raise WordsError(f"{where}: X-Language-Name must say the language's name in itself "
                         "(Español), as its switch shows it")
    return rule


def english_shape(path, entry):
    """The arguments English's message takes, checked: numbered from {1} without a gap, and
    flagged python-brace-format when there are any."""
    where = f"{path}:{entry.line}: '{entry.context}'"
    used = arguments(entry.message, where)
    if entry.plural is not None:
        used |= arguments(entry.plural, where)
    if used != set(range(1, len(used) + 1)):
        raise WordsError(f"{where}: arguments {sorted(used)}; number them {{1}}, {{2}}... "
                         "without a gap")
    if entry.plural is not None and 1 not in used:
        raise WordsError(f"{where}: a plural message's count is {{1}}; its English uses none")
    return used


def check_translation(path, entry, english, english_arguments, forms):
    where = f"{path}:{entry.line}: '{entry.context}'"
    if (entry.plural is None) != (english.plural is None):
        raise WordsError(f"{where}: " + ("has plural forms, English's has none"
                                         if entry.plural is not None
                                         else "has no plural forms, English's has"))
    if entry.message != english.message or entry.plural != english.plural:
        raise WordsError(f"{where}: its msgid is not en.po's English (run msgmerge, or copy it)")
    expected = len(forms) if entry.plural is not None else 1
    if len(entry.translations) != expected:
        raise WordsError(f"{where}: {len(entry.translations)} forms, the language has {expected}")
    used = set()
    for form, text in enumerate(entry.translations):
        these = arguments(text, f"{where} (form {form})")
        extra = these - english_arguments
        if extra:
            raise WordsError(f"{where}: uses {{{min(extra)}}}, which English's does not have")
        used |= these
    missing = english_arguments - used
    if missing:
        raise WordsError(f"{where}: never uses {{{min(missing)}}}, which English's has")
    if english_arguments and "python-brace-format" not in entry.flags:
        raise WordsError(f"{where}: takes arguments: mark it '#, python-brace-format'")


def load_bank(path, language, english_texts):
    """A language's bank catalog (assets/words/bank/<language>.po), checked against the scenario
    files' English: its texts as (id, FNV-1a of the English, translation), sorted by id."""
    if not path.exists():
        raise WordsError(f"{path}: missing: every language translates the scenario bank too "
                         "(scripts/extract-bank-words.py makes it)")
    try:
        entries = po.read(path)
    except po.PoError as error:
        raise WordsError(str(error)) from None
    header = next((e for e in entries if e.context is None and e.message == ""), None)
    if header is None or po.header_fields(header).get("Language") != language:
        raise WordsError(f"{path}: its header must say Language: {language}")
    texts = {}
    for entry in entries:
        if entry.obsolete or (entry.context is None and entry.message == ""):
            continue
        where = f"{path}:{entry.line}: '{entry.context}'"
        if entry.context is None or not BANK_ID.match(entry.context):
            raise WordsError(f"{where}: not a bank text's id (bank.<scenario id>.<field>)")
        if entry.context in texts:
            raise WordsError(f"{where}: again")
        if entry.plural is not None:
            raise WordsError(f"{where}: a bank text has no plural forms")
        if entry.context not in english_texts:
            raise WordsError(f"{where}: no scenario has this text (run "
                             "scripts/extract-bank-words.py)")
        if entry.message != english_texts[entry.context]:
            raise WordsError(f"{where}: the scenario's English changed (run "
                             "scripts/extract-bank-words.py, then review the translation)")
        if "fuzzy" in entry.flags:
            raise WordsError(f"{where}: marked fuzzy: review its translation, then remove the flag")
        text = entry.translations[0]
        if text == "" or "\0" in text or "\r" in text:
            raise WordsError(f"{where}: " + ("not translated" if text == ""
                                             else "holds a NUL or a carriage return"))
        texts[entry.context] = text
    missing = [key for key in english_texts if key not in texts]
    if missing:
        raise WordsError(f"{path}: lacks {len(missing)} of the bank's texts: "
                         + ", ".join(missing[:5]) + (" ..." if len(missing) > 5 else "")
                         + " (run scripts/extract-bank-words.py, then translate them)")
    return sorted((key, fnv1a(english_texts[key]), text) for key, text in texts.items())


def msgfmt_check(msgfmt, path):
    result = subprocess.run([msgfmt, "--check", "-o", "/dev/null", str(path)],
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise WordsError(f"{path}: msgfmt --check refused it:\n{result.stderr.strip()}")


def enumerator(message_id):
    return "k" + "".join(part[:1].upper() + part[1:]
                         for part in re.split(r"[._]", message_id) if part)


def signature(ids, shapes):
    """FNV-1a (32 bits) of every id with its argument count and plural mark: a catalog compiled
    for other messages is refused by the app (src/words/catalog.cpp)."""
    return fnv1a("".join(f"{message_id} {shapes[message_id][0]} {int(shapes[message_id][1])}\n"
                         for message_id in ids))


def escaped(text):
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")


def compiled(language, shapes, messages, ids, keyed=()):
    """A compiled catalog (docs/words.md): its header lines, then a line a message in Msg order,
    its forms apart by tabs, for the first `holds` messages (all of them, but in the part of
    English compiled into the page)."""
    held = 0
    while held < len(ids) and ids[held] in messages:
        held += 1
    lines = [f"flagfall-words {FORMAT_VERSION}", f"language {language}", f"plural {language}",
             f"messages {len(ids)}", f"signature {signature(ids, shapes):08x}", f"holds {held}"]
    for message_id in ids[:held]:
        lines.append("\t".join(escaped(t) for t in messages[message_id].translations))
    if keyed:
        lines.append(f"keyed {len(keyed)}")
        lines += [f"{key}\t{english_hash:08x}\t{escaped(text)}" for key, english_hash, text in keyed]
    return "\n".join(lines) + "\n"


def c_string(text):
    """`text` as a C++ string literal's body: ASCII, everything else escaped."""
    out = []
    for byte in text.encode("utf-8"):
        c = chr(byte)
        if c == "\\" or c == '"':
            out.append("\\" + c)
        elif c == "\n":
            out.append("\\n\"\n    \"")
        elif c == "\t":
            out.append("\\t")
        elif 0x20 <= byte < 0x7F and c != "?":  # no ??x trigraph surprises
            out.append(c)
        else:
            out.append(f"\\{byte:03o}")
    return "".join(out)


def write_if_changed(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def header_file(ids, shapes, english, first_screen, languages):
    names = {}
    enumerators = []
    for message_id in ids:
        name = enumerator(message_id)
        if name in names:
            raise WordsError(f"en.po: '{message_id}' and '{names[name]}' both make Msg::{name}")
        names[name] = message_id
        text = english[message_id].message.replace("\n", "\\n")
        if len(text) > 60:
            text = text[:57] + "..."
        enumerators.append(f"  {name},  // {message_id}: {text}")
    counts = ", ".join(str(shapes[i][0]) for i in ids)
    home = 0
    while home < len(ids) and ids[home].startswith(FIRST_SCREEN_PREFIXES[0]):
        home += 1
    plurals = [str(n) for n, i in enumerate(ids) if shapes[i][1]]
    return f"""// Generated by scripts/compile-words.py from assets/words/en.po. Do not edit: add a message to
// en.po (docs/words.md, "Adding a message").
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace flagfall::words {{

// Every message by its id (en.po's msgctxt), in en.po's order.
enum class Msg : std::uint16_t {{
{chr(10).join(enumerators)}
}};

inline constexpr int kMessageCount = {len(ids)};
// Messages [0, kFirstScreenMessages) are the first screens' ("{'...", "'.join(FIRST_SCREEN_PREFIXES)}..."): English's are compiled
// into the page, so its first frame has them. The first kHomeMessages of them are Home's.
inline constexpr int kFirstScreenMessages = {first_screen};
inline constexpr int kHomeMessages = {home};
// Of the ids, their arguments and plural marks: a compiled catalog must carry the same.
inline constexpr std::uint32_t kMessagesSignature = 0x{signature(ids, shapes):08x};

// How many arguments ({{1}}, {{2}}...) each message takes; a plural message's count is its {{1}}.
inline constexpr std::array<std::uint8_t, kMessageCount> kArgumentCounts = {{{counts}}};
// The messages with plural forms, ascending.
inline constexpr std::array<std::uint16_t, {len(plurals)}> kPluralMessages = {{{", ".join(plurals)}}};

// The languages the app speaks, English first, each with its name in itself (its catalog's
// X-Language-Name), as the language switch shows it.
struct Language {{
  std::string_view code;
  std::string_view name;
}};
inline constexpr std::array<Language, {len(languages)}> kLanguages = {{{{{", ".join(f'{{"{code}", "{c_string(name)}"}}' for code, name in languages)}}}}};

constexpr int argument_count(Msg id) {{
  return kArgumentCounts[static_cast<std::uint16_t>(id)];
}}
constexpr bool is_plural(Msg id) {{
  for (const std::uint16_t plural : kPluralMessages) {{
    if (plural == static_cast<std::uint16_t>(id)) return true;
  }}
  return false;
}}

}}  // namespace flagfall::words
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--po-dir", required=True, type=pathlib.Path)
    parser.add_argument("--out", required=True, type=pathlib.Path)
    parser.add_argument("--embed", required=True, choices=["all", "first-screen"])
    parser.add_argument("--msgfmt", default="msgfmt")
    parser.add_argument("--bank-po-dir", type=pathlib.Path,
                        help="the bank's catalogs (assets/words/bank), with --scenarios")
    parser.add_argument("--scenarios", type=pathlib.Path,
                        help="the scenario files whose English the bank's catalogs translate")
    parser.add_argument("--manifest", type=pathlib.Path,
                        help="the web app manifest to write in every language (the page's build)")
    options = parser.parse_args()

    files = sorted(options.po_dir.glob("*.po"))
    source = options.po_dir / f"{SOURCE_LANGUAGE}.po"
    if source not in files:
        raise WordsError(f"{source}: missing (English is the source language)")
    for path in files:
        msgfmt_check(options.msgfmt, path)

    header, english = load(source)
    check_header(source, header, SOURCE_LANGUAGE)
    languages = [(SOURCE_LANGUAGE, header["X-Language-Name"].strip())]
    ids = list(english)
    if not ids:
        raise WordsError(f"{source}: no messages")
    shapes = {}
    for message_id, entry in english.items():
        used = english_shape(source, entry)
        shapes[message_id] = (len(used), entry.plural is not None)
        expected = [entry.message] + ([entry.plural] if entry.plural is not None else [])
        if entry.translations != expected:
            raise WordsError(f"{source}:{entry.line}: '{message_id}': en.po's msgstr must repeat "
                             "its msgid (and msgid_plural)")
    first_screen = 0
    for prefix in FIRST_SCREEN_PREFIXES:  # each screen's messages together, in this order
        while first_screen < len(ids) and ids[first_screen].startswith(prefix):
            first_screen += 1
    stray = [i for i in ids[first_screen:] if i.startswith(FIRST_SCREEN_PREFIXES)]
    if stray:
        raise WordsError(f"{source}: '{stray[0]}' is a first-screen message after others: "
                         f"every {' then '.join(repr(p) for p in FIRST_SCREEN_PREFIXES)} "
                         "message comes first")

    english_texts = {}
    if options.bank_po_dir is not None and options.scenarios is not None:
        english_texts = {f"bank.{scenario_id}.{field}": text
                         for scenario_id, field, text, _ in bank_texts(options.scenarios)}
    banks = {}

    catalogs = {SOURCE_LANGUAGE: english}
    for path in files:
        language = path.stem
        if language == SOURCE_LANGUAGE:
            continue
        header, messages = load(path)
        forms, _ = check_header(path, header, language)
        languages.append((language, header["X-Language-Name"].strip()))
        missing = [i for i in ids if i not in messages]
        if missing:
            raise WordsError(f"{path}: lacks {len(missing)} of en.po's ids: "
                             + ", ".join(missing[:5]) + (" ..." if len(missing) > 5 else ""))
        extra = [i for i in messages if i not in english]
        if extra:
            raise WordsError(f"{path}: has ids en.po lacks: " + ", ".join(extra[:5]))
        for message_id, entry in messages.items():
            check_translation(path, entry, english[message_id],
                              set(range(1, shapes[message_id][0] + 1)), forms)
        catalogs[language] = messages
        if english_texts:
            bank_path = options.bank_po_dir / f"{language}.po"
            if bank_path.exists():
                msgfmt_check(options.msgfmt, bank_path)
            banks[language] = load_bank(bank_path, language, english_texts)

    write_if_changed(options.out / "words" / "msg.h",
                     header_file(ids, shapes, english, first_screen, languages))
    for language, messages in catalogs.items():
        write_if_changed(options.out / f"{language}.txt",
                         compiled(language, shapes, messages, ids, banks.get(language, ())))
    # English whole natively, else the first screen's messages of every language: a language
    # chosen before has its first screen's words at the first frame, with no fetch before it.
    embedded = []
    for language, messages in catalogs.items():
        whole = language == SOURCE_LANGUAGE and options.embed == "all"
        kept = messages if whole else {i: messages[i] for i in ids[:first_screen]}
        embedded.append((language, compiled(language, shapes, kept, ids)))
    entries = "\n".join(f'    {{"{language}", "{c_string(text)}",\n     {len(text.encode())}}},'
                         for language, text in embedded)
    write_if_changed(options.out / "embedded_words.cpp", f"""// Generated by scripts/compile-words.py from assets/words/*.po. Do not edit.
// The catalogs compiled into the program ({"English whole, the other languages' first screen" if options.embed == "all" else "every language's first screen"}): docs/words.md.
#include "words/embedded_words.h"

namespace flagfall::words {{

extern const EmbeddedCatalog kEmbeddedCatalogs[] = {{
{entries}
}};
extern const std::size_t kEmbeddedCatalogCount = {len(embedded)};

}}  // namespace flagfall::words
""")
    # The page's own words, before the app runs (web/bootstrap.js, which the build joins to this
    # file): every language's "page." messages, keyed by the id's last part.
    page_words = {language: {i[len(PAGE_PREFIX):]: messages[i].translations[0]
                             for i in ids if i.startswith(PAGE_PREFIX)}
                  for language, messages in catalogs.items()}
    manifest_words = {language: (words.pop("manifest_name"), words.pop("manifest_description"))
                      for language, words in page_words.items()}
    write_if_changed(options.out / "page_words.js",
                     "// Generated by scripts/compile-words.py from assets/words/*.po. Do not edit.\n"
                     "// The page's words in every language (docs/words.md, \"The page's words\").\n"
                     f"const kPageWords = {json.dumps(page_words, ensure_ascii=False, indent=1)};\n")
    if options.manifest:
        manifest = json.loads(options.manifest.read_text(encoding="utf-8"))
        for language, (name, description) in manifest_words.items():
            manifest.update(name=name, description=description, lang=language)
            file = "manifest.webmanifest" if language == SOURCE_LANGUAGE else f"manifest-{language}.webmanifest"
            write_if_changed(options.out / file, json.dumps(manifest, ensure_ascii=False, indent=2) + "\n")
    print(f"words: {len(ids)} messages ({first_screen} on the first screen) in "
          f"{', '.join(catalogs)}")


if __name__ == "__main__":
    try:
        main()
    except WordsError as error:
        print(f"compile-words: {error}", file=sys.stderr)
        sys.exit(1)
