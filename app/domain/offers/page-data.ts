import type { FormAnswer } from "../platform/forms";
import type { Toast } from "../platform/toast";
import type { Criterion, OfferRow } from "./comparison";
import type { DepositWarning } from "./deposits";
import type { CostSource, SeasonFact } from "./offer-types";

// What the season's pages read (their loaders' data).

export type SeasonActionData = FormAnswer & { toast: Toast; critique?: NegotiationCritique };

export type SchoolFactsView = { cycle: string; page: string | null; facts: SeasonFact[] };

export type OfferItemView = {
  id: string;
  name: string;
  amountMinor: number;
  currency: string;
  dueOn: string | null;
  refundable: boolean | null;
  binding: boolean;
};

export type OfferView = {
  school: string;
  decidedOn: string;
  offerId: string | null;
  currency: string | null;
  cost: { minor: number; source: CostSource; fact: SeasonFact | null } | null;
  awards: OfferItemView[];
  deposits: OfferItemView[];
  netMinor: number | null;
  scores: Record<string, number>;
  negotiationDraft: string;
  /** The day the applicant sent the e-mail and the day the school answered; the follow-up's day while unanswered. */
  negotiation: { sentOn: string | null; answeredOn: string | null; followUpOn: string | null };
  facts: SchoolFactsView;
};

export type OffersPage = {
  offers: OfferView[];
  criteria: Criterion[];
  baseCurrency: string | null;
  rates: { currency: string; micro: number }[];
  needsRates: string[];
  comparison: OfferRow[];
  warnings: DepositWarning[];
};

export type NegotiationCritique = { items: { quote: string; comment: string }[]; summary: string };
