#!/usr/bin/env bash
# Builds the Set a Watch packages into dist/, from this checkout, with Debian packages and Go
# modules only (see docs/PACKAGING.md).
#
#   bash scripts/package.sh [linux|windows|macos|all]     (default: all)
#
# On Debian/Ubuntu (as root it installs the apt packages it needs itself):
#   linux    dist/setawatch-<v>-linux-amd64.tar.xz      the `fyne package` archive, with a Makefile
#            dist/setawatch_<v>_amd64.deb               menu entry, icons, AppStream metadata
#   windows  dist/setawatch-<v>-windows-amd64.exe       cross-built with mingw-w64: icon, version info
#            dist/setawatch-<v>-windows-amd64-setup.exe NSIS installer: Start menu entry, uninstaller
#   all      both of the above (macOS needs a Mac: it is skipped with a note)
# On macOS:   macos    dist/Set a Watch.app (zipped) and dist/setawatch-<v>-macos-<arch>.dmg
# On Windows (MSYS2 bash with mingw-w64 gcc and NSIS): windows, natively.
#
# Name, id and version come from FyneApp.toml only. `fyne package` runs on a copy of the source in
# build/package/src, so FyneApp.toml (whose build number it bumps) and the tree stay untouched.
# Environment: GO (go command, default go), SOURCE_DATE_EPOCH (release date in the AppStream file),
# MACOS_SIGN_IDENTITY (codesign identity on macOS; ad-hoc signature without it).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
TARGET=${1:-all}
GO=${GO:-go}
BUILD="$ROOT/build/package"
DIST="$ROOT/dist"
SRC="$BUILD/src"

log() { printf '\n==> %s\n' "$*"; }
die() { printf 'package.sh: %s\n' "$*" >&2; exit 1; }

case "$TARGET" in
  linux|windows|macos|all) ;;
  -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
  *) die "unknown target '$TARGET' (linux, windows, macos or all)" ;;
esac

case "$(uname -s)" in
  Linux) HOST=linux ;;
  Darwin) HOST=macos ;;
  MINGW*|MSYS*|CYGWIN*) HOST=windows ;;
  *) HOST=other ;;
esac

# --- the app's identity, from FyneApp.toml ([Details] Name, ID, Version) -----------------------
. "$ROOT/scripts/app-details.sh"
NAME=$(details Name)
APPID=$(details ID)
VERSION=$(details Version)
EXEC=$(awk '/^module /{n=split($2, p, "/"); print p[n]; exit}' go.mod)
[ -n "$NAME" ] && [ -n "$APPID" ] && [ -n "$VERSION" ] && [ -n "$EXEC" ] ||
  die "FyneApp.toml must give [Details] Name, ID and Version"
echo "$VERSION" | grep -Eq '^[0-9]+\.[0-9]+\.[0-9]+$' || die "version '$VERSION' is not x.y.z"
echo "Set a Watch packaging: $NAME $VERSION ($APPID), executable $EXEC, host $HOST, target $TARGET"

# --- apt packages ------------------------------------------------------------------------------
APT_UPDATED=
need_apt() {
  [ "$HOST" = linux ] && command -v dpkg-query >/dev/null || return 0
  local missing="" p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing="$missing $p"
  done
  [ -z "$missing" ] && return 0
  if [ "$(id -u)" != 0 ]; then
    die "missing Debian packages:$missing
    install them with: sudo apt-get install -y --no-install-recommends$missing"
  fi
  log "apt-get install$missing"
  export DEBIAN_FRONTEND=noninteractive
  if [ -z "$APT_UPDATED" ]; then apt-get update -qq; APT_UPDATED=1; fi
  # shellcheck disable=SC2086
  apt-get install -y -qq --no-install-recommends $missing >/dev/null
}
LINUX_BUILD_DEPS="gcc libc6-dev pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev
  libxinerama-dev libxi-dev libxxf86vm-dev libwayland-dev libxkbcommon-dev xz-utils"

