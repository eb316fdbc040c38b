import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { z } from "zod";
import { VERSION_NOTES_LIMIT, essayStatuses } from "~/domain/essays/essay-rules";
import { essayContentSchema, essayTitleSchema } from "~/domain/essays/essay-schemas";
import { NO_PLAN_TITLE } from "~/domain/billing/entitlements";
import { AI_BUDGET_TITLE, AI_UNAVAILABLE_MESSAGE, aiBudgetMessage } from "~/domain/billing/usage-limits";
import type { EssayActionData } from "~/domain/essays/essay-actions";
import { createVersion, renameEssay, saveEssay, setEssayStatus } from "~/services/essays/essays.server";
import { resolveItems } from "~/services/feedback/feedback.server";
import { logAcceptedSuggestions } from "~/services/authorship/disclosures.server";
import { type SuggestOutcome, suggestFix } from "~/services/feedback/fix-suggestions.server";
import { type TrimOutcome, acceptTrim, proposeTrim } from "~/services/checks/trim.server";
import type { SessionUser } from "~/domain/account/session-user";
import { appliedFixesField, feedbackIntentSchemas, feedbackIntents } from "~/web/feedback-intents.server";
import { refuse, refuseForm, reply, runIntent } from "~/web/intent-action.server";
import { redirectWithToast } from "~/web/toast.server";
import { notFound } from "~/web/http-errors.server";

// The editor's actions: save, change status, make a new version.
const essayActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    content: essayContentSchema,
    baseRevision: z.coerce.number().int().min(0),
    resolveItemIds: appliedFixesField,
  }),
  z.object({ intent: z.literal("status"), status: z.enum(essayStatuses) }),
  z.object({ intent: z.literal("rename"), title: essayTitleSchema }),
  ...feedbackIntentSchemas,
  z.object({ intent: z.literal("suggest-fix"), itemId: z.string().uuid() }),
  z.object({
    intent: z.literal("trim"),
    target: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce
        .number({ error: "Enter a number of words." })
        .int("Enter a whole number.")
        .min(10, "Trim to at least 10.")
        .max(10_000, "Trim to at most 10,000.")
        .optional(),
    ),
  }),
  z.object({ intent: z.literal("accept-trim"), content: essayContentSchema }),
  z.object({
    intent: z.literal("new-version"),
    notes: z.string().trim().max(VERSION_NOTES_LIMIT, "Notes must be less than 500 characters").default(""),
    content: essayContentSchema.optional(),
  }),
]);

/** Every intent the editor's action takes (the security battery probes each one). */
export const essayActionIntents = essayActionSchema.options.map((option) => option.shape.intent.value);

export type { EssayActionData };
type EssayActionInput = z.infer<typeof essayActionSchema>;

type EssayReply = ReturnType<typeof data<EssayActionData>> | Response;

const fixRefusals: Record<Exclude<SuggestOutcome, { ok: true }>["reason"], (outcome: Exclude<SuggestOutcome, { ok: true }>) => EssayReply> = {
  not_found: () => {
    throw notFound();
  },
  no_passage: () => refuse("No suggestion", "A fix can be suggested only for a problem about a passage.", 400),
  moved: () => refuse("Save first", "That passage is not in your saved essay. Save your essay, then ask again.", 409),
  unavailable: () => refuse("No suggestion", "Suggestions are not available right now. Please try again later.", 503),
  unusable: () => refuse("No suggestion", "The suggestion did not fit this passage. Please try again.", 502),
  busy: () => refuse("Suggestion on its way", "A fix for this passage is already being written. It will show here in a moment.", 409),
  ai_budget: (outcome) => refuse(AI_BUDGET_TITLE, aiBudgetMessage(outcome.reason === "ai_budget" ? outcome.limit : 0), 429),
  ai_unavailable: () => refuse("AI Unavailable", AI_UNAVAILABLE_MESSAGE, 503),
  not_offered: (outcome) => refuse("Not offered for this school", outcome.reason === "not_offered" ? outcome.message : "", 403),
  expired: (outcome) =>
    refuse(NO_PLAN_TITLE[outcome.reason === "expired" ? outcome.code : "plan_required"], "Choose a plan to get suggestions on your essays.", 403, {
      expired: true,
    }),
};

type TrimRefusal = Exclude<TrimOutcome, { ok: true }>;
const unit = (kind: "words" | "characters") => (kind === "words" ? "words" : "characters");
const trimRefusals: { [R in TrimRefusal["reason"]]: (outcome: Extract<TrimRefusal, { reason: R }>) => EssayReply } = {
  not_found: () => {
    throw notFound();
  },
  not_offered: ({ message }) => refuse("Not offered for this school", message, 403),
  no_target: () => refuse("Nothing to trim to", "This essay has no limit. Type the number of words to trim it to.", 400),
  already_under: ({ count, target }) => refuse("Nothing to trim", `This essay has ${count} ${unit(target.kind)}, within ${target.max}.`, 409),
  ai_unavailable: () => refuse("AI Unavailable", "Trim needs AI coaching, which is not available right now. You can still cut by hand.", 503),
  unusable: () => refuse("No trim", "Scout could not find cuts that keep only your own words. Try a higher target, or cut by hand.", 502),
  busy: () => refuse("Trim on its way", "A trim of this essay is already being written.", 409),
  ai_budget: ({ limit }) => refuse(AI_BUDGET_TITLE, aiBudgetMessage(limit), 429),
  expired: ({ code }) => refuse(NO_PLAN_TITLE[code], "Choose a plan to trim your essays with Scout.", 403, { expired: true }),
};

