import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SessionUser } from "~/domain/account/session-user";
import { NO_PLAN_TITLE } from "~/domain/billing/entitlements";
import { readerCommentIntents } from "~/domain/readers/reader-schemas";
import { acceptReaderReplacement, settleReaderComment } from "~/services/readers/reader-comments.server";
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
  };
}
