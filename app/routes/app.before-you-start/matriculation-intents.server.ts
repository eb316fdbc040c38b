import type { AppLoadContext } from "@remix-run/cloudflare";
import { checklistStatusLabels } from "~/domain/applications/checklist-items";
import type { SeasonActionData } from "~/domain/offers/page-data";
import { type MatriculationActionInput, matriculationActionSchema } from "~/domain/offers/matriculation-schema";
import type { ChangeOutcome } from "~/services/offers/offer-changes.server";
import { addOwnItem, changeKind, changeOwnItem, chooseSchool, removeOwnItem, unchooseSchool } from "~/services/offers/matriculation.server";
import { notFound } from "~/web/http-errors.server";
import { refuse, refuseField, refuseForm, reply, runIntent } from "~/web/intent-action.server";

// /app/before-you-start's intents: choosing a school (and whether a visa is needed for it),
// each item's status and date, and the applicant's own items. Another user's school or item is
// the one 404; a school not admitted, or not chosen, is refused at its field.

type Answer = ReturnType<typeof reply<SeasonActionData>>;

function answer(outcome: ChangeOutcome, done: { title: string; description: string }): Answer {
  if (outcome.ok) return reply({ toast: done });
  if (outcome.reason === "not_found") throw notFound();
  if (outcome.field) return refuseField("Could not save it", outcome.field, outcome.message, 409);
  return refuse("Could not save it", outcome.message, 409);
}

const visaAnswer = { profile: null, yes: true, no: false } as const;
const dateWords = (dueOn: string | null) => (dueOn ? "Date saved" : "Date cleared");

export function runMatriculationIntent(request: Request, context: AppLoadContext, userId: string) {
  const { db } = context.app;
  const today = new Date().toISOString().slice(0, 10);
  return runIntent<MatriculationActionInput, Answer>(
    request,
    matriculationActionSchema,
    {
      choose: async ({ school, visa }) =>
        answer(await chooseSchool(db, userId, school, visaAnswer[visa], today), { title: "Checklist open", description: `${school}: what comes next.` }),
      unchoose: async ({ school }) => answer(await unchooseSchool(db, userId, school), { title: "Checklist closed", description: school }),
      "item-status": async ({ school, kind, status }) =>
        answer(await changeKind(db, userId, school, kind, { status }, today), {
          title: "Checklist updated",
          description: `${school}: ${checklistStatusLabels[status]}`,
        }),
      "item-date": async ({ school, kind, dueOn }) =>
        answer(await changeKind(db, userId, school, kind, { dueOn }, today), { title: dateWords(dueOn), description: school }),
      "add-item": async ({ school, label, dueOn }) =>
        answer(await addOwnItem(db, userId, school, label, dueOn), { title: "Item added", description: `${school}: ${label}` }),
      "own-status": async ({ itemId, status }) =>
        answer(await changeOwnItem(db, userId, itemId, { status }, today), { title: "Checklist updated", description: checklistStatusLabels[status] }),
      "own-date": async ({ itemId, dueOn }) => answer(await changeOwnItem(db, userId, itemId, { dueOn }, today), { title: dateWords(dueOn), description: "" }),
      "remove-item": async ({ itemId }) =>
        answer(await removeOwnItem(db, userId, itemId), { title: "Item removed", description: "It is no longer on the checklist." }),
    },
    (submission) => refuseForm("Could not save it", submission),
  );
}
