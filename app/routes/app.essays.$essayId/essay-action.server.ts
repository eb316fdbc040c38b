import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { z } from "zod";
import { VERSION_NOTES_LIMIT, essayContentSchema, essayStatuses, essayTitleSchema } from "~/domain/essay-rules";
import { NO_PLAN_TITLE } from "~/domain/entitlements";
import type { EssayActionData } from "~/domain/essay-actions";
import { createVersion, renameEssay, saveEssay, setEssayStatus } from "~/services/essays.server";
import { clearFeedback, requestFeedback, resolveItem } from "~/services/feedback.server";
import type { SessionUser } from "~/services/session.server";
import { redirectWithToast } from "~/services/toast.server";

// The editor's actions: save, change status, make a new version.
const essayActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), content: essayContentSchema, baseRevision: z.coerce.number().int().min(0) }),
  z.object({ intent: z.literal("status"), status: z.enum(essayStatuses) }),
  z.object({ intent: z.literal("rename"), title: essayTitleSchema }),
  z.object({ intent: z.literal("feedback") }),
  z.object({ intent: z.literal("resolve"), itemId: z.string().uuid() }),
  z.object({ intent: z.literal("clear") }),
  z.object({
    intent: z.literal("new-version"),
    notes: z.string().trim().max(VERSION_NOTES_LIMIT, "Notes must be less than 500 characters").default(""),
    content: essayContentSchema.optional(),
  }),
]);

/** Every intent the editor's action takes (the security battery probes each one). */
export const essayActionIntents = essayActionSchema.options.map((option) => option.shape.intent.value);

export type { EssayActionData };

const failure = (title: string, description: string, status: number, extra: Partial<EssayActionData> = {}) =>
  data<EssayActionData>({ toast: { title, description, variant: "destructive" }, ...extra }, status);

export async function handleEssayAction(context: AppLoadContext, request: Request, user: SessionUser, essayId: string) {
  const parsed = essayActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return failure("Error", parsed.error.issues[0]?.message ?? "Invalid request", 400);
  const input = parsed.data;
  const { db } = context.app;
  if (input.intent === "save") {
    const outcome = await saveEssay(db, context.app.userObject(user.id), user.id, essayId, input.content, input.baseRevision);
    if (outcome.ok) {
      return data<EssayActionData>({ toast: { title: "Essay Saved" }, saved: { revision: outcome.essay.revision, content: outcome.essay.essayContent } });
    }
    if (outcome.reason === "not_found") throw new Response("Not found", { status: 404 });
    if (outcome.reason === "conflict") {
      return failure("Not saved: a newer copy exists", "This essay was changed in another tab or device. Reload it, or keep your text as a new version.", 409, {
        conflict: outcome.current ? { revision: outcome.current.revision, content: outcome.current.essayContent } : undefined,
      });
    }
    if (outcome.reason === "expired")
      return failure(NO_PLAN_TITLE[outcome.code], "Choose a plan to keep writing; your text is kept here.", 403, { expired: true });
    return failure("Essay Limit Reached", `Your free trial includes ${outcome.limit} essays. Choose a plan to keep writing; your text is kept here.`, 402, {
      limitReached: true,
    });
  }
  if (input.intent === "status") {
    if (!(await setEssayStatus(db, user.id, essayId, input.status))) throw new Response("Not found", { status: 404 });
    return data<EssayActionData>({ toast: { title: "Status Updated" } });
  }
  if (input.intent === "feedback") {
    const requested = await requestFeedback(db, context.app.env.FEEDBACK_QUEUE, user.id, { kind: "essay", essayId });
    if (!requested.ok && requested.reason === "not_found") throw new Response("Not found", { status: 404 });
    if (!requested.ok && requested.reason === "expired")
      return failure(NO_PLAN_TITLE[requested.code], "Choose a plan to get AI feedback on your essays.", 403, { expired: true });
    if (!requested.ok) return failure("No Content", "Please add some content to your essay before getting feedback.", 400);
    return data<EssayActionData>({ toast: { title: "Generating feedback…" }, jobId: requested.jobId });
  }
  if (input.intent === "resolve") {
    if (!(await resolveItem(db, user.id, { kind: "essay", essayId }, input.itemId))) throw new Response("Not found", { status: 404 });
    return data<EssayActionData>({ toast: { title: "Feedback Resolved", durationMs: 2_000 } });
  }
  if (input.intent === "clear") {
    if (!(await clearFeedback(db, user.id, { kind: "essay", essayId }))) throw new Response("Not found", { status: 404 });
    return data<EssayActionData>({ toast: { title: "Feedback Cleared" } });
  }
  if (input.intent === "rename") {
    const renamed = await renameEssay(db, user.id, essayId, input.title);
    if (!renamed.ok && renamed.reason === "not_found") throw new Response("Not found", { status: 404 });
    if (!renamed.ok) return failure("Error", "Another essay for this school already has that title.", 409);
    return data<EssayActionData>({ toast: { title: "Essay Renamed" } });
  }
  const created = await createVersion(db, user.id, essayId, input.notes, input.content);
  if (!created.ok && created.reason === "not_found") throw new Response("Not found", { status: 404 });
  if (!created.ok) return failure("Your Trial Has Expired", "Choose a plan to create new versions.", 403, { expired: true });
  return redirectWithToast(context, `/app/essays/${created.essay.id}`, { title: "Version Created", description: `Version ${created.essay.version} is ready.` });
}
