#!/usr/bin/env bash
# The dead-position and forced-win searches as a ruling asks them (flagfall-arbiter mating-bench),
# natively and in WebAssembly compiled as the page compiles its code (the chess core at -O2, the
# rest at -Oz, link-time optimisation) and run under Node: what a ruling costs in the browser. A
# phone is slower still (a few times a desktop core), so the figures to hold against a 16 ms
# frame are the WebAssembly ones times that factor. Assumes scripts/setup.sh has run. Usage: scripts/bench-mating.sh [ARGS...]
# (ARGS go to mating-bench: a FEN, --repeat R, ...), or scripts/bench-mating.sh mate-vector FILE
# [--budget N]: a labelled file of positions ruled under FIDE 6.9 and 5.2.2 (mate-vector).
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=build-bench-mating
mkdir -p "$OUT/include"
export NODE_PATH=/usr/share/nodejs
# cJSON as the builds fetch it, from the changed copy the native build's configuration writes
# (cmake/cjson.cmake).
CJSON_SOURCE=.deps/src/cJSON-1.7.15
CJSON_COPY=build/native/changed/cJSON-1.7.15/cJSON.c
if [ ! -x build/native/src/tools/flagfall-arbiter ] || [ ! -f "$CJSON_COPY" ]; then
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build/native -j"$(nproc)" --target flagfall-arbiter >/dev/null
fi
echo "building the wasm benchmark as the page builds it (chess -O2, the rest -Oz, -flto)..." >&2
rm -rf "$OUT/obj" && mkdir -p "$OUT/obj"
flags=(-std=c++20 -flto -DNDEBUG -fno-rtti -Isrc -isystem "$OUT/include" -isystem "$CJSON_SOURCE")
emcc -Oz -flto -DNDEBUG -I"$CJSON_SOURCE" -c "$CJSON_COPY" -o "$OUT/obj/cjson.o"
for f in src/chess/*.cpp; do em++ "${flags[@]}" -O2 -c "$f" -o "$OUT/obj/chess_$(basename "$f" .cpp).o"; done
for f in src/json/*.cpp src/clock/*.cpp src/rules/*.cpp src/tools/mating_bench_command.cpp \
         src/tools/mate_vector_command.cpp tests/rules/bench/mating_bench_main.cpp; do
  em++ "${flags[@]}" -Oz -c "$f" -o "$OUT/obj/$(basename "$(dirname "$f")")_$(basename "$f" .cpp).o"
done
em++ -Oz -flto "$OUT"/obj/*.o -sENVIRONMENT=node -sALLOW_MEMORY_GROWTH=1 -sNODERAWFS=1 -o "$OUT/mating_bench.js"

echo "== native (g++ -O3)"
if [ "${1:-}" = mate-vector ]; then
  build/native/src/tools/flagfall-arbiter "$@"
else
  build/native/src/tools/flagfall-arbiter mating-bench "$@"
fi
echo
echo "== WebAssembly as in the page, Node $(node --version)"
node --no-experimental-fetch "$OUT/mating_bench.js" "$@"
