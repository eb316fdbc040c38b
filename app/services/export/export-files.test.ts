import fontkit from "@pdf-lib/fontkit";
import { strFromU8, unzlibSync } from "fflate";
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { OPS, getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { PLACEHOLDER } from "~/domain/export/essay-export";
import { notoSansRegularBase64 } from "~/generated/export-font";
import { docxText } from "../../../tests/support/export-files";
import { renderDocx } from "./docx.server";
import { PDF_BODY, PDF_PAGE, renderPdf } from "./pdf.server";

// The files round-trip the applicant's words exactly: the Word file read back from its
// word/document.xml, the PDF from its text as a PDF reader extracts it.

const words = Array.from({ length: 5000 }, (_, i) => ["application", "leadership", "Zürich", "team", "growth", "résumé"][i % 6]).join(" ");
const corpus = [
  "Accents: café, naïve, Zürich, São Paulo, Łódź, Việt Nam, Ørsted.",
  "Greek: Η αλήθεια είναι απλή. Cyrillic: Правда проста, Україна.",
  "Vietnamese: Tôi học được rằng lắng nghe quan trọng hơn mọi kế hoạch.",
  "Quotes: \u201Ccurly\u201D and \u2018single\u2019, \"straight\" and 'plain'.",
  "Dashes \u2014 em, en \u2013 dash, hyphen-minus, ellipsis\u2026 and three dots...",
  "\tA tab at the start, and\tone inside.",
  "  Two leading spaces, two  inside.",
  "",
  "",
  "",
  "After three blank lines.",
  words,
  "The end.",
].join("\n");

async function readDocx(bytes: Uint8Array): Promise<string> {
  return docxText(bytes);
}

type Glyph = { unicode: string } | number | null;

/**
 * The body text of a PDF as pdf.js reads it: every glyph each text operator shows, through the
 * font's ToUnicode map, placed in its line slot by its baseline (pdf.js's own text layer folds
 * runs of spaces and tabs, so it cannot show that they survive); a line ending in a space or a
 * tab is one the page wrapped. Smaller text (the note on missing characters) is returned apart.
 */
async function readPdf(bytes: Uint8Array): Promise<{ text: string; notes: string[]; words: string }> {
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  const slotsPerPage = Math.floor((PDF_PAGE.height - 2 * PDF_PAGE.margin) / PDF_BODY.lineHeight);
  const firstBaseline = PDF_PAGE.height - PDF_PAGE.margin - PDF_BODY.size;
  const slots: string[] = [];
  const notes: string[] = [];
  let words = "";
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const { fnArray, argsArray } = await page.getOperatorList();
    let size = 0;
    let y = 0;
    fnArray.forEach((fn, index) => {
      const args = argsArray[index] as unknown[];
      if (fn === OPS.setFont) size = args[1] as number;
      else if (fn === OPS.setTextMatrix) y = (args[0] as number[])[5]!;
      else if (fn === OPS.showText) {
        const shown = (args[0] as Glyph[]).map((glyph) => (glyph && typeof glyph === "object" ? glyph.unicode : "")).join("");
        if (size !== PDF_BODY.size) return void notes.push(shown);
        const slot = (number - 1) * slotsPerPage + Math.round((firstBaseline - y) / PDF_BODY.lineHeight);
        slots[slot] = (slots[slot] ?? "") + shown;
      }
    });
    const content = await page.getTextContent();
    words += ` ${content.items.map((item) => ("str" in item ? item.str : "")).join(" ")}`;
  }
  let text = "";
  for (let i = 0; i < slots.length; i++) {
    const line = slots[i] ?? "";
    text += line;
    if (i < slots.length - 1 && !/[ \t]$/.test(line)) text += "\n";
  }
  return { text, notes, words };
}

/**
 * Each glyph of the font a PDF embeds, with the character its ToUnicode map gives it: the PDF's
 * own subset of the export font, as a PDF reader gets it.
 */
