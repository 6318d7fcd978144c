#!/usr/bin/env bash
# Builds every package with scripts/package.sh, then checks them as a user would meet them:
#   .deb      contents (binary, desktop entry, icons, AppStream), dpkg -i, the installed program
#             prints its version and opens its window under Xvfb (screenshot), dpkg -r removes it all
#   .tar.xz   contents, and its Makefile installs into a scratch root and uninstalls
#   Windows   the .exe is 64-bit with an icon and version info; the NSIS installer holds the program
#             (listed with 7z) and its log shows the Start menu entry and the uninstaller; then,
#             under Wine (Debian's, installed here): setup.exe /S, the installed program prints its
#             version and opens its window (screenshot), Uninstall.exe /S leaves only the user's
#             settings
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
SKIPPED=0
FAILURES=""
t_start=$SECONDS
ok() { PASSED=$((PASSED + 1)); printf '  ok   %s\n' "$1"; }
bad() { FAILED=$((FAILED + 1)); FAILURES="$FAILURES
  - $1"; printf '  FAIL %s\n' "$1"; }
SKIPS=""
skip() { SKIPPED=$((SKIPPED + 1)); SKIPS="$SKIPS
  - $1"; printf '  SKIP %s\n' "$1"; }
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
  [ "$SKIPPED" -eq 0 ] || printf 'skipped:%s\n' "$SKIPS"
  if [ "$SKIPPED" -eq 0 ]; then
    echo "packages: $PASSED passed, $FAILED failed"
  else
    echo "packages: $PASSED passed, $FAILED failed, $SKIPPED skipped"
  fi
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
cat > "$OUT/watch-window.sh" <<'EOF'
# watch_window PID WAIT UP SHOT, inside xvfb-run: waits up to WAIT s for the window titled $NAME,
# keeps it up UP s, says whether the program PID still runs, screenshots the screen into SHOT.
watch_window() {
  local pid=$1 wid
  wid=$(timeout "$2" xdotool search --sync --name "^$NAME\$" | head -1)
  echo "window: ${wid:-none}"
  sleep "$3"
  kill -0 "$pid" 2>/dev/null && echo "alive after $3 s: yes" || echo "alive after $3 s: no"
  [ -n "$wid" ] && xdotool getwindowgeometry "$wid"
  import -window root "$4"
}
EOF
cat > "$OUT/run-window.sh" <<'EOF'
# Runs inside xvfb-run: starts the program, waits for its window, keeps it up 3 s, screenshots it.
exec > "$OUT/window.txt" 2>&1
. "$OUT/watch-window.sh"
export XDG_RUNTIME_DIR="$OUT/xdg" && mkdir -p -m 0700 "$XDG_RUNTIME_DIR"
"$EXEC" > "$OUT/app.log" 2>&1 &
pid=$!
watch_window "$pid" 20 3 "$OUT/screenshot.png"
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

# --- Windows installer under Wine --------------------------------------------------------------
# Wine 8.0 from Debian 12: the program is 64-bit but the NSIS installer and uninstaller are 32-bit,
# so Wine needs its 32-bit half (wine32:i386, multiarch). Debian's i386 security index can lag
# behind its amd64 one on a mirror, and then apt cannot install the i386 half beside amd64
# libraries of other versions: both halves are installed together from a private copy of the
# package lists (one apt-get update, a few seconds). If this script adds the i386 architecture,
# it removes the i386 packages and the architecture again at the end, so the machine's own
# `apt-get update` never depends on the i386 index.
section "Windows installer under Wine: setup.exe /S, run, Uninstall.exe /S"
WOUT="$OUT/wine"
mkdir -p "$WOUT"
I386_MARK=/var/tmp/setawatch-check-added-i386
wine_cleanup() {
  [ -f "$I386_MARK" ] || return 0
  local pkgs
  pkgs=$(dpkg-query -W -f='${Package}:${Architecture}\n' 2>/dev/null | grep ':i386$' | tr '\n' ' ')
  # Only :i386 packages: dpkg still refuses one that an amd64 package needs. libc6:i386 and
  # libgcc-s1:i386 are marked essential and protected, hence the two --force options.
  # shellcheck disable=SC2086
  [ -z "$pkgs" ] || timeout 300 dpkg --purge --force-remove-essential --force-remove-protected $pkgs \
    > "$WOUT/i386-purge.log" 2>&1
  dpkg --remove-architecture i386 >> "$WOUT/i386-purge.log" 2>&1 && rm -f "$I386_MARK"
}
install_wine() {
  [ -x /usr/lib/wine/wine64 ] && [ -x /usr/lib/wine/wine ] && return 0
  if ! dpkg --print-foreign-architectures | grep -qx i386; then
    touch "$I386_MARK" && dpkg --add-architecture i386 || return 1
  fi
  local lists="$OUT/apt-lists" apt_private
  mkdir -p "$lists/partial"
  apt_private=(-o "Dir::State::Lists=$lists")
  echo "apt-get install wine64 wine32:i386 (package lists in ${lists#"$ROOT"/})"
  # A failed index (the lagging i386 security one) makes update exit non-zero: what matters is
  # whether the install then finds both halves at one version.
  timeout 180 apt-get update -qq "${apt_private[@]}" > "$WOUT/apt.log" 2>&1
  # When the i386 security index is out of step, the i386 halves of the libraries security
  # updated are missing from it: they are fetched from the pool (i386_from_pool) and installed
  # with the rest, a few rounds as each brings its own.
  local debs=() try
  for try in 1 2 3 4 5 6; do
    timeout 600 apt-get install -y -q --no-install-recommends --no-remove "${apt_private[@]}" \
      wine64 wine32:i386 "${debs[@]}" >> "$WOUT/apt.log" 2>&1 && return 0
    i386_from_pool || break
    debs=("$WOUT"/debs/*.deb)
    echo "round $try: ${#debs[@]} i386 packages from the security pool"
  done
  grep -E '^(E|W):|Depends' "$WOUT/apt.log" | head -20
  return 1
}
# i386_from_pool downloads, for each i386 library apt could not install, the i386 package
# of the version its installed amd64 half has, from the security archive's pool (which the
# lagging index does not list). It fails when it finds nothing new to fetch.
i386_from_pool() {
  local archive pkg ver src prefix file new=0
  archive=$(grep -oE 'https?://[^ ]+/dists/[^ /]+-security/' "$WOUT/apt.log" | head -1 | sed -E 's#/dists/.*##')
  [ -n "$archive" ] || return 1
  mkdir -p "$WOUT/debs"
  for pkg in $(grep -oE 'Depends: [a-z0-9.+-]+:i386( \([^)]*\))? but ([^ ]+ is to be installed|it is not installable)' "$WOUT/apt.log" |
    sed -E 's/^Depends: ([^:]+):i386.*/\1/' | sort -u); do
    ver=$(dpkg-query -W -f='${Version}' "$pkg:amd64" 2>/dev/null) || continue
    src=$(dpkg-query -W -f='${source:Package}' "$pkg:amd64")
    case $src in lib?*) prefix=${src:0:4} ;; *) prefix=${src:0:1} ;; esac
    file="${pkg}_${ver#*:}_i386.deb"
    [ -f "$WOUT/debs/$file" ] && continue
    /usr/lib/apt/apt-helper download-file "$archive/pool/updates/main/$prefix/$src/$file" \
      "$WOUT/debs/$file" >> "$WOUT/apt.log" 2>&1 && new=$((new + 1))
  done
  [ "$new" -gt 0 ]
}
trap wine_cleanup EXIT
trap 'exit 130' INT TERM
[ -f "$I386_MARK" ] && echo "an earlier run added the i386 architecture: it is removed at the end"
t_wine=$SECONDS
WINE_READY=
if install_wine > "$WOUT/install.txt" 2>&1; then
  WINE_READY=1
  ok "Wine (wine64 and wine32:i386) is installed"
  echo "    Wine ready after $((SECONDS - t_wine)) s"
else
  # Only apt can fail here (a mirror out of step): counted and shown, the other checks go on.
  skip "the Windows installer under Wine: apt-get could not install Wine (${WOUT#"$ROOT"/}/apt.log)"
  sed 's/^/       | /' "$WOUT/install.txt" | tail -15
fi
check "x86_64-w64-mingw32-gcc is there (for the test-only bcryptprimitives.dll)" command -v x86_64-w64-mingw32-gcc
x86_64-w64-mingw32-gcc -O2 -shared -s -o "$WOUT/bcryptprimitives.dll" \
  packaging/windows/wine/bcryptprimitives.c packaging/windows/wine/bcryptprimitives.def -lbcrypt \
  > "$WOUT/shim-build.log" 2>&1
echo "    $(/usr/lib/wine/wine64 --version 2>/dev/null || echo 'no Wine')"

cat > "$WOUT/run-wine.sh" <<'EOF'
# Runs inside xvfb-run; every Wine command has a time limit. Writes what happened to steps.txt.
exec > "$WOUT/steps.txt" 2>&1
. "$OUT/watch-window.sh"
export WINEPREFIX="$WOUT/prefix" WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
W=/usr/lib/wine/wine64
WS=/usr/lib/wine/wineserver64
DIR="C:\\Program Files\\$NAME"
C="$WINEPREFIX/drive_c"
settle() { timeout -k 5 90 "$WS" -w; }  # until every process in the prefix has ended
files() { (cd "$C" && find . -path ./windows -prune -o -print | sort); }
t=$SECONDS
timeout -k 5 180 "$W" wineboot --init > "$WOUT/wineboot.log" 2>&1
echo "wineboot: rc=$? $((SECONDS - t)) s"
settle
[ -d "$C/windows/syswow64" ] && echo "prefix: 64-bit with 32-bit support"
# Programs open in a Wine desktop as large as the screen, so the window gets its title bar.
timeout -k 5 60 "$W" reg add 'HKCU\Software\Wine\Explorer' /v Desktop /d Default /f
timeout -k 5 60 "$W" reg add 'HKCU\Software\Wine\Explorer\Desktops' /v Default /d 1440x900 /f
settle
grep -q '^"Default"="1440x900"' "$WINEPREFIX/user.reg" && echo "Wine desktop: 1440x900"
cp "$WOUT/bcryptprimitives.dll" "$C/windows/system32/"
files > "$WOUT/files-before.txt"

t=$SECONDS
timeout -k 5 120 "$W" "$SETUP" /S > "$WOUT/setup.log" 2>&1
echo "setup /S: rc=$? $((SECONDS - t)) s"
settle
files > "$WOUT/files-installed.txt"
cmp "$C/Program Files/$NAME/$EXEC.exe" "$WINEXE" && echo "installed $EXEC.exe is the built one"
timeout -k 5 60 "$W" reg query "HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\$APPID" \
  > "$WOUT/reg-installed.txt" 2>&1

timeout -k 5 60 "$W" "$DIR\\$EXEC.exe" --version > "$WOUT/version.txt" 2> "$WOUT/version-err.txt"
echo "--version: rc=$?"
settle

# The installed program, in the Wine desktop set up above; Mesa logs which driver draws.
LIBGL_DEBUG=verbose "$W" "$DIR\\$EXEC.exe" > "$WOUT/app.log" 2>&1 &
pid=$!
watch_window "$pid" 60 5 "$OUT/wine-screenshot.png"
timeout -k 5 30 "$WS" -k
wait "$pid" 2>/dev/null

t=$SECONDS
timeout -k 5 120 "$W" "$DIR\\Uninstall.exe" /S > "$WOUT/uninstall.log" 2>&1
echo "Uninstall.exe /S: rc=$? $((SECONDS - t)) s"
settle
files > "$WOUT/files-after.txt"
timeout -k 5 60 "$W" reg query "HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\$APPID" \
  > "$WOUT/reg-after.txt" 2>&1
echo "uninstall key after: rc=$?"
timeout -k 5 30 "$WS" -k
true
EOF
export WOUT SETUP="$ROOT/$SETUP" APPID WINEXE="$ROOT/$WINEXE"
if [ -n "$WINE_READY" ]; then
  t_run=$SECONDS
  timeout -k 10 600 xvfb-run -a -s '-screen 0 1440x900x24' bash "$WOUT/run-wine.sh"
  echo "    install, run and uninstall: exit $?, $((SECONDS - t_run)) s"
  # Whatever a time limit cut short: end every Wine process of the prefix.
  WINEPREFIX="$WOUT/prefix" timeout 30 /usr/lib/wine/wineserver64 -k 2>/dev/null
  touch "$WOUT/steps.txt"
  sed 's/^/    /' "$WOUT/steps.txt"
  P="$WOUT/prefix/drive_c"
  INSTDIR="$P/Program Files/$NAME"
  MENU_LNK="$P/ProgramData/Microsoft/Windows/Start Menu/Programs/$NAME.lnk"
  SETTINGS="users/*/AppData/Roaming/fyne/$APPID"
  touch "$WOUT/files-installed.txt" "$WOUT/reg-installed.txt"
  installed() { grep -qxF "./$1" "$WOUT/files-installed.txt"; }
  check "wineboot made a 64-bit prefix with 32-bit support" grep -q '^prefix: 64-bit' "$WOUT/steps.txt"
  check "setup.exe /S exits 0" grep -q '^setup /S: rc=0 ' "$WOUT/steps.txt"
  check "it installed $EXEC.exe (the built one) into Program Files\\$NAME" \
    grep -q "^installed $EXEC.exe is the built one" "$WOUT/steps.txt"
  check "it installed the icon" installed "Program Files/$NAME/$EXEC.ico"
  check "it installed Uninstall.exe" installed "Program Files/$NAME/Uninstall.exe"
  check "it made the Start menu entry (all users)" installed "ProgramData/Microsoft/Windows/Start Menu/Programs/$NAME.lnk"
  check "Apps & features entry: DisplayVersion $VERSION" \
    sh -c "tr -d '\r' < '$WOUT/reg-installed.txt' | grep -Eq 'DisplayVersion +REG_SZ +$VERSION\$'"
  tr -d '\r' < "$WOUT/version.txt" > "$WOUT/version-out.txt" 2>/dev/null
  echo "    installed $EXEC.exe --version: $(cat "$WOUT/version-out.txt")"
  check "the installed $EXEC.exe --version prints \"$NAME $VERSION\"" test "$(cat "$WOUT/version-out.txt")" = "$NAME $VERSION"
  check "its window \"$NAME\" opens under Wine" grep -Eq '^window: [0-9]+' "$WOUT/steps.txt"
  check "it is still running after 5 s" grep -q '^alive after 5 s: yes' "$WOUT/steps.txt"
  check "no panic in its output" sh -c "! grep -q 'panic' '$WOUT/app.log'"
  wcolours=$(identify -format '%k' "$OUT/wine-screenshot.png" 2>/dev/null || echo 0)
  echo "    screenshot: ${OUT#"$ROOT"/}/wine-screenshot.png, $wcolours colours"
  grep -m1 'MESA-LOADER: dlopen' "$WOUT/app.log" | sed 's/^/    OpenGL: /'
  check "the screenshot is not all one colour (Fyne's OpenGL drew under Wine)" test "${wcolours:-0}" -gt 20
  if [ "${wcolours:-0}" -le 20 ]; then
    echo "    the program's output (${WOUT#"$ROOT"/}/app.log):"; tail -20 "$WOUT/app.log" | sed 's/^/       | /'
  fi
  check "it saved its settings under AppData\\Roaming\\fyne\\$APPID" \
    sh -c "ls $P/$SETTINGS/preferences.json >/dev/null 2>&1"
  check "Uninstall.exe /S exits 0" grep -q '^Uninstall.exe /S: rc=0 ' "$WOUT/steps.txt"
  check "the install folder is gone" test ! -e "$INSTDIR"
  check "the Start menu entry is gone" test ! -e "$MENU_LNK"
  check "the Apps & features entry is gone" grep -q '^uninstall key after: rc=1' "$WOUT/steps.txt"
  # What the uninstaller leaves, compared with the fresh prefix: the user's settings (Roaming), the
  # program's empty cache folder (Local), and the copy of itself that NSIS's uninstaller runs from
  # %TEMP% (it cannot delete the file it runs from). Anything else fails the check.
  USER_DATA="^\./users/[^/]+/AppData(/Roaming(/fyne(/$APPID(/.*)?)?)?|/Local(/fyne(/$APPID)?)?)?\$"
  NSIS_TEMP='^\./users/[^/]+/Temp/~nsu[^/]*\.tmp(/Un[^/]*\.exe)?$'
  comm -13 "$WOUT/files-before.txt" "$WOUT/files-after.txt" > "$WOUT/files-left.txt"
  only_settings_left() {
    local left
    [ "$(wc -l < "$WOUT/files-after.txt")" -gt 10 ] || { echo "no list of the files after"; return 1; }
    left=$(grep -Ev "$USER_DATA|$NSIS_TEMP" "$WOUT/files-left.txt")
    [ -z "$left" ] || { echo "left behind:"; echo "$left"; return 1; }
    # An empty cache folder only: a file under AppData\Local fails.
    ! grep -E "^\./users/[^/]+/AppData/Local/fyne/$APPID/" "$WOUT/files-left.txt"
  }
  check "nothing is left in C:\\ but the user's settings (and NSIS's copy in %TEMP%)" only_settings_left
  sed 's/^/    left: /' "$WOUT/files-left.txt"
  grep -qi "$APPID" "$WOUT/prefix/system.reg" 2>/dev/null && echo "    system.reg still names $APPID"
  check "no registry key of the program is left (system.reg)" sh -c "! grep -qi '$APPID' '$WOUT/prefix/system.reg'"
fi
wine_cleanup
echo "    Wine part: $((SECONDS - t_wine)) s"

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
