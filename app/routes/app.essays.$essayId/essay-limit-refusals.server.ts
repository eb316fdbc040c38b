import { NO_PLAN_TITLE } from "~/domain/billing/entitlements";
import type { NewVersionOutcome } from "~/services/essays/essays.server";
import { refuse } from "~/web/intent-action.server";
import { notFound } from "~/web/http-errors.server";

// What the applicant reads when text cannot go into an essay, the same on every path that writes
// it (a save, a new version, an accepted trim): the trial's cap on essays, a plan that is needed.

/** The trial's essays are used up; the text stays in the editor. */
export function essayLimitRefusal(limit: number | undefined) {
  return refuse("Essay Limit Reached", `Your free trial includes ${limit} essays. Choose a plan to keep writing; your text is kept here.`, 402, {
    limitReached: true,
  });
}

/** A new version that was not made, for any reason but not_found (a 404, thrown). */
export function newVersionRefusal(outcome: Exclude<NewVersionOutcome, { ok: true }>) {
  switch (outcome.reason) {
    case "not_found":
      throw notFound();
    case "busy":
      return refuse("Not created", "Another version was being made at the same moment. Please try again.", 409);
    case "essay_limit":
      return essayLimitRefusal(outcome.limit);
    case "expired":
      return refuse(NO_PLAN_TITLE[outcome.code], "Choose a plan to create new versions.", 403, { expired: true });
  }
}