async function embeddedGlyphs(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const fonts: Uint8Array[] = [];
  const characters = new Map<number, string>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    const file = object.get(PDFName.of("FontFile2"));
    if (file) fonts.push(unzlibSync((doc.context.lookup(file) as PDFRawStream).contents));
    const toUnicode = object.get(PDFName.of("ToUnicode"));
    if (!toUnicode) continue;
    const cmap = strFromU8(unzlibSync((doc.context.lookup(toUnicode) as PDFRawStream).contents));
    for (const [, glyph, text] of cmap.matchAll(/^<([0-9A-F]{4})> <([0-9A-F]+)>$/gim)) {
      const units = text!.match(/.{4}/g)!.map((unit) => parseInt(unit, 16));
      characters.set(parseInt(glyph!, 16), String.fromCharCode(...units));
    }
  }
  expect(fonts).toHaveLength(1);
  return { font: fontkit.create(fonts[0]!), characters };
}

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).join(" ");

describe("the Word file", () => {
  it("holds the text exactly: accents, scripts, quotes, dashes, tabs, spaces, blank lines, 5,000 words", async () => {
    const { bytes, missing } = await renderDocx({ title: "t", blocks: [{ kind: "text", text: corpus }] });
    expect(await readDocx(bytes)).toBe(corpus);
    expect(missing).toEqual([]);
  });

  it("keeps an emoji and CJK (Word draws them) and replaces only what XML cannot hold, naming it", async () => {
    const text = "Smile 😀 and 中文.\nA form feed\fhere.";
    const { bytes, missing } = await renderDocx({ title: "t", blocks: [{ kind: "text", text }] });
    const read = await readDocx(bytes);
    expect(read.startsWith(`Smile 😀 and 中文.\nA form feed${PLACEHOLDER}here.\n`)).toBe(true);
    expect(read).toContain("U+000C");
    expect(missing).toEqual(["\f"]);
  });
});

describe("the PDF", () => {
  it("reads back exactly: accents, scripts, quotes, dashes, tabs, spaces, blank lines, 5,000 words", async () => {
    const { bytes, missing } = await renderPdf({ title: "t", blocks: [{ kind: "text", text: corpus }] });
    const { text, notes, words } = await readPdf(bytes);
    expect(text).toBe(corpus);
    // A reader's text layer sees the same words.
    expect(wordsOf(words)).toBe(wordsOf(corpus));
    expect(missing).toEqual([]);
    expect(notes).toEqual([]);
  });

  it("embeds each character's glyph as the font draws it (a broken subset scatters them on the page)", async () => {
    const { bytes } = await renderPdf({
      title: "t",
      blocks: [
        { kind: "title", text: "A title" },
        { kind: "text", text: corpus },
      ],
    });
    const { font, characters } = await embeddedGlyphs(bytes);
    const source = fontkit.create(Uint8Array.from(atob(notoSansRegularBase64), (c) => c.charCodeAt(0)));
    const drawn = new Set([...("A title" + corpus)].filter((character) => character !== "\n"));
    expect(new Set(characters.values())).toEqual(drawn);
    for (const [glyph, character] of characters) {
      const expected = source.glyphForCodePoint(character.codePointAt(0)!);
      const embedded = font.getGlyph(glyph);
      expect({ character, outline: embedded.path.toSVG(), advance: embedded.advanceWidth }).toEqual({
        character,
        outline: expected.path.toSVG(),
        advance: expected.advanceWidth,
      });
    }
  });

  it("draws an emoji as the placeholder and names it on the page", async () => {
    const text = "Proud of this 😀 and 👍🏽 result.";
    const { bytes, missing } = await renderPdf({ title: "t", blocks: [{ kind: "text", text }] });
    const { text: read, notes } = await readPdf(bytes);
    expect(read).toBe(`Proud of this ${PLACEHOLDER} and ${PLACEHOLDER} result.`);
    expect(missing).toEqual(["😀", "👍🏽"]);
    expect(notes.join(" ")).toContain("U+1F600");
    expect(notes.join(" ")).toContain("U+1F44D U+1F3FD");
  });
});