export function handleEssayAction(context: AppLoadContext, request: Request, user: SessionUser, essayId: string) {
  const { db } = context.app;
  return runIntent<EssayActionInput, EssayReply>(
    request,
    essayActionSchema,
    {
      save: async (input) => {
        const outcome = await saveEssay(db, context.app.userObject(user.id), user.id, essayId, input.content, input.baseRevision);
        if (outcome.ok) {
          if (input.resolveItemIds.length) {
            // Suggested fixes taken into the saved text are logged with their span before their items go (#31).
            await logAcceptedSuggestions(db, user.id, { ...outcome.essay, essayContent: input.content }, input.resolveItemIds);
            await resolveItems(db, user.id, { kind: "essay", essayId }, input.resolveItemIds);
          }
          // Not the text (the editor sent it), but the school as the workspace now shows it: the
          // editor's page does not reload after a save (shouldRevalidate), the sidebar takes this.
          return reply({ toast: { title: "Essay Saved" }, saved: { revision: outcome.essay.revision }, school: outcome.school });
        }
        if (outcome.reason === "not_found") throw notFound();
        if (outcome.reason === "conflict") {
          const conflict = outcome.current ? { revision: outcome.current.revision, content: outcome.current.essayContent } : undefined;
          return refuse(
            "Not saved: a newer copy exists",
            "This essay was changed in another tab or device. Reload it, or keep your text as a new version.",
            409,
            {
              conflict,
            },
          );
        }
        if (outcome.reason === "expired")
          return refuse(NO_PLAN_TITLE[outcome.code], "Choose a plan to keep writing; your text is kept here.", 403, { expired: true });
        return refuse("Essay Limit Reached", `Your free trial includes ${outcome.limit} essays. Choose a plan to keep writing; your text is kept here.`, 402, {
          limitReached: true,
        });
      },
      status: async (input) => {
        if (!(await setEssayStatus(db, user.id, essayId, input.status))) throw notFound();
        return reply({ toast: { title: "Status Updated" } });
      },
      rename: async (input) => {
        const renamed = await renameEssay(db, user.id, essayId, input.title);
        if (!renamed.ok && renamed.reason === "not_found") throw notFound();
        if (!renamed.ok) return refuse("Error", "Another essay for this school already has that title.", 409);
        return reply({ toast: { title: "Essay Renamed" } });
      },
      ...feedbackIntents(context, user, { kind: "essay", essayId }, "essay"),
      "suggest-fix": async ({ itemId }) => {
        const ai = { openai: context.app.openai, model: context.app.settings.OPENAI_FEEDBACK_MODEL, budget: context.app.userObject(user.id) };
        const outcome = await suggestFix(db, ai, user.id, essayId, itemId);
        if (outcome.ok)
          return reply({
            toast: { title: "Suggestion ready", description: "Compare it with your words, then accept or reject it.", durationMs: 2_000 },
            suggestion: { itemId, text: outcome.suggestion },
          });
        return fixRefusals[outcome.reason](outcome);
      },
      trim: async ({ target }) => {
        const ai = { openai: context.app.openai, model: context.app.settings.OPENAI_FEEDBACK_MODEL, budget: context.app.userObject(user.id) };
        const outcome = await proposeTrim(db, ai, user.id, essayId, target ?? null);
        if (outcome.ok)
          return reply({
            toast: {
              title: "Cuts ready",
              description: `From ${outcome.before} to ${outcome.count} ${unit(outcome.target.kind)}. Accept or reject each cut.`,
              durationMs: 2_000,
            },
            trim: { proposal: outcome.proposal, count: outcome.count, before: outcome.before, target: outcome.target },
          });
        return (trimRefusals[outcome.reason] as (refusal: TrimRefusal) => EssayReply)(outcome);
      },
      "accept-trim": async ({ content }) => {
        const created = await acceptTrim(db, user.id, essayId, content);
        if (!created.ok && created.reason === "not_found") throw notFound();
        if (!created.ok && created.reason === "not_a_trim")
          return refuse("Not saved", "That text is not a trim of this essay: it has words the saved essay does not. Save your edits first.", 400);
        if (!created.ok && created.reason === "busy") return refuse("Not created", "Another version was being made at the same moment. Please try again.", 409);
        if (!created.ok) return refuse(NO_PLAN_TITLE[created.code], "Choose a plan to create new versions.", 403, { expired: true });
        return redirectWithToast(context, `/app/essays/${created.essay.id}`, {
          title: "Version Created",
          description: `Version ${created.essay.version} holds your trimmed essay.`,
        });
      },
      "new-version": async (input) => {
        const created = await createVersion(db, user.id, essayId, input.notes, input.content);
        if (!created.ok && created.reason === "not_found") throw notFound();
        if (!created.ok && created.reason === "busy") return refuse("Not created", "Another version was being made at the same moment. Please try again.", 409);
        if (!created.ok) return refuse(NO_PLAN_TITLE[created.code], "Choose a plan to create new versions.", 403, { expired: true });
        return redirectWithToast(context, `/app/essays/${created.essay.id}`, {
          title: "Version Created",
          description: `Version ${created.essay.version} is ready.`,
        });
      },
    },
    (submission) => refuseForm("Error", submission),
  );
}
