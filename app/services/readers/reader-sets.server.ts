import { and, asc, eq, isNotNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../../../db/client";
import { essaySubmissions, readerLinks, userSchools } from "../../../db/schema";
import { READER_CAPS, READER_LINK_DAYS } from "~/domain/readers/reader-rules";
import { base64url } from "../platform/signing.server";
import { shareTokenHash } from "../platform/share-links.server";
import { type NewReaderLink, linkGroup } from "./reader-links.server";

// A school's whole set shared with one reader by one link. It is the reader link of one essay,
// once per essay of the set: each row holds its essay's version, comments and open-tracking, so
// the editor, the summary, revocation and deletion work on it as on any link; the rows share the
// hash of the one token the reader gets (set_token_hash), and count as one link towards the
// account's cap. A set missing an essay (deleted since) no longer opens (reader-set-page.server.ts).

const DAY_MS = 86_400_000;
const LISTED_AFTER_EXPIRY_MS = 30 * DAY_MS;

const newer = alias(essaySubmissions, "newer");

/** The newest version of each essay the user has written for `school` (empty drafts left out), in title order. */
export async function essaysOfSet(db: Database, userId: string, school: string) {
  return db
    .select({ id: essaySubmissions.id, essayTitle: essaySubmissions.essayTitle, version: essaySubmissions.version })
    .from(essaySubmissions)
    .leftJoin(
      newer,
      and(
        eq(newer.userId, essaySubmissions.userId),
        eq(newer.school, essaySubmissions.school),
        eq(newer.essayTitle, essaySubmissions.essayTitle),
        sql`${newer.version} > ${essaySubmissions.version}`,
      ),
    )
    .where(and(eq(essaySubmissions.userId, userId), eq(essaySubmissions.school, school), isNotNull(essaySubmissions.userWrittenAt), sql`${newer.id} IS NULL`))
    .orderBy(asc(essaySubmissions.essayTitle));
}

/** Whether the user has `school` on their list. */
export async function hasSchool(db: Database, userId: string, school: string) {
  const owned = await db
    .select({ school: userSchools.school })
    .from(userSchools)
    .where(and(eq(userSchools.userId, userId), eq(userSchools.school, school)));
  return owned.length > 0;
}

export type MadeReaderSet =
  { ok: true; token: string; expiresAt: Date; essays: number } | { ok: false; reason: "not_found" | "no_essays" | "essay_limit" | "account_limit" };

/** One link to the newest version of every essay the user wrote for their school; not_found when the school is not theirs. */
export async function createReaderSetLink(db: Database, userId: string, school: string, input: NewReaderLink, now = new Date()): Promise<MadeReaderSet> {
  const [owned, essays] = await Promise.all([hasSchool(db, userId, school), essaysOfSet(db, userId, school)]);
  if (!owned) return { ok: false, reason: "not_found" };
  if (essays.length === 0) return { ok: false, reason: "no_essays" };
  await db.delete(readerLinks).where(and(eq(readerLinks.userId, userId), lt(readerLinks.expiresAt, new Date(now.getTime() - LISTED_AFTER_EXPIRY_MS))));
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const setTokenHash = (await shareTokenHash(token))!;
  const expiresAt = new Date(now.getTime() + READER_LINK_DAYS * DAY_MS);
  // Made first, then counted: links made at once see each other and are refused together (fail
  // closed), so no moment can pass a cap. The set's rows are one link towards the account's cap.
  const unusable = await Promise.all(essays.map(() => shareTokenHash(base64url(crypto.getRandomValues(new Uint8Array(32))))));
  const [first, ...rest] = essays.map((essay, at) =>
    db.insert(readerLinks).values({
      userId,
      essayId: essay.id,
      // Each row's own token is never shown: only the set's token opens it.
      tokenHash: unusable[at]!,
      ...input,
      createdAt: now,
      expiresAt,
      setTokenHash,
      setSize: essays.length,
    }),
  );
  await db.batch([first!, ...rest]);
  const openAt = now.getTime();
  const [counted] = await db.all<{ account: number; fullest: number }>(sql`SELECT
    (SELECT count(DISTINCT ${linkGroup}) FROM ${readerLinks} WHERE user_id = ${userId} AND expires_at > ${openAt}) AS account,
    (SELECT max(n) FROM (SELECT count(*) AS n FROM ${readerLinks} WHERE user_id = ${userId} AND expires_at > ${openAt}
      AND essay_id IN (SELECT essay_id FROM ${readerLinks} WHERE set_token_hash = ${setTokenHash}) GROUP BY essay_id)) AS fullest`);
  const account = counted?.account ?? Infinity;
  const fullest = counted?.fullest ?? Infinity;
  if (account <= READER_CAPS.linksPerAccount && fullest <= READER_CAPS.linksPerEssay) return { ok: true, token, expiresAt, essays: essays.length };
  // An essay (or the account) was past its cap: no part of the set is shared.
  await db.delete(readerLinks).where(eq(readerLinks.setTokenHash, setTokenHash));
  return { ok: false, reason: account > READER_CAPS.linksPerAccount ? "account_limit" : "essay_limit" };
}

/** The user's set links on `school`, one entry per set, newest first: whom they asked, when it was opened, whether they are done. */
export async function readerSetsOfSchool(db: Database, userId: string, school: string) {
  const rows = await db
    .select({
      id: readerLinks.id,
      setTokenHash: readerLinks.setTokenHash,
      setSize: readerLinks.setSize,
      readerName: readerLinks.readerName,
      readerEmail: readerLinks.readerEmail,
      role: readerLinks.role,
      dueOn: readerLinks.dueOn,
      createdAt: readerLinks.createdAt,
      expiresAt: readerLinks.expiresAt,
      firstOpenedAt: readerLinks.firstOpenedAt,
      doneAt: readerLinks.doneAt,
      essayTitle: essaySubmissions.essayTitle,
      version: essaySubmissions.version,
      essayId: essaySubmissions.id,
    })
    .from(readerLinks)
    .innerJoin(essaySubmissions, and(eq(essaySubmissions.id, readerLinks.essayId), eq(essaySubmissions.userId, userId)))
    .where(and(eq(readerLinks.userId, userId), eq(essaySubmissions.school, school), isNotNull(readerLinks.setTokenHash)))
    .orderBy(sql`${readerLinks.createdAt} DESC`, asc(essaySubmissions.essayTitle));
  const sets = new Map<string, { first: (typeof rows)[number]; essays: { essayId: string; essayTitle: string; version: number }[] }>();
  for (const row of rows) {
    const set = sets.get(row.setTokenHash!) ?? { first: row, essays: [] };
    set.essays.push({ essayId: row.essayId, essayTitle: row.essayTitle, version: row.version });
    sets.set(row.setTokenHash!, set);
  }
  return [...sets.values()].map(({ first, essays }) => {
    const { setTokenHash: _hash, essayTitle: _title, version: _version, essayId: _essayId, ...link } = first;
    return { ...link, essays, whole: essays.length === first.setSize };
  });
}
