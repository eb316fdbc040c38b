import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { applicationSteps, catalogueSchools, catalogueSeasonFacts, offerComparisons, offerItems, offers } from "../../../db/schema";
import type { Criterion } from "~/domain/offers/comparison";
import { parseAmount } from "~/domain/platform/money";
import { decisionLabels } from "~/domain/standing/steps";
import { standingOf } from "./decisions.server";

// Changing an offer: its cost, an award or a deposit, the applicant's scores, and the
// comparison's criteria and rates. An offer exists only for a school whose latest decision is
// Admitted; another user's school, item or offer is not found.

export type ChangeOutcome = { ok: true } | { ok: false; reason: "not_found" } | { ok: false; reason: "refused"; field: string | null; message: string };

const refused = (field: string | null, message: string): ChangeOutcome => ({ ok: false, reason: "refused", field, message });

type Admit = { ok: true; decisionStepId: string; school: string } | Exclude<ChangeOutcome, { ok: true }>;

/** The school's admit, or why there is none: not the applicant's school (404), or not admitted (refused at the school field). */
export async function admitOf(db: Database, userId: string, school: string): Promise<Admit> {
  const found = await standingOf(db, userId, school);
  if (!found.found) return { ok: false, reason: "not_found" };
  const standing = found.standing;
  if (!standing?.decisionStepId || standing.decision !== "admitted") {
    const where = standing?.decision ? `its latest decision is ${decisionLabels[standing.decision]}` : "no decision is recorded";
    return { ok: false, reason: "refused", field: "school", message: `${school} has not admitted you (${where}). Record Admitted on its standing page first.` };
  }
  return { ok: true, decisionStepId: standing.decisionStepId, school };
}

async function offerOf(db: Database, userId: string, decisionStepId: string) {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.userId, userId), eq(offers.decisionStepId, decisionStepId)));
  return row ?? null;
}

export type CostInput = { school: string; source: "school"; factId: string } | { school: string; source: "own"; currency: string; amountMinor: number };

export async function setCost(db: Database, userId: string, input: CostInput): Promise<ChangeOutcome> {
  const admit = await admitOf(db, userId, input.school);
  if (!admit.ok) return admit;
  let values: { currency: string; costMinor: number; costSource: "school" | "own"; costFactId: string | null };
  if (input.source === "school") {
    const [fact] = await db
      .select({ id: catalogueSeasonFacts.id, amountMinor: catalogueSeasonFacts.amountMinor, currency: catalogueSeasonFacts.currency })
      .from(catalogueSeasonFacts)
      .innerJoin(catalogueSchools, eq(catalogueSchools.id, catalogueSeasonFacts.schoolId))
      .where(and(eq(catalogueSeasonFacts.id, input.factId), eq(catalogueSchools.name, input.school), eq(catalogueSeasonFacts.topic, "cost")));
    if (!fact?.amountMinor || !fact.currency) return refused("factId", "Scout has no published figure by that name for this school: enter your own.");
    values = { currency: fact.currency, costMinor: fact.amountMinor, costSource: "school", costFactId: fact.id };
  } else {
    values = { currency: input.currency, costMinor: input.amountMinor, costSource: "own", costFactId: null };
  }
  const existing = await offerOf(db, userId, admit.decisionStepId);
  if (existing && existing.currency !== values.currency) {
    const [item] = await db
      .select({ id: offerItems.id })
      .from(offerItems)
      .where(and(eq(offerItems.userId, userId), eq(offerItems.offerId, existing.id)))
      .limit(1);
    if (item)
      return refused("currency", `This offer's awards and deposits are in ${existing.currency}: keep the cost in ${existing.currency}, or remove them first.`);
  }
  await db
    .insert(offers)
    .values({ userId, decisionStepId: admit.decisionStepId, school: admit.school, ...values })
    .onConflictDoUpdate({ target: offers.decisionStepId, set: { ...values, updatedAt: new Date() }, setWhere: eq(offers.userId, userId) });
  return { ok: true };
}

export type ItemInput = {
  school: string;
  kind: "award" | "deposit";
  name: string;
  amount: string;
  dueOn?: string | undefined;
  refundable: "yes" | "no" | "unknown";
  binding: boolean;
};

/** `earliest` is the first day still allowed (yesterday in UTC: a day of slack, it is already today somewhere). */
export async function addItem(db: Database, userId: string, input: ItemInput, earliest: string): Promise<ChangeOutcome> {
  const admit = await admitOf(db, userId, input.school);
  if (!admit.ok) return admit;
  const offer = await offerOf(db, userId, admit.decisionStepId);
  if (!offer) return refused("school", `Give ${input.school}'s cost of attendance first: it sets the offer's currency.`);
  const amount = parseAmount(input.amount, offer.currency);
  if (!amount.ok) return refused("amount", amount.message);
  if (input.kind === "deposit" && !input.dueOn) return refused("dueOn", "Enter the deposit's deadline");
  if (input.dueOn && input.dueOn < earliest) return refused("dueOn", "That deadline has already passed: enter the deadline ahead of you.");
  await db.insert(offerItems).values({
    userId,
    offerId: offer.id,
    kind: input.kind,
    name: input.name,
    amountMinor: amount.minor,
    currency: offer.currency,
    dueOn: input.dueOn ?? null,
    refundable: input.kind === "deposit" && input.refundable !== "unknown" ? input.refundable === "yes" : null,
    binding: input.kind === "deposit" && input.binding,
  });
  return { ok: true };
}

