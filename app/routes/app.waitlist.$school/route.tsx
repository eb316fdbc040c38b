import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/shell/general-error-boundary";
import { WaitlistPage } from "~/components/offers/waitlist-page";
import type { SeasonActionData } from "~/domain/offers/page-data";
import { type WaitlistActionInput, waitlistActionSchema } from "~/domain/offers/waitlist";
import { type LetterOutcome, readWaitlistPage, saveLetter } from "~/services/offers/waitlist.server";
import { notFound } from "~/web/http-errors.server";
import { refuse, refuseField, refuseForm, reply, runIntent } from "~/web/intent-action.server";
import { schoolParam } from "~/web/school-param.server";
import { requireUser } from "~/web/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Waitlisted${data ? `: ${data.page.school}` : ""} · Scout` }];

// /app/waitlist/:school: the school's waitlist rules beside the applicant's letter, each
// paragraph read for news against what was sent. Another user's school is the one 404.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const page = await readWaitlistPage(context.app.db, context.app.userObject(user.id).workRows, user.id, schoolParam(params));
  if (!page) throw notFound();
  return { page, today: new Date().toISOString().slice(0, 10) };
}

type Answer = ReturnType<typeof reply<SeasonActionData>>;

function answer(outcome: LetterOutcome, done: { title: string; description: string }): Answer {
  if (outcome.ok) return reply({ toast: done });
  if (outcome.reason === "not_found") throw notFound();
  return outcome.field ? refuseField("Could not save it", outcome.field, outcome.message, 409) : refuse("Could not save it", outcome.message, 409);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const school = schoolParam(params);
  const { db } = context.app;
  // A day that is already today somewhere on Earth is not in the future.
  const today = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return runIntent<WaitlistActionInput, Answer>(
    request,
    waitlistActionSchema,
    {
      save: async ({ body }) =>
        answer(await saveLetter(db, user.id, school, { body }, today), { title: "Letter saved", description: "Each paragraph is read for news below." }),
      sent: async ({ sentOn }) => answer(await saveLetter(db, user.id, school, { sentOn }, today), { title: "Marked sent", description: school }),
    },
    (submission) => refuseForm("Could not save it", submission),
  );
}

export default function Waitlisted() {
  const { page, today } = useLoaderData<typeof loader>();
  return <WaitlistPage data={page} today={today} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
