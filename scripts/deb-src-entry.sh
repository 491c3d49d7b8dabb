#!/usr/bin/env bash
# Prints a deb822 `deb-src` stanza for Debian bookworm main, copied from the machine's own
# configured `deb` entry (same URIs and Signed-By), from /etc/apt/sources.list.d/*.sources or a
# one-line entry in /etc/apt/sources.list. Exits 1, saying why, if the machine has none.
set -euo pipefail
suite=${1:-bookworm}

# deb822 files: stanzas separated by blank lines; take the first `Types: deb` stanza whose Suites
# hold the suite itself (not -security or -updates) and whose Components hold main.
for file in "${APT_SOURCES_DIR:-/etc/apt/sources.list.d}"/*.sources; do
  [ -f "$file" ] || continue
  stanza=$(awk -v suite="$suite" '
    function flush() {
      if (types ~ /(^|[ \t])deb([ \t]|$)/ && (" " suites " ") ~ (" " suite " ") &&
          (" " comps " ") ~ / main / && uris != "") {
        print "Types: deb-src"; print "URIs: " uris; print "Suites: " suite
        print "Components: main"; if (signed != "") print "Signed-By: " signed
        found = 1; exit
      }
      types = suites = comps = uris = signed = ""
    }
    /^[ \t]*#/ { next }
    /^[ \t]*$/ { flush(); next }
    { key = $1; sub(/:$/, "", key); $1 = ""; sub(/^[ \t]+/, "")
      if (key == "Types") types = $0; else if (key == "Suites") suites = $0
      else if (key == "Components") comps = $0; else if (key == "URIs") uris = $0
      else if (key == "Signed-By") signed = $0 }
    END { if (!found) flush() }' "$file")
  if [ -n "$stanza" ]; then
    printf '%s\n' "$stanza"
    exit 0
  fi
done

# One-line format: "deb [options] URI suite components..."
list=${APT_SOURCES_LIST:-/etc/apt/sources.list}
if [ -f "$list" ]; then
  line=$(awk -v suite="$suite" '$1 == "deb" {
      i = 2; opts = ""
      if ($2 ~ /^\[/) { while ($i !~ /\]$/) { opts = opts " " $i; i++ } opts = opts " " $i; i++ }
      if ($(i + 1) == suite) { for (j = i + 2; j <= NF; j++) if ($j == "main") {
        print "deb-src" opts " " $i " " suite " main"; exit } }
    }' "$list")
  if [ -n "$line" ]; then
    uri=$(printf '%s\n' "$line" | awk '{print $NF == "main" ? $(NF-2) : ""}')
    signed=$(printf '%s\n' "$line" | sed -n 's/.*signed-by=\([^] ]*\).*/\1/p')
    printf 'Types: deb-src\nURIs: %s\nSuites: %s\nComponents: main\n' "$uri" "$suite"
    [ -n "$signed" ] && printf 'Signed-By: %s\n' "$signed"
    exit 0
  fi
fi
echo "deb-src-entry: no Debian '$suite' entry with the main component is configured on this machine" >&2
exit 1
