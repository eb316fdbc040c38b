import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// Reading a PDF as a person sees it (docs/export.md): each page drawn by poppler (pdftoppm, the
// renderer behind most Linux viewers) and read back by tesseract, as .ci/run installs them from
// Debian's packages with the language data the export's scripts need. A PDF's text layer can be
// right while its glyphs are scattered on the page; only the drawn page tells.

const run = promisify(execFile);

/** The words of a text as OCR is held to them: letters and digits, case and compatibility forms folded (µ is μ). */
export const wordsOf = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** Each page of a PDF drawn at 300 dpi, as PNG files (removed by `done`). */
export async function drawPages(pdf: Uint8Array) {
  const dir = await mkdtemp(path.join(tmpdir(), "scout-pdf-"));
  await writeFile(path.join(dir, "file.pdf"), pdf);
  await run("pdftoppm", ["-r", "300", "-png", path.join(dir, "file.pdf"), path.join(dir, "page")]);
  const pages = (await run("pdfinfo", [path.join(dir, "file.pdf")])).stdout.match(/^Pages:\s+(\d+)/m)![1]!;
  const width = String(pages).length;
  return {
    count: Number(pages),
    /** Page `n` (from 1) read by tesseract in `languages` (eng, fra, pol, vie, ell, rus…). */
    read: async (n: number, languages: string) =>
      (
        await run("tesseract", [path.join(dir, `page-${String(n).padStart(width, "0")}.png`), "-", "-l", languages], {
          env: { ...process.env, OMP_THREAD_LIMIT: "1" },
        })
      ).stdout,
    /** The page's text layer, as poppler extracts it. */
    text: async (n: number) => (await run("pdftotext", ["-f", String(n), "-l", String(n), path.join(dir, "file.pdf"), "-"])).stdout,
    done: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * The share of `expected`'s words (each occurrence counted) found in what was read, and those not
 * found. Two neighbours read as one word (OCR sometimes loses a narrow space: "σετρεις" for
 * "σε τρεις") both count as found: the letters are on the page.
 */
export function recall(expected: string, read: string) {
  const found = new Map<string, number>();
  for (const word of wordsOf(read)) found.set(word, (found.get(word) ?? 0) + 1);
  const take = (word: string) => {
    const left = found.get(word) ?? 0;
    if (left > 0) found.set(word, left - 1);
    return left > 0;
  };
  const words = wordsOf(expected);
  const missed = words.map((word) => !take(word));
  for (let i = 0; i + 1 < words.length; i++) {
    if ((missed[i] || missed[i + 1]) && take(words[i]! + words[i + 1]!)) missed[i] = missed[i + 1] = false;
  }
  const missing = words.filter((_, i) => missed[i]);
  return { share: words.length ? (words.length - missing.length) / words.length : 0, words: words.length, missing };
}
