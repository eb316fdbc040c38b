import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SessionUser } from "~/domain/account/session-user";
import { NO_PLAN_TITLE } from "~/domain/billing/entitlements";
import { readerCommentIntents } from "~/domain/readers/reader-schemas";
import { acceptReaderReplacement, settleReaderComment } from "~/services/readers/reader-comments.server";
import { type SummaryOutcome, summariseReaderNotes } from "~/services/readers/reader-summary.server";
import { AI_BUDGET_TITLE, AI_UNAVAILABLE_MESSAGE, aiBudgetMessage } from "~/domain/billing/usage-limits";
import { refuse, reply } from "~/web/intent-action.server";
import { notFound } from "~/web/http-errors.server";

/** What the applicant does with a reader's comment, joined into the editor's union. */
export const readerIntentSchemas = readerCommentIntents;

// The editor's answers to readers' comments: accept a proposed replacement (written into the text
// through the essay's save, over the revision the editor has, and logged as a reader's words),
// resolve, dismiss or answer. Another user's comment is a 404, like a missing one.
export function readerIntents(context: AppLoadContext, user: SessionUser, essayId: string) {
  const { db } = context.app;
  const settle = async (commentId: string, status: "resolved" | "dismissed" | "answered", toast: string, answer: string | null = null) => {
    if (!(await settleReaderComment(db, user.id, essayId, commentId, status, answer))) throw notFound();
    return reply({ toast: { title: toast } });
  };
  return {
    "reader-accept": async ({ commentId, baseRevision }: { commentId: string; baseRevision: number }) => {
      const outcome = await acceptReaderReplacement(db, context.app.userObject(user.id), user.id, essayId, commentId, baseRevision);
      if (outcome.ok)
        return reply({ toast: { title: "Reader's words taken in" }, readerAccepted: { revision: outcome.essay.revision, content: outcome.content } });
      if (outcome.reason === "not_found" || outcome.reason === "no_replacement") throw notFound();
      if (outcome.reason === "outdated") return refuse("Not taken in", "The words this reader commented on are no longer in the essay.", 409);
      if (outcome.reason === "conflict" || outcome.reason === "older_version")
        return refuse("Not taken in", "Save your latest text first, then take in the reader's words.", 409);
      if (outcome.reason === "expired") return refuse(NO_PLAN_TITLE[outcome.code], "Choose a plan to keep writing.", 403, { expired: true });
      return refuse("Not taken in", "This essay cannot be saved now.", 409);
    },
    "reader-resolve": ({ commentId }: { commentId: string }) => settle(commentId, "resolved", "Comment resolved"),
    "reader-dismiss": ({ commentId }: { commentId: string }) => settle(commentId, "dismissed", "Comment dismissed"),
    "reader-answer": ({ commentId, answer }: { commentId: string; answer: string }) => settle(commentId, "answered", "Answer kept", answer),
    "reader-summary": async () => {
      const { openai, settings, userObject } = context.app;
      const ai = { openai, model: settings.OPENAI_FEEDBACK_MODEL, budget: userObject(user.id).aiBudget, bodies: userObject(user.id).versionBodies };
      return summaryReply(await summariseReaderNotes(db, ai, user.id, essayId));
    },
  };
}

/** The summary, or why there is none: each refusal as the editor's other AI help says it. */
function summaryReply(outcome: SummaryOutcome) {
  if (outcome.ok) {
    const title = outcome.summary.origin === "scout" ? "Summary ready" : "Your readers' words, grouped";
    return reply({ toast: { title, durationMs: 2_000 }, readerSummary: outcome.summary });
  }
  switch (outcome.reason) {
    case "not_found":
      throw notFound();
    case "no_notes":
      return refuse("Nothing to summarize", "No reader has an open comment on this essay.", 409);
    case "busy":
      return refuse("Summary on its way", "A summary of these notes is already being written.", 409);
    case "unusable":
      return refuse("No summary", "Scout's summary did not come back whole. Please try again.", 502);
    case "ai_unavailable":
      return refuse("AI Unavailable", AI_UNAVAILABLE_MESSAGE, 503);
    case "ai_budget":
      return refuse(AI_BUDGET_TITLE, aiBudgetMessage(outcome.limit), 429);
    case "expired":
      return refuse(NO_PLAN_TITLE[outcome.code], "Choose a plan to have Scout summarize your readers' notes.", 403, { expired: true });
  }
}
