#!/usr/bin/python3
"""Generate the shogi piece sprites (standalone SVG files) used by Shogiban.

Every face is a pentagonal wooden piece pointing up (Black's viewpoint; the
app rotates sprites 180 degrees for White).  All lettering -- kanji and Latin
letters alike -- is baked in as <path> outlines taken from the font with
fontTools, never as SVG <text>: the app must render correctly on machines that
have no Japanese font, and QtSvg draws <text> kanji as empty boxes there.
Output sticks to what QtSvg (SVG Tiny 1.2) handles: paths, circles, one
linearGradient and plain presentation attributes (no CSS, filters, masks).

Usage (see README.md and fetch_font.sh):
    /usr/bin/python3 generate_pieces.py --serif NotoSerifCJK-Bold.ttc \
        --sans NotoSansCJK-Bold.ttc [--out DIR]
"""

import argparse
import math
import os
import sys

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont
from fontTools.ttLib.ttCollection import TTCollection

# --------------------------------------------------------------------------
# Colours and geometry shared by every style
# --------------------------------------------------------------------------

VIEW_W, VIEW_H = 100, 110
BASE_Y = 106.0          # bottom edge of every piece: pieces sit on one line
CENTER_X = 50.0
INK = "#1a1410"         # near-black, slightly warm like lacquer
RED = "#c8102e"         # promoted faces
OUTLINE = "#5a3e1b"
WOOD_LIGHT = "#f6e2b3"
WOOD_DARK = "#e2bd7a"

# Full-size (king) pentagon, in units above the base: traditional sets make
# the pieces smaller by rank, so everything below is multiplied by the scale.
PIECE_HALF_BASE = 43.0   # half width at the base
PIECE_HALF_SHOULDER = 37.5
PIECE_SHOULDER_H = 70.0  # height of the shoulders above the base
PIECE_HEIGHT = 98.0      # height of the tip above the base

RANK_SCALE = {"king": 1.00, "major": 0.97, "general": 0.94,
              "minor": 0.91, "pawn": 0.88}

# Movement kinds for the beginner style, as (dx, dy) with dy = -1 forward.
N, S, E, W = (0, -1), (0, 1), (1, 0), (-1, 0)
NE, NW, SE, SW = (1, -1), (-1, -1), (1, 1), (-1, 1)
ORTHO = [N, E, S, W]
DIAG = [NE, SE, SW, NW]
GOLD_STEPS = [N, NE, NW, E, W, S]
SILVER_STEPS = [N, NE, NW, SE, SW]

# code: (rank, promoted, kanji, two-kanji, steps, ranges, jumps, pictogram,
#        letters {lang: letter})
PIECES = {
    "OU": ("king", False, "王", "王将", ORTHO + DIAG, [], [], "crown",
           {"en": "K", "es": "R", "it": "R"}),
    "GY": ("king", False, "玉", "玉将", ORTHO + DIAG, [], [], "crown",
           {"en": "K", "es": "R", "it": "R"}),
    "HI": ("major", False, "飛", "飛車", [], ORTHO, [], "rook",
           {"en": "R", "es": "T", "it": "T"}),
    "KA": ("major", False, "角", "角行", [], DIAG, [], "bishop",
           {"en": "B", "es": "A", "it": "A"}),
    "KI": ("general", False, "金", "金将", GOLD_STEPS, [], [], "gold",
           {"en": "G", "es": "O", "it": "O"}),
    "GI": ("general", False, "銀", "銀将", SILVER_STEPS, [], [], "silver",
           {"en": "S", "es": "Pl", "it": "Ar"}),
    "KE": ("minor", False, "桂", "桂馬", [], [], [(-1, -2), (1, -2)], "knight",
           {"en": "N", "es": "C", "it": "C"}),
    "KY": ("minor", False, "香", "香車", [], [N], [], "lance",
           {"en": "L", "es": "L", "it": "L"}),
    "FU": ("pawn", False, "歩", "歩兵", [N], [], [], "pawn",
           {"en": "P", "es": "P", "it": "P"}),
    "RY": ("major", True, "龍", "龍王", DIAG, ORTHO, [], "dragon",
           {"en": "R", "es": "T", "it": "T"}),
    "UM": ("major", True, "馬", "龍馬", ORTHO, DIAG, [], "horse",
           {"en": "B", "es": "A", "it": "A"}),
    "NG": ("general", True, "全", "成銀", GOLD_STEPS, [], [], "silver",
           {"en": "S", "es": "Pl", "it": "Ar"}),
    "NK": ("minor", True, "圭", "成桂", GOLD_STEPS, [], [], "knight",
           {"en": "N", "es": "C", "it": "C"}),
    "NY": ("minor", True, "杏", "成香", GOLD_STEPS, [], [], "lance",
           {"en": "L", "es": "L", "it": "L"}),
    "TO": ("pawn", True, "と", "と金", GOLD_STEPS, [], [], "pawn",
           {"en": "P", "es": "P", "it": "P"}),
}


