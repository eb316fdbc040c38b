import { formatDate } from "../deadlines/dates";

// How much one account may make of what costs Scout storage or sends mail in its name, whatever
// the plan (docs/security.md, "Caps per account", says why each number). Each is enforced on the
// server where the thing is made, in the statement that makes it, so requests at once cannot
// pass it; the refusal says the cap in the applicant's words.
export const ACCOUNT_CAPS = {
  /** Recommenders kept at once: schools ask two or three letters; ten covers any list. */
  recommenders: 10,
  /** Private links open at once, of each kind (report links, brief links). */
  openShareLinks: 10,
  /** New mock interviews in any 24 hours: each is at least a 15-minute call. */
  interviewsPerDay: 20,
  /** Nudge e-mails to recommenders in one week, whichever recommenders (deleted ones count). */
  nudgesPerWeek: 10,
} as const;

/** How long a private link opens: a school reads a report within weeks; a letter takes longer. */
export const SHARE_LINK_DAYS = { report: 30, brief: 60 } as const;

const DAY_MS = 86_400_000;

/** When a link made now stops opening. */
export const shareLinkExpiry = (kind: keyof typeof SHARE_LINK_DAYS, now: Date) => new Date(now.getTime() + SHARE_LINK_DAYS[kind] * DAY_MS);

/** A private link as its owner's list shows it (the token itself is never kept). */
export type ShareLinkView = { id: string; createdAt: string; expiresAt: string };

/** A link's line in its owner's list: until when it opens, or since when it no longer does. */
export function shareLinkLine(link: Omit<ShareLinkView, "id">, now: Date): { expired: boolean; made: string; text: string } {
  // In UTC, as the server renders it, so the page hydrates with the same words wherever it is read.
  const made = formatDate(link.createdAt, "date", "UTC");
  const ends = formatDate(link.expiresAt, "date", "UTC");
  return new Date(link.expiresAt) <= now
    ? { expired: true, made, text: `Link made ${made} · expired ${ends}: it no longer opens` }
    : { expired: false, made, text: `Link made ${made} · opens until ${ends}` };
}

export const capRefusals = {
  recommenders: `You have ${ACCOUNT_CAPS.recommenders} recommenders, the most Scout keeps. Remove one to add another.`,
  shareLinks: `You have ${ACCOUNT_CAPS.openShareLinks} open links of this kind, the most at once. Revoke one, or wait for one to expire.`,
  interviews: `You started ${ACCOUNT_CAPS.interviewsPerDay} mock interviews in the last 24 hours, the most in a day. Try again tomorrow.`,
} as const;
