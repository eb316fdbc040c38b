// Recommenders and their letters: the words the pages use, and the rule that says when a
// letter puts its school at risk. Pure: the browser imports it too.
import { daysLeft } from "../deadlines/deadlines";

export const RELATIONSHIPS = ["supervisor", "former_supervisor", "client", "other"] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
export const relationshipLabels: Record<Relationship, string> = {
  supervisor: "Supervisor",
  former_supervisor: "Former supervisor",
  client: "Client",
  other: "Other",
};

export const LETTER_STATUSES = ["not_asked", "asked", "agreed", "submitted"] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];
export const letterStatusLabels: Record<LetterStatus, string> = {
  not_asked: "Not asked",
  asked: "Asked",
  agreed: "Agreed",
  submitted: "Submitted",
};

/** Within this many days of the deadline, a letter not yet agreed puts its school at risk. */
export const LETTER_AGREED_DAYS = 21;

export const NAME_LIMIT = 120;
export const EMAIL_LIMIT = 254;

/**
 * The dates a letter keeps when its status changes to `status` on `today`: the new status's day
 * is set (kept when already set), and the days of later statuses are cleared (a letter moved back
 * from Submitted to Agreed was not submitted).
 */
export function datesForStatus(
  status: LetterStatus,
  today: string,
  current: { askedOn: string | null; agreedOn: string | null; submittedOn: string | null },
): { askedOn: string | null; agreedOn: string | null; submittedOn: string | null } {
  const rank = LETTER_STATUSES.indexOf(status);
  const keep = (field: "askedOn" | "agreedOn" | "submittedOn", at: number) => (rank >= at ? (current[field] ?? (rank === at ? today : null)) : null);
  return { askedOn: keep("askedOn", 1), agreedOn: keep("agreedOn", 2), submittedOn: keep("submittedOn", 3) };
}

/** A letter as the dashboard and the at-risk rule read it; `missing`: one the school asks for that no recommender writes yet. */
export type AtRiskLetter = { recommender: string; status: LetterStatus; missing?: boolean };

/**
 * A school's letters, with one `missing` letter for each the catalogue says the school asks for
 * beyond those the applicant has a recommender for: they count as not asked.
 */
export function withMissingLetters<L extends { status: LetterStatus }>(letters: L[], asked: number | null | undefined): (L | AtRiskLetter)[] {
  const missing = Math.max(0, (asked ?? 0) - letters.length);
  return [...letters, ...Array.from({ length: missing }, (): AtRiskLetter => ({ recommender: "", status: "not_asked", missing: true }))];
}

/**
 * What a school's letters say about its risk: the letters not yet agreed (asked or not) once the
 * deadline is LETTER_AGREED_DAYS days away or less, each as a reason; and whether every letter is
 * submitted (a school is Done only then).
 */
export function letterRisk(letters: AtRiskLetter[], deadline: Date | null, now: Date, timeZone: string): { reasons: string[]; allSubmitted: boolean } {
  const allSubmitted = letters.every((letter) => letter.status === "submitted");
  if (!deadline || deadline.getTime() <= now.getTime()) return { reasons: [], allSubmitted };
  const days = daysLeft(deadline, now, timeZone);
  if (days > LETTER_AGREED_DAYS) return { reasons: [], allSubmitted };
  const left = `with ${days} day${days === 1 ? "" : "s"} left`;
  const reasons = letters
    .filter((letter) => letter.status === "not_asked" || letter.status === "asked")
    .map((letter) =>
      letter.missing
        ? `A letter the school asks for has no recommender yet ${left}`
        : `The letter from ${letter.recommender} is not agreed yet (${letterStatusLabels[letter.status].toLowerCase()}) ${left}`,
    );
  return { reasons, allSubmitted };
}

/** "2 letters: 1 submitted, 1 agreed" — the school card's line. */
export function lettersSummary(letters: { status: LetterStatus; missing?: boolean }[]): string {
  if (letters.length === 0) return "No recommenders yet";
  const chosen = letters.filter((letter) => !letter.missing);
  const missing = letters.length - chosen.length;
  const counts = LETTER_STATUSES.map((status) => [status, chosen.filter((letter) => letter.status === status).length] as const)
    .filter(([, count]) => count > 0)
    .reverse()
    .map(([status, count]) => `${count} ${letterStatusLabels[status].toLowerCase()}`);
  if (missing > 0) counts.push(`${missing} without a recommender yet`);
  return `${letters.length} letter${letters.length === 1 ? "" : "s"}: ${counts.join(", ")}`;
}
