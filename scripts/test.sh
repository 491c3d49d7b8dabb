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
source scripts/lib/suite.sh

./scripts/setup.sh

stage "native build and unit tests"
[ -f build/native/CMakeCache.txt ] || cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j"$jobs"
ctest --test-dir build/native --output-on-failure -j"$jobs" || failed+=("unit tests")

# The fuzz build beside the browser build, one step down in priority: it fills the core the
# browser build leaves idle while it links.
stage "fuzz build (libFuzzer, clang-14, beside the browser build) and browser build"
configure_fuzz_build
nice -n 5 cmake --build build/fuzz -j"$jobs" > build/fuzz/build.log 2>&1 &
fuzz_build_pid=$!
./scripts/build-wasm.sh
fuzz_built=1
wait "$fuzz_build_pid" || { fuzz_built=0; failed+=("fuzz build"); }
cat build/fuzz/build.log

# The fuzzers run beside the browser tests at the lowest priority (scripts/lib/suite.sh). Building
# them there too cost the browser tests two minutes: the page's software rendering leaves no idle
# core.
stage "fuzz targets, in the background"
fuzz_pid=
if [ $fuzz_built = 1 ]; then
  start_fuzzers
else
  echo "the fuzz build failed: no fuzz targets run" > build/fuzz/ctest.log
fi

stage "browser tests (Playwright + Debian's Chromium)"
run_browser_suite || failed+=("browser tests")

stage "fuzz results"
if [ -n "$fuzz_pid" ]; then wait "$fuzz_pid" || failed+=("fuzz targets"); fi
cat build/fuzz/ctest.log

stage "done"
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]}"
  exit 1
fi
echo "All tests passed."
