# Runs Binaryen's optimiser over the linked app.wasm once more. Emscripten runs -Oz once, before
# its last clean-ups; a second pass after them takes about 2.5 KB gzip more (docs/benchmarks.md).
# One pass, not to a fixed point (--converge): on 2026-11-29 converging took 8.4 s against 2.3
# and made the module 28 bytes larger. The features are those Emscripten's own runs use for this
# module (clang 14's default target): the MVP and mutable globals; large functions with one
# caller are not inlined, as in Emscripten's own run (emscripten.cmake).
# The module as linked is kept beside the site (LINKED) with Emscripten's function map, which
# names its functions by index, for scripts/size-report.sh. (Linking with the names kept instead,
# to map the final module, changes what Binaryen makes of the code: 5.5 KB raw larger.)
# Usage: cmake -DWASM_OPT=... -DWASM=site/app.wasm -DLINKED=app.linked.wasm -P wasm_shrink.cmake
file(COPY_FILE ${WASM} ${LINKED})
execute_process(COMMAND ${WASM_OPT} ${LINKED} -Oz --one-caller-inline-max-function-size=200 --mvp-features --enable-mutable-globals
                        -o ${WASM}
                RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "wasm-opt could not optimise ${WASM}")
endif()
