import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { readerComments, readerLinks } from "../../../db/schema";
import type { ReaderScaleAnswers } from "~/domain/readers/reader-rules";
import { shareTokenHash } from "../platform/share-links.server";
import {
  type NoteOutcome,
  type ObjectOf,
  type OpenLink,
  type ReaderNote,
  noteOnLink,
  openLinkColumns,
  openedAt,
  readerCommentColumns,
  scaleOnLink,
  versionText,
} from "./reader-page.server";

// The reader's side of a school's set shared by one link (reader-sets.server.ts): each essay of the
// set at the version shared, with the school's question and limit, the reader's own comments on
// each, and one "I'm done" for the set. The token opens every row of the set or none: a set that
// lost an essay (deleted since), whose school was removed, revoked or expired is null, and the
// route answers the same bare 404 as for any link. A part is named by its row's id, which opens
// nothing by itself.

async function openSet(db: Database, token: string, now: Date): Promise<OpenLink[] | null> {
  const setTokenHash = await shareTokenHash(token);
  if (!setTokenHash) return null;
  const rows = await db
    .select({ ...openLinkColumns, setSize: readerLinks.setSize })
    .from(readerLinks)
    .where(and(eq(readerLinks.setTokenHash, setTokenHash), gt(readerLinks.expiresAt, now)))
    .orderBy(asc(readerLinks.id));
  const size = rows[0]?.setSize;
  if (!size || rows.length !== size || rows.some((row) => row.userId !== rows[0]!.userId)) return null;
  return rows.map(({ setSize: _size, ...row }) => row);
}

/** What a set's page shows, the visit recorded on every essay of it; null for a set that does not open. */
export async function readerSetPage(db: Database, objectOf: ObjectOf, token: string, now = new Date()) {
  const rows = await openSet(db, token, now);
  if (!rows) return null;
  const bodies = objectOf(rows[0]!.userId).versionBodies;
  const versions = await Promise.all(rows.map((row) => versionText(db, bodies, row)));
  if (versions.some((version) => version === null)) return null;
  const ids = rows.map((row) => row.id);
  const [, comments] = await db.batch([
    db.update(readerLinks).set(openedAt(now)).where(inArray(readerLinks.id, ids)),
    db
      .select({ ...readerCommentColumns, linkId: readerComments.linkId })
      .from(readerComments)
      .where(inArray(readerComments.linkId, ids))
      .orderBy(asc(readerComments.start), asc(readerComments.createdAt)),
  ]);
  const first = rows[0]!;
  const essays = rows
    .map((row, at) => ({
      part: row.id,
      scaleAnswers: row.scaleAnswers,
      ...versions[at]!,
      comments: comments.filter((comment) => comment.linkId === row.id).map(({ linkId: _linkId, ...comment }) => comment),
    }))
    .sort((a, b) => a.essayTitle.localeCompare(b.essayTitle));
  return {
    readerName: first.readerName,
    role: first.role,
    lookFor: first.lookFor,
    dueOn: first.dueOn,
    scale: first.scale,
    doneAt: first.doneAt,
    school: essays[0]!.school,
    essays,
  };
}

/** A note on one essay of the set (`part`: its row), as on a one-essay link; not_found for a part outside the set. */
export async function addReaderSetNote(
  db: Database,
  objectOf: ObjectOf,
  token: string,
  part: string,
  note: ReaderNote,
  now = new Date(),
): Promise<NoteOutcome> {
  const rows = await openSet(db, token, now);
  const link = rows?.find((row) => row.id === part);
  if (!link) return { ok: false, reason: "not_found" };
  return noteOnLink(db, objectOf, link, note, now);
}

/** The reader's answers for one essay of the set; false when the set does not open or the part is not in it. */
export async function answerReaderSetScale(db: Database, token: string, part: string, answers: ReaderScaleAnswers, now = new Date()) {
  const link = (await openSet(db, token, now))?.find((row) => row.id === part);
  if (!link) return false;
  await scaleOnLink(db, link, answers);
  return true;
}

/** "I'm done" for the whole set: every essay of it is marked; `first` when this call marked it (the applicant is e-mailed once). */
export async function markReaderSetDone(db: Database, token: string, now = new Date()): Promise<{ linkIds: string[]; first: boolean } | null> {
  const rows = await openSet(db, token, now);
  if (!rows) return null;
  const ids = rows.map((row) => row.id);
  const marked = await db
    .update(readerLinks)
    .set({ doneAt: now })
    .where(and(inArray(readerLinks.id, ids), isNull(readerLinks.doneAt)))
    .returning({ id: readerLinks.id });
  return { linkIds: ids, first: marked.length > 0 };
}
