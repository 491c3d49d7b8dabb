#!/usr/bin/env python3
"""The build step (scripts/compile-words.py) refuses a catalog that is wrong in each way
docs/words.md names, and compiles the real ones. Each case edits a copy of assets/words; most run
with msgfmt replaced by `true`, so the script's own checks are the ones tried. Run from the
repository's root (ctest words_compiler)."""
import json
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "compile-words.py"

failures = []


def run(edits, expected, msgfmt="true", embed="all"):
    """Compiles a copy of the catalogs and of the scenario files with `edits` ({language:
    [(old, new), ...]}; "bank/es" for the bank's Spanish, "scenario/<name>" for a scenario file,
    and a new text None removes the file); `expected`
    is None for success (it returns what was written, by path), else a fragment of the error the build must fail with."""
    with tempfile.TemporaryDirectory() as temp:
        words = pathlib.Path(temp) / "words"
        shutil.copytree(ROOT / "assets" / "words", words)
        scenarios = pathlib.Path(temp) / "scenarios"
        shutil.copytree(ROOT / "assets" / "scenarios", scenarios)
        for language, changes in edits.items():
            path = words / f"{language}.po"
            if language.startswith("scenario/"):
                path = scenarios / f"{language[len('scenario/'):]}.json"
            if changes is None:
                path.unlink()
                continue
            text = path.read_text(encoding="utf-8") if path.exists() else ""
            for old, new in changes:
                if old is not None and old not in text:
                    failures.append(f"{expected}: the edit's text {old!r} is not in {language}.po")
                    return None
                text = text.replace(old, new, 1) if old is not None else new
            path.write_text(text, encoding="utf-8")
        out = pathlib.Path(temp) / "out"
        result = subprocess.run([sys.executable, str(SCRIPT), "--po-dir", str(words), "--out",
                                 str(out), "--embed", embed, "--msgfmt", msgfmt,
                                 "--bank-po-dir", str(words / "bank"), "--scenarios", str(scenarios)],
                                capture_output=True, text=True)
        if expected is None:
            if result.returncode != 0:
                failures.append(f"the catalogs were refused: {result.stderr.strip()}")
                return None
            return {path.relative_to(out).as_posix(): path.read_text(encoding="utf-8")
                    for path in out.rglob("*") if path.is_file()}
        if result.returncode == 0:
            failures.append(f"accepted, but should fail with: {expected}")
        elif expected not in result.stderr:
            failures.append(f"failed with {result.stderr.strip()!r}, not with {expected!r}")
        return None


ES_VERSION = '#, python-brace-format\nmsgctxt "about.version"\nmsgid "Version: {1}"\nmsgstr "Versión: {1}"'
ES_RELOAD = 'msgctxt "home.reload"\nmsgid "Reload"\nmsgstr "Recargar"\n'

# The real catalogs compile, with msgfmt --check and without; the page's English holds only the
# first screen's messages.
written = run({}, None, msgfmt="msgfmt", embed="first-screen")
if written is not None:
    embedded = written["embedded_words.cpp"]
    if "About Flagfall" in embedded or "Blitz clock and rules trainer" not in embedded:
        failures.append("the page's embedded English is not the first screen's messages alone")
    # Spanish's first screen too, for a page whose language was chosen before.
    if "Acerca de Flagfall" in embedded or '{"es", "' not in embedded:
        failures.append("the page's embedded Spanish is not the first screen's messages alone")
    if '{"es", "Espa\\303\\261ol"}' not in written["words/msg.h"]:
        failures.append("msg.h does not list Spanish with its own name")
    # The clock screen's own words (a reload mid-game opens on it), not its sheets'.
    if "Stop / Claim to claim" not in embedded or "Replace this game?" in embedded:
        failures.append("the page's embedded English is not the clock screen's words without its "
                        "sheets'")
    # The scenario bank's Spanish, by key, in Spanish's catalog alone, not in the page's first
    # screen (docs/words.md, "The bank's words").
    if "\nkeyed 512\nbank.draw-agreement.notes\t" not in written["es.txt"] \
            or "keyed" in written["en.txt"] or "bank.draw" in embedded:
        failures.append("the bank's Spanish is not in es.txt alone")
    if sorted(written) != ["embedded_words.cpp", "en.txt", "es.txt", "page_words.js", "words/msg.h"]:
        failures.append(f"written: {sorted(written)}")
    # The page's words: every language's "page." messages but the manifest's, by their last part.
    page = written["page_words.js"]
    if '"loading": "Cargando Flagfall…"' not in page or "manifest_name" in page:
        failures.append("page_words.js does not hold the page's words, Spanish's among them")