export async function removeItem(db: Database, userId: string, itemId: string): Promise<ChangeOutcome> {
  const removed = await db
    .delete(offerItems)
    .where(and(eq(offerItems.id, itemId), eq(offerItems.userId, userId)))
    .returning({ id: offerItems.id });
  return removed.length ? { ok: true } : { ok: false, reason: "not_found" };
}

export async function setScores(db: Database, userId: string, school: string, scores: Record<string, number>): Promise<ChangeOutcome> {
  const admit = await admitOf(db, userId, school);
  if (!admit.ok) return admit;
  const offer = await offerOf(db, userId, admit.decisionStepId);
  if (!offer) return refused("school", `Give ${school}'s cost of attendance first.`);
  await db
    .update(offers)
    .set({ scores, updatedAt: new Date() })
    .where(and(eq(offers.id, offer.id), eq(offers.userId, userId)));
  return { ok: true };
}

export async function setNegotiationDraft(db: Database, userId: string, school: string, draft: string): Promise<ChangeOutcome> {
  const admit = await admitOf(db, userId, school);
  if (!admit.ok) return admit;
  const offer = await offerOf(db, userId, admit.decisionStepId);
  if (!offer) return refused("school", `Give ${school}'s cost of attendance first: the e-mail is about this offer.`);
  await db
    .update(offers)
    .set({ negotiationDraft: draft, updatedAt: new Date() })
    .where(and(eq(offers.id, offer.id), eq(offers.userId, userId)));
  return { ok: true };
}

/**
 * The day the applicant sent the negotiation e-mail (a new day is a new e-mail: any answer
 * recorded for the last one is cleared). Not before the admit, and not later than `latest`.
 */
export async function recordNegotiationSent(db: Database, userId: string, school: string, sentOn: string, latest: string): Promise<ChangeOutcome> {
  const admit = await admitOf(db, userId, school);
  if (!admit.ok) return admit;
  const offer = await offerOf(db, userId, admit.decisionStepId);
  if (!offer) return refused("school", `Give ${school}'s cost of attendance first: the e-mail is about this offer.`);
  if (sentOn > latest) return refused("sentOn", "That day has not come yet: enter the day you sent it.");
  const [step] = await db.select({ happenedOn: applicationSteps.happenedOn }).from(applicationSteps).where(eq(applicationSteps.id, admit.decisionStepId));
  if (step && sentOn < step.happenedOn) return refused("sentOn", `That is before ${school} admitted you (${step.happenedOn}).`);
  await db
    .update(offers)
    .set({ negotiationSentOn: sentOn, negotiationAnsweredOn: null, updatedAt: new Date() })
    .where(and(eq(offers.id, offer.id), eq(offers.userId, userId)));
  return { ok: true };
}

/** The day the school answered the negotiation e-mail: it stops the follow-up reminder. */
export async function recordNegotiationAnswer(db: Database, userId: string, school: string, answeredOn: string, latest: string): Promise<ChangeOutcome> {
  const admit = await admitOf(db, userId, school);
  if (!admit.ok) return admit;
  const offer = await offerOf(db, userId, admit.decisionStepId);
  if (!offer?.negotiationSentOn) return refused("answeredOn", "Record the day you sent the e-mail first.");
  if (answeredOn > latest) return refused("answeredOn", "That day has not come yet: enter the day the school answered.");
  if (answeredOn < offer.negotiationSentOn) return refused("answeredOn", `That is before you sent it (${offer.negotiationSentOn}).`);
  await db
    .update(offers)
    .set({ negotiationAnsweredOn: answeredOn, updatedAt: new Date() })
    .where(and(eq(offers.id, offer.id), eq(offers.userId, userId)));
  return { ok: true };
}

/** The criteria keep their ids where a name stays, so scores given under a name survive a re-weighting. */
export async function setCriteria(db: Database, userId: string, wanted: { name: string; weight: number }[]): Promise<ChangeOutcome> {
  const [current] = await db.select({ criteria: offerComparisons.criteria }).from(offerComparisons).where(eq(offerComparisons.userId, userId));
  const criteria: Criterion[] = wanted
    .filter((entry) => entry.name)
    .map((entry) => ({ id: current?.criteria.find((old) => old.name === entry.name)?.id ?? crypto.randomUUID(), name: entry.name, weight: entry.weight }));
  await db
    .insert(offerComparisons)
    .values({ userId, criteria })
    .onConflictDoUpdate({ target: offerComparisons.userId, set: { criteria, updatedAt: new Date() } });
  return { ok: true };
}

export async function setRates(db: Database, userId: string, baseCurrency: string, ratesMicro: Record<string, number>): Promise<ChangeOutcome> {
  await db
    .insert(offerComparisons)
    .values({ userId, baseCurrency, ratesMicro })
    .onConflictDoUpdate({ target: offerComparisons.userId, set: { baseCurrency, ratesMicro, updatedAt: new Date() } });
  return { ok: true };
}
