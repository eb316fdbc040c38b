import type { Database } from "../../../db/client";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import type { SubmissionSnapshot } from "~/domain/submissions/snapshot";
import type { DocxBlock } from "../export/docx.server";
import { type ExportOutcome, renderExport } from "../export/essay-export.server";
import { readSentCopy } from "./ready-page.server";
import type { SentCopyRows } from "../work-rows/sent-copies.server";

// What a school was sent, as a PDF drawn by the essays' own export (the same font, the same
// refusal of a file too large, the same note for a character the font lacks): each essay's
// version as sent, the form's answers and the disclosure, in the order the read-only page shows.

export function sentBlocks(school: string, sent: { round: string; submittedOn: string; cycle: string }, snapshot: SubmissionSnapshot): DocxBlock[] {
  const blocks: DocxBlock[] = [
    { kind: "label", text: `Submitted ${formatCalendarDate(sent.submittedOn)}, ${sent.round} (${sent.cycle}). Kept by Scout as it was sent.` },
    { kind: "title", text: `What you sent to ${school}` },
  ];
  for (const essay of snapshot.essays) {
    blocks.push({ kind: "title", text: `${essay.title} (version ${essay.version})` });
    if (essay.prompt) blocks.push({ kind: "quote", text: `${essay.prompt}${essay.limit ? ` (${essay.limit})` : ""}` });
    blocks.push({ kind: "text", text: essay.text });
  }
  if (snapshot.answers.length > 0) {
    blocks.push({ kind: "title", text: "Form answers" });
    for (const answer of snapshot.answers) blocks.push({ kind: "quote", text: answer.label }, { kind: "text", text: answer.answer });
  }
  blocks.push({ kind: "title", text: "AI disclosure" }, { kind: "text", text: snapshot.disclosure ?? "None sent" });
  return blocks;
}

/** One of the user's schools' copy of what was sent, as a PDF; not found when it was never submitted or is not theirs. */
export async function exportSentCopy(db: Database, rows: SentCopyRows, userId: string, school: string): Promise<ExportOutcome> {
  const sent = await readSentCopy(db, rows, userId, school);
  if (!sent) return { ok: false, reason: "not_found" };
  return renderExport(
    "pdf",
    { title: `What you sent to ${sent.school}`, subject: "Exported from Scout", blocks: sentBlocks(sent.school, sent, sent.snapshot) },
    [sent.school, "sent", sent.submittedOn],
  );
}
