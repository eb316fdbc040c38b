import { and, eq, inArray } from "drizzle-orm";
import type OpenAI from "openai";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { essaySubmissions, recommenderBriefs, recommenders } from "../../../db/schema";
import { decide } from "~/domain/billing/entitlements";
import type { AiBudgetCounter } from "~/domain/billing/usage-limits";
import { BRIEF_LIMIT, assembleBrief, briefMaterial, dropLetterText } from "~/domain/recommenders/brief";
import { startAiCall } from "../billing/ai-budget.server";
import { entitlementsToSpend } from "../billing/entitlements.server";
import { activePrompts } from "../prompts/ai-prompts.server";
import { askModelForJson } from "../platform/model-json.server";
import { readBriefInput } from "./brief-input.server";
import type { VersionBodyReader } from "../essays/version-bodies.server";
import type { MaterialReader } from "../goals/goals.server";
import { type BriefTextWriter, writeBriefText } from "./brief-texts.server";

// A recommender's brief: generated as a job on the feedback queue (small batches, answered
// within seconds) through the one door to the model (startAiCall), recording the prompt version it
// used; every generated paragraph that reads as a letter is dropped (dropLetterText). Without an
// AI key it is assembled from the same data at once, and says so. The applicant edits it after.
// The text is kept in the applicant's object (brief-texts.server.ts); D1's row keeps the job.

export type BriefMessage = { kind: "recommender_brief"; userId: string; recommenderId: string; jobId: string };

export type BriefRequestOutcome =
  | { ok: true; generated: boolean }
  | { ok: false; reason: "ai_budget"; limit: number }
  | { ok: false; reason: "not_found" | "expired" | "ai_unavailable" | "busy" };

/** The applicant's object: their stories' older text, their goals and resume, and the brief's text. */
type BriefObject = { versionBodies: VersionBodyReader; workRows: MaterialReader & BriefTextWriter };
type BriefDeps = { db: Database; queue: Queue; budget: AiBudgetCounter; object: BriefObject; aiConfigured: boolean };

async function ownsRecommender(db: Database, userId: string, recommenderId: string) {
  const row = await db
    .select({ id: recommenders.id })
    .from(recommenders)
    .where(and(eq(recommenders.id, recommenderId), eq(recommenders.userId, userId)))
    .get();
  return Boolean(row);
}

/** The job's state on D1's row (the text is the object's). */
type BriefJob = Pick<typeof recommenderBriefs.$inferInsert, "jobStatus" | "jobId">;

function upsertBrief(db: Database, userId: string, recommenderId: string, set: BriefJob) {
  return db
    .insert(recommenderBriefs)
    .values({ userId, recommenderId, ...set })
    .onConflictDoUpdate({ target: recommenderBriefs.recommenderId, set: { ...set, updatedAt: new Date() } });
}

/** Makes the brief: queued for the model when a key is set, else assembled now. */
export async function requestBrief(
  { db, queue, budget, object, aiConfigured }: BriefDeps,
  userId: string,
  recommenderId: string,
): Promise<BriefRequestOutcome> {
  if (!aiConfigured) {
    const input = await readBriefInput(db, object, userId, recommenderId);
    if (!input) return { ok: false, reason: "not_found" };
    await writeBriefText(object.workRows, userId, recommenderId, {
      content: assembleBrief(input),
      origin: "assembled",
      promptVersion: null,
      droppedPassages: 0,
    });
    await upsertBrief(db, userId, recommenderId, { jobStatus: "done" });
    return { ok: true, generated: false };
  }
  if (!(await ownsRecommender(db, userId, recommenderId))) return { ok: false, reason: "not_found" };
  const entitlements = await entitlementsToSpend(db, userId);
  if (!decide(entitlements, "feedback").allowed) return { ok: false, reason: "expired" };
  const started = await startAiCall(budget, entitlements, "recommender_brief", `brief:${recommenderId}`);
  if (!started.ok) return started;
  const jobId = crypto.randomUUID();
  try {
    await upsertBrief(db, userId, recommenderId, { jobStatus: "queued", jobId });
    await queue.send({ kind: "recommender_brief", userId, recommenderId, jobId } satisfies BriefMessage);
  } catch (error) {
    await started.call.finish("not_asked");
    await upsertBrief(db, userId, recommenderId, { jobStatus: "failed" });
    throw error;
  }
  await started.call.finish("asked");
  return { ok: true, generated: true };
}

