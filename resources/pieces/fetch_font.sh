#!/bin/sh
# Unpacks Debian's Noto CJK fonts into a folder WITHOUT installing them system-wide: a system CJK font would
# hide the very bug the baked outlines exist to avoid (kanji drawn as boxes where no Japanese font exists).
# Usage: resources/pieces/fetch_font.sh [DIR]   (default /tmp/notocjk); prints the fonts' folder.
set -eu
dir=${1:-/tmp/notocjk}
work=$(mktemp -d)
(cd "$work" && apt-get download fonts-noto-cjk >/dev/null)
dpkg-deb -x "$work"/fonts-noto-cjk_*.deb "$dir"
rm -rf "$work"
echo "$dir/usr/share/fonts/opentype/noto"
