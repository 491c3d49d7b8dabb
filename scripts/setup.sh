#!/usr/bin/env bash
# Installs everything Flagfall needs on Debian 12 that is not there yet, and
# fetches + builds the third-party sources the browser build uses into .deps/.
# Idempotent: a second run installs and builds nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
DEPS=$ROOT/.deps
mkdir -p "$DEPS"

APT_PACKAGES=(cmake g++ make emscripten googletest libgtest-dev libsdl2-dev nlohmann-json3-dev
  fonts-dejavu-core fonttools chromium stockfish clang-14 libclang-rt-14-dev
  python3 nodejs npm xz-utils dpkg-dev)

sudo_if_needed() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
# nodejs from another origin may already provide node/npm without the Debian packages.
if command -v node >/dev/null && command -v npm >/dev/null; then
  filtered=(); for p in "${missing[@]}"; do [[ $p == nodejs || $p == npm ]] || filtered+=("$p"); done
  missing=("${filtered[@]}")
fi

SRC_LIST=/etc/apt/sources.list.d/flagfall-deb-src.sources
need_src=0
[ -f "$DEPS/src/SDL2-2.26.5/CMakeLists.txt" ] || need_src=1
[ -f "$DEPS/src/imgui-1.86/imgui.cpp" ] || need_src=1
if [ $need_src = 1 ] && [ ! -f "$SRC_LIST" ] && ! grep -rqs '^Types:.*deb-src' /etc/apt/sources.list.d/ \
    && ! grep -qs '^deb-src' /etc/apt/sources.list; then
  echo "setup: adding a deb-src entry for Debian bookworm main"
  sudo_if_needed tee "$SRC_LIST" >/dev/null <<'SRC'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
  updated_sources=1
fi

if [ ${#missing[@]} -gt 0 ] || [ "${updated_sources:-0}" = 1 ]; then
  echo "setup: apt-get update"
  sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get update -qq
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Third-party sources for the browser build (and ImGui for the native one), never committed.
mkdir -p "$DEPS/src" "$DEPS/downloads"
if [ $need_src = 1 ]; then
  ( cd "$DEPS/downloads"
    ls libsdl2_2.26.5+dfsg.orig.tar.gz imgui_1.86+ds.orig.tar.xz >/dev/null 2>&1 || {
      echo "setup: fetching Debian source packages libsdl2 and imgui"
      apt-get source --download-only libsdl2=2.26.5+dfsg-1 imgui >/dev/null 2>&1 \
        || { sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get update -qq; apt-get source --download-only libsdl2 imgui >/dev/null; }
    } )
  tar -xzf "$DEPS"/downloads/libsdl2_2.26.5+dfsg.orig.tar.gz -C "$DEPS/src"
  tar -xJf "$DEPS"/downloads/imgui_1.86+ds.orig.tar.xz -C "$DEPS/src"
  for d in "$DEPS"/src/*; do
    case "$(basename "$d")" in
      SDL2-*) [ "$(basename "$d")" = SDL2-2.26.5 ] || { rm -rf "$DEPS/src/SDL2-2.26.5"; mv "$d" "$DEPS/src/SDL2-2.26.5"; } ;;
      imgui*) [ "$(basename "$d")" = imgui-1.86 ] || { rm -rf "$DEPS/src/imgui-1.86"; mv "$d" "$DEPS/src/imgui-1.86"; } ;;
    esac
  done
fi

# SDL2 built for the browser, cached in .deps/sdl2-wasm.
export NODE_PATH=/usr/share/nodejs
if [ ! -f "$DEPS/sdl2-wasm/lib/libSDL2.a" ]; then
  echo "setup: building SDL2 for WebAssembly (about a minute)"
  rm -rf "$DEPS/build-sdl2-wasm"
  emcmake cmake -S "$DEPS/src/SDL2-2.26.5" -B "$DEPS/build-sdl2-wasm" -DSDL_SHARED=OFF -DSDL_STATIC=ON \
    -DSDL_TEST=OFF -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$DEPS/sdl2-wasm" >"$DEPS/sdl2-wasm.log" 2>&1
  cmake --build "$DEPS/build-sdl2-wasm" -j"$(nproc)" >>"$DEPS/sdl2-wasm.log" 2>&1
  cmake --install "$DEPS/build-sdl2-wasm" >>"$DEPS/sdl2-wasm.log" 2>&1
fi

# Header-only Debian libraries, visible to the WASM build without /usr/include.
mkdir -p "$DEPS/wasm-include"
[ -e "$DEPS/wasm-include/nlohmann" ] || ln -s /usr/include/nlohmann "$DEPS/wasm-include/nlohmann"

# Browser-test tooling from npm (playwright-core only: it drives Debian's chromium).
if [ ! -d node_modules/playwright-core ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund --loglevel=error
fi
