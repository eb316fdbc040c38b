import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ratesMeasurable } from "~/domain/interviews/filler-words-and-pace";
import { type Attempt, AttemptsTable } from "~/components/interviews/attempts-table";
import { DebriefView } from "~/components/interviews/debrief-view";
import { DiscussionBrief } from "~/components/interviews/discussion-brief";
import { InterviewPanel } from "~/components/interviews/interview-panel";
import { REFLECTION_DUE_MS } from "~/domain/interviews/reflection";
import { DISCUSSION_PARTICIPANTS, discussionPromptOf } from "~/domain/interviews/team-discussion";
import { loadInterviewFormat } from "~/services/interviews/interview-formats.server";
import { interviewRefusal, readInterviewRoom } from "~/services/interviews/interview-allowance.server";
import { ReflectionEditor } from "~/components/interviews/reflection-editor";
import { SentEssays } from "~/components/submissions/sent-essays";
import { readSentCopy } from "~/services/submissions/ready-page.server";
import { attemptsOfFormat, readInterview } from "~/services/interviews/interviews.server";
import { notFound } from "~/web/http-errors.server";
import { requireUser } from "~/web/session.server";

export { action } from "./interview-action.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.format.name ?? "Mock interview"} · Scout` }];

// One mock interview: held here by voice, then its debrief, delivery figures and transcript,
// its attempts of the same format side by side, and (HBS) the post-interview reflection.
// Another user's interview is a 404.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const { db } = context.app;
  const { workRows } = context.app.userObject(user.id);
  const interview = await readInterview(db, workRows, user.id, params.interviewId ?? "");
  if (!interview) throw notFound();
  const [format, attempts, room, sent] = await Promise.all([
    loadInterviewFormat(db, interview.formatId),
    attemptsOfFormat(db, workRows, user.id, interview.formatId),
    interview.status === "ready" ? readInterviewRoom(db, context.app.userObject(user.id).voice, user.id) : null,
    interview.school ? readSentCopy(db, workRows, user.id, interview.school) : null,
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
    // The school's essays as sent, once it is marked submitted: what its interviewer has read.
    sent: sent?.snapshot.essays.length ? { school: sent.school, submittedOn: sent.submittedOn, essays: sent.snapshot.essays } : null,
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

export default function MockInterview() {
  const { interview, format, attempts, discussion, refusal, sent } = useLoaderData<typeof loader>();
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
      {sent ? <SentEssays sent={sent} /> : null}
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
