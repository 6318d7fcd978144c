#!/usr/bin/env bash
# Install what the game needs to build (Debian/Ubuntu packages for Fyne's OpenGL window), build
# it and start it. Extra arguments go to the game (for example: --version, or a subcommand).
set -euo pipefail
cd "$(dirname "$0")/.."
deps=(gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev libxinerama-dev
  libxi-dev libxxf86vm-dev libwayland-dev libxkbcommon-dev)
missing=()
for p in "${deps[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ] && command -v apt-get >/dev/null; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
go build -tags migrated_fynedo -o setawatch .
exec ./setawatch "$@"
