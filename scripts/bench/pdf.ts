// npm run bench:pdf: the CPU one school's file costs to build, as /app/export/school builds it
// (essayBlocks, then renderPdf or renderDocx), in Node on this machine: a usual school (four
// essays of five paragraphs) and the largest file an export may build (EXPORT_LIMITS: twelve
// essays of 50,000 characters). Each is built twice to warm up, then timed seven times; the median
// process CPU (user + system) is printed. A figure to read, never a pass/fail test; workerd runs
// the same JavaScript, so the ratios hold there (docs/export.md).
import { EXPORT_LIMITS } from "../../app/domain/export/export-limits";
import type { ExportEssay } from "../../app/domain/export/essay-export";
import { renderDocx } from "../../app/services/export/docx.server";
import { essayBlocks } from "../../app/services/export/essay-export.server";
import { type PdfBlock, renderPdf } from "../../app/services/export/pdf.server";
import { essayText } from "./text";

function school(essays: number, characters: number | null): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  for (let i = 0; i < essays; i++) {
    let text = essayText(i + 1);
    if (characters !== null) {
      while (text.length < characters) text += `\n\n${essayText(text.length)}`;
      text = text.slice(0, characters);
    }
    const essay: ExportEssay = {
      school: "Tuck",
      title: `Essay ${i + 1}`,
      prompt: "Why an MBA, and why now?",
      limit: "2,000 characters",
      version: 1,
      savedAt: new Date(0),
      text,
    };
    if (i > 0) blocks.push({ kind: "pageBreak" });
    blocks.push(...essayBlocks(essay));
  }
  return blocks;
}

async function median(build: () => Promise<{ bytes: Uint8Array }>) {
  for (let i = 0; i < 2; i++) await build();
  const runs: number[] = [];
  let size = 0;
  for (let i = 0; i < 7; i++) {
    const before = process.cpuUsage();
    size = (await build()).bytes.length;
    const used = process.cpuUsage(before);
    runs.push((used.user + used.system) / 1000);
  }
  runs.sort((a, b) => a - b);
  return { cpuMs: Math.round(runs[3]!), kb: Math.round(size / 1024) };
}

const largest = EXPORT_LIMITS.charactersPerFile / 12;
const cases = [
  { name: "a usual school: 4 essays of 5 paragraphs", blocks: school(4, null) },
  { name: `the largest file: 12 essays of ${largest.toLocaleString("en-US")} characters`, blocks: school(12, largest) },
];
for (const { name, blocks } of cases) {
  const characters = blocks.reduce((sum, block) => sum + ("text" in block ? block.text.length : 0), 0);
  const pdf = await median(() => renderPdf({ title: name, blocks }));
  const docx = await median(() => renderDocx({ title: name, blocks }));
  console.log(`${name} (${characters.toLocaleString("en-US")} characters): PDF ${pdf.cpuMs} ms CPU, ${pdf.kb} KB; Word ${docx.cpuMs} ms CPU, ${docx.kb} KB`);
}