# --- the fyne CLI (fyne.io/tools, pinned in packaging/tools.mod) and the icons ------------------
FYNE="$BUILD/bin/fyne"
prepare() {
  command -v "$GO" >/dev/null || die "Go is not installed (go.mod gives the version)"
  mkdir -p "$BUILD/bin" "$DIST"
  log "fyne CLI (packaging/tools.mod: go tool -modfile=packaging/tools.mod fyne)"
  local exe=""
  [ "$HOST" = windows ] && exe=.exe
  FYNE="$BUILD/bin/fyne$exe"
  "$GO" build -modfile=packaging/tools.mod -o "$FYNE" fyne.io/tools/cmd/fyne
  "$FYNE" version

  log "icons (tools/icongen)"
  rm -rf "$BUILD/icons"
  "$GO" run ./tools/icongen -dir "$BUILD/icons"
  cmp -s "$BUILD/icons/Icon.png" Icon.png ||
    echo "note: Icon.png differs from tools/icongen's drawing; run: go run ./tools/icongen"

  log "source copy in ${SRC#"$ROOT"/}"
  rm -rf "$SRC"
  mkdir -p "$SRC"
  if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    # Tracked and new (not ignored) files, as they are in the working tree.
    git ls-files -z --cached --others --exclude-standard |
      while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done |
      tar --null -T - -cf - | tar -C "$SRC" -xf -
  else
    tar --exclude=./.git --exclude=./build --exclude=./dist -cf - . | tar -C "$SRC" -xf -
  fi
  cp "$BUILD/icons/Icon.png" "$SRC/Icon.png"
}

subst() { # subst TEMPLATE OUTPUT: fills in @NAME@ @ID@ @VERSION@ ...
  sed -e "s|@NAME@|$NAME|g" -e "s|@ID@|$APPID|g" -e "s|@VERSION@|$VERSION|g" \
      -e "s|@EXEC@|$EXEC|g" -e "s|@DATE@|$RELEASE_DATE|g" -e "s|@DEVELOPER_ID@|${APPID%.*}|g" \
      -e "s|@ARCH@|${DEB_ARCH:-amd64}|g" -e "s|@INSTALLED_SIZE@|${INSTALLED_SIZE:-0}|g" \
      -e "s|@SRC@|${TAR_PREFIX:-usr/local}|g" "$1" > "$2"
}
if [ -n "${SOURCE_DATE_EPOCH:-}" ]; then
  RELEASE_DATE=$(date -u -d "@$SOURCE_DATE_EPOCH" +%F 2>/dev/null || date -u -r "$SOURCE_DATE_EPOCH" +%F)
elif RELEASE_DATE=$(git log -1 --format=%cs 2>/dev/null) && [ -n "$RELEASE_DATE" ]; then :
else RELEASE_DATE=$(date -u +%F); fi