def num(v):
    """Format a coordinate with one decimal, dropping '.0' and '-0'."""
    s = "%.1f" % v
    if s.endswith(".0"):
        s = s[:-2]
    return "0" if s == "-0" else s


# --------------------------------------------------------------------------
# Fonts: glyph outlines as SVG path data
# --------------------------------------------------------------------------

def open_face(path, want="JP"):
    """Open a font; in a .ttc collection pick the (non-Mono) Japanese face,
    because the JP face has the Japanese glyph forms (歩 not 步)."""
    if not path.lower().endswith((".ttc", ".otc")):
        return TTFont(path, lazy=True)
    count = len(TTCollection(path, lazy=True))
    for i in range(count):
        font = TTFont(path, fontNumber=i, lazy=True)
        family = font["name"].getDebugName(1) or ""
        if want in family.split() and "Mono" not in family:
            return font
    sys.exit("no %s face in %s" % (want, path))


class GlyphSource:
    """Outlines of characters of one font, placed in SVG coordinates."""

    def __init__(self, path):
        self.font = open_face(path)
        self.glyphs = self.font.getGlyphSet()
        self.cmap = self.font.getBestCmap()
        self.upem = self.font["head"].unitsPerEm
        self.name = self.font["name"].getDebugName(4)
        self.version = self.font["name"].getDebugName(5)

    def glyph(self, ch):
        name = self.cmap.get(ord(ch))
        if name is None:  # a missing glyph would silently become tofu
            sys.exit("font %s has no glyph for %r" % (self.name, ch))
        return self.glyphs[name]

    def ink_bounds(self, ch):
        """Ink bounding box (xmin, ymin, xmax, ymax) in font units, y up."""
        pen = BoundsPen(self.glyphs)
        self.glyph(ch).draw(pen)
        return pen.bounds

    def advance(self, ch):
        return self.glyph(ch).width

    def path(self, ch, sx, sy, dx, dy):
        """SVG path data of `ch` mapped by x' = sx*x + dx, y' = -sy*y + dy."""
        pen = SVGPathPen(self.glyphs, ntos=num)
        self.glyph(ch).draw(TransformPen(pen, (sx, 0, 0, -sy, dx, dy)))
        return pen.getCommands()

    def centered(self, ch, em_w, em_h, cx, cy):
        """Path of `ch` at em size (em_w x em_h) with its ink box centred on
        (cx, cy).  Centring the ink rather than the em box keeps kanji of
        different shapes optically centred on the piece."""
        x0, y0, x1, y1 = self.ink_bounds(ch)
        sx, sy = em_w / self.upem, em_h / self.upem
        dx = cx - sx * (x0 + x1) / 2
        dy = cy + sy * (y0 + y1) / 2
        return self.path(ch, sx, sy, dx, dy)


# --------------------------------------------------------------------------
# The wooden pentagon
# --------------------------------------------------------------------------

