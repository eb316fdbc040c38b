import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { catalogueEssay } from "../../app/domain/catalogue/catalogue";
import { isUsableHighlight } from "../../app/domain/feedback/feedback-items";
import { activatePromptVersion, createPromptVersion } from "../../app/services/prompts/ai-prompt-versions.server";
import { findSchool, loadCatalogue } from "../../app/services/catalogue/catalogue.server";
import { createDb } from "../../db/client";
import { feedbackJobs } from "../../db/schema";
import worker from "../../workers/entry";
import { userObjectClient } from "../../workers/user-object/client";
import { scriptFake } from "../fakes/control";
import { FAKE_PORTS } from "../fakes/ports";
import { createEssay, createFeedbackJob, createUser, saveResume } from "../factories";
import { evalCases } from "./cases";
import type { EvalCase } from "./eval-case";
import { fakeModelAnswer } from "./fake-answer";
import type { ReturnedItem } from "./matching";
import type { CaseRun } from "./metrics";
import type { Exchange } from "./recording-proxy";
import type { PromptVariant } from "./settings";

// Runs evaluation cases through the product's own feedback pipeline inside workerd: a user, their
// resume and essay, a job, and its queue message delivered to the worker's queue handler (the real
// consumer: claim, checks, model, storage). What it stored is read back for the metrics.

export const evalEnv = env as unknown as { EVAL_MODE: "fake" | "real"; EVAL_PROMPTS: string; EVAL_ONLY: string; EVAL_CONCURRENCY: string };
const db = () => createDb(env.DB);

/** The cases this run covers (EVAL_ONLY: a pattern over case ids). */
export function selectedCases(): EvalCase[] {
  const only = evalEnv.EVAL_ONLY ? new RegExp(evalEnv.EVAL_ONLY) : null;
  return evalCases.filter((evalCase) => !only || only.test(evalCase.id));
}

/** The case questions that the catalogue does not have (each case's limit and prompt come from it). */
export async function casesMissingFromCatalogue(cases: EvalCase[]): Promise<string[]> {
  const catalogue = await loadCatalogue(db(), [...new Set(cases.map((evalCase) => evalCase.school))]);
  return cases.filter((evalCase) => !catalogueEssay(findSchool(catalogue, evalCase.school), evalCase.essayTitle)).map((evalCase) => evalCase.id);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Delivers a job's message as the platform would, retrying what the consumer asks to retry (at most 4 tries). */
async function deliver(jobId: string, userId: string, workerEnv: Env, waitForRetries: boolean) {
  for (let attempts = 1; attempts <= 4; attempts++) {
    const batch = createMessageBatch("scout-feedback", [{ id: `eval-${jobId}-${attempts}`, timestamp: new Date(), attempts, body: { jobId, userId } }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, workerEnv, ctx);
    const result = await getQueueResult(batch, ctx);
    if (!result.retryMessages.length) return;
    if (waitForRetries) await sleep(Math.min(10, result.retryMessages[0]!.delaySeconds ?? 2) * 1000);
  }
}

/** A fake script's marker: the start of the essay as it appears in the JSON request body. */
const markerOf = (text: string) => JSON.stringify(text.slice(0, 80)).slice(1, -1);

/**
 * How a case runs: "checks" with no OpenAI key in the worker's environment (the consumer then runs
 * the checks alone, as the product does without a key); "model" with the key, so the model is asked
 * too (the fake answering from the case's labels when `scripted`).
 */
export type RunOptions = { model: boolean; scripted: boolean };

async function runCase(evalCase: EvalCase, { model, scripted }: RunOptions): Promise<CaseRun & { promptVersions: Record<string, number> | null }> {
  const applicant = await createUser(db());
  if (evalCase.resume) await saveResume(db(), applicant.id, evalCase.resume);
  const essay = await createEssay(db(), applicant.id, { school: evalCase.school, essayTitle: evalCase.essayTitle, essayContent: evalCase.text });
  const job = await createFeedbackJob(db(), applicant.id, essay.id);
  if (scripted) await scriptFake(FAKE_PORTS.evalOpenai, { match: markerOf(evalCase.text), content: fakeModelAnswer(evalCase) });
  const workerEnv = model ? env : { ...env, OPENAI_API_KEY: "" };
  await deliver(job.id, applicant.id, workerEnv, model && evalEnv.EVAL_MODE === "real");
  const finished = await db().select().from(feedbackJobs).where(eq(feedbackJobs.id, job.id)).get();
  const stored = await userObjectClient(env.USER_OBJECT, applicant.id).workRows.get("essay_feedback", [essay.id]);
  const latency = finished?.completedAt && finished.createdAt ? finished.completedAt.getTime() - finished.createdAt.getTime() : null;
  return {
    caseId: evalCase.id,
    text: evalCase.text,
    planted: evalCase.planted,
    status: finished?.status === "done" ? "done" : `${finished?.status ?? "missing"}: ${finished?.error ?? ""}`,
    items: (stored?.feedbackData ?? []) as ReturnedItem[],
    latencyMs: latency,
    modelCalls: 0,
    tokens: { prompt: 0, completion: 0, total: 0 },
    modelOffsetsOff: 0,
    promptVersions: finished?.promptVersions ?? null,
  };
}

/** Every case, a few at a time (EVAL_CONCURRENCY), in the order given. */
export async function runCases(cases: EvalCase[], options: RunOptions) {
  const runs: Awaited<ReturnType<typeof runCase>>[] = new Array(cases.length);
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Number(evalEnv.EVAL_CONCURRENCY) || 1) }, async () => {
    while (next < cases.length) {
      const index = next++;
      runs[index] = await runCase(cases[index]!, options);
    }
  });
  await Promise.all(lanes);
  return runs;
}

