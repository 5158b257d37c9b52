#!/usr/bin/env python3
"""Builds assets/fonts/PegasusSans-Regular.ttf, the font chart exports use.

It merges a Latin subset of Liberation Sans Regular (SIL Open Font License
1.1; renamed, as the licence asks of a modified font with a reserved name)
with a subset of Droid Sans Fallback (Apache License 2.0) holding the 5,401
characters of Big5 level 1 (the common Traditional Chinese characters), the
few the text uses beyond it, CJK symbols and punctuation, and the full-width
forms. Run it by hand when
the set of characters must change; it needs fontTools (Debian:
python3-fonttools) and the Droid font (Debian: fonts-droid-fallback):

    python3 assets/fonts/subset.py LiberationSans-Regular.ttf \
        /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf assets/fonts/PegasusSans-Regular.ttf
"""
import sys

from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont
from fontTools.ttLib.scaleUpem import scale_upem

DROP = ['GSUB', 'GPOS', 'GDEF', 'kern', 'vhea', 'vmtx', 'FFTM', 'gasp', 'prep', 'fpgm', 'cvt ',
        'hdmx', 'VDMX', 'LTSH', 'DSIG', 'meta']


# Characters the catalog and the content use beyond Big5 level 1 (the
# relief time's 紓, feedback's 饋).
BEYOND_LEVEL1 = '紓饋'


def big5_level1():
    out = []
    for hi in range(0xA4, 0xC7):
        for lo in list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)):
            try:
                out.append(bytes([hi, lo]).decode('big5'))
            except UnicodeDecodeError:
                pass
    return ''.join(out)


def cut(path, text, out):
    font = TTFont(path)
    opts = subset.Options()
    opts.layout_features = []
    opts.name_IDs = ['*']
    opts.notdef_outline = True
    opts.hinting = False
    opts.drop_tables += DROP
    sub = subset.Subsetter(opts)
    sub.populate(text=text)
    sub.subset(font)
    font.save(out)


def main(latin_path, cjk_path, out_path):
    latin = ''.join(chr(c) for c in range(0x20, 0x17F)) + '–—‘’“”•…€™−≤≥±×÷µ·→←↑↓√∞≈†‡'
    cjk = big5_level1() + BEYOND_LEVEL1 + ''.join(chr(c) for c in range(0x3000, 0x3040)) + ''.join(chr(c) for c in range(0xFF01, 0xFF5F))
    cut(latin_path, latin, '/tmp/pegasus-latin.ttf')
    cut(cjk_path, cjk, '/tmp/pegasus-cjk.ttf')
    wide = TTFont('/tmp/pegasus-cjk.ttf')
    scale_upem(wide, TTFont('/tmp/pegasus-latin.ttf')['head'].unitsPerEm)
    wide.save('/tmp/pegasus-cjk-scaled.ttf')
    font = Merger().merge(['/tmp/pegasus-latin.ttf', '/tmp/pegasus-cjk-scaled.ttf'])
    name = font['name']
    name.names = []
    for nid, text in [(0, 'Latin glyphs: Liberation Sans, Copyright (c) 2012 Red Hat, Inc. (SIL OFL 1.1). '
                          'CJK glyphs: Droid Sans Fallback, Copyright (c) 2006 Google Corporation (Apache 2.0).'),
                      (1, 'Pegasus Sans'), (2, 'Regular'), (3, 'Pegasus Sans Regular subset'),
                      (4, 'Pegasus Sans Regular'), (5, 'Version 1.0'), (6, 'PegasusSans-Regular'),
                      (13, 'Latin glyphs under the SIL Open Font License 1.1; CJK glyphs under the Apache License 2.0. '
                           'See LICENSE-OFL.txt and LICENSE-APACHE.txt beside this file.')]:
        name.setName(text, nid, 3, 1, 0x409)
    font.save(out_path)


if __name__ == '__main__':
    main(*sys.argv[1:4])
