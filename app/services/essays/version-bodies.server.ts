import { and, eq, inArray, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { essaySubmissions } from "../../../db/schema";
import { type EssaySummary, stillHeldInD1 } from "./essay-texts.server";

// Older versions' text lives in the applicant's own Durable Object (docs/scale.md step 1): only an
// essay's newest version is edited every few seconds, so the others leave the shared D1 database,
// which would otherwise fill at about 12,000 applicants. D1 keeps each version's row (ids, number,
// notes, counts, times) with essay_content emptied and body_in_object set. This file is the one way
// in and out: every reader of a version's text goes through withVersionBodies. Since step 3 each
// essay's newest version keeps its text there too (essay-texts.server.ts), and is read the same way.

/**
 * A version's text as the object holds it. An essay's newest version (docs/scale.md step 3) comes
 * with its summary: the object takes its saves, so its revision, counts and times are the object's,
 * and D1's row may not have taken the latest yet.
 */
export type HeldText = string | { body: string; summary: EssaySummary };

/** The user's object as this file uses it (workers/user-object/client.ts): always the signed-in user's own. */
export type VersionBodyStore = {
  keep: (bodies: { id: string; body: string }[]) => Promise<{ kept: number }>;
  read: (ids: string[]) => Promise<Record<string, HeldText>>;
  forget: (ids: string[]) => Promise<{ removed: number }>;
};

/** What a reader needs: bodies for the rows it read. */
export type VersionBodyReader = Pick<VersionBodyStore, "read">;

/** The object takes at most this many bodies a call (workers/user-object/version-body-interface.ts). */
const BODIES_PER_CALL = 100;
/** …and names at most this many versions a call to read or forget. */
const IDS_PER_CALL = 1_000;

/** What D1's row says of a version, overlaid with the object's summary where the object holds it as newest. */
function withSummary<T extends object>(row: T, summary: EssaySummary): T {
  const fields: Record<string, unknown> = {
    revision: summary.revision,
    wordCount: summary.wordCount,
    characterCount: summary.characterCount,
    updatedAt: new Date(summary.updatedAt),
    userWrittenAt: summary.userWrittenAt === null ? null : new Date(summary.userWrittenAt),
    arrival: summary.arrival,
  };
  // Only the fields the reader selected: a row read with a few columns keeps its shape.
  return { ...row, ...Object.fromEntries(Object.entries(fields).filter(([name]) => name in row)) };
}

/** An essay's title and text as a prompt quotes it: the text is read with withVersionBody(ies) wherever it is held. */
export const essayTextColumns = {
  id: essaySubmissions.id,
  title: essaySubmissions.essayTitle,
  content: essaySubmissions.essayContent,
  bodyInObject: essaySubmissions.bodyInObject,
};

/**
 * The rows with their text in `key`: D1's where D1 holds it, else one call to the user's object
 * for all the missing ones (none when every row holds its own). An essay's newest version held in
 * the object also takes the object's revision, counts and times (HeldText). The rows must be the
 * user's own, read with their id scoped to that user: the object asked is theirs, so another
 * user's version can never be read through here. A body the object lost is an error, never an
 * empty text that a later save could write back.
 */
export async function withVersionBodies<T extends { id: string; bodyInObject: boolean }, K extends keyof T>(
  store: VersionBodyReader,
  rows: T[],
  key: K,
): Promise<T[]> {
  const missing = rows.filter((row) => row.bodyInObject).map((row) => row.id);
  if (missing.length === 0) return rows;
  const found: Record<string, HeldText> = {};
  // One call for up to IDS_PER_CALL versions (an account's archive may name more).
  for (let start = 0; start < missing.length; start += IDS_PER_CALL) Object.assign(found, await store.read(missing.slice(start, start + IDS_PER_CALL)));
  return rows.map((row) => {
    if (!row.bodyInObject) return row;
    const held = found[row.id];
    if (held === undefined) throw new Error(`The text of version ${row.id} is missing from its user's object`);
    if (typeof held === "string") return { ...row, [key]: held, bodyInObject: false };
    return { ...withSummary(row, held.summary), [key]: held.body, bodyInObject: false };
  });
}

/** One row's text (see withVersionBodies); null stays null. */
export async function withVersionBody<T extends { id: string; bodyInObject: boolean }, K extends keyof T>(
  store: VersionBodyReader,
  row: T | null | undefined,
  key: K,
) {
  if (!row) return null;
  return (await withVersionBodies(store, [row], key))[0]!;
}

/**
 * Moves versions' text to the user's object: kept there first (awaited), then emptied in D1 only
 * where D1 still holds exactly the text the object acknowledged (a save in between keeps its new
 * text in D1; a second mover finds body_in_object already set). Safe to run twice, or at once from
 * two places. Returns how many versions this call emptied in D1. Throws when the object refuses:
 * then nothing was emptied, and the text stays in D1 for a later move.
 */
export async function moveVersionBodies(db: Database, store: VersionBodyStore, userId: string, rows: { id: string; essayContent: string }[]) {
  const bodies = rows.filter((row) => row.essayContent !== "").map((row) => ({ id: row.id, body: row.essayContent }));
  let moved = 0;
  for (let start = 0; start < bodies.length; start += BODIES_PER_CALL) {
    const chunk = bodies.slice(start, start + BODIES_PER_CALL);
    await store.keep(chunk);
    const [first, ...rest] = chunk.map((body) =>
      db
        .update(essaySubmissions)
        // The row's times stay as they were: the version did not change, only where its text is.
        .set({ essayContent: "", bodyInObject: true, updatedAt: sql`${essaySubmissions.updatedAt}` })
        .where(stillHeldInD1(userId, body.id, body.body))
        .returning({ id: essaySubmissions.id }),
    );
    const emptied = await db.batch([first!, ...rest]);
    const left = chunk.filter((_, index) => emptied[index]!.length === 0).map((body) => body.id);
    moved += chunk.length - left.length;
    if (left.length > 0) await forgetRemoved(db, store, userId, left);
  }
  return moved;
}

/** A version deleted while its text was being moved: the copy just kept goes too. */
async function forgetRemoved(db: Database, store: VersionBodyStore, userId: string, ids: string[]) {
  const present = await db
    .select({ id: essaySubmissions.id })
    .from(essaySubmissions)
    .where(and(eq(essaySubmissions.userId, userId), inArray(essaySubmissions.id, ids)));
  const kept = new Set(present.map((row) => row.id));
  const removed = ids.filter((id) => !kept.has(id));
  if (removed.length > 0) await store.forget(removed);
}

/**
 * After a new version of an essay: every older version of its school-and-title whose text is still
 * in D1 moves to the object (the one that just stopped being the newest, and any an earlier move
 * left behind). Never fails the new version: when the object cannot be reached, the text stays in
 * D1 (nothing lost) and the hourly sweep (version-body-sweep.server.ts) moves it later.
 */
export async function moveOlderVersions(
  db: Database,
  store: VersionBodyStore,
  userId: string,
  newest: { school: string; essayTitle: string; version: number },
) {
  const older = await db
    .select({ id: essaySubmissions.id, essayContent: essaySubmissions.essayContent })
    .from(essaySubmissions)
    .where(
      and(
        eq(essaySubmissions.userId, userId),
        eq(essaySubmissions.school, newest.school),
        eq(essaySubmissions.essayTitle, newest.essayTitle),
        lt(essaySubmissions.version, newest.version),
        eq(essaySubmissions.bodyInObject, false),
        ne(essaySubmissions.essayContent, ""),
      ),
    );
  try {
    return await moveVersionBodies(db, store, userId, older);
  } catch (error) {
    console.error("version bodies: move to the user's object failed; the text stays in D1", { userId, error: String(error) });
    return 0;
  }
}

/**
 * Versions removed from D1 (their school removed): their text goes from the object too. Their rows
 * are already gone, so a failure here cannot be retried from D1: it is logged, and the text, which
 * nothing can reach any more, goes when the account is deleted (the object's storage is erased).
 */
export async function forgetVersionBodies(store: VersionBodyStore, userId: string, ids: string[]) {
  if (ids.length === 0) return;
  try {
    for (let start = 0; start < ids.length; start += IDS_PER_CALL) await store.forget(ids.slice(start, start + IDS_PER_CALL));
  } catch (error) {
    console.error("version bodies: removed versions' text not forgotten in the user's object", { userId, versions: ids.length, error: String(error) });
  }
}
