import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { NO_PLAN_TITLE } from "~/domain/billing/entitlements";
import { AI_BUDGET_TITLE, AI_UNAVAILABLE_MESSAGE, aiBudgetMessage } from "~/domain/billing/usage-limits";
import { essayContentSchema } from "~/domain/essays/essay-schemas";
import type { SessionUser } from "~/domain/account/session-user";
import { type SuggestOutcome, suggestFix } from "~/services/feedback/fix-suggestions.server";
import { type TrimOutcome, acceptTrim, proposeTrim } from "~/services/checks/trim.server";
import { refuse, reply } from "~/web/intent-action.server";
import { redirectWithToast } from "~/web/toast.server";
import { notFound } from "~/web/http-errors.server";
import { newVersionRefusal } from "./essay-limit-refusals.server";

// The intents where Scout helps with the essay's own words, asked for by the applicant: a fix of
// one feedback item's passage, and trim's cuts (proposed, then accepted as a version). Each asks
// the model through a service that spends from the daily AI budget and obeys the school's AI
// policy; the essay editor's action joins them (~/web/feedback-intents.server.ts, shared with the resume, holds Get Feedback's).

/** The writing-help intents' forms, joined into the essay action's union. */
export const writingHelpIntentSchemas = [
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
] as const;

type Reply = ReturnType<typeof reply> | Response;

const fixRefusals: Record<Exclude<SuggestOutcome, { ok: true }>["reason"], (outcome: Exclude<SuggestOutcome, { ok: true }>) => Reply> = {
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
const trimRefusals: { [R in TrimRefusal["reason"]]: (outcome: Extract<TrimRefusal, { reason: R }>) => Reply } = {
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

/** The writing-help intents of one essay, for the editor's action. */
export function writingHelpIntents(context: AppLoadContext, user: SessionUser, essayId: string) {
  const { db } = context.app;
  const ai = () => ({
    openai: context.app.openai,
    model: context.app.settings.OPENAI_FEEDBACK_MODEL,
    budget: context.app.userObject(user.id).aiBudget,
    // Older versions' text lives in the same object (app/services/essays/version-bodies.server.ts).
    bodies: context.app.userObject(user.id).versionBodies,
    // Its feedback too (app/services/work-rows/work-rows.server.ts).
    rows: context.app.userObject(user.id).workRows,
  });
  return {
    "suggest-fix": async ({ itemId }: { itemId: string }) => {
      const outcome = await suggestFix(db, ai(), user.id, essayId, itemId);
      if (outcome.ok)
        return reply({
          toast: { title: "Suggestion ready", description: "Compare it with your words, then accept or reject it.", durationMs: 2_000 },
          suggestion: { itemId, text: outcome.suggestion },
        });
      return fixRefusals[outcome.reason](outcome);
    },
    trim: async ({ target }: { target?: number }) => {
      const outcome = await proposeTrim(db, ai(), user.id, essayId, target ?? null);
      if (outcome.ok)
        return reply({
          toast: {
            title: "Cuts ready",
            description: `From ${outcome.before} to ${outcome.count} ${unit(outcome.target.kind)}. Accept or reject each cut.`,
            durationMs: 2_000,
          },
          trim: { proposal: outcome.proposal, count: outcome.count, before: outcome.before, target: outcome.target },
        });
      return (trimRefusals[outcome.reason] as (refusal: TrimRefusal) => Reply)(outcome);
    },
    "accept-trim": async ({ content }: { content: string }) => {
      const created = await acceptTrim(db, context.app.userObject(user.id), user.id, essayId, content);
      if (!created.ok && created.reason === "not_a_trim")
        return refuse("Not saved", "That text is not a trim of this essay: it has words the saved essay does not. Save your edits first.", 400);
      if (!created.ok) return newVersionRefusal(created);
      return redirectWithToast(context, `/app/essays/${created.essay.id}`, {
        title: "Version Created",
        description: `Version ${created.essay.version} holds your trimmed essay.`,
      });
    },
  };
}
