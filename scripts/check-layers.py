#!/usr/bin/env python3
"""Checks the arrows between src/'s folders against docs/architecture.md ("What may depend on
what") and the size cap on its files. Prints every include that points the wrong way and every
file over the cap; exits 1 if there is any."""
import pathlib
import re
import sys

SRC = pathlib.Path(__file__).resolve().parent.parent / "src"
LINE_CAP = 450

# words (every word the app shows, by message id) is lowest: it depends on no module of ours, and
# any module above may name a message.
CORE_BELOW = {
    "words": set(),
    "json": set(),
    "chess": {"words"},
    "clock": {"words", "json"},
    "rules": {"words", "json", "chess", "clock"},
    "game": {"words", "json", "chess", "clock", "rules"},
    "trainer": {"words", "json", "chess", "clock", "rules"},
}
CORE = set(CORE_BELOW)
ALLOWED = {**CORE_BELOW,
           "session": CORE,
           "ui": CORE | {"session"},
           "tools": CORE,
           "platform": CORE | {"session", "ui"}}

# The clock's two sides are the board's two colours: the one header it takes from chess.
ALSO_ALLOWED = {"clock": {"chess/color.h"}}

# Inside session/, a screen's session reports what it wants of the app (e.g. TrainerExit); the app
# session maps it. No screen's folder reaches up into session/app.
SCREENS = {"clock", "trainer", "editor"}

INCLUDE = re.compile(r'^\s*#\s*include\s+"(([a-z_]+)/[^"]+)"')

problems = []
for path in sorted(SRC.rglob("*")):
    if path.suffix not in {".h", ".cpp"}:
        continue
    folder = path.relative_to(SRC).parts[0]
    allowed = ALLOWED.get(folder)
    if allowed is None:
        problems.append(f"{path.relative_to(SRC.parent)}: a folder docs/architecture.md does not place")
        continue
    lines = path.read_text(encoding="utf-8").splitlines()
    if len(lines) > LINE_CAP:
        problems.append(f"{path.relative_to(SRC.parent)}: {len(lines)} lines, over the cap of {LINE_CAP}")
    for number, line in enumerate(lines, 1):
        match = INCLUDE.match(line)
        if not match:
            continue
        header, to = match.group(1), match.group(2)
        if to != folder and to not in allowed and header not in ALSO_ALLOWED.get(folder, set()):
            problems.append(f"{path.relative_to(SRC.parent)}:{number}: {folder} includes {header}")
        parts = path.relative_to(SRC).parts
        if folder == "session" and len(parts) > 2 and parts[1] in SCREENS and \
                header.startswith("session/app/"):
            problems.append(f"{path.relative_to(SRC.parent)}:{number}: session/{parts[1]} includes {header}")

for problem in problems:
    print(problem)
if problems:
    sys.exit(1)
print(f"src/: every include points down the layers; no file over {LINE_CAP} lines")
