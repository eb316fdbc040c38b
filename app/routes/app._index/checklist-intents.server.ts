import type { AppLoadContext } from "@remix-run/cloudflare";
import { applicationItemLabels, checklistStatusLabels, CUSTOM_ITEMS_PER_SCHOOL } from "~/domain/applications/checklist-items";
import { scoreTestInfo, scoreTestLabels, scoreText } from "~/domain/applications/test-scores";
import { type ChecklistActionInput, checklistActionSchema } from "~/domain/applications/checklist-schema";
import type { ChecklistActionData } from "~/domain/applications/checklist";
import { addCustomItem, removeCustomItem, setCustomStatus, setItemStatus } from "~/services/applications/checklist.server";
import { removeTestScore, saveTestScore } from "~/services/applications/test-scores.server";
import { notFound } from "~/web/http-errors.server";
import { refuse, refuseForm, reply, runIntent } from "~/web/intent-action.server";

// The checklist's intents, posted from each school's card on the dashboard: each
// reads its form through the one union (checklist-schema.ts) and calls a service with the user's
// id; a school or item that is not the user's is the one 404.

type Answer = ReturnType<typeof reply<ChecklistActionData>>;

const found = (ok: unknown) => {
  if (!ok) throw notFound();
};

export function runChecklistIntent(request: Request, context: AppLoadContext, userId: string) {
  const { db } = context.app;
  const today = new Date().toISOString().slice(0, 10);
  return runIntent<ChecklistActionInput, Answer>(
    request,
    checklistActionSchema,
    {
      "item-status": async ({ school, kind, status }) => {
        found(await setItemStatus(db, userId, school, kind, status, today));
        return reply({
          toast: { title: "Checklist updated", description: `${school}: ${applicationItemLabels[kind]} ${checklistStatusLabels[status].toLowerCase()}` },
        });
      },
      "custom-status": async ({ itemId, status }) => {
        const item = await setCustomStatus(db, userId, itemId, status, today);
        found(item);
        return reply({ toast: { title: "Checklist updated", description: `${item!.school}: ${item!.label} ${checklistStatusLabels[status].toLowerCase()}` } });
      },
      "add-item": async ({ school, label }) => {
        const outcome = await addCustomItem(db, userId, school, label);
        found(outcome !== "not_found");
        if (outcome === "limit") return refuse("Too many items", `A school's checklist holds up to ${CUSTOM_ITEMS_PER_SCHOOL} items you add.`, 409);
        return reply({ toast: { title: "Item added", description: `${school}: ${label}` } });
      },
      "remove-item": async ({ itemId }) => {
        found(await removeCustomItem(db, userId, itemId));
        return reply({ toast: { title: "Item removed", description: "It is no longer on the checklist." } });
      },
      "test-score": async ({ test, score, sections, takenOn }) => {
        await saveTestScore(db, userId, { test, score, sections, takenOn });
        const where = scoreTestInfo[test].kind === "english" ? "English test" : "test score";
        return reply({ toast: { title: "Score saved", description: `${scoreText(test, score, sections)}: it shows on every school's ${where} item.` } });
      },
      "remove-test-score": async ({ test }) => {
        found(await removeTestScore(db, userId, test));
        return reply({ toast: { title: "Score removed", description: `Your ${scoreTestLabels[test]} score is no longer shown.` } });
      },
    },
    (submission) => refuseForm("Not saved", submission),
  );
}
