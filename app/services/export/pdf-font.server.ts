import fontkit, { type Font, type GlyphRun } from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";
import { notoSansRegularBase64 } from "~/generated/export-font";

// The font every PDF Scout makes embeds: Noto Sans Regular (SIL OFL 1.1), subset by
// scripts/subset-font.py to Latin with accents, Greek, Cyrillic and punctuation. It is decoded and
// parsed once per isolate, not once per file; each PDF embeds only the glyphs it draws.
//
// pdf-lib encodes and measures text through fontkit's layout(): full OpenType shaping of each
// line, substitutions and positioning, of which it keeps only the glyph ids (it draws every glyph
// at its advance width and drops the positions). That shaping was six sevenths of an export's CPU
// (the largest school file took 4.2 s, 0.6 s without it: npm run bench:pdf), and its
// substitutions cost the text layer characters: ccmp splits ọ into o and a dot whose glyph maps to
// no character of its own, so a reader copied "hoAc" for "học". Here each character is drawn with
// its own glyph from the font's character map: what the page showed, for a fraction of the work.

let bytes: Uint8Array | null = null;
function exportFontBytes(): Uint8Array {
  bytes ??= Uint8Array.from(atob(notoSansRegularBase64), (c) => c.charCodeAt(0));
  return bytes;
}

let parsed: Font | null = null;
/** fontkit as pdf-lib calls it, for the export font only (the only bytes given to it). */
const exportFontkit = {
  create(data: Uint8Array): Font {
    if (parsed) return parsed;
    const font = fontkit.create(data);
    // pdf-lib reads only the glyphs of a layout. The font maps no two characters to one glyph, so
    // a glyph stands for one character in the PDF's text (its ToUnicode map).
    font.layout = (text: string) => ({ glyphs: font.glyphsForString(text) }) as GlyphRun;
    parsed = font;
    return font;
  },
};

let characters: ReadonlySet<number> | null = null;

/** Embeds the export font in `doc`: the font to draw with, and the characters it can draw. */
export async function embedExportFont(doc: PDFDocument): Promise<{ font: PDFFont; supported: ReadonlySet<number> }> {
  doc.registerFontkit(exportFontkit);
  const font = await doc.embedFont(exportFontBytes(), { subset: true });
  characters ??= new Set(font.getCharacterSet());
  return { font, supported: characters };
}
