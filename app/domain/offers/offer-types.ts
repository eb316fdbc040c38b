// The words of the season after a decision, shared by the schema, the services and the pages.

export const factTopics = ["waitlist", "deposit", "cost", "scholarship"] as const;
export type FactTopic = (typeof factTopics)[number];

export const topicLabels: Record<FactTopic, string> = {
  waitlist: "Waitlist",
  deposit: "Deposit",
  cost: "Cost of attendance",
  scholarship: "Scholarships and fellowships",
};

/** Where the cost the applicant counts comes from: the school's published figure (a fact) or their own. */
export type CostSource = "school" | "own";

export const offerItemKinds = ["award", "deposit"] as const;
export type OfferItemKind = (typeof offerItemKinds)[number];

/** A catalogue fact as a page shows it: the value with its owner and its cycle, never without. */
export type SeasonFact = {
  id: string;
  topic: FactTopic;
  value: string;
  sourceUrl: string;
  /** "school", or the third party's name. */
  sourceOwner: string;
  cycle: string;
  pageDate: string | null;
  note: string | null;
  amountMinor: number | null;
  currency: string | null;
  acceptsUpdates: "yes" | "no" | null;
  wordLimit: number | null;
  /** Waitlist: when the school takes updates, in the source's words. */
  updatesWhen: string | null;
  /** Waitlist: days between the school's reviews of its list (or the updates it takes); reminders follow it. */
  cadenceDays: number | null;
  refundable: boolean | null;
  binding: boolean | null;
};

/** Who says it, in words: "the school's own page" or "Clear Admit (a third party)". */
export function ownerLabel(owner: string): string {
  return owner === "school" ? "the school's own page" : `${owner} (not the school)`;
}

/** The cycle a fact describes, read against the cycle applicants plan for now. */
export function ageLabel(cycle: string, currentCycle: string): string {
  if (cycle.startsWith(currentCycle)) return `for ${cycle}`;
  return `for ${cycle}, not this cycle (${currentCycle}): it may have changed`;
}

/** Scout's word when the catalogue holds nothing for a topic. */
export const NOT_KNOWN = "Scout does not have this";
