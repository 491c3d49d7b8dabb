#!/usr/bin/env bash
# Clock benchmark: frames drawn per second while paused and running, and the largest timing
# difference over a 60-second game in headless Chromium, quiet and again with CPU-bound processes
# beside it (takes about 2.5 minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
./scripts/build-wasm.sh >/dev/null
node scripts/bench-clock.mjs build/wasm/site
