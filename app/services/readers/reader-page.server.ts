import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { readerComments, readerLinks } from "../../../db/schema";
import { type Anchor, anchorOf } from "~/domain/readers/anchor";
import { READER_CAPS, type ReaderAsk, type ReaderScaleAnswers } from "~/domain/readers/reader-rules";
import { essayQuery } from "../essays/essays.server";
import { type VersionBodyReader, withVersionBody } from "../essays/version-bodies.server";
import { essayPromptOf, essayPromptQuery } from "../catalogue/catalogue.server";
import { shareTokenHash } from "../platform/share-links.server";

// The reader's side of a reader link, opened by its token alone (no account): the version's text,
// the school's question and limit, and nothing else of the applicant's (not their name's e-mail,
// not other readers, not Scout's feedback). A malformed, unknown, revoked or expired token is null
// (the route answers the same bare 404 for each). A reader sees and adds only their own comments.

export type OpenLink = ReaderAsk & {
  id: string;
  userId: string;
  essayId: string;
  scaleAnswers: ReaderScaleAnswers | null;
  doneAt: Date | null;
};

/** What a reader's page reads of its link row, for one essay or each essay of a set. */
export const openLinkColumns = {
  id: readerLinks.id,
  userId: readerLinks.userId,
  essayId: readerLinks.essayId,
  readerName: readerLinks.readerName,
  role: readerLinks.role,
  lookFor: readerLinks.lookFor,
  dueOn: readerLinks.dueOn,
  scale: readerLinks.scale,
  scaleAnswers: readerLinks.scaleAnswers,
  doneAt: readerLinks.doneAt,
};

async function openLink(db: Database, token: string, now: Date): Promise<OpenLink | null> {
  const tokenHash = await shareTokenHash(token);
  if (!tokenHash) return null;
  const row = await db
    .select(openLinkColumns)
    .from(readerLinks)
    .where(and(eq(readerLinks.tokenHash, tokenHash), gt(readerLinks.expiresAt, now)))
    .get();
  return row ?? null;
}

/** The version's text as it now reads (through the owner's object when it is an older version's), or null when the essay is gone. */
export async function versionText(db: Database, bodies: VersionBodyReader, link: Pick<OpenLink, "userId" | "essayId">) {
  const [essays, prompts] = await db.batch([essayQuery(db, link.userId, link.essayId), essayPromptQuery(db, link.userId, link.essayId)]);
  const essay = await withVersionBody(bodies, essays[0], "essayContent");
  if (!essay) return null;
  const prompt = essayPromptOf(prompts);
  return {
    school: essay.school,
    essayTitle: essay.essayTitle,
    version: essay.version,
    text: essay.essayContent,
    prompt: prompt ? { prompt: prompt.prompt, limit: prompt.limit } : null,
  };
}

export type ObjectOf = (userId: string) => { versionBodies: VersionBodyReader };

/** What the reader's page shows, and the visit recorded (the applicant sees who opened it); null for a link that does not open. */
export async function readerPage(db: Database, objectOf: ObjectOf, token: string, now = new Date()) {
  const link = await openLink(db, token, now);
  if (!link) return null;
  const version = await versionText(db, objectOf(link.userId).versionBodies, link);
  if (!version) return null;
  const [, comments] = await db.batch([
    db.update(readerLinks).set(openedAt(now)).where(eq(readerLinks.id, link.id)),
    db
      .select(readerCommentColumns)
      .from(readerComments)
      .where(eq(readerComments.linkId, link.id))
      .orderBy(asc(readerComments.start), asc(readerComments.createdAt)),
  ]);
  const { id: _id, userId: _userId, essayId: _essayId, ...shown } = link;
  return { ...shown, ...version, comments };
}

/** A link opened now: its last opening, and its first when this is it. */
export const openedAt = (now: Date) => ({ lastOpenedAt: now, firstOpenedAt: sql`coalesce(${readerLinks.firstOpenedAt}, ${now.getTime()})` });

