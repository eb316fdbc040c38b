import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../../../db/client";
import { essaySubmissions } from "../../../db/schema";
import { isUntouchedDraft } from "~/domain/catalogue/catalogue";
import type { UsageCounter } from "~/domain/billing/usage-limits";
import { decide, expiredRefusal } from "~/domain/billing/entitlements";
import { type EssayStatus, textCounts } from "~/domain/essays/essay-rules";
import type { SavedSchool } from "~/domain/schools/workspace";
import { essayPromptOf, essayPromptQuery } from "../catalogue/catalogue.server";
import { entitlementsToSpend } from "../billing/entitlements.server";
import { claimEssayText, essayClaimQuery } from "./essay-claims.server";
import { arrivalOfSave } from "~/domain/authorship/arrival";
import type { ArrivalTally } from "~/domain/authorship/arrival-tally";
import { type VersionBodyStore, moveOlderVersions, withVersionBody } from "./version-bodies.server";
import { type EssayAdopter, adoptNewVersion } from "./essay-texts.server";

export type Essay = typeof essaySubmissions.$inferSelect;

/** The user's essay `id`: every query of one essay is scoped by both. */
export const ownEssay = (userId: string, id: string) => and(eq(essaySubmissions.id, id), eq(essaySubmissions.userId, userId));

/** One of the user's essays, or null (another user's essay is simply not found). */
export async function getEssay(db: Database, userId: string, id: string): Promise<Essay | null> {
  return (await db.select().from(essaySubmissions).where(ownEssay(userId, id)).get()) ?? null;
}

/** Every version of the essay's school-and-title, oldest first. */
export async function listVersions(db: Database, userId: string, essay: Pick<Essay, "school" | "essayTitle">) {
  return db
    .select()
    .from(essaySubmissions)
    .where(and(eq(essaySubmissions.userId, userId), eq(essaySubmissions.school, essay.school), eq(essaySubmissions.essayTitle, essay.essayTitle)))
    .orderBy(asc(essaySubmissions.version));
}

/** The query for one of the user's essays (for a caller that batches it). */
export function essayQuery(db: Database, userId: string, id: string) {
  return db.select().from(essaySubmissions).where(ownEssay(userId, id));
}

const sameEssay = alias(essaySubmissions, "same_essay");

/** Every version of the school-and-title of the user's essay `id`, oldest first, without reading the essay first. */
export function versionsOfEssayQuery(db: Database, userId: string, id: string) {
  return db
    .select(getTableColumns(essaySubmissions))
    .from(essaySubmissions)
    .innerJoin(
      sameEssay,
      and(eq(sameEssay.userId, essaySubmissions.userId), eq(sameEssay.school, essaySubmissions.school), eq(sameEssay.essayTitle, essaySubmissions.essayTitle)),
    )
    .where(and(eq(sameEssay.id, id), eq(sameEssay.userId, userId)))
    .orderBy(asc(essaySubmissions.version));
}

/** One of the user's essays and the catalogue prompt it answers (null when it has none), in one round trip. */
export async function getEssayWithPrompt(db: Database, userId: string, id: string): Promise<{ essay: Essay; prompt: ReturnType<typeof essayPromptOf> } | null> {
  const [essays, prompts] = await db.batch([essayQuery(db, userId, id), essayPromptQuery(db, userId, id)]);
  return essays[0] ? { essay: essays[0], prompt: essayPromptOf(prompts) } : null;
}

/** The essay, its prompt and its versions' claim (essay-claims.server.ts), in one round trip: what any write of text into it decides on. */
export async function essayToWrite(db: Database, userId: string, id: string) {
  const [essays, prompts, versions] = await db.batch([essayQuery(db, userId, id), essayPromptQuery(db, userId, id), essayClaimQuery(db, userId, id)]);
  return essays[0] ? { essay: essays[0], prompt: essayPromptOf(prompts), versions } : null;
}

export type SaveOutcome =
  | { ok: true; essay: SavedEssay; school: SavedSchool | null }
  | { ok: false; reason: "not_found" | "conflict" | "essay_limit"; current?: Pick<Essay, "revision" | "essayContent">; limit?: number }
  | { ok: false; reason: "expired"; code: "plan_required" | "trial_expired" }
  | { ok: false; reason: "older_version"; newest: { id: string; version: number } };

export type SavedEssay = { id: string; school: string; essayTitle: string; version: number; revision: number };

export async function setEssayStatus(db: Database, userId: string, id: string, status: EssayStatus): Promise<Essay | null> {
  const [updated] = await db
    .update(essaySubmissions)
    .set({ status, submittedAt: status === "submitted" ? new Date() : null, updatedAt: new Date() })
    .where(ownEssay(userId, id))
    .returning();
  return updated ?? null;
}