# --- Linux: fyne package tarball, then a .deb from the same binary -----------------------------
build_linux() {
  local arch tarball work
  arch=$("$GO" env GOARCH)
  DEB_ARCH=$arch
  tarball="$DIST/$EXEC-$VERSION-linux-$arch.tar.xz"
  log "Linux: fyne package -os linux --release (a cold build compiles GLFW: a few minutes)"
  rm -f "$SRC/$NAME.tar.xz"
  (cd "$SRC" && "$FYNE" package -os linux --release)
  [ -f "$SRC/$NAME.tar.xz" ] || die "fyne package made no '$NAME.tar.xz'"

  # The archive's own Makefile (tools v1.7.2) installs the icon under the wrong name: swap in ours.
  work="$BUILD/linux"
  rm -rf "$work" && mkdir -p "$work"
  tar -C "$work" -xJf "$SRC/$NAME.tar.xz"
  [ -d "$work/$EXEC/usr/local" ] && TAR_PREFIX=usr/local || TAR_PREFIX=usr
  subst packaging/linux/Makefile.in "$work/$EXEC/Makefile"
  rm -f "$tarball"
  tar -C "$work" --owner=0 --group=0 --sort=name -cJf "$tarball" "$EXEC"
  local bin="$work/$EXEC/$TAR_PREFIX/bin/$EXEC"
  [ -x "$bin" ] || die "no executable in the fyne archive"

  log "Linux: .deb"
  local root="$BUILD/deb/root" deb="$DIST/${EXEC}_${VERSION}_${arch}.deb" n
  rm -rf "$BUILD/deb" && mkdir -p "$root/DEBIAN"
  install -Dm0755 "$bin" "$root/usr/bin/$EXEC"
  subst packaging/linux/app.desktop.in "$BUILD/deb/app.desktop"
  install -Dm0644 "$BUILD/deb/app.desktop" "$root/usr/share/applications/$APPID.desktop"
  subst packaging/linux/app.metainfo.xml.in "$BUILD/deb/app.metainfo.xml"
  install -Dm0644 "$BUILD/deb/app.metainfo.xml" "$root/usr/share/metainfo/$APPID.metainfo.xml"
  for n in 16 24 32 48 64 128 256 512; do
    install -Dm0644 "$BUILD/icons/hicolor/${n}x${n}/apps/icon.png" \
      "$root/usr/share/icons/hicolor/${n}x${n}/apps/$APPID.png"
  done
  install -Dm0644 packaging/deb/copyright "$root/usr/share/doc/$EXEC/copyright"
  INSTALLED_SIZE=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
  subst packaging/deb/control.in "$root/DEBIAN/control"
  chmod 0644 "$root/DEBIAN/control"
  find "$root" -type d -exec chmod 0755 {} +
  rm -f "$deb"
  dpkg-deb --root-owner-group -Zxz --build "$root" "$deb"
  echo "built: ${tarball#"$ROOT"/}"
  echo "built: ${deb#"$ROOT"/}"
}

# --- Windows: fyne package -os windows (cross with mingw-w64 on Linux), then NSIS --------------
build_windows() {
  local work="$BUILD/windows" exe="$DIST/$EXEC-$VERSION-windows-amd64.exe"
  local setup="$EXEC-$VERSION-windows-amd64-setup.exe"
  log "Windows: fyne package -os windows --release (a cold cross-build takes about 5 minutes)"
  rm -f "$SRC/$NAME.exe" "$SRC/$EXEC.exe"
  if [ "$HOST" = windows ]; then
    (cd "$SRC" && GOARCH=amd64 "$FYNE" package -os windows --release)
  else
    (cd "$SRC" && CC=x86_64-w64-mingw32-gcc CGO_ENABLED=1 CGO_LDFLAGS='-l:libssp.a' GOARCH=amd64 \
      "$FYNE" package -os windows --release)
  fi
  local built="$SRC/$NAME.exe"
  [ -f "$built" ] || built="$SRC/$EXEC.exe"
  [ -f "$built" ] || die "fyne package made no Windows executable"

  rm -rf "$work" && mkdir -p "$work"
  cp "$built" "$work/$EXEC.exe"
  cp "$BUILD/icons/icon.ico" "$work/$EXEC.ico"
  cp packaging/windows/installer.nsi "$work/installer.nsi"
  cp "$work/$EXEC.exe" "$exe"

  log "Windows: NSIS installer (makensis; log in ${work#"$ROOT"/}/makensis.log)"
  local makensis
  makensis=$(command -v makensis || true)
  if [ -z "$makensis" ] && [ -x "/c/Program Files (x86)/NSIS/makensis.exe" ]; then
    makensis="/c/Program Files (x86)/NSIS/makensis.exe"
  fi
  [ -n "$makensis" ] || die "makensis (NSIS) is not installed"
  if ! (cd "$work" && MSYS2_ARG_CONV_EXCL='*' "$makensis" -V4 -WX -DNAME="$NAME" -DVERSION="$VERSION" \
      -DAPPID="$APPID" -DEXEC="$EXEC" -DOUTFILE="$setup" installer.nsi > makensis.log 2>&1); then
    tail -30 "$work/makensis.log" >&2
    die "makensis failed"
  fi
  mv "$work/$setup" "$DIST/$setup"
  echo "built: ${exe#"$ROOT"/}"
  echo "built: dist/$setup"
}

