// What a school was sent, kept as it was when the applicant marked it submitted: the text of each
// essay's version (a copy, so later edits, moves of older versions' text and even deleting the
// essay leave it as sent), the form's answers and the AI disclosure. Pure: the server builds it,
// the read-only page and its export read it.

export type SentEssay = {
  /** The version sent (essay_submissions.id) and its number. */
  essayId: string;
  version: number;
  title: string;
  /** The question as the catalogue had it when sent ("" when Scout had none). */
  prompt: string;
  limit: string | null;
  text: string;
};

/** One answer of the school's form as sent: the question's words and the applicant's answer. */
export type SentAnswer = { label: string; answer: string };

export type SubmissionSnapshot = {
  essays: SentEssay[];
  answers: SentAnswer[];
  /** The AI disclosure as the applicant sent it; null when they sent none. */
  disclosure: string | null;
};

/**
 * What a submission's own row holds once its copy is kept apart (in the applicant's object: the
 * column stays NOT NULL for the release before this one during a deploy). A well-formed copy, so
 * that release shows "nothing sent" rather than failing; and never a real one, since a school
 * cannot be marked submitted with neither an essay nor an answer.
 */
export const SNAPSHOT_KEPT_APART: SubmissionSnapshot = { essays: [], answers: [], disclosure: null };

/** Undo is a correction of a wrong click, not a way to reopen what a school already has: one day. */
export const UNDO_WINDOW_MS = 24 * 60 * 60 * 1000;

export function canUndo(submittedAt: Date, now: Date): boolean {
  return now.getTime() - submittedAt.getTime() < UNDO_WINDOW_MS;
}

/** The snapshot as one plain-text file, the export: what was sent, in the order the page shows it. */
export function snapshotText(school: string, sent: { round: string; submittedOn: string; cycle: string }, snapshot: SubmissionSnapshot): string {
  const lines = [`${school}: submitted ${sent.submittedOn}, ${sent.round} (${sent.cycle})`, ""];
  for (const essay of snapshot.essays) {
    lines.push(`## ${essay.title} (version ${essay.version})`);
    if (essay.prompt) lines.push(`Question: ${essay.prompt}${essay.limit ? ` (${essay.limit})` : ""}`);
    lines.push("", essay.text, "");
  }
  if (snapshot.answers.length > 0) {
    lines.push("## Form answers");
    for (const answer of snapshot.answers) lines.push(`${answer.label}: ${answer.answer}`);
    lines.push("");
  }
  lines.push("## AI disclosure", snapshot.disclosure ?? "None sent", "");
  return lines.join("\n");
}

/** The export's file name, ASCII only: "Wharton-sent-2027-01-05.txt". */
export function sentFileName(school: string, submittedOn: string): string {
  const base = `${school} sent ${submittedOn}`
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${base.slice(0, 80) || "sent"}.txt`;
}
