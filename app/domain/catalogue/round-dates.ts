// When a school tells applicants, per round: interview invitations and decisions. Facts as a
// source states them, for one cycle; Scout never carries a date over to another cycle.

export const roundDateKinds = ["interview_invite", "decision"] as const;
export type RoundDateKind = (typeof roundDateKinds)[number];

export const roundDateKindLabels: Record<RoundDateKind, string> = { interview_invite: "Interview invitations", decision: "Decisions" };

export type RoundDate = {
  id: string;
  schoolId: string;
  cycle: string;
  round: string;
  kind: RoundDateKind;
  date: string | null;
  approx: string | null;
  sources: string[];
  pageDate: string | null;
  note: string | null;
};

/** "R1", "Round 1" and "Stage 1" are the same round; anything without a number is matched by its name. */
export function sameRound(a: string, b: string): boolean {
  const number = (round: string) => /\d+/.exec(round)?.[0] ?? null;
  const [left, right] = [number(a), number(b)];
  if (left && right) return left === right && /early|deferred/i.test(a) === /early|deferred/i.test(b);
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** What the applicant reads about one round: this cycle's date when Scout has it, else the newest older one as a past year's. */
export type RoundDateReading = { current: RoundDate | null; past: RoundDate | null };

export function readRoundDate(dates: RoundDate[], cycle: string, round: string, kind: RoundDateKind): RoundDateReading {
  const matching = dates.filter((date) => date.kind === kind && sameRound(date.round, round));
  const current = matching.find((date) => date.cycle === cycle) ?? null;
  const past = current ? null : ([...matching].filter((date) => date.cycle < cycle).sort((a, b) => (a.cycle < b.cycle ? 1 : -1))[0] ?? null);
  return { current, past };
}

/** A date as the applicant reads it: the day, or the source's words. */
export function roundDateText(date: Pick<RoundDate, "date" | "approx">): string {
  return date.date ?? date.approx ?? "no date given";
}
