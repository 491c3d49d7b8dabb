#!/usr/bin/env bash
# What the words as data free in app.wasm (issue 40), measured in one build configuration: the
# page as served (only the first screens' English compiled in, the rest in words/en.txt) against
# the same code with every English message compiled in (FLAGFALL_PAGE_WORDS=all, in its own build
# folder, build/wasm-words-in-program). Both sizes are `gzip -9` of app.wasm. Assumes
# scripts/setup.sh has run; the second folder's first build takes as long as the page's.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs
./scripts/build-wasm.sh >/dev/null
in_program=build/wasm-words-in-program
if [ ! -f "$in_program/CMakeCache.txt" ]; then
  emcmake cmake -S . -B "$in_program" -DCMAKE_BUILD_TYPE=Release -DFLAGFALL_PAGE_WORDS=all >/dev/null
fi
cmake --build "$in_program" -j"$(nproc)" >/dev/null
as_data=$(gzip -9 -c build/wasm/site/app.wasm | wc -c)
in_code=$(gzip -9 -c "$in_program/site/app.wasm" | wc -c)
en=$(gzip -9 -c build/wasm/site/words/en.txt | wc -c)
echo "app.wasm, gzip -9 bytes:"
printf '  every English message compiled in:        %8d\n' "$in_code"
printf '  the first screens only (the page served): %8d\n' "$as_data"
freed=$((in_code - as_data))
printf '  freed by the words as data:               %8d (%s KB)\n' "$freed" \
  "$(awk -v b="$freed" 'BEGIN { printf "%.1f", b / 1000 }')"
printf '  words/en.txt, fetched after the first frame: %5d\n' "$en"