/** A reader's comment as their page shows it, with the writer's answer to it (never to another reader's). */
export const readerCommentColumns = {
  id: readerComments.id,
  quote: readerComments.quote,
  body: readerComments.body,
  replacement: readerComments.replacement,
  answer: readerComments.answer,
  createdAt: readerComments.createdAt,
};

/** A note on some words of the text: the words themselves, and where the reader's selection began (to tell repeated words apart). */
export type ReaderNote = { quote: string; near: number; body: string; replacement: string | null };

/** The span of `quote` in `text` nearest to `near`, anchored; null when the words are not in the text. */
function spanOf(text: string, quote: string, near: number): Anchor | null {
  let best = -1;
  for (let at = text.indexOf(quote); at !== -1 && quote !== ""; at = text.indexOf(quote, at + 1))
    if (best === -1 || Math.abs(at - near) < Math.abs(best - near)) best = at;
  return best === -1 ? null : anchorOf(text, best, best + quote.length);
}
export type NoteOutcome = { ok: true } | { ok: false; reason: "not_found" | "span" | "limit" | "done" };

/** A reader's comment or proposed replacement on a span of the text they were shown. */
export async function addReaderNote(db: Database, objectOf: ObjectOf, token: string, note: ReaderNote, now = new Date()): Promise<NoteOutcome> {
  const link = await openLink(db, token, now);
  if (!link) return { ok: false, reason: "not_found" };
  return noteOnLink(db, objectOf, link, note, now);
}

/** A note through one opened link (one essay's, or one essay's row of a school's set). */
export async function noteOnLink(db: Database, objectOf: ObjectOf, link: OpenLink, note: ReaderNote, now: Date): Promise<NoteOutcome> {
  if (link.doneAt) return { ok: false, reason: "done" };
  const version = await versionText(db, objectOf(link.userId).versionBodies, link);
  if (!version) return { ok: false, reason: "not_found" };
  const anchor = spanOf(version.text, note.quote, note.near);
  if (!anchor) return { ok: false, reason: "span" };
  const made = await db.all<{ id: string }>(sql`
    INSERT INTO ${readerComments} (id, user_id, link_id, essay_id, quote, start, "end", before, after, body, replacement, status, created_at)
    SELECT ${crypto.randomUUID()}, ${link.userId}, ${link.id}, ${link.essayId}, ${anchor.quote}, ${anchor.start}, ${anchor.end}, ${anchor.before},
      ${anchor.after}, ${note.body}, ${note.replacement}, 'open', ${now.getTime()}
    WHERE (SELECT count(*) FROM ${readerComments} WHERE link_id = ${link.id}) < ${READER_CAPS.commentsPerLink}
    RETURNING id`);
  return made.length > 0 ? { ok: true } : { ok: false, reason: "limit" };
}

/** The reader's answers to the scale the applicant chose (questions not asked are dropped). */
export async function answerReaderScale(db: Database, token: string, answers: ReaderScaleAnswers, now = new Date()) {
  const link = await openLink(db, token, now);
  if (!link) return false;
  await scaleOnLink(db, link, answers);
  return true;
}

/** Keeps the answers to the questions this link asked (others are dropped). */
export async function scaleOnLink(db: Database, link: Pick<OpenLink, "id" | "scale">, answers: ReaderScaleAnswers) {
  const kept = Object.fromEntries(link.scale.filter((key) => answers[key] !== undefined).map((key) => [key, answers[key]]));
  await db.update(readerLinks).set({ scaleAnswers: kept }).where(eq(readerLinks.id, link.id));
}

/**
 * The reader says they are done: the applicant is told in the app, and by e-mail the first time
 * (`first`: this call marked it). Null for a link that does not open.
 */
export async function markReaderDone(db: Database, token: string, now = new Date()): Promise<{ linkId: string; first: boolean } | null> {
  const link = await openLink(db, token, now);
  if (!link) return null;
  const marked = await db
    .update(readerLinks)
    .set({ doneAt: now })
    .where(and(eq(readerLinks.id, link.id), isNull(readerLinks.doneAt)))
    .returning({ id: readerLinks.id });
  return { linkId: link.id, first: marked.length > 0 };
}
