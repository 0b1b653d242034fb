#!/usr/bin/python3
"""Generate the rank numerals 一..九 drawn down the side of the board.

The glyph outlines are baked in as SVG paths (taken with fontTools from Noto
Serif CJK JP, SIL Open Font License 1.1, the font the piece sprites use), so
the coordinates look the same on a machine with no Japanese font, where text
drawn with QPainter would show empty boxes.

Every numeral is drawn at the same em size on a 100 x 100 viewBox with its ink
centred, so 一 stays a thin stroke and all of them line up with their ranks.

Usage (the font comes from the Debian package fonts-noto-cjk, see below):
    cd /tmp && apt-get download fonts-noto-cjk && dpkg-deb -x fonts-noto-cjk_*.deb /tmp/notocjk
    /usr/bin/python3 generate_numerals.py \
        --font /tmp/notocjk/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc [--out DIR]
"""

import argparse
import os
import sys

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont
from fontTools.ttLib.ttCollection import TTCollection

NUMERALS = "一二三四五六七八九"
VIEW = 100.0
EM = 78.0            # em size in viewBox units; the ink of 八 or 九 is about 0.8 em
INK = "#2b1d0e"      # dark brown: reads on the wood and on the plain board alike


def num(v):
    s = "%.1f" % v
    if s.endswith(".0"):
        s = s[:-2]
    return "0" if s == "-0" else s


def open_japanese_face(path):
    """In a .ttc collection pick the Japanese (non-Mono) face: it has the JP glyph forms."""
    if not path.lower().endswith((".ttc", ".otc")):
        return TTFont(path, lazy=True)
    for i in range(len(TTCollection(path, lazy=True))):
        font = TTFont(path, fontNumber=i, lazy=True)
        family = (font["name"].getDebugName(1) or "").split()
        if "JP" in family and "Mono" not in family:
            return font
    sys.exit("no JP face in %s" % path)


def numeral_svg(font, ch):
    glyphs = font.getGlyphSet()
    name = font.getBestCmap().get(ord(ch))
    if name is None:
        sys.exit("the font has no glyph for %r" % ch)
    bounds = BoundsPen(glyphs)
    glyphs[name].draw(bounds)
    x0, y0, x1, y1 = bounds.bounds
    s = EM / font["head"].unitsPerEm
    dx = VIEW / 2 - s * (x0 + x1) / 2
    dy = VIEW / 2 + s * (y0 + y1) / 2
    pen = SVGPathPen(glyphs, ntos=num)
    glyphs[name].draw(TransformPen(pen, (s, 0, 0, -s, dx, dy)))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            'width="100" height="100" viewBox="0 0 100 100">\n'
            '<path fill="%s" d="%s"/>\n</svg>\n' % (INK, pen.getCommands()))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--font", required=True, help="Noto Serif CJK (.ttc or .otf)")
    parser.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)))
    args = parser.parse_args()
    font = open_japanese_face(args.font)
    for i, ch in enumerate(NUMERALS, start=1):
        with open(os.path.join(args.out, "rank%d.svg" % i), "w", encoding="utf-8") as f:
            f.write(numeral_svg(font, ch))


if __name__ == "__main__":
    main()
