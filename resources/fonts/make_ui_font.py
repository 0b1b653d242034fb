#!/usr/bin/python3
"""Builds resources/fonts/ShogibanJP.otf: Noto Sans CJK JP cut down to the characters a Japanese UI and
Japanese game records use (JIS X 0208: kana, level 1 and 2 kanji, symbols; plus Latin and the shogi marks).

Why: the app shows Japanese text (the ja UI, players' names, KIF comments) also on machines with no Japanese
font, where Qt would draw boxes. The app registers this font only when no installed font covers Japanese.

Usage: make_ui_font.py NotoSansCJK-Regular.ttc OUT.otf   (fetch the font with ../pieces/fetch_font.sh)
"""
import sys

from fontTools import subset
from fontTools.ttLib import TTFont


def jis_x_0208_characters():
    """Every character Shift_JIS can encode in two bytes: the JIS X 0208 repertoire."""
    chars = set()
    for lead in list(range(0x81, 0xA0)) + list(range(0xE0, 0xF0)):
        for trail in list(range(0x40, 0x7F)) + list(range(0x80, 0xFD)):
            try:
                chars.update(bytes([lead, trail]).decode("shift_jis"))
            except UnicodeDecodeError:
                pass
    return chars


def wanted_codepoints():
    points = {ord(c) for c in jis_x_0208_characters()}
    points.update(range(0x20, 0x7F))          # ASCII
    points.update(range(0xA0, 0x180))         # Latin-1 and Latin Extended-A (names, es/it accents)
    points.update(range(0x3000, 0x3100))      # CJK punctuation, hiragana, katakana
    points.update(range(0xFF01, 0xFF9F))      # full-width forms, half-width katakana
    points.update([0x2616, 0x2617, 0x25B2, 0x25B3, 0x25BC, 0x25BD, 0x2192, 0x2190, 0x2026])  # ☖☗▲△▼▽→←…
    return points


def main():
    source, target = sys.argv[1], sys.argv[2]
    font = TTFont(source, fontNumber=0)  # face 0 of the collection is Noto Sans CJK JP
    if font["name"].getDebugName(1) != "Noto Sans CJK JP":
        sys.exit("expected Noto Sans CJK JP as face 0 of " + source)
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.hinting = False
    options.desubroutinize = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(wanted_codepoints()))
    subsetter.subset(font)
    # A family name of our own, so it never shadows a real installed Noto Sans CJK JP.
    for record in font["name"].names:
        if record.nameID in (1, 4, 16):
            record.string = "Shogiban JP"
        elif record.nameID == 6:
            record.string = "ShogibanJP-Regular"
    font.save(target)


if __name__ == "__main__":
    main()
