import { z } from "zod";
import type { Decision } from "../standing/steps";
import type { ParagraphCheck } from "./letter-news";
import type { SeasonFact } from "./offer-types";
import { LETTER_LIMIT } from "./offer-rules";

// A waitlisted school's page: its rules beside the applicant's letter, each paragraph read for
// news against what was sent. The rule "wants nothing" comes only from a fact that says so.

export type WaitlistRule = { kind: "letters"; fact: SeasonFact } | { kind: "nothing"; fact: SeasonFact } | { kind: "unknown" };

/** What the facts say the school accepts: a fact saying it takes nothing wins, as the safer reading. */
export function waitlistRule(facts: readonly SeasonFact[]): WaitlistRule {
  const nothing = facts.find((fact) => fact.topic === "waitlist" && fact.acceptsUpdates === "no");
  if (nothing) return { kind: "nothing", fact: nothing };
  const letters = facts.find((fact) => fact.topic === "waitlist" && fact.acceptsUpdates === "yes");
  return letters ? { kind: "letters", fact: letters } : { kind: "unknown" };
}

/**
 * The school's update cadence that waitlist reminders follow: none where the school wants nothing,
 * else the waitlist fact with a cadence of the newest cycle (the first of those, by id).
 */
export function waitlistCadence(facts: readonly SeasonFact[]): { days: number; fact: SeasonFact } | null {
  if (waitlistRule(facts).kind === "nothing") return null;
  const paced = facts
    .filter((fact) => fact.topic === "waitlist" && fact.cadenceDays !== null)
    .sort((a, b) => b.cycle.localeCompare(a.cycle) || a.id.localeCompare(b.id));
  const fact = paced[0];
  return fact ? { days: fact.cadenceDays!, fact } : null;
}

export type WaitlistPage = {
  school: string;
  /** The latest decision; the letter is offered only while it is Waitlisted. */
  decision: Decision | null;
  cycle: string;
  page: string | null;
  facts: SeasonFact[];
  rule: WaitlistRule;
  wordLimit: number | null;
  /** The cadence waitlist reminders follow, and whether the applicant has them on. */
  reminders: { cadence: { days: number; fact: SeasonFact } | null; on: boolean };
  letter: { body: string; sentOn: string | null; words: number; checks: ParagraphCheck[] } | null;
  /** Whether Scout has the submitted copy the letter is read against. */
  hasSnapshot: boolean;
};

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const waitlistActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), body: z.string().max(LETTER_LIMIT, `At most ${LETTER_LIMIT} characters`).default("") }),
  z.object({
    intent: z.literal("sent"),
    sentOn: z.string({ message: "Enter the day you sent it" }).trim().regex(DATE_PATTERN, "Enter a date such as 2027-01-15"),
  }),
]);

export type WaitlistActionInput = z.infer<typeof waitlistActionSchema>;
