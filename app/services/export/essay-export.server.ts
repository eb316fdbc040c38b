import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { essaySubmissions } from "../../../db/schema";
import { isUntouchedDraft } from "~/domain/catalogue/catalogue";
import { parseLimit } from "~/domain/essays/essay-rules";
import { type ExportEssay, type ExportFormat, countExplanation, countLine, exportContentTypes, exportDate, exportFileName } from "~/domain/export/essay-export";
import { fitsInOneFile } from "~/domain/export/export-limits";
import { newestVersions } from "~/domain/schools/school-progress";
import { essayPromptOf, essayPromptQuery } from "../catalogue/catalogue.server";
import { getEssayWithPrompt, listVersions, type Essay } from "../essays/essays.server";
import { type VersionBodyReader, withVersionBodies, withVersionBody } from "../essays/version-bodies.server";
import { type DocxBlock, renderDocx } from "./docx.server";
import { renderPdf } from "./pdf.server";

// Essays leave Scout as Word or PDF (docs/export.md): one essay (the version open, or another
// saved version of it) or every essay of one school, each with its school, title, question,
// limit, count (as the school counts) and date, and the text exactly as written. Built here on
// the server: the libraries never reach the browser.

export type ExportFile = { bytes: Uint8Array; fileName: string; contentType: string; missing: string[] };

/** A file, or why none was built: nothing of the user's by that name, or more text than one file may hold. */
export type ExportOutcome = { ok: true; file: ExportFile } | { ok: false; reason: "not_found" } | { ok: false; reason: "too_large"; characters: number };

type Prompt = ReturnType<typeof essayPromptOf>;

const EXPORT_SUBJECT = "Exported from Scout";

/** An essay row as a file shows it. */
export function exportEssayOf(essay: Essay, prompt: Prompt): ExportEssay {
  return {
    school: essay.school,
    title: essay.essayTitle || "Untitled Essay",
    prompt: prompt?.prompt || null,
    limit: prompt?.limit ?? null,
    version: essay.version,
    savedAt: essay.updatedAt,
    // A draft made when the school was added that still holds only its question is empty, as the editor shows it.
    text: isUntouchedDraft(essay.essayContent, prompt) ? "" : essay.essayContent,
  };
}

/** The blocks one essay takes in either format: its header, then its text. */
export function essayBlocks(essay: ExportEssay): DocxBlock[] {
  const limit = parseLimit(essay.limit);
  return [
    { kind: "label", text: essay.school },
    { kind: "title", text: essay.title },
    ...(essay.prompt ? [{ kind: "quote" as const, text: essay.prompt }] : []),
    { kind: "label", text: `Limit: ${essay.limit ?? "none set"} · ${countLine(essay.text, limit)}` },
    { kind: "label", text: countExplanation(limit) },
    { kind: "label", text: `Version ${essay.version} · last saved ${exportDate(essay.savedAt)}` },
    { kind: "text", text: essay.text },
  ];
}

/**
 * Builds a file from its blocks, unless their text is more than one file may hold
 * (EXPORT_LIMITS): the work of one export stays bounded, and a file is refused whole, never cut.
 */
export async function renderExport(
  format: ExportFormat,
  spec: { title: string; subject: string; blocks: DocxBlock[] },
  fileParts: string[],
): Promise<Exclude<ExportOutcome, { reason: "not_found" }>> {
  const characters = spec.blocks.reduce((sum, block) => sum + (block.kind === "text" ? block.text.length : 0), 0);
  if (!fitsInOneFile(characters)) return { ok: false, reason: "too_large", characters };
  const { bytes, missing } = format === "pdf" ? await renderPdf(spec) : await renderDocx(spec);
  return { ok: true, file: { bytes, missing, fileName: exportFileName(fileParts, format), contentType: exportContentTypes[format] } };
}

/**
 * One of the user's essays as a file: the version `essayId` is, or (given `version`) that saved
 * version of the same essay. Not found when the essay is not the user's or the version does not exist.
 */
export async function exportEssay(
  db: Database,
  bodies: VersionBodyReader,
  userId: string,
  essayId: string,
  format: ExportFormat,
  version?: number,
): Promise<ExportOutcome> {
  const found = await getEssayWithPrompt(db, userId, essayId);
  if (!found) return { ok: false, reason: "not_found" };
  let chosen: Essay | undefined = found.essay;
  if (version !== undefined && version !== chosen.version) {
    chosen = (await listVersions(db, userId, chosen)).find((row) => row.version === version);
    if (!chosen) return { ok: false, reason: "not_found" };
  }
  // An older version's text is in the user's object.
  const essay = (await withVersionBody(bodies, chosen, "essayContent"))!;
  const exported = exportEssayOf(essay, found.prompt);
  const title = `${exported.school}: ${exported.title}`;
  return renderExport(format, { title, subject: EXPORT_SUBJECT, blocks: essayBlocks(exported) }, [exported.school, exported.title, `v${exported.version}`]);
}

/** Every essay of one of the user's schools (the newest version of each) in one file; not found when it has none. */
export async function exportSchool(db: Database, bodies: VersionBodyReader, userId: string, school: string, format: ExportFormat): Promise<ExportOutcome> {
  const rows = await db
    .select()
    .from(essaySubmissions)
    .where(and(eq(essaySubmissions.userId, userId), eq(essaySubmissions.school, school)))
    .orderBy(asc(essaySubmissions.createdAt), asc(essaySubmissions.essayTitle));
  // Their text is in the user's object (docs/scale.md step 3), read in one call.
  const essays = await withVersionBodies(bodies, newestVersions(rows), "essayContent");
  if (essays.length === 0) return { ok: false, reason: "not_found" };
  const [first, ...rest] = essays.map((essay) => essayPromptQuery(db, userId, essay.id));
  const prompts = await db.batch([first!, ...rest]);
  const blocks: DocxBlock[] = [];
  essays.forEach((essay, index) => {
    if (index > 0) blocks.push({ kind: "pageBreak" });
    blocks.push(...essayBlocks(exportEssayOf(essay, essayPromptOf(prompts[index]!))));
  });
  return renderExport(format, { title: `${school}: essays`, subject: EXPORT_SUBJECT, blocks }, [school, "essays"]);
}
