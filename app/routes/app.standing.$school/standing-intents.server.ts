import type { AppLoadContext } from "@remix-run/cloudflare";
import type { StandingActionData } from "~/domain/standing/page-data";
import { type StandingActionInput, standingActionSchema } from "~/domain/standing/standing-schema";
import { decisionLabels } from "~/domain/standing/steps";
import { NO_PLAN_TITLE } from "~/domain/billing/entitlements";
import { shortCycle } from "~/domain/catalogue/catalogue";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import { type RecordOutcome, type StepInput, recordStep, removeLatestStep } from "~/services/standing/standing.server";
import { type NotesOutcome, saveInterviewNotes } from "~/services/standing/interview-notes.server";
import { type ReapplyOutcome, reapplyNextCycle } from "~/services/offers/reapply.server";
import { notFound } from "~/web/http-errors.server";
import { refuse, refuseField, refuseForm, reply, runIntent } from "~/web/intent-action.server";

// A school's standing page's intents: record the invitation, the interview, the decision, or take
// back the latest step. A school that is not the user's is the one 404.

type Answer = ReturnType<typeof reply<StandingActionData>>;

function answerRecord(outcome: RecordOutcome, school: string, done: { title: string; description: string }): Answer {
  if (outcome.ok) return reply({ toast: done });
  if (outcome.reason === "not_found") throw notFound();
  if (outcome.reason === "not_submitted")
    return refuse("Not submitted yet", `Mark ${school} submitted first: interviews and decisions follow the day you sent it.`, 409);
  if (outcome.reason === "conflict") return refuse("Already changed", "Another step was recorded at the same time. Reload to see where it stands.", 409);
  if ("field" in outcome && outcome.field) return refuseField("Could not record it", outcome.field, outcome.message, 409);
  return refuse("Could not record it", "message" in outcome ? outcome.message : "That step cannot be recorded now.", 409);
}

function answerNotes(outcome: NotesOutcome, done: { title: string; description: string }): Answer {
  if (outcome.ok) return reply({ toast: done });
  if (outcome.reason === "not_found") throw notFound();
  return refuse("No reflection asked", "Scout knows of no reflection this school asks for after its interview.", 409);
}

function answerReapply(outcome: ReapplyOutcome, school: string): Answer {
  if (outcome.ok) {
    const essays = outcome.carried === 1 ? "1 essay carried over as a new version" : `${outcome.carried} essays carried over as new versions`;
    const missed = outcome.notCarried.length ? ` Not carried over: ${outcome.notCarried.join(", ")}; open it to save a new version yourself.` : "";
    return reply({
      toast: {
        title: `Reapplying for ${shortCycle(outcome.cycle)}`,
        description: `${school}: ${essays}; what you sent stays as it was.${missed}`,
      },
    });
  }
  if (outcome.reason === "not_found") throw notFound();
  if (outcome.reason === "not_closed") {
    const latest = outcome.decision ? `its latest decision is ${decisionLabels[outcome.decision]}` : "no decision is recorded";
    return refuse("Not denied or withdrawn", `Reapplying to ${school} opens after a denial or a withdrawal; ${latest}.`, 409);
  }
  if (outcome.reason === "unknown_cycle") return refuse("Cycle not known", `Scout does not know which cycle your ${school} application was for.`, 409);
  if (outcome.reason === "already")
    return refuse("Already reapplying", `${school} is already your ${shortCycle(outcome.cycle)} reapplication; nothing was carried twice.`, 409);
  return refuse(NO_PLAN_TITLE[outcome.code], "Choose a plan to carry your essays over.", 403, { expired: true });
}

export function runStandingIntent(request: Request, context: AppLoadContext, userId: string, school: string) {
  const { db } = context.app;
  const record = (input: StepInput, done: { title: string; description: string }) =>
    recordStep(db, userId, school, input).then((outcome) => answerRecord(outcome, school, done));
  return runIntent<StandingActionInput, Answer>(
    request,
    standingActionSchema,
    {
      invited: ({ intent, ...input }) =>
        record({ kind: intent, ...input }, { title: "Invitation recorded", description: `${school}: the interview's slot is kept with its time zone.` }),
      interviewed: ({ intent, ...input }) =>
        record({ kind: intent, ...input }, { title: "Interview recorded", description: `${school}, ${formatCalendarDate(input.happenedOn)}.` }),
      decision: ({ intent, ...input }) =>
        record(
          { kind: intent, ...input },
          { title: `${decisionLabels[input.decision]} recorded`, description: `${school}, ${formatCalendarDate(input.happenedOn)}.` },
        ),
      "remove-latest": async ({ stepId }) => {
        const outcome = await removeLatestStep(db, userId, school, stepId);
        if (!outcome.ok && outcome.reason === "not_found") throw notFound();
        if (!outcome.ok) return refuse("Not the latest step", "Only the latest step can be taken back. Reload to see where it stands.", 409);
        return reply({ toast: { title: "Step taken back", description: `${school} is back where it stood before.` } });
      },
      reapply: async () => answerReapply(await reapplyNextCycle(db, context.app.userObject(userId), userId, school), school),
      debrief: async ({ stepId, questions, howItWent }) =>
        answerNotes(await saveInterviewNotes(db, userId, school, stepId, { questions, howItWent }), {
          title: "Debrief saved",
          description: "Kept only for you.",
        }),
      reflection: async ({ stepId, reflection }) =>
        answerNotes(await saveInterviewNotes(db, userId, school, stepId, { reflection }), {
          title: "Reflection saved",
          description: "Send it to the school yourself, through its portal.",
        }),
    },
    (submission) => refuseForm("Could not record it", submission),
  );
}
