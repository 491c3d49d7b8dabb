#!/usr/bin/env bash
# Quick-start command 2: installs what is missing, builds natively and for the browser, and runs
# every test: GoogleTest through CTest, the libFuzzer targets (30 s each, side by side, at low
# priority while the browser tests run), and the browser tests in headless Chromium. Exits
# non-zero on any failure.
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

# The fuzz targets at -O0 with line tables: a crash still names the file and line, and the build
# takes two thirds of -O1's time; the fuzzers run for a fixed time either way (with fewer runs).
# Built beside the browser build, one step down in priority: it fills the core the browser build
# leaves idle while it links.
stage "fuzz build (libFuzzer, clang-14, beside the browser build) and browser build"
[ -f build/fuzz/CMakeCache.txt ] || CC=clang-14 CXX=clang++-14 cmake -S . -B build/fuzz \
  -DFLAGFALL_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O0 -gline-tables-only -DNDEBUG" >/dev/null
nice -n 5 cmake --build build/fuzz -j"$jobs" > build/fuzz/build.log 2>&1 &
fuzz_build_pid=$!
./scripts/build-wasm.sh
fuzz_built=1
wait "$fuzz_build_pid" || { fuzz_built=0; failed+=("fuzz build"); }
cat build/fuzz/build.log

# Fuzzers run for wall-clock time (30 s each), so they run side by side with each other and with
# the browser tests (whose timing checks use the browser's own event timestamps), at the lowest
# priority: the browser tests get the cores first and the fuzzers take what is left. (Building
# them there too cost the browser tests two minutes: the page's software rendering leaves no
# idle core.)
stage "fuzz targets, in the background"
fuzz_pid=
if [ $fuzz_built = 1 ]; then
  nice -n 19 ctest --test-dir build/fuzz --output-on-failure -j16 > build/fuzz/ctest.log 2>&1 &
  fuzz_pid=$!
else
  echo "the fuzz build failed: no fuzz targets run" > build/fuzz/ctest.log
fi

stage "browser tests (Playwright + Debian's Chromium)"
# Two test files at a time: a page spends much of a test waiting on timers and animation frames,
# so a second one fills the cores (6.8 min instead of 10.7 here).
node --test --test-concurrency=2 tests/browser/ || failed+=("browser tests")

stage "fuzz results"
if [ -n "$fuzz_pid" ]; then wait "$fuzz_pid" || failed+=("fuzz targets"); fi
cat build/fuzz/ctest.log

stage "done"
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]}"
  exit 1
fi
echo "All tests passed."
