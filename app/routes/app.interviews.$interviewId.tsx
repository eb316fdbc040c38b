import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ratesMeasurable } from "~/domain/interviews/delivery";
import { type Attempt, AttemptsTable } from "~/components/interviews/attempts-table";
import { DebriefView } from "~/components/interviews/debrief-view";
import { DiscussionBrief } from "~/components/interviews/discussion-brief";
import { InterviewPanel } from "~/components/interviews/interview-panel";
import { REFLECTION_DUE_MS, reflectionFormSchema } from "~/domain/interviews/reflection";
import { DISCUSSION_PARTICIPANTS, discussionPromptOf } from "~/domain/interviews/team-discussion";
import { loadInterviewFormat } from "~/services/interviews/interview-formats.server";
import { requestDebriefAgain } from "~/services/interviews/interview-end.server";
import { saveReflection } from "~/services/interviews/interview-reflection.server";
import { interviewRefusal, readInterviewRoom } from "~/services/interviews/interview-allowance.server";
import { ReflectionEditor } from "~/components/interviews/reflection-editor";
import { attemptsOfFormat, getInterview } from "~/services/interviews/interviews.server";
import { notFound } from "~/web/http-errors.server";
import { refuse, refuseForm, reply, runIntent } from "~/web/intent-action.server";
import { requireUser } from "~/web/session.server";
import { redirectWithToast } from "~/web/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.format.name ?? "Mock interview"} · Scout` }];

// One mock interview: held here by voice, then its debrief, delivery figures and transcript,
// its attempts of the same format side by side, and (HBS) the post-interview reflection.
// Another user's interview is a 404.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const { db } = context.app;
  const interview = await getInterview(db, user.id, params.interviewId ?? "");
  if (!interview) throw notFound();
  const [format, attempts, room] = await Promise.all([
    loadInterviewFormat(db, interview.formatId),
    attemptsOfFormat(db, user.id, interview.formatId),
    interview.status === "ready" ? readInterviewRoom(db, context.app.userObject(user.id).voice, user.id) : null,
  ]);
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
      reflection: {
        text: interview.reflection ?? "",
        revision: interview.reflectionRevision,
        dueAt: (interview.reflectionDueAt ?? (interview.endedAt ? new Date(interview.endedAt.getTime() + REFLECTION_DUE_MS) : null))?.toISOString() ?? null,
      },
    },
    format: { name: format.name, kind: format.kind, minutes: format.minutes, summary: format.summary },
    // Said before Start: no plan, or too long for the voice time left (the start decides again).
    refusal: room ? interviewRefusal(room, format.minutes) : null,
    discussion:
      format.kind === "team-discussion"
        ? { prompt: discussionPromptOf(format.questions, interview.id), participants: [...DISCUSSION_PARTICIPANTS], prepSeconds: format.prepSeconds }
        : null,
    attempts: attempts.map((attempt): Attempt => ({
      id: attempt.id,
      createdAt: attempt.createdAt.toISOString(),
      wordsPerMinute: attempt.delivery && ratesMeasurable(attempt.delivery) ? attempt.delivery.wordsPerMinute : null,
      fillersPerMinute: attempt.delivery && ratesMeasurable(attempt.delivery) ? attempt.delivery.fillersPerMinute : null,
      longestPauseSeconds: attempt.delivery?.longestPauseSeconds ?? null,
      talkShare: attempt.delivery?.talkShare ?? null,
      averageScore: attempt.debrief?.scores.length
        ? Math.round((attempt.debrief.scores.reduce((sum, score) => sum + score.score, 0) / attempt.debrief.scores.length) * 10) / 10
        : null,
    })),
  };
}

const actionSchema = z.discriminatedUnion("intent", [z.object({ intent: z.literal("debrief") }), reflectionFormSchema]);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const { db } = context.app;
  const interview = await getInterview(db, user.id, params.interviewId ?? "");
  if (!interview) throw notFound();
  const page = `/app/interviews/${interview.id}`;
  return runIntent<z.infer<typeof actionSchema>, Response | ReturnType<typeof refuse> | ReturnType<typeof reply>>(
    request,
    actionSchema,
    {
      debrief: async () => {
        const deps = { db, meter: context.app.userObject(user.id), queue: context.app.interviewQueue, aiConfigured: context.app.openai !== null };
        if (!(await requestDebriefAgain(deps, user.id, interview.id)))
          return refuse("Debrief Not Requested", "This debrief is not waiting to be asked again.", 409);
        return redirectWithToast(context, page, { title: "Debrief Requested", description: "It appears here in a moment." });
      },
      reflection: async (input) => {
        const saved = await saveReflection(db, user.id, interview.id, input.text, input.baseRevision);
        if (saved.ok) return reply({ toast: { title: "Reflection Saved" }, saved: { revision: saved.revision } });
        if (saved.reason === "not_found") throw notFound();
        if (saved.reason === "conflict")
          return refuse("Not saved: a newer copy exists", "This reflection was changed in another tab or device.", 409, { conflict: saved.current });
        return refuse("No Reflection", "Only an application-based interview that has ended has a practice reflection.", 409);
      },
    },
    (submission) => refuseForm("Not Done", submission),
  );
}

export default function MockInterview() {
  const { interview, format, attempts, discussion, refusal } = useLoaderData<typeof loader>();
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
        <InterviewPanel
          interviewId={interview.id}
          minutes={format.minutes}
          interrupted={interview.status === "live"}
          discussion={discussion !== null}
          refusal={refusal}
        />
      ) : (
        <>
          {format.kind === "application-based" ? <ReflectionEditor reflection={interview.reflection} /> : null}
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