# The page's build writes the web app manifest in every language, each with its name and words.
with tempfile.TemporaryDirectory() as temp:
    result = subprocess.run([sys.executable, str(SCRIPT), "--po-dir", str(ROOT / "assets" / "words"),
                             "--out", temp, "--embed", "first-screen", "--msgfmt", "true",
                             "--manifest", str(ROOT / "web" / "manifest.webmanifest")],
                            capture_output=True, text=True)
    manifests = {p.name: json.loads(p.read_text(encoding="utf-8"))
                 for p in pathlib.Path(temp).glob("*.webmanifest")}
    if sorted(manifests) != ["manifest-es.webmanifest", "manifest.webmanifest"]:
        failures.append(f"manifests written: {sorted(manifests)} ({result.stderr.strip()})")
    else:
        english, spanish = manifests["manifest.webmanifest"], manifests["manifest-es.webmanifest"]
        if english["lang"] != "en" or "@" in english["name"] or "@" in english["description"]:
            failures.append(f"the English manifest: {english['lang']}, {english['name']}")
        if spanish["lang"] != "es" or not spanish["description"].endswith("Funciona sin conexión."):
            failures.append(f"the Spanish manifest: {spanish['lang']}, {spanish['description']}")
        if spanish["icons"] != english["icons"] or spanish["short_name"] != "Flagfall":
            failures.append("the Spanish manifest lost what is not words")
    header = written["words/msg.h"]
    if "kHomeClock," not in header or "enum class Msg : std::uint16_t" not in header:
        failures.append("msg.h does not name the messages")

# A language lacks an id en.po has, or has one it lacks.
run({"es": [(ES_RELOAD, "")]}, "lacks 1 of en.po's ids: home.reload")
run({"es": [(ES_RELOAD, ES_RELOAD + '\nmsgctxt "home.extra"\nmsgid "Extra"\nmsgstr "Extra"\n')]},
    "has ids en.po lacks: home.extra")
# A message's arguments differ from English's (without the flag msgfmt does not look).
run({"es": [(ES_VERSION, ES_VERSION.replace('msgstr "Versión: {1}"', 'msgstr "Versión: {2}"'))]},
    "'about.version': uses {2}, which English's does not have")
run({"es": [(ES_VERSION, ES_VERSION.replace('msgstr "Versión: {1}"', 'msgstr "Versión"'))]},
    "'about.version': never uses {1}, which English's has")
run({"es": [(ES_VERSION, ES_VERSION.replace("#, python-brace-format\n", ""))]},
    "'about.version': takes arguments: mark it '#, python-brace-format'")
run({"es": [(ES_VERSION, ES_VERSION.replace('msgstr "Versión: {1}"', 'msgstr "Versión: {1"'))]},
    "a lone '{'")
# ... and msgfmt --check sees it too, with the flag.
run({"es": [(ES_VERSION, ES_VERSION.replace('msgstr "Versión: {1}"', 'msgstr "Versión: {2}"'))]},
    "msgfmt --check refused it", msgfmt="msgfmt")
# A plural message with the wrong number of forms, or plural only in one language.
run({"es": [('msgstr[2] "Guardada', 'msgstr[9] "Guardada')]}, "msgstr[9] where msgstr[2] was due")
run({"es": [('\nmsgstr[2] "Guardada en este dispositivo para usar sin conexión: la app, sus piezas '
             'y sus escenarios ({1} archivos, {2})."', '')]}, "2 forms, the language has 3")