/** Puts a feedback_base version in use, as an admin does in /admin/prompts; "current" is version 1. Returns its version. */
export async function usePrompt(variant: PromptVariant): Promise<number> {
  const admin = await createUser(db());
  const actor = { id: admin.id, email: admin.email };
  if (variant.text === null) {
    await activatePromptVersion(db(), actor, null, { type: "feedback_base", version: 1 });
    return 1;
  }
  const created = await createPromptVersion(db(), actor, null, { type: "feedback_base", text: variant.text, name: `eval: ${variant.label}`, activate: true });
  if (!created.ok) throw new Error(`Could not store the prompt ${variant.label}: ${created.reason}`);
  return created.version;
}

const proxy = `http://127.0.0.1:${FAKE_PORTS.evalProxy}/__eval`;

/** The recording proxy's last exchange number, so a run can read only its own. */
export async function proxySeq(): Promise<number> {
  return ((await (await fetch(`${proxy}/seq`)).json()) as { seq: number }).seq;
}

/** Adds to each run the model calls that carried its essay: their tokens, and raw highlights whose offsets were off. */
export async function attachModelCalls(runs: CaseRun[], since: number) {
  const exchanges = (await (await fetch(`${proxy}/exchanges?since=${since}`)).json()) as Exchange[];
  for (const run of runs) {
    for (const exchange of exchanges.filter((entry) => entry.sent.includes(run.text))) {
      run.modelCalls += 1;
      run.tokens.prompt += exchange.usage?.prompt_tokens ?? 0;
      run.tokens.completion += exchange.usage?.completion_tokens ?? 0;
      run.tokens.total += exchange.usage?.total_tokens ?? 0;
      run.modelOffsetsOff += offsetsOff(run.text, exchange.answer);
    }
  }
}

function offsetsOff(text: string, answer: string | null): number {
  try {
    const { feedback } = JSON.parse(answer ?? "") as { feedback?: { textReference?: { highlightText: string; startPos: number; endPos: number } | null }[] };
    return (feedback ?? []).filter((item) => item.textReference && !isUsableHighlight(text, item.textReference)).length;
  } catch {
    return 0;
  }
}