class Piece:
    """Geometry helpers for one piece size (all lengths scaled by rank)."""

    def __init__(self, scale):
        self.s = scale

    def y(self, h):
        """SVG y of a point `h` king-units above the base."""
        return BASE_Y - h * self.s

    def x(self, d):
        return CENTER_X + d * self.s

    def outline_points(self, inset=0.0):
        s, i = self.s, inset
        hb, hs = PIECE_HALF_BASE * s - i, PIECE_HALF_SHOULDER * s - i
        return [(CENTER_X, BASE_Y - PIECE_HEIGHT * s + i * 1.6),
                (CENTER_X + hs, BASE_Y - PIECE_SHOULDER_H * s + i * 0.3),
                (CENTER_X + hb, BASE_Y - i),
                (CENTER_X - hb, BASE_Y - i),
                (CENTER_X - hs, BASE_Y - PIECE_SHOULDER_H * s + i * 0.3)]

    def body(self):
        """SVG elements of the wooden piece itself (no lettering)."""
        pts = " ".join("%s %s" % (num(x), num(y))
                       for x, y in self.outline_points())
        bevel = " ".join("%s %s" % (num(x), num(y))
                         for x, y in self.outline_points(3.2 * self.s))
        return [
            '<path d="M%sZ" fill="url(#wood)" stroke="%s" stroke-width="1.5"'
            ' stroke-linejoin="round"/>' % (pts, OUTLINE),
            # A faint inner line suggests the bevelled edge of a real piece.
            '<path d="M%sZ" fill="none" stroke="#fff7e0" stroke-opacity="0.55"'
            ' stroke-width="0.8" stroke-linejoin="round"/>' % bevel,
        ]


def svg_document(elements):
    defs = ('<defs><linearGradient id="wood" x1="0" y1="0" x2="0.35" y2="1">'
            '<stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/>'
            '</linearGradient></defs>' % (WOOD_LIGHT, WOOD_DARK))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" '
            'baseProfile="tiny" width="%d" height="%d" viewBox="0 0 %d %d">\n'
            % (VIEW_W, VIEW_H, VIEW_W, VIEW_H)
            + defs + "\n" + "\n".join(elements) + "\n</svg>\n")


def ink_path(d, color):
    return '<path fill="%s" d="%s"/>' % (color, d)


# --------------------------------------------------------------------------
# Styles
# --------------------------------------------------------------------------

def face_kanji(piece, info, serif, sans):
    """One big traditional character."""
    _, promoted, k1 = info[:3]
    color = RED if promoted else INK
    em = 60 * piece.s
    d = serif.centered(k1, em, em, piece.x(0), piece.y(40))
    return [ink_path(d, color)]


def face_kanji2(piece, info, serif, sans):
    """Two characters stacked, slightly narrowed like on real pieces."""
    _, promoted, _, k2 = info[:4]
    color = RED if promoted else INK
    em_w, em_h = 35 * piece.s, 40 * piece.s
    out = []
    for ch, h in zip(k2, (62, 23)):
        out.append(ink_path(serif.centered(ch, em_w, em_h, piece.x(0),
                                           piece.y(h)), color))
    return out


def arrow_head(tip_x, tip_y, ux, uy, length, half_w):
    """Filled triangle pointing along unit vector (ux, uy) with its tip at
    (tip_x, tip_y)."""
    bx, by = tip_x - ux * length, tip_y - uy * length
    px, py = -uy * half_w, ux * half_w
    return "M%s %sL%s %sL%s %sZ" % (num(tip_x), num(tip_y),
                                    num(bx + px), num(by + py),
                                    num(bx - px), num(by - py))


def face_beginner(piece, info, serif, sans):
    """Small character plus its movement: dots for single steps, arrows
    for ranging moves, dots on the two knight targets."""
    _, promoted, k1, _, steps, ranges, jumps = info[:7]
    color = RED if promoted else INK
    s = piece.s
    cx, cy = piece.x(0), piece.y(41)
    out = [ink_path(serif.centered(k1, 34 * s, 34 * s, cx, cy), color)]

    # Step dots sit on a ring around the character; the ring is a little
    # taller than wide because the piece is.
    for dx, dy in steps:
        out.append('<circle cx="%s" cy="%s" r="%s" fill="%s"/>'
                   % (num(cx + dx * 27 * s), num(cy + dy * 29 * s),
                      num(4.6 * s), color))

    # Ranging moves: a line from the character towards the piece's edge,
    # ending in an arrowhead.  End points chosen to stay inside the outline.
    reach = {N: (0, -52), S: (0, 33), E: (35, 0), W: (-35, 0),
             NE: (31, -30), NW: (-31, -30), SE: (33, 33), SW: (-33, 33)}
    lines, heads = [], []
    for dxy in ranges:
        ex, ey = reach[dxy]
        length = math.hypot(ex, ey)
        ux, uy = ex / length, ey / length
        start = 26 if dxy in DIAG else 21
        x0, y0 = cx + ux * start * s, cy + uy * start * s
        x1, y1 = cx + ex * s, cy + ey * s
        head = 8 * s
        lines.append("M%s %sL%s %s" % (num(x0), num(y0),
                                       num(x1 - ux * head * 0.6),
                                       num(y1 - uy * head * 0.6)))
        heads.append(arrow_head(x1, y1, ux, uy, head, 4.6 * s))
    if lines:
        out.append('<path fill="none" stroke="%s" stroke-width="%s" '
                   'stroke-linecap="round" d="%s"/>'
                   % (color, num(3.2 * s), "".join(lines)))
        out.append(ink_path("".join(heads), color))

    # Knight: the two targets two rows ahead, one column aside.
    for dx, dy in jumps:
        out.append('<circle cx="%s" cy="%s" r="%s" fill="%s"/>'
                   % (num(cx + dx * 12 * s), num(cy + dy * 19.5 * s),
                      num(4.6 * s), color))
    return out


