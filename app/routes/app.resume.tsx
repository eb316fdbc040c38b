import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { useBeforeUnload, useFetcher, useLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useId, useState } from "react";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { Button } from "~/components/ui/button";
import { showToast } from "~/components/ui/toast";
import { CONTENT_LIMIT } from "~/domain/essay-rules";
import type { Toast } from "~/domain/toast";
import { getResume, resumeContentSchema, saveResume } from "~/services/resume.server";
import { requireUser } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: "Resume · Scout" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const resume = await getResume(context.app.db, user.id);
  return { content: resume.content, updatedAt: resume.updatedAt.toISOString() };
}

const saveSchema = z.object({ intent: z.literal("save"), content: resumeContentSchema });

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const parsed = saveSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ toast: { title: "Error Saving Resume", description: parsed.error.issues[0]?.message ?? "Invalid resume", variant: "destructive" } satisfies Toast, saved: null }, 400);
  }
  const row = await saveResume(context.app.db, user.id, parsed.data.content);
  return { toast: { title: "Resume Saved", description: "Your resume has been saved successfully" } satisfies Toast, saved: row.content };
}

export default function ResumePage() {
  const loaded = useLoaderData<typeof loader>();
  const save = useFetcher<typeof action>();
  const [content, setContent] = useState(loaded.content);
  const [saved, setSaved] = useState(loaded.content);
  const dirty = content !== saved;
  const textId = useId();
  useBeforeUnload(
    useCallback((event) => {
      if (dirty) event.preventDefault();
    }, [dirty]),
  );
  useEffect(() => {
    if (!save.data) return;
    showToast(save.data.toast);
    if (save.data.saved !== null) setSaved(save.data.saved);
  }, [save.data]);
  // Get Feedback's guards (spec); the feedback itself arrives with AI feedback.
  function requestFeedback() {
    if (!content.trim()) return showToast({ title: "No Content", description: "Please add some content to your resume before getting feedback.", variant: "destructive" });
    if (dirty) return showToast({ title: "Save Required", description: "Please save your draft before requesting feedback.", variant: "destructive" });
    showToast({ title: "Resume feedback is coming soon", description: "AI feedback on resumes is not available yet." });
  }
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="flex-1 text-2xl font-bold text-slate-900">
          Resume
          {dirty ? <span className="ml-2 align-middle text-sm font-medium text-amber-800">• Unsaved changes</span> : null}
        </h1>
        <Button variant="secondary" onClick={requestFeedback}>
          Get Feedback
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
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
