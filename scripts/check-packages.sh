#!/usr/bin/env bash
# Builds every package with scripts/package.sh, then checks them as a user would meet them:
#   .deb      contents (binary, desktop entry, icons, AppStream), dpkg -i, the installed program
#             prints its version and opens its window under Xvfb (screenshot), dpkg -r removes it all
#   .tar.xz   contents, and its Makefile installs into a scratch root and uninstalls
#   Windows   the .exe is 64-bit with an icon and version info; the NSIS installer holds the program
#             (listed with 7z) and its log shows the Start menu entry and the uninstaller
# and prints the sizes. Runs unattended as root (CI); needs no display (it starts Xvfb).
#   bash scripts/check-packages.sh [--no-build]     (--no-build: check what is in dist/)
set -uo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT" || exit 1
export DEBIAN_FRONTEND=noninteractive
OUT="$ROOT/build/check"
BUILD_FIRST=1
[ "${1:-}" = --no-build ] && BUILD_FIRST=

PASSED=0
FAILED=0
FAILURES=""
t_start=$SECONDS
ok() { PASSED=$((PASSED + 1)); printf '  ok   %s\n' "$1"; }
bad() { FAILED=$((FAILED + 1)); FAILURES="$FAILURES
  - $1"; printf '  FAIL %s\n' "$1"; }
# check DESCRIPTION COMMAND...: runs the command quietly, counts the result.
check() {
  local what=$1 log
  shift
  log=$(mktemp)
  if "$@" >"$log" 2>&1; then ok "$what"; else bad "$what"; sed 's/^/       | /' "$log" | tail -15; fi
  rm -f "$log"
}
section() { printf '\n== %s (%d s)\n' "$1" "$((SECONDS - t_start))"; }
finish() {
  printf '\n== checked in %d s\n' "$((SECONDS - t_start))"
  [ "$FAILED" -eq 0 ] || printf 'failed checks:%s\n' "$FAILURES"
  echo "packages: $PASSED passed, $FAILED failed"
  [ "$FAILED" -eq 0 ]
  exit
}
die() { bad "$1"; finish; }

[ "$(id -u)" = 0 ] || { echo "check-packages.sh installs the .deb with dpkg: run it as root (CI is)"; exit 1; }

# --- tools for the checks ----------------------------------------------------------------------
section "tools"
missing=""
for p in xvfb xauth imagemagick xdotool p7zip-full desktop-file-utils appstream file make; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "apt-get install$missing"
  apt-get update -qq && apt-get install -y -qq --no-install-recommends $missing >/dev/null ||
    die "could not install$missing"
fi

# --- build -------------------------------------------------------------------------------------
if [ -n "$BUILD_FIRST" ]; then
  section "build: bash scripts/package.sh all"
  t_build=$SECONDS
  bash scripts/package.sh all || die "scripts/package.sh all"
  echo "package.sh all took $((SECONDS - t_build)) s"
fi

. "$ROOT/scripts/app-details.sh"
NAME=$(details Name)
APPID=$(details ID)
VERSION=$(details Version)
EXEC=setawatch
ARCH=$(dpkg --print-architecture)
DEB="dist/${EXEC}_${VERSION}_${ARCH}.deb"
TARBALL="dist/$EXEC-$VERSION-linux-$ARCH.tar.xz"
WINEXE="dist/$EXEC-$VERSION-windows-amd64.exe"
SETUP="dist/$EXEC-$VERSION-windows-amd64-setup.exe"
rm -rf "$OUT" && mkdir -p "$OUT"
echo "checking $NAME $VERSION ($APPID)"

# --- .deb: contents ----------------------------------------------------------------------------
section ".deb contents: $DEB"
[ -f "$DEB" ] || die "$DEB was built"
dpkg-deb -I "$DEB" > "$OUT/deb-info.txt"
dpkg-deb -c "$DEB" > "$OUT/deb-contents.txt"
sed 's/^/    /' "$OUT/deb-contents.txt" | awk '{print $1, $NF}' | grep -v '/$'
has() { grep -Eq "$2" "$1"; }
check "control: Package $EXEC" has "$OUT/deb-info.txt" "^ Package: $EXEC\$"
check "control: Version $VERSION (from FyneApp.toml)" has "$OUT/deb-info.txt" "^ Version: $VERSION\$"
check "control: Depends on libgl1 and libx11-6" has "$OUT/deb-info.txt" '^ Depends: .*libgl1.*libx11-6'
check "binary /usr/bin/$EXEC, mode 755" has "$OUT/deb-contents.txt" "^-rwxr-xr-x root/root .* \./usr/bin/$EXEC\$"
check "desktop entry /usr/share/applications/$APPID.desktop" \
  has "$OUT/deb-contents.txt" " \./usr/share/applications/$APPID\.desktop\$"
check "AppStream /usr/share/metainfo/$APPID.metainfo.xml" \
  has "$OUT/deb-contents.txt" " \./usr/share/metainfo/$APPID\.metainfo\.xml\$"
for n in 16 32 48 256 512; do
  check "icon hicolor/${n}x${n}/apps/$APPID.png" \
    has "$OUT/deb-contents.txt" " \./usr/share/icons/hicolor/${n}x${n}/apps/$APPID\.png\$"
done
X="$OUT/deb-x"
dpkg-deb -x "$DEB" "$X"
check "desktop-file-validate" desktop-file-validate "$X/usr/share/applications/$APPID.desktop"
desk_key() { sed -n "s/^$1=//p" "$X/usr/share/applications/$APPID.desktop" | head -1; }
check "desktop entry: Exec=$EXEC, Icon=$APPID, in Game" \
  test "$(desk_key Exec) $(desk_key Icon) $(desk_key Categories)" = "$EXEC $APPID Game;BoardGame;"
check "appstreamcli validate" appstreamcli validate --no-net "$X/usr/share/metainfo/$APPID.metainfo.xml"
check "AppStream release is $VERSION" has "$X/usr/share/metainfo/$APPID.metainfo.xml" "<release version=\"$VERSION\""
icon_sizes_ok() {
  local n got
  for n in 16 24 32 48 64 128 256 512; do
    got=$(identify -format '%m %wx%h' "$X/usr/share/icons/hicolor/${n}x${n}/apps/$APPID.png") || return 1
    [ "$got" = "PNG ${n}x${n}" ] || { echo "${n}x${n}: $got"; return 1; }
  done
}
check "icons are PNGs of their folder's size" icon_sizes_ok

# --- .tar.xz: contents and its Makefile --------------------------------------------------------
section "fyne package archive: $TARBALL"
[ -f "$TARBALL" ] || die "$TARBALL was built"
tar -tJf "$TARBALL" > "$OUT/tar-contents.txt"
sed 's/^/    /' "$OUT/tar-contents.txt" | grep -v '/$'
check "archive: binary" has "$OUT/tar-contents.txt" "^$EXEC/usr/local/bin/$EXEC\$"
check "archive: desktop entry" has "$OUT/tar-contents.txt" "^$EXEC/usr/local/share/applications/$APPID\.desktop\$"
check "archive: icon" has "$OUT/tar-contents.txt" "^$EXEC/usr/local/share/pixmaps/$APPID\.png\$"
check "archive: Makefile" has "$OUT/tar-contents.txt" "^$EXEC/Makefile\$"
T="$OUT/tar-x"
mkdir -p "$T" && tar -C "$T" -xJf "$TARBALL"
check "archive and .deb hold the same binary" cmp "$T/$EXEC/usr/local/bin/$EXEC" "$X/usr/bin/$EXEC"
check "archive desktop entry validates" desktop-file-validate "$T/$EXEC/usr/local/share/applications/$APPID.desktop"
make_roundtrip() {
  local dest="$OUT/make-root"
  make -C "$T/$EXEC" install DESTDIR="$dest" PREFIX=/usr/local &&
    test -x "$dest/usr/local/bin/$EXEC" &&
    test -f "$dest/usr/local/share/applications/$APPID.desktop" &&
    test -f "$dest/usr/local/share/pixmaps/$APPID.png" &&
    make -C "$T/$EXEC" uninstall DESTDIR="$dest" PREFIX=/usr/local &&
    test -z "$(find "$dest" -type f)"
}
check "archive: make install into a scratch root, make uninstall leaves no file" make_roundtrip

# --- .deb: install, run, remove ----------------------------------------------------------------
section "dpkg -i $DEB"
if dpkg-query -W -f='${Status}' "$EXEC" 2>/dev/null | grep -q 'ok installed'; then
  echo "removing an earlier $EXEC"; dpkg --purge "$EXEC" >/dev/null
fi
if ! dpkg -i "$DEB" > "$OUT/dpkg-i.log" 2>&1; then
  cat "$OUT/dpkg-i.log"
  echo "dpkg -i stopped on dependencies: apt-get -f install"
  apt-get install -f -y -qq --no-install-recommends >/dev/null 2>&1 || true
fi
check "dpkg -i: $EXEC is installed" sh -c "dpkg-query -W -f='\${Status}' $EXEC | grep -q 'install ok installed'"
dpkg -L "$EXEC" > "$OUT/installed-files.txt" 2>/dev/null
check "the installed program is /usr/bin/$EXEC" test "$(command -v "$EXEC")" = "/usr/bin/$EXEC"
check "the menu entry is installed" test -f "/usr/share/applications/$APPID.desktop"
check "the 48 px icon is installed" test -f "/usr/share/icons/hicolor/48x48/apps/$APPID.png"
version_out=$("$EXEC" --version 2>&1)
echo "    $EXEC --version: $version_out"
check "$EXEC --version prints \"$NAME $VERSION\"" test "$version_out" = "$NAME $VERSION"

section "the installed program under Xvfb"
cat > "$OUT/run-window.sh" <<'EOF'
# Runs inside xvfb-run: starts the program, waits for its window, keeps it up 3 s, screenshots it.
exec > "$OUT/window.txt" 2>&1
export XDG_RUNTIME_DIR="$OUT/xdg" && mkdir -p -m 0700 "$XDG_RUNTIME_DIR"
"$EXEC" > "$OUT/app.log" 2>&1 &
pid=$!
wid=$(timeout 20 xdotool search --sync --name "^$NAME\$" | head -1)
echo "window: ${wid:-none}"
sleep 3
kill -0 "$pid" 2>/dev/null && echo "alive after 3 s: yes" || echo "alive after 3 s: no"
[ -n "$wid" ] && xdotool getwindowgeometry "$wid"
import -window root "$OUT/screenshot.png"
kill "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
true
EOF
export OUT EXEC NAME
timeout 60 xvfb-run -a -s '-screen 0 1280x800x24' bash "$OUT/run-window.sh"
sed 's/^/    /' "$OUT/window.txt"
check "a window titled \"$NAME\" opens" grep -Eq '^window: [0-9]+' "$OUT/window.txt"
check "the program is still running after 3 s" grep -q '^alive after 3 s: yes' "$OUT/window.txt"
check "the window is 1280x800" grep -q 'Geometry: 1280x800' "$OUT/window.txt"
check "no panic in the program's output" sh -c "! grep -q 'panic' '$OUT/app.log'"
colours=$(identify -format '%k' "$OUT/screenshot.png" 2>/dev/null || echo 0)
echo "    screenshot: ${OUT#"$ROOT"/}/screenshot.png, $colours colours"
check "the screenshot is not all one colour (the window drew)" test "${colours:-0}" -gt 20

section "dpkg -r $EXEC"
dpkg -r "$EXEC" > "$OUT/dpkg-r.log" 2>&1
dpkg --purge "$EXEC" >> "$OUT/dpkg-r.log" 2>&1
left_behind() {
  local f left=0
  while IFS= read -r f; do
    [ -n "$f" ] && [ ! -d "$f" ] && [ -e "$f" ] && { echo "still there: $f"; left=1; }
  done < "$OUT/installed-files.txt"
  [ "$(wc -l < "$OUT/installed-files.txt")" -gt 10 ] && [ "$left" = 0 ]
}
check "dpkg -r removed every file of the package" left_behind
check "$EXEC is no longer known to dpkg" sh -c "! dpkg-query -W -f='\${Status}' $EXEC 2>/dev/null | grep -q installed"
check "$EXEC is no longer on PATH" sh -c "! command -v $EXEC"
check "no menu entry is left" test ! -e "/usr/share/applications/$APPID.desktop"

# --- Windows -----------------------------------------------------------------------------------
section "Windows program: $WINEXE"
[ -f "$WINEXE" ] || die "$WINEXE was built"
file "$WINEXE" | sed 's/^/    /'
7z l "$WINEXE" > "$OUT/exe-7z.txt" 2>&1
grep -E '\.rsrc' "$OUT/exe-7z.txt" | awk '{print "    " $NF}'
check "64-bit Windows GUI program" sh -c "file '$WINEXE' | grep -q 'PE32+ executable (GUI) x86-64'"
check "it carries an icon" grep -q '\.rsrc/ICON/' "$OUT/exe-7z.txt"
check "it carries a manifest" grep -q '\.rsrc/MANIFEST/' "$OUT/exe-7z.txt"
check "it carries version info" grep -qi '\.rsrc/version' "$OUT/exe-7z.txt"
ver_info() {
  rm -rf "$OUT/rsrc" && 7z x -y -o"$OUT/rsrc" "$WINEXE" '.rsrc/version*' >/dev/null &&
    find "$OUT/rsrc" -type f -exec cat {} + | tr -d '\000' > "$OUT/version-info.txt" &&
    grep -a 'ProductVersion' "$OUT/version-info.txt" | grep -q "\"$VERSION\." &&
    grep -a 'ProductName' "$OUT/version-info.txt" | grep -q "\"$NAME\""
}
check "its version info: ProductName $NAME, ProductVersion $VERSION.<build>" ver_info

section "Windows installer: $SETUP"
[ -f "$SETUP" ] || die "$SETUP was built"
7z l "$SETUP" > "$OUT/setup-7z.txt" 2>&1
sed -n '/^---/,/^---/p' "$OUT/setup-7z.txt" | grep -v '^---' | awk '{print "    " $NF}'
check "7z reads it as an NSIS installer" grep -q 'Type = Nsis' "$OUT/setup-7z.txt"
check "it installs $EXEC.exe" grep -Eq " $EXEC\.exe\$" "$OUT/setup-7z.txt"
check "it installs the icon" grep -Eq " $EXEC\.ico\$" "$OUT/setup-7z.txt"
same_exe() {
  rm -rf "$OUT/setup-x" && 7z x -y -o"$OUT/setup-x" "$ROOT/$SETUP" >/dev/null &&
    cmp "$(find "$OUT/setup-x" -name "$EXEC.exe" | head -1)" "$WINEXE"
}
check "the installed $EXEC.exe is the built one" same_exe
NSISLOG=build/package/windows/makensis.log
check "NSIS log: Start menu shortcut" grep -q 'CreateShortcut: "\$SMPROGRAMS\\'"$NAME"'.lnk"' "$NSISLOG"
check "NSIS log: uninstaller written" grep -q 'WriteUninstaller: "\$INSTDIR\\Uninstall.exe"' "$NSISLOG"
check "NSIS log: Apps & features entry" grep -q 'WriteRegStr: HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall' "$NSISLOG"
check "NSIS log: uninstaller removes the program and the shortcut" \
  sh -c "grep -q 'Delete: \"\\\$INSTDIR\\\\$EXEC.exe\"' '$NSISLOG' && grep -q 'Delete: \"\\\$SMPROGRAMS' '$NSISLOG'"
check "NSIS: built with warnings as errors (-WX), no warning" \
  sh -c "grep -q '^Output: ' '$NSISLOG' && ! grep -Eqi '^[0-9]+ warnings?:|^warning' '$NSISLOG'"

# --- sizes -------------------------------------------------------------------------------------
section "sizes"
{
  printf '%-48s %12s %9s\n' "file" "bytes" "MiB"
  for f in dist/*; do
    [ -f "$f" ] || continue
    stat -c '%s %n' "$f"
  done | awk '{ n = $2; sub(/^dist\//, "", n); printf "%-48s %12d %9.1f\n", n, $1, $1 / 1048576 }'
  sed -n 's/^ Installed-Size: //p' "$OUT/deb-info.txt" |
    awk '{ printf "%-48s %12s %9.1f\n", "installed by the .deb (Installed-Size, KiB)", $1, $1 / 1024 }'
} | tee "$OUT/sizes.txt"
finish