/** Runs a queued brief: a duplicate or superseded message (another job id) does nothing. */
export async function runBriefJob(
  { db, openai, model, userObjectOf }: { db: Database; openai: OpenAI | null; model: string; userObjectOf: (userId: string) => BriefObject },
  message: BriefMessage,
): Promise<void> {
  const claimed = await db
    .update(recommenderBriefs)
    .set({ jobStatus: "running", updatedAt: new Date() })
    .where(
      and(
        eq(recommenderBriefs.recommenderId, message.recommenderId),
        eq(recommenderBriefs.userId, message.userId),
        eq(recommenderBriefs.jobId, message.jobId),
        inArray(recommenderBriefs.jobStatus, ["queued", "running"]),
      ),
    )
    .returning({ id: recommenderBriefs.recommenderId });
  if (claimed.length === 0) return;
  const object = userObjectOf(message.userId);
  const input = await readBriefInput(db, object, message.userId, message.recommenderId);
  if (!input) return;
  if (!openai) {
    await writeBriefText(object.workRows, message.userId, message.recommenderId, { content: assembleBrief(input), origin: "assembled", promptVersion: null });
    await upsertBrief(db, message.userId, message.recommenderId, { jobStatus: "done" });
    return;
  }
  const { recommender_brief: prompt } = await activePrompts(db, ["recommender_brief"]);
  const { brief: text } = await askModelForJson(openai, {
    model,
    system: prompt!.text,
    user: `The brief is for ${input.recommender.name}. The applicant is ${input.applicant}.\n\n${briefMaterial(input)}`,
    name: "recommender_brief",
    jsonSchema: { type: "object", additionalProperties: false, required: ["brief"], properties: { brief: { type: "string" } } },
    answer: z.object({ brief: z.string() }),
  });
  const checked = dropLetterText(text);
  // The text first, in the object; then the job done in D1 (a retry writes the same text again).
  await writeBriefText(object.workRows, message.userId, message.recommenderId, {
    content: checked.text.slice(0, BRIEF_LIMIT),
    origin: "generated",
    promptVersion: prompt!.version,
    droppedPassages: checked.dropped,
  });
  await db
    .update(recommenderBriefs)
    .set({ jobStatus: "done", updatedAt: new Date() })
    .where(and(eq(recommenderBriefs.recommenderId, message.recommenderId), eq(recommenderBriefs.jobId, message.jobId)));
}

/** A brief job that will not be retried: the applicant sees it failed and may ask again. */
export async function failBriefJob(db: Database, message: BriefMessage) {
  await db
    .update(recommenderBriefs)
    .set({ jobStatus: "failed", updatedAt: new Date() })
    .where(and(eq(recommenderBriefs.recommenderId, message.recommenderId), eq(recommenderBriefs.jobId, message.jobId)));
}

/** The applicant's own edit of the brief (what the link shows), kept in their object. False when not theirs. */
export async function saveBrief(db: Database, rows: BriefTextWriter, userId: string, recommenderId: string, content: string): Promise<boolean> {
  if (!(await ownsRecommender(db, userId, recommenderId))) return false;
  await writeBriefText(rows, userId, recommenderId, { content, editedAt: new Date() });
  return true;
}

/** The stories picked for a recommender: only the user's own essays are kept. False when the recommender is not theirs. */
export async function setStories(db: Database, userId: string, recommenderId: string, essayIds: string[]): Promise<boolean> {
  const owned =
    essayIds.length > 0
      ? await db
          .select({ id: essaySubmissions.id })
          .from(essaySubmissions)
          .where(and(eq(essaySubmissions.userId, userId), inArray(essaySubmissions.id, essayIds)))
      : [];
  const updated = await db
    .update(recommenders)
    .set({ storyIds: owned.map((row) => row.id) })
    .where(and(eq(recommenders.id, recommenderId), eq(recommenders.userId, userId)))
    .returning({ id: recommenders.id });
  return updated.length > 0;
}
