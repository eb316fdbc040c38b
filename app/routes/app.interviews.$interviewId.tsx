import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { type Attempt, AttemptsTable } from "~/components/interviews/attempts-table";
import { DebriefView } from "~/components/interviews/debrief-view";
import { DiscussionBrief } from "~/components/interviews/discussion-brief";
import { InterviewPanel } from "~/components/interviews/interview-panel";
import { Button } from "~/components/ui/button";
import { REFLECTION_GUIDANCE } from "~/domain/interviews/reflection";
import { DISCUSSION_PARTICIPANTS, discussionPromptOf } from "~/domain/interviews/team-discussion";
import { loadInterviewFormat } from "~/services/interviews/interview-formats.server";
import { requestDebriefAgain } from "~/services/interviews/interview-end.server";
import { startReflection } from "~/services/interviews/interview-reflection.server";
import { attemptsOfFormat, getInterview } from "~/services/interviews/interviews.server";
import { notFound } from "~/web/http-errors.server";
import { refuse, refuseForm, runIntent } from "~/web/intent-action.server";
import { requireUser } from "~/web/session.server";
import { redirectWithToast } from "~/web/toast.server";
import { ReaderTime } from "~/components/reader-time";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.format.name ?? "Mock interview"} · Scout` }];

// One mock interview (#32): held here by voice, then its debrief, delivery figures and transcript,
// its attempts of the same format side by side, and (HBS) the post-interview reflection.
// Another user's interview is a 404.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const { db } = context.app;
  const interview = await getInterview(db, user.id, params.interviewId ?? "");
  if (!interview) throw notFound();
  const [format, attempts] = await Promise.all([loadInterviewFormat(db, interview.formatId), attemptsOfFormat(db, user.id, interview.formatId)]);
  if (!format) throw notFound();
  return {
    interview: {
      id: interview.id,
      school: interview.school,
      status: interview.status,
      transcript: interview.transcript,
      delivery: interview.delivery,
      debriefStatus: interview.debriefStatus,
      debrief: interview.debrief,
      debriefError: interview.debriefError,
      endedAt: interview.endedAt?.toISOString() ?? null,
      reflectionEssayId: interview.reflectionEssayId,
      reflectionDueAt: interview.reflectionDueAt?.toISOString() ?? null,
    },
    format: { name: format.name, kind: format.kind, minutes: format.minutes, summary: format.summary },
    discussion:
      format.kind === "team-discussion"
        ? { prompt: discussionPromptOf(format.questions, interview.id), participants: [...DISCUSSION_PARTICIPANTS], prepSeconds: format.prepSeconds }
        : null,
    attempts: attempts.map((attempt): Attempt => ({
      id: attempt.id,
      createdAt: attempt.createdAt.toISOString(),
      wordsPerMinute: attempt.delivery?.wordsPerMinute ?? null,
      fillersPerMinute: attempt.delivery?.fillersPerMinute ?? null,
      longestPauseSeconds: attempt.delivery?.longestPauseSeconds ?? null,
      talkShare: attempt.delivery?.talkShare ?? null,
      averageScore: attempt.debrief?.scores.length
        ? Math.round((attempt.debrief.scores.reduce((sum, score) => sum + score.score, 0) / attempt.debrief.scores.length) * 10) / 10
        : null,
    })),
  };
}

const actionSchema = z.discriminatedUnion("intent", [z.object({ intent: z.literal("debrief") }), z.object({ intent: z.literal("reflection") })]);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const { db } = context.app;
  const interview = await getInterview(db, user.id, params.interviewId ?? "");
  if (!interview) throw notFound();
  const page = `/app/interviews/${interview.id}`;
  return runIntent<z.infer<typeof actionSchema>, Response | ReturnType<typeof refuse>>(
    request,
    actionSchema,
    {
      debrief: async () => {
        const deps = { db, meter: context.app.userObject(user.id), queue: context.app.interviewQueue, aiConfigured: context.app.openai !== null };
        if (!(await requestDebriefAgain(deps, user.id, interview.id)))
          return refuse("Debrief Not Requested", "This debrief is not waiting to be asked again.", 409);
        return redirectWithToast(context, page, { title: "Debrief Requested", description: "It appears here in a moment." });
      },
      reflection: async () => {
        const essayId = await startReflection(db, user.id, interview.id);
        if (!essayId) return refuse("No Reflection", "Only an application-based interview that has ended has a post-interview reflection.", 409);
        return redirectWithToast(context, `/app/essays/${essayId}`, { title: "Reflection Started", description: REFLECTION_GUIDANCE });
      },
    },
    (submission) => refuseForm("Not Done", submission),
  );
}

export default function MockInterview() {
  const { interview, format, attempts, discussion } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <div>
        <Link to="/app/interviews" className="text-sm font-medium text-brand-700 underline">
          All mock interviews
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{format.name}</h1>
        <p className="mt-1 text-slate-700">{`${interview.school ? `${interview.school} · ` : ""}about ${format.minutes} minutes`}</p>
        <p className="mt-2 max-w-3xl text-sm text-slate-700">{format.summary}</p>
      </div>
      {discussion && interview.status !== "ended" ? <DiscussionBrief {...discussion} live={interview.status === "live"} /> : null}
      {interview.status !== "ended" ? (
        <InterviewPanel interviewId={interview.id} minutes={format.minutes} interrupted={interview.status === "live"} discussion={discussion !== null} />
      ) : (
        <>
          {format.kind === "application-based" ? <Reflection interview={interview} /> : null}
          <DebriefView
            transcript={interview.transcript}
            delivery={interview.delivery}
            debriefStatus={interview.debriefStatus}
            debrief={interview.debrief}
            debriefError={interview.debriefError}
          />
          <AttemptsTable attempts={attempts} currentId={interview.id} />
        </>
      )}
    </div>
  );
}

function Reflection({ interview }: { interview: { reflectionEssayId: string | null; reflectionDueAt: string | null; endedAt: string | null } }) {
  const due = interview.reflectionDueAt ?? (interview.endedAt ? new Date(new Date(interview.endedAt).getTime() + 24 * 3_600_000).toISOString() : null);
  return (
    <section aria-labelledby="reflection-heading" className="rounded-lg border border-brand-200 bg-brand-50 p-4">
      <h2 id="reflection-heading" className="text-lg font-semibold text-slate-900">
        Post-interview reflection
      </h2>
      <p className="mt-1 text-sm text-slate-800">{REFLECTION_GUIDANCE}</p>
      {due ? (
        <p className="mt-1 text-sm font-medium text-slate-900">
          {"Due "}
          <ReaderTime iso={due} />
        </p>
      ) : null}
      {interview.reflectionEssayId ? (
        <Link to={`/app/essays/${interview.reflectionEssayId}`} className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
          Open your reflection
        </Link>
      ) : (
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="reflection" />
          <Button type="submit">Write the reflection</Button>
        </Form>
      )}
    </section>
  );
}
