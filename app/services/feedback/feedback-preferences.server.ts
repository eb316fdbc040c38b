import type { Database } from "../../../db/client";
import { type StoredFeedbackItem, feedbackOrder, sortItems } from "~/domain/feedback/feedback-items";
import { DEFAULT_ENGLISH_VARIANT, type EnglishVariant } from "~/domain/feedback/english-variant";
import type { SchoolWordBook } from "~/domain/checks/wrong-school";
import { namesOf } from "~/domain/essays/spelling";
import type { CheckOptions, WritingChecks } from "~/domain/essays/writing-checks";
import { getEssay } from "../essays/essays.server";
import { type VersionBodyReader, withVersionBody } from "../essays/version-bodies.server";
import { loadSchoolWords } from "../catalogue/catalogue.server";
import { type FeedbackTarget, essayFeedbackFor, resumeFeedbackFor, writeFeedbackItems } from "./feedback.server";
import type { WorkRows } from "../work-rows/work-rows.server";
import type { WorkRow } from "../work-rows/work-tables.server";

// What the writer told the checks: words of their own (a dictionary kept per user, used by every
// later check), items ignored for one passage (not flagged again there), and their English (US
// or UK: the spelling check's dictionary, and what the model is told).

const targetKey = (target: FeedbackTarget) => (target.kind === "essay" ? target.essayId : "resume");

/** The user's own words, lower-cased, for the spelling check. */
export async function knownWordsFor(rows: WorkRows): Promise<Set<string>> {
  return new Set((await rows.list("user_words")).map((row) => row.word));
}

/** The writer's English: US unless they chose UK. */
export async function englishVariantFor(rows: WorkRows, userId: string): Promise<EnglishVariant> {
  return englishVariantOf(await rows.get("writing_preferences", [userId]));
}

/** The same, from the row a caller read with others. */
export const englishVariantOf = (row: WorkRow<"writing_preferences"> | null): EnglishVariant => row?.englishVariant ?? DEFAULT_ENGLISH_VARIANT;

/** What the writing checks are told of the writer: their words and their English, and the schools' words as names. */
export async function checkOptionsFor(rows: WorkRows, userId: string, schools: SchoolWordBook): Promise<CheckOptions> {
  const [knownWords, variant] = await Promise.all([knownWordsFor(rows), englishVariantFor(rows, userId)]);
  // The schools' own words are names even where a sentence starts with them ("Tepper taught me…").
  const names = namesOf(Object.values(schools).flatMap((school) => [school.name, ...school.words.map((word) => word.text)]));
  return { knownWords, variant, names };
}

/** Drops items the user ignored for this essay (or the resume): same kind, same passage. */
export async function withoutIgnored<T extends Pick<StoredFeedbackItem, "type" | "textReference">>(
  rows: WorkRows,
  target: FeedbackTarget,
  items: T[],
): Promise<T[]> {
  const ignores = await rows.list("feedback_ignores", { target: targetKey(target) });
  const ignored = new Set(ignores.map((row) => `${row.type}\u0000${row.passage}`));
  return items.filter((item) => !item.textReference || !ignored.has(`${item.type}\u0000${item.textReference.highlightText}`));
}

async function currentItems(rows: WorkRows, userId: string, target: FeedbackTarget) {
  return target.kind === "essay" ? (await essayFeedbackFor(rows, target.essayId))?.items : await resumeFeedbackFor(rows, userId);
}

export type PreferenceOutcome = { ok: true; word?: string } | { ok: false; reason: "not_found" | "not_spelling" };

/**
 * Adds a flagged word to the user's dictionary and takes every spelling item for that word off
 * this feedback. Only a spelling item's word can be added (the server reads it from the stored
 * item, never from the request).
 */
export async function addToDictionary(rows: WorkRows, userId: string, target: FeedbackTarget, itemId: string): Promise<PreferenceOutcome> {
  const items = await currentItems(rows, userId, target);
  const item = items?.find((entry) => entry.id === itemId);
  if (!items || !item) return { ok: false, reason: "not_found" };
  if (item.type !== "spelling" || !item.textReference) return { ok: false, reason: "not_spelling" };
  const word = item.textReference.highlightText.toLowerCase();
  const left = items.filter((entry) => !(entry.type === "spelling" && entry.textReference?.highlightText.toLowerCase() === word));
  await Promise.all([rows.put("user_words", [{ userId, word }], { keepExisting: true }), writeFeedbackItems(rows, userId, target, left)]);
  return { ok: true, word };
}

/** Ignores one item for its passage: it leaves this feedback, and later checks skip it there. */
export async function ignoreItem(rows: WorkRows, userId: string, target: FeedbackTarget, itemId: string): Promise<PreferenceOutcome> {
  const items = await currentItems(rows, userId, target);
  const item = items?.find((entry) => entry.id === itemId);
  if (!items || !item) return { ok: false, reason: "not_found" };
  const left = items.filter((entry) => entry.id !== itemId);
  const remember = item.textReference
    ? {
        userId,
        essayId: target.kind === "essay" ? target.essayId : null,
        target: targetKey(target),
        type: item.type,
        passage: item.textReference.highlightText,
      }
    : null;
  await Promise.all([writeFeedbackItems(rows, userId, target, left), remember ? rows.put("feedback_ignores", [remember], { keepExisting: true }) : null]);
  return { ok: true };
}

/**
 * Sets the writer's English, and checks the spelling of the feedback shown on this essay (or the
 * resume) again by it, when that feedback is on the text as saved: "colour" goes for a UK writer,
 * "color" comes. The model's items stay as they are. Not found: the essay is not the user's.
 */
export async function chooseEnglish(
  { db, rows, writingChecks, bodies }: { db: Database; rows: WorkRows; writingChecks: WritingChecks; bodies: VersionBodyReader },
  userId: string,
  target: FeedbackTarget,
  variant: EnglishVariant,
): Promise<PreferenceOutcome> {
  const found = target.kind === "essay" ? await getEssay(db, userId, target.essayId) : null;
  if (target.kind === "essay" && !found) return { ok: false, reason: "not_found" };
  await rows.put("writing_preferences", [{ userId, englishVariant: variant }]);
  const shown = found ? await essayFeedbackFor(rows, found.id) : null;
  // Only feedback on the text as saved is checked again (the revision is the object's, with the
  // text); feedback on an older revision waits for its next run.
  const essay = shown && found ? await withVersionBody(bodies, found, "essayContent") : found;
  const text = essay ? (shown?.essayRevision === essay.revision ? essay.essayContent : null) : ((await rows.get("resume_data", [userId]))?.content ?? null);
  const items = essay ? shown?.items : await resumeFeedbackFor(rows, userId);
  if (text === null || !items) return { ok: true };
  const options = await checkOptionsFor(rows, userId, await loadSchoolWords(db));
  const spelling = (await writingChecks(text, null, options))
    .filter((item) => item.type === "spelling")
    .map((item): StoredFeedbackItem => ({ ...item, id: crypto.randomUUID(), source: "check" }));
  const kept = items.filter((item) => !(item.source === "check" && item.type === "spelling"));
  const respelled = [...kept, ...(await withoutIgnored(rows, target, spelling))];
  await writeFeedbackItems(rows, userId, target, essay ? feedbackOrder(respelled) : sortItems(respelled));
  return { ok: true };
}
