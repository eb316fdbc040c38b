import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useBeforeUnload, useFetcher, useLoaderData } from "@remix-run/react";
import { useCallback, useId, useState } from "react";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { Button } from "~/components/ui/button";
import { showToast, useToastFor } from "~/components/ui/toast";
import { CONTENT_LIMIT } from "~/domain/essay-rules";
import type { Toast } from "~/domain/toast";
import { FeedbackPanel } from "~/components/feedback/feedback-panel";
import { useFeedbackJob } from "~/components/feedback/use-feedback-job";
import { resumeFeedbackFor } from "~/services/feedback.server";
import { getResume, resumeContentSchema, saveResume } from "~/services/resume.server";
import { feedbackIntentSchemas, feedbackIntents } from "~/web/feedback-intents.server";
import { refuseForm, reply, runIntent } from "~/web/intent-action.server";
import { requireUser } from "~/web/session.server";

/** What the resume's action answers: a toast, the saved text after a save, the job after asking for feedback. */
type ResumeActionData = { toast: Toast; saved?: string; jobId?: string; expired?: boolean };

export const meta: MetaFunction = () => [{ title: "Resume · Scout" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const [resume, feedback] = await Promise.all([getResume(context.app.db, user.id), resumeFeedbackFor(context.app.db, user.id)]);
  return { content: resume.content, updatedAt: resume.updatedAt.toISOString(), feedback };
}

const resumeActionSchema = z.discriminatedUnion("intent", [z.object({ intent: z.literal("save"), content: resumeContentSchema }), ...feedbackIntentSchemas]);

type ResumeActionInput = z.infer<typeof resumeActionSchema>;

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  return runIntent<ResumeActionInput, ReturnType<typeof reply<ResumeActionData>>>(
    request,
    resumeActionSchema,
    {
      save: async ({ content }) => {
        const row = await saveResume(context.app.db, user.id, content);
        return reply({ toast: { title: "Resume Saved", description: "Your resume has been saved successfully" }, saved: row.content });
      },
      ...feedbackIntents(context, user, { kind: "resume" }, "resume"),
    },
    (submission) => refuseForm("Error Saving Resume", submission),
  );
}

export default function ResumePage() {
  const loaded = useLoaderData<typeof loader>();
  const save = useFetcher<typeof action>();
  const feedbackActions = useFetcher<typeof action>();
  const job = useFeedbackJob();
  const [content, setContent] = useState(loaded.content);
  const [saved, setSaved] = useState(loaded.content);
  // Close hides the panel until new feedback arrives.
  const [closedFeedback, setClosedFeedback] = useState<unknown>(null);
  const dirty = content !== saved;
  const textId = useId();
  useBeforeUnload(
    useCallback(
      (event) => {
        if (dirty) event.preventDefault();
      },
      [dirty],
    ),
  );
  useToastFor(save.data, (answer) => {
    if (answer.saved !== undefined) setSaved(answer.saved);
    return answer.toast;
  });
  useToastFor(feedbackActions.data, (result) => ("jobId" in result && result.jobId ? job.follow(result.jobId) : result.toast));
  const busy = job.running || feedbackActions.state !== "idle";
  const submitFeedback = (fields: Record<string, string>) => feedbackActions.submit(fields, { method: "post" });
  // Get Feedback's guards (some text, and saved), then the same queue as essays.
  function requestFeedback() {
    if (!content.trim())
      return showToast({ title: "No Content", description: "Please add some content to your resume before getting feedback.", variant: "destructive" });
    if (dirty) return showToast({ title: "Save Required", description: "Please save your draft before requesting feedback.", variant: "destructive" });
    submitFeedback({ intent: "feedback" });
  }
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="flex-1 text-2xl font-bold text-slate-900">
          Resume
          {dirty ? <span className="ml-2 align-middle text-sm font-medium text-amber-800">• Unsaved changes</span> : null}
        </h1>
        <Button variant="secondary" onClick={requestFeedback} disabled={busy}>
          {busy ? "Getting Feedback…" : "Get Feedback"}
        </Button>
        <Button disabled={!dirty || save.state !== "idle"} onClick={() => save.submit({ intent: "save", content }, { method: "post" })}>
          {save.state !== "idle" ? "Saving…" : "Save"}
        </Button>
      </div>
      <label htmlFor={textId} className="text-sm text-slate-700">
        Paste or write your resume. Plain text keeps it simple for feedback.
      </label>
      <textarea
        id={textId}
        value={content}
        maxLength={CONTENT_LIMIT}
        onChange={(event) => setContent(event.target.value)}
        className="min-h-[480px] w-full rounded-lg border border-slate-300 bg-white p-4 leading-relaxed text-slate-900"
      />
      {job.status ? (
        <p role="status" className="text-sm text-slate-700">
          {job.status === "queued" ? "Feedback requested: waiting for its turn…" : "Generating feedback…"}
        </p>
      ) : null}
      {loaded.feedback && closedFeedback !== loaded.feedback ? (
        <FeedbackPanel
          items={loaded.feedback}
          unit="Section"
          busy={busy}
          onResolve={(itemId) => submitFeedback({ intent: "resolve", itemId })}
          onApply={(item) => {
            // The resume shows no highlights: apply where the passage still is, if it is.
            const at = content.indexOf(item.textReference!.highlightText);
            if (at >= 0) setContent(content.slice(0, at) + item.replacement + content.slice(at + item.textReference!.highlightText.length));
            submitFeedback({ intent: "resolve", itemId: item.id });
          }}
          onIgnore={(itemId) => submitFeedback({ intent: "ignore", itemId })}
          onAddWord={(itemId) => submitFeedback({ intent: "add-word", itemId })}
          onClear={() => submitFeedback({ intent: "clear" })}
          onRegenerate={requestFeedback}
          onClose={() => setClosedFeedback(loaded.feedback)}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
