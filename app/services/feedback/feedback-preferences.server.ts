import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { batchedRead } from "../../../db/read-batching";
import { essayFeedback, feedbackIgnores, resumeData, resumeFeedback, userWords, writingPreferences } from "../../../db/schema";
import { type StoredFeedbackItem, feedbackOrder, sortItems } from "~/domain/feedback/feedback-items";
import { DEFAULT_ENGLISH_VARIANT, type EnglishVariant } from "~/domain/feedback/english-variant";
import type { SchoolWordBook } from "~/domain/checks/wrong-school";
import { namesOf } from "~/domain/essays/spelling";
import type { CheckOptions, WritingChecks } from "~/domain/essays/writing-checks";
import { getEssay } from "../essays/essays.server";
import { loadSchoolWords } from "../catalogue/catalogue.server";
import { type FeedbackTarget, essayFeedbackFor, resumeFeedbackFor } from "./feedback.server";

// What the writer told the checks: words of their own (a dictionary kept per user, used by every
// later check), items ignored for one passage (not flagged again there), and their English (US
// or UK: the spelling check's dictionary, and what the model is told).

const targetKey = (target: FeedbackTarget) => (target.kind === "essay" ? target.essayId : "resume");

/** The user's own words, lower-cased, for the spelling check. */
export async function knownWordsFor(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db.select({ word: userWords.word }).from(userWords).where(eq(userWords.userId, userId));
  return new Set(rows.map((row) => row.word));
}

/** The query for the writer's English (for a caller that batches it); englishVariantOf reads its answer. */
export const englishVariantQuery = (db: Database, userId: string) =>
  db.select({ variant: writingPreferences.englishVariant }).from(writingPreferences).where(eq(writingPreferences.userId, userId));

/** The writer's English: US unless they chose UK. */
export const englishVariantOf = (rows: { variant: EnglishVariant }[]): EnglishVariant => rows[0]?.variant ?? DEFAULT_ENGLISH_VARIANT;

/** The writer's English, read with whatever else the request reads in the same turn (one round trip). */
export async function englishVariantFor(db: Database, userId: string): Promise<EnglishVariant> {
  return englishVariantOf(await batchedRead(db, englishVariantQuery(db, userId)));
}

/** What the writing checks are told of the writer: their words and their English, and the schools' words as names. */
export async function checkOptionsFor(db: Database, userId: string, schools: SchoolWordBook): Promise<CheckOptions> {
  const [knownWords, variant] = await Promise.all([knownWordsFor(db, userId), englishVariantFor(db, userId)]);
  // The schools' own words are names even where a sentence starts with them ("Tepper taught me…").
  const names = namesOf(Object.values(schools).flatMap((school) => [school.name, ...school.words.map((word) => word.text)]));
  return { knownWords, variant, names };
}

/** Drops items the user ignored for this essay (or the resume): same kind, same passage. */
export async function withoutIgnored<T extends Pick<StoredFeedbackItem, "type" | "textReference">>(
  db: Database,
  userId: string,
  target: FeedbackTarget,
  items: T[],
): Promise<T[]> {
  const rows = await db
    .select({ type: feedbackIgnores.type, passage: feedbackIgnores.passage })
    .from(feedbackIgnores)
    .where(and(eq(feedbackIgnores.userId, userId), eq(feedbackIgnores.target, targetKey(target))));
  const ignored = new Set(rows.map((row) => `${row.type}\u0000${row.passage}`));
  return items.filter((item) => !item.textReference || !ignored.has(`${item.type}\u0000${item.textReference.highlightText}`));
}

async function currentItems(db: Database, userId: string, target: FeedbackTarget) {
  return target.kind === "essay" ? (await essayFeedbackFor(db, userId, target.essayId))?.items : await resumeFeedbackFor(db, userId);
}

function writeItems(db: Database, userId: string, target: FeedbackTarget, items: StoredFeedbackItem[]) {
  return target.kind === "essay"
    ? db
        .update(essayFeedback)
        .set({ feedbackData: items, updatedAt: new Date() })
        .where(and(eq(essayFeedback.essayId, target.essayId), eq(essayFeedback.userId, userId)))
    : db.update(resumeFeedback).set({ feedbackData: items, updatedAt: new Date() }).where(eq(resumeFeedback.userId, userId));
}

