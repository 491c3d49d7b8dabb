#!/usr/bin/env bash
# Runs the whole browser suite N times in a row (default 10), each with the fuzz targets beside it
# as scripts/test.sh runs them, and lists every failure: the run, the test, its file and line and
# its first error line. Exits non-zero if any run had a failure. Each run's TAP output is kept in
# build/flake-check/run-<i>.tap.
#   ./scripts/flake-check.sh 10
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs
runs=${1:-10}
source scripts/lib/suite.sh

./scripts/setup.sh
configure_fuzz_build
cmake --build build/fuzz -j"$(nproc)" > build/fuzz/build.log 2>&1 || { cat build/fuzz/build.log; exit 1; }
./scripts/build-wasm.sh >/dev/null
# The round-trip tests re-rule the app's exports with the native command-line arbiter: it must be
# this code's (an older build reads a newer export differently).
[ -f build/native/CMakeCache.txt ] || cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j"$(nproc)" --target flagfall-arbiter >/dev/null

out=build/flake-check
rm -rf "$out"
mkdir -p "$out"
started=$SECONDS
failures=0
failed_runs=0
for i in $(seq 1 "$runs"); do
  run_started=$SECONDS
  start_fuzzers
  status=0
  run_browser_suite --test-reporter=tap > "$out/run-$i.tap" 2>&1 || status=$?
  fuzz_status=0
  wait "$fuzz_pid" || fuzz_status=$?
  cp build/fuzz/ctest.log "$out/fuzz-$i.log"
  passed=$(grep -m1 '^# pass ' "$out/run-$i.tap" | cut -d' ' -f3 || true)
  # A failing test: "not ok N - name", then its YAML block with location: and error:.
  listed=$(awk -v run="$i" '
    /^not ok / { name = $0; sub(/^not ok [0-9]+ - /, "", name); want = 1; where = ""; next }
    want && /^  location:/ { where = $2; gsub(/\x27/, "", where); next }
    want && /^  error:/ { err = $0; sub(/^  error: */, "", err);
                          if (err == "|-" || err == "|" || err == ">-") { getline err; sub(/^ +/, "", err) }
                          printf "run %s: %s (%s): %s\n", run, name, where, err; want = 0 }
  ' "$out/run-$i.tap")
  count=0
  [ -n "$listed" ] && count=$(printf '%s\n' "$listed" | wc -l)
  if [ "$status" != 0 ] && [ "$count" = 0 ]; then
    listed="run $i: the suite exited with status $status and no failing test was reported (see $out/run-$i.tap)"
    count=1
  fi
  if [ "$fuzz_status" != 0 ]; then
    listed+=$'\n'"run $i: fuzz targets failed (see $out/fuzz-$i.log)"
    count=$((count + 1))
  fi
  failures=$((failures + count))
  [ "$count" -gt 0 ] && failed_runs=$((failed_runs + 1))
  echo "run $i/$runs: ${passed:-?} passed, $count failed, $((SECONDS - run_started)) s"
  [ "$count" -gt 0 ] && printf '%s\n' "$listed" | tee -a "$out/failures.txt"
done
echo "== $runs runs in $((SECONDS - started)) s: $failures failures in $failed_runs runs"
[ "$failures" = 0 ]
