#!/usr/bin/env bash
# Size and start-up figure: builds the browser app, then prints the bytes the page downloads
# (raw and gzip, per file and total) and navigation-to-first-frame time (median of 5 loads).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
./scripts/build-wasm.sh >/dev/null
node scripts/bench-size.mjs build/wasm/site
