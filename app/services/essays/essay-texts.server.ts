import { and, asc, eq, exists, inArray, lte, notExists, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { essaySubmissions } from "../../../db/schema";
import type { Arrival } from "~/domain/authorship/arrival";
import { LEGACY_DRAFT_MARK } from "~/domain/catalogue/catalogue";
import { textCounts } from "~/domain/essays/essay-rules";
import { newerVersionOf } from "./newer-version.server";

// Each essay's newest version keeps its text in the applicant's own object (docs/scale.md step 3),
// which takes every save; D1's essay_submissions row stays as the essay's summary (status,
// counted words, revision, times), which the dashboard, reminders, at-risk, the admin and the
// cron read, with essay_content emptied and body_in_object set. This file is D1's side of it: the
// summaries the object hands over after it stored a save (idempotent: a summary carries the
// revision it describes, and never replaces a later one), and the verified moves of existing
// applicants' newest texts into their object and back (the rollback).

/** What D1 keeps of an essay's newest version, and follows from the object: everything but its text. */
export type EssaySummary = {
  id: string;
  revision: number;
  wordCount: number;
  characterCount: number;
  updatedAt: number;
  userWrittenAt: number | null;
  arrival: Arrival | null;
};

/** A newest version as the object holds it: its summary and its text. */
export type HeldEssay = EssaySummary & { body: string };

/** The object's side of a move: it keeps versions (replacing what it held of them), shows what it holds, and lets go of some. */
export type EssayHolder = {
  keep: (essays: HeldEssay[]) => void;
  held: (ids: string[]) => Record<string, HeldEssay>;
  drop: (ids: string[]) => void;
};

/** Essays moved in one batch: one D1 read, one call's worth of text, one D1 batch. */
export const ESSAYS_PER_BATCH = 20;
/** Statements in one D1 batch of summaries (each binds about a dozen values). */
const SUMMARIES_PER_BATCH = 50;

const chunks = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
const asDate = (ms: number | null) => (ms === null ? null : new Date(ms));

const summaryColumns = (summary: EssaySummary) => ({
  revision: summary.revision,
  wordCount: summary.wordCount,
  characterCount: summary.characterCount,
  updatedAt: new Date(summary.updatedAt),
  userWrittenAt: asDate(summary.userWrittenAt),
  arrival: summary.arrival,
});

/**
 * D1 takes the object's summaries: each row is set to the summary unless it already describes a
 * later revision (a summary written twice, or late, changes nothing), and marked as holding no
 * text of its own. Throws when D1 cannot be written: the object keeps them owed and tries again.
 */
export async function writeEssaySummaries(db: Database, userId: string, summaries: EssaySummary[]) {
  for (const batch of chunks(summaries, SUMMARIES_PER_BATCH)) {
    const [first, ...rest] = batch.map((summary) =>
      db
        .update(essaySubmissions)
        .set({ ...summaryColumns(summary), essayContent: "", bodyInObject: true })
        .where(and(eq(essaySubmissions.id, summary.id), eq(essaySubmissions.userId, userId), lte(essaySubmissions.revision, summary.revision))),
    );
    await db.batch([first!, ...rest]);
  }
}

/** Each essay's newest version whose text D1 still holds, except a draft that may still be its school's prompt (the workspace needs its text to tell). */
const newestInD1 = (db: Database, userId: string) =>
  and(
    eq(essaySubmissions.userId, userId),
    eq(essaySubmissions.bodyInObject, false),
    notExists(newerVersionOf(db)),
    sql`instr(${essaySubmissions.essayContent}, ${LEGACY_DRAFT_MARK}) = 0`,
  );

const sameEssay = (a: HeldEssay, b: HeldEssay | undefined) =>
  b !== undefined &&
  a.body === b.body &&
  a.revision === b.revision &&
  a.wordCount === b.wordCount &&
  a.characterCount === b.characterCount &&
  a.updatedAt === b.updatedAt &&
  a.userWrittenAt === b.userWrittenAt &&
  JSON.stringify(a.arrival) === JSON.stringify(b.arrival);

/**
 * A row whose text D1 still holds, exactly as the user's object acknowledged keeping it: only such
 * a row has its D1 copy emptied (a save in between keeps its new text in D1; a second mover finds
 * body_in_object already set). For the essays' move and the versions' alike.
 */
export const stillHeldInD1 = (userId: string, id: string, text: string) =>
  and(eq(essaySubmissions.id, id), eq(essaySubmissions.userId, userId), eq(essaySubmissions.bodyInObject, false), eq(essaySubmissions.essayContent, text));

/**
 * Moves the applicant's newest texts from D1 into their object, a batch at a time: copied, read
 * back and compared, and only then emptied in D1, each row only where D1 still holds exactly the
 * revision and text copied (a row saved in between keeps its newer text in D1, and the object
 * lets go of its copy). A copy that differs throws with D1 untouched. A move cut short leaves the
 * same text in both; the next copies it again (replacing) and empties it.
 */
export async function moveEssayTextsToObject(db: Database, userId: string, holder: EssayHolder) {
  let moved = 0;
  for (;;) {
    const rows = await db.select().from(essaySubmissions).where(newestInD1(db, userId)).orderBy(asc(essaySubmissions.id)).limit(ESSAYS_PER_BATCH);
    if (rows.length === 0) return { essays: moved };
    const essays: HeldEssay[] = rows.map((row) => {
      // A row counted before counts were stored is counted now, as the workspace would count it.
      const counts = row.wordCount === null || row.characterCount === null ? textCounts(row.essayContent) : null;
      return {
        id: row.id,
        body: row.essayContent,
        revision: row.revision,
        wordCount: counts?.words ?? row.wordCount!,
        characterCount: counts?.characters ?? row.characterCount!,
        updatedAt: row.updatedAt.getTime(),
        userWrittenAt: row.userWrittenAt?.getTime() ?? null,
        arrival: row.arrival ?? null,
      };
    });
    holder.keep(essays);
    const held = holder.held(essays.map((essay) => essay.id));
    const differs = essays.filter((essay) => !sameEssay(essay, held[essay.id]));
    if (differs.length > 0) throw new Error(`essay move: the object's copy differs for ${differs.length} essays; D1 keeps their text`);
    const [first, ...rest] = essays.map((essay) =>
      db
        .update(essaySubmissions)
        // The row's time stays as it was: the essay did not change, only where its text is.
        .set({
          essayContent: "",
          bodyInObject: true,
          wordCount: essay.wordCount,
          characterCount: essay.characterCount,
          updatedAt: sql`${essaySubmissions.updatedAt}`,
        })
        .where(and(stillHeldInD1(userId, essay.id, essay.body), eq(essaySubmissions.revision, essay.revision)))
        .returning({ id: essaySubmissions.id }),
    );
    const emptied = await db.batch([first!, ...rest]);
    const left = essays.filter((_, index) => emptied[index]!.length === 0).map((essay) => essay.id);
    holder.drop(left);
    moved += essays.length - left.length;
    if (left.length === essays.length) throw new Error("essay move: every essay of a batch changed while it was copied; D1 keeps them");
  }
}

/**
 * The rollback: the object's newest texts written back into D1 (text and summary), read back and
 * compared. Throws when D1 does not hold exactly what was written: the object then keeps them.
 * An essay removed meanwhile has no row left to write, and nothing to keep.
 */
export async function copyEssayTextsToD1(db: Database, userId: string, essays: HeldEssay[]) {
  for (const batch of chunks(essays, ESSAYS_PER_BATCH)) {
    const [first, ...rest] = batch.map((essay) =>
      db
        .update(essaySubmissions)
        .set({ ...summaryColumns(essay), essayContent: essay.body, bodyInObject: false })
        .where(and(eq(essaySubmissions.id, essay.id), eq(essaySubmissions.userId, userId))),
    );
    await db.batch([first!, ...rest]);
    const back = await db
      .select({
        id: essaySubmissions.id,
        essayContent: essaySubmissions.essayContent,
        revision: essaySubmissions.revision,
        bodyInObject: essaySubmissions.bodyInObject,
      })
      .from(essaySubmissions)
      .where(
        and(
          eq(essaySubmissions.userId, userId),
          inArray(
            essaySubmissions.id,
            batch.map((essay) => essay.id),
          ),
        ),
      );
    for (const row of back) {
      const essay = batch.find((entry) => entry.id === row.id)!;
      if (row.bodyInObject || row.essayContent !== essay.body || row.revision !== essay.revision)
        throw new Error("essay move back: D1's copy differs from the object's; the object keeps the essays");
    }
  }
  return { essays: essays.length };
}

/** Applicants with a newest text still in D1 (the hourly move). */
export async function usersWithEssaysInD1(db: Database, limit: number) {
  const rows = await db
    .selectDistinct({ userId: essaySubmissions.userId })
    .from(essaySubmissions)
    .where(and(eq(essaySubmissions.bodyInObject, false), notExists(newerVersionOf(db)), sql`instr(${essaySubmissions.essayContent}, ${LEGACY_DRAFT_MARK}) = 0`))
    .limit(limit);
  return rows.map((row) => row.userId);
}

/** Applicants whose newest texts are in their object (the rollback's walk). */
export async function usersWithEssaysInObject(db: Database, limit: number) {
  const rows = await db
    .selectDistinct({ userId: essaySubmissions.userId })
    .from(essaySubmissions)
    .where(and(eq(essaySubmissions.bodyInObject, true), notExists(newerVersionOf(db))))
    .limit(limit);
  return rows.map((row) => row.userId);
}

/** The user's object as a new version uses it (workers/user-object/client.ts). */
export type EssayAdopter = { adopt: (essay: HeldEssay, older: string[]) => Promise<{ held: boolean }> };

/**
 * A version just made in D1 becomes the essay's newest in the applicant's object: its text moves
 * there at once, and the versions before it stop taking saves there. When the object cannot be
 * reached, the version stays in D1 (its first save, or the hourly move, takes it), and the hourly
 * move retires the older version the object still takes saves into.
 */
export async function adoptNewVersion(store: EssayAdopter, userId: string, created: typeof essaySubmissions.$inferSelect, older: string[]) {
  const counts = textCounts(created.essayContent);
  const essay: HeldEssay = {
    id: created.id,
    body: created.essayContent,
    revision: created.revision,
    wordCount: created.wordCount ?? counts.words,
    characterCount: created.characterCount ?? counts.characters,
    updatedAt: created.updatedAt.getTime(),
    userWrittenAt: created.userWrittenAt?.getTime() ?? null,
    arrival: created.arrival ?? null,
  };
  // A text that may be the school's prompt stays in D1, where the workspace reads it.
  if (created.essayContent.includes(LEGACY_DRAFT_MARK)) return;
  try {
    await store.adopt(essay, older);
  } catch (error) {
    console.error("essay texts: a new version stays in D1 for now", { userId, error: String(error) });
  }
}

/** Versions the object may still hold as newest that D1 knows a newer version of (a new version the object missed). */
export async function supersededInObject(db: Database, userId: string) {
  const rows = await db
    .select({ id: essaySubmissions.id })
    .from(essaySubmissions)
    .where(and(eq(essaySubmissions.userId, userId), eq(essaySubmissions.bodyInObject, true), exists(newerVersionOf(db))));
  return rows.map((row) => row.id);
}