export type PreferenceOutcome = { ok: true; word?: string } | { ok: false; reason: "not_found" | "not_spelling" };

/**
 * Adds a flagged word to the user's dictionary and takes every spelling item for that word off
 * this feedback. Only a spelling item's word can be added (the server reads it from the stored
 * item, never from the request).
 */
export async function addToDictionary(db: Database, userId: string, target: FeedbackTarget, itemId: string): Promise<PreferenceOutcome> {
  const items = await currentItems(db, userId, target);
  const item = items?.find((entry) => entry.id === itemId);
  if (!items || !item) return { ok: false, reason: "not_found" };
  if (item.type !== "spelling" || !item.textReference) return { ok: false, reason: "not_spelling" };
  const word = item.textReference.highlightText.toLowerCase();
  const left = items.filter((entry) => !(entry.type === "spelling" && entry.textReference?.highlightText.toLowerCase() === word));
  await db.batch([db.insert(userWords).values({ userId, word }).onConflictDoNothing(), writeItems(db, userId, target, left)]);
  return { ok: true, word };
}

/** Ignores one item for its passage: it leaves this feedback, and later checks skip it there. */
export async function ignoreItem(db: Database, userId: string, target: FeedbackTarget, itemId: string): Promise<PreferenceOutcome> {
  const items = await currentItems(db, userId, target);
  const item = items?.find((entry) => entry.id === itemId);
  if (!items || !item) return { ok: false, reason: "not_found" };
  const left = items.filter((entry) => entry.id !== itemId);
  const remember = item.textReference
    ? [
        db
          .insert(feedbackIgnores)
          .values({
            userId,
            essayId: target.kind === "essay" ? target.essayId : null,
            target: targetKey(target),
            type: item.type,
            passage: item.textReference.highlightText,
          })
          .onConflictDoNothing(),
      ]
    : [];
  await db.batch([writeItems(db, userId, target, left), ...remember]);
  return { ok: true };
}

/**
 * Sets the writer's English, and checks the spelling of the feedback shown on this essay (or the
 * resume) again by it, when that feedback is on the text as saved: "colour" goes for a UK writer,
 * "color" comes. The model's items stay as they are. Not found: the essay is not the user's.
 */
export async function chooseEnglish(
  { db, writingChecks }: { db: Database; writingChecks: WritingChecks },
  userId: string,
  target: FeedbackTarget,
  variant: EnglishVariant,
): Promise<PreferenceOutcome> {
  const essay = target.kind === "essay" ? await getEssay(db, userId, target.essayId) : null;
  if (target.kind === "essay" && !essay) return { ok: false, reason: "not_found" };
  await db
    .insert(writingPreferences)
    .values({ userId, englishVariant: variant })
    .onConflictDoUpdate({ target: writingPreferences.userId, set: { englishVariant: variant, updatedAt: new Date() } });
  const shown = essay ? await essayFeedbackFor(db, userId, essay.id) : null;
  // Feedback on an older revision (or an older version's text, kept in the user's object) waits for its next run.
  const text = essay
    ? shown?.essayRevision === essay.revision && !essay.bodyInObject
      ? essay.essayContent
      : null
    : ((await db.select({ content: resumeData.content }).from(resumeData).where(eq(resumeData.userId, userId)).get())?.content ?? null);
  const items = essay ? shown?.items : await resumeFeedbackFor(db, userId);
  if (text === null || !items) return { ok: true };
  const options = await checkOptionsFor(db, userId, await loadSchoolWords(db));
  const spelling = (await writingChecks(text, null, options))
    .filter((item) => item.type === "spelling")
    .map((item): StoredFeedbackItem => ({ ...item, id: crypto.randomUUID(), source: "check" }));
  const kept = items.filter((item) => !(item.source === "check" && item.type === "spelling"));
  const respelled = [...kept, ...(await withoutIgnored(db, userId, target, spelling))];
  await writeItems(db, userId, target, essay ? feedbackOrder(respelled) : sortItems(respelled));
  return { ok: true };
}
