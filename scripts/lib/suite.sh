# The test command's browser stage, shared by scripts/test.sh and scripts/flake-check.sh so the
# flake check runs exactly what CI runs. Source it from a script that has cd'd to the repo root.

# The fuzz build (clang-14, libFuzzer) at -O0 with line tables: a crash still names the file and
# line, and the build takes two thirds of -O1's time; the fuzzers run for a fixed time either way.
configure_fuzz_build() {
  [ -f build/fuzz/CMakeCache.txt ] || CC=clang-14 CXX=clang++-14 cmake -S . -B build/fuzz \
    -DFLAGFALL_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O0 -gline-tables-only -DNDEBUG" >/dev/null
}

# Fuzzers run for wall-clock time (30 s each), side by side with each other and with the browser
# tests (whose timing checks use the browser's own event timestamps), at the lowest priority: the
# browser tests get the cores first and the fuzzers take what is left. Sets fuzz_pid; the log is
# build/fuzz/ctest.log.
start_fuzzers() {
  nice -n 19 ctest --test-dir build/fuzz --output-on-failure -j16 > build/fuzz/ctest.log 2>&1 &
  fuzz_pid=$!
}

# The fuzz build and then its targets, in the background at the lowest priority (the test
# command's way: scripts/test.sh). Sets fuzz_pid, which fails if either does; the logs are
# build/fuzz/build.log and build/fuzz/ctest.log.
build_and_start_fuzzers() {
  (
    if ! nice -n 19 cmake --build build/fuzz -j"$(nproc)" > build/fuzz/build.log 2>&1; then
      echo "the fuzz build failed: no fuzz targets run" > build/fuzz/ctest.log
      exit 1
    fi
    nice -n 19 ctest --test-dir build/fuzz --output-on-failure -j16 > build/fuzz/ctest.log 2>&1
  ) &
  fuzz_pid=$!
}

# Every browser test file, two at a time, the longest first (scripts/browser-suite.mjs): a page
# spends much of a test waiting on timers and animation frames, so a second one fills the cores.
# `--test-reporter=tap` for TAP output.
run_browser_suite() {
  node scripts/browser-suite.mjs "$@"
}