export type NewVersionOutcome =
  | { ok: true; essay: Essay }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "busy" }
  | { ok: false; reason: "essay_limit"; limit: number | undefined }
  | { ok: false; reason: "expired"; code: "plan_required" | "trial_expired" };

/**
 * A new version from an existing one: highest version + 1, draft, its parent named, its text
 * copied (from the user's object when it is an older version whose text moved there) or the text
 * given. Text that makes the essay hold the applicant's words for the first time is counted like
 * a save's (essay-claims.server.ts). The versions it leaves behind move their text to the object
 * (version-bodies.server.ts), and the new one becomes the newest held there (essay-texts.server.ts).
 */
export async function createVersion(
  db: Database,
  userObject: { usage: UsageCounter; versionBodies: VersionBodyStore; essayTexts: EssayAdopter },
  userId: string,
  fromId: string,
  notes: string,
  content?: string,
  origin: "typed" | "trim" = "typed",
  arrival: ArrivalTally | null = null,
): Promise<NewVersionOutcome> {
  const found = await essayToWrite(db, userId, fromId);
  // The source's own text is read (from the object, for an older version) only when it is copied.
  const source = content === undefined ? await withVersionBody(userObject.versionBodies, found?.essay ?? null, "essayContent") : found?.essay;
  if (!found || !source) return { ok: false, reason: "not_found" };
  const decision = decide(await entitlementsToSpend(db, userId), "new_version");
  if (!decision.allowed) return expiredRefusal(decision);
  const text = content ?? source.essayContent;
  const claim = await claimEssayText(db, userObject.usage, userId, found.versions, text, found.prompt);
  if (!claim.ok) return claim;
  const writtenAt = isUntouchedDraft(text, found.prompt) ? source.userWrittenAt : (source.userWrittenAt ?? new Date());
  // The number is taken inside the INSERT (one SQLite statement is atomic), so any number of tabs
  // making "the next version" at once each get their own. The unique index stays the backstop: a
  // rename moving this essay's title between the read and the insert could still collide, and
  // that retries, then answers busy (never a 500).
  const topVersion = sql<number>`(select coalesce(max(${essaySubmissions.version}), 0) + 1 from ${essaySubmissions}
    where ${essaySubmissions.userId} = ${userId} and ${essaySubmissions.school} = ${source.school} and ${essaySubmissions.essayTitle} = ${source.essayTitle})`;
  const { words, characters } = textCounts(text);
  for (let attempt = 0; attempt < 3; attempt++) {
    const [created] = await db
      .insert(essaySubmissions)
      .values({
        userId,
        school: source.school,
        essayTitle: source.essayTitle,
        essayContent: text,
        wordCount: words,
        characterCount: characters,
        status: "draft",
        version: topVersion,
        versionNotes: notes || null,
        // The applicant's own text, from the editor or copied from the version they were on,
        // or their text with Scout's accepted cuts (checked by acceptTrim before it gets here).
        origin,
        parentEssayId: source.id,
        userWrittenAt: writtenAt,
        // Text from the editor arrived as its tally says; a copy or a trim came from a version (the report says which).
        arrival: content !== undefined && origin === "typed" ? arrivalOfSave(arrival) : null,
      })
      .onConflictDoNothing()
      .returning();
    if (created) {
      await moveOlderVersions(db, userObject.versionBodies, userId, created);
      await adoptNewVersion(
        userObject.essayTexts,
        userId,
        created,
        found.versions.map((version) => version.id),
      );
      return { ok: true, essay: created };
    }
  }
  if (claim.counted) await claim.release();
  return { ok: false, reason: "busy" };
}

export type RenameOutcome = { ok: true } | { ok: false; reason: "not_found" | "taken" };

/** Renames an essay: every version of its school-and-title moves to the new title together. */
export async function renameEssay(db: Database, userId: string, id: string, title: string): Promise<RenameOutcome> {
  const essay = await getEssay(db, userId, id);
  if (!essay) return { ok: false, reason: "not_found" };
  if (title === essay.essayTitle) return { ok: true };
  const taken = await db
    .select({ id: essaySubmissions.id })
    .from(essaySubmissions)
    .where(and(eq(essaySubmissions.userId, userId), eq(essaySubmissions.school, essay.school), eq(essaySubmissions.essayTitle, title)))
    .get();
  if (taken) return { ok: false, reason: "taken" };
  await db
    .update(essaySubmissions)
    .set({ essayTitle: title, updatedAt: new Date() })
    .where(and(eq(essaySubmissions.userId, userId), eq(essaySubmissions.school, essay.school), eq(essaySubmissions.essayTitle, essay.essayTitle)));
  return { ok: true };
}
