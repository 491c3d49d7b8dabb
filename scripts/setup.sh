#!/usr/bin/env bash
# Installs what Flagfall needs on Debian 12 and is not there yet. Idempotent: a second run
# installs nothing and takes a second. Third-party sources (SDL2, Dear ImGui, qrcodegen, and cJSON
# for both builds) are fetched from Debian's source packages by the CMake build itself
# (cmake/debian_sources.cmake, cmake/cjson.cmake),
# into the ignored .deps/. librsvg2-bin draws the app's icons and the piece set at build time;
# pngquant and zopfli make the piece set's pictures small.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(cmake g++ make dpkg-dev xz-utils python3 emscripten binaryen googletest libgtest-dev
  libsdl2-dev nlohmann-json3-dev fonts-dejavu-core fonttools chromium stockfish
  clang-14 libclang-rt-14-dev clang-format-14 librsvg2-bin pngquant zopfli libqrcodegen-dev
  libqrcodegencpp-dev terser gettext)

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
for package in "${APT_PACKAGES[@]}"; do
  dpkg -s "$package" 2>/dev/null | grep -q '^Status: install ok installed' || missing+=("$package")
done
command -v node >/dev/null && command -v npm >/dev/null || missing+=(nodejs npm)

# `apt-get source` needs a deb-src entry. It is derived from the machine's own configured Debian
# entry (the one that carries bookworm's main component), so no archive address is written here.
SRC_LIST=/etc/apt/sources.list.d/flagfall-deb-src.sources
added_sources=0
if [ ! -f "$SRC_LIST" ] && ! grep -rqsE '^(Types:.*deb-src|deb-src )' /etc/apt/sources.list /etc/apt/sources.list.d/; then
  entry=$(./scripts/deb-src-entry.sh)
  echo "setup: adding a deb-src entry derived from the machine's Debian entry"
  printf '%s\n' "$entry" | as_root tee "$SRC_LIST" >/dev/null
  added_sources=1
fi

if [ ${#missing[@]} -gt 0 ] || [ $added_sources = 1 ]; then
  echo "setup: apt-get update"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
fi

# Browser-test tooling from npm: playwright-core (it drives Debian's chromium) and axe-core (the
# accessibility checks injected into the page).
if [ ! -f node_modules/.package-lock.json ] \
   || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund --loglevel=error
fi
