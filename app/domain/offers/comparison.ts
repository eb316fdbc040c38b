import { convertMinor, sumMinor } from "../platform/money";

// Offers compared on the applicant's own criteria, with the weights they choose, and by net
// cost. Offers in other currencies are compared only at a rate the applicant gave: without one,
// an offer's cost stays in its own currency and is not ranked by cost.

export type Criterion = { id: string; name: string; weight: number };

export const MAX_CRITERIA = 8;
export const MAX_WEIGHT = 10;
export const MAX_SCORE = 10;

export type ComparedOffer = {
  id: string;
  school: string;
  currency: string;
  costMinor: number | null;
  awardsMinor: number[];
  scores: Record<string, number>;
};

export type OfferRow = {
  id: string;
  school: string;
  currency: string;
  /** Cost minus awards in the offer's currency; null until a cost is chosen. */
  netMinor: number | null;
  /** The net cost in the base currency, or null (no cost, or no rate for its currency). */
  netInBase: number | null;
  /** The currency the offer is in has no rate: it is shown but not compared on cost. */
  missingRate: boolean;
  /** Σ weight × score, out of `outOf`. */
  points: number;
  outOf: number;
};

export function netCost(costMinor: number | null, awardsMinor: readonly number[]): number | null {
  if (costMinor === null) return null;
  return costMinor - sumMinor(awardsMinor);
}

export function weightedPoints(criteria: readonly Criterion[], scores: Record<string, number>) {
  const points = sumMinor(criteria.map((criterion) => criterion.weight * (scores[criterion.id] ?? 0)));
  return { points, outOf: sumMinor(criteria.map((criterion) => criterion.weight * MAX_SCORE)) };
}

/** Each offer's net cost (in the base currency where a rate allows) and points, best points first. */
export function compareOffers(
  offers: readonly ComparedOffer[],
  criteria: readonly Criterion[],
  base: string | null,
  ratesMicro: Record<string, number>,
): OfferRow[] {
  const rows = offers.map((offer): OfferRow => {
    const net = netCost(offer.costMinor, offer.awardsMinor);
    const rate = base && offer.currency !== base ? ratesMicro[offer.currency] : undefined;
    const sameCurrency = base === null || offer.currency === base;
    const netInBase = net === null ? null : sameCurrency ? net : rate ? convertMinor(net, offer.currency, base!, rate) : null;
    return {
      id: offer.id,
      school: offer.school,
      currency: offer.currency,
      netMinor: net,
      netInBase,
      missingRate: !sameCurrency && !rate,
      ...weightedPoints(criteria, offer.scores),
    };
  });
  return rows.sort((a, b) => b.points - a.points || (a.netInBase ?? Infinity) - (b.netInBase ?? Infinity));
}

/** Currencies among the offers other than the base: each needs a rate from the applicant. */
export function currenciesNeedingRates(offers: readonly { currency: string }[], base: string | null): string[] {
  if (!base) return [];
  return [...new Set(offers.map((offer) => offer.currency).filter((currency) => currency !== base))].sort();
}

/** Offers all in one currency are compared in it without the applicant choosing; mixed ones wait for their choice. */
export function soleCurrency(offers: readonly { currency: string }[]): string | null {
  const all = new Set(offers.map((offer) => offer.currency));
  return all.size === 1 ? [...all][0]! : null;
}
