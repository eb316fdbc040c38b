import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../../../db/client";
import { essaySubmissions, readerComments, readerLinks } from "../../../db/schema";
import { applyReplacement } from "~/domain/readers/anchor";
import { type SaveOutcome, getEssay } from "../essays/essays.server";
import { saveEssay } from "../schools/workspace.server";
import { withVersionBody } from "../essays/version-bodies.server";
import { recordDisclosure } from "../authorship/disclosures.server";

// Readers' comments as the applicant works with them in the editor: every comment on any version
// of the essay (its school and title), each placed on its words in the text as it now stands, or
// outdated when they are gone. The applicant resolves, answers or dismisses a comment, or accepts a
// proposed replacement: written into the newest version through the essay's own save, and logged in
// the authorship trail as a reader's words.

const sibling = alias(essaySubmissions, "sibling");

/** The ids of every version of the user's essay (its school and title), as a subquery; none for another user's essay. */
function versionsOf(db: Database, userId: string, essayId: string) {
  return db
    .select({ id: sibling.id })
    .from(sibling)
    .innerJoin(essaySubmissions, and(eq(essaySubmissions.school, sibling.school), eq(essaySubmissions.essayTitle, sibling.essayTitle)))
    .where(and(eq(essaySubmissions.id, essayId), eq(essaySubmissions.userId, userId), eq(sibling.userId, userId)));
}

/** The comments on every version of the user's essay, with their reader; none for another user's essay. */
export function readerCommentsQuery(db: Database, userId: string, essayId: string) {
  const versions = versionsOf(db, userId, essayId);
  // Columns named once each: D1 answers a batch with rows keyed by column name.
  return db
    .select({
      id: readerComments.id,
      linkId: readerComments.linkId,
      readerName: readerLinks.readerName,
      role: readerLinks.role,
      quote: readerComments.quote,
      start: readerComments.start,
      end: readerComments.end,
      before: readerComments.before,
      after: readerComments.after,
      body: readerComments.body,
      replacement: readerComments.replacement,
      status: readerComments.status,
      answer: readerComments.answer,
      createdAt: readerComments.createdAt,
    })
    .from(readerComments)
    .innerJoin(readerLinks, and(eq(readerLinks.id, readerComments.linkId), eq(readerLinks.userId, userId)))
    .where(and(eq(readerComments.userId, userId), inArray(readerComments.essayId, versions)))
    .orderBy(asc(readerComments.createdAt));
}

/** The readers of any version of the essay: whether they said they are done, and their answers to the scale. */
export function readersQuery(db: Database, userId: string, essayId: string) {
  const versions = versionsOf(db, userId, essayId);
  return db
    .select({ id: readerLinks.id, readerName: readerLinks.readerName, doneAt: readerLinks.doneAt, scaleAnswers: readerLinks.scaleAnswers })
    .from(readerLinks)
    .where(and(eq(readerLinks.userId, userId), inArray(readerLinks.essayId, versions)))
    .orderBy(desc(readerLinks.doneAt), asc(readerLinks.createdAt));
}

export function readerCommentsOf(rows: Awaited<ReturnType<typeof readerCommentsQuery>>) {
  return rows.map(({ quote, start, end, before, after, createdAt, ...comment }) => ({
    ...comment,
    anchor: { quote, start, end, before, after },
    createdAt: createdAt.toISOString(),
  }));
}

/** The readers who said they are done (newest first), and every reader's answers to the scale. */
export function readersOf(rows: Awaited<ReturnType<typeof readersQuery>>) {
  return {
    done: rows.flatMap((row) => (row.doneAt ? [{ id: row.id, readerName: row.readerName, doneAt: row.doneAt.toISOString() }] : [])),
    scales: rows.flatMap((row) => (row.scaleAnswers ? [{ linkId: row.id, readerName: row.readerName, answers: row.scaleAnswers }] : [])),
  };
}

function ownComment(db: Database, userId: string, essayId: string, commentId: string) {
  return db
    .select()
    .from(readerComments)
    .where(and(eq(readerComments.id, commentId), eq(readerComments.userId, userId), inArray(readerComments.essayId, versionsOf(db, userId, essayId))))
    .get();
}

/** Resolves, dismisses or answers one of the comments on the user's essay (any of its versions); false when it is not theirs or not on this essay. */
export async function settleReaderComment(
  db: Database,
  userId: string,
  essayId: string,
  commentId: string,
  status: "resolved" | "dismissed" | "answered",
  answer: string | null = null,
) {
  const changed = await db
    .update(readerComments)
    .set({ status, ...(status === "answered" ? { answer } : {}) })
    .where(and(eq(readerComments.id, commentId), eq(readerComments.userId, userId), inArray(readerComments.essayId, versionsOf(db, userId, essayId))))
    .returning({ id: readerComments.id });
  return changed.length > 0;
}

export type AcceptOutcome =
  (Extract<SaveOutcome, { ok: true }> & { content: string }) | Extract<SaveOutcome, { ok: false }> | { ok: false; reason: "outdated" | "no_replacement" };

/**
 * Takes a reader's proposed words into the essay the applicant is writing (`essayId`, saved over
 * `baseRevision` like any save, so a newer copy is never overwritten): where the commented words
 * now stand, never elsewhere. Logged as a reader's words with their exact span.
 */
export async function acceptReaderReplacement(
  db: Database,
  userObject: Parameters<typeof saveEssay>[1],
  userId: string,
  essayId: string,
  commentId: string,
  baseRevision: number,
): Promise<AcceptOutcome> {
  const [comment, essayRow] = await Promise.all([ownComment(db, userId, essayId, commentId), getEssay(db, userId, essayId)]);
  if (!comment || !essayRow) return { ok: false, reason: "not_found" };
  if (comment.replacement === null || comment.status === "accepted") return { ok: false, reason: "no_replacement" };
  const essay = (await withVersionBody(userObject.versionBodies, essayRow, "essayContent"))!;
  const applied = applyReplacement(comment, comment.replacement, essay.essayContent);
  if (!applied) return { ok: false, reason: "outdated" };
  const saved = await saveEssay(db, userObject, userId, essayId, applied.text, baseRevision);
  if (!saved.ok) return saved;
  await recordDisclosure(db, {
    userId,
    essay: { ...saved.essay },
    kind: "reader_words",
    span: { start: applied.start, end: applied.end, text: comment.replacement },
  });
  await db.update(readerComments).set({ status: "accepted" }).where(eq(readerComments.id, comment.id));
  return { ...saved, content: applied.text };
}