# --- macOS: fyne package -os darwin, signature, .dmg (on a Mac only) ---------------------------
build_macos() {
  local arch app dmg stage
  arch=$("$GO" env GOARCH)
  log "macOS: fyne package -os darwin --release"
  rm -rf "$SRC/$NAME.app"
  (cd "$SRC" && "$FYNE" package -os darwin --release)
  app="$DIST/$NAME.app"
  rm -rf "$app" && mv "$SRC/$NAME.app" "$app"
  if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
    log "codesign with $MACOS_SIGN_IDENTITY (hardened runtime, for notarization)"
    codesign --force --deep --options runtime --timestamp -s "$MACOS_SIGN_IDENTITY" "$app"
  else
    log "codesign ad hoc (no MACOS_SIGN_IDENTITY): runs here; other Macs need a Developer ID"
    codesign --force --deep -s - "$app"
  fi
  codesign --verify --deep --strict "$app"
  (cd "$DIST" && rm -f "$EXEC-$VERSION-macos-$arch.app.zip" &&
    ditto -c -k --keepParent "$NAME.app" "$EXEC-$VERSION-macos-$arch.app.zip")

  dmg="$DIST/$EXEC-$VERSION-macos-$arch.dmg"
  stage="$BUILD/dmg"
  rm -rf "$stage" "$dmg" && mkdir -p "$stage"
  cp -R "$app" "$stage/"
  ln -s /Applications "$stage/Applications"
  hdiutil create -volname "$NAME $VERSION" -srcfolder "$stage" -ov -format UDZO "$dmg"
  if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
    codesign --force --timestamp -s "$MACOS_SIGN_IDENTITY" "$dmg"
  fi
  echo "built: dist/$NAME.app, dist/$EXEC-$VERSION-macos-$arch.app.zip, ${dmg#"$ROOT"/}"
}

macos_note() {
  cat <<EOF

==> macOS: skipped on $HOST. A Mac app needs Apple's SDK and linker (cgo); build it on a Mac with
    bash scripts/package.sh macos
    or let .github/workflows/release.yml build the .app and .dmg on a macOS runner.
EOF
}

# --- main --------------------------------------------------------------------------------------
start=$SECONDS
case "$HOST:$TARGET" in
  linux:linux) need_apt $LINUX_BUILD_DEPS ;;
  linux:windows) need_apt gcc-mingw-w64-x86-64 nsis ;;
  linux:all) need_apt $LINUX_BUILD_DEPS gcc-mingw-w64-x86-64 nsis ;;
  linux:macos) macos_note; exit 2 ;;
  macos:linux|macos:windows) die "build the $TARGET packages on Linux (Debian) or in CI" ;;
  windows:linux|windows:macos) die "on Windows only the windows target is built" ;;
esac
prepare
case "$HOST:$TARGET" in
  linux:linux) build_linux ;;
  linux:windows) build_windows ;;
  linux:all) build_linux; build_windows; macos_note ;;
  macos:macos|macos:all) build_macos ;;
  windows:windows|windows:all) build_windows ;;
  *) die "cannot build '$TARGET' on $HOST" ;;
esac

checksums() {
  local f
  for f in *; do
    [ -f "$f" ] && [ "$f" != SHA256SUMS ] || continue
    if command -v sha256sum >/dev/null; then sha256sum -- "$f"; else shasum -a 256 -- "$f"; fi
  done
}
(cd "$DIST" && checksums > SHA256SUMS.tmp && mv SHA256SUMS.tmp SHA256SUMS)
log "done in $((SECONDS - start)) s; dist/:"
ls -l "$DIST"
