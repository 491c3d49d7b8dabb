#!/usr/bin/env bash
# Perft speed: Flagfall's chess core natively and in WebAssembly (Node), against Stockfish's
# `go perft` on the same positions (perft 6 from the start, perft 5 from Kiwipete).
# Prints nodes per second and the ratios flagfall/stockfish and wasm/native.
# Assumes scripts/setup.sh has run (g++, em++, node, stockfish). Usage: scripts/bench-perft.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-3}
OUT=build-bench-perft
mkdir -p "$OUT"
STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
export NODE_PATH=/usr/share/nodejs
SOURCES=(src/chess/*.cpp tests/chess/bench/perft_bench.cpp)

echo "building native (g++ -O3) and wasm (em++ -O3) perft benchmarks..." >&2
g++ -std=c++20 -O3 -DNDEBUG -Isrc "${SOURCES[@]}" -o "$OUT/perft_bench"
em++ -std=c++20 -O3 -DNDEBUG -Isrc "${SOURCES[@]}" -sENVIRONMENT=node -sALLOW_MEMORY_GROWTH=1 \
  -o "$OUT/perft_bench.js"

echo "running flagfall native..." >&2
"$OUT/perft_bench" "$RUNS" >"$OUT/native.txt"
echo "running flagfall wasm under node..." >&2
node --no-experimental-fetch "$OUT/perft_bench.js" "$RUNS" >"$OUT/wasm.txt"

# Stockfish prints no time for perft: time the whole process and subtract its start-up time
# (the same process running perft 1). Best of RUNS.
now() { date +%s.%N; }
stockfish_seconds() {  # FEN-or-startpos DEPTH -> "nodes seconds"
  local position=$1 depth=$2 best="" nodes="" base=""
  for _ in $(seq "$RUNS"); do
    local t0 t1 t2 out
    t0=$(now)
    printf 'position %s\ngo perft 1\nquit\n' "$position" | "$STOCKFISH" >/dev/null
    t1=$(now)
    out=$(printf 'position %s\ngo perft %s\nquit\n' "$position" "$depth" | "$STOCKFISH")
    t2=$(now)
    nodes=$(echo "$out" | awk '/Nodes searched/ {print $3}')
    local s
    s=$(awk -v a="$t0" -v b="$t1" -v c="$t2" 'BEGIN { d = (c - b) - (b - a); if (d < 0.001) d = 0.001; printf "%.4f", d }')
    if [ -z "$best" ] || awk -v s="$s" -v b="$best" 'BEGIN { exit !(s < b) }'; then best=$s; fi
  done
  echo "$nodes $best"
}
echo "running stockfish..." >&2
{
  echo "start 6 $(stockfish_seconds startpos 6)"
  echo "kiwipete 5 $(stockfish_seconds 'fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' 5)"
} >"$OUT/stockfish.txt"

"$STOCKFISH" <<<'quit' | head -1 | sed 's/^/stockfish: /' >&2 || true
printf '\nperft speed, million nodes per second (best of %s runs)\n' "$RUNS"
printf '%-9s %5s %11s %10s %10s %10s %12s %12s\n' position depth nodes stockfish native wasm \
  native/sf wasm/native
join <(sort "$OUT/stockfish.txt") <(sort "$OUT/native.txt") | join - <(sort "$OUT/wasm.txt") |
  awk '{
    # name sf_depth sf_nodes sf_s n_depth n_nodes n_s w_depth w_nodes w_s
    if ($3 != $6 || $6 != $9) { printf "node counts differ for %s: %s %s %s\n", $1, $3, $6, $9; bad = 1 }
    sf = $3 / $4 / 1e6; nat = $6 / $7 / 1e6; wasm = $9 / $10 / 1e6
    printf "%-9s %5s %11s %10.1f %10.1f %10.1f %11.2fx %11.2fx\n", $1, $2, $3, sf, nat, wasm, nat / sf, wasm / nat
  } END { exit bad }'
