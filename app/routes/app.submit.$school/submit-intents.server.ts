import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SubmitActionData } from "~/domain/submissions/page-data";
import { type SubmitActionInput, submitActionSchema } from "~/domain/submissions/submit-schema";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import { submitSchool, undoSubmission } from "~/services/submissions/submissions.server";
import { notFound } from "~/web/http-errors.server";
import { refuse, refuseField, refuseForm, reply, runIntent } from "~/web/intent-action.server";

// The Ready to submit page's intents: mark the school submitted (freezing what was sent) and take
// it back within a day. A school that is not the user's is the one 404.

type Answer = ReturnType<typeof reply<SubmitActionData>>;

export function runSubmitIntent(request: Request, context: AppLoadContext, userId: string, school: string) {
  const { db } = context.app;
  return runIntent<SubmitActionInput, Answer>(
    request,
    submitActionSchema,
    {
      submit: async ({ round, submittedOn, disclosure }) => {
        const outcome = await submitSchool(db, context.app.userObject(userId), userId, school, { round, submittedOn, disclosure: disclosure ?? null });
        if (outcome.ok)
          return reply({
            toast: { title: "Marked submitted", description: `${school}, ${round}, ${formatCalendarDate(submittedOn)}: what you sent is kept as it was.` },
          });
        if (outcome.reason === "not_found") throw notFound();
        if (outcome.reason === "unknown_round") return refuseField("Pick a round", "round", "Pick one of the school's rounds");
        if (outcome.reason === "nothing_written") return refuse("Nothing to submit yet", "None of this school's essays has your words in it.", 409);
        return refuse("Already submitted", `${school} is marked submitted for this cycle.`, 409);
      },
      undo: async () => {
        const outcome = await undoSubmission(db, context.app.userObject(userId).workRows, userId, school);
        if (!outcome.ok && outcome.reason === "not_found") throw notFound();
        if (!outcome.ok) return refuse("Too late to undo", "Submitted can be taken back within a day of marking it; what was sent stays kept.", 409);
        return reply({ toast: { title: "Submitted undone", description: `${school} is back to not submitted.` } });
      },
    },
    (submission) => refuseForm("Could not mark it submitted", submission),
  );
}
