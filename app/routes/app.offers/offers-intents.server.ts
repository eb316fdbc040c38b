import type { AppLoadContext } from "@remix-run/cloudflare";
import { NO_PLAN_TITLE } from "~/domain/billing/entitlements";
import { AI_BUDGET_TITLE, aiBudgetMessage } from "~/domain/billing/usage-limits";
import type { SeasonActionData } from "~/domain/offers/page-data";
import { type OffersActionInput, offersActionSchema } from "~/domain/offers/offers-schema";
import {
  type ChangeOutcome,
  addItem,
  recordNegotiationAnswer,
  recordNegotiationSent,
  removeItem,
  setCost,
  setCriteria,
  setNegotiationDraft,
  setRates,
  setScores,
} from "~/services/offers/offer-changes.server";
import { type CritiqueOutcome, critiqueNegotiation } from "~/services/offers/negotiation.server";
import { notFound } from "~/web/http-errors.server";
import { refuse, refuseField, refuseForm, reply, runIntent } from "~/web/intent-action.server";

// /app/offers' intents: an offer's cost, an award or a deposit, taking one back, the criteria
// and scores, the exchange rates, and the negotiation e-mail with Scout's critique, the day it
// was sent and the day the school answered. A school that
// is not the applicant's, or an item that is not theirs, is the one 404.

type Answer = ReturnType<typeof reply<SeasonActionData>>;

const DAY = 86_400_000;

function answer(outcome: ChangeOutcome, done: { title: string; description: string }): Answer {
  if (outcome.ok) return reply({ toast: done });
  if (outcome.reason === "not_found") throw notFound();
  if (outcome.field) return refuseField("Could not save it", outcome.field, outcome.message, 409);
  return refuse("Could not save it", outcome.message, 409);
}

function answerCritique(outcome: CritiqueOutcome): Answer {
  if (outcome.ok) return reply({ toast: { title: "Scout's critique", description: outcome.critique.summary }, critique: outcome.critique });
  switch (outcome.reason) {
    case "not_found":
    case "refused":
      return answer(outcome, { title: "", description: "" });
    case "empty":
      return refuseField("Nothing to critique", "draft", "Write your e-mail first: Scout critiques your words, it does not write them.", 400);
    case "expired":
      return refuse(NO_PLAN_TITLE[outcome.code], "Your e-mail is saved. Choose a plan to have Scout critique it.", 403, { expired: true });
    case "ai_budget":
      return refuse(AI_BUDGET_TITLE, aiBudgetMessage(outcome.limit), 429);
    case "busy":
      return refuse("Critique on its way", "Your e-mail is saved. Another request is being answered; try again in a moment.", 409);
    case "unusable":
      return refuse("No critique", "Your e-mail is saved. Scout's answer did not fit; please try again.", 502);
    case "ai_unavailable":
      return refuse("AI Unavailable", "Your e-mail is saved. Scout's critique is not available right now.", 503);
  }
}

export function runOffersIntent(request: Request, context: AppLoadContext, userId: string) {
  const { db } = context.app;
  // A deadline that is still today somewhere on Earth is allowed: a day of slack before UTC's
  // today; a day already come somewhere, a day after it.
  const earliest = new Date(Date.now() - DAY).toISOString().slice(0, 10);
  const latest = new Date(Date.now() + DAY).toISOString().slice(0, 10);
  return runIntent<OffersActionInput, Answer>(
    request,
    offersActionSchema,
    {
      cost: async ({ intent: _intent, ...input }) =>
        answer(await setCost(db, userId, input), { title: "Cost saved", description: `${input.school}: the net cost follows from it.` }),
      item: async ({ intent: _intent, ...input }) =>
        answer(await addItem(db, userId, input, earliest), {
          title: input.kind === "award" ? "Award added" : "Deposit added",
          description: `${input.school}: ${input.name}.`,
        }),
      "remove-item": async ({ itemId }) => answer(await removeItem(db, userId, itemId), { title: "Removed", description: "The offer's figures follow." }),
      criteria: async ({ names, weights }) =>
        answer(
          await setCriteria(
            db,
            userId,
            names.map((name, index) => ({ name, weight: weights[index] ?? 0 })),
          ),
          {
            title: "Criteria saved",
            description: "Score each offer on them.",
          },
        ),
      scores: async ({ school, criterionIds, scores }) =>
        answer(await setScores(db, userId, school, Object.fromEntries(criterionIds.map((id, index) => [id, scores[index] ?? 0]))), {
          title: "Scores saved",
          description: school,
        }),
      rates: async ({ baseCurrency, ratesMicro }) =>
        answer(await setRates(db, userId, baseCurrency, ratesMicro), {
          title: "Rates saved",
          description: `Offers are compared in ${baseCurrency} at your rates.`,
        }),
      "negotiation-save": async ({ school, draft }) =>
        answer(await setNegotiationDraft(db, userId, school, draft), { title: "E-mail saved", description: school }),
      "negotiation-critique": async ({ school, draft }) =>
        answerCritique(
          await critiqueNegotiation(
            db,
            { openai: context.app.openai, model: context.app.settings.OPENAI_FEEDBACK_MODEL, budget: context.app.userObject(userId).aiBudget },
            userId,
            school,
            draft,
          ),
        ),
      "negotiation-sent": async ({ school, sentOn }) =>
        answer(await recordNegotiationSent(db, userId, school, sentOn, latest), {
          title: "Sent: recorded",
          description: `${school}: Scout reminds you to follow up a week on, unless you record an answer.`,
        }),
      "negotiation-answered": async ({ school, answeredOn }) =>
        answer(await recordNegotiationAnswer(db, userId, school, answeredOn, latest), {
          title: "Answer recorded",
          description: `${school}: no follow-up reminder.`,
        }),
    },
    (submission) => refuseForm("Could not save it", submission),
  );
}
