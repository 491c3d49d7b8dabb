#!/usr/bin/env bash
# Quick-start command 2: installs what is missing, builds natively and for the browser, and runs
# every test: GoogleTest through CTest, the libFuzzer targets (30 s each, side by side), then the
# browser tests in headless Chromium. Exits non-zero if anything failed.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs
jobs=$(nproc)
failed=()

./scripts/setup.sh

echo "== native build and unit tests"
[ -f build/native/CMakeCache.txt ] || cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j"$jobs"
ctest --test-dir build/native --output-on-failure -j"$jobs" || failed+=("unit tests")

echo "== fuzz targets (libFuzzer, clang-14)"
[ -f build/fuzz/CMakeCache.txt ] || CC=clang-14 CXX=clang++-14 cmake -S . -B build/fuzz \
  -DFLAGFALL_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build/fuzz -j"$jobs"
# Fuzzers run side by side: each gets its full time in wall-clock seconds.
ctest --test-dir build/fuzz --output-on-failure -j16 || failed+=("fuzz targets")

echo "== browser build"
./scripts/build-wasm.sh

echo "== browser tests (Playwright + Debian's Chromium)"
node --test --test-concurrency=1 tests/browser/ || failed+=("browser tests")

if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]}"
  exit 1
fi
echo "All tests passed."