# Pictograms are drawn in a unit box [-1, 1] x [-1, 1] (y down) and placed
# with a transform.  Each returns SVG elements using `c` as ink colour.

def picto_arrows(dirs, c, with_dots=()):
    lines, heads = [], []
    for dx, dy in dirs:
        L = math.hypot(dx, dy)
        ux, uy = dx / L, dy / L
        r = 0.95 if (dx and dy) else 0.98
        lines.append("M0 0L%s %s" % (num(ux * (r - 0.3) * 10),
                                     num(uy * (r - 0.3) * 10)))
        heads.append(arrow_head(ux * r * 10, uy * r * 10, ux, uy,
                                4.2, 3.0))
    out = ['<path fill="none" stroke="%s" stroke-width="2.2" '
           'stroke-linecap="round" d="%s"/>' % (c, "".join(lines)),
           '<path fill="%s" d="%s"/>' % (c, "".join(heads))]
    # The promoted major pieces add one-step moves: shown as dots.
    for dx, dy in with_dots:
        k = 6.6 if (dx and dy) else 8.4
        out.append('<circle cx="%s" cy="%s" r="2" fill="%s"/>'
                   % (num(dx * k), num(dy * k), c))
    return out


def crescent(r_out, r_in, shift):
    """Crescent: a circle of radius r_out at the origin minus a circle of
    radius r_in centred `shift` to the left.  Arcs meet at the horns."""
    hx = (r_in ** 2 - r_out ** 2 - shift ** 2) / (2 * shift)
    hy = math.sqrt(r_out ** 2 - hx ** 2)
    return ("M%s %sA%s %s 0 1 1 %s %sA%s %s 0 1 0 %s %sZ"
            % (num(hx), num(-hy), num(r_out), num(r_out), num(hx), num(hy),
               num(r_in), num(r_in), num(hx), num(-hy)))


def pictogram(kind, c):
    """Elements of one pictogram in a 20 x 20 box centred on the origin."""
    if kind == "crown":
        return ['<path fill="%s" d="M-8 5.5L-9.3 -4.2L-4.4 0.4L0 -7.2L4.4 0.4'
                'L9.3 -4.2L8 5.5ZM-8 7.2H8V9.4H-8Z"/>' % c,
                '<circle cx="-9.3" cy="-5.4" r="1.5" fill="%s"/>' % c,
                '<circle cx="0" cy="-8.4" r="1.5" fill="%s"/>' % c,
                '<circle cx="9.3" cy="-5.4" r="1.5" fill="%s"/>' % c]
    if kind == "rook":
        return picto_arrows(ORTHO, c)
    if kind == "bishop":
        return picto_arrows(DIAG, c)
    if kind == "dragon":
        return picto_arrows(ORTHO, c, DIAG)
    if kind == "horse":
        return picto_arrows(DIAG, c, ORTHO)
    if kind == "gold":      # alchemical gold / sun: circle with a dot
        return ['<circle cx="0" cy="0" r="7.8" fill="none" stroke="%s" '
                'stroke-width="2.4"/>' % c,
                '<circle cx="0" cy="0" r="2.5" fill="%s"/>' % c]
    if kind == "silver":    # alchemical silver: crescent moon, horns left
        return ['<path fill="%s" d="%s"/>' % (c, crescent(8.5, 7.2, 4.2))]
    if kind == "lance":     # a spear pointing forward
        return ['<path fill="none" stroke="%s" stroke-width="2.4" '
                'stroke-linecap="round" d="M0 9.6V-3"/>' % c,
                '<path fill="%s" d="M0 -10.2L5 -1L0 -3L-5 -1Z"/>' % c]
    if kind == "pawn":      # a small arrowhead: one step forward
        return ['<path fill="%s" d="M0 -6.5L7 5L0 1.6L-7 5Z"/>' % c]
    if kind == "knight":    # stylised horse head facing left
        return ['<path fill="%s" d="M6.6 9.6C8.6 2.6 7.4 -4.6 1.2 -7.6'
                'L0.6 -10L-1.8 -7.8C-5.2 -7 -7.8 -3.2 -9.4 1.4L-8.2 3.6'
                'L-5.4 3.8C-3.8 2.6 -2.2 1.6 -0.8 1.6C-2.6 4.6 -4.4 7 -4.4 9.6Z"/>'
                % c,
                '<circle cx="-3" cy="-3" r="1.1" fill="%s"/>' % WOOD_LIGHT]
    raise ValueError(kind)


