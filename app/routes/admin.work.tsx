import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { DeadLettersSection, FeedbackJobsSection, StripeWebhooksSection, TrialSweepSection } from "~/components/admin/background-work";
import type { Toast } from "~/domain/platform/toast";
import { backgroundWorkReport } from "~/services/background-jobs/background-work.server";
import { type DeadLetterOutcome, discardDeadLetter, retryDeadLetter } from "~/services/background-jobs/dead-letters.server";
import { requireAdminEdit } from "~/web/admin-edit.server";
import { refuse, refuseForm, runIntent } from "~/web/intent-action.server";
import { requireAdmin } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Background work · Admin · Scout" }, { name: "robots", content: "noindex" }];

// What the product did outside requests (docs/operations.md, "Background work"), read in one batch.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  return backgroundWorkReport(context.app.db, new Date());
}

const deadLetterId = z.string().min(1).max(100);
const workActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("retry"), id: deadLetterId }),
  z.object({ intent: z.literal("discard"), id: deadLetterId }),
]);
type WorkActionInput = z.infer<typeof workActionSchema>;
type WorkReply = ReturnType<typeof data<{ toast: Toast }>>;

// retry: the dead letter is sent to its queue again, once however many clicks arrive together.
// discard: it is kept, marked discarded. Both are written to the audit log with the change.
export async function action({ request, context }: ActionFunctionArgs) {
  const { actor, db, requestId } = await requireAdminEdit(context, request);
  const { env } = context.app;
  const queues = { "scout-feedback": env.FEEDBACK_QUEUE, "scout-email": env.EMAIL_QUEUE };
  return runIntent<WorkActionInput, WorkReply>(
    request,
    workActionSchema,
    {
      retry: async ({ id }) => answer("retry", await retryDeadLetter({ db, queues }, actor, id, requestId)),
      discard: async ({ id }) => answer("discard", await discardDeadLetter(db, actor, id, requestId)),
    },
    (submission) => refuseForm("Not done", submission),
  );
}

function answer(intent: WorkActionInput["intent"], outcome: DeadLetterOutcome): WorkReply {
  if (!outcome.ok) {
    switch (outcome.reason) {
      case "not_found":
        return refuse("Not done", "That dead letter was not found.", 404);
      case "already_handled":
        return refuse("Already handled", "Someone retried or discarded it already.", 409);
      case "not_sent":
        return refuse("Not sent", "The queue did not take the message. It is waiting again: try once more.", 503);
    }
  }
  if (intent === "discard") return data({ toast: { title: "Discarded", description: "It stays listed and will not be sent again from here." } });
  if (outcome.sent) return data({ toast: { title: "Sent again", description: `Queued once more on ${outcome.queue}.` } });
  const why =
    outcome.queue === "scout-feedback"
      ? "The job has finished or was deleted since: nothing was sent."
      : "The hourly sweep has queued this e-mail again already: nothing more was sent.";
  return data({ toast: { title: "Nothing to send", description: why } });
}

export default function AdminWork() {
  const report = useLoaderData<typeof loader>();
  return (
    <div>
      <FeedbackJobsSection feedback={report.feedback} since={report.since} />
      <DeadLettersSection letters={report.deadLetters} />
      <TrialSweepSection sweeps={report.sweeps} />
      <StripeWebhooksSection stripe={report.stripe} />
    </div>
  );
}
