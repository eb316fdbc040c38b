import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../../../db/client";
import { essaySubmissions } from "../../../db/schema";
import { decide, expiredRefusal } from "~/domain/billing/entitlements";
import type { UsageCounter } from "~/domain/billing/usage-limits";
import { isUntouchedDraft } from "~/domain/catalogue/catalogue";
import { entitlementsToSpend } from "../billing/entitlements.server";

// The one decision for "this essay now holds the applicant's text". Every path that can put text
// into an essay (a save, a new version made with text, a version copied from one that holds text,
// an accepted trim) asks it before it writes, so the trial's cap on essays created
// (docs/product-rules.md §3) has no side door. An essay is its school and title, all of its
// versions together: its first own words are counted once, whichever version they land in.

export type EssayClaim =
  /** `counted`: this write creates the essay; a write that then loses its race gives it back with `release`. */
  | { ok: true; counted: false }
  | { ok: true; counted: true; release: () => Promise<unknown> }
  | { ok: false; reason: "essay_limit"; limit: number | undefined }
  | { ok: false; reason: "expired"; code: "plan_required" | "trial_expired" };

const sameEssay = alias(essaySubmissions, "claimed_essay");

/** Every version of the essay that `essayId` is a version of, oldest first: whether any already holds the applicant's words, and the key its count goes by. */
export function essayClaimQuery(db: Database, userId: string, essayId: string) {
  return db
    .select({ id: essaySubmissions.id, version: essaySubmissions.version, userWrittenAt: essaySubmissions.userWrittenAt })
    .from(essaySubmissions)
    .innerJoin(
      sameEssay,
      and(eq(sameEssay.userId, essaySubmissions.userId), eq(sameEssay.school, essaySubmissions.school), eq(sameEssay.essayTitle, essaySubmissions.essayTitle)),
    )
    .where(and(eq(sameEssay.id, essayId), eq(sameEssay.userId, userId)))
    .orderBy(asc(essaySubmissions.version));
}

type Versions = { id: string; version: number; userWrittenAt: Date | null }[];

/**
 * Decides whether `content` may be written into the essay, counting the essay when these are its
 * first own words. Text that is empty or the school's untouched prompt is not the applicant's and
 * is never counted. The count is keyed by the essay's first version, so first saves racing from two
 * tabs, or into two versions, count one essay.
 */
export async function claimEssayText(
  db: Database,
  counter: UsageCounter,
  userId: string,
  versions: Versions,
  content: string,
  prompt: Parameters<typeof isUntouchedDraft>[1],
): Promise<EssayClaim> {
  if (isUntouchedDraft(content, prompt) || versions.some((version) => version.userWrittenAt)) return { ok: true, counted: false };
  // The caller read the essay in the same batch, so it has at least this version.
  const key = versions[0]!.id;
  const entitlements = await entitlementsToSpend(db, userId);
  const decision = decide(entitlements, "create_essay");
  if (!decision.allowed) return expiredRefusal(decision);
  const limit = entitlements.caps.essaysCreated;
  const counted = await counter.record("essaysCreated", 1, limit, key);
  if (!counted.allowed) return { ok: false, reason: "essay_limit", limit: limit ?? undefined };
  return { ok: true, counted: true, release: () => counter.release("essaysCreated", 1, key) };
}
