"""The scenario bank's texts, as its catalogs hold them (docs/words.md, "The bank's words"): used by
scripts/extract-bank-words.py (which brings a language's bank catalog up to date) and
scripts/compile-words.py (which checks it and compiles it). Standard library only."""
import json

FIELDS = ("title", "question", "moment", "notes", "holds")
WHAT = {"title": "its title (a list's line and the question's heading)",
        "question": "what happened, as the question says it",
        "moment": "the moment a player may act, as a 'may' question says it",
        "notes": "the note under the answer: which rules allow it, and why",
        "holds": "what every fresh position made from it keeps"}


def bank_texts(scenarios):
    """(id, field, English, file name) for every text of every scenario file, in file order."""
    out = []
    for path in sorted(scenarios.glob("*.json")):
        scenario = json.loads(path.read_text(encoding="utf-8"))
        texts = {field: scenario.get(field, "") for field in FIELDS[:4]}
        texts["holds"] = scenario.get("template", {}).get("holds", "")
        for field in FIELDS:
            if texts[field]:
                out.append((scenario["id"], field, texts[field], path.name))
    return out


def fnv1a(text):
    """FNV-1a (32 bits) of the text's UTF-8: how a compiled catalog names the English it
    translates, so the app uses a translation only for that very English (src/words/catalog.cpp)."""
    value = 0x811C9DC5
    for byte in text.encode("utf-8"):
        value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    return value
