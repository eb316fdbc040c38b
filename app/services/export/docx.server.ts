import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, Tab, TextRun } from "docx";
import { PLACEHOLDER, XML_INVALID, codePointName } from "~/domain/export/essay-export";

// Any Word file Scout makes: a title block and paragraphs. The text goes in exactly as written:
// each line a paragraph (a blank line an empty one), spaces kept (xml:space="preserve"), a tab a
// Word tab. Only characters XML cannot hold at all (a stray control character, half of an emoji)
// are written as U+FFFD and named in a note after their block (docs/export.md).

export type DocxBlock =
  { kind: "title"; text: string } | { kind: "label"; text: string } | { kind: "quote"; text: string } | { kind: "text"; text: string } | { kind: "pageBreak" };

export type DocxSpec = { title: string; author?: string; subject?: string; blocks: DocxBlock[] };

/** The text as XML can hold it, and what had to be replaced. */
function storable(text: string): { text: string; missing: string[] } {
  const missing: string[] = [];
  const out = text.replace(XML_INVALID, (character) => {
    missing.push(character);
    return PLACEHOLDER;
  });
  return { text: out, missing };
}

/** A line's runs: the text between tabs, each tab a Word tab. */
function runsOf(line: string, options: { size?: number; color?: string; italics?: boolean } = {}) {
  const children: (string | Tab)[] = [];
  line.split("\t").forEach((part, index) => {
    if (index > 0) children.push(new Tab());
    if (part) children.push(part);
  });
  return [new TextRun({ children, ...options })];
}

export async function renderDocx(spec: DocxSpec): Promise<{ bytes: Uint8Array; missing: string[] }> {
  const paragraphs: Paragraph[] = [];
  const allMissing: string[] = [];
  let breakBefore = false;
  const take = () => {
    const value = breakBefore;
    breakBefore = false;
    return value;
  };
  for (const block of spec.blocks) {
    if (block.kind === "pageBreak") {
      breakBefore = true;
      continue;
    }
    const { text, missing } = storable(block.text);
    allMissing.push(...missing);
    const lines = text.split(/\r\n|\r|\n/);
    if (block.kind === "title") {
      paragraphs.push(new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: take(), children: runsOf(lines.join(" ")) }));
    } else if (block.kind === "label") {
      paragraphs.push(new Paragraph({ pageBreakBefore: take(), children: runsOf(lines.join(" "), { size: 18, color: "475569" }) }));
    } else if (block.kind === "quote") {
      for (const line of lines) paragraphs.push(new Paragraph({ pageBreakBefore: take(), children: runsOf(line, { italics: true, color: "334155" }) }));
      paragraphs.push(new Paragraph({}));
    } else {
      // One paragraph per line, no space between them: the blank lines the writer left are the space.
      for (const line of lines) paragraphs.push(new Paragraph({ pageBreakBefore: take(), alignment: AlignmentType.LEFT, children: runsOf(line) }));
    }
    if (missing.length > 0) {
      const named = [...new Set(missing)].map(codePointName).join(", ");
      paragraphs.push(
        new Paragraph({ children: runsOf(`Characters a Word file cannot hold were written as ${PLACEHOLDER}: ${named}.`, { size: 18, color: "991B1B" }) }),
      );
    }
  }
  const document = new Document({
    title: storable(spec.title).text,
    creator: spec.author ? storable(spec.author).text : "Scout",
    description: spec.subject,
    styles: { default: { document: { run: { font: "Calibri", size: 22 }, paragraph: { spacing: { after: 0, line: 276 } } } } },
    sections: [{ children: paragraphs }],
  });
  return { bytes: new Uint8Array(await Packer.toArrayBuffer(document)), missing: [...new Set(allMissing)] };
}
