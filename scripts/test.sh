#!/usr/bin/env bash
# Quick-start command 2: installs what is missing, builds natively and for the browser, and runs
# every test: GoogleTest through CTest, the libFuzzer targets (30 s each, side by side, while the
# browser tests run), and the browser tests in headless Chromium. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs
jobs=$(nproc)
failed=()
started=$SECONDS
stage() { echo "== $1 (at $((SECONDS - started)) s)"; }

./scripts/setup.sh

stage "native build and unit tests"
[ -f build/native/CMakeCache.txt ] || cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j"$jobs"
ctest --test-dir build/native --output-on-failure -j"$jobs" || failed+=("unit tests")

stage "fuzz build (libFuzzer, clang-14)"
# -O1 with line tables only: a crash still names the file and line, and the build is much
# quicker than -O2 -g; the fuzzers run for a fixed time either way.
[ -f build/fuzz/CMakeCache.txt ] || CC=clang-14 CXX=clang++-14 cmake -S . -B build/fuzz \
  -DFLAGFALL_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only -DNDEBUG" >/dev/null
cmake --build build/fuzz -j"$jobs"

stage "browser build"
./scripts/build-wasm.sh

# Fuzzers run for wall-clock time, so they run side by side with each other and with the
# browser tests (whose timing checks use the browser's own event timestamps), at the lowest
# priority: the browser tests get the cores first and the fuzzers take what is left.
stage "fuzz targets, in the background"
nice -n 19 ctest --test-dir build/fuzz --output-on-failure -j16 > build/fuzz/ctest.log 2>&1 &
fuzz_pid=$!

stage "browser tests (Playwright + Debian's Chromium)"
node --test --test-concurrency=1 tests/browser/ || failed+=("browser tests")

stage "fuzz results"
wait "$fuzz_pid" || failed+=("fuzz targets")
cat build/fuzz/ctest.log

stage "done"
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]}"
  exit 1
fi
echo "All tests passed."
