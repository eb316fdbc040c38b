import { PDFDocument, type PDFFont, type PDFName, type PDFPage, degrees, drawText, rgb } from "pdf-lib";
import { PLACEHOLDER, missingCharactersNote } from "~/domain/export/essay-export";
import { embedExportFont } from "./pdf-font.server";

// Any PDF Scout makes (essays, and reports such as the authorship report): a title block and
// paragraphs, drawn with an embedded open font (Noto Sans, SIL OFL 1.1, subset to Latin with
// accents, Greek, Cyrillic and punctuation: pdf-font.server.ts). The text is drawn exactly
// as given: every line break starts a line, blank lines stay blank, spaces and tabs are drawn
// (a tab as a gap four spaces wide), long lines wrap after a space, which stays at the end of
// the line. A character the font lacks (an emoji, CJK) is drawn as U+FFFD and named in a note
// after the block it was in: never silently dropped (docs/export.md).

export type PdfBlock =
  /** The document's or a section's title, large. */
  | { kind: "title"; text: string }
  /** A small grey line above or below a title: the school, the limit and count, the date. */
  | { kind: "label"; text: string }
  /** A question or a sub-heading: grey, a little smaller than the text. */
  | { kind: "quote"; text: string }
  /** The text itself, exactly as written. */
  | { kind: "text"; text: string }
  /** The next block starts on a new page. */
  | { kind: "pageBreak" };

export type PdfSpec = { title: string; author?: string; subject?: string; blocks: PdfBlock[] };

/** The page, in points: US Letter, one-inch margins. */
export const PDF_PAGE = { width: 612, height: 792, margin: 72 } as const;
/** Body text size and the distance between two lines' baselines (tests read lines back by it). */
export const PDF_BODY = { size: 11, lineHeight: 16 } as const;

const STYLES = {
  title: { size: 18, lineHeight: 24, gapAfter: 6, color: rgb(0.06, 0.09, 0.16) },
  label: { size: 9.5, lineHeight: 14, gapAfter: 2, color: rgb(0.28, 0.33, 0.41) },
  quote: { size: 10.5, lineHeight: 15, gapAfter: 10, color: rgb(0.2, 0.25, 0.33) },
  text: { size: PDF_BODY.size, lineHeight: PDF_BODY.lineHeight, gapAfter: 12, color: rgb(0, 0, 0) },
  note: { size: 9, lineHeight: 13, gapAfter: 12, color: rgb(0.6, 0.1, 0.1) },
} as const;

// Joiners and modifiers that belong to the character before them: an emoji sequence is one
// placeholder, not three.
const isJoined = (code: number) =>
  code === 0x200d || code === 0xfe0e || code === 0xfe0f || code === 0x20e3 || (code >= 0x1f3fb && code <= 0x1f3ff) || (code >= 0xe0020 && code <= 0xe007f);

/** The text as the font can draw it, and each run of characters it could not (emoji, CJK). */
export function drawable(text: string, supported: ReadonlySet<number>): { text: string; missing: string[] } {
  let out = "";
  const missing: string[] = [];
  let run: string | null = null;
  let afterJoiner = false;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (run !== null && (isJoined(code) || afterJoiner)) {
      run += character;
      afterJoiner = code === 0x200d;
      continue;
    }
    if (run !== null) {
      missing.push(run);
      run = null;
    }
    if (character === "\n" || character === "\r" || supported.has(code)) out += character;
    else {
      out += PLACEHOLDER;
      run = character;
      afterJoiner = false;
    }
  }
  if (run !== null) missing.push(run);
  return { text: out, missing };
}

type Style = (typeof STYLES)[keyof typeof STYLES];

