import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { z } from "zod";
import { arrivalField } from "~/domain/authorship/arrival-field";
import { VERSION_NOTES_LIMIT, essayStatuses } from "~/domain/essays/essay-rules";
import { essayContentSchema, essayTitleSchema } from "~/domain/essays/essay-schemas";
import { NO_PLAN_TITLE } from "~/domain/billing/entitlements";
import type { EssayActionData } from "~/domain/schools/essay-actions";
import { createVersion, renameEssay, setEssayStatus } from "~/services/essays/essays.server";
import { saveEssayAcknowledging } from "~/services/schools/workspace.server";
import type { SaveOutcome } from "~/services/essays/essays.server";
import type { SavedSchool } from "~/domain/schools/workspace";
import { essayFeedbackFor, resolveItems } from "~/services/feedback/feedback.server";
import { logAcceptedSuggestions } from "~/services/authorship/disclosures.server";
import type { SessionUser } from "~/domain/account/session-user";
import { appliedFixesField, feedbackIntentSchemas, feedbackIntents } from "~/web/feedback-intents.server";
import { refuse, refuseForm, reply, runIntent } from "~/web/intent-action.server";
import { writingHelpIntentSchemas, writingHelpIntents } from "./writing-help-intents.server";
import { readerIntentSchemas, readerIntents } from "./reader-intents.server";
import { redirectWithToast } from "~/web/toast.server";
import { notFound } from "~/web/http-errors.server";
import { essayLimitRefusal, newVersionRefusal } from "./essay-limit-refusals.server";

// The editor's actions: save, change status, rename, make a new version; the feedback run's
// intents (feedback-intents.server.ts), Scout's help with the words (writing-help-intents.server.ts)
// and readers' comments (reader-intents.server.ts).
const essayActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    content: essayContentSchema,
    baseRevision: z.coerce.number().int().min(0),
    resolveItemIds: appliedFixesField,
    arrival: arrivalField,
  }),
  z.object({ intent: z.literal("status"), status: z.enum(essayStatuses) }),
  z.object({ intent: z.literal("rename"), title: essayTitleSchema }),
  ...feedbackIntentSchemas,
  ...writingHelpIntentSchemas,
  ...readerIntentSchemas,
  z.object({
    intent: z.literal("new-version"),
    notes: z.string().trim().max(VERSION_NOTES_LIMIT, "Notes must be less than 500 characters").default(""),
    content: essayContentSchema.optional(),
    arrival: arrivalField,
  }),
]);

/** Every intent the editor's action takes (the security battery probes each one). */
export const essayActionIntents = essayActionSchema.options.map((option) => option.shape.intent.value);

export type { EssayActionData };
type EssayActionInput = z.infer<typeof essayActionSchema>;

type EssayReply = ReturnType<typeof data<EssayActionData>> | Response;

export function handleEssayAction(context: AppLoadContext, request: Request, user: SessionUser, essayId: string) {
  const { db } = context.app;
  return runIntent<EssayActionInput, EssayReply>(
    request,
    essayActionSchema,
    {
      save: async (input) => {
        const answer = await saveEssayAcknowledging(db, context.app.userObject(user.id), user.id, essayId, input.content, input.baseRevision, input.arrival);
        // A stored save is answered at once, its school following in the same answer (streamed);
        // fixes taken into the text are logged with the essay's row, so that save waits for it.
        if ("acknowledged" in answer && input.resolveItemIds.length === 0) return savedReply(answer.revision, schoolOnceRead(context, essayId, answer.settled));
        const outcome = "acknowledged" in answer ? await answer.settled : answer;
        if (!outcome.ok) return saveRefusal(outcome);
        if (input.resolveItemIds.length) {
          // Suggested fixes taken into the saved text are logged with their span before their items go.
          const rows = context.app.userObject(user.id).workRows;
          await logAcceptedSuggestions(
            db,
            (await essayFeedbackFor(rows, outcome.essay.id))?.items ?? [],
            user.id,
            { ...outcome.essay, essayContent: input.content },
            input.resolveItemIds,
          );
          await resolveItems(rows, user.id, { kind: "essay", essayId }, input.resolveItemIds);
        }
        return savedReply(outcome.essay.revision, outcome.school);
      },
      status: async (input) => {
        if (!(await setEssayStatus(db, user.id, essayId, input.status))) throw notFound();
        return reply({ toast: { title: "Status Updated" } });
      },
      rename: async (input) => {
        const renamed = await renameEssay(db, user.id, essayId, input.title);
        if (!renamed.ok && renamed.reason === "not_found") throw notFound();
        if (!renamed.ok) return refuse("Error", "Another essay for this school already has that title.", 409);
        return reply({ toast: { title: "Essay Renamed" } });
      },
      ...feedbackIntents(context, user, { kind: "essay", essayId }, "essay"),
      ...writingHelpIntents(context, user, essayId),
      ...readerIntents(context, user, essayId),
      "new-version": async (input) => {
        const created = await createVersion(db, context.app.userObject(user.id), user.id, essayId, input.notes, input.content, "typed", input.arrival);
        if (!created.ok) return newVersionRefusal(created);
        return redirectWithToast(context, `/app/essays/${created.essay.id}`, {
          title: "Version Created",
          description: `Version ${created.essay.version} is ready.`,
        });
      },
    },
    (submission) => refuseForm("Error", submission),
  );
}

// Not the text (the editor sent it), but the school as the workspace now shows it: the editor's
// page does not reload after a save (shouldRevalidate), the sidebar takes this.
const savedReply = (revision: number, school: EssayActionData["school"]) => reply({ toast: { title: "Essay Saved" }, saved: { revision }, school });

/**
 * A stored save's school once D1 has answered: none when D1 could not be read or has no row for
 * the essay (the sidebar keeps what it shows until the next page), logged. No row: a version made
 * on another device that the copy near this browser does not have yet, or an essay whose school
 * was removed while its object could not be told (deleteSchool), which goes on taking this tab's
 * saves where no page reads them; the object is not told to forget it here, as the first case
 * would lose the text.
 */
function schoolOnceRead(context: AppLoadContext, essayId: string, settled: Promise<SaveOutcome>): Promise<SavedSchool | null> {
  return settled.then(
    (outcome) => {
      if (!outcome.ok) context.app.reportError(new Error(`a stored save's essay read back from D1: ${outcome.reason} (essay ${essayId})`));
      return outcome.ok ? outcome.school : null;
    },
    (error: unknown) => {
      context.app.reportError(error);
      return null;
    },
  );
}

/** A save the server did not store, as the editor shows it. */
function saveRefusal(outcome: Extract<SaveOutcome, { ok: false }>) {
  if (outcome.reason === "not_found") throw notFound();
  if (outcome.reason === "conflict") {
    const conflict = outcome.current ? { revision: outcome.current.revision, content: outcome.current.essayContent } : undefined;
    return refuse("Not saved: a newer copy exists", "This essay was changed in another tab or device. Reload it, or keep your text as a new version.", 409, {
      conflict,
    });
  }
  if (outcome.reason === "older_version") {
    const { version } = outcome.newest;
    return refuse(
      "Not saved: this is an older version",
      `Version ${version} is the newest. Your text is kept here: save it as a new version, or open version ${version}.`,
      409,
      { newerVersion: outcome.newest },
    );
  }
  if (outcome.reason === "expired")
    return refuse(NO_PLAN_TITLE[outcome.code], "Choose a plan to keep writing; your text is kept here.", 403, { expired: true });
  return essayLimitRefusal(outcome.limit);
}
