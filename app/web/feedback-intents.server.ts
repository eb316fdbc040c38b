import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { NO_PLAN_TITLE } from "~/domain/billing/entitlements";
import { AI_BUDGET_TITLE, AI_UNAVAILABLE_MESSAGE, aiBudgetMessage } from "~/domain/billing/usage-limits";
import type { SessionUser } from "~/domain/account/session-user";
import { type EnglishVariant, englishVariantNames, englishVariants } from "~/domain/feedback/english-variant";
import { addToDictionary, chooseEnglish, ignoreItem } from "~/services/feedback/feedback-preferences.server";
import { type FeedbackTarget, clearFeedback, requestFeedback, resolveItem } from "~/services/feedback/feedback.server";
import { refuse, reply } from "./intent-action.server";
import { notFound } from "./http-errors.server";

/**
 * A save's fixes: the items whose fix is in the text being saved, resolved only when that
 * text is saved. Comma-separated ids (a fix applied offline is sent again with the next save).
 */
export const appliedFixesField = z
  .string()
  .max(50 * 37)
  .optional()
  .transform((ids) => (ids ? ids.split(",") : []))
  .pipe(z.array(z.string().uuid()).max(50));

/** The feedback intents' forms, joined into the essay's and the resume's own unions. */
export const feedbackIntentSchemas = [
  z.object({ intent: z.literal("feedback") }),
  z.object({ intent: z.literal("resolve"), itemId: z.string().uuid() }),
  z.object({ intent: z.literal("ignore"), itemId: z.string().uuid() }),
  z.object({ intent: z.literal("add-word"), itemId: z.string().uuid() }),
  z.object({ intent: z.literal("clear") }),
  z.object({ intent: z.literal("english"), variant: z.enum(englishVariants) }),
] as const;

/**
 * The AI feedback intents, written once for the essay editor and the resume: ask for feedback
 * (queued; the page polls the job), resolve one item (also after applying its fix), ignore one for
 * its passage, add a flagged word to the writer's dictionary, clear them all, choose US or UK English. `noun` is what the user
 * wrote ("essay", "resume"), for the words of the refusals.
 */
export function feedbackIntents(context: AppLoadContext, user: SessionUser, target: FeedbackTarget, noun: "essay" | "resume") {
  const { db } = context.app;
  const rows = context.app.userObject(user.id).workRows;
  return {
    feedback: async () => {
      const object = context.app.userObject(user.id);
      const requested = await requestFeedback(db, context.app.env.FEEDBACK_QUEUE, object.aiBudget, object, user.id, target, () => context.app.bookmark());
      if (requested.ok) return reply({ toast: { title: "Generating feedback…" }, jobId: requested.jobId });
      if (requested.reason === "not_found") throw notFound();
      if (requested.reason === "ai_budget") return refuse(AI_BUDGET_TITLE, aiBudgetMessage(requested.limit), 429);
      if (requested.reason === "ai_unavailable") return refuse("AI Unavailable", AI_UNAVAILABLE_MESSAGE, 503);
      if (requested.reason === "expired") {
        return refuse(NO_PLAN_TITLE[requested.code], `Choose a plan to get AI feedback on your ${noun === "essay" ? "essays" : "resume"}.`, 403, {
          expired: true,
        });
      }
      return refuse("No Content", `Please add some content to your ${noun} before getting feedback.`, 400);
    },
    resolve: async ({ itemId }: { itemId: string }) => {
      if (!(await resolveItem(rows, user.id, target, itemId))) throw notFound();
      return reply({ toast: { title: "Feedback Resolved", durationMs: 2_000 } });
    },
    ignore: async ({ itemId }: { itemId: string }) => {
      if (!(await ignoreItem(rows, user.id, target, itemId)).ok) throw notFound();
      return reply({ toast: { title: "Feedback Ignored", description: "It will not be flagged here again.", durationMs: 2_000 } });
    },
    "add-word": async ({ itemId }: { itemId: string }) => {
      const added = await addToDictionary(rows, user.id, target, itemId);
      if (!added.ok && added.reason === "not_found") throw notFound();
      if (!added.ok) return refuse("Error", "Only a flagged spelling can be added to your dictionary.", 400);
      return reply({ toast: { title: "Added to Your Dictionary", description: `“${added.word}” will not be flagged again.`, durationMs: 2_000 } });
    },
    english: async ({ variant }: { variant: EnglishVariant }) => {
      const deps = { db, rows, writingChecks: context.app.writingChecks, bodies: context.app.userObject(user.id).versionBodies };
      if (!(await chooseEnglish(deps, user.id, target, variant)).ok) throw notFound();
      return reply({
        toast: { title: `Checking ${englishVariantNames[variant]}`, description: "Spelling is checked that way from now on.", durationMs: 2_000 },
      });
    },
    clear: async () => {
      if (!(await clearFeedback(db, rows, user.id, target))) throw notFound();
      return reply({ toast: { title: "Feedback Cleared" } });
    },
  };
}
