#!/usr/bin/env python3
"""Brings a language's catalog of the scenario bank's words (assets/words/bank/<language>.po) up to
date with the scenario files (assets/scenarios/*.json), as xgettext and msgmerge would: one entry
per text a scenario shows (its title, question, moment, notes and its template's `holds`), with
msgctxt "bank.<id>.<field>" and the file's English as msgid (docs/words.md, "The bank's words").

An entry whose English is unchanged keeps its translation; one whose English changed keeps its
old translation marked fuzzy (the build refuses it until a translator reviews it and removes the
flag); a new text gets an empty msgstr; a text no scenario has any more is dropped.

Usage: extract-bank-words.py --scenarios assets/scenarios --po assets/words/bank/es.po
Standard library only."""
import argparse
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent / "lib"))
import po  # noqa: E402
from bank_texts import WHAT, bank_texts  # noqa: E402

def quoted(text):
    body = (text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
            .replace("\t", "\\t"))
    return f'"{body}"'


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scenarios", required=True, type=pathlib.Path)
    parser.add_argument("--po", required=True, type=pathlib.Path)
    options = parser.parse_args()

    header = None
    known = {}
    if options.po.exists():
        for entry in po.read(options.po):
            if entry.context is None and entry.message == "":
                header = entry
            elif not entry.obsolete:
                known[entry.context] = entry
    if header is None:
        sys.exit(f"{options.po}: write its header first (copy assets/words/<language>.po's)")

    lines = [f"# {line}" for line in (
        "The scenario bank's words: each scenario file's texts (assets/scenarios), by",
        "scripts/extract-bank-words.py. msgid is the file's English; translate msgstr only.")]
    lines += ['msgid ""', 'msgstr ""']
    lines += [quoted(line + "\n") for line in header.translations[0].split("\n") if line]
    counts = {"kept": 0, "fuzzy": 0, "new": 0}
    for scenario_id, field, english, file_name in bank_texts(options.scenarios):
        context = f"bank.{scenario_id}.{field}"
        old = known.get(context)
        translation, flags = "", []
        if old is not None and old.message == english:
            translation = old.translations[0]
            flags = sorted(old.flags)
            counts["kept"] += 1
        elif old is not None and old.translations[0]:
            translation, flags = old.translations[0], ["fuzzy"]
            counts["fuzzy"] += 1
        else:
            counts["new"] += 1
        lines += ["", f"#. {file_name}: {WHAT[field]}"]
        if flags:
            lines.append("#, " + ", ".join(flags))
        if "fuzzy" in flags and old is not None:
            lines.append(f"#| msgid {quoted(old.message)}")
        lines += [f"msgctxt {quoted(context)}", f"msgid {quoted(english)}",
                  f"msgstr {quoted(translation)}"]
    options.po.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{options.po}: {counts['kept']} kept, {counts['fuzzy']} fuzzy (English changed), "
          f"{counts['new']} new")


if __name__ == "__main__":
    main()
