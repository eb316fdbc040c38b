import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { essayFeedback, feedbackIgnores, resumeFeedback, userWords } from "../../../db/schema";
import type { StoredFeedbackItem } from "~/domain/feedback/feedback-items";
import { type FeedbackTarget, essayFeedbackFor, resumeFeedbackFor } from "./feedback.server";

// What the writer told the checks: words of their own (a dictionary kept per user, used by every
// later check) and items ignored for one passage (not flagged again there).

const targetKey = (target: FeedbackTarget) => (target.kind === "essay" ? target.essayId : "resume");

/** The user's own words, lower-cased, for the spelling check. */
export async function knownWordsFor(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db.select({ word: userWords.word }).from(userWords).where(eq(userWords.userId, userId));
  return new Set(rows.map((row) => row.word));
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
