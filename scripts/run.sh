#!/usr/bin/env bash
# Install what the game needs to build (Debian/Ubuntu packages for Fyne's OpenGL window), build
# it and start it. Extra arguments go to the game (for example: --version, or a subcommand).
set -euo pipefail
cd "$(dirname "$0")/.."
say() { echo "run.sh: $*" >&2; }
deps=(gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev libxinerama-dev
  libxi-dev libxxf86vm-dev libwayland-dev libxkbcommon-dev)
missing=()
for p in "${deps[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ] && command -v apt-get >/dev/null; then
  say "installing the packages the window is built with: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
if [ -x setawatch ]; then
  say "building the game (a few seconds when only the game changed)..."
else
  say "building the game: the first build compiles the OpenGL and window libraries (C code)"
  say "and takes a few minutes; later builds take seconds..."
fi
start=$SECONDS
go build -tags migrated_fynedo -o setawatch .
say "built ./setawatch in $((SECONDS - start)) s; starting it"
# Fyne probes for a Wayland session in XDG_RUNTIME_DIR and warns when it is unset; a private
# folder of our own silences that. Without dbus-launch Fyne cannot follow the desktop's light or
# dark theme and says so once: harmless, the game's own Settings choose the look.
if [ -z "${XDG_RUNTIME_DIR:-}" ]; then
  XDG_RUNTIME_DIR=$(mktemp -d "${TMPDIR:-/tmp}/setawatch-runtime.XXXXXX")
  chmod 700 "$XDG_RUNTIME_DIR"
  export XDG_RUNTIME_DIR
fi
if ! command -v dbus-launch >/dev/null; then
  say "note: without dbus-launch the desktop's light/dark choice is not followed (Game → Settings… → Look)"
  exec ./setawatch "$@" 2> >(grep -v --line-buffered -e 'failed to watch theme settings' \
    -e 'exec: "dbus-launch"' -e 'app_xdg.go' >&2)
fi
exec ./setawatch "$@"
