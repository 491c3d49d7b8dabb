#!/usr/bin/env bash
# Size and start-up figures: builds the browser app, then prints the bytes the page downloads
# (raw and gzip, per file and total) and navigation-to-first-frame times, unthrottled and at a 4x
# CPU slowdown (a phone's processor): cold, second visit and the blank-page floor, medians of 5.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
./scripts/build-wasm.sh >/dev/null
node scripts/bench-size.mjs "$@" build/wasm/site
