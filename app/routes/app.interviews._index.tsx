import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ratesMeasurable } from "~/domain/interviews/filler-words-and-pace";
import { FormatCard } from "~/components/interviews/format-card";
import { InterviewHistory } from "~/components/interviews/interview-history";
import { formatsForApplicant } from "~/domain/interviews/formats";
import { capRefusals } from "~/domain/platform/account-caps";
import type { Toast } from "~/domain/platform/toast";
import { useToastFor } from "~/components/ui/toast";
import { loadInterviewFormats } from "~/services/interviews/interview-formats.server";
import { applicantSchools, createInterview, listInterviews } from "~/services/interviews/interviews.server";
import { interviewRefusal, readInterviewRoom } from "~/services/interviews/interview-allowance.server";
import { notFound } from "~/web/http-errors.server";
import { refuse, refuseForm, runIntent } from "~/web/intent-action.server";
import { requireUser } from "~/web/session.server";
import { redirectWithToast } from "~/web/toast.server";

export const meta: MetaFunction = () => [{ title: "Mock Interviews · Scout" }];

// Mock interviews: the applicant's schools first, each with the format its interview follows,
// then every format; their past interviews below.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const { db } = context.app;
  const [{ formats, schools: mapping, schoolDomains }, schools, history, room] = await Promise.all([
    loadInterviewFormats(db),
    applicantSchools(db, user.id),
    listInterviews(db, context.app.userObject(user.id).workRows, user.id),
    readInterviewRoom(db, context.app.userObject(user.id).voice, user.id),
  ]);
  const view = formatsForApplicant(formats, mapping, schools);
  return {
    ...view,
    schoolDomains,
    aiReady: context.app.openai !== null,
    // Each format's refusal before it is chosen: no plan, or too long for the voice time left.
    refusals: Object.fromEntries(formats.map((format) => [format.id, interviewRefusal(room, format.minutes)])),
    history: history.map((row) => ({
      id: row.id,
      format: formats.find((format) => format.id === row.formatId)?.name ?? row.formatId,
      school: row.school,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      wordsPerMinute: row.delivery && ratesMeasurable(row.delivery) ? row.delivery.wordsPerMinute : null,
      scores: row.debrief?.scores.length ?? 0,
    })),
  };
}

const startSchema = z.object({
  intent: z.literal("start"),
  formatId: z.string().trim().min(1).max(60),
  school: z.preprocess((value) => (value === "" ? undefined : value), z.string().trim().max(200).optional()),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const { db } = context.app;
  return runIntent<z.infer<typeof startSchema>, Response | ReturnType<typeof refuse>>(
    request,
    startSchema,
    {
      start: async ({ formatId, school }) => {
        // A school is taken only if it is one of the applicant's own.
        const schools = await applicantSchools(db, user.id);
        const made = await createInterview(db, user.id, formatId, school && schools.includes(school) ? school : null);
        if (!made.ok && made.reason === "not_found") throw notFound();
        if (!made.ok) return refuse("Too many interviews today", capRefusals.interviews, 429);
        return redirectWithToast(context, `/app/interviews/${made.id}`, {
          title: "Interview Ready",
          description: "Start when you are ready: it is timed from the start.",
        });
      },
    },
    (submission) => refuseForm("Interview Not Started", submission),
  );
}

export default function MockInterviews() {
  const { mine, unmapped, formats, schoolDomains, aiReady, history, refusals } = useLoaderData<typeof loader>();
  // A start the server refused (the day's interviews): its toast.
  useToastFor(useActionData<{ toast?: Toast }>(), (answer) => answer.toast);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Mock Interviews</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Practice each school&apos;s interview in its own format, by voice, then read a debrief grounded in what you said: every score quotes your answer, and
        your pace, filler words and pauses are counted from the transcript.
      </p>
      {!aiReady ? (
        <p role="note" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Voice interviews need AI coaching, which is not set up right now. The{" "}
          <Link to="/app/interviews/video-essay" className="font-medium underline">
            video essay practice
          </Link>{" "}
          works without it.
        </p>
      ) : null}
      <section aria-labelledby="my-schools-heading" className="mt-8">
        <h2 id="my-schools-heading" className="text-lg font-semibold text-slate-900">
          Your schools
        </h2>
        {mine.length === 0 && unmapped.length === 0 ? <p className="mt-2 text-sm text-slate-700">Add schools to see the interview each one holds.</p> : null}
        <ul className="mt-3 grid gap-4 md:grid-cols-2">
          {mine.map(({ school, format, mapping }) => (
            <li key={`${school}-${format.id}`}>
              <FormatCard
                format={format}
                school={school}
                note={mapping.note}
                cited={{ sources: mapping.sources, ownDomains: mapping.ownDomains, checkedOn: mapping.checkedOn }}
                aiReady={aiReady}
                refusal={refusals[format.id] ?? null}
              />
            </li>
          ))}
        </ul>
        {unmapped.length ? <p className="mt-3 text-sm text-slate-700">{`No interview format recorded yet for ${unmapped.join(", ")}.`}</p> : null}
      </section>
      <section aria-labelledby="formats-heading" className="mt-10">
        <h2 id="formats-heading" className="text-lg font-semibold text-slate-900">
          All formats
        </h2>
        <ul className="mt-3 grid gap-4 md:grid-cols-2">
          {formats.map((format) => (
            <li key={format.id}>
              <FormatCard
                format={format}
                school={null}
                note={null}
                cited={{ sources: format.sources, ownDomains: schoolDomains, checkedOn: format.checkedOn }}
                aiReady={aiReady}
                refusal={refusals[format.id] ?? null}
              />
            </li>
          ))}
        </ul>
      </section>
      <InterviewHistory history={history} />
    </div>
  );
}
