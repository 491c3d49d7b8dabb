#!/usr/bin/env bash
# Clock benchmark: frames drawn per second while paused and running, and the largest timing
# difference over a 60-second game in headless Chromium (takes about 75 s).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
./scripts/build-wasm.sh >/dev/null
node scripts/bench-clock.mjs build/wasm/site
