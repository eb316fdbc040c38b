import type { AppLoadContext } from "@remix-run/cloudflare";
import { NO_PLAN_TITLE } from "~/domain/entitlements";
import type { SessionUser } from "~/domain/session-user";
import { type FeedbackTarget, clearFeedback, requestFeedback, resolveItem } from "~/services/feedback.server";
import { refuse, reply } from "./intent-action.server";

const notFound = () => new Response("Not found", { status: 404 });

/**
 * The AI feedback intents, written once for the essay editor and the resume: ask for feedback
 * (queued; the page polls the job), resolve one item, clear them all. `noun` is what the user
 * wrote ("essay", "resume"), for the words of the refusals.
 */
export function feedbackIntents(context: AppLoadContext, user: SessionUser, target: FeedbackTarget, noun: "essay" | "resume") {
  const { db } = context.app;
  return {
    feedback: async () => {
      const requested = await requestFeedback(db, context.app.env.FEEDBACK_QUEUE, user.id, target);
      if (requested.ok) return reply({ toast: { title: "Generating feedback…" }, jobId: requested.jobId });
      if (requested.reason === "not_found") throw notFound();
      if (requested.reason === "expired") {
        return refuse(NO_PLAN_TITLE[requested.code], `Choose a plan to get AI feedback on your ${noun === "essay" ? "essays" : "resume"}.`, 403, {
          expired: true,
        });
      }
      return refuse("No Content", `Please add some content to your ${noun} before getting feedback.`, 400);
    },
    resolve: async ({ itemId }: { itemId: string }) => {
      if (!(await resolveItem(db, user.id, target, itemId))) throw notFound();
      return reply({ toast: { title: "Feedback Resolved", durationMs: 2_000 } });
    },
    clear: async () => {
      if (!(await clearFeedback(db, user.id, target))) throw notFound();
      return reply({ toast: { title: "Feedback Cleared" } });
    },
  };
}
