#!/usr/bin/env bash
# Quick-start command 2: installs what is missing, builds natively and for the browser, and runs
# every test: GoogleTest through CTest, the libFuzzer targets (built, then run 30 s each side by
# side, at the lowest priority beside the browser build and tests), and the browser tests in
# headless Chromium. Exits
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

# The fuzz build, then the fuzz targets, in the background at the lowest priority
# (scripts/lib/suite.sh): the fuzz build fills the core the browser build leaves idle while it
# links, then the idle moments of the browser tests, and the fuzzers follow it. The browser tests
# start as soon as the browser build is done, not after the fuzz build as well: waiting for it
# cost the test command up to half a minute.
stage "fuzz build and targets (libFuzzer, clang-14, in the background), and browser build"
configure_fuzz_build
build_and_start_fuzzers
./scripts/build-wasm.sh

stage "browser tests (Playwright + Debian's Chromium)"
run_browser_suite || failed+=("browser tests")

stage "fuzz results"
wait "$fuzz_pid" || failed+=("fuzz build or targets")
cat build/fuzz/build.log build/fuzz/ctest.log

stage "done"
if [ -s build/browser-failures.txt ]; then
  echo "== browser test failures"
  cat build/browser-failures.txt
fi
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]}"
  exit 1
fi
echo "All tests passed."
