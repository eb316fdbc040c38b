import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { readerComments, readerLinks } from "../../../db/schema";
import { READER_CAPS, READER_LINK_DAYS, type ReaderAsk } from "~/domain/readers/reader-rules";
import { essayQuery } from "../essays/essays.server";
import { base64url } from "../platform/signing.server";
import { shareTokenHash } from "../platform/share-links.server";

// The applicant's side of reader links: make one for a version of their essay, list who opened
// it and who is done, revoke it (the row and its comments go). A link opens by its token alone
// (reader-page.server.ts), as every private link (share-links.server.ts): 32 random bytes shown
// once, only the SHA-256 kept. The caps are counted in the statement that makes a link, so links
// made at once cannot pass them.

const DAY_MS = 86_400_000;
// An expired link stays listed for its owner this long, then goes when they next make one.
const LISTED_AFTER_EXPIRY_MS = 30 * DAY_MS;

/** What one link counts as towards the account's cap: a set's rows (reader-sets.server.ts) are one link. */
export const linkGroup = sql`coalesce(set_token_hash, token_hash)`;

export type NewReaderLink = ReaderAsk & { readerEmail: string | null };

export type MadeReaderLink = { ok: true; token: string; expiresAt: Date } | { ok: false; reason: "not_found" | "essay_limit" | "account_limit" };

/** A new reader link to one version of the user's essay; refused past the caps, not_found when the essay is not theirs. */
export async function createReaderLink(db: Database, userId: string, essayId: string, input: NewReaderLink, now = new Date()): Promise<MadeReaderLink> {
  const owned = await essayQuery(db, userId, essayId);
  if (!owned[0]) return { ok: false, reason: "not_found" };
  await db.delete(readerLinks).where(and(eq(readerLinks.userId, userId), lt(readerLinks.expiresAt, new Date(now.getTime() - LISTED_AFTER_EXPIRY_MS))));
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const tokenHash = (await shareTokenHash(token))!;
  const expiresAt = new Date(now.getTime() + READER_LINK_DAYS * DAY_MS);
  const open = (scope: ReturnType<typeof sql>) => sql`(SELECT count(*) FROM ${readerLinks} WHERE ${scope} AND expires_at > ${now.getTime()})`;
  // A school's set is one link towards the account's cap, whatever the essays it holds.
  const openOnAccount = sql`(SELECT count(DISTINCT ${linkGroup}) FROM ${readerLinks} WHERE user_id = ${userId} AND expires_at > ${now.getTime()})`;
  const made = await db.all<{ id: string }>(sql`
    INSERT INTO ${readerLinks} (id, user_id, essay_id, token_hash, reader_name, reader_email, role, look_for, due_on, scale, created_at, expires_at)
    SELECT ${crypto.randomUUID()}, ${userId}, ${essayId}, ${tokenHash}, ${input.readerName}, ${input.readerEmail}, ${input.role}, ${input.lookFor},
      ${input.dueOn}, ${JSON.stringify(input.scale)}, ${now.getTime()}, ${expiresAt.getTime()}
    WHERE ${open(sql`user_id = ${userId} AND essay_id = ${essayId}`)} < ${READER_CAPS.linksPerEssay}
      AND ${openOnAccount} < ${READER_CAPS.linksPerAccount}
    RETURNING id`);
  if (made.length > 0) return { ok: true, token, expiresAt };
  const [onEssay] = await db.all<{ n: number }>(sql`SELECT ${open(sql`user_id = ${userId} AND essay_id = ${essayId}`)} AS n`);
  return { ok: false, reason: (onEssay?.n ?? 0) >= READER_CAPS.linksPerEssay ? "essay_limit" : "account_limit" };
}

/**
 * Revokes one of the user's reader links: the row and its comments go, and the link is a 404. A
 * school's set goes whole, from any of its essays. False when it is not theirs.
 */
export async function revokeReaderLink(db: Database, userId: string, linkId: string): Promise<boolean> {
  const sameSet = sql`(SELECT set_token_hash FROM ${readerLinks} WHERE id = ${linkId} AND user_id = ${userId})`;
  const removed = await db
    .delete(readerLinks)
    .where(and(eq(readerLinks.userId, userId), or(eq(readerLinks.id, linkId), sql`${readerLinks.setTokenHash} = ${sameSet}`)))
    .returning({ id: readerLinks.id });
  return removed.length > 0;
}

/** The user's reader links on this essay version, newest first: whom they asked, when it was opened, whether the reader is done. */
export async function readerLinksOfEssay(db: Database, userId: string, essayId: string) {
  const rows = await db
    .select({
      id: readerLinks.id,
      readerName: readerLinks.readerName,
      readerEmail: readerLinks.readerEmail,
      role: readerLinks.role,
      lookFor: readerLinks.lookFor,
      dueOn: readerLinks.dueOn,
      scale: readerLinks.scale,
      scaleAnswers: readerLinks.scaleAnswers,
      createdAt: readerLinks.createdAt,
      expiresAt: readerLinks.expiresAt,
      firstOpenedAt: readerLinks.firstOpenedAt,
      lastOpenedAt: readerLinks.lastOpenedAt,
      doneAt: readerLinks.doneAt,
      setSize: readerLinks.setSize,
      comments: sql<number>`(SELECT count(*) FROM ${readerComments} WHERE ${readerComments.linkId} = ${readerLinks.id})`,
    })
    .from(readerLinks)
    .where(and(eq(readerLinks.userId, userId), eq(readerLinks.essayId, essayId)))
    .orderBy(desc(readerLinks.createdAt));
  return rows;
}
