#!/usr/bin/env bash
# Writes assets/fonts/ from Debian's DejaVu Sans Condensed 2.37 (fonts-dejavu-extra), kept to
# the Latin letters, punctuation, arrows and symbols a game table prints, without hinting (Fyne
# draws text unhinted): the window parses each font it uses whole and keeps it, and the 6,253
# glyphs of the whole font cost some 2 MB of memory a style; these keep 1,489.
# Needs fontTools (Debian: python3-fonttools). ui's TestFontHasEveryGlyphTheGamePrints checks
# that every text of the game still has its glyphs.
set -euo pipefail
cd "$(dirname "$0")/.."
from=${DEJAVU_DIR:-/usr/share/fonts/truetype/dejavu}
unicodes="U+0020-007E,U+00A0-017F,U+0192,U+02C6-02DD,U+2000-206F,U+20A0-20CF,U+2100-214F"
unicodes+=",U+2190-21FF,U+2200-22FF,U+2300-23FF,U+25A0-25FF,U+2600-26FF,U+2700-27BF,U+FFFD"
for name in DejaVuSansCondensed DejaVuSansCondensed-Bold DejaVuSansCondensed-Oblique; do
  python3 -m fontTools.subset "$from/$name.ttf" --unicodes="$unicodes" --layout-features='*' \
    --no-hinting --drop-tables+=MATH,FFTM --name-IDs='*' --name-legacy --name-languages='*' \
    --notdef-outline --output-file="assets/fonts/$name.ttf"
done