/** Lays out and draws the blocks; the PDF's bytes, and every character drawn as the placeholder. */
export async function renderPdf(spec: PdfSpec): Promise<{ bytes: Uint8Array; missing: string[] }> {
  const doc = await PDFDocument.create();
  const { font, supported } = await embedExportFont(doc);
  doc.setTitle(drawable(spec.title, supported).text);
  if (spec.author) doc.setAuthor(spec.author);
  if (spec.subject) doc.setSubject(spec.subject);
  doc.setProducer("Scout");
  doc.setCreator("Scout");

  const writer = new PageWriter(doc, font);
  const allMissing: string[] = [];
  let pending: string[] = [];
  const flushNote = () => {
    const note = missingCharactersNote(unique(pending), "PDF");
    pending = [];
    if (note) writer.paragraph(note, STYLES.note);
  };
  for (const block of spec.blocks) {
    if (block.kind === "pageBreak") {
      flushNote();
      writer.newPage();
      continue;
    }
    const { text, missing } = drawable(block.text, supported);
    pending.push(...missing);
    allMissing.push(...missing);
    writer.paragraph(text, STYLES[block.kind]);
    if (block.kind === "text") flushNote();
  }
  flushNote();
  return { bytes: await doc.save(), missing: unique(allMissing) };
}

const unique = (values: string[]) => [...new Set(values)];

class PageWriter {
  private page: PDFPage | null = null;
  private fontKey: PDFName | null = null;
  private y = 0;
  private readonly widths = new Map<string, number>();
  private readonly maxWidth = PDF_PAGE.width - 2 * PDF_PAGE.margin;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
  ) {}

  newPage() {
    this.page = this.doc.addPage([PDF_PAGE.width, PDF_PAGE.height]);
    this.fontKey = this.page.node.newFontDictionary(this.font.name, this.font.ref);
    this.y = PDF_PAGE.height - PDF_PAGE.margin;
  }

  /** Draws a block: each line of the text, wrapped to the page; blank lines kept as space. */
  paragraph(text: string, style: Style) {
    if (!this.page) this.newPage();
    for (const line of text.split(/\r\n|\r|\n/)) {
      for (const piece of this.wrap(line, style.size)) this.line(piece, style);
    }
    this.y -= style.gapAfter;
  }

  private line(text: string, style: Style) {
    if (this.y - style.lineHeight < PDF_PAGE.margin) this.newPage();
    this.y -= style.size;
    // Drawn through the text operators, not page.drawText, which turns a tab into four spaces.
    if (text) {
      const options = {
        x: PDF_PAGE.margin,
        y: this.y,
        size: style.size,
        font: this.fontKey!,
        color: style.color,
        rotate: degrees(0),
        xSkew: degrees(0),
        ySkew: degrees(0),
      };
      this.page!.pushOperators(...drawText(this.font.encodeText(text), options));
    }
    this.y -= style.lineHeight - style.size;
  }

  private width(text: string, size: number): number {
    let total = 0;
    for (const character of text) {
      let width = this.widths.get(character);
      if (width === undefined) {
        width = this.font.widthOfTextAtSize(character, 1000);
        this.widths.set(character, width);
      }
      total += width;
    }
    return (total * size) / 1000;
  }

  /** A line broken after spaces to fit the page (a word longer than a line is broken inside). */
  private wrap(line: string, size: number): string[] {
    if (this.width(line, size) <= this.maxWidth) return [line];
    const pieces: string[] = [];
    let current = "";
    for (const token of line.match(/\S+\s*|\s+/g) ?? []) {
      if (this.width((current + token).trimEnd(), size) <= this.maxWidth) {
        current += token;
        continue;
      }
      if (current) pieces.push(current);
      current = "";
      let rest = token;
      while (this.width(rest.trimEnd(), size) > this.maxWidth) {
        let cut = "";
        for (const character of rest) {
          if (this.width(cut + character, size) > this.maxWidth) break;
          cut += character;
        }
        pieces.push(cut);
        rest = rest.slice(cut.length);
      }
      current = rest;
    }
    if (current) pieces.push(current);
    return pieces;
  }
}
