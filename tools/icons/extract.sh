#!/usr/bin/env bash
# Extract the game-icons.net pictures named in icons.txt from the npm package
# @iconify-json/game-icons into assets/icons/ (one SVG per key). The files are committed, so a
# build needs no network; run this again after changing icons.txt.
# Needs node and npm. Licence of the pictures: CC BY 3.0, authors per game-icons.net.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/../../assets/icons"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
npm install --silent --no-audit --no-fund --prefix "$tmp" @iconify-json/game-icons@1 >/dev/null
rm -f "$out"/*.svg
mkdir -p "$out"
node "$here/extract.js" "$tmp/node_modules/@iconify-json/game-icons" "$here/icons.txt" "$out"
