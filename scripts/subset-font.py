# Makes app/services/export/fonts/NotoSans-Regular-subset.ttf, the font every exported PDF embeds
# (docs/export.md). Run by hand when the font or its ranges change; the output is committed.
#   npm pack @expo-google-fonts/noto-sans   (ships Noto Sans 400 Regular as a TTF, OFL 1.1)
#   apt-get install python3-fonttools   (or pip install fonttools)
#   python3 scripts/subset-font.py path/to/NotoSans_400Regular.ttf
# Keeps Latin (with accents and Vietnamese), Greek, Cyrillic, punctuation, currency, arrows, maths
# and U+FFFD (the placeholder for a character the font lacks), drops hinting; then adds a tab
# glyph: a blank four spaces wide, so a tab is drawn as a gap and read back from the PDF as a tab.
# Every glyph's outline is padded to a multiple of four bytes: the PDF's own subset (made by
# @pdf-lib/fontkit for each file) copies outlines as they are and writes a short loca table, whose
# offsets count in pairs of bytes, so one outline of odd length shifts every glyph after it and
# the page draws scattered glyphs (scripts/build-font.mjs refuses such a font).
import sys
from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.pens.ttGlyphPen import TTGlyphPen

SOURCE = sys.argv[1]
OUT = "app/services/export/fonts/NotoSans-Regular-subset.ttf"
RANGES = "U+0020-007E,U+00A0-036F,U+0370-03FF,U+0400-052F,U+1E00-1EFF,U+1F00-1FFF,U+2000-206F,U+20A0-20CF,U+2100-214F,U+2150-218F,U+2190-21FF,U+2200-22FF,U+25A0-25FF,U+FFFD"

options = subset.Options()
options.layout_features = ["kern", "ccmp", "locl", "mark", "mkmk"]
options.hinting = False
options.desubroutinize = True
options.name_IDs = ["*"]
options.notdef_outline = True
font = TTFont(SOURCE)
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=subset.parse_unicodes(RANGES))
subsetter.subset(font)

order = font.getGlyphOrder()
order.append("tab")
font.setGlyphOrder(order)
font["glyf"].glyphs["tab"] = TTGlyphPen(None).glyph()
space_advance = font["hmtx"]["space"][0]
font["hmtx"].metrics["tab"] = (space_advance * 4, 0)
font["maxp"].numGlyphs = len(order)
for table in font["cmap"].tables:
    if table.isUnicode():
        table.cmap[0x09] = "tab"
font["glyf"].padding = 4
font.save(OUT)
print(f"{OUT}: {len(font.getBestCmap())} characters")
