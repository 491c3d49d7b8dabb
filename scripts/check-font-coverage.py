#!/usr/bin/env python3
"""The UI font is cut down to the characters the app draws (emscripten.cmake's
FLAGFALL_FONT_UNICODES, loaded with the glyph ranges kGlyphRanges in src/ui/fonts.cpp). This check
fails, naming file and character, when a text in src/ or in the scenario bank (assets/) uses a
character outside either list, or when the font holds a character that ImGui never loads. It also
fails when a text in src/ui/home_screen.cpp uses a character outside kHomeScreenCharacters
(src/ui/home_screen.h), the only body glyphs a first frame showing the home screen is given. Run
from the repository's root."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent


def cmake_ranges():
    text = (root / "emscripten.cmake").read_text(encoding="utf-8")
    value = re.search(r'set\(FLAGFALL_FONT_UNICODES\s+"([^"]+)"\)', text).group(1)
    ranges = []
    for part in value.split(","):
        bounds = [int(b, 16) for b in part.replace("U+", "").split("-")]
        ranges.append((bounds[0], bounds[-1]))
    return sorted(ranges)


def imgui_ranges():
    text = (root / "src/ui/fonts.cpp").read_text(encoding="utf-8")
    body = re.search(r"kGlyphRanges\[\] = \{(.*?)\};", text, re.S).group(1)
    body = re.sub(r"//[^\n]*", "", body)
    numbers = [int(n, 16) for n in re.findall(r"0x([0-9A-Fa-f]+)", body)]
    return sorted(zip(numbers[0::2], numbers[1::2]))


def merged(ranges):
    out = []
    for low, high in sorted(ranges):
        if out and low <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], high))
        else:
            out.append((low, high))
    return out


def characters(path):
    """Every non-ASCII character in a file, written as UTF-8 or as \\x escapes in C++ strings."""
    text = path.read_text(encoding="utf-8")
    found = [c for c in text if ord(c) > 0x7E]
    if path.suffix in (".cpp", ".h"):
        for run in re.findall(r"(?:\\x[0-9A-Fa-f]{2})+", text):
            data = bytes(int(h, 16) for h in re.findall(r"\\x([0-9A-Fa-f]{2})", run))
            found += [c for c in data.decode("utf-8", "replace") if ord(c) > 0x7E]
    return found


def c_strings(text):
    """The contents of the C++ string literals in `text` (not #include lines), escapes decoded."""
    text = re.sub(r"^#include[^\n]*", "", text, flags=re.M)
    out = []
    for literal in re.findall(r'"((?:[^"\\\n]|\\.)*)"', text):
        data = bytearray()
        for escape, char in re.findall(r"\\x([0-9A-Fa-f]{2})|(\\.|.)", literal, re.S):
            data += bytes([int(escape, 16)]) if escape else char.encode("utf-8")
        out.append(data.decode("utf-8", "replace"))
    return out


def home_screen_problems():
    header = (root / "src/ui/home_screen.h").read_text(encoding="utf-8")
    allowed = set("".join(c_strings(re.search(r"kHomeScreenCharacters\[\] =(.*?);", header,
                                               re.S).group(1))))
    source = (root / "src/ui/home_screen.cpp").read_text(encoding="utf-8")
    missing = sorted(set("".join(c_strings(source))) - allowed)
    return [f"src/ui/home_screen.cpp: U+{ord(c):04X} ({c}) is not in src/ui/home_screen.h's "
            "kHomeScreenCharacters" for c in missing]


def main():
    font = merged(cmake_ranges())
    loaded = merged(imgui_ranges())
    problems = []
    for low, high in font:
        if not any(l <= low and high <= h for l, h in loaded):
            problems.append(f"emscripten.cmake: U+{low:04X}-{high:04X} is in the font but not in "
                            "src/ui/fonts.cpp's kGlyphRanges")
    files = sorted(list((root / "src").rglob("*.cpp")) + list((root / "src").rglob("*.h")) +
                   list((root / "assets").rglob("*.json")))
    for path in files:
        for c in sorted(set(characters(path))):
            for ranges, where in ((font, "emscripten.cmake's FLAGFALL_FONT_UNICODES"),
                                  (loaded, "src/ui/fonts.cpp's kGlyphRanges")):
                if not any(low <= ord(c) <= high for low, high in ranges):
                    problems.append(f"{path.relative_to(root)}: U+{ord(c):04X} ({c}) is not in {where}")
    problems += home_screen_problems()
    for problem in problems:
        print(problem)
    print(f"{len(files)} files checked against {len(font)} ranges: "
          f"{'all characters covered' if not problems else f'{len(problems)} problems'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
