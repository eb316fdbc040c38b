import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { offerComparisons, offerItems, offers } from "../../../db/schema";
import { compareOffers, currenciesNeedingRates, soleCurrency } from "~/domain/offers/comparison";
import { depositWarnings } from "~/domain/offers/deposits";
import type { OfferItemView, OfferView, OffersPage } from "~/domain/offers/page-data";
import { netCost } from "~/domain/offers/comparison";
import { followUpOn } from "~/domain/standing/season-reminders";
import { type SchoolStanding, standingsOf } from "./decisions.server";
import { seasonFactsOf } from "./season-facts.server";

// /app/offers: every school that admitted the applicant, each offer's cost (the school's
// published figure or their own), awards, deposits and net cost, compared on their criteria.
// Only schools whose latest decision is Admitted have an offer; every query names the user.

type ItemRow = typeof offerItems.$inferSelect;

const itemView = (row: ItemRow): OfferItemView => ({
  id: row.id,
  name: row.name,
  amountMinor: row.amountMinor,
  currency: row.currency,
  dueOn: row.dueOn,
  refundable: row.refundable,
  binding: row.binding,
});

export const admitted = (standings: SchoolStanding[]) => standings.filter((standing) => standing.decision === "admitted" && standing.decisionStepId);

type OfferRow = typeof offers.$inferSelect;
type OfferItemRow = typeof offerItems.$inferSelect;
type SchoolFacts = Awaited<ReturnType<typeof seasonFactsOf>> extends Map<string, infer Facts> ? Facts : never;

/** One admit as the offers page shows it: the applicant's offer (if any), its awards and deposits, the net cost and the school's facts. */
function offerView(admit: SchoolStanding, offerRows: OfferRow[], itemRows: OfferItemRow[], schoolFacts: SchoolFacts): OfferView {
  const offer = offerRows.find((row) => row.decisionStepId === admit.decisionStepId) ?? null;
  const own = offer ? itemRows.filter((row) => row.offerId === offer.id) : [];
  const awards = own.filter((row) => row.kind === "award").map(itemView);
  const deposits = own.filter((row) => row.kind === "deposit").map(itemView);
  const fact = offer?.costFactId ? (schoolFacts.facts.find((candidate) => candidate.id === offer.costFactId) ?? null) : null;
  const cost = offer && offer.costMinor !== null && offer.costSource ? { minor: offer.costMinor, source: offer.costSource, fact } : null;
  return {
    school: admit.school,
    decidedOn: admit.decidedOn ?? "",
    offerId: offer?.id ?? null,
    currency: offer?.currency ?? null,
    cost,
    awards,
    deposits,
    netMinor: netCost(
      cost?.minor ?? null,
      awards.map((award) => award.amountMinor),
    ),
    scores: offer?.scores ?? {},
    negotiationDraft: offer?.negotiationDraft ?? "",
    negotiation: {
      sentOn: offer?.negotiationSentOn ?? null,
      answeredOn: offer?.negotiationAnsweredOn ?? null,
      followUpOn: offer?.negotiationSentOn && !offer.negotiationAnsweredOn ? followUpOn(offer.negotiationSentOn) : null,
    },
    facts: { cycle: schoolFacts.cycle, page: schoolFacts.page, facts: schoolFacts.facts },
  };
}

export async function readOffersPage(db: Database, userId: string): Promise<OffersPage> {
  const admits = admitted(await standingsOf(db, userId));
  const stepIds = admits.map((admit) => admit.decisionStepId!);
  const [offerRows, itemRows, comparisonRows] = await db.batch([
    db
      .select()
      .from(offers)
      .where(and(eq(offers.userId, userId), inArray(offers.decisionStepId, stepIds.length ? stepIds : [""]))),
    db.select().from(offerItems).where(eq(offerItems.userId, userId)).orderBy(asc(offerItems.dueOn), asc(offerItems.createdAt)),
    db.select().from(offerComparisons).where(eq(offerComparisons.userId, userId)),
  ]);
  const facts = await seasonFactsOf(
    db,
    admits.map((admit) => admit.school),
    ["cost", "deposit", "scholarship"],
  );
  const views = admits.map((admit) => offerView(admit, offerRows, itemRows, facts.get(admit.school)!));
  const settings = comparisonRows[0];
  const criteria = settings?.criteria ?? [];
  const rates = settings?.ratesMicro ?? {};
  const priced = views.filter((view) => view.currency !== null);
  const base = settings?.baseCurrency ?? soleCurrency(priced as { currency: string }[]);
  return {
    offers: views,
    criteria,
    baseCurrency: base,
    rates: Object.entries(rates).map(([currency, micro]) => ({ currency, micro })),
    needsRates: currenciesNeedingRates(priced as { currency: string }[], base),
    comparison: compareOffers(
      priced.map((view) => ({
        id: view.offerId!,
        school: view.school,
        currency: view.currency!,
        costMinor: view.cost?.minor ?? null,
        awardsMinor: view.awards.map((award) => award.amountMinor),
        scores: view.scores,
      })),
      criteria,
      base,
      rates,
    ),
    warnings: depositWarnings(
      views.flatMap((view) =>
        view.deposits.map((deposit) => ({
          id: deposit.id,
          offerId: view.offerId!,
          school: view.school,
          name: deposit.name,
          dueOn: deposit.dueOn,
          binding: deposit.binding,
        })),
      ),
    ),
  };
}
