#!/usr/bin/env bash
# Quick-start command 1: installs what is missing, builds the browser app and serves it on
# http://localhost:8080 (Ctrl-C stops it). PORT=N picks another port.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
./scripts/build-wasm.sh
exec node scripts/static-server.mjs build/wasm/site "${PORT:-8080}"