def latin_label(sans, text, promoted, cx, baseline, em, color):
    """Letters laid out by advance width and centred on cx; a promoted
    label gets a smaller '+' in front, raised to the middle of the caps."""
    scale = em / sans.upem
    parts = []  # (char, scale, x offset in font units of the base scale, dy)
    pen_x = 0.0
    if promoted:
        plus_scale = scale * 0.8
        parts.append(("+", plus_scale, pen_x, -em * 0.12))
        pen_x += sans.advance("+") * plus_scale / scale * 0.85
    for ch in text:
        parts.append((ch, scale, pen_x, 0.0))
        pen_x += sans.advance(ch)
    # Centre on the ink of the whole label.
    x_min = min(p[2] * scale + sans.ink_bounds(p[0])[0] * p[1] for p in parts)
    x_max = max(p[2] * scale + sans.ink_bounds(p[0])[2] * p[1] for p in parts)
    left = cx - (x_min + x_max) / 2
    d = "".join(sans.path(ch, sc, sc, left + off * scale, baseline + dy)
                for ch, sc, off, dy in parts)
    return ink_path(d, color)


def make_face_western(lang):
    def face_western(piece, info, serif, sans):
        """Pictogram in the upper half, notation letter below."""
        _, promoted, *_rest = info
        picto, letters = info[7], info[8]
        color = RED if promoted else INK
        s = piece.s
        size = 2.1 * s    # the 20-unit pictogram box becomes 42 units
        out = ['<g transform="translate(%s %s) scale(%s)">'
               % (num(piece.x(0)), num(piece.y(64)), "%.3f" % size)]
        out += pictogram(picto, color)
        out.append("</g>")
        out.append(latin_label(sans, letters[lang], promoted, piece.x(0),
                               piece.y(8), 36 * s, color))
        return out
    return face_western


STYLES = {
    "kanji": face_kanji,
    "kanji2": face_kanji2,
    "beginner": face_beginner,
    "western_en": make_face_western("en"),
    "western_es": make_face_western("es"),
    "western_it": make_face_western("it"),
}


# --------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--serif", required=True,
                    help="Noto Serif CJK Bold (.ttc/.otf) for kanji")
    ap.add_argument("--sans", required=True,
                    help="Noto Sans CJK Bold (.ttc/.otf) for Latin letters")
    ap.add_argument("--out", default=here, help="output directory")
    args = ap.parse_args()

    serif, sans = GlyphSource(args.serif), GlyphSource(args.sans)
    print("kanji: %s (%s)" % (serif.name, serif.version))
    print("latin: %s (%s)" % (sans.name, sans.version))
    for style, face in STYLES.items():
        os.makedirs(os.path.join(args.out, style), exist_ok=True)
        for code, info in PIECES.items():
            piece = Piece(RANK_SCALE[info[0]])
            svg = svg_document(piece.body() + face(piece, info, serif, sans))
            path = os.path.join(args.out, style, code + ".svg")
            with open(path, "w", encoding="utf-8") as f:
                f.write(svg)
    print("wrote %d files under %s" % (len(STYLES) * len(PIECES), args.out))


if __name__ == "__main__":
    main()