run({"es": [('msgid_plural "Kept on this device for offline use: the app, its piece set and its '
             'scenarios ({1} files, {2})."\n', '')]}, "msgstr[0] on a message without msgid_plural")
# A file that does not parse.
run({"es": [(ES_RELOAD, ES_RELOAD + "\nmsgstr what\n")]}, "es.po:")
run({"es": [('msgstr "Recargar"', 'msgstr "Recar\\qgar"')]}, "an unknown escape '\\q'")
run({"es": [(None, "")]}, "es.po: no header")
# Untranslated, fuzzy, or English's msgid changed in one language only.
run({"es": [('msgstr "Recargar"', 'msgstr ""')]}, "'home.reload' is not translated")
run({"es": [(ES_RELOAD, "#, fuzzy\n" + ES_RELOAD)]}, "'home.reload' is marked fuzzy")
run({"es": [('msgid "Reload"', 'msgid "Reload now"')]}, "its msgid is not en.po's English")
# en.po: its msgstr repeats its msgid; ids are dotted; one id once; the first screen's lead.
run({"en": [('msgstr "Reload"', 'msgstr "Reload it"')]}, "en.po's msgstr must repeat its msgid")
run({"en": [('msgctxt "home.reload"', 'msgctxt "Reload"')]}, "'Reload' is not an id")
run({"en": [('msgctxt "home.reload"', 'msgctxt "home.clock"')]}, "'home.clock' again")
run({"en": [('msgctxt "about.close"', 'msgctxt "home.close_about"')]},
    "'home.close_about' is a first-screen message after others")
run({"en": [('msgctxt "about.close"', 'msgctxt "clock.screen.close_about"')]},
    "'clock.screen.close_about' is a first-screen message after others")
# Home's come first, then the clock screen's.
run({"en": [('msgctxt "clock.screen.more"', 'msgctxt "home.more"')]},
    "'home.more' is a first-screen message after others")
# The header: the plural rule must be CLDR's for the language.
run({"es": [("nplurals=3; plural=(n == 1 ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2);",
             "nplurals=2; plural=(n != 1);")]}, "Plural-Forms must be")
run({"es": [("Language: es", "Language: pt")]}, "Language is 'pt'")
run({"es": [('"X-Language-Name: Español\\n"\n', "")]}, "X-Language-Name must say")

# The bank's catalog: a scenario's English changed since its translation, a text left out or not
# translated, one marked fuzzy, one no scenario has, and a language without its bank catalog.
DRAW_TITLE = 'msgid "Draw by agreement"\nmsgstr "Tablas por acuerdo"'
run({"scenario/draw-agreement": [('"Draw by agreement"', '"Draw agreed"')]},
    "'bank.draw-agreement.title': the scenario's English changed")
run({"bank/es": [('msgctxt "bank.draw-agreement.title"\n' + DRAW_TITLE, "")]},
    "lacks 1 of the bank's texts: bank.draw-agreement.title")
run({"bank/es": [(DRAW_TITLE, 'msgid "Draw by agreement"\nmsgstr ""')]},
    "'bank.draw-agreement.title': not translated")
run({"bank/es": [('msgctxt "bank.draw-agreement.title"', '#, fuzzy\nmsgctxt "bank.draw-agreement.title"')]},
    "'bank.draw-agreement.title': marked fuzzy")
run({"bank/es": [('msgctxt "bank.draw-agreement.title"', 'msgctxt "bank.draw-agreed.title"')]},
    "'bank.draw-agreed.title': no scenario has this text")
run({"bank/es": None}, "bank/es.po: missing: every language translates the scenario bank too")

for failure in failures:
    print(failure)
print(f"compile-words: {'every case as expected' if not failures else f'{len(failures)} failures'}")
sys.exit(1 if failures else 0)
