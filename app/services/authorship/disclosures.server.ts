import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../../../db/client";
import { aiDisclosures, essaySubmissions } from "../../../db/schema";
import type { StoredFeedbackItem } from "~/domain/feedback/feedback-items";
import type { DisclosureEntry, DisclosureKind } from "~/domain/authorship/disclosure";
import type { CoachingMode } from "~/domain/ai-policy/critique-only";

// The disclosure log (docs/ai-policy.md): written here only, by the server paths that give AI
// help with an essay (the feedback run, the chat turn and voice session in the essay's context,
// the save that takes in an accepted suggestion). No route writes it from the browser; every read
// is scoped to the user.

export type NewDisclosure = {
  userId: string;
  essay: { id: string; school: string; essayTitle: string; version: number; revision: number };
  kind: DisclosureKind;
  promptVersions?: Record<string, number> | null;
  span?: { start: number; end: number; text: string };
  mode?: CoachingMode;
  droppedPassages?: number;
};

/** The insert of one entry, for a batch with the change it records. */
export function disclosureQuery(db: Database, entry: NewDisclosure) {
  const { essay } = entry;
  return db.insert(aiDisclosures).values({
    userId: entry.userId,
    essayId: essay.id,
    school: essay.school,
    essayTitle: essay.essayTitle,
    kind: entry.kind,
    promptVersions: entry.promptVersions ?? null,
    touched: { version: essay.version, revision: essay.revision, ...(entry.span ?? {}) },
    mode: entry.mode ?? "standard",
    droppedPassages: entry.droppedPassages ?? 0,
  });
}

export async function recordDisclosure(db: Database, entry: NewDisclosure) {
  await disclosureQuery(db, entry);
}

/**
 * After a save that took in suggested fixes (the items the editor names as applied): one entry per
 * item whose stored suggestion, written by Scout, is in the saved text, with its exact span. The
 * browser only names items; the text and the span are the server's own, so no entry can be made
 * up from the browser. Call before the items are resolved (removed), with the essay's stored items.
 */
export async function logAcceptedSuggestions(
  db: Database,
  items: readonly StoredFeedbackItem[],
  userId: string,
  essay: NewDisclosure["essay"] & { essayContent: string },
  itemIds: readonly string[],
): Promise<number> {
  if (itemIds.length === 0) return 0;
  const wanted = new Set(itemIds);
  const entries = items.flatMap((item) => {
    if (!wanted.has(item.id) || !item.suggestion) return [];
    const start = essay.essayContent.indexOf(item.suggestion);
    if (start === -1) return [];
    const span = { start, end: start + item.suggestion.length, text: item.suggestion };
    const promptVersions = item.suggestionPromptVersion ? { fix_suggestion: item.suggestionPromptVersion } : null;
    return [disclosureQuery(db, { userId, essay, kind: "accepted_suggestion", promptVersions, span })];
  });
  const [first, ...rest] = entries;
  if (first) await db.batch([first, ...rest]);
  return entries.length;
}

const sibling = alias(essaySubmissions, "sibling");

/** Every entry of the essay (all versions of its school and title), oldest first; none for another user's essay. */
export function essayDisclosuresQuery(db: Database, userId: string, essayId: string) {
  const versions = db
    .select({ id: sibling.id })
    .from(sibling)
    .innerJoin(essaySubmissions, and(eq(essaySubmissions.school, sibling.school), eq(essaySubmissions.essayTitle, sibling.essayTitle)))
    .where(and(eq(essaySubmissions.id, essayId), eq(essaySubmissions.userId, userId), eq(sibling.userId, userId)));
  return db
    .select()
    .from(aiDisclosures)
    .where(and(eq(aiDisclosures.userId, userId), inArray(aiDisclosures.essayId, versions)))
    .orderBy(asc(aiDisclosures.createdAt));
}

export function disclosureEntries(rows: Awaited<ReturnType<typeof essayDisclosuresQuery>>): DisclosureEntry[] {
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    at: row.createdAt.toISOString(),
    promptVersions: row.promptVersions,
    touched: row.touched,
    mode: row.mode,
    droppedPassages: row.droppedPassages,
  }));
}

/** Every entry of the user's essays for one school (all versions), oldest first: the disclosure a school asks for is drafted from them. */
export function schoolDisclosuresQuery(db: Database, userId: string, school: string) {
  return db
    .select({ essayTitle: aiDisclosures.essayTitle, kind: aiDisclosures.kind })
    .from(aiDisclosures)
    .where(and(eq(aiDisclosures.userId, userId), eq(aiDisclosures.school, school)))
    .orderBy(asc(aiDisclosures.createdAt));
}
