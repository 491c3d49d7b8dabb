#!/usr/bin/env bash
# What is largest in the page's app.wasm: builds the browser app, then prints its sections, its
# code by library, by source file and by function (raw bytes, and gzip bytes of each group alone).
# Usage: scripts/size-report.sh [TOP]   (TOP: rows of the file and function tables, default 40)
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
./scripts/build-wasm.sh >/dev/null
# The archives and objects the app was linked from (SDL2, ImGui and qrcodegen are built beside
# the project's own libraries).
mapfile -t objects < <(find build/wasm -name '*.a' -not -path '*/CMakeFiles/*';
                       find build/wasm/src/platform -name '*.o')
# The function map names the module as linked; the site's copy is that module optimised once more
# (cmake/wasm_shrink.cmake), a little smaller, with the same functions by and large.
echo "build/wasm/site/app.wasm (as served): $(gzip -9c build/wasm/site/app.wasm | wc -c) bytes gzip -9; below, the module as linked:"
node scripts/size-report.mjs build/wasm/app.linked.wasm build/wasm/app.symbols "${1:-40}" "${objects[@]}"
