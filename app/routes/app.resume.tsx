import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { type ClientActionFunctionArgs, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/shell/general-error-boundary";
import { type TextSaveAnswer, answerOfflineInBrowser } from "~/components/editor/use-text-save";
import { ResumeEditor } from "~/components/resume/resume-editor";
import { resolveItems, resumeFeedbackOf } from "~/services/feedback/feedback.server";
import { englishVariantOf } from "~/services/feedback/feedback-preferences.server";
import { getResume, resumeContentSchema, saveResume } from "~/services/goals/resume.server";
import { appliedFixesField, feedbackIntentSchemas, feedbackIntents } from "~/web/feedback-intents.server";
import { refuse, refuseForm, reply, runIntent } from "~/web/intent-action.server";
import { requireUser } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Resume · Scout" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const rows = context.app.userObject(user.id).workRows;
  // The resume, its feedback and the writer's English: one call to the applicant's object.
  const [stored, feedback, preferences] = await rows.getMany([
    ["resume_data", [user.id]],
    ["resume_feedback", [user.id]],
    ["writing_preferences", [user.id]],
  ]);
  const resume = stored ?? (await getResume(rows, user.id));
  const [items, english] = [resumeFeedbackOf(feedback), englishVariantOf(preferences)];
  return { resume: { content: resume.content, revision: resume.revision }, feedback: items ? { items, overall: null, stale: false, english } : null };
}

// The resume saves as an essay does: over the revision it started from, an applied fix's
// item resolved with the text that has the fix.
const resumeActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    content: resumeContentSchema,
    baseRevision: z.coerce.number().int().min(0),
    resolveItemIds: appliedFixesField,
  }),
  ...feedbackIntentSchemas,
]);

type ResumeActionInput = z.infer<typeof resumeActionSchema>;

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const rows = context.app.userObject(user.id).workRows;
  return runIntent<ResumeActionInput, ReturnType<typeof reply<TextSaveAnswer>>>(
    request,
    resumeActionSchema,
    {
      save: async ({ content, baseRevision, resolveItemIds }) => {
        const outcome = await saveResume(rows, user.id, content, baseRevision);
        if (!outcome.ok) {
          const conflict = { revision: outcome.current.revision, content: outcome.current.content };
          return refuse("Not saved: a newer copy exists", "Your resume was changed in another tab or device. Reload it, or save yours over it.", 409, {
            conflict,
          });
        }
        if (resolveItemIds.length) await resolveItems(rows, user.id, { kind: "resume" }, resolveItemIds);
        // The revision only: the editor has the text it sent.
        const saved = { revision: outcome.resume.revision };
        return reply({ toast: { title: "Resume Saved", description: "Your resume has been saved successfully" }, saved });
      },
      ...feedbackIntents(context, user, { kind: "resume" }, "resume"),
    },
    (submission) => refuseForm("Error Saving Resume", submission),
  );
}

/** A save that cannot reach the server is answered in the browser: the text stays on this device. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => answerOfflineInBrowser(() => serverAction<typeof action>());

export default function ResumePage() {
  const { resume, feedback } = useLoaderData<typeof loader>();
  return <ResumeEditor resume={resume} feedback={feedback} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
