import type { AppLoadContext } from "@remix-run/cloudflare";
import { NO_PLAN_TITLE } from "~/domain/billing/entitlements";
import { AI_BUDGET_TITLE, AI_UNAVAILABLE_MESSAGE, aiBudgetMessage } from "~/domain/billing/usage-limits";
import { letterStatusLabels } from "~/domain/recommenders/letters";
import { capRefusals } from "~/domain/platform/account-caps";
import { formatDate } from "~/domain/deadlines/dates";
import type { RecommendersActionData } from "~/domain/recommenders/page-data";
import { type RecommendersActionInput, recommendersActionSchema } from "~/domain/recommenders/recommender-schema";
import { type BriefRequestOutcome, requestBrief, saveBrief, setStories } from "~/services/recommenders/briefs.server";
import { createBriefShare, revokeBriefShare } from "~/services/recommenders/brief-shares.server";
import { addLetter, addRecommender, deleteRecommender, removeLetter, setLetterStatus, updateRecommender } from "~/services/recommenders/recommenders.server";
import { notFound } from "~/web/http-errors.server";
import { refuse, refuseForm, reply, runIntent } from "~/web/intent-action.server";

// The recommenders page's intents: each reads its form through the one union
// (recommender-schema.ts), calls a service with the user's id, and answers a toast; what is not
// the user's (a recommender, letter, brief or link) is the one 404.

type Answer = ReturnType<typeof reply<RecommendersActionData>>;

const found = (ok: boolean) => {
  if (!ok) throw notFound();
};

type BriefRefusal = Exclude<BriefRequestOutcome, { ok: true }>;
const briefRefusals: { [R in BriefRefusal["reason"]]: (outcome: Extract<BriefRefusal, { reason: R }>) => Answer } = {
  not_found: () => {
    throw notFound();
  },
  expired: () => refuse(NO_PLAN_TITLE.plan_required, "Choose a plan to have Scout write a brief.", 403),
  ai_budget: (outcome) => refuse(AI_BUDGET_TITLE, aiBudgetMessage(outcome.limit), 429),
  ai_unavailable: () => refuse("AI Unavailable", AI_UNAVAILABLE_MESSAGE, 503),
  busy: () => refuse("Brief on its way", "This brief is already being written.", 409),
};

export function runRecommendersIntent(request: Request, context: AppLoadContext, userId: string) {
  const { db, settings } = context.app;
  const today = new Date().toISOString().slice(0, 10);
  return runIntent<RecommendersActionInput, Answer>(
    request,
    recommendersActionSchema,
    {
      add: async ({ name, email, relationship }) => {
        const recommenderId = await addRecommender(db, userId, { name, email, relationship });
        if (!recommenderId) return refuse("Recommender limit reached", capRefusals.recommenders, 409);
        return reply({ toast: { title: "Recommender added", description: `${name}: add the schools they write for.` }, recommenderId });
      },
      update: async ({ recommenderId, name, email, relationship, nudge }) => {
        found(await updateRecommender(db, userId, recommenderId, { name, email, relationship, nudgeOptIn: nudge === "on" }));
        return reply({ toast: { title: "Recommender saved", description: name } });
      },
      delete: async ({ recommenderId }) => {
        found(await deleteRecommender(db, context.app.userObject(userId).workRows, userId, recommenderId));
        return reply({ toast: { title: "Recommender removed", description: "Their letters, brief and links are gone." } });
      },
      "add-letter": async ({ recommenderId, school }) => {
        const outcome = await addLetter(db, userId, recommenderId, school);
        found(outcome !== "not_found");
        if (outcome === "already_added") return refuse("Already added", `They already write for ${school}.`, 409);
        return reply({ toast: { title: "School added", description: `A letter for ${school}.` } });
      },
      "letter-status": async ({ letterId, status }) => {
        const letter = await setLetterStatus(db, userId, letterId, status, today);
        found(Boolean(letter));
        return reply({ toast: { title: "Letter updated", description: `${letter!.school}: ${letterStatusLabels[status]}` } });
      },
      "remove-letter": async ({ letterId }) => {
        found(await removeLetter(db, userId, letterId));
        return reply({ toast: { title: "School removed", description: "That letter is no longer tracked." } });
      },
      stories: async ({ recommenderId, storyIds }) => {
        found(await setStories(db, userId, recommenderId, storyIds ?? []));
        return reply({ toast: { title: "Stories saved", description: "The brief will draw on them." } });
      },
      "generate-brief": ({ recommenderId }) => generateBrief(context, userId, recommenderId),
      "save-brief": async ({ recommenderId, content }) => {
        found(await saveBrief(db, context.app.userObject(userId).workRows, userId, recommenderId, content));
        return reply({ toast: { title: "Brief saved", description: "Links to it show this text." } });
      },
      share: async ({ recommenderId }) => {
        const made = await createBriefShare(db, userId, recommenderId);
        if (!made.ok && made.reason === "not_found") throw notFound();
        if (!made.ok) return refuse("Too many open links", capRefusals.shareLinks, 409);
        const origin = settings.APP_URL ?? new URL(request.url).origin;
        return reply({
          toast: { title: "Link ready", description: `Copy it now: it is shown only once. It opens until ${formatDate(made.expiresAt, "date", "UTC")}.` },
          shareUrl: new URL(`/shared/brief/${made.token}`, origin).toString(),
          recommenderId,
        });
      },
      revoke: async ({ shareId }) => {
        found(await revokeBriefShare(db, userId, shareId));
        return reply({ toast: { title: "Link revoked", description: "It no longer opens the brief." } });
      },
    },
    (submission) => refuseForm("Not saved", submission),
  );
}

/** Scout writes the recommender's brief in the background (or assembles it from the applicant's data with no AI key). */
async function generateBrief(context: AppLoadContext, userId: string, recommenderId: string): Promise<Answer> {
  const { db, env, openai } = context.app;
  const object = context.app.userObject(userId);
  const outcome = await requestBrief({ db, queue: env.FEEDBACK_QUEUE, budget: object.aiBudget, object, aiConfigured: Boolean(openai) }, userId, recommenderId);
  if (!outcome.ok) return (briefRefusals[outcome.reason] as (refusal: BriefRefusal) => Answer)(outcome);
  return reply({
    toast: outcome.generated
      ? { title: "Brief on its way", description: "Scout is writing it: it shows here in a moment." }
      : { title: "Brief assembled", description: "No AI key is set up, so Scout put it together from your data." },
  });
}
