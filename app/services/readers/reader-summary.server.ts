import { and, eq } from "drizzle-orm";
import type OpenAI from "openai";
import type { Database } from "../../../db/client";
import { essaySubmissions } from "../../../db/schema";
import { coachingModeOf } from "~/domain/ai-policy/critique-only";
import { dropEssayText } from "~/domain/ai-policy/rewrite-check";
import { decide, entitlementsFor, expiredRefusal } from "~/domain/billing/entitlements";
import type { AiBudgetCounter } from "~/domain/billing/usage-limits";
import { type NoteGroup, groupReaderNotes, readerSummaryAnswer, readerSummaryJsonSchema, summaryMaterial } from "~/domain/readers/reader-summary";
import { aiPolicyOfRow, essayAiPolicyQuery } from "../ai-policy/ai-policies.server";
import { subscriptionRowQuery } from "../billing/entitlements.server";
import { type VersionBodyReader, withVersionBody } from "../essays/version-bodies.server";
import { askPromptForJson } from "../prompts/prompt-json.server";
import { readerCommentsQuery } from "./reader-comments.server";

// Scout's summary of the readers' open notes on an essay, for the applicant only: shown beside
// the notes, never written into the essay, and checked like any answer in critique-only mode
// (dropEssayText) so no text for the essay gets through. Where the school prohibits AI-written
// content the readers' own words are grouped by paragraph instead, with no model call. A model
// call needs a plan or a live trial and spends one from today's AI budget, refused when either
// cannot be read (fail closed).

export type ReaderSummary =
  { origin: "scout"; text: string; dropped: number; groups: NoteGroup[] } | { origin: "grouped"; why: "school_policy" | "ai_unavailable"; groups: NoteGroup[] };

export type SummaryOutcome =
  | { ok: true; summary: ReaderSummary }
  | { ok: false; reason: "not_found" | "no_notes" | "busy" | "ai_unavailable" | "unusable" }
  | { ok: false; reason: "ai_budget"; limit: number }
  | { ok: false; reason: "expired"; code: "plan_required" | "trial_expired" };

type SummaryDeps = { openai: OpenAI | null; model: string; budget: AiBudgetCounter; bodies: VersionBodyReader };

export async function summariseReaderNotes(db: Database, ai: SummaryDeps, userId: string, essayId: string): Promise<SummaryOutcome> {
  const [essays, subscription, policies, comments] = await db.batch([
    db
      .select({ id: essaySubmissions.id, essayContent: essaySubmissions.essayContent, bodyInObject: essaySubmissions.bodyInObject })
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.id, essayId), eq(essaySubmissions.userId, userId))),
    subscriptionRowQuery(db, userId),
    essayAiPolicyQuery(db, userId, essayId),
    readerCommentsQuery(db, userId, essayId),
  ]);
  const essay = await withVersionBody(ai.bodies, essays[0], "essayContent");
  if (!essay) return { ok: false, reason: "not_found" };
  const open = comments.filter((comment) => comment.status === "open");
  if (open.length === 0) return { ok: false, reason: "no_notes" };
  const groups = groupReaderNotes(
    essay.essayContent,
    open.map(({ readerName, quote, start, end, before, after, body, replacement }) => ({
      readerName,
      anchor: { quote, start, end, before, after },
      body,
      replacement,
    })),
  );
  if (coachingModeOf(policies[0] ? aiPolicyOfRow(policies[0]) : null) === "critique-only")
    return { ok: true, summary: { origin: "grouped", why: "school_policy", groups } };
  const entitlements = entitlementsFor(subscription[0], new Date());
  const decision = decide(entitlements, "feedback");
  if (!decision.allowed) return expiredRefusal(decision);
  if (!ai.openai) return { ok: true, summary: { origin: "grouped", why: "ai_unavailable", groups } };
  const asked = await askPromptForJson(db, { ...ai, openai: ai.openai }, entitlements, {
    purpose: "reader_summary",
    key: `reader-summary:${essayId}`,
    user: `The readers' notes, by paragraph of the essay:\n\n${summaryMaterial(groups)}`,
    jsonSchema: readerSummaryJsonSchema,
    answer: readerSummaryAnswer,
  });
  if (!asked.ok) return asked;
  const checked = dropEssayText(asked.answer.summary, essay.essayContent);
  return { ok: true, summary: { origin: "scout", text: checked.text, dropped: checked.dropped.length, groups } };
}
